import path from 'node:path';
import {
  type City,
  type CityFeed,
  formatStopCode,
  parseStopCode,
  STOP_TYPE_CODES,
  stopTypeFromCode,
} from '@transit/core';
import {
  buildNetwork,
  feedSizes,
  itineraryIndexes,
  itineraryStops,
  type ItineraryInput,
  linesAt,
  stopAt,
  stopIndexes,
  type LineInput,
  type Network,
  type NetworkFeed,
  type ServiceInput,
  type ShapeInput,
  type StopInput,
  type StopLineInput,
  type StopTimeInput,
  type TransferInput,
  type TripInput,
  type PlacesFile,
} from '@transit/network';
import { buildCalendar, type FeedCalendar } from './calendar';
import { CodeRegistry, naturalCompare } from './codeRegistry';
import { assignNumbers, type CodeRequest, requestKey } from './codes';
import { type CrtmItinerary, type CrtmTables, readCrtmTables } from './crtmTables';
import { compilePlaces } from './places';
import { type EmtStopDetails, readEmtStopDetails } from './emtStopDetails';
import { type FeedReadLog, type GtfsFeed, readGtfsFeed } from './feed';
import { expandTrip, resolveTimes } from './frequencies';
import { distanceM, thinShape } from './geo';
import { platformDirection, riderName, Spellings, styledName } from './names';
import { CRTM_STOP_ID, crtmPlaceKey, type FeedStops, riderStopsOf, stopTypeOfTransport } from './riderStops';
import { type FeedLines, type LineDraft, linesOf, tripDestination } from './routes';
import { type FrequencyRow, spellingRouteRow, spellingStopRow, type TripRow } from './schemas';
import { readCsv } from './csv';
import { openTableSource } from './source';
import { groupStations, type StationCandidate, stationInputs } from './stations';
import { mostCommon, mostCommonWeighted } from './tally';

/** What a compile did with one feed. Counts are of what went into the network. */
export interface FeedReport {
  readonly feedId: string;
  readonly kind: CityFeed['kind'];
  /** The path (or downloaded file) it was read from, relative to the repository when inside it. */
  readonly source: string;
  /** Where each file read came from (supplements included). */
  readonly files: Readonly<Record<string, string>>;
  stops: number;
  lines: number;
  itineraries: number;
  /** Shapes kept (those the feed's itineraries follow). */
  shapes: number;
  patterns: number;
  trips: number;
  stopTimes: number;
  hasTimetable: boolean;
  timeZone: string;
  /** Days since 1970-01-01. */
  startDay: number | undefined;
  endDay: number | undefined;
  /** Every row skipped, as `file:line: reason`. */
  readonly badRows: string[];
  /** What compiled but deserves a look (a missing shape, a config that disagrees with the data). */
  readonly warnings: string[];
  /** Of its itineraries, how many list their stops (a bus itinerary of a feed without stop_times lists none). */
  itinerariesWithStops: number;
  /** Of the feed's stops, how many have lines (from a timetable, an itinerary or a stop table's record). */
  stopsWithLines: number;
  /**
   * For a stop table (EMT's stop details): its records of a line at a stop, how many matched a stop and a line of
   * the network, and how many named a stop or a line it does not have (each listed in warnings).
   */
  stopLineRecords?: {
    records: number;
    matched: number;
    unknownStop: number;
    unknownLine: number;
    stops: number;
  };
}

export interface CompileReport {
  readonly cityId: string;
  readonly feeds: FeedReport[];
  readonly badRowCount: number;
  /** The code registry used (cities/<id>/data/codes.json), and the keys it gained in this compile. */
  readonly registryPath: string;
  readonly newCodes: { readonly stops: readonly string[]; readonly lines: readonly string[] };
  /** The stations found (stations.ts) and how many stops they group. */
  readonly stations: { readonly count: number; readonly stops: number };
}

export interface CompileOptions {
  /** Feed id → a zip or folder to read instead of the committed snapshot (a freshly downloaded feed). */
  readonly sourceOverrides?: Readonly<Record<string, string>>;
  /** The registry to number non-numeric ids with; by default the one beside the city's snapshots. */
  readonly registry?: CodeRegistry;
}

export interface CompileResult {
  readonly network: Network;
  readonly report: CompileReport;
  /** The code registry, with the numbers this compile gave; the caller saves it (compileCity writes nothing). */
  readonly registry: CodeRegistry;
  /** The places the planner's search offers besides stops and stations (dist/places.json); see compilePlaces. */
  readonly places: PlacesFile;
}

/** A GTFS feed of the city, read and mapped as far as it can be before codes are known. */
interface FeedContext {
  readonly index: number;
  readonly config: CityFeed;
  readonly report: FeedReport;
  readonly feed: GtfsFeed;
  readonly isCrtm: boolean;
  /** A name of the feed as riders read it (see nameStyleOf). */
  readonly nameOf: (name: string) => string;
  readonly stops: FeedStops;
  readonly lines: FeedLines;
  readonly calendar: FeedCalendar;
  /** riderId → stop code. */
  readonly stopCodes: Map<string, string>;
  /** route_id → line code. */
  readonly lineCodes: Map<string, string>;
}

interface StopDraft extends Omit<StopInput, 'feed'> {
  readonly feed: number;
}

/** A trip ready to become a TripInput once services and itineraries have their indexes. */
interface PendingTrip {
  readonly feed: number;
  readonly line: number;
  readonly direction: number;
  readonly serviceId: string;
  readonly headsign: string;
  /** Where the trip says it goes in its trip_short_name, for a line whose directions one headsign cannot tell apart. */
  readonly label: string;
  readonly tripId: string;
  readonly isHeadwayBased: boolean;
  readonly stopKey: string;
  readonly stopTimes: StopTimeInput[];
}

/** What one template trip contributes to the choice of its line's itinerary. */
interface TripSample {
  readonly stopKey: string;
  readonly stops: number[];
  readonly shapeId: string | undefined;
  readonly headsign: string;
  /** Where the trip says it goes in its trip_short_name ("CIRCULAR (ANDEN-1)"); '' without one. */
  readonly label: string;
  /** How many trips run on it (frequency copies). */
  readonly weight: number;
}

