import { HTTP_TIMEOUT_MS } from '@transit/core';
import type { AuthPort } from '../platform';
import { EntitlementError } from './entitlementError';

/** GET /v1/me/entitlement under the city's API base (the account calls' contract, ACCOUNT_ROUTES.entitlement). */
const ENTITLEMENT_PATH = '/v1/me/entitlement';

/**
 * Whether the signed-in rider is entitled (spec §3, §4), asked of the API with their ID token (a fresh one once when
 * the server says it expired). The server judges their entitlement document by core's rules on its own clock (the
 * spec's server time) and answers the verdict, isEntitled, beside the document. Plain fetch and a one-field check:
 * it runs at every signed-in start, and neither the account client's schemas nor the document's may weigh on the
 * first download.
 */
export async function fetchIsEntitled(
  apiBase: string,
  idToken: (forceRefresh: boolean) => Promise<string>,
  options: { readonly signal?: AbortSignal; readonly fetch?: typeof fetch } = {},
): Promise<boolean> {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${apiBase.replace(/\/+$/, '')}${ENTITLEMENT_PATH}`;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(HTTP_TIMEOUT_MS)])
    : AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const ask = async (forceRefresh: boolean): Promise<Response> => {
    const token = await idToken(forceRefresh);
    try {
      return await fetchFn(url, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        signal,
      });
    } catch (cause) {
      throw new EntitlementError('ENTITLEMENT_OFFLINE', `${url} could not be reached.`, { cause });
    }
  };
  let response = await ask(false);
  if (response.status === 401 && (await serverCode(response.clone())) === 'AUTH_TOKEN_EXPIRED') {
    response = await ask(true);
  }
  if (response.status === 401 || response.status === 403) {
    throw new EntitlementError(
      'ENTITLEMENT_REFUSED',
      `${url} refused the rider's token (${response.status}).`,
    );
  }
  if (!response.ok) {
    throw new EntitlementError('ENTITLEMENT_FAILED', `${url} answered HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new EntitlementError('ENTITLEMENT_FAILED', `${url} answered a body that is not JSON.`, { cause });
  }
  const verdict =
    typeof body === 'object' && body !== null && 'isEntitled' in body ? body.isEntitled : undefined;
  if (typeof verdict !== 'boolean') {
    throw new EntitlementError('ENTITLEMENT_FAILED', `${url} answered no isEntitled verdict.`);
  }
  return verdict;
}

/** The server's error code in an error answer's body, if it sent one. */
async function serverCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string')
      return body.code;
  } catch {
    // Not JSON: no code.
  }
  return undefined;
}

/** How many times a lookup is made before it fails (spec §8: failed queries are retried, 3 attempts by default). */
const ATTEMPTS = 3;
/** The wait before the first retry, ms, doubling after each (spec §9: from 1 s). */
const FIRST_RETRY_DELAY_MS = 1_000;

/** What a lookup ends with: the rider's entitlement, or why it could not be known. */
export type EntitlementOutcome =
  | { readonly ok: true; readonly isEntitled: boolean }
  | { readonly ok: false; readonly error: EntitlementError };

/**
 * {@link fetchIsEntitled} made up to three times, a second and then two between attempts; a refused token and an
 * offline device are not retried (the auth layer signs a refused rider out; offline, the next start asks again).
 */
export async function lookUpEntitlement(
  apiBase: string,
  auth: Pick<AuthPort, 'idToken'>,
  signal: AbortSignal,
): Promise<EntitlementOutcome> {
  const idToken = (forceRefresh: boolean) => idTokenOf(auth, forceRefresh);
  let delayMs = FIRST_RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ok: true, isEntitled: await fetchIsEntitled(apiBase, idToken, { signal }) };
    } catch (cause) {
      const error =
        cause instanceof EntitlementError
          ? cause
          : new EntitlementError('ENTITLEMENT_FAILED', 'The entitlement lookup failed.', { cause });
      const final = attempt >= ATTEMPTS || error.code !== 'ENTITLEMENT_FAILED' || signal.aborted;
      if (final) return { ok: false, error };
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs *= 2;
    }
  }
}

/** The port's ID token, or a failure the lookup reports as refused (no token: nobody to look up). */
async function idTokenOf(auth: Pick<AuthPort, 'idToken'>, forceRefresh: boolean): Promise<string> {
  const result = await auth.idToken(forceRefresh);
  if (result.ok) return result.value;
  throw new EntitlementError('ENTITLEMENT_REFUSED', 'No ID token for the signed-in rider.', {
    cause: result.error,
  });
}
