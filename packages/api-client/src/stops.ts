import { queryOptions } from '@tanstack/react-query';
import {
  apiRoutes,
  type Arrivals,
  routePath,
  type StopInfo,
  TIMETABLE_ONLY_LIVE_STATE,
  type StopList,
} from '@transit/api-contract';
import type { Locale, StopCode } from '@transit/core';
import { ApiError } from './errors';
import type { CallOptions, Http } from './http';
import { type ArrivalsKey, stopKeys, type StopInfoKey, type StopListKey } from './keys';
import { checkedSavedAnswer } from './persist';
import { ARRIVALS_QUERY_SETTINGS, RESOURCE_QUERY_SETTINGS } from './queryClient';

/** What an arrivals call accepts: the route's query parameters and a signal. */
export interface ArrivalsOptions extends CallOptions {
  /** ISO 8601 date-time to list departures from; without an offset, a local time in the city. Default now. */
  readonly at?: string | undefined;
  /** At most this many departures: 1 to the contract's MAX_ARRIVALS_LIMIT; left out, its DEFAULT_ARRIVALS_LIMIT. */
  readonly limit?: number | undefined;
  /**
   * How far ahead to look, minutes: 1 to the contract's MAX_ARRIVALS_WINDOW_MINUTES; left out, its
   * DEFAULT_ARRIVALS_WINDOW_MINUTES.
   */
  readonly windowMinutes?: number | undefined;
  /** The rider's language (es, en or ca): live sources' alerts come in it where the source has it. Left out, es. */
  readonly lang?: Locale | undefined;
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
  function getArrivals(code: StopCode, options: ArrivalsOptions = {}): Promise<Arrivals> {
    const { at, limit, windowMinutes, lang, signal } = options;
    return http.call(apiRoutes.arrivals, {
      params: { code },
      query: { at, limit, windowMinutes, lang },
      signal,
    });
  }

  return {
    getStopList: (options = {}) =>
      http.call(apiRoutes.stopList, { params: undefined, signal: options.signal }),
    getStopInfo: (code, options = {}) =>
      http.call(apiRoutes.stopInfo, { params: { code }, signal: options.signal }),
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
          live: TIMETABLE_ONLY_LIVE_STATE,
          alerts: [],
          // getArrivals fails only with ApiError; the wrap keeps the promise that this never throws even if not.
          error:
            error instanceof ApiError
              ? error
              : new ApiError('OFFLINE', `The arrivals of ${code} failed.`, {
                  url: http.urlFor(routePath(apiRoutes.arrivals, { code })),
                  cause: error,
                }),
        };
      }
    },
  };
}

/**
 * The static stop list: spec §9 settings (fresh 5 min, kept 7 days, persisted, online only). A list restored from
 * the saved cache is checked with its schema when first read (`select`), not at every start; a damaged one fails
 * the read with SAVED_ANSWER_DAMAGED, and its reader asks again (the app's useStopList does).
 */
export function stopListQuery(client: Pick<StopsApi, 'getStopList'>) {
  return queryOptions<StopList, ApiError, StopList, StopListKey>({
    queryKey: stopKeys.list(),
    queryFn: ({ signal }) => client.getStopList({ signal }),
    select: checkedSavedAnswer,
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
 * A stop's departures in the rider's language, key ['arrivals', code, lang] (from now) or
 * ['arrivals', code, lang, { at }]: fresh 20 s, kept 7 days and persisted so the last answer shows offline with its
 * age. Another language is another query: changing language asks again.
 * @param lang the rider's language, sent as the `lang` query parameter: the alerts come in it
 * @param at ISO 8601 date-time to list departures from; undefined for now
 */
export function arrivalsQuery(
  client: Pick<StopsApi, 'getArrivals'>,
  code: StopCode,
  lang: Locale,
  at?: string,
) {
  return queryOptions<Arrivals, ApiError, Arrivals, ArrivalsKey>({
    queryKey: stopKeys.arrivals(code, lang, at),
    queryFn: ({ signal }) => client.getArrivals(code, { at, lang, signal }),
    ...ARRIVALS_QUERY_SETTINGS,
  });
}