const SNAPSHOT_CITY = /^cities\/([^/]+)\/data\//;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function emptyReport(config: CityFeed, source: string, timeZone: string): FeedReport {
  return {
    feedId: config.id,
    kind: config.kind,
    source,
    files: {},
    stops: 0,
    lines: 0,
    itineraries: 0,
    shapes: 0,
    patterns: 0,
    trips: 0,
    stopTimes: 0,
    hasTimetable: false,
    timeZone,
    startDay: undefined,
    endDay: undefined,
    badRows: [],
    warnings: [],
    stopsWithLines: 0,
    itinerariesWithStops: 0,
  };
}

/** The registry beside the snapshots the city is built from (Madrid's siblings share Madrid's). */
export function registryPathFor(city: City, repoRoot: string): string {
  const owner = city.feeds.map((feed) => SNAPSHOT_CITY.exec(feed.snapshotPath)?.[1]).find(Boolean) ?? city.id;
  return path.join(repoRoot, 'cities', owner, 'data', 'codes.json');
}

/** Reads each distinct source once: Madrid's interurban and urban feeds share one extract. */
class SourceCache {
  private readonly gtfs = new Map<
    string,
    Promise<{ feed: GtfsFeed; log: FeedReadLog; origin: string; warnings: readonly string[] }>
  >();
  private readonly tables = new Map<
    string,
    Promise<{ tables: CrtmTables; log: FeedReadLog; origin: string }>
  >();

  private readonly spellings = new Map<string, Promise<SpellingSource>>();

  private readonly stopDetails = new Map<
    string,
    Promise<{ details: EmtStopDetails; log: FeedReadLog; origin: string }>
  >();

  readEmtStopDetails(main: string) {
    let entry = this.stopDetails.get(main);
    if (!entry) {
      entry = (async () => {
        const source = await openTableSource(this.repoRoot, main);
        const log: FeedReadLog = { badRows: [], rows: {} };
        try {
          return { details: await readEmtStopDetails(source, log), log, origin: source.origin };
        } finally {
          await source.close();
        }
      })();
      this.stopDetails.set(main, entry);
    }
    return entry;
  }

  constructor(private readonly repoRoot: string) {}

  /** A snapshot's stop names, route names and stop addresses, read for their spellings only (rows it cannot read are left out). */
  readSpellings(main: string): Promise<SpellingSource> {
    let entry = this.spellings.get(main);
    if (!entry) {
      entry = (async () => {
        const source = await openTableSource(this.repoRoot, main);
        const names: string[] = [];
        const texts: string[] = [];
        const ignore = () => undefined;
        try {
          const stops = source.file('stops.txt');
          if (stops) {
            await readCsv({
              file: stops,
              schema: spellingStopRow,
              isOptional: true,
              onRow: (row) => {
                if (row.stop_name) names.push(row.stop_name);
                if (row.stop_desc) texts.push(row.stop_desc);
              },
              onBadRow: ignore,
            });
          }
          const routes = source.file('routes.txt');
          if (routes) {
            await readCsv({
              file: routes,
              schema: spellingRouteRow,
              isOptional: true,
              onRow: (row) => {
                if (row.route_long_name) names.push(row.route_long_name);
              },
              onBadRow: ignore,
            });
          }
        } finally {
          await source.close();
        }
        return { names, texts };
      })();
      this.spellings.set(main, entry);
    }
    return entry;
  }

  readGtfs(main: string, supplements: readonly string[]) {
    const key = JSON.stringify([main, supplements]);
    let entry = this.gtfs.get(key);
    if (!entry) {
      entry = (async () => {
        const source = await openTableSource(this.repoRoot, main, supplements);
        const log: FeedReadLog = { badRows: [], rows: {} };
        try {
          const feed = await readGtfsFeed(source, log);
          return { feed, log, origin: source.origin, warnings: source.warnings };
        } finally {
          await source.close();
        }
      })();
      this.gtfs.set(key, entry);
    }
    return entry;
  }

  readTables(main: string) {
    let entry = this.tables.get(main);
    if (!entry) {
      entry = (async () => {
        const source = await openTableSource(this.repoRoot, main);
        const log: FeedReadLog = { badRows: [], rows: {} };
        try {
          return { tables: await readCrtmTables(source, log), log, origin: source.origin };
        } finally {
          await source.close();
        }
      })();
      this.tables.set(main, entry);
    }
    return entry;
  }
}

/** Texts names are spelt from: names (of stops, routes, headsigns) and other texts (street addresses). */
interface SpellingSource {
  readonly names: readonly string[];
  readonly texts: readonly string[];
}

/** What a feed's names are spelt from: its names, headsigns and route names, and its stops' addresses. */
function feedSpellings(feed: GtfsFeed): SpellingSource {
  return {
    names: [
      ...feed.stops.map((stop) => stop.stop_name ?? ''),
      ...(feed.routes ?? []).map((route) => route.route_long_name ?? ''),
      ...feed.trips.flatMap((trip) => [trip.trip_headsign ?? '', trip.trip_short_name ?? '']),
    ],
    texts: feed.stops.map((stop) => stop.stop_desc ?? ''),
  };
}

/**
 * How a feed's names read: riderName's, or, for a feed whose city asks for it (titleCaseNames), its all-capital
 * names in title case with the accents of their real spellings in `sources` (the feed's own texts and CRTM's
 * tables). A feed's spellings never come from another GTFS feed, so a feed reads the same in every city variant.
 */
function nameStyleOf(config: CityFeed, sources: readonly SpellingSource[]): (name: string) => string {
  if (config.titleCaseNames !== true) return riderName;
  const spellings = Spellings.of({
    names: sources.flatMap((source) => source.names),
    texts: sources.flatMap((source) => source.texts),
  });
  return (name) => styledName(name, spellings);
}

/** "C-4a" → "C4A": the Cercanías line labels of CRTM's tables written as GTFS short names. */
const cercaniasNumber = (label: string) => label.replace('-', '').toUpperCase();

