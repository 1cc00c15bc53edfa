import { LOCALES, quoteInput, STOP_TYPES } from '@transit/core';
import { z } from 'zod';

/**
 * The API's request and response shapes, the one source of truth for both sides: the server (apps/api) validates
 * every path parameter and query with these, checks every JSON answer against them before it leaves and generates
 * /openapi.json from them; the client (packages/api-client) parses every answer with the same schemas, so a change to
 * a shape breaks both at compile time. The route table (routes.ts) says which route answers which shape.
 */

const isoDate = z.string().describe('A calendar date, YYYY-MM-DD.');
const hexColour = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/)
  .nullable()
  .describe("'#RRGGBB' as the feed gives it; null when the feed gives none.");

export const errorSchema = z
  .object({
    code: z.string().describe('A machine-readable SCREAMING_SNAKE code (STOP_NOT_FOUND, INVALID_QUERY, …).'),
    message: z.string().describe('What went wrong, in English, for logs and developers.'),
  })
  .meta({ id: 'Error', description: 'Every error answer: a code and a message.' });

export const attributionSchema = z
  .object({
    feedId: z.string(),
    name: z.string(),
    attribution: z.string().describe('The credit the licence asks for.'),
    licenceUrl: z.string().nullable(),
  })
  .meta({ id: 'FeedAttribution', description: 'A published feed the data comes from, and its credit.' });

export const locationSchema = z
  .object({
    latitude: z.number().min(-90).max(90).describe('Degrees, WGS 84, 6 decimals.'),
    longitude: z.number().min(-180).max(180).describe('Degrees, WGS 84, 6 decimals.'),
  })
  .meta({ id: 'Location' });

export const STOP_LIST_COLUMNS = [
  'code',
  'name',
  'latitude',
  'longitude',
  'lineNumbers',
  'isNocturnal',
  'stopTypeCode',
] as const;

/** A station in the stop list: its name and the codes of its stops the list holds (two or more). */
const stationEntrySchema = z.object({ name: z.string(), stops: z.array(z.string()).min(2) });

export const stopListSchema = z
  .object({
    columns: z.tuple([
      z.literal('code'),
      z.literal('name'),
      z.literal('latitude'),
      z.literal('longitude'),
      z.literal('lineNumbers'),
      z.literal('isNocturnal'),
      z.literal('stopTypeCode'),
    ]),
    stops: z.array(
      z.tuple([
        z.string(),
        z.string(),
        z.number(),
        z.number(),
        z.array(z.string()),
        z.boolean(),
        z.number().int(),
      ]),
    ),
    attribution: z.array(attributionSchema),
    // Beside the rows, not an eighth column: a client that parses seven columns (one the service worker still runs,
    // a persisted list) keeps working; absent from lists made before it.
    destinations: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        "Stop code → where the stop's lines go from it (their itineraries' headsigns), for the stops whose lines the data knows.",
      ),
    // Beside the rows too, and only where it tells stops apart, so the list stays small.
    addresses: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Stop code → its street address ("Calle de Mateo Inurria 1"), for the stops whose name other stops of the list share at another address.',
      ),
    // Beside the rows too: station code ("E4-12") → its name and the codes of its listed stops (two or more, in the
    // order riders read the modes), so search can offer the station before its stops. Absent from older lists.
    stations: z.record(z.string(), stationEntrySchema).optional(),
  })
  .meta({
    id: 'StopList',
    description:
      'The static stop list (spec §3 column order): code, name, latitude, longitude, line numbers, is-nocturnal flag, stop type code.',
  });

const lineFields = {
  lineCode: z.string(),
  lineNumber: z.string().describe('The number riders see ("1", "C4A", "ML2", "N1").'),
  lineName: z.string(),
  transportTypeCode: z
    .number()
    .int()
    .describe('4 metro, 5 commuter rail, 6 EMT, 8 interurban, 9 urban, 10 light metro.'),
  colour: hexColour,
  textColour: hexColour,
  hasTimetable: z.boolean().describe('Whether departure times are published for the line.'),
};

