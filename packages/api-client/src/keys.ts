import type { LineCode, Locale, StationCode, StopCode } from '@transit/core';

/**
 * The TanStack Query keys, by resource. The first element is the name spec §7 gives the query (lineList_new,
 * stopInfo_new, line_new); a persisted cache is found by these names, so they never change silently. Extra
 * arguments (a moment, a date) go in a trailing object, so the spec key is a prefix that matches every variant.
 * A board's key carries the rider's language after its code (its alerts come in it): a board asked for in English is
 * another answer than the same board in Spanish, and changing language asks for it again.
 */

export type StopListKey = readonly ['stopList_new'];
export type StopInfoKey = readonly ['stopInfo_new', StopCode];
export type ArrivalsKey =
  readonly ['arrivals', StopCode, Locale] | readonly ['arrivals', StopCode, Locale, { readonly at: string }];
export type LineListKey = readonly ['lineList_new'];
export type LineKey =
  readonly ['line_new', LineCode] | readonly ['line_new', LineCode, { readonly date: string }];
export type LineTimetableKey =
  | readonly ['lineTimetable', LineCode, StopCode]
  | readonly ['lineTimetable', LineCode, StopCode, { readonly date: string }];
export type ServerTimeKey = readonly ['serverTime'];
export type PlaceSearchKey = readonly ['places', string];
export type StationInfoKey = readonly ['stationInfo', StationCode];
export type StationArrivalsKey =
  | readonly ['stationArrivals', StationCode, Locale]
  | readonly ['stationArrivals', StationCode, Locale, { readonly at: string }];

export type PlanKey = readonly [
  'plan',
  {
    readonly from: string;
    readonly to: string;
    readonly at: string | null;
    readonly arriveBy: boolean;
    readonly maxTransfers: number | null;
  },
];

export const stopKeys = {
  /** The static stop list. */
  list: (): StopListKey => ['stopList_new'],
  /** One stop's info. */
  info: (code: StopCode): StopInfoKey => ['stopInfo_new', code],
  /** Every arrivals query, of every stop: a prefix to invalidate them all. */
  allArrivals: (): readonly ['arrivals'] => ['arrivals'],
  /**
   * A stop's departures in the rider's language, from now or from the moment `at` (ISO 8601);
   * ['arrivals', code, lang] prefixes both, ['arrivals', code] every language's.
   * @param lang the rider's language: the answer's alerts come in it where the source has it
   * @param at ISO 8601 date-time; undefined for "now"
   */
  arrivals: (code: StopCode, lang: Locale, at?: string): ArrivalsKey =>
    at === undefined ? ['arrivals', code, lang] : ['arrivals', code, lang, { at }],
} as const;

export const lineKeys = {
  /** The static line list. */
  list: (): LineListKey => ['lineList_new'],
  /**
   * A line, with today's timetable or that of `date`; ['line_new', code] prefixes both.
   * @param date YYYY-MM-DD service day; undefined for today in the city
   */
  detail: (code: LineCode, date?: string): LineKey =>
    date === undefined ? ['line_new', code] : ['line_new', code, { date }],
  /**
   * A line's timetable at one of its stops, today's or that of `date`; ['lineTimetable', code, stop] prefixes both.
   * Not under line_new: the answer is another resource, not a line.
   * @param date YYYY-MM-DD service day; undefined for today in the city
   */
  timetable: (code: LineCode, stop: StopCode, date?: string): LineTimetableKey =>
    date === undefined ? ['lineTimetable', code, stop] : ['lineTimetable', code, stop, { date }],
} as const;

export const stationKeys = {
  /** What a station's page shows. Not under stopInfo_new: a station is another resource, not a stop. */
  info: (code: StationCode): StationInfoKey => ['stationInfo', code],
  /** Every station board query, of every station: a prefix to invalidate them all. */
  allArrivals: (): readonly ['stationArrivals'] => ['stationArrivals'],
  /**
   * A station's board in the rider's language, from now or from the moment `at` (ISO 8601);
   * ['stationArrivals', code, lang] prefixes both, ['stationArrivals', code] every language's. Not under arrivals:
   * its answer is a board of sections, not a stop's departures.
   * @param lang the rider's language: the answer's alerts come in it where the source has it
   * @param at ISO 8601 date-time; undefined for "now"
   */
  arrivals: (code: StationCode, lang: Locale, at?: string): StationArrivalsKey =>
    at === undefined ? ['stationArrivals', code, lang] : ['stationArrivals', code, lang, { at }],
} as const;

export const timeKeys = {
  /** The server's clock. */
  server: (): ServerTimeKey => ['serverTime'],
} as const;

export const placeKeys = {
  /** The planner's place search for what the rider typed (trimmed). */
  search: (query: string): PlaceSearchKey => ['places', query.trim()],
} as const;

export const planKeys = {
  /** Every plan: a prefix to invalidate them all. */
  all: (): readonly ['plan'] => ['plan'],
  /**
   * A plan's key: the places, the moment (null for now), arriveBy and maxTransfers (null for the server's default).
   * No language: a plan carries names and times, no text in one (the API takes no lang for it). Not persisted: a
   * plan is about a moment.
   */
  plan: (query: {
    readonly from: string;
    readonly to: string;
    readonly at?: string | undefined;
    readonly arriveBy?: boolean | undefined;
    readonly maxTransfers?: number | undefined;
  }): PlanKey => [
    'plan',
    {
      from: query.from,
      to: query.to,
      at: query.at ?? null,
      arriveBy: query.arriveBy ?? false,
      maxTransfers: query.maxTransfers ?? null,
    },
  ],
} as const;