/** How the Cercanías lines of CRTM's itinerary table meet the GTFS lines. */
interface TableLinePlan {
  /** Itinerary code → the route id of its line: a GTFS route, or a line of `added`. */
  readonly routeOf: ReadonlyMap<string, string>;
  /** GTFS route id → the number riders see in the table, where it differs ("C8" is C-8b). */
  readonly renumbered: ReadonlyMap<string, string>;
  /** Lines of the table the GTFS merged into another ("C8A" into "C8"), styled like that line. */
  readonly added: readonly {
    readonly routeId: string;
    readonly number: string;
    readonly like: LineDraft;
    /** The GTFS Cercanías feed's transport type. */
    readonly transportTypeCode: number;
    /** "<where direction 1 ends> - <where direction 0 ends>", as the GTFS names its lines, by station number. */
    readonly name: (stationName: (station: number) => string) => string;
  }[];
}

/**
 * Each table line ("C-8a") meets the GTFS line with its number ("C8A"); else the GTFS line with CRTM's code of it
 * (C-8b is coded "C8"), which then takes the number riders see ("C8B"); else it is a line of its own beside the GTFS
 * line of its base number (C-8a beside C8). A table line none of these finds is left out (reported by the caller).
 */
function planTableLines(
  itineraries: readonly CrtmItinerary[],
  gtfs: { readonly lines: readonly LineDraft[]; readonly transportTypeCode: number } | undefined,
): TableLinePlan {
  const gtfsLines = gtfs?.lines ?? [];
  const routeOf = new Map<string, string>();
  const renumbered = new Map<string, string>();
  const added: TableLinePlan['added'][number][] = [];
  const byNumber = new Map(gtfsLines.map((line) => [line.number.toUpperCase(), line]));
  const labels = new Set(itineraries.map((itinerary) => cercaniasNumber(itinerary.lineLabel)));
  const byLabel = new Map<string, CrtmItinerary[]>();
  for (const itinerary of itineraries) {
    const number = cercaniasNumber(itinerary.lineLabel);
    byLabel.set(number, [...(byLabel.get(number) ?? []), itinerary]);
  }
  for (const [number, members] of byLabel) {
    const code = members[0]?.lineCode?.toUpperCase();
    const coded = code === undefined || labels.has(code) ? undefined : byNumber.get(code);
    let routeId = byNumber.get(number)?.routeId;
    if (routeId === undefined && coded !== undefined && !renumbered.has(coded.routeId)) {
      routeId = coded.routeId;
      renumbered.set(routeId, number);
    }
    const base = byNumber.get(number.replace(/[A-Z]$/, ''));
    if (routeId === undefined && base !== undefined) {
      routeId = number;
      const ends = (direction: 0 | 1) => members.find((m) => m.direction === direction)?.stations.at(-1);
      added.push({
        routeId,
        number,
        like: base,
        transportTypeCode: gtfs?.transportTypeCode ?? 0,
        name: (stationName) =>
          [ends(1), ends(0)]
            .flatMap((station) => (station === undefined ? [] : [stationName(station)]))
            .filter((name) => name !== '')
            .join(' - '),
      });
    }
    if (routeId !== undefined) for (const member of members) routeOf.set(member.code, routeId);
  }
  return { routeOf, renumbered, added };
}

/**
 * Compiles a city's feeds into its network: reads every snapshot (or the overrides), checks every row, maps stops,
 * lines, itineraries, shapes, services, trips and transfers to core's builder. Deterministic: the same snapshots and
 * registry give a byte-identical artifact. Bad rows are reported and skipped; a missing required file or an
 * unreadable archive throws a GtfsError.
 */
