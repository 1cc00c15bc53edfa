/**
 * The compiled transit network of a city: what packages/gtfs produces from published feeds, and what the API, the
 * journey planner and the offline client read. Columnar (one array per field) so that it loads as typed-array views
 * over one buffer, without parsing CSV or building objects per row.
 *
 * Units, everywhere below:
 * - times of day: seconds after the service day's "noon minus 12 h" (GTFS), so they may exceed 86 400 for trips
 *   that run past midnight;
 * - days: whole days since 1970-01-01 (the calendar date, not an instant);
 * - coordinates: WGS 84 microdegrees (degrees × 1 000 000, rounded);
 * - durations: seconds; distances: metres.
 * Indexes are 0-based positions in the table named; -1 means none. Outside this package they are branded
 * (indexes.ts), so a stop index cannot be passed where a line index is meant.
 */

/** Bumped whenever the layout changes; a reader refuses an artifact of another version. */
export const NETWORK_FORMAT_VERSION = 4;

/** A published feed a network was compiled from. */
export interface NetworkFeed {
  readonly id: string;
  readonly name: string;
  /** The credit its licence asks for. */
  readonly attribution: string;
  readonly licenceUrl?: string | undefined;
  /** The publisher's feed_version, when it gives one. */
  readonly feedVersion?: string | undefined;
  /** First and last day of service (days since 1970-01-01); undefined when the feed has no calendar. */
  readonly startDay?: number | undefined;
  readonly endDay?: number | undefined;
  /** IANA time zone the feed's times are in. */
  readonly timeZone: string;
  /** Whether the feed carries departure times; where it does not, the product says so. */
  readonly hasTimetable: boolean;
}

/** Rider-facing stops: a metro station with several platforms is one stop. */
export interface StopTable {
  readonly count: number;
  /** Canonical stop codes (spec §5), unique. */
  readonly code: readonly string[];
  readonly name: readonly string[];
  /** Stop type code (spec §3: 4 metro, 5 Cercanías, 6 EMT, 8 interurban, 10 light metro). */
  readonly typeCode: Uint8Array;
  readonly latE6: Int32Array;
  readonly lonE6: Int32Array;
  /** Fare zone ('' when unknown). */
  readonly zone: readonly string[];
  /** 0 unknown, 1 accessible, 2 not accessible (GTFS wheelchair_boarding). */
  readonly wheelchair: Uint8Array;
  /** Street address ("Calle de Mateo Inurria 1", CRTM's stop_desc), which tells stops of one name apart; '' when unknown. */
  readonly address: readonly string[];
  /** 1 when every line serving the stop is nocturnal. */
  readonly isNocturnal: Uint8Array;
  /** The feed the stop comes from. */
  readonly feed: Uint16Array;
  /** Lines serving the stop (CSR: stop s has lineIndex[lineOffset[s] .. lineOffset[s + 1]]). */
  readonly lineOffset: Uint32Array;
  readonly lineIndex: Uint32Array;
}

export interface LineTable {
  readonly count: number;
  /** Canonical line codes (spec §5), unique. */
  readonly code: readonly string[];
  /** The number riders see ("1", "C4A", "ML2", "N1"). */
  readonly number: readonly string[];
  readonly name: readonly string[];
  /** Transport type code (spec §3). */
  readonly transportTypeCode: Uint8Array;
  readonly isNocturnal: Uint8Array;
  /** Background and text colours, hex without '#', '' when the feed gives none. */
  readonly colour: readonly string[];
  readonly textColour: readonly string[];
  readonly feed: Uint16Array;
  /** 1 when the line has departure times in the data (at least one trip). */
  readonly hasTimetable: Uint8Array;
  /** Itineraries of the line (CSR into the itinerary table). */
  readonly itineraryOffset: Uint32Array;
  readonly itineraryIndex: Uint32Array;
}

/** One itinerary of a line in one direction: its ordered stops and shape (spec §2, §3). */
export interface ItineraryTable {
  readonly count: number;
  readonly code: readonly string[];
  readonly line: Uint32Array;
  /** 0 or 1 (GTFS direction_id). */
  readonly direction: Uint8Array;
  /** Where it goes ("VALDECARROS"). */
  readonly headsign: readonly string[];
  readonly stopOffset: Uint32Array;
  readonly stopIndex: Uint32Array;
  /** Shape of the itinerary, or -1. */
  readonly shape: Int32Array;
  /** Length in metres, 0 when unknown. */
  readonly lengthM: Float64Array;
}

/** Shapes as point lists (CSR). */
export interface ShapeTable {
  readonly count: number;
  readonly pointOffset: Uint32Array;
  readonly latE6: Int32Array;
  readonly lonE6: Int32Array;
}

/**
 * Patterns: the trips of a line that visit the same stops in the same order (RAPTOR's routes). Trips of a pattern
 * are contiguous in the trip table and sorted by departure from the first stop; no trip overtakes another.
 */
export interface PatternTable {
  readonly count: number;
  readonly line: Uint32Array;
  readonly direction: Uint8Array;
  readonly itinerary: Int32Array;
  /** Stops visited (CSR). */
  readonly stopOffset: Uint32Array;
  readonly stopIndex: Uint32Array;
  /** Platform label of each visit (an index into `platformNames`), -1 when the feed gives none. */
  readonly stopPlatform: Int32Array;
  readonly platformNames: readonly string[];
  /** Trips (a range of the trip table): tripStart[p] .. tripStart[p + 1]. */
  readonly tripStart: Uint32Array;
  /** Where the pattern's stop times begin in `StopTimeTable`: trip t, stop i at timeStart[p] + t × stops + i. */
  readonly timeStart: Uint32Array;
}

