import type { FavouriteError } from '@transit/core';
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

/**
 * Tells the rider a favourite was not added because its list is full (FAVOURITES_LIST_FULL), with the most it keeps
 * as `{max}`. Other refusals (an empty or too long name) are the name modal's to show, and are ignored here.
 */
export function announceRefusal(error: FavouriteError, full: MessageId, maxLength: number): void {
  if (error.code === 'FAVOURITES_LIST_FULL') toast.error(full, { values: { max: maxLength }, id: full });
}
