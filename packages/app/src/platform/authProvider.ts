import type { AuthErrorCode, AuthUser } from './auth';

/**
 * What the account needs of an identity service (Firebase Auth on the web): each call throws the service's own
 * error, whose code `identityErrorCode` reads.
 */
export interface AuthProvider {
  /**
   * The auth-state listening of spec §7: calls `listener` with the signed-in user or null, first with the session it
   * restored (this device's persisted one), then at each change. Answers what stops it.
   */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  /** The user a redirect sign-in this page came back from signed in, or null when there was none. */
  redirectResult(): Promise<AuthUser | null>;
  signInWithPopup(): Promise<AuthUser>;
  /** Leaves the page for Google's; the sign-in ends when the app loads again (redirectResult). */
  signInWithRedirect(): Promise<void>;
  signInWithGoogleIdToken(idToken: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Throws 'auth/no-current-user' with nobody signed in. */
  idToken(forceRefresh: boolean): Promise<string>;
}

/** The identity service's error codes (spec §8: its standard codes) and the product's code each one means. */
export const IDENTITY_ERROR_CODES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/popup-blocked': 'AUTH_POPUP_BLOCKED',
  'auth/popup-closed-by-user': 'AUTH_CANCELLED',
  'auth/cancelled-popup-request': 'AUTH_CANCELLED',
  'auth/user-cancelled': 'AUTH_CANCELLED',
  'auth/redirect-cancelled-by-user': 'AUTH_CANCELLED',
  'auth/network-request-failed': 'AUTH_NETWORK',
  'auth/timeout': 'AUTH_NETWORK',
  'auth/too-many-requests': 'AUTH_TOO_MANY_REQUESTS',
  'auth/user-disabled': 'AUTH_USER_DISABLED',
  'auth/invalid-credential': 'AUTH_INVALID_CREDENTIAL',
  'auth/invalid-idp-response': 'AUTH_INVALID_CREDENTIAL',
  'auth/argument-error': 'AUTH_INVALID_CREDENTIAL',
  'auth/requires-recent-login': 'AUTH_REQUIRES_RECENT_LOGIN',
  'auth/user-not-found': 'AUTH_USER_NOT_FOUND',
  'auth/user-token-expired': 'AUTH_SESSION_EXPIRED',
  'auth/invalid-user-token': 'AUTH_SESSION_EXPIRED',
  'auth/no-current-user': 'AUTH_SIGNED_OUT',
  'auth/internal-error': 'AUTH_INTERNAL',
};

/** The codes after which the rider is signed out (spec §4: a disabled account, an expired or revoked token). */
export const SIGN_OUT_CODES: ReadonlySet<AuthErrorCode> = new Set<AuthErrorCode>([
  'AUTH_USER_DISABLED',
  'AUTH_SESSION_EXPIRED',
  'AUTH_USER_NOT_FOUND',
]);

/** How the product reads what the identity service threw: its code, and a message that keeps the service's. */
export interface IdentityFailure {
  readonly code: AuthErrorCode;
  readonly message: string;
}

/**
 * Reads what the identity service threw (an error with a string `code` such as 'auth/popup-blocked') as the
 * product's code: a code it does not know, or an error with none, is AUTH_UNKNOWN. The message keeps the service's
 * code and text, for support.
 */
export function identityFailureOf(error: unknown): IdentityFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  const text = error instanceof Error ? error.message : String(error);
  const message = code === undefined ? text : `${code}: ${text}`;
  return { code: (code === undefined ? undefined : IDENTITY_ERROR_CODES[code]) ?? 'AUTH_UNKNOWN', message };
}

/** What a provider throws for an ID token with nobody signed in, coded as the service's own errors are. */
export function noCurrentUser(): Error {
  return Object.assign(new Error('No rider is signed in.'), { code: 'auth/no-current-user' });
}
