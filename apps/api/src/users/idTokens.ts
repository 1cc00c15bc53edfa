import type { App } from 'firebase-admin/app';
import { ProductError } from '@transit/core';

export type IdTokenErrorCode =
  | 'AUTH_TOKEN_MISSING'
  | 'AUTH_TOKEN_INVALID'
  | 'AUTH_TOKEN_EXPIRED'
  | 'AUTH_USER_DISABLED'
  | 'AUTH_UNAVAILABLE';

/**
 * Why a call's ID token was refused. The app acts on the code: an expired or revoked token is refreshed and the call
 * retried once; a disabled account is signed out (spec §4); AUTH_UNAVAILABLE (the identity service did not answer) is
 * a failure to retry later, not a sign-out.
 */
export class IdTokenError extends ProductError<IdTokenErrorCode> {
  override readonly name = 'IdTokenError';
}

/** Who a verified Firebase ID token belongs to. */
export interface VerifiedUser {
  readonly uid: string;
}

/** Checks a Firebase ID token: its signature, audience (the project), expiry, and that the account is enabled. */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>;
}

/** The identity service's codes (firebase-admin's FirebaseAuthError) and what they mean for the call. */
const CODES: Readonly<Record<string, IdTokenErrorCode>> = {
  'auth/id-token-expired': 'AUTH_TOKEN_EXPIRED',
  'auth/id-token-revoked': 'AUTH_TOKEN_EXPIRED',
  'auth/user-disabled': 'AUTH_USER_DISABLED',
  'auth/user-not-found': 'AUTH_TOKEN_INVALID',
  'auth/argument-error': 'AUTH_TOKEN_INVALID',
  'auth/invalid-id-token': 'AUTH_TOKEN_INVALID',
  'auth/internal-error': 'AUTH_UNAVAILABLE',
  'auth/network-error': 'AUTH_UNAVAILABLE',
};

const MESSAGES: Readonly<Record<IdTokenErrorCode, string>> = {
  AUTH_TOKEN_MISSING:
    'This call needs a signed-in user: send their Firebase ID token as Authorization: Bearer <token>.',
  AUTH_TOKEN_INVALID: 'The ID token is not a valid Firebase ID token of this project.',
  AUTH_TOKEN_EXPIRED: 'The ID token has expired or was revoked: refresh it and try again.',
  AUTH_USER_DISABLED: 'The account is disabled.',
  AUTH_UNAVAILABLE: 'The identity service could not be reached. Please try again.',
};

export function idTokenError(code: IdTokenErrorCode, cause?: unknown): IdTokenError {
  return new IdTokenError(code, MESSAGES[code], { cause });
}

/**
 * Verifies with firebase-admin's Auth, which checks against Google's public keys, or against the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set (the SDK reads it). Revocation and disabled accounts are checked too (one more
 * call per request: user-data calls are few, on sign-in and on each save).
 */
export async function firebaseIdTokenVerifier(app: App): Promise<IdTokenVerifier> {
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return { uid: decoded.uid };
      } catch (cause) {
        const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
        throw idTokenError(CODES[code] ?? 'AUTH_TOKEN_INVALID', cause);
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header; AUTH_TOKEN_MISSING otherwise. */
export function bearerToken(authorization: string | undefined): string {
  const match = /^Bearer +([\w.~+/-]+=*)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) throw idTokenError('AUTH_TOKEN_MISSING');
  return match[1];
}