export const lineSummarySchema = z
  .object({ ...lineFields, isNocturnal: z.boolean() })
  .meta({ id: 'LineSummary' });

export const lineListSchema = z
  .object({ lines: z.array(lineSummarySchema), attribution: z.array(attributionSchema) })
  .meta({ id: 'LineList', description: 'The static line list.' });

export const stopLineSchema = z
  .object({
    ...lineFields,
    isNocturnal: z.boolean(),
    destinations: z
      .array(z.string())
      .describe("Where the line's itineraries through this stop go (their headsigns)."),
  })
  .meta({ id: 'StopLine' });

export const stopInfoSchema = z
  .object({
    code: z.string().describe('The canonical stop code (an alias answers with its station).'),
    name: z.string(),
    stopType: z.enum(STOP_TYPES).nullable(),
    stopTypeCode: z.number().int(),
    zone: z.string().nullable().describe('Fare zone; null when unknown.'),
    wheelchair: z.enum(['accessible', 'notAccessible', 'unknown']),
    address: z
      .string()
      .nullable()
      .describe('Its street address as the feed gives it ("Paseo de la Castellana 189"); null when unknown.'),
    location: locationSchema,
    isNocturnal: z.boolean().describe('True when every line serving the stop is nocturnal.'),
    lines: z.array(stopLineSchema),
    platforms: z.array(z.string()).describe('Platform labels seen in the timetable at this stop.'),
    hasTimetable: z.boolean(),
    attribution: z.array(attributionSchema),
  })
  .meta({ id: 'StopInfo', description: 'What the stop page shows (spec §3).' });

/** One of a station's stops: what its stop page is found by, and the lines serving it. */
export const stationStopSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    location: locationSchema,
    lines: z.array(lineSummarySchema),
    hasTimetable: z.boolean(),
  })
  .meta({ id: 'StationStop' });

/** A station's stops of one stop type (spec §3), the modes in the order riders read them (spec §5). */
export const stationModeSchema = z
  .object({
    stopType: z.enum(STOP_TYPES),
    stopTypeCode: z.number().int(),
    stops: z.array(stationStopSchema).min(1),
  })
  .meta({ id: 'StationMode' });

/**
 * The walk between two of a station's stops: distanceM is the straight line between their coordinates (no street
 * or corridor routing), rounded to the metre; walkMinutes estimates it on foot as the planner's footpaths do (the
 * straight line × 1.3 at 1.2 m/s), rounded up, at least 1.
 */
export const stationWalkSchema = z
  .object({
    fromStopCode: z.string(),
    toStopCode: z.string(),
    distanceM: z.number().int().min(0),
    walkMinutes: z.number().int().min(1),
  })
  .meta({ id: 'StationWalk' });

/**
 * What a station's page shows: its stops per mode and the transfer hint, the walks between every two of its stops.
 * (Documented here rather than with .describe(): these texts would ride in the app's first download.)
 */
export const stationInfoSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    location: locationSchema,
    modes: z.array(stationModeSchema).min(1),
    transfer: z.object({
      distanceBasis: z.literal('straightLine'),
      walks: z.array(stationWalkSchema),
    }),
    attribution: z.array(attributionSchema),
  })
  .meta({ id: 'StationInfo' });

export const feedTimetableSchema = z
  .object({
    feedId: z.string(),
    timetableDate: isoDate.describe(
      'The service day whose timetable answers: the asked-for day, or a stand-in when the feed does not cover it.',
    ),
    isFeedExpired: z
      .boolean()
      .describe(
        "True when the asked-for day lies outside the feed's validity: the same weekday of the feed's last (or first) valid week answers (a public holiday: one of the feed's own holidays).",
      ),
    isBeforeFeedStart: z
      .boolean()
      .describe(
        "True when the asked-for day comes before the feed's first day (its timetable is not in force yet): the feed's first valid week answers.",
      ),
    isHolidayStandIn: z
      .boolean()
      .describe(
        "True when the asked-for day is one of the city's public holidays outside the feed's validity: the feed's own holiday nearest its edge answers (its Sunday when it marked none).",
      ),
    feedStartDate: isoDate.nullable(),
    feedEndDate: isoDate.nullable(),
  })
  .meta({ id: 'FeedTimetable', description: 'Which day of a feed answered.' });