export async function compileCity(
  city: City,
  repoRoot: string,
  options: CompileOptions = {},
): Promise<CompileResult> {
  const registry = options.registry ?? (await CodeRegistry.load(registryPathFor(city, repoRoot)));
  const cache = new SourceCache(repoRoot);
  const sourceOf = (feed: CityFeed) => options.sourceOverrides?.[feed.id] ?? feed.snapshotPath;
  const reports: FeedReport[] = [];
  const networkFeeds: NetworkFeed[] = [];
  const spellingsOf = (config: CityFeed) =>
    config.titleCaseNames === true
      ? Promise.all((config.spellingPaths ?? []).map((p) => cache.readSpellings(p)))
      : Promise.resolve([]);

  // CRTM's open-data tables first: the Metro feed needs their station groups.
  let tables: CrtmTables | undefined;
  let tablesFeed: number | undefined;
  const contexts: FeedContext[] = [];
  for (const [index, config] of city.feeds.entries()) {
    if (config.kind !== 'crtm-opendata') continue;
    const read = await cache.readTables(sourceOf(config));
    const report = emptyReport(config, read.origin, city.timeZone);
    report.badRows.push(...read.log.badRows);
    reports[index] = report;
    if (tables) report.warnings.push('only the first CRTM open-data feed of a city is used');
    else {
      tables = read.tables;
      tablesFeed = index;
    }
  }
  // EMT's recorded stop details: the lines at a stop, matched to the network's stops and lines further on.
  const stopDetails: { index: number; details: EmtStopDetails; nameOf: (name: string) => string }[] = [];
  for (const [index, config] of city.feeds.entries()) {
    if (config.kind !== 'emt-stop-details') continue;
    const read = await cache.readEmtStopDetails(sourceOf(config));
    const report = emptyReport(config, read.origin, city.timeZone);
    report.badRows.push(...read.log.badRows);
    reports[index] = report;
    const nameOf = nameStyleOf(config, [
      { names: read.details.names, texts: [] },
      ...(await spellingsOf(config)),
    ]);
    stopDetails.push({ index, details: read.details, nameOf });
  }
  for (const [index, config] of city.feeds.entries()) {
    if (config.kind !== 'gtfs') continue;
    const read = await cache.readGtfs(sourceOf(config), config.supplementPaths ?? []);
    const { feed } = read;
    const agencyZone = feed.agencyTimeZone;
    const timeZone = agencyZone !== undefined && isTimeZone(agencyZone) ? agencyZone : city.timeZone;
    const report = { ...emptyReport(config, read.origin, timeZone), files: feed.origins };
    report.badRows.push(...read.log.badRows);
    report.warnings.push(...read.warnings);
    if (agencyZone !== undefined && timeZone !== agencyZone) {
      report.warnings.push(
        `agency_timezone '${agencyZone}' is not an IANA time zone; ${city.timeZone} is used`,
      );
    }
    reports[index] = report;
    const isCrtm = feed.stops.some((stop) => CRTM_STOP_ID.test(stop.stop_id));
    const calendar = buildCalendar(feed, report.badRows);
    report.startDay = calendar.startDay;
    report.endDay = calendar.endDay;
    const nameOf = nameStyleOf(config, [
      feedSpellings(feed),
      ...(tables ? [tables.spellings] : []),
      ...(await spellingsOf(config)),
    ]);
    contexts.push({
      index,
      config,
      report,
      feed,
      isCrtm,
      nameOf,
      stops: riderStopsOf(feed, config.transportTypeCode, tables, report.badRows, nameOf),
      lines: linesOf(feed, config.transportTypeCode, isCrtm, {
        splits: config.lineSplits,
        municipalities: tables?.municipalities,
        nameOf,
      }),
      calendar,
      stopCodes: new Map(),
      lineCodes: new Map(),
    });
  }

  // CRTM's itinerary table names the Cercanías lines as riders see them; where the GTFS merged two (C-8a and C-8b
  // in "C8"), both are kept apart.
  const tableItineraries = tables?.itineraries ?? [];
  const cercanias = contexts.find((c) => c.isCrtm && c.config.transportTypeCode === 5);
  const tableLines = planTableLines(
    tablesFeed === undefined ? [] : tableItineraries,
    cercanias && { lines: cercanias.lines.lines, transportTypeCode: cercanias.config.transportTypeCode },
  );
  const tablesConfig = tablesFeed === undefined ? undefined : city.feeds[tablesFeed];
  const tablesFeedId = tablesConfig?.id ?? '';
  const tableNameOf =
    tablesConfig && tables
      ? nameStyleOf(tablesConfig, [tables.spellings, ...(await spellingsOf(tablesConfig))])
      : (name: string) => name;

  // Codes. Stops first: CRTM ids carry their number, others use an all-digit id or the registry.
  const feedStopTypes = new Map(
    contexts.map((context) => [
      context.config.id,
      STOP_TYPE_CODES[stopTypeOfTransport(context.config.transportTypeCode)],
    ]),
  );
  const stopRequests: CodeRequest[] = contexts.flatMap((context) =>
    context.stops.riders.map((rider) => ({
      feedId: context.config.id,
      id: rider.id,
      typeCode: STOP_TYPE_CODES[rider.stopType],
      fixed: rider.fixedNumber,
      candidate: rider.candidate,
    })),
  );
  if (tablesFeed !== undefined) {
    for (const station of new Set(tableItineraries.flatMap((itinerary) => itinerary.stations))) {
      stopRequests.push({
        feedId: tablesFeedId,
        id: `par_5_${station}`,
        typeCode: STOP_TYPE_CODES.cercanias,
        fixed: station,
      });
    }
  }
  const stopNumbers = assignNumbers('stops', stopRequests, registry, feedStopTypes);
  const lineNumbers = assignNumbers(
    'lines',
    [
      ...contexts.flatMap((context) =>
        context.lines.lines.map((line) => ({
          feedId: context.config.id,
          id: line.routeId,
          typeCode: context.config.transportTypeCode,
          candidate: line.candidate,
        })),
      ),
      ...tableLines.added.map((line) => ({
        feedId: tablesFeedId,
        id: line.routeId,
        typeCode: line.transportTypeCode,
      })),
    ],
    registry,
    new Map([
      ...contexts.map((context) => [context.config.id, context.config.transportTypeCode] as const),
      ...tableLines.added.map((line) => [tablesFeedId, line.transportTypeCode] as const),
    ]),
  );

  // Stops, merged by code: a CRTM stop two feeds list (the interurban and urban extracts) is one stop.
  const stopDrafts = new Map<string, StopDraft>();
  const stopAliases: Record<string, string> = {};
  /** Stop code → what the data says it is part of (stations.ts), from every feed that lists it. */
  const placeKeys = new Map<string, Set<string>>();
  const addPlaceKeys = (code: string, keys: readonly string[]) => {
    const known = placeKeys.get(code) ?? new Set<string>();
    for (const key of keys) known.add(key);
    placeKeys.set(code, known);
  };
  for (const context of contexts) {
    for (const rider of context.stops.riders) {
      const number = stopNumbers.numbers.get(
        requestKey({ feedId: context.config.id, id: rider.id }),
      ) as number;
      const code = formatStopCode(rider.stopType, number);
      context.stopCodes.set(rider.id, code);
      addPlaceKeys(code, rider.placeKeys);
      if (!stopDrafts.has(code)) {
        stopDrafts.set(code, {
          code,
          name: rider.name,
          typeCode: STOP_TYPE_CODES[rider.stopType],
          lat: rider.lat,
          lon: rider.lon,
          zone: rider.zone,
          wheelchair: rider.wheelchair,
          address: rider.address,
          feed: context.index,
        });
      }
    }
    for (const [stopType, platform, station] of context.stops.aliases) {
      stopAliases[formatStopCode(stopType, platform)] = formatStopCode(stopType, station);
    }
    for (const line of context.lines.lines) {
      const number = lineNumbers.numbers.get(requestKey({ feedId: context.config.id, id: line.routeId }));
      context.lineCodes.set(line.routeId, `${context.config.transportTypeCode}-${number}`);
    }
    context.report.warnings.push(
      ...stopNumbers.conflicts.filter((c) => c.startsWith(`${context.config.id}:`)),
    );
    context.report.warnings.push(
      ...lineNumbers.conflicts.filter((c) => c.startsWith(`${context.config.id}:`)),
    );
  }

  // Lines, ordered by feed and code.
  const lineDrafts: (LineInput & { routeId: string })[] = contexts.flatMap((context) =>
    context.lines.lines.map((line) => ({
      routeId: line.routeId,
      code: context.lineCodes.get(line.routeId) as string,
      number: (context === cercanias ? tableLines.renumbered.get(line.routeId) : undefined) ?? line.number,
      name: line.name,
      transportTypeCode: context.config.transportTypeCode,
      isNocturnal: line.isNocturnal,
      colour: line.colour,
      textColour: line.textColour,
      feed: context.index,
    })),
  );
  const stationName = (station: number) =>
    stopDrafts.get(formatStopCode('cercanias', station))?.name ??
    tableNameOf(tables?.stations.get(5)?.get(station)?.name ?? '');
  for (const line of tableLines.added) {
    const number = lineNumbers.numbers.get(requestKey({ feedId: tablesFeedId, id: line.routeId }));
    lineDrafts.push({
      routeId: line.routeId,
      code: `${line.transportTypeCode}-${number}`,
      number: line.number,
      name: line.name(stationName),
      transportTypeCode: line.transportTypeCode,
      isNocturnal: line.like.isNocturnal,
      colour: line.like.colour,
      textColour: line.like.textColour,
      feed: tablesFeed as number,
    });
  }
  lineDrafts.sort((a, b) => a.feed - b.feed || naturalCompare(a.code, b.code));
  const lineIndex = new Map(lineDrafts.map((line, i) => [`${line.feed}|${line.routeId}`, i]));

  // CRTM's Cercanías itineraries attach to the Cercanías lines of the city's CRTM GTFS feed; stations the GTFS
  // lacks come from the station table, positioned from its UTM coordinates.
  const tableItineraryLines: [(typeof tableItineraries)[number], number][] = [];
  if (tablesFeed !== undefined) {
    const report = reports[tablesFeed] as FeedReport;
    for (const itinerary of tableItineraries) {
      const routeId = tableLines.routeOf.get(itinerary.code);
      const isAdded = tableLines.added.some((added) => added.routeId === routeId);
      const line =
        routeId === undefined
          ? undefined
          : lineIndex.get(`${isAdded ? tablesFeed : cercanias?.index}|${routeId}`);
      if (line === undefined) {
        if (cercanias !== undefined) {
          report.warnings.push(
            `itinerary ${itinerary.code}: no Cercanías line ${itinerary.lineLabel} in the GTFS`,
          );
        }
        continue;
      }
      tableItineraryLines.push([itinerary, line]);
      for (const station of itinerary.stations) {
        const code = formatStopCode('cercanias', station);
        if (stopDrafts.has(code)) continue;
        const row = tables?.stations.get(5)?.get(station);
        if (row?.lat === undefined || row.lon === undefined) {
          report.warnings.push(
            `itinerary ${itinerary.code}: station ${station} is in neither the GTFS nor Train_stations.csv with a position; it is left out`,
          );
          continue;
        }
        if (row.interchange !== undefined) addPlaceKeys(code, [crtmPlaceKey(row.interchange)]);
        stopDrafts.set(code, {
          code,
          name: tableNameOf(row.name),
          typeCode: STOP_TYPE_CODES.cercanias,
          lat: row.lat,
          lon: row.lon,
          zone: row.zone,
          wheelchair: row.wheelchair,
          feed: tablesFeed,
        });
      }
    }
  }

  const stops = [...stopDrafts.values()].sort((a, b) => a.feed - b.feed || naturalCompare(a.code, b.code));
  const stopIndex = new Map(stops.map((stop, i) => [stop.code, i]));
  for (const [from, to] of Object.entries(stopAliases)) {
    if (stopIndex.has(from) || !stopIndex.has(to)) delete stopAliases[from];
  }

  // Trips, itineraries, shapes and transfers of each GTFS feed.
  const itineraries: ItineraryInput[] = [];
  const itineraryFeed: number[] = [];
  const shapes: ShapeInput[] = [];
  const shapeFeed: number[] = [];
  const pending: PendingTrip[] = [];
  const itineraryByPattern = new Map<string, number>();
  const transfers: TransferInput[] = [];
  for (const context of contexts) {
    compileFeedTrips(context, {
      lineIndex,
      stopIndex,
      stops,
      lineDrafts,
      itineraries,
      itineraryFeed,
      shapes,
      shapeFeed,
      pending,
      itineraryByPattern,
      transfers,
    });
  }
  for (const [itinerary, line] of tableItineraryLines) {
    const stationStops = itinerary.stations.flatMap((station) => {
      const index = stopIndex.get(formatStopCode('cercanias', station));
      return index === undefined ? [] : [index];
    });
    const last = stops[stationStops.at(-1) ?? -1];
    itineraries.push({
      code: `${lineDrafts[line]?.code}:${itinerary.direction}:${itinerary.code}`,
      line,
      direction: itinerary.direction,
      headsign: last?.name ?? '',
      stops: stationStops,
      lengthM: itinerary.lengthM,
    });
    itineraryFeed.push(tablesFeed as number);
  }

  const stopLines = stopDetails.flatMap((entry) =>
    matchStopDetails(entry, reports[entry.index] as FeedReport, contexts, stopIndex, lineIndex),
  );

  // Services: those trips use, ordered by feed and id.
  const serviceKeys = [...new Set(pending.map((trip) => `${trip.feed}|${trip.serviceId}`))];
  const services: ServiceInput[] = serviceKeys
    .map((key) => {
      const feed = Number(key.slice(0, key.indexOf('|')));
      const serviceId = key.slice(key.indexOf('|') + 1);
      const context = contexts.find((c) => c.index === feed) as FeedContext;
      const draft = context.calendar.services.get(serviceId);
      return {
        serviceId,
        feed,
        startDay: draft?.startDay ?? 0,
        endDay: draft?.endDay ?? -1,
        weekdays: draft?.weekdays ?? 0,
        exceptions: draft?.exceptions ?? [],
      };
    })
    .sort((a, b) => a.feed - b.feed || naturalCompare(a.serviceId, b.serviceId));
  const serviceIndex = new Map(services.map((service, i) => [`${service.feed}|${service.serviceId}`, i]));
  const trips: TripInput[] = pending.map((trip) => ({
    line: trip.line,
    direction: trip.direction,
    service: serviceIndex.get(`${trip.feed}|${trip.serviceId}`) as number,
    headsign: trip.headsign,
    tripId: trip.tripId,
    isHeadwayBased: trip.isHeadwayBased,
    itinerary: itineraryByPattern.get(`${trip.line}|${trip.direction}|${trip.stopKey}`),
    stopTimes: trip.stopTimes,
  }));

  for (const [index, config] of city.feeds.entries()) {
    const report = reports[index] as FeedReport;
    const hasTrips = pending.some((trip) => trip.feed === index);
    report.hasTimetable = hasTrips;
    if (config.kind === 'gtfs' && config.hasTimetable !== hasTrips) {
      report.warnings.push(
        hasTrips
          ? 'the city config says this feed has no timetable, but it has trips with stop times'
          : 'the city config says this feed has a timetable, but no trip with stop times compiled',
      );
    }
    const context = contexts.find((c) => c.index === index);
    const feedVersion =
      context?.feed.feedInfo?.version ??
      stopDetails.find((entry) => entry.index === index)?.details.recordedOn;
    networkFeeds.push({
      id: config.id,
      name: config.name,
      attribution: config.attribution,
      ...(config.licenceUrl === undefined ? {} : { licenceUrl: config.licenceUrl }),
      ...(feedVersion === undefined ? {} : { feedVersion }),
      ...(report.startDay === undefined ? {} : { startDay: report.startDay }),
      ...(report.endDay === undefined ? {} : { endDay: report.endDay }),
      timeZone: report.timeZone,
      hasTimetable: hasTrips,
    });
  }

  const stations = stationInputs(groupStations(stationCandidates(stops, placeKeys)), stopIndex);
  const network = buildNetwork({
    cityId: city.id,
    feeds: networkFeeds,
    stations,
    stops,
    lines: lineDrafts.map(({ routeId: _routeId, ...line }) => line),
    shapes,
    itineraries,
    services,
    trips,
    transfers,
    stopAliases,
    stopLines,
  });
  countIntoReports(network, reports, itineraryFeed, shapeFeed);
  return {
    network,
    registry,
    places: compilePlaces(
      city.id,
      tables,
      tablesConfig && {
        id: tablesConfig.id,
        attribution: tablesConfig.attribution,
        licenceUrl: tablesConfig.licenceUrl,
      },
      tableNameOf,
    ),
    report: {
      cityId: city.id,
      feeds: reports,
      badRowCount: reports.reduce((sum, report) => sum + report.badRows.length, 0),
      registryPath: registry.filePath,
      newCodes: { stops: registry.addedKeys('stops'), lines: registry.addedKeys('lines') },
      stations: {
        count: stations.length,
        stops: stations.reduce((sum, station) => sum + station.stops.length, 0),
      },
    },
  };
}

