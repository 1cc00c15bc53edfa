import { QueryClient } from '@tanstack/react-query';
import {
  MUTATION_GC_TIME_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  retryDelayMs,
  STOP_AND_LINE_STALE_TIME_MS,
} from '@transit/core';
import { ApiError, isRetryableError } from './errors';

/** The meta that marks a query as one the persisted cache keeps (see persist.ts). */
export const PERSIST_META = { persist: true } as const;

/**
 * Arrivals stay fresh this long, milliseconds. Today they are timetable departures, which do not change, but a
 * minute countdown must not lag; once live sources are merged, 20 s is about how often they refresh.
 */
export const ARRIVALS_STALE_TIME_MS = 20_000;

/** A retry is only worth starting with at least this long left of the call's wait to get an answer in, ms. */
export const MIN_RETRY_TIME_MS = 2_000;

/**
 * The retry predicate of every query: up to 3 retries (spec §8, §9), none for a failure that another attempt
 * cannot change (a 4xx such as STOP_NOT_FOUND, an aborted call), and none the call's wait has no time left for. A
 * query's attempts share one wait, the spec's timeout (see `Http.call`), so a timed-out call is not asked again and
 * the rider sees the error with Retry when the timeout is up, not three timeouts later.
 * @param failureCount failures before this one, as TanStack Query counts them: 0 on the first failure
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT || !isRetryableError(error)) return false;
  if (!(error instanceof ApiError) || error.timeLeftMs === undefined) return true;
  return error.timeLeftMs >= retryDelayMs(failureCount) + MIN_RETRY_TIME_MS;
}

/**
 * Spec §9 for stop info, line data and the stop and line lists: fresh 5 minutes, kept 7 days, persisted, fetched
 * only online, not refetched on focus or reconnect (they change with a feed, not by the minute), retried with the
 * delay doubling from 1 s to 30 s.
 */
export const RESOURCE_QUERY_SETTINGS = {
  staleTime: STOP_AND_LINE_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  networkMode: 'online',
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: shouldRetryQuery,
  retryDelay: retryDelayMs,
  meta: PERSIST_META,
} as const;

/**
 * Arrivals: fresh 20 s, kept 7 days and persisted so that, offline, the last answer still shows (marked with its
 * age, from the query's dataUpdatedAt). Unlike the static resources they go stale by the minute, so coming back to
 * the app or to the network refetches them once they are stale.
 */
export const ARRIVALS_QUERY_SETTINGS = {
  staleTime: ARRIVALS_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  networkMode: 'online',
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  retry: shouldRetryQuery,
  retryDelay: retryDelayMs,
  meta: PERSIST_META,
} as const;

/**
 * The app's QueryClient. Its defaults are the spec §9 ones for any query without a factory here (kept 7 days, online
 * only, no refetch on focus or reconnect, the same retries); mutations are kept 5 minutes.
 */
export function createTransitQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        networkMode: 'online',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
      },
      mutations: { gcTime: MUTATION_GC_TIME_MS },
    },
  });
}