export interface TripTable {
  readonly count: number;
  readonly pattern: Uint32Array;
  readonly service: Uint32Array;
  /** An index into `headsigns`. */
  readonly headsign: Uint32Array;
  readonly headsigns: readonly string[];
  /** The feed's trip_id (with "@HH:MM:SS" when the trip was expanded from frequencies.txt). */
  readonly tripId: readonly string[];
  /** 1 when the trip was expanded from a frequencies.txt entry with exact_times 0 (times are approximate). */
  readonly isHeadwayBased: Uint8Array;
}

export interface StopTimeTable {
  readonly arrivalSec: Int32Array;
  readonly departureSec: Int32Array;
}

/** Services: which days trips run (GTFS calendar.txt and calendar_dates.txt). */
export interface ServiceTable {
  readonly count: number;
  readonly serviceId: readonly string[];
  readonly feed: Uint16Array;
  /** calendar.txt range (days); a service with only calendar_dates has startDay > endDay. */
  readonly startDay: Int32Array;
  readonly endDay: Int32Array;
  /** Weekdays it runs: bit 0 Monday … bit 6 Sunday. */
  readonly weekdays: Uint8Array;
  /** Exceptions (CSR, sorted by day): type 1 adds the day, 2 removes it. */
  readonly exceptionOffset: Uint32Array;
  readonly exceptionDay: Int32Array;
  readonly exceptionType: Uint8Array;
}

/** Which patterns call at each stop, and at which position (CSR). */
export interface StopPatternIndex {
  readonly offset: Uint32Array;
  readonly pattern: Uint32Array;
  readonly position: Uint32Array;
}

/** Walking links between stops (CSR by origin), from the feed's transfers and from distance. */
export interface FootpathTable {
  readonly offset: Uint32Array;
  readonly toStop: Uint32Array;
  readonly durationSec: Uint32Array;
}

/**
 * What a stop table (not an itinerary) says of a stop's lines: "line L calls here, towards H", as one source recorded
 * it (EMT's stop detail names each line at a stop and the header it heads for). CSR by stop: stop s has the records
 * offset[s] .. offset[s + 1]. Where no itinerary lists a bus stop, these are the only word on its lines; their feed
 * says where and when they were recorded.
 */
export interface StopLineRecordTable {
  readonly stop: Uint32Array;
  readonly line: Uint32Array;
  /** Where the line heads from the stop, as the record names it; '' when it does not say. */
  readonly headsign: readonly string[];
  /** The feed that recorded it. */
  readonly feed: Uint16Array;
}

/**
 * Stations: the rail stops of every mode riders treat as one place (Sol is Metro 4-12 and Cercanías 5-122).
 * packages/gtfs decides which stops go together; bus stops are never members.
 */
export interface StationTable {
  readonly count: number;
  /** Station codes (core's StationCode, "E4-12"), unique. */
  readonly code: readonly string[];
  readonly name: readonly string[];
  /** Where the station is: the mean of its stops' positions. */
  readonly latE6: Int32Array;
  readonly lonE6: Int32Array;
  /**
   * Its stops (CSR: station t has stopIndex[stopOffset[t] .. stopOffset[t + 1]]), at least two, in the order riders
   * read the modes (Cercanías, Metro, Metro Ligero); no stop is in two stations.
   */
  readonly stopOffset: Uint32Array;
  readonly stopIndex: Uint32Array;
}

/**
 * The artifact's layout: what packages/gtfs compiles and the codec writes. Only this package reads it; everyone else
 * holds a {@link Network} and reads it through the accessors (stops.ts, lines.ts, trips.ts, stations.ts), with
 * branded indexes.
 */
export interface NetworkLayout {
  readonly formatVersion: number;
  readonly cityId: string;
  readonly feeds: readonly NetworkFeed[];
  readonly stops: StopTable;
  readonly lines: LineTable;
  readonly itineraries: ItineraryTable;
  readonly shapes: ShapeTable;
  readonly patterns: PatternTable;
  readonly trips: TripTable;
  readonly stopTimes: StopTimeTable;
  readonly services: ServiceTable;
  readonly stopPatterns: StopPatternIndex;
  readonly footpaths: FootpathTable;
  readonly stations: StationTable;
  readonly stopLineRecords: StopLineRecordTable;
  /** Codes that name another stop (a metro platform's own code → its station), for old links and favourites. */
  readonly stopAliases: Readonly<Record<string, string>>;
}

declare const opaque: unique symbol;

/**
 * A compiled network, as the API, the planner and the tools hold it: its city and feeds are plain data; everything
 * else is read through this package's accessors, so no code outside it knows the columnar layout.
 */
export interface Network {
  readonly [opaque]: 'Network';
  readonly formatVersion: number;
  readonly cityId: string;
  /** The feeds it was compiled from; a `FeedIndex` is a position in this list. */
  readonly feeds: readonly NetworkFeed[];
}

/** The layout behind a network handle (the same object: no copy). */
export const layoutOf = (network: Network): NetworkLayout => network as unknown as NetworkLayout;

/** The handle of a layout the builder or the codec made and checked. */
export const networkOf = (layout: NetworkLayout): Network => layout as unknown as Network;

/** A network seen as handle and layout at once: for this package's own tests of the layout. */
export type LaidOutNetwork = Network & NetworkLayout;
export const laidOut = (network: Network): LaidOutNetwork => network as LaidOutNetwork;
