import type { MessageId } from '@transit/i18n';
import type { AuthErrorCode } from '../../platform';

/** What the rider reads for each way signing in or out can fail. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, MessageId>> = {
  AUTH_UNAVAILABLE: 'account.unavailable',
  AUTH_POPUP_BLOCKED: 'account.error.popupBlocked',
  AUTH_CANCELLED: 'account.error.cancelled',
  AUTH_NETWORK: 'account.error.network',
  AUTH_TOO_MANY_REQUESTS: 'account.error.tooManyRequests',
  AUTH_USER_DISABLED: 'account.error.userDisabled',
  AUTH_INVALID_CREDENTIAL: 'account.error.invalidCredential',
  AUTH_REQUIRES_RECENT_LOGIN: 'account.error.requiresRecentLogin',
  AUTH_USER_NOT_FOUND: 'account.error.userNotFound',
  AUTH_SESSION_EXPIRED: 'account.error.sessionExpired',
  AUTH_SIGNED_OUT: 'account.error.signedOut',
  AUTH_INTERNAL: 'account.error.unexpected',
  AUTH_UNKNOWN: 'account.error.unexpected',
};