/** The compiled stops as the station grouping weighs them (stations.ts), with the place keys their feeds gave. */
function stationCandidates(
  stops: readonly StopDraft[],
  placeKeys: ReadonlyMap<string, ReadonlySet<string>>,
): StationCandidate[] {
  return stops.flatMap((stop) => {
    const code = parseStopCode(stop.code);
    const stopType = stopTypeFromCode(stop.typeCode);
    if (!code.ok || stopType === undefined) return [];
    return [
      {
        code: code.value,
        name: stop.name,
        stopType,
        lat: stop.lat,
        lon: stop.lon,
        placeKeys: [...(placeKeys.get(stop.code) ?? [])],
      },
    ];
  });
}

interface TripTargets {
  readonly lineIndex: Map<string, number>;
  readonly stopIndex: Map<string, number>;
  readonly stops: readonly StopDraft[];
  readonly lineDrafts: readonly LineInput[];
  readonly itineraries: ItineraryInput[];
  readonly itineraryFeed: number[];
  readonly shapes: ShapeInput[];
  readonly shapeFeed: number[];
  readonly pending: PendingTrip[];
  readonly itineraryByPattern: Map<string, number>;
  readonly transfers: TransferInput[];
}

/** Length of a shape in metres (before thinning). */
function shapeLengthM(points: readonly (readonly [number, number])[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) {
    total += distanceM(points[i - 1] as [number, number], points[i] as [number, number]);
  }
  return Math.round(total);
}

