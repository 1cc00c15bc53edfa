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

/** Whether a load failed because the API does not know what was asked for (HTTP 404): no Retry can change that. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
