import { err, ok, ProductError, type Result } from '@transit/core';
import type { StorageArea } from './storage';

/**
 * Why signing in, signing out or reading the ID token failed. The identity service's own codes (spec §8:
 * popup-blocked, network-request-failed, user-disabled…) are read into these by the adapter, so screens speak of the
 * product's codes only.
 * - AUTH_UNAVAILABLE: this server has sign-in off (GET /v1/auth-config answers `enabled: false`).
 * - AUTH_POPUP_BLOCKED: the browser blocked the sign-in window (and the redirect fallback failed too).
 * - AUTH_CANCELLED: the rider closed the sign-in window or came back from the redirect without signing in.
 * - AUTH_NETWORK: the identity service, the server's config or the provider's code could not be reached.
 * - AUTH_TOO_MANY_REQUESTS: the identity service refuses for a while after too many attempts.
 * - AUTH_USER_DISABLED: the account is disabled (the rider is signed out, spec §4).
 * - AUTH_INVALID_CREDENTIAL: the Google ID token (a pasted access code, the credential handler's) was refused.
 * - AUTH_REQUIRES_RECENT_LOGIN: the action needs a fresh sign-in.
 * - AUTH_USER_NOT_FOUND: the account no longer exists.
 * - AUTH_SESSION_EXPIRED: the session's token expired or was revoked (the rider is signed out, spec §4).
 * - AUTH_SIGNED_OUT: an ID token was asked for with no rider signed in.
 * - AUTH_INTERNAL: the identity service failed on its side.
 * - AUTH_UNKNOWN: any other failure (its message keeps the service's code).
 */
export type AuthErrorCode =
  | 'AUTH_UNAVAILABLE'
  | 'AUTH_POPUP_BLOCKED'
  | 'AUTH_CANCELLED'
  | 'AUTH_NETWORK'
  | 'AUTH_TOO_MANY_REQUESTS'
  | 'AUTH_USER_DISABLED'
  | 'AUTH_INVALID_CREDENTIAL'
  | 'AUTH_REQUIRES_RECENT_LOGIN'
  | 'AUTH_USER_NOT_FOUND'
  | 'AUTH_SESSION_EXPIRED'
  | 'AUTH_SIGNED_OUT'
  | 'AUTH_INTERNAL'
  | 'AUTH_UNKNOWN';

/** Signing in or out, or reading the rider's ID token, failed. */
export class AuthError extends ProductError<AuthErrorCode> {
  override readonly name = 'AuthError';
}

/** Makes an AuthError (what the lazily loaded session is handed instead of the class, see authSession). */
export type AuthErrorFactory = (code: AuthErrorCode, message: string, cause?: unknown) => AuthError;