/**
 * A feed's trips (frequencies expanded), one itinerary per line and direction (the stop sequence most trips run,
 * with its shape, and the most common headsign; for trips without stop times only the headsign and shape), the
 * shapes those itineraries use, and the feed's transfers.
 */
function compileFeedTrips(context: FeedContext, targets: TripTargets): void {
  const { feed, report, index: feedIndex } = context;
  const stopOf = (stopId: string) => {
    const ref = context.stops.byStopId.get(stopId);
    if (!ref) return undefined;
    const index = targets.stopIndex.get(context.stopCodes.get(ref.riderId) as string);
    return index === undefined ? undefined : { index, platform: ref.platform };
  };
  const frequencies = new Map<string, FrequencyRow[]>();
  const tripIds = new Set(feed.trips.map((trip) => trip.trip_id));
  for (const row of feed.frequencies) {
    if (!tripIds.has(row.trip_id)) {
      report.badRows.push(`frequencies.txt:${row.line}: trip_id '${row.trip_id}' is not in trips.txt`);
      continue;
    }
    const list = frequencies.get(row.trip_id);
    if (list) list.push(row);
    else frequencies.set(row.trip_id, [row]);
  }

  const timed = new Map<string, TripSample[]>();
  const untimed = new Map<string, TripRow[]>();
  const labelOf = (trip: TripRow, line: number) =>
    context.nameOf(platformDirection(tripDestination(trip, targets.lineDrafts[line]?.number ?? '')));
  let shortTrips = 0;
  const keyOf = (line: number, direction: number) => `${line}|${direction}`;
  for (const trip of feed.trips) {
    if (context.lines.otherModeRouteIds.has(trip.route_id)) continue;
    const routeId = context.lines.splitTrips.get(trip.trip_id) ?? trip.route_id;
    const line = targets.lineIndex.get(`${feedIndex}|${routeId}`);
    if (line === undefined) {
      report.badRows.push(`trips.txt:${trip.line}: route_id '${trip.route_id}' is not in routes.txt`);
      continue;
    }
    const direction = trip.direction_id ?? 0;
    const rows = feed.stopTimes.get(trip.trip_id);
    if (feed.stopTimes.size > 0 && (rows?.length ?? 0) < 2) shortTrips += 1;
    if (!rows || rows.length === 0) {
      const list = untimed.get(keyOf(line, direction));
      if (list) list.push(trip);
      else untimed.set(keyOf(line, direction), [trip]);
      continue;
    }
    if (!context.calendar.services.has(trip.service_id)) {
      report.badRows.push(
        `trips.txt:${trip.line}: service_id '${trip.service_id}' is in neither calendar.txt nor calendar_dates.txt`,
      );
      continue;
    }
    const visits = rows.flatMap((row) => {
      const stop = stopOf(row.stop_id);
      if (stop) return [{ row, stop }];
      report.badRows.push(
        `stop_times.txt:${row.line}: stop_id '${row.stop_id}' is not a boarding stop in stops.txt`,
      );
      return [];
    });
    if (visits.length < 2) {
      if (rows.length >= 2) shortTrips += 1;
      continue;
    }
    const times = resolveTimes(
      visits.map((visit) => visit.row),
      report.badRows,
    );
    if (!times) continue;
    const stopIndexes = visits.map((visit) => visit.stop.index);
    const stopKey = stopIndexes.join(',');
    const lastStop = targets.stops[stopIndexes.at(-1) as number];
    const headsign =
      trip.trip_headsign === undefined ? (lastStop?.name ?? '') : context.nameOf(trip.trip_headsign);
    const label = labelOf(trip, line);
    const copies = expandTrip(trip.trip_id, times, frequencies.get(trip.trip_id) ?? []);
    for (const copy of copies) {
      targets.pending.push({
        feed: feedIndex,
        line,
        direction,
        serviceId: trip.service_id,
        headsign,
        label,
        tripId: copy.tripId,
        isHeadwayBased: copy.isHeadwayBased,
        stopKey,
        stopTimes: copy.times.map((time, i) => ({
          stop: stopIndexes[i] as number,
          arrivalSec: time.arrivalSec,
          departureSec: time.departureSec,
          platform: visits[i]?.stop.platform,
        })),
      });
    }
    const sample: TripSample = {
      stopKey,
      stops: stopIndexes,
      shapeId: trip.shape_id,
      headsign,
      label,
      weight: copies.length,
    };
    const samples = timed.get(keyOf(line, direction));
    if (samples) samples.push(sample);
    else timed.set(keyOf(line, direction), [sample]);
  }

  if (shortTrips > 0) {
    report.warnings.push(
      `${shortTrips} trips have fewer than two stop times; they cannot run and are left out`,
    );
  }

  const shapeIndex = new Map<string, number>();
  const shapeOf = (shapeId: string | undefined) => {
    if (shapeId === undefined) return { shape: undefined, lengthM: undefined };
    const points = feed.shapes.get(shapeId);
    if (!points || points.length < 2) {
      report.warnings.push(`shape '${shapeId}' is not in shapes.txt`);
      return { shape: undefined, lengthM: undefined };
    }
    let shape = shapeIndex.get(shapeId);
    if (shape === undefined) {
      shape = targets.shapes.length;
      targets.shapes.push({ points: thinShape(points) });
      targets.shapeFeed.push(feedIndex);
      shapeIndex.set(shapeId, shape);
    }
    return { shape, lengthM: shapeLengthM(points) };
  };

  const groups = [...new Set([...timed.keys(), ...untimed.keys()])]
    .map((key) => key.split('|').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const labelled = new Map<number, { readonly itinerary: number; readonly label: string }[]>();
  for (const [line, direction] of groups) {
    const code = `${targets.lineDrafts[line]?.code}:${direction}`;
    let label: string;
    const samples = timed.get(keyOf(line, direction));
    let input: ItineraryInput;
    if (samples) {
      const weights = new Map<string, { weight: number; stops: number[] }>();
      for (const sample of samples) {
        const entry = weights.get(sample.stopKey);
        if (entry) entry.weight += sample.weight;
        else weights.set(sample.stopKey, { weight: sample.weight, stops: sample.stops });
      }
      const [bestKey, best] = [...weights].sort(
        ([keyA, a], [keyB, b]) =>
          b.weight - a.weight || b.stops.length - a.stops.length || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
      )[0] as [string, { weight: number; stops: number[] }];
      const shapeId = mostCommonWeighted(
        samples.filter((s) => s.stopKey === bestKey && s.shapeId).map((s) => [s.shapeId as string, s.weight]),
      );
      const headsign = mostCommonWeighted(samples.map((s) => [s.headsign, s.weight])) ?? '';
      label = mostCommonWeighted(samples.map((s) => [s.label, s.weight])) ?? '';
      const { shape, lengthM } = shapeOf(shapeId);
      input = { code, line, direction, headsign, stops: best.stops, shape, lengthM };
      targets.itineraryByPattern.set(`${line}|${direction}|${bestKey}`, targets.itineraries.length);
    } else {
      const trips = untimed.get(keyOf(line, direction)) ?? [];
      const headsign = context.nameOf(mostCommon(trips.map((trip) => trip.trip_headsign ?? '')) ?? '');
      label = mostCommon(trips.map((trip) => labelOf(trip, line))) ?? '';
      const shapeId = mostCommon(trips.map((trip) => trip.shape_id ?? ''));
      const { shape, lengthM } =
        feed.shapes.size > 0 ? shapeOf(shapeId) : { shape: undefined, lengthM: undefined };
      input = { code, line, direction, headsign, stops: [], shape, lengthM };
    }
    labelled.set(line, [...(labelled.get(line) ?? []), { itinerary: targets.itineraries.length, label }]);
    targets.itineraries.push(input);
    targets.itineraryFeed.push(feedIndex);
  }
  // The trips of a direction so labelled say the same on the stop board.
  const relabelled = labelOneTerminusDirections(targets.itineraries, labelled);
  targets.pending.forEach((trip, i) => {
    if (trip.feed === feedIndex && relabelled.has(trip.line) && trip.label !== '') {
      targets.pending[i] = { ...trip, headsign: trip.label };
    }
  });

  const seen = new Set<string>();
  for (const row of feed.transfers) {
    // Only stop-to-stop walks with a time: "not possible" (3) and in-seat transfers (4, 5) are not footpaths.
    if (row.transfer_type > 2 || row.min_transfer_time === undefined) continue;
    const from = row.from_stop_id === undefined ? undefined : stopOf(row.from_stop_id);
    const to = row.to_stop_id === undefined ? undefined : stopOf(row.to_stop_id);
    if (!from || !to) {
      report.badRows.push(
        `transfers.txt:${row.line}: from_stop_id or to_stop_id is not a boarding stop in stops.txt`,
      );
      continue;
    }
    const key = `${from.index}|${to.index}`;
    if (from.index === to.index || seen.has(key)) continue;
    seen.add(key);
    targets.transfers.push({ from: from.index, to: to.index, durationSec: row.min_transfer_time });
  }
}

/**
 * A line whose directions carry one terminus both ways (circular Metro 6 runs "to LAGUNA" both ways; CRTM's bus
 * extract heads both directions of some lines with one stop) has each direction labelled by where its trips say
 * they go in their trip_short_name (Metro 6's "CIRCULAR (ANDEN-1)" and "CIRCULAR (ANDEN-2)" become "Circular · Andén
 * 1" and "Circular · Andén 2"), when every direction has such a label and no two agree. Otherwise the headsigns
 * stay, and the app tells the directions apart by number. Returns the lines relabelled.
 */
function labelOneTerminusDirections(
  itineraries: ItineraryInput[],
  labelled: ReadonlyMap<number, readonly { readonly itinerary: number; readonly label: string }[]>,
): Set<number> {
  const relabelled = new Set<number>();
  for (const [line, directions] of labelled) {
    const headsigns = directions.map((entry) => itineraries[entry.itinerary]?.headsign ?? '');
    if (directions.length < 2 || new Set(headsigns).size === directions.length) continue;
    const labels = directions.map((entry) => entry.label);
    if (labels.includes('') || new Set(labels).size !== labels.length) continue;
    for (const entry of directions) {
      const itinerary = itineraries[entry.itinerary];
      if (itinerary) itineraries[entry.itinerary] = { ...itinerary, headsign: entry.label };
    }
    relabelled.add(line);
  }
  return relabelled;
}

/** CRTM's stop id of an EMT stop number (EMT's stop 72 is par_6_72 in the CRTM M6 feed). */
const emtStopId = (stopNumber: number) => `par_6_${stopNumber}`;

/**
 * A stop table's records as the network's stop lines: each record's stop is found by its EMT number among the stops
 * of the city's CRTM EMT feed (par_6_<number>), its line by the label riders see among that feed's route short
 * names. A record naming a stop or line the network lacks is counted and listed as a warning, never dropped
 * silently.
 */
function matchStopDetails(
  entry: { index: number; details: EmtStopDetails; nameOf: (name: string) => string },
  report: FeedReport,
  contexts: readonly FeedContext[],
  stopIndex: ReadonlyMap<string, number>,
  lineIndex: ReadonlyMap<string, number>,
): StopLineInput[] {
  const emt = contexts.find((context) => context.isCrtm && context.config.transportTypeCode === 6);
  const counts = {
    records: entry.details.records.length,
    matched: 0,
    unknownStop: 0,
    unknownLine: 0,
    stops: 0,
  };
  report.stopLineRecords = counts;
  if (!emt) {
    if (counts.records > 0) {
      report.warnings.push(
        `EMT_FEED_MISSING: the city has no CRTM EMT feed (transport type 6); its ${counts.records} records match nothing`,
      );
    }
    counts.unknownStop = counts.records;
    return [];
  }
  const routesByNumber = new Map<string, string>();
  for (const line of emt.lines.lines)
    if (!routesByNumber.has(line.number)) routesByNumber.set(line.number, line.routeId);
  const matched: StopLineInput[] = [];
  const stops = new Set<number>();
  for (const record of entry.details.records) {
    const riderId = emt.stops.byStopId.get(emtStopId(record.stopNumber))?.riderId;
    const code = riderId === undefined ? undefined : emt.stopCodes.get(riderId);
    const stop = code === undefined ? undefined : stopIndex.get(code);
    if (stop === undefined) {
      counts.unknownStop += 1;
      report.warnings.push(
        `EMT_STOP_UNKNOWN: ${record.where}: ${emtStopId(record.stopNumber)} is not a stop of ${emt.config.id}`,
      );
      continue;
    }
    const routeId = routesByNumber.get(record.lineLabel);
    const line = routeId === undefined ? undefined : lineIndex.get(`${emt.index}|${routeId}`);
    if (line === undefined) {
      counts.unknownLine += 1;
      report.warnings.push(
        `EMT_LINE_UNKNOWN: ${record.where}: line ${record.lineLabel} is not a route_short_name of ${emt.config.id}`,
      );
      continue;
    }
    counts.matched += 1;
    stops.add(stop);
    matched.push({ stop, line, headsign: entry.nameOf(record.headsign), feed: entry.index });
  }
  counts.stops = stops.size;
  return matched;
}

/** Fills each feed's counts from the built network. */
function countIntoReports(
  network: Network,
  reports: FeedReport[],
  itineraryFeed: readonly number[],
  shapeFeed: readonly number[],
): void {
  feedSizes(network).forEach((size, feed) => {
    const report = reports[feed];
    if (!report) return;
    report.stops += size.stops;
    report.lines += size.lines;
    report.patterns += size.patterns;
    report.trips += size.trips;
    report.stopTimes += size.stopTimes;
  });
  for (const itinerary of itineraryIndexes(network)) {
    const report = reports[itineraryFeed[itinerary] ?? -1];
    if (!report) continue;
    report.itineraries += 1;
    if (itineraryStops(network, itinerary).length > 0) report.itinerariesWithStops += 1;
  }
  for (const feed of shapeFeed) (reports[feed] as FeedReport).shapes += 1;
  for (const stop of stopIndexes(network)) {
    const report = reports[stopAt(network, stop).feed];
    if (report && linesAt(network, stop).length > 0) report.stopsWithLines += 1;
  }
}
