import type { MessageId } from '@transit/i18n';
import { toast } from '@transit/ui';
import type { SaveOutcome } from './favouritesStore';

/**
 * Tells the rider a change was made ("stop saved", spec §4), and, when the device's storage refused it, that it lasts
 * only until the app closes.
 */
export function announceChange(outcome: SaveOutcome, done: MessageId): void {
  toast.success(done);
  if (outcome === 'keptInMemory') toast.warning('favourites.notStored', { id: 'favourites.notStored' });
}
