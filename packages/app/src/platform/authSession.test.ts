import { ApiError } from '@transit/api-client';
import { ok } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_RIDER } from '../testSupport';
import { AuthError, type AuthUser } from './auth';
import type { AuthProvider } from './authProvider';
import { createAuthSession } from './authSession';
import { WEB_STORAGE } from './storage';

const MARKER = 'transit:madrid:signedIn';
const REDIRECT_FLAG = 'transit:madrid:googleRedirect';

/** An error as Firebase Auth throws it. */
function identityError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/**
 * An identity provider standing in for Firebase: it restores `restored` (nobody by default) and tells its listener
 * of each change, as onAuthStateChanged does.
 */
function fakeProvider(restored: AuthUser | null = null) {
  let listener: ((user: AuthUser | null) => void) | undefined;
  const provider = {
    onUserChanged: vi.fn((next: (user: AuthUser | null) => void) => {
      listener = next;
      queueMicrotask(() => next(restored));
      return () => {
        listener = undefined;
      };
    }),
    redirectResult: vi.fn((): Promise<AuthUser | null> => Promise.resolve(null)),
    signInWithPopup: vi.fn(() => Promise.resolve(FAKE_RIDER)),
    signInWithRedirect: vi.fn(() => Promise.resolve()),
    signInWithGoogleIdToken: vi.fn((_idToken: string) => Promise.resolve(FAKE_RIDER)),
    signOut: vi.fn(() => {
      listener?.(null);
      return Promise.resolve();
    }),
    idToken: vi.fn((_forceRefresh: boolean) => Promise.resolve('id-token-1')),
  } satisfies AuthProvider;
  return { provider, emit: (user: AuthUser | null) => listener?.(user) };
}

function session(
  provider: AuthProvider | null,
  options: { readonly prefersRedirect?: boolean; readonly load?: () => Promise<AuthProvider | null> } = {},
) {
  const loadProvider = vi.fn(options.load ?? (() => Promise.resolve(provider)));
  const auth = createAuthSession({
    cityId: 'madrid',
    markerKey: MARKER,
    authError: (code, message, cause) => new AuthError(code, message, { cause }),
    storage: WEB_STORAGE,
    prefersRedirect: () => options.prefersRedirect ?? false,
    loadProvider,
  });
  return { auth, loadProvider };
}

const SIGNED_IN = { status: 'signedIn', ...FAKE_RIDER };

