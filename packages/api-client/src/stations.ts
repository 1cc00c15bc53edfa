import { queryOptions } from '@tanstack/react-query';
import { apiRoutes, type StationArrivals, type StationInfo } from '@transit/api-contract';
import type { Locale, StationCode } from '@transit/core';
import type { ApiError } from './errors';
import type { CallOptions, Http } from './http';
import { type StationArrivalsKey, type StationInfoKey, stationKeys } from './keys';
import { ARRIVALS_QUERY_SETTINGS, RESOURCE_QUERY_SETTINGS } from './queryClient';
import type { ArrivalsOptions } from './stops';

export interface StationsApi {
  /**
   * What a station's page shows (timeout 20 s, as a stop's): its stops per mode with their lines, and the
   * straight-line walks between them. An unknown station fails with HTTP_ERROR 404, STATION_NOT_FOUND.
   */
  getStationInfo(code: StationCode, options?: CallOptions): Promise<StationInfo>;
  /**
   * Every mode's departures from a station on one board, a section per mode (timeout 60 s, as a stop's arrivals);
   * `limit` and `windowMinutes` apply to each section, as to a stop's board.
   */
  getStationArrivals(code: StationCode, options?: ArrivalsOptions): Promise<StationArrivals>;
}

/** The station calls over one transport. */
export function createStationsApi(http: Http): StationsApi {
  return {
    getStationInfo: (stationCode, options = {}) =>
      http.call(apiRoutes.stationInfo, { params: { stationCode }, signal: options.signal }),
    getStationArrivals: (stationCode, options = {}) => {
      const { at, limit, windowMinutes, lang, signal } = options;
      return http.call(apiRoutes.stationArrivals, {
        params: { stationCode },
        query: { at, limit, windowMinutes, lang },
        signal,
      });
    },
  };
}

/**
 * A station's page, key ['stationInfo', code]: a stop page's settings (fresh 5 min, kept 7 days, persisted, online
 * only, 3 retries, none for a 4xx).
 */
export function stationInfoQuery(client: Pick<StationsApi, 'getStationInfo'>, code: StationCode) {
  return queryOptions<StationInfo, ApiError, StationInfo, StationInfoKey>({
    queryKey: stationKeys.info(code),
    queryFn: ({ signal }) => client.getStationInfo(code, { signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}

/**
 * A station's board in the rider's language, key ['stationArrivals', code, lang] (from now) or
 * ['stationArrivals', code, lang, { at }]: a stop board's settings (fresh 20 s, kept 7 days and persisted, so the
 * last answer shows offline with its age). Another language is another query: changing language asks again.
 * @param lang the rider's language, sent as the `lang` query parameter: the alerts come in it
 * @param at ISO 8601 date-time to list departures from; undefined for now
 */
export function stationArrivalsQuery(
  client: Pick<StationsApi, 'getStationArrivals'>,
  code: StationCode,
  lang: Locale,
  at?: string,
) {
  return queryOptions<StationArrivals, ApiError, StationArrivals, StationArrivalsKey>({
    queryKey: stationKeys.arrivals(code, lang, at),
    queryFn: ({ signal }) => client.getStationArrivals(code, { at, lang, signal }),
    ...ARRIVALS_QUERY_SETTINGS,
  });
}