export const noticeSchema = z
  .object({ code: z.literal('NO_TIMETABLE'), message: z.string() })
  .meta({ id: 'Notice', description: 'Something the rider should be told plainly.' });

/**
 * The live sources the API can ask (issue 10): EMT MobilityLabs (EMT buses), Metro de Madrid's displays, CRTM's
 * multimodal service (interurban and urban buses, Metro Ligero), ADIF with Renfe's timetable service as its fallback
 * (Cercanías), and the MTA's GTFS-realtime feeds (New York).
 */
export const LIVE_SOURCES = ['emt', 'metro', 'crtm', 'cercanias', 'mta'] as const;
export type LiveSource = (typeof LIVE_SOURCES)[number];

/**
 * A departure's status: `live` comes from a live source's prediction younger than the stale age; `stale` is a
 * prediction kept from an earlier answer (the source is failing or late) and older than that; `scheduled` is the
 * timetable's time, with no live data for its trip.
 */
export const ARRIVAL_STATUSES = ['live', 'scheduled', 'stale'] as const;
export type ArrivalStatus = (typeof ARRIVAL_STATUSES)[number];

/**
 * A live source's state for one board:
 * - `ok`: it answered (now or within the cache's window); `ageSeconds` says how old its data is.
 * - `pending`: asked, and not back within the API's wait; the board answers without it and the client asks again.
 * - `timedOut`: no answer within its timeout on the last call.
 * - `failing`: it failed (an error page, a bad answer, refused keys, a use limit) or its circuit is open.
 * - `notConfigured`: no base URL or keys on this server; the board answers from the timetable.
 */
export const LIVE_SOURCE_STATES = ['ok', 'pending', 'timedOut', 'failing', 'notConfigured'] as const;
export type LiveSourceState = (typeof LIVE_SOURCE_STATES)[number];

/** One live source's state beside a board (what the sources modal shows). */
export const liveSourceStatusSchema = z
  .object({
    source: z.enum(LIVE_SOURCES),
    state: z.enum(LIVE_SOURCE_STATES),
    /** The coded failure (UPSTREAM_TIMEOUT, UPSTREAM_HTTP_ERROR, …) when the state is timedOut or failing. */
    errorCode: z.string().nullable(),
    /** How old the source's newest data for this board is, seconds; null when it gave none. */
    ageSeconds: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'LiveSourceStatus' });

/**
 * The live side of a board: the state of every source that serves its stop (empty when none does: the board is the
 * timetable), whether one is still on its way, and when to ask again (seconds).
 */
export const liveStateSchema = z
  .object({
    sources: z.array(liveSourceStatusSchema),
    isPending: z.boolean(),
    refreshAfterSeconds: z.number().int().min(1),
  })
  .meta({ id: 'LiveState' });

/**
 * An alert or disruption at a stop or on its lines, in the rider's language where the source has it (`language`
 * says which it is; null when the source does not say). Times are ISO 8601 with the city's offset, null when open.
 */
export const alertSchema = z
  .object({
    source: z.enum(LIVE_SOURCES),
    id: z.string().nullable(),
    language: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    lineNumbers: z.array(z.string()),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'Alert' });

