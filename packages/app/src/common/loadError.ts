import { ApiError } from '@transit/api-client';
import type { MessageId } from '@transit/i18n';

/** The message for a failed load (spec §8): no internet, not found, or the screen's own "please try again". */
export function loadErrorMessage(error: unknown, fallback: MessageId, notFound?: MessageId): MessageId {
  if (error instanceof ApiError) {
    if (error.code === 'OFFLINE') return 'error.noInternet';
    if (error.status === 404 && notFound !== undefined) return notFound;
  }
  return fallback;
}
