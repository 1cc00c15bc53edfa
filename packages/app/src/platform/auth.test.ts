import { err, ok } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, FAKE_RIDER } from '../testSupport';
import { AuthError, type AuthPort, deferredAuth, hasSignedInBefore, signedInMarkerKey } from './auth';
import { WEB_STORAGE } from './storage';
import { webAuth } from './webAuth';

/** A deferred account over a fake one, counting the loads. */
function deferred(isSignedInBefore: boolean, loaded = fakeAuth()) {
  const load = vi.fn(() => Promise.resolve<AuthPort>(loaded.auth));
  return { auth: deferredAuth(load, isSignedInBefore), load, loaded };
}

describe('the account in the first download (deferredAuth): the provider loads only when needed', () => {
  it('reads signed out and loads nothing for a rider who never signed in on this device, even at start', async () => {
    const { auth, load } = deferred(false);
    expect(auth.state()).toEqual({ status: 'signedOut' });
    auth.start('ifSignedInBefore');
    expect(await auth.signOut()).toEqual(ok(undefined));
    const token = await auth.idToken(false);
    expect(!token.ok && token.error.code).toBe('AUTH_SIGNED_OUT');
    expect(load).not.toHaveBeenCalled();
  });

  it('reads loading where this device signed in before, and restores the session at start', async () => {
    const loaded = fakeAuth({ status: 'loading' });
    const { auth, load } = deferred(true, loaded);
    expect(auth.state()).toEqual({ status: 'loading' });
    const listener = vi.fn();
    auth.subscribe(listener);
    auth.start('ifSignedInBefore');
    await vi.waitFor(() => expect(loaded.auth.start).toHaveBeenCalled());
    loaded.setState({ status: 'signedIn', ...FAKE_RIDER });
    expect(auth.state()).toEqual({ status: 'signedIn', ...FAKE_RIDER });
    expect(listener).toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads when an account screen starts it: loading at once, then the loaded state; calls go to the loaded account', async () => {
    const { auth, load, loaded } = deferred(false);
    auth.start();
    expect(auth.state()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(auth.state()).toEqual({ status: 'signedOut' }));
    expect(await auth.signInWithGoogle()).toEqual(ok({ status: 'signedIn', user: FAKE_RIDER }));
    expect(auth.state()).toEqual({ status: 'signedIn', ...FAKE_RIDER });
    expect(await auth.idToken(true)).toEqual(ok('fake-id-token'));
    expect(loaded.auth.idToken).toHaveBeenCalledWith(true);
    expect(await auth.signInWithGoogleIdToken('eyJ.code')).toEqual(ok(FAKE_RIDER));
    expect(loaded.auth.signInWithGoogleIdToken).toHaveBeenCalledWith('eyJ.code');
    expect(await auth.signOut()).toEqual(ok(undefined));
    expect(auth.state()).toEqual({ status: 'signedOut' });
    auth.start();
    expect(load).toHaveBeenCalledOnce();
  });

  it("says AUTH_NETWORK when the provider's code cannot be downloaded, and loads again on the next start", async () => {
    const loaded = fakeAuth();
    const load = vi
      .fn<() => Promise<AuthPort>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loaded.auth);
    const auth = deferredAuth(load, false);
    const answer = await auth.signInWithGoogle();
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.code).toBe('AUTH_NETWORK');
    const state = auth.state();
    expect(state.status === 'signedOut' && state.reason?.code).toBe('AUTH_NETWORK');
    auth.start();
    expect(auth.state()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(auth.state()).toEqual({ status: 'signedOut' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on what the loaded account answers, failures included', async () => {
    const loaded = fakeAuth();
    loaded.answers.signInWithGoogle = err(new AuthError('AUTH_CANCELLED', 'auth/popup-closed-by-user'));
    const { auth } = deferred(false, loaded);
    expect(await auth.signInWithGoogle()).toEqual(
      err(new AuthError('AUTH_CANCELLED', 'auth/popup-closed-by-user')),
    );
  });
});

describe('the local marker that this device signed in before', () => {
  it("is kept per city, and the web's account reads loading where it is set", () => {
    expect(signedInMarkerKey('madrid')).toBe('transit:madrid:signedIn');
    expect(hasSignedInBefore(WEB_STORAGE.local, 'madrid')).toBe(false);
    expect(webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE).state()).toEqual({
      status: 'signedOut',
    });
    localStorage.setItem('transit:madrid:signedIn', '1');
    expect(hasSignedInBefore(WEB_STORAGE.local, 'madrid')).toBe(true);
    expect(hasSignedInBefore(WEB_STORAGE.local, 'barcelona')).toBe(false);
    expect(webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE).state()).toEqual({
      status: 'loading',
    });
  });

  it('reads as not set where the browser blocks storage', () => {
    const blocked = {
      ...WEB_STORAGE.local,
      getItem: () => {
        throw new DOMException('Access to localStorage is denied.', 'SecurityError');
      },
    };
    expect(hasSignedInBefore(blocked, 'madrid')).toBe(false);
  });
});
