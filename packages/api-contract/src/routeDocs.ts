import type { ApiRouteName } from './routes';

/** A route's text in the OpenAPI document. */
export interface ApiRouteDoc {
  /** One line. */
  readonly summary: string;
  /** What the route answers. */
  readonly description: string;
}

/**
 * The OpenAPI text of each route of the table, apart from the table: only the server reads it, so it stays out of
 * the app's first download (the route table rides there, and these texts are a good part of its weight).
 */
export const apiRouteDocs: { readonly [Name in ApiRouteName]: ApiRouteDoc } = {
  stopList: {
    summary: 'The static stop list',
    description:
      'Every stop in the spec column order. Strong ETag (one per content coding), 304 on If-None-Match, gzip or Brotli, cacheable for 5 minutes and usable stale for 7 days.',
  },
  lineList: {
    summary: 'The static line list',
    description: 'Every line, with the same caching as the stop list.',
  },
  stopInfo: {
    summary: 'What the stop page shows',
    description:
      'Name, type, zone, wheelchair access, location, lines served (colours, destinations), platforms and attribution. An alias code answers for its station.',
  },
  arrivals: {
    summary: 'The next departures from a stop',
    description:
      'Departures from the timetable (source "schedule", isRealtime false) for the city\'s time zone and service day. When a feed does not cover the day, the same weekday of its last valid week answers and timetable.feeds says so. A stop whose lines have no timetable answers no departures and a NO_TIMETABLE notice.',
  },
  line: {
    summary: 'A line with its itineraries and timetable',
    description:
      "Spec §3 line fields, itineraries per direction (ordered stops and shape), and a service day's timetable: first and last departure and departures per hour from the line's first stops, and each direction's departures from its first stop (stopDepartures, as the line timetable route gives them at any stop). A line without a timetable answers timetable null and a NO_TIMETABLE notice.",
  },
  lineTimetable: {
    summary: "A line's timetable at one of its stops",
    description:
      "A service day's timetable of a line (as the line answer gives it) with each direction's departures from the stop asked about, stopDepartures: its first and last departure (local HH:MM, the last past midnight for night trips), isApproximate when some times come from headways (frequencies.txt, exact_times 0), and hours, a printed timetable (clock hour, isNextDay for the next morning's, minutes in order). No itineraries or shapes: the light answer for a stop other than the first, whose departures the line answer carries. A malformed stop is a 400 STOP_CODE_MALFORMED, an unknown one a 404 STOP_NOT_FOUND, one no itinerary of the line calls at a 404 STOP_NOT_ON_LINE. A line without a timetable answers timetable null and a NO_TIMETABLE notice.",
  },
  time: {
    summary: 'The server time',
    description: 'The server clock as currentTime (ISO 8601, UTC), for the client to measure its own offset.',
  },
};
