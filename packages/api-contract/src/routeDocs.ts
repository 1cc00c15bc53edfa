import type { AllApiRouteName } from './allRoutes';

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
export const apiRouteDocs: { readonly [Name in AllApiRouteName]: ApiRouteDoc } = {
  stopList: {
    summary: 'The static stop list',
    description:
      'Every stop in the spec column order; beside the rows, `stations` maps each station code to its name and the codes of its listed stops, so search can offer the station first. Strong ETag (one per content coding), 304 on If-None-Match, gzip or Brotli, cacheable for 5 minutes and usable stale for 7 days.',
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
      'Departures from the timetable (source "schedule", isRealtime false) for the city\'s time zone and service day. When a feed does not cover the day, the same weekday of its last valid week answers and timetable.feeds says so. A stop whose lines have no timetable answers no departures and a NO_TIMETABLE notice. A board about now (no `at`, or one within 2 minutes of now) also asks the live sources serving the stop: a prediction replaces the timetabled departure it matches (by trip id, else line, direction and the nearest time within 15 minutes; status live, or stale when older than 90 s; source "live", isRealtime true, with ageSeconds, delaySeconds and scheduledTime) or is added (tripId null; lineCode null when the network does not know its line); a vehicle with no estimate is not listed. `live` gives each source\'s state (ok, pending, timedOut, failing, notConfigured): the answer never waits for a source more than a few seconds (pending, isPending true, refreshAfterSeconds short) and a failing source leaves the timetable, labelled. `alerts` come in `lang` first.',
  },
  stationInfo: {
    summary: "What a station's page shows",
    description:
      "A station groups the Metro, Metro Ligero and Cercanías stops riders treat as one place (Sol, E4-12: Cercanías 5-122 and Metro 4-12): its name, location (the mean of its stops'), its stops per mode (modes, in the order Cercanías, Metro, Metro Ligero; each stop's code, name, location, lines and whether they have a timetable; each stop keeps its own page) and the transfer hint: the walk between every two of its stops (transfer.walks), distanceM being the straight line between their coordinates (transfer.distanceBasis 'straightLine', no street routing) and walkMinutes that line × 1.3 at 1.2 m/s, as the planner's footpaths. A station code is 'E' and its anchor stop's code; a malformed one is a 400 STATION_CODE_MALFORMED, an unknown one (or one the city's lists show fewer than two stops of) a 404 STATION_NOT_FOUND.",
  },
  stationArrivals: {
    summary: 'The next departures from every stop of a station, on one board',
    description:
      "The departures of each of the station's stops as the stop arrivals route gives them, each with the stop it leaves from (stopCode), merged per mode in time order: one section per mode (Cercanías, Metro, Metro Ligero), each with at most `limit` departures within `windowMinutes`, the timetable feeds that answered, and a NO_TIMETABLE notice when none of its stops' lines has a timetable (Madrid's Cercanías snapshot). Errors as the station route.",
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
  plan: {
    summary: 'Trips from one place to another',
    description:
      "Journey planning over the city's timetables (RAPTOR): from and to are places ('stop:4-12', 'station:E4-12' with every stop of the station, 'point:lat,lon' walking to the stops around it). Without arriveBy it lists the good options leaving within an hour of `at` (default now); with arriveBy=true, the latest ones arriving by `at`. No option is beaten by another on departure, arrival and transfers. Each trip has its steps: rides (line, direction, stops, times, shape) and walks (duration, distance). Lines whose feeds have no timetable are not ridden: unplannedStopTypes names their stop types. A malformed place is a 400 PLACE_REF_MALFORMED, an unknown stop or station a 404 STOP_NOT_FOUND or STATION_NOT_FOUND, a point outside the city's area a 400 PLACE_OUT_OF_AREA; no way at all answers an empty list.",
  },
  places: {
    summary: 'Places to plan from or to, for what the rider typed',
    description:
      "The planner's place search. First the city's own places, from its data (best first, at most 10): stations (ref 'station:E4-12'), stops ('stop:4-12'; detail: their lines, or the street address where the data names none), and the municipalities and landmarks its snapshots name (points, 'point:lat,lon': a municipality stands at the one of its stations nearest their middle, detail naming that station). Accents, case, filler words and abbreviations are ignored, a word may be typed by its beginning ('nuevos minis'), and a typo or two in longer words is forgiven after every exact and prefix match; a station comes before its own stops. Then, when the server has a geocoder configured (GEOCODER_URL), up to 5 of its addresses and places within the city's search box, as points; a geocoder that fails or is slow leaves them out and never fails the answer. An empty or blank q, one longer than 100 characters or given twice is a 400 INVALID_QUERY.",
  },
  time: {
    summary: 'The server time',
    description: 'The server clock as currentTime (ISO 8601, UTC), for the client to measure its own offset.',
  },
};
