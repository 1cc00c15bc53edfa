import { z } from 'zod';
import { NETWORK_FORMAT_VERSION } from './model';

const u8 = z.instanceof(Uint8Array);
const u16 = z.instanceof(Uint16Array);
const u32 = z.instanceof(Uint32Array);
const i32 = z.instanceof(Int32Array);
const f64 = z.instanceof(Float64Array);
const strings = z.array(z.string());
const count = z.number().int().nonnegative();

type Issue = (message: string, path: (string | number)[]) => void;

/** Checks that each column has `count` entries (or count + 1 for CSR offsets). */
function columnsOf(
  table: Record<string, unknown>,
  size: number,
  names: readonly string[],
  issue: Issue,
  path: string,
): void {
  for (const name of names) {
    const column = table[name] as { length: number } | undefined;
    if (column && column.length !== size)
      issue(`has ${column.length} entries, expected ${size}`, [path, name]);
  }
}

/** Checks a CSR pair: offsets rise from 0 to the index length. */
function csr(offsets: Uint32Array, indexLength: number, size: number, issue: Issue, path: string[]): void {
  if (offsets.length !== size + 1) return issue(`has ${offsets.length} offsets, expected ${size + 1}`, path);
  if (offsets[0] !== 0 || offsets[size] !== indexLength) return issue('offsets do not span the index', path);
  for (let i = 0; i < size; i += 1) {
    if ((offsets[i] as number) > (offsets[i + 1] as number)) return issue('offsets decrease', path);
  }
}

function below(values: ArrayLike<number>, limit: number, issue: Issue, path: string[]): void {
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    if (value >= limit) return issue(`refers to ${value}, but there are only ${limit}`, path);
  }
}

/** Checks that no stop is listed twice (a stop belongs to one station at most). */
function oncePerStop(stops: Uint32Array, issue: Issue, path: string[]): void {
  const seen = new Set<number>();
  for (const stop of stops) {
    if (seen.has(stop)) return issue(`lists stop ${stop} twice`, path);
    seen.add(stop);
  }
}