export const arrivalSchema = z
  .object({
    lineCode: z
      .string()
      .nullable()
      .describe("The network's line; null for a live row whose line the network does not know."),
    lineNumber: z.string(),
    colour: hexColour,
    textColour: hexColour,
    transportTypeCode: z.number().int(),
    destination: z.string().describe("The trip's headsign."),
    direction: z.number().int().min(0).max(1),
    platform: z.string().nullable(),
    tripId: z
      .string()
      .nullable()
      .describe("The feed's trip_id, the key live sources match on; null for a live row matched to no trip."),
    departureTime: z
      .string()
      .describe("ISO 8601 with the city's UTC offset; for live data, the predicted time."),
    minutes: z.number().int().min(0).describe('Whole minutes from `at` to the departure, rounded down.'),
    isRealtime: z.boolean().describe('False for timetable departures; true for live ones.'),
    source: z.enum(['schedule', 'live']),
    isApproximate: z
      .boolean()
      .describe('True for headway-based trips (frequencies.txt, exact_times 0): the time is indicative.'),
    delaySeconds: z
      .number()
      .int()
      .optional()
      .describe('Live only: how late against the timetable (negative when early).'),
    ageSeconds: z.number().int().min(0).optional().describe('Live only: how old the live observation is.'),
    status: z.enum(ARRIVAL_STATUSES),
    /** Live and stale only: the source of the prediction. */
    liveSource: z.enum(LIVE_SOURCES).optional(),
    /** Live and stale rows matched to a trip: its timetabled time (ISO 8601 with the city's offset). */
    scheduledTime: z.string().optional(),
    /** Where the source says (EMT): the vehicle's distance to the stop, metres. */
    distanceMeters: z.number().int().min(0).optional(),
  })
  .meta({
    id: 'Arrival',
    description:
      'One departure. Timetable departures have source "schedule" and isRealtime false; a live source merged later answers with source "live", isRealtime true, delaySeconds and ageSeconds.',
  });

export const arrivalsSchema = z
  .object({
    stopCode: z.string(),
    at: z.string().describe("The moment asked about, ISO 8601 with the city's UTC offset."),
    arrivals: z.array(arrivalSchema),
    timetable: z.object({
      hasTimetable: z.boolean(),
      feeds: z.array(feedTimetableSchema),
    }),
    notice: noticeSchema.nullable(),
    live: liveStateSchema,
    alerts: z.array(alertSchema),
  })
  .meta({ id: 'Arrivals', description: 'The next departures from a stop.' });

/** A departure on a station's board: an arrival, and the stop of the station it leaves from. */
export const stationArrivalSchema = arrivalSchema
  .extend({ stopCode: z.string() })
  .meta({ id: 'StationArrival' });

/**
 * A station board's section for one mode: the departures of its stops of that type, merged in time order (at most
 * the query's limit, within its window), which feeds' timetables answered, and NO_TIMETABLE when none of them has
 * one (Cercanías in Madrid's snapshot).
 */
export const stationModeArrivalsSchema = z
  .object({
    stopType: z.enum(STOP_TYPES),
    stopTypeCode: z.number().int(),
    stopCodes: z.array(z.string()).min(1),
    arrivals: z.array(stationArrivalSchema),
    timetable: z.object({ hasTimetable: z.boolean(), feeds: z.array(feedTimetableSchema) }),
    notice: noticeSchema.nullable(),
  })
  .meta({ id: 'StationModeArrivals' });

/** Every mode's departures from a station on one board, a section per mode in the order riders read them. */
export const stationArrivalsSchema = z
  .object({
    stationCode: z.string(),
    at: z.string(),
    modes: z.array(stationModeArrivalsSchema).min(1),
    /** Every source serving one of the station's stops, each once. */
    live: liveStateSchema,
    alerts: z.array(alertSchema),
  })
  .meta({ id: 'StationArrivals' });

export const itineraryStopSchema = z
  .object({ code: z.string(), name: z.string(), location: locationSchema })
  .meta({ id: 'ItineraryStop' });

export const itinerarySchema = z
  .object({
    code: z.string(),
    direction: z.number().int().min(0).max(1),
    headsign: z.string(),
    isCircular: z
      .boolean()
      .describe(
        'True when the itinerary ends where it starts (Metro 6 and 12): its headsign names the direction, not a place it goes to.',
      ),
    stops: z.array(itineraryStopSchema),
    shape: z.array(z.tuple([z.number(), z.number()])).describe('[latitude, longitude] pairs in degrees.'),
  })
  .meta({ id: 'Itinerary' });

