/*
 * The signed-in rider's entitlement (spec §3 Entitlement, §4): its query key, its query options and how an answer of
 * GET /v1/me/entitlement (or of a purchase call, which answers the same) is read.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type AccountApi,
  ApiError,
  createAccountClient,
  type EntitlementAnswer,
  type IdTokenSource,
  shouldRetryQuery,
} from '@transit/api-client';
import { type Entitlement, entitlementDocumentSchema, PARSE_ONCE } from '@transit/core';
import type { AuthPort } from '../../platform';
import { PremiumAnswerError } from './premiumAnswerError';

/** The rider's premium as the server judged it. */
export interface PremiumStatus {
  /** Whether the rider is entitled now (spec §4), judged by the server on its own clock. */
  readonly isEntitled: boolean;
  /** The entitlement document's three sources (spec §3), or null when the rider has none. */
  readonly entitlement: Entitlement | null;
  /** The server time the verdict was judged at, epoch milliseconds (spec §3 currentTime). */
  readonly serverTimeEpochMs: number;
}

export type EntitlementKey = readonly ['entitlement', string];

export const entitlementKeys = {
  /** The entitlement of the rider `userId` (the identity service's uid), as the user data's key is (spec §7). */
  of: (userId: string): EntitlementKey => ['entitlement', userId],
} as const;

/**
 * Reads the server's answer: the document with core's entitlementDocumentSchema (spec §3's three sources, FOREVER and
 * TEMPORARY read as Forever and Temporary) and the server time; either unreadable throws
 * ENTITLEMENT_DOCUMENT_INVALID, never a silent "no premium".
 */
export function readEntitlementAnswer(answer: EntitlementAnswer): PremiumStatus {
  const serverTimeEpochMs = Date.parse(answer.currentTime);
  if (!Number.isFinite(serverTimeEpochMs)) {
    throw new PremiumAnswerError(
      'ENTITLEMENT_DOCUMENT_INVALID',
      `The server time '${answer.currentTime.slice(0, 40)}' is not a date.`,
    );
  }
  if (answer.entitlement === null)
    return { isEntitled: answer.isEntitled, entitlement: null, serverTimeEpochMs };
  const parsed = entitlementDocumentSchema.safeParse(answer.entitlement, PARSE_ONCE);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new PremiumAnswerError(
      'ENTITLEMENT_DOCUMENT_INVALID',
      `The entitlement document does not follow spec §3 (${issues.join('; ')}).`,
    );
  }
  return { isEntitled: answer.isEntitled, entitlement: parsed.data, serverTimeEpochMs };
}

/** The account client of each API base, made once (it holds no state but its options). */
const clients = new Map<string, AccountApi>();

/** The account calls of the city's API (`apiBase`). */
export function accountClientFor(apiBase: string): AccountApi {
  let client = clients.get(apiBase);
  if (client === undefined) {
    client = createAccountClient({ baseUrl: apiBase });
    clients.set(apiBase, client);
  }
  return client;
}

/** The account's ID token as the account client asks for it: the token, or the AuthError it failed with thrown. */
export function idTokenSourceOf(auth: Pick<AuthPort, 'idToken'>): IdTokenSource {
  return async (forceRefresh) => {
    const token = await auth.idToken(forceRefresh);
    if (!token.ok) throw token.error;
    return token.value;
  };
}

/**
 * The signed-in rider's entitlement: asked each time the page opens (a purchase or its renewal changes it, and it is
 * the rider's own, so it is never kept on the device), retried as every query is (spec §8: 3 attempts).
 */
export function entitlementQuery(args: {
  readonly apiBase: string;
  readonly userId: string;
  readonly auth: Pick<AuthPort, 'idToken'>;
}) {
  const idToken = idTokenSourceOf(args.auth);
  return queryOptions({
    queryKey: entitlementKeys.of(args.userId),
    queryFn: async ({ signal }) =>
      readEntitlementAnswer(await accountClientFor(args.apiBase).getEntitlement(idToken, { signal })),
    staleTime: 0,
    // Only the API's own failures may pass on another attempt: not a refused token, nor an answer the app cannot read.
    retry: (failureCount, error) => error instanceof ApiError && shouldRetryQuery(failureCount, error),
  });
}
