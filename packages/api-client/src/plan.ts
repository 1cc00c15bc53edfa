import { queryOptions } from '@tanstack/react-query';
import { plannerRoutes, type Plan } from '@transit/api-contract';
import { retryDelayMs } from '@transit/core';
import type { ApiError } from './errors';
import { type ApiClientOptions, type CallOptions, createHttp, type Http } from './http';
import { type PlanKey, planKeys } from './keys';
import { shouldRetryQuery } from './queryClient';

/** What a trip is asked for with (GET /v1/plan's query). */
export interface PlanRequestQuery {
  /** Core's PlaceRef text: 'stop:4-12', 'station:E4-12' or 'point:lat,lon'. */
  readonly from: string;
  readonly to: string;
  /** ISO 8601 date-time; undefined for now. */
  readonly at?: string | undefined;
  /** true: arrive by `at` rather than leave at it. */
  readonly arriveBy?: boolean | undefined;
  /** The most changes of vehicle; the server's default (4) when undefined. */
  readonly maxTransfers?: number | undefined;
}

export interface PlanApi {
  /**
   * The trips from one place to another (GET /v1/plan, timeout 15 s). A malformed place is HTTP_ERROR 400
   * PLACE_REF_MALFORMED, an unknown stop or station 404 STOP_NOT_FOUND or STATION_NOT_FOUND, a point outside the city
   * 400 PLACE_OUT_OF_AREA; no way at all is an answer with no trips.
   */
  getPlan(query: PlanRequestQuery, options?: CallOptions): Promise<Plan>;
}

/** The plan call over one transport. */
export function createPlanApi(http: Http): PlanApi {
  return {
    getPlan: (query, options = {}) =>
      http.call(plannerRoutes.plan, { params: undefined, query, signal: options.signal }),
  };
}

/**
 * The plan call of one city's API, on its own: only the planner's screens ask it, so the app's first download (which
 * carries createApiClient) does not carry it or its answer's schema.
 */
export function createPlanClient(options: ApiClientOptions): PlanApi {
  return createPlanApi(createHttp(options));
}

/** A plan stays fresh this long, ms: "depart now" asked again a minute later is another answer. */
export const PLAN_STALE_TIME_MS = 60_000;
/** A plan is kept in memory this long once no screen shows it, ms (Back to the result shows it again). */
export const PLAN_GC_TIME_MS = 10 * 60_000;

/**
 * The trips between two places, key ['plan', { from, to, at, arriveBy, maxTransfers }]. A plan is about a moment:
 * it is never persisted (no PERSIST_META), kept in memory 10 minutes, fresh one minute, online only; retried as
 * every query (none for a 4xx). The app replaces `queryFn` where it falls back to its offline planner.
 */
export function planQuery(client: Pick<PlanApi, 'getPlan'>, query: PlanRequestQuery) {
  return queryOptions<Plan, ApiError, Plan, PlanKey>({
    queryKey: planKeys.plan(query),
    queryFn: ({ signal }) => client.getPlan(query, { signal }),
    staleTime: PLAN_STALE_TIME_MS,
    gcTime: PLAN_GC_TIME_MS,
    networkMode: 'online',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryQuery,
    retryDelay: retryDelayMs,
  });
}