describe('the account session (spec §4 Sign-in: logged-out and logged-in)', () => {
  it('is unavailable where the server has sign-in off, every call saying so, and forgets the marker', async () => {
    localStorage.setItem(MARKER, '1');
    const { auth } = session(null);
    auth.start();
    await vi.waitFor(() => expect(auth.state()).toEqual({ status: 'unavailable' }));
    expect(localStorage.getItem(MARKER)).toBeNull();
    const answer = await auth.signInWithGoogle();
    expect(!answer.ok && answer.error.code).toBe('AUTH_UNAVAILABLE');
  });

  it("restores the device's session through auth-state listening and sets the marker", async () => {
    const { provider } = fakeProvider(FAKE_RIDER);
    const { auth } = session(provider);
    expect(auth.state()).toEqual({ status: 'loading' });
    auth.start();
    await vi.waitFor(() => expect(auth.state()).toEqual(SIGNED_IN));
    expect(localStorage.getItem(MARKER)).toBe('1');
    expect(provider.redirectResult).not.toHaveBeenCalled();
  });

  it('signs in with a popup on a desktop, then signs out: the marker set, then cleared', async () => {
    const { provider } = fakeProvider();
    const { auth } = session(provider);
    const listener = vi.fn();
    auth.subscribe(listener);
    expect(await auth.signInWithGoogle()).toEqual(ok({ status: 'signedIn', user: FAKE_RIDER }));
    expect(provider.signInWithPopup).toHaveBeenCalledOnce();
    expect(auth.state()).toEqual(SIGNED_IN);
    expect(localStorage.getItem(MARKER)).toBe('1');
    expect(await auth.signOut()).toEqual(ok(undefined));
    expect(auth.state()).toEqual({ status: 'signedOut' });
    expect(localStorage.getItem(MARKER)).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('leaves for Google by redirect when the popup is blocked', async () => {
    const { provider } = fakeProvider();
    provider.signInWithPopup.mockRejectedValueOnce(identityError('auth/popup-blocked'));
    const { auth } = session(provider);
    expect(await auth.signInWithGoogle()).toEqual(ok({ status: 'redirecting' }));
    expect(provider.signInWithRedirect).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(REDIRECT_FLAG)).toBe('1');
  });

  it('redirects at once on a phone-sized or installed display, and when asked to', async () => {
    const phone = fakeProvider();
    const onPhone = session(phone.provider, { prefersRedirect: true });
    expect(await onPhone.auth.signInWithGoogle()).toEqual(ok({ status: 'redirecting' }));
    expect(phone.provider.signInWithPopup).not.toHaveBeenCalled();
    const desktop = fakeProvider();
    const asked = session(desktop.provider);
    expect(await asked.auth.signInWithGoogle('redirect')).toEqual(ok({ status: 'redirecting' }));
    expect(desktop.provider.signInWithPopup).not.toHaveBeenCalled();
  });

  it('answers the coded error when the rider closes the popup, and stays signed out', async () => {
    const { provider } = fakeProvider();
    provider.signInWithPopup.mockRejectedValueOnce(identityError('auth/popup-closed-by-user'));
    const { auth } = session(provider);
    const answer = await auth.signInWithGoogle();
    expect(!answer.ok && answer.error.toString()).toBe(
      'AUTH_CANCELLED | auth/popup-closed-by-user: Firebase: Error (auth/popup-closed-by-user).',
    );
    expect(auth.state()).toEqual({ status: 'signedOut' });
  });

  it('signs in with a Google ID token, and refuses an invalid one with AUTH_INVALID_CREDENTIAL', async () => {
    const { provider } = fakeProvider();
    const { auth } = session(provider);
    expect(await auth.signInWithGoogleIdToken('eyJ.good')).toEqual(ok(FAKE_RIDER));
    expect(provider.signInWithGoogleIdToken).toHaveBeenCalledWith('eyJ.good');
    expect(auth.state()).toEqual(SIGNED_IN);
    provider.signInWithGoogleIdToken.mockRejectedValueOnce(identityError('auth/invalid-credential'));
    const answer = await auth.signInWithGoogleIdToken('eyJ.bad');
    expect(!answer.ok && answer.error.code).toBe('AUTH_INVALID_CREDENTIAL');
  });

  it('back from a redirect without signing in, says the sign-in did not finish (AUTH_CANCELLED)', async () => {
    sessionStorage.setItem(REDIRECT_FLAG, '1');
    const { provider } = fakeProvider();
    const { auth } = session(provider);
    auth.start();
    await vi.waitFor(() => expect(auth.state().status).toBe('signedOut'));
    const state = auth.state();
    expect(state.status === 'signedOut' && state.reason?.code).toBe('AUTH_CANCELLED');
    expect(sessionStorage.getItem(REDIRECT_FLAG)).toBeNull();
  });

  it('back from a redirect that failed, says why; back signed in, is signed in', async () => {
    sessionStorage.setItem(REDIRECT_FLAG, '1');
    const failed = fakeProvider();
    failed.provider.redirectResult.mockRejectedValueOnce(identityError('auth/network-request-failed'));
    const first = session(failed.provider);
    first.auth.start();
    await vi.waitFor(() => expect(first.auth.state().status).toBe('signedOut'));
    const state = first.auth.state();
    expect(state.status === 'signedOut' && state.reason?.code).toBe('AUTH_NETWORK');

    sessionStorage.setItem(REDIRECT_FLAG, '1');
    const signedIn = fakeProvider(FAKE_RIDER);
    signedIn.provider.redirectResult.mockResolvedValueOnce(FAKE_RIDER);
    const second = session(signedIn.provider);
    second.auth.start();
    await vi.waitFor(() => expect(second.auth.state()).toEqual(SIGNED_IN));
  });

  it('gives the ID token for the API, fresh when asked', async () => {
    const { provider } = fakeProvider(FAKE_RIDER);
    const { auth } = session(provider);
    expect(await auth.idToken(false)).toEqual(ok('id-token-1'));
    expect(await auth.idToken(true)).toEqual(ok('id-token-1'));
    expect(provider.idToken.mock.calls).toEqual([[false], [true]]);
  });

  it('answers AUTH_SIGNED_OUT for an ID token with nobody signed in', async () => {
    const { auth } = session(fakeProvider().provider);
    const answer = await auth.idToken(false);
    expect(!answer.ok && answer.error.code).toBe('AUTH_SIGNED_OUT');
  });

  it.each([
    ['auth/user-disabled', 'AUTH_USER_DISABLED'],
    ['auth/user-token-expired', 'AUTH_SESSION_EXPIRED'],
  ])(
    'signs the rider out automatically when the token cannot be had: %s (spec §4)',
    async (code, expected) => {
      const { provider } = fakeProvider(FAKE_RIDER);
      provider.idToken.mockRejectedValueOnce(identityError(code));
      const { auth } = session(provider);
      auth.start();
      await vi.waitFor(() => expect(auth.state()).toEqual(SIGNED_IN));
      const answer = await auth.idToken(true);
      expect(!answer.ok && answer.error.code).toBe(expected);
      expect(provider.signOut).toHaveBeenCalledOnce();
      const state = auth.state();
      expect(state.status === 'signedOut' && state.reason?.code).toBe(expected);
      expect(localStorage.getItem(MARKER)).toBeNull();
    },
  );

  it('keeps the rider signed in when the token fails for want of network', async () => {
    const { provider } = fakeProvider(FAKE_RIDER);
    provider.idToken.mockRejectedValueOnce(identityError('auth/network-request-failed'));
    const { auth } = session(provider);
    const answer = await auth.idToken(false);
    expect(!answer.ok && answer.error.code).toBe('AUTH_NETWORK');
    expect(provider.signOut).not.toHaveBeenCalled();
    expect(auth.state()).toEqual(SIGNED_IN);
  });

  it('reports the server out of reach as AUTH_NETWORK, and loads again on the next start', async () => {
    const { provider } = fakeProvider();
    const offline = new ApiError('OFFLINE', '/api/madrid/v1/auth-config could not be reached.', {
      url: '/api/madrid/v1/auth-config',
    });
    const { auth, loadProvider } = session(provider, {
      load: vi
        .fn<() => Promise<AuthProvider | null>>()
        .mockRejectedValueOnce(offline)
        .mockResolvedValue(provider),
    });
    auth.start();
    await vi.waitFor(() => expect(auth.state().status).toBe('signedOut'));
    const state = auth.state();
    expect(state.status === 'signedOut' && state.reason?.code).toBe('AUTH_NETWORK');
    auth.start();
    expect(auth.state()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(auth.state()).toEqual({ status: 'signedOut' }));
    expect(loadProvider).toHaveBeenCalledTimes(2);
  });
});
