import type { Result } from '@transit/core';
import type { AuthError, AuthErrorFactory, AuthPort, AuthState, AuthUser, GoogleSignInAnswer } from './auth';
import { type AuthProvider, identityFailureOf, SIGN_OUT_CODES } from './authProvider';
import type { StorageArea, StoragePort } from './storage';

/*
 * Part of the account's lazily loaded chunk (platform/webAuthSession, with Firebase): it takes only types from the
 * modules of the app's first download, which is why the AuthError class and the marker's key are handed in and
 * results are made here. A module of the first download that a lazily loaded chunk also imports ends up in a chunk
 * of its own, and the first download grows by the cost of the split.
 */

export interface AuthSessionOptions {
  /**
   * The identity provider, or null when this server has sign-in off; rejects when it cannot be loaded, with an
   * AuthError when it knows why.
   */
  readonly loadProvider: () => Promise<AuthProvider | null>;
  /** The city whose redirect flag this session keeps (sibling apps on one origin keep apart). */
  readonly cityId: string;
  /** The local marker that this device signed in before (auth.ts's signedInMarkerKey). */
  readonly markerKey: string;
  /** Local: the marker. Session: that a redirect sign-in left this tab. */
  readonly storage: StoragePort;
  /** Whether an 'auto' Google sign-in redirects instead of opening a popup. */
  readonly prefersRedirect: () => boolean;
  /** Makes the port's AuthError. */
  readonly authError: AuthErrorFactory;
}

/** An AuthError, told by its name (this module does not import the class, see above). */
function isAuthError(error: unknown): error is AuthError {
  return error instanceof Error && error.name === 'AuthError';
}

const ok = <Value>(value: Value): Result<Value, never> => ({ ok: true, value });
const fail = (error: AuthError): Result<never, AuthError> => ({ ok: false, error });

const LOADING: AuthState = { status: 'loading' };
const UNAVAILABLE: AuthState = { status: 'unavailable' };
const SIGNED_OUT: AuthState = { status: 'signedOut' };

/** Writes to storage that may be blocked or full: the marker only saves a download, never the sign-in. */
function quietly(write: () => void): void {
  try {
    write();
  } catch {
    // Blocked or full storage: the provider still keeps its session; only the marker is lost.
  }
}

function setFlag(area: StorageArea, key: string, isSet: boolean): void {
  quietly(() => (isSet ? area.setItem(key, '1') : area.removeItem(key)));
}

/** Reads and clears a flag; false where storage is blocked. */
function takeFlag(area: StorageArea, key: string): boolean {
  try {
    const isSet = area.getItem(key) !== null;
    if (isSet) area.removeItem(key);
    return isSet;
  } catch {
    return false;
  }
}

/**
 * The account over an identity provider: its state from the provider's auth-state listening, the local marker kept
 * with it (set on sign-in, cleared on sign-out, so the next start restores the session only where there is one),
 * the redirect flow's outcome read on return, and the rider signed out when the provider says the account is
 * disabled or the session expired (spec §4).
 */
