/*
 * The two user-data calls of the account (api-contract's ACCOUNT_ROUTES.userData and writeUserData), made here with
 * fetch rather than with api-client's createAccountClient: its zod schemas would join this lazily loaded chunk, and a
 * module shared with the first download is split into a chunk of its own, growing the first download (see
 * platform/authSession). The answer is read field by field, and each list again entry by entry by the repository.
 */
import type { UserDataField } from '@transit/core';
import { FIELDS, type IdTokenSource, type UserDataApi } from './cloudFavouritesRepository';

/** The calls' timeout (spec §9: HTTP 15 s; ACCOUNT_ROUTES' timeoutMs). */
export const USER_DATA_TIMEOUT_MS = 15_000;

/** A user-data call failed: `status` is the HTTP status when the server answered (401, 403: refused). */
export class UserDataCallError extends Error {
  override readonly name = 'UserDataCallError';
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The server's error code of an answer, when its body is `{ code, message }`. */
async function codeOf(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { readonly code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}

/**
 * GET /v1/me/data and PUT /v1/me/data/:field under the city's API base, with the rider's ID token as Bearer; an
 * answer of AUTH_TOKEN_EXPIRED (an hour-old or revoked token) is asked once more with a fresh token, as api-client's
 * account client does.
 */
export function createUserDataClient(
  baseUrl: string,
  fetchFn: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): UserDataApi {
  const base = baseUrl.replace(/\/$/, '');
  const call = async (idToken: IdTokenSource, path: string, body?: unknown): Promise<unknown> => {
    const url = `${base}${path}`;
    const send = async (forceRefresh: boolean) => {
      const init: RequestInit = {
        method: body === undefined ? 'GET' : 'PUT',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${await idToken(forceRefresh)}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        signal: AbortSignal.timeout(USER_DATA_TIMEOUT_MS),
        ...(body !== undefined && { body: JSON.stringify(body) }),
      };
      try {
        return await fetchFn(url, init);
      } catch (cause) {
        throw new UserDataCallError(`${url} could not be reached.`, undefined, { cause });
      }
    };
    let response = await send(false);
    if (response.status === 401 && (await codeOf(response)) === 'AUTH_TOKEN_EXPIRED')
      response = await send(true);
    if (!response.ok) throw new UserDataCallError(`${url} answered ${response.status}.`, response.status);
    try {
      return (await response.json()) as unknown;
    } catch (cause) {
      throw new UserDataCallError(`${url} answered with no JSON.`, response.status, { cause });
    }
  };
  return {
    async getUserData(idToken) {
      const value = await call(idToken, '/v1/me/data');
      const fields = (typeof value === 'object' && value !== null ? value : {}) as Readonly<
        Record<string, unknown>
      >;
      const lists: Partial<Record<UserDataField, readonly unknown[]>> = {};
      for (const field of FIELDS) {
        const list = fields[field];
        if (!Array.isArray(list)) {
          throw new UserDataCallError(`${base}/v1/me/data answered without the list ${field}.`, 200);
        }
        lists[field] = list as unknown[];
      }
      return lists as { readonly [Field in UserDataField]: readonly unknown[] };
    },
    async writeUserData(idToken, field, value) {
      await call(idToken, `/v1/me/data/${field}`, { value });
    },
  };
}