/** The signed-in rider as the identity service knows them. */
export interface AuthUser {
  /** The identity service's uid: the key of the rider's user record (spec §3 cities/{city}/users/{uid}). */
  readonly userId: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

/**
 * Whether a rider is signed in (spec §4: logged-out and logged-in; §6: signing in is optional and exists for cloud
 * sync), and the two states around them: sign-in is off on this server, or the session is being restored.
 */
export type AuthState =
  | { readonly status: 'unavailable' }
  | { readonly status: 'loading' }
  /** `reason`: why the rider was signed out or a redirect sign-in did not finish, until the next attempt. */
  | { readonly status: 'signedOut'; readonly reason?: AuthError }
  | ({ readonly status: 'signedIn' } & AuthUser);

/** 'auto': a popup on a desktop, a redirect on a phone-sized or installed display; 'redirect': always a redirect. */
export type GoogleSignInFlow = 'auto' | 'redirect';

/** How a Google sign-in ended: signed in (the popup), or the page is leaving for Google's (the redirect). */
export type GoogleSignInAnswer =
  { readonly status: 'signedIn'; readonly user: AuthUser } | { readonly status: 'redirecting' };

/** When start() loads the provider: at once, or only when this device signed in before (the app's start). */
export type AuthStart = 'now' | 'ifSignedInBefore';

/**
 * The rider's account (spec §4 Sign-in, §7: a third-party authentication service with sign-out and auth-state
 * listening). The provider loads only when needed (start), so a rider who never signs in never downloads it.
 */
export interface AuthPort {
  /** The state now; the same object until it changes (a React external store's snapshot). Needs no `this`. */
  readonly state: () => AuthState;
  /** Calls `listener` after each change of state; answers what stops it. Needs no `this`. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Loads the provider (its config from the server, then its code) and listens to it, once. */
  start(when?: AuthStart): void;
  signInWithGoogle(flow?: GoogleSignInFlow): Promise<Result<GoogleSignInAnswer, AuthError>>;
  /** Signs in with a Google ID token (the credential handler's, a pasted access code). */
  signInWithGoogleIdToken(idToken: string): Promise<Result<AuthUser, AuthError>>;
  signOut(): Promise<Result<void, AuthError>>;
  /**
   * The signed-in rider's ID token for the API's Bearer header; the provider refreshes it about 5 minutes before it
   * expires (spec §9), `forceRefresh` asks for a new one now. A disabled account or an expired or revoked session
   * signs the rider out (spec §4).
   */
  idToken(forceRefresh: boolean): Promise<Result<string, AuthError>>;
}

/** The local marker that this device signed in before (set on sign-in, cleared on sign-out), per city. */
export function signedInMarkerKey(cityId: string): string {
  return `transit:${cityId}:signedIn`;
}

/** Whether the marker is set; false where storage is blocked. */
export function hasSignedInBefore(storage: StorageArea, cityId: string): boolean {
  try {
    return storage.getItem(signedInMarkerKey(cityId)) !== null;
  } catch {
    return false;
  }
}

const SIGNED_OUT: AuthState = { status: 'signedOut' };
const LOADING: AuthState = { status: 'loading' };

/**
 * An AuthPort whose work is done by another, loaded on first need: this one stays in the app's first download (a
 * few hundred bytes), the loaded one and its provider do not. Until loaded the rider reads as signed out, or as
 * loading when this device signed in before (the session is restored once loaded).
 */
export function deferredAuth(load: () => Promise<AuthPort>, isSignedInBefore: boolean): AuthPort {
  let current = isSignedInBefore ? LOADING : SIGNED_OUT;
  let loaded: Promise<AuthPort> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const inner = (): Promise<AuthPort> =>
    (loaded ??= load().then(
      (port) => {
        port.subscribe(() => set(port.state()));
        port.start();
        set(port.state());
        return port;
      },
      (error: unknown) => {
        loaded = undefined;
        set({ status: 'signedOut', reason: loadFailure(error) });
        throw error;
      },
    ));
  const isNeverSignedIn = () => loaded === undefined && !isSignedInBefore;
  const call = async <Value>(
    run: (port: AuthPort) => Promise<Result<Value, AuthError>>,
  ): Promise<Result<Value, AuthError>> => {
    let port: AuthPort;
    try {
      port = await inner();
    } catch (error) {
      return err(loadFailure(error));
    }
    return run(port);
  };
  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(when = 'now') {
      if (when === 'ifSignedInBefore' && !isSignedInBefore) return;
      if (!loaded && current.status !== 'signedIn') set(LOADING);
      // Once loaded, the loaded port's own start (which loads its provider again after a failure).
      inner().then(
        (port) => port.start(),
        () => undefined,
      );
    },
    signInWithGoogle: (flow) => call((port) => port.signInWithGoogle(flow)),
    signInWithGoogleIdToken: (idToken) => call((port) => port.signInWithGoogleIdToken(idToken)),
    // Not loaded on a device that never signed in: nobody is signed in, and no provider holds a session to end.
    signOut: () => (isNeverSignedIn() ? Promise.resolve(ok(undefined)) : call((port) => port.signOut())),
    idToken: (forceRefresh) =>
      isNeverSignedIn()
        ? Promise.resolve(err(new AuthError('AUTH_SIGNED_OUT', 'No rider is signed in.')))
        : call((port) => port.idToken(forceRefresh)),
  };
}

function loadFailure(error: unknown): AuthError {
  return new AuthError('AUTH_NETWORK', 'The sign-in provider could not be loaded.', { cause: error });
}
