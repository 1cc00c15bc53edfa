import type { AuthConfig } from '@transit/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { bearerToken, IdTokenError, type IdTokenVerifier, type VerifiedUser } from './idTokens';
import { type UserDataStore, UserDataStoreError } from './store';

/** The signed-in rider's data: sign-in is on (a verifier) and where the data lives (a store). */
export interface Accounts {
  readonly verifier: IdTokenVerifier;
  readonly store: UserDataStore;
  /** What the app signs in with (GET /v1/auth-config). */
  readonly client: Extract<AuthConfig, { enabled: true }>;
}

/** A rider's own data is theirs alone: never kept by a shared cache, nor by the browser beyond the call. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The signed-in user of a call and their store, or a coded refusal: 503 ACCOUNTS_NOT_CONFIGURED when the server has
 * no accounts, else the ID token's refusal (accountError). The user comes from the verified token alone, so a call
 * can only ever be about its caller's own record. Marks the answer private first, errors included.
 */
export async function signedIn(
  accounts: Accounts | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<VerifiedUser & { readonly store: UserDataStore }> {
  reply.header('cache-control', PRIVATE_NO_STORE);
  if (accounts === undefined) {
    throw new ApiError(
      503,
      'ACCOUNTS_NOT_CONFIGURED',
      'Accounts are not configured on this server (FIREBASE_PROJECT_ID is not set).',
    );
  }
  const { uid } = await accounts.verifier.verify(bearerToken(request.headers.authorization));
  return { uid, store: accounts.store };
}

/** Turns the signed-in calls' own failures into coded answers: 401 for a refused token, 503 for a store down. */
export function accountError(error: unknown): unknown {
  if (error instanceof IdTokenError) {
    return error.code === 'AUTH_UNAVAILABLE'
      ? new ApiError(503, error.code, error.message)
      : new ApiError(error.code === 'AUTH_USER_DISABLED' ? 403 : 401, error.code, error.message);
  }
  if (error instanceof UserDataStoreError) return new ApiError(503, error.code, error.message);
  return error;
}