/** Hours of a GTFS service day: 0–27, since trips of a day run past midnight. */
export const SERVICE_DAY_HOURS = 28;

/** One row of a printed timetable: a clock hour (0–23; isNextDay for the next morning's) and its minutes, in order. */
export const hourDeparturesSchema = z
  .object({
    hour: z.number().int().min(0).max(23),
    isNextDay: z.boolean(),
    minutes: z.array(z.number().int().min(0).max(59)).min(1),
  })
  .meta({ id: 'HourDepartures' });

/**
 * A direction's departures from one stop on a service day: first and last as local HH:MM (the last past midnight
 * for night trips; null when none), isApproximate when some come from headways (exact_times 0), and the hours as a
 * printed timetable, the next morning's last. (Documented here rather than with .describe(): these texts would ride
 * in the app's first download, which is at its budget.)
 */
export const stopDeparturesSchema = z
  .object({
    stopCode: z.string(),
    firstDeparture: z.string().nullable(),
    lastDeparture: z.string().nullable(),
    departureCount: z.number().int().min(0),
    isApproximate: z.boolean(),
    hours: z.array(hourDeparturesSchema),
  })
  .meta({ id: 'StopDepartures' });

export const directionTimetableSchema = z
  .object({
    direction: z.number().int().min(0).max(1),
    headsign: z.string(),
    firstDeparture: z
      .string()
      .nullable()
      .describe('Local HH:MM of the first departure of the day; null when nothing runs that day.'),
    lastDeparture: z
      .string()
      .nullable()
      .describe(
        "Local HH:MM of the day's last departure, past midnight for night trips (also when the feed writes them as the next service day's 00:00–04:00).",
      ),
    departureCount: z.number().int().min(0),
    departuresPerHour: z
      .array(z.number().int().min(0))
      .length(SERVICE_DAY_HOURS)
      .describe(
        "Departures from the line's first stops per hour of the service day, 0–27 (hour 25 is 01:00 the next morning).",
      ),
    // At the direction's first stop in a line answer, at the stop asked about in a line timetable answer; null when
    // its itineraries publish no stops (or do not call there).
    stopDepartures: stopDeparturesSchema.nullable(),
  })
  .meta({ id: 'DirectionTimetable' });

export const lineTimetableSchema = z
  .object({
    date: isoDate.describe('The service day asked about.'),
    feeds: z.array(feedTimetableSchema),
    directions: z.array(directionTimetableSchema),
  })
  .meta({ id: 'LineTimetable' });

export const lineDetailSchema = z
  .object({
    lineCode: lineFields.lineCode,
    lineName: lineFields.lineName,
    lineNumber: lineFields.lineNumber,
    transportTypeCode: lineFields.transportTypeCode,
    isNocturnalLine: z.boolean(),
    colour: hexColour,
    textColour: hexColour,
    hasTimetable: lineFields.hasTimetable,
    itineraries: z.array(itinerarySchema),
    timetable: lineTimetableSchema.nullable(),
    notice: noticeSchema.nullable(),
    attribution: z.array(attributionSchema),
  })
  .meta({
    id: 'LineDetail',
    description: 'A line (spec §3) with its itineraries and a day of its timetable.',
  });

export const lineStopTimetableSchema = z
  .object({
    lineCode: lineFields.lineCode,
    stopCode: z.string(),
    timetable: lineTimetableSchema.nullable(),
    notice: noticeSchema.nullable(),
  })
  .meta({ id: 'LineStopTimetable' });

export const timeSchema = z
  .object({ currentTime: z.string().describe('The server time, ISO 8601 in UTC.') })
  .meta({ id: 'ServerTime' });

