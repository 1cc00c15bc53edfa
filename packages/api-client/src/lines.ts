import { queryOptions } from '@tanstack/react-query';
import { apiRoutes, type LineDetail, type LineList, type LineStopTimetable } from '@transit/api-contract';
import type { LineCode, StopCode } from '@transit/core';
import type { ApiError } from './errors';
import type { CallOptions, Http } from './http';
import { lineKeys, type LineKey, type LineListKey, type LineTimetableKey } from './keys';
import { RESOURCE_QUERY_SETTINGS } from './queryClient';

/** What a line call accepts. */
export interface LineOptions extends CallOptions {
  /** The service day of the timetable, YYYY-MM-DD; default today in the city's time zone. */
  readonly date?: string | undefined;
}

export interface LinesApi {
  /** The static line list (timeout 15 s). */
  getLineList(options?: CallOptions): Promise<LineList>;
  /**
   * A line with its itineraries and a day's timetable (timeout 15 s); an unknown line fails with HTTP_ERROR 404,
   * LINE_NOT_FOUND.
   */
  getLine(lineCode: LineCode, options?: LineOptions): Promise<LineDetail>;
  /**
   * A line's timetable for a day with each direction's departures from one of its stops (timeout 15 s): the light
   * answer for a stop other than the first, whose departures the line itself carries. A stop the line's itineraries
   * do not call at fails with HTTP_ERROR 404, STOP_NOT_ON_LINE; an unknown one with STOP_NOT_FOUND.
   */
  getLineTimetable(lineCode: LineCode, stopCode: StopCode, options?: LineOptions): Promise<LineStopTimetable>;
}

/** The line calls over one transport. */
export function createLinesApi(http: Http): LinesApi {
  return {
    getLineList: (options = {}) =>
      http.call(apiRoutes.lineList, { params: undefined, signal: options.signal }),
    getLine: (lineCode, options = {}) =>
      http.call(apiRoutes.line, {
        params: { lineCode },
        query: { date: options.date },
        signal: options.signal,
      }),
    getLineTimetable: (lineCode, stopCode, options = {}) =>
      http.call(apiRoutes.lineTimetable, {
        params: { lineCode },
        query: { stop: stopCode, date: options.date },
        signal: options.signal,
      }),
  };
}

/** The static line list, key ['lineList_new']: spec §9 settings (fresh 5 min, kept 7 days, persisted). */
export function lineListQuery(client: Pick<LinesApi, 'getLineList'>) {
  return queryOptions<LineList, ApiError, LineList, LineListKey>({
    queryKey: lineKeys.list(),
    queryFn: ({ signal }) => client.getLineList({ signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}

/**
 * A line, key ['line_new', code] (today) or ['line_new', code, { date }]: spec §9 settings (fresh 5 min, kept 7
 * days, persisted, online only, 3 retries).
 * @param date YYYY-MM-DD service day; undefined for today in the city
 */
export function lineQuery(client: Pick<LinesApi, 'getLine'>, code: LineCode, date?: string) {
  return queryOptions<LineDetail, ApiError, LineDetail, LineKey>({
    queryKey: lineKeys.detail(code, date),
    queryFn: ({ signal }) => client.getLine(code, { date, signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}

/**
 * A line's timetable at one of its stops, key ['lineTimetable', code, stop] (today) or [..., { date }]: the line's
 * settings (fresh 5 min, kept 7 days, persisted, online only, 3 retries, none for a 4xx).
 * @param date YYYY-MM-DD service day; undefined for today in the city
 */
export function lineTimetableQuery(
  client: Pick<LinesApi, 'getLineTimetable'>,
  code: LineCode,
  stop: StopCode,
  date?: string,
) {
  return queryOptions<LineStopTimetable, ApiError, LineStopTimetable, LineTimetableKey>({
    queryKey: lineKeys.timetable(code, stop, date),
    queryFn: ({ signal }) => client.getLineTimetable(code, stop, { date, signal }),
    ...RESOURCE_QUERY_SETTINGS,
  });
}