/** The structure and the cross-references of a decoded network; a damaged artifact fails here, not later. */
export const networkSchema = z
  .object({
    formatVersion: z.literal(NETWORK_FORMAT_VERSION),
    cityId: z.string(),
    feeds: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        attribution: z.string(),
        licenceUrl: z.string().optional(),
        feedVersion: z.string().optional(),
        startDay: z.number().int().optional(),
        endDay: z.number().int().optional(),
        timeZone: z.string(),
        hasTimetable: z.boolean(),
      }),
    ),
    stops: z.object({
      count,
      code: strings,
      name: strings,
      typeCode: u8,
      latE6: i32,
      lonE6: i32,
      zone: strings,
      wheelchair: u8,
      address: strings,
      isNocturnal: u8,
      feed: u16,
      lineOffset: u32,
      lineIndex: u32,
    }),
    lines: z.object({
      count,
      code: strings,
      number: strings,
      name: strings,
      transportTypeCode: u8,
      isNocturnal: u8,
      colour: strings,
      textColour: strings,
      feed: u16,
      hasTimetable: u8,
      itineraryOffset: u32,
      itineraryIndex: u32,
    }),
    itineraries: z.object({
      count,
      code: strings,
      line: u32,
      direction: u8,
      headsign: strings,
      stopOffset: u32,
      stopIndex: u32,
      shape: i32,
      lengthM: f64,
    }),
    shapes: z.object({ count, pointOffset: u32, latE6: i32, lonE6: i32 }),
    patterns: z.object({
      count,
      line: u32,
      direction: u8,
      itinerary: i32,
      stopOffset: u32,
      stopIndex: u32,
      stopPlatform: i32,
      platformNames: strings,
      tripStart: u32,
      timeStart: u32,
    }),
    trips: z.object({
      count,
      pattern: u32,
      service: u32,
      headsign: u32,
      headsigns: strings,
      tripId: strings,
      isHeadwayBased: u8,
    }),
    stopTimes: z.object({ arrivalSec: i32, departureSec: i32 }),
    services: z.object({
      count,
      serviceId: strings,
      feed: u16,
      startDay: i32,
      endDay: i32,
      weekdays: u8,
      exceptionOffset: u32,
      exceptionDay: i32,
      exceptionType: u8,
    }),
    stopPatterns: z.object({ offset: u32, pattern: u32, position: u32 }),
    footpaths: z.object({ offset: u32, toStop: u32, durationSec: u32 }),
    stations: z.object({
      count,
      code: strings,
      name: strings,
      latE6: i32,
      lonE6: i32,
      stopOffset: u32,
      stopIndex: u32,
    }),
    stopLineRecords: z.object({ stop: u32, line: u32, headsign: strings, feed: u16 }),
    stopAliases: z.record(z.string(), z.string()),
  })
  .superRefine((n, ctx) => {
    const issue: Issue = (message, path) => ctx.addIssue({ code: 'custom', message, path });
    const { stops, lines, itineraries, shapes, patterns, trips, services } = n;
    columnsOf(
      stops,
      stops.count,
      ['code', 'name', 'typeCode', 'latE6', 'lonE6', 'zone', 'wheelchair', 'address', 'isNocturnal', 'feed'],
      issue,
      'stops',
    );
    csr(stops.lineOffset, stops.lineIndex.length, stops.count, issue, ['stops', 'lineOffset']);
    below(stops.lineIndex, lines.count, issue, ['stops', 'lineIndex']);
    below(stops.feed, n.feeds.length, issue, ['stops', 'feed']);
    const records = n.stopLineRecords;
    below(records.stop, stops.count, issue, ['stopLineRecords', 'stop']);
    for (let k = 1; k < records.stop.length; k += 1) {
      if ((records.stop[k] as number) < (records.stop[k - 1] as number)) {
        issue('records are not sorted by stop', ['stopLineRecords', 'stop']);
        break;
      }
    }
    below(records.line, lines.count, issue, ['stopLineRecords', 'line']);
    below(records.feed, n.feeds.length, issue, ['stopLineRecords', 'feed']);
    if (
      records.headsign.length !== records.stop.length ||
      records.line.length !== records.stop.length ||
      records.feed.length !== records.stop.length
    ) {
      issue('stopLineRecords columns differ in length', ['stopLineRecords']);
    }
    columnsOf(
      lines,
      lines.count,
      [
        'code',
        'number',
        'name',
        'transportTypeCode',
        'isNocturnal',
        'colour',
        'textColour',
        'feed',
        'hasTimetable',
      ],
      issue,
      'lines',
    );
    csr(lines.itineraryOffset, lines.itineraryIndex.length, lines.count, issue, ['lines', 'itineraryOffset']);
    below(lines.itineraryIndex, itineraries.count, issue, ['lines', 'itineraryIndex']);
    columnsOf(
      itineraries,
      itineraries.count,
      ['code', 'line', 'direction', 'headsign', 'shape', 'lengthM'],
      issue,
      'itineraries',
    );
    csr(itineraries.stopOffset, itineraries.stopIndex.length, itineraries.count, issue, [
      'itineraries',
      'stopOffset',
    ]);
    below(itineraries.stopIndex, stops.count, issue, ['itineraries', 'stopIndex']);
    below(itineraries.line, lines.count, issue, ['itineraries', 'line']);
    csr(shapes.pointOffset, shapes.latE6.length, shapes.count, issue, ['shapes', 'pointOffset']);
    if (shapes.lonE6.length !== shapes.latE6.length)
      issue('latitudes and longitudes differ in number', ['shapes']);
    columnsOf(patterns, patterns.count, ['line', 'direction', 'itinerary'], issue, 'patterns');
    csr(patterns.stopOffset, patterns.stopIndex.length, patterns.count, issue, ['patterns', 'stopOffset']);
    if (patterns.stopPlatform.length !== patterns.stopIndex.length)
      issue('one platform per visit', ['patterns', 'stopPlatform']);
    below(patterns.stopIndex, stops.count, issue, ['patterns', 'stopIndex']);
    csr(patterns.tripStart, trips.count, patterns.count, issue, ['patterns', 'tripStart']);
    if (patterns.timeStart.length !== patterns.count + 1)
      issue('one time offset per pattern, plus the end', ['patterns', 'timeStart']);
    else if (patterns.timeStart[patterns.count] !== n.stopTimes.departureSec.length)
      issue('times do not span the stop times', ['patterns', 'timeStart']);
    columnsOf(
      trips,
      trips.count,
      ['pattern', 'service', 'headsign', 'tripId', 'isHeadwayBased'],
      issue,
      'trips',
    );
    below(trips.service, services.count, issue, ['trips', 'service']);
    below(trips.headsign, trips.headsigns.length, issue, ['trips', 'headsign']);
    if (n.stopTimes.arrivalSec.length !== n.stopTimes.departureSec.length)
      issue('arrivals and departures differ in number', ['stopTimes']);
    columnsOf(
      services,
      services.count,
      ['serviceId', 'feed', 'startDay', 'endDay', 'weekdays'],
      issue,
      'services',
    );
    csr(services.exceptionOffset, services.exceptionDay.length, services.count, issue, [
      'services',
      'exceptionOffset',
    ]);
    csr(n.stopPatterns.offset, n.stopPatterns.pattern.length, stops.count, issue, ['stopPatterns', 'offset']);
    below(n.stopPatterns.pattern, patterns.count, issue, ['stopPatterns', 'pattern']);
    csr(n.footpaths.offset, n.footpaths.toStop.length, stops.count, issue, ['footpaths', 'offset']);
    below(n.footpaths.toStop, stops.count, issue, ['footpaths', 'toStop']);
    const { stations } = n;
    columnsOf(stations, stations.count, ['code', 'name', 'latE6', 'lonE6'], issue, 'stations');
    csr(stations.stopOffset, stations.stopIndex.length, stations.count, issue, ['stations', 'stopOffset']);
    below(stations.stopIndex, stops.count, issue, ['stations', 'stopIndex']);
    oncePerStop(stations.stopIndex, issue, ['stations', 'stopIndex']);
    for (let t = 0; t < stations.count; t += 1) {
      const size = (stations.stopOffset[t + 1] ?? 0) - (stations.stopOffset[t] ?? 0);
      if (size < 2) {
        issue(`station ${t} has ${size} stops; a station groups at least two`, ['stations', 'stopOffset']);
        break;
      }
    }
  });