/**
 * How many departures an arrivals answer lists when the query does not say. The defaults and bounds of the arrivals
 * query live here only: the query schema applies them, the OpenAPI document and the client cite them.
 */
export const DEFAULT_ARRIVALS_LIMIT = 60;
/** How far ahead an arrivals query looks when it does not say, minutes. */
export const DEFAULT_ARRIVALS_WINDOW_MINUTES = 120;
/** The most departures one arrivals answer lists. */
export const MAX_ARRIVALS_LIMIT = 200;
/** The furthest an arrivals query looks ahead, minutes (a day). */
export const MAX_ARRIVALS_WINDOW_MINUTES = 1440;

/**
 * The error codes a malformed path parameter answers with, the same core's code parsers give other malformed codes.
 * A parameter's issue carries its code as `params.errorCode`.
 */
export const PARAM_ERROR_CODES = [
  'STOP_CODE_MALFORMED',
  'LINE_CODE_MALFORMED',
  'STATION_CODE_MALFORMED',
  'PLACE_REF_MALFORMED',
] as const;
export type ParamErrorCode = (typeof PARAM_ERROR_CODES)[number];

/**
 * Whitespace, control and invisible format characters (a byte-order mark U+FEFF, a zero-width space): none is part
 * of a code. Core's parsers forgive them around what a rider types; a URL built by the client never holds them, so
 * the API reads a code exactly as sent and refuses them instead of answering for a code nobody asked for.
 */
const NOT_IN_A_CODE = /[\p{C}\p{Z}\s]/u;

