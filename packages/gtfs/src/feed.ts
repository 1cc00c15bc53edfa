import type { z } from 'zod';
import { type ReadCsvResult, readCsv, type RowSchema } from './csv';
import { GtfsError } from './errors';
import {
  agencyRow,
  type CalendarDateRow,
  calendarDateRow,
  type CalendarRow,
  calendarRow,
  feedInfoRow,
  type FrequencyRow,
  frequencyRow,
  type RouteRow,
  routeRow,
  shapeRow,
  type StopRow,
  stopRow,
  type StopTimeRow,
  stopTimeRow,
  type TransferRow,
  transferRow,
  type TripRow,
  tripRow,
} from './schemas';
import type { TableSource } from './source';

/** A row with the physical line it was read from, so later checks can report it as file:line too. */
export type Lined<Row> = Row & { readonly line: number };

/** A GTFS feed read into memory: every row valid against its schema; references are checked when mapping. */
export interface GtfsFeed {
  /** agency.txt's time zone (the first agency's), when the feed has agency.txt. */
  readonly agencyTimeZone: string | undefined;
  readonly feedInfo: { startDay?: number; endDay?: number; version?: string } | undefined;
  readonly stops: Lined<StopRow>[];
  /** undefined when the feed has no routes.txt (CRTM's bus extracts): lines are then derived from trips. */
  readonly routes: Lined<RouteRow>[] | undefined;
  readonly trips: Lined<TripRow>[];
  /** Stop times per trip, in stop_sequence order; only for trips in trips.txt. */
  readonly stopTimes: Map<string, Lined<StopTimeRow>[]>;
  readonly calendar: Lined<CalendarRow>[];
  readonly calendarDates: Lined<CalendarDateRow>[];
  readonly frequencies: Lined<FrequencyRow>[];
  /** Points ([lat, lon] degrees, in shape_pt_sequence order) of the shapes trips refer to. */
  readonly shapes: Map<string, [number, number][]>;
  readonly transfers: Lined<TransferRow>[];
  /** Where each file read came from. */
  readonly origins: Record<string, string>;
}

export interface FeedReadLog {
  badRows: string[];
  /** Rows read per file (valid and bad). */
  rows: Record<string, number>;
}

async function readFile<Schema extends RowSchema>(
  source: TableSource,
  name: string,
  schema: Schema,
  isOptional: boolean,
  log: FeedReadLog,
  onRow: (row: z.output<Schema>, line: number) => void,
): Promise<ReadCsvResult | undefined> {
  const file = source.file(name);
  if (!file) {
    if (isOptional) return undefined;
    throw new GtfsError('GTFS_FILE_MISSING', `${source.origin} has no ${name}, which a GTFS feed requires.`);
  }
  const result = await readCsv({
    file,
    schema,
    isOptional,
    onRow,
    onBadRow: (message) => log.badRows.push(message),
  });
  log.rows[name] = result.rows;
  return result;
}

/** Reads every file into rows; a whole file into an array. */
async function readAll<Schema extends RowSchema>(
  source: TableSource,
  name: string,
  schema: Schema,
  isOptional: boolean,
  log: FeedReadLog,
): Promise<Lined<z.output<Schema>>[]> {
  const rows: Lined<z.output<Schema>>[] = [];
  await readFile(source, name, schema, isOptional, log, (row, line) =>
    rows.push(Object.assign(row, { line })),
  );
  return rows;
}

/**
 * Reads a GTFS feed. stops.txt is required, and routes.txt unless trips.txt is there to derive lines from; every
 * other file is optional because real feeds go without them (Cercanías and EMT publish no timetable, CRTM's bus
 * extracts no agency or routes). Shapes are kept only for the shape ids trips use.
 */
export async function readGtfsFeed(source: TableSource, log: FeedReadLog): Promise<GtfsFeed> {
  let agencyTimeZone: string | undefined;
  await readFile(source, 'agency.txt', agencyRow, true, log, (row) => {
    agencyTimeZone ??= row.agency_timezone;
  });
  let feedInfo: GtfsFeed['feedInfo'];
  await readFile(source, 'feed_info.txt', feedInfoRow, true, log, (row) => {
    feedInfo ??= {
      ...(row.feed_start_date === undefined ? {} : { startDay: row.feed_start_date }),
      ...(row.feed_end_date === undefined ? {} : { endDay: row.feed_end_date }),
      ...(row.feed_version === undefined ? {} : { version: row.feed_version }),
    };
  });
  const stops = await readAll(source, 'stops.txt', stopRow, false, log);
  const hasTrips = source.file('trips.txt') !== undefined;
  // Without routes.txt, lines come from trips' route ids; without both, the feed has no lines and is broken.
  const routes =
    source.file('routes.txt') || !hasTrips
      ? await readAll(source, 'routes.txt', routeRow, false, log)
      : undefined;
  const calendar = await readAll(source, 'calendar.txt', calendarRow, true, log);
  const calendarDates = await readAll(source, 'calendar_dates.txt', calendarDateRow, true, log);
  const trips = await readAll(source, 'trips.txt', tripRow, true, log);
  const frequencies = await readAll(source, 'frequencies.txt', frequencyRow, true, log);

  const tripIds = new Set(trips.map((trip) => trip.trip_id));
  const stopTimes = new Map<string, Lined<StopTimeRow>[]>();
  await readFile(source, 'stop_times.txt', stopTimeRow, true, log, (row, line) => {
    if (!tripIds.has(row.trip_id)) {
      log.badRows.push(`stop_times.txt:${line}: trip_id '${row.trip_id}' is not in trips.txt`);
      return;
    }
    let list = stopTimes.get(row.trip_id);
    if (!list) {
      list = [];
      stopTimes.set(row.trip_id, list);
    }
    list.push(Object.assign(row, { line }));
  });
  for (const list of stopTimes.values()) list.sort((a, b) => a.stop_sequence - b.stop_sequence);

  const wantedShapes = new Set(trips.flatMap((trip) => (trip.shape_id === undefined ? [] : [trip.shape_id])));
  const shapePoints = new Map<string, { sequence: number; lat: number; lon: number }[]>();
  if (wantedShapes.size > 0) {
    await readFile(source, 'shapes.txt', shapeRow, true, log, (row) => {
      if (!wantedShapes.has(row.shape_id)) return;
      let points = shapePoints.get(row.shape_id);
      if (!points) {
        points = [];
        shapePoints.set(row.shape_id, points);
      }
      points.push({ sequence: row.shape_pt_sequence, lat: row.shape_pt_lat, lon: row.shape_pt_lon });
    });
  }
  const shapes = new Map<string, [number, number][]>();
  for (const [shapeId, points] of shapePoints) {
    points.sort((a, b) => a.sequence - b.sequence);
    shapes.set(
      shapeId,
      points.map((point) => [point.lat, point.lon]),
    );
  }
  const transfers = await readAll(source, 'transfers.txt', transferRow, true, log);

  const origins: Record<string, string> = {};
  for (const name of Object.keys(log.rows)) {
    const file = source.file(name);
    if (file) origins[name] = file.origin;
  }
  return {
    agencyTimeZone,
    feedInfo,
    stops,
    routes,
    trips,
    stopTimes,
    calendar,
    calendarDates,
    frequencies,
    shapes,
    transfers,
    origins,
  };
}
