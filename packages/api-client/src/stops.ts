import { queryOptions } from '@tanstack/react-query';
import { ARRIVALS_TIMEOUT_MS, HTTP_TIMEOUT_MS, STOP_INFO_TIMEOUT_MS, type StopCode } from '@transit/core';
import { ApiError } from './errors';
import type { CallOptions, Http } from './http';
import { type ArrivalsKey, stopKeys, type StopInfoKey, type StopListKey } from './keys';
import { ARRIVALS_QUERY_SETTINGS, RESOURCE_QUERY_SETTINGS } from './queryClient';
import {
  type Arrivals,
  type ArrivalsQuery,
  arrivalsSchema,
  type StopInfo,
  stopInfoSchema,
  type StopList,
  stopListSchema,
} from './schemas';

/** What an arrivals call accepts: the route's query parameters and a signal. */
export interface ArrivalsOptions extends CallOptions {
  /** ISO 8601 date-time to list departures from; without an offset, a local time in the city. Default now. */
  readonly at?: string | undefined;
  /** At most this many departures, 1–200 (server default 60). */
  readonly limit?: number | undefined;
  /** How far ahead to look, minutes, 1–1440 (server default 120). */
  readonly windowMinutes?: number | undefined;
}

/** The arrivals of the safe variant: on failure, no departures and the error that caused it. */
export type SafeArrivals = Arrivals & {
  /** Why the list is empty; undefined when the server answered. */
  readonly error?: ApiError;
};

export interface StopsApi {
  /** The static stop list (timeout 15 s). */
  getStopList(options?: CallOptions): Promise<StopList>;
  /** What the stop page shows (timeout 20 s); an unknown stop fails with HTTP_ERROR 404, STOP_NOT_FOUND. */
  getStopInfo(code: StopCode, options?: CallOptions): Promise<StopInfo>;
  /** The next departures from a stop (timeout 60 s: interurban sources can take up to a minute, spec §8). */
  getArrivals(code: StopCode, options?: ArrivalsOptions): Promise<Arrivals>;
  /**
   * The same, but never fails (spec §7: a safe variant returns empty arrivals on error): on any failure, an answer
   * with no departures, no timetable and the error in `error`.
   */
  getArrivalsSafe(code: StopCode, options?: ArrivalsOptions): Promise<SafeArrivals>;
}

/** The stop calls over one transport. */
export function createStopsApi(http: Http): StopsApi {
  const stopPath = (code: StopCode) => `/v1/stops/${encodeURIComponent(code)}`;

  async function getArrivals(code: StopCode, options: ArrivalsOptions = {}): Promise<Arrivals> {
    const query: ArrivalsQuery = {
      at: options.at,
      limit: options.limit,
      windowMinutes: options.windowMinutes,
    };
    return http.getJson({
      path: `${stopPath(code)}/arrivals`,
      query,
      timeoutMs: ARRIVALS_TIMEOUT_MS,
      schema: arrivalsSchema,
      signal: options.signal,
    });
  }

  return {
    getStopList: (options = {}) =>
      http.getJson({
        path: '/v1/stops',
        timeoutMs: HTTP_TIMEOUT_MS,
        schema: stopListSchema,
        signal: options.signal,
      }),
    getStopInfo: (code, options = {}) =>
      http.getJson({
        path: `${stopPath(code)}/info`,
        timeoutMs: STOP_INFO_TIMEOUT_MS,
        schema: stopInfoSchema,
        signal: options.signal,
      }),
    getArrivals,
    async getArrivalsSafe(code, options = {}) {
      try {
        return await getArrivals(code, options);
      } catch (error) {
        return {
          stopCode: code,
          at: options.at ?? new Date(http.now()).toISOString(),
          arrivals: [],
          timetable: { hasTimetable: false, feeds: [] },
          notice: null,
          // getArrivals fails only with ApiError; the wrap keeps the promise that this never throws even if not.
          error:
            error instanceof ApiError
              ? error
              : new ApiError('OFFLINE', `The arrivals of ${code} failed.`, {
                  url: http.urlFor(`${stopPath(code)}/arrivals`),
                  cause: error,
                }),
        };
      }
    },
  };
}

/** The static stop list: spec §9 settings (fresh 5 min, kept 7 days, persisted, online only). */
export function stopListQuery(client: Pick<StopsApi, 'getStopList'>) {
  return queryOptions<StopList, ApiError, StopList, StopListKey>({
    queryKey: stopKeys.list(),
    queryFn: ({ signal }) => client.getStopList({ signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}

/** A stop's info, key ['stopInfo_new', code]: spec §9 settings (fresh 5 min, kept 7 days, persisted, 3 retries). */
export function stopInfoQuery(client: Pick<StopsApi, 'getStopInfo'>, code: StopCode) {
  return queryOptions<StopInfo, ApiError, StopInfo, StopInfoKey>({
    queryKey: stopKeys.info(code),
    queryFn: ({ signal }) => client.getStopInfo(code, { signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}

/**
 * A stop's departures, key ['arrivals', code] (from now) or ['arrivals', code, { at }]: fresh 20 s, kept 7 days and
 * persisted so the last answer shows offline with its age.
 * @param at ISO 8601 date-time to list departures from; undefined for now
 */
export function arrivalsQuery(client: Pick<StopsApi, 'getArrivals'>, code: StopCode, at?: string) {
  return queryOptions<Arrivals, ApiError, Arrivals, ArrivalsKey>({
    queryKey: stopKeys.arrivals(code, at),
    queryFn: ({ signal }) => client.getArrivals(code, { at, signal }),
    ...ARRIVALS_QUERY_SETTINGS,
  });
}