/** The text with each such character written as <U+XXXX>, so an invisible one shows in the message. */
function revealCharacters(text: string): string {
  return text.replace(
    new RegExp(NOT_IN_A_CODE, 'gu'),
    (character) => `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}

/**
 * A code in a path. Its custom issue carries the error code in `params.errorCode`, so the server answers with the
 * code core's parser gives any other malformed code.
 */
function codeParam(noun: string, errorCode: ParamErrorCode, description: string) {
  return z
    .string()
    .refine((text) => !NOT_IN_A_CODE.test(text), {
      params: { errorCode },
      error: (issue) =>
        `${quoteInput(revealCharacters(String(issue.input)), 60)} is not a ${noun}: a code holds no whitespace or invisible character.`,
    })
    .describe(description);
}

/** A query parameter given once: a repeated one arrives as an array, which is refused with a plain message. */
function singleValue() {
  return z.string({
    error: (issue) => (Array.isArray(issue.input) ? 'must be given once' : undefined),
  });
}

/**
 * A whole number in a query, written as plain decimal digits: "0x10", "1e2", " 5", "+5" and "05" are refused rather
 * than read as 16, 100 or 5, so every URL names exactly one query.
 */
function integerParam(min: number, max: number) {
  return singleValue()
    .regex(/^(0|[1-9][0-9]{0,8})$/, 'must be a whole number in plain decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const stopParamsSchema = z.object({
  code: codeParam('stop code', 'STOP_CODE_MALFORMED', 'A stop code (spec §5), e.g. 4-12.'),
});
export const lineParamsSchema = z.object({
  lineCode: codeParam('line code', 'LINE_CODE_MALFORMED', 'A line code (spec §5), e.g. 4-1.'),
});
export const stationParamsSchema = z.object({
  stationCode: codeParam(
    'station code',
    'STATION_CODE_MALFORMED',
    "A station code: 'E' and its anchor rail stop's code, e.g. E4-12.",
  ),
});

export const arrivalsQuerySchema = z.object({
  at: singleValue()
    .pipe(z.iso.datetime({ offset: true, local: true }))
    .optional()
    .describe(
      'The moment to list departures from (default now). Without an offset it is a local time in the city.',
    ),
  limit: integerParam(1, MAX_ARRIVALS_LIMIT)
    .default(DEFAULT_ARRIVALS_LIMIT)
    .describe(`At most this many, 1–${MAX_ARRIVALS_LIMIT} (default ${DEFAULT_ARRIVALS_LIMIT}).`),
  windowMinutes: integerParam(1, MAX_ARRIVALS_WINDOW_MINUTES)
    .default(DEFAULT_ARRIVALS_WINDOW_MINUTES)
    .describe(
      `How far ahead to look, 1–${MAX_ARRIVALS_WINDOW_MINUTES} minutes (default ${DEFAULT_ARRIVALS_WINDOW_MINUTES}).`,
    ),
  lang: singleValue()
    .pipe(z.enum(LOCALES))
    .optional()
    .describe(
      "The rider's language, es, en or ca (default es): live sources' alerts come in it first where the source has it.",
    ),
});

const timetableDateParam = () =>
  singleValue()
    .pipe(z.iso.date())
    .optional()
    .describe("The service day of the timetable (default today in the city's time zone).");

export const lineQuerySchema = z.object({ date: timetableDateParam() });

const STOP_QUERY_DESCRIPTION = "A stop of the line's itineraries (spec §5 code), e.g. 4-12.";

export const lineTimetableQuerySchema = z.object({
  stop: singleValue().pipe(codeParam('stop code', 'STOP_CODE_MALFORMED', STOP_QUERY_DESCRIPTION)),
  date: timetableDateParam(),
});

export type StopList = z.output<typeof stopListSchema>;
export type LineList = z.output<typeof lineListSchema>;
export type LineSummary = z.output<typeof lineSummarySchema>;
export type StopInfo = z.output<typeof stopInfoSchema>;
export type Arrival = z.output<typeof arrivalSchema>;
export type Arrivals = z.output<typeof arrivalsSchema>;
export type LiveSourceStatus = z.output<typeof liveSourceStatusSchema>;
export type LiveState = z.output<typeof liveStateSchema>;

/** A board's live side when no source serves its stop: the timetable alone, asked again in REFRESH_AFTER_SECONDS. */
export const TIMETABLE_ONLY_LIVE_STATE: LiveState = {
  sources: [],
  isPending: false,
  refreshAfterSeconds: 30,
};
export type Alert = z.output<typeof alertSchema>;
export type FeedTimetable = z.output<typeof feedTimetableSchema>;
export type FeedAttribution = z.output<typeof attributionSchema>;
export type Notice = z.output<typeof noticeSchema>;
export type LineDetail = z.output<typeof lineDetailSchema>;
export type DirectionTimetable = z.output<typeof directionTimetableSchema>;
export type StopDepartures = z.output<typeof stopDeparturesSchema>;
export type HourDepartures = z.output<typeof hourDeparturesSchema>;
export type LineStopTimetable = z.output<typeof lineStopTimetableSchema>;
export type Location = z.output<typeof locationSchema>;
export type StopLine = z.output<typeof stopLineSchema>;
export type Itinerary = z.output<typeof itinerarySchema>;
export type LineTimetable = z.output<typeof lineTimetableSchema>;
export type ServerTime = z.output<typeof timeSchema>;
export type StationInfo = z.output<typeof stationInfoSchema>;
export type StationMode = z.output<typeof stationModeSchema>;
export type StationStop = z.output<typeof stationStopSchema>;
export type StationWalk = z.output<typeof stationWalkSchema>;
export type StationArrival = z.output<typeof stationArrivalSchema>;
export type StationArrivals = z.output<typeof stationArrivalsSchema>;
export type StationModeArrivals = z.output<typeof stationModeArrivalsSchema>;
/** The `{ code, message }` body of every error answer. */
export type ErrorAnswer = z.output<typeof errorSchema>;
/** The query parameters of the arrivals route, as the server reads them. */
export type ArrivalsQuery = z.output<typeof arrivalsQuerySchema>;
/** The query parameters of the line route, as the server reads them. */
export type LineQuery = z.output<typeof lineQuerySchema>;
/** The query parameters of the line timetable route, as the server reads them. */
export type LineTimetableQuery = z.output<typeof lineTimetableQuerySchema>;
