import { err, ProductError, type Result } from '@transit/core';

export type AuthErrorCode = 'AUTH_PROVIDER_MISSING';

/** Signing in could not start or finish. */
export class AuthError extends ProductError<AuthErrorCode> {
  override readonly name = 'AuthError';
}

/** Whether a rider is signed in (spec §6: signing in is optional and exists for cloud sync). */
export type AuthState =
  { readonly status: 'signedOut' } | { readonly status: 'signedIn'; readonly userId: string };

/** The rider's account: who is signed in, and signing in and out with the client's identity provider. */
export interface AuthPort {
  /** The state now. */
  state(): AuthState;
  /** Signs in with the client's identity provider; answers the signed-in state or why it could not. */
  signIn(): Promise<Result<AuthState, AuthError>>;
  signOut(): Promise<void>;
}

const SIGNED_OUT: AuthState = { status: 'signedOut' };

/**
 * The web adapter while no identity provider is configured: the rider is signed out (an anonymous rider, spec §6)
 * and signing in answers AUTH_PROVIDER_MISSING instead of pretending.
 */
export const WEB_AUTH: AuthPort = {
  state: () => SIGNED_OUT,
  signIn: () =>
    Promise.resolve(
      err(new AuthError('AUTH_PROVIDER_MISSING', 'No sign-in provider is configured for this client.')),
    ),
  signOut: () => Promise.resolve(),
};
