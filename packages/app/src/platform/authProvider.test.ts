import { describe, expect, it } from 'vitest';
import { identityFailureOf, noCurrentUser, SIGN_OUT_CODES } from './authProvider';

/** An error as Firebase Auth throws it: a FirebaseError's `code` and message. */
function identityError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe("the identity service's error codes (spec §8: its standard codes) read as the product's", () => {
  it.each([
    ['auth/popup-blocked', 'AUTH_POPUP_BLOCKED'],
    ['auth/popup-closed-by-user', 'AUTH_CANCELLED'],
    ['auth/cancelled-popup-request', 'AUTH_CANCELLED'],
    ['auth/redirect-cancelled-by-user', 'AUTH_CANCELLED'],
    ['auth/network-request-failed', 'AUTH_NETWORK'],
    ['auth/too-many-requests', 'AUTH_TOO_MANY_REQUESTS'],
    ['auth/user-disabled', 'AUTH_USER_DISABLED'],
    ['auth/invalid-credential', 'AUTH_INVALID_CREDENTIAL'],
    ['auth/requires-recent-login', 'AUTH_REQUIRES_RECENT_LOGIN'],
    ['auth/user-not-found', 'AUTH_USER_NOT_FOUND'],
    ['auth/user-token-expired', 'AUTH_SESSION_EXPIRED'],
    ['auth/invalid-user-token', 'AUTH_SESSION_EXPIRED'],
    ['auth/internal-error', 'AUTH_INTERNAL'],
  ])('%s is %s, its code kept in the message', (code, expected) => {
    expect(identityFailureOf(identityError(code))).toEqual({
      code: expected,
      message: `${code}: Firebase: Error (${code}).`,
    });
  });

  it('reads any other code, or an error with none, as AUTH_UNKNOWN', () => {
    expect(identityFailureOf(identityError('auth/wrong-password'))).toEqual({
      code: 'AUTH_UNKNOWN',
      message: 'auth/wrong-password: Firebase: Error (auth/wrong-password).',
    });
    expect(identityFailureOf(new TypeError('boom'))).toEqual({ code: 'AUTH_UNKNOWN', message: 'boom' });
    expect(identityFailureOf('gone')).toEqual({ code: 'AUTH_UNKNOWN', message: 'gone' });
    expect(identityFailureOf({ code: 404 })).toEqual({ code: 'AUTH_UNKNOWN', message: '[object Object]' });
  });

  it("reads a provider's 'nobody signed in' as AUTH_SIGNED_OUT", () => {
    expect(identityFailureOf(noCurrentUser())).toEqual({
      code: 'AUTH_SIGNED_OUT',
      message: 'auth/no-current-user: No rider is signed in.',
    });
  });

  it('signs the rider out for a disabled account or an expired or revoked token (spec §4), not for a network failure', () => {
    expect([...SIGN_OUT_CODES].sort()).toEqual([
      'AUTH_SESSION_EXPIRED',
      'AUTH_USER_DISABLED',
      'AUTH_USER_NOT_FOUND',
    ]);
    expect(SIGN_OUT_CODES.has(identityFailureOf(identityError('auth/network-request-failed')).code)).toBe(
      false,
    );
  });
});