export function createAuthSession(options: AuthSessionOptions): AuthPort {
  const { storage, markerKey, authError } = options;
  const redirectKey = `transit:${options.cityId}:googleRedirect`;
  /** What the identity service threw, as an AuthError. */
  const identityError = (error: unknown): AuthError => {
    const failure = identityFailureOf(error);
    return authError(failure.code, failure.message, error);
  };
  /** Why the provider could not be loaded: its own AuthError (the server's config unreadable…), else out of reach. */
  const loadError = (error: unknown): AuthError =>
    isAuthError(error)
      ? error
      : authError(
          'AUTH_NETWORK',
          `The sign-in provider could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
          error,
        );
  let current: AuthState = LOADING;
  /** Why the rider is signed out, shown until the next attempt. */
  let reason: AuthError | undefined;
  let loading: Promise<AuthProvider | null> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const showUser = (user: AuthUser | null) => {
    if (user) {
      reason = undefined;
      setFlag(storage.local, markerKey, true);
      set({ status: 'signedIn', ...user });
    } else {
      setFlag(storage.local, markerKey, false);
      set(reason ? { status: 'signedOut', reason } : SIGNED_OUT);
    }
  };
  /** A new attempt: the last failure no longer stands. */
  const clearReason = () => {
    reason = undefined;
    if (current.status === 'signedOut' && current.reason) set(SIGNED_OUT);
  };

  const loadProvider = async (): Promise<AuthProvider | null> => {
    const provider = await options.loadProvider();
    if (!provider) {
      setFlag(storage.local, markerKey, false);
      set(UNAVAILABLE);
      return null;
    }
    if (takeFlag(storage.session, redirectKey)) {
      try {
        if ((await provider.redirectResult()) === null) {
          reason = authError('AUTH_CANCELLED', 'The rider came back from Google without signing in.');
        }
      } catch (error) {
        reason = identityError(error);
      }
    }
    // Loaded once the provider has said who is signed in (the session it restored), so no call reads 'loading'.
    await new Promise<void>((resolve) => {
      provider.onUserChanged((user) => {
        showUser(user);
        resolve();
      });
    });
    return provider;
  };

  const load = (): Promise<AuthProvider | null> => {
    // Loading again after a failure: the rider waits once more, and that failure no longer stands.
    if (loading === undefined && current.status === 'signedOut') {
      reason = undefined;
      set(LOADING);
    }
    return (loading ??= loadProvider().catch((error: unknown) => {
      loading = undefined;
      const failure = loadError(error);
      reason = failure;
      set({ status: 'signedOut', reason: failure });
      throw failure;
    }));
  };

  /** Runs `call` with the provider once loaded; AUTH_UNAVAILABLE where sign-in is off, the load's failure if any. */
  const withProvider = async <Value>(
    call: (provider: AuthProvider) => Promise<Result<Value, AuthError>>,
  ): Promise<Result<Value, AuthError>> => {
    let provider: AuthProvider | null;
    try {
      provider = await load();
    } catch (error) {
      // load() fails with its AuthError.
      return fail(error as AuthError);
    }
    if (!provider) return fail(authError('AUTH_UNAVAILABLE', 'Sign-in is off on this server.'));
    return call(provider);
  };

  const redirect = async (provider: AuthProvider): Promise<Result<GoogleSignInAnswer, AuthError>> => {
    setFlag(storage.session, redirectKey, true);
    try {
      await provider.signInWithRedirect();
      return ok({ status: 'redirecting' });
    } catch (error) {
      setFlag(storage.session, redirectKey, false);
      return fail(identityError(error));
    }
  };

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      load().catch(() => undefined);
    },
    signInWithGoogle: (flow = 'auto') =>
      withProvider(async (provider) => {
        clearReason();
        if (flow === 'redirect' || options.prefersRedirect()) return redirect(provider);
        try {
          const user = await provider.signInWithPopup();
          showUser(user);
          return ok({ status: 'signedIn', user });
        } catch (error) {
          const failure = identityError(error);
          // A blocked popup is no reason to give up: the same sign-in works by leaving the page.
          return failure.code === 'AUTH_POPUP_BLOCKED' ? redirect(provider) : fail(failure);
        }
      }),
    signInWithGoogleIdToken: (idToken) =>
      withProvider(async (provider) => {
        clearReason();
        try {
          const user = await provider.signInWithGoogleIdToken(idToken);
          showUser(user);
          return ok(user);
        } catch (error) {
          return fail(identityError(error));
        }
      }),
    signOut: () =>
      withProvider(async (provider) => {
        try {
          await provider.signOut();
        } catch (error) {
          return fail(identityError(error));
        }
        reason = undefined;
        showUser(null);
        return ok(undefined);
      }),
    idToken: (forceRefresh) =>
      withProvider(async (provider) => {
        if (current.status !== 'signedIn') {
          return fail(authError('AUTH_SIGNED_OUT', 'No rider is signed in.'));
        }
        try {
          return ok(await provider.idToken(forceRefresh));
        } catch (error) {
          const failure = identityError(error);
          if (SIGN_OUT_CODES.has(failure.code)) {
            reason = failure;
            await provider.signOut().catch(() => undefined);
            showUser(null);
          }
          return fail(failure);
        }
      }),
  };
}
