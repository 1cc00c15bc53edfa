import {
  asLine,
  asPattern,
  asService,
  asStop,
  asTrip,
  type LineIndex,
  type PatternIndex,
  type StopIndex,
  type TripIndex,
} from './indexes';
import { layoutOf, type Network } from './model';
import { isServiceActive } from './services';

/**
 * The timetable as a journey planner scans it (RAPTOR's routes, trips, stop times and footpaths): the network's own
 * typed arrays, shared, never copied, with plain-number indexes so that a query's inner loops do no boxing. Read-only
 * by contract: a planner that wrote into them would change the network under every other reader.
 *
 * Patterns are RAPTOR's routes: trips of pattern p are tripStart[p] .. tripStart[p + 1] − 1, sorted by departure,
 * none overtaking another; trip t's time at the pattern's i-th stop is at timeStart[p] + (t − tripStart[p]) ×
 * (stops of p) + i, in seconds of the trip's service day (GTFS: from noon minus 12 h, may pass 86 400).
 */
export interface RoutingTables {
  readonly stopCount: number;
  readonly patternCount: number;
  readonly serviceCount: number;
  /** Pattern p visits patternStops[patternStopOffset[p] .. patternStopOffset[p + 1]] in order. */
  readonly patternStopOffset: Uint32Array;
  readonly patternStops: Uint32Array;
  readonly patternLine: Uint32Array;
  readonly patternTripStart: Uint32Array;
  readonly patternTimeStart: Uint32Array;
  readonly tripService: Uint32Array;
  readonly arrivalSec: Int32Array;
  readonly departureSec: Int32Array;
  /** The feed of each line (a FeedIndex), for its calendar and time zone. */
  readonly lineFeed: Uint16Array;
  /** Patterns calling at stop s, and where: stopPatterns[k], stopPatternPositions[k] for k in the stop's range. */
  readonly stopPatternOffset: Uint32Array;
  readonly stopPatterns: Uint32Array;
  readonly stopPatternPositions: Uint32Array;
  /** Walks from stop s: footpathTo[k] in footpathSec[k] seconds, for k in the stop's range (the feed's transfers win). */
  readonly footpathOffset: Uint32Array;
  readonly footpathTo: Uint32Array;
  readonly footpathSec: Uint32Array;
  readonly stopLatE6: Int32Array;
  readonly stopLonE6: Int32Array;
}

/** The network's routing tables (no copy). */
export function routingTablesOf(network: Network): RoutingTables {
  const { stops, patterns, trips, stopTimes, services, lines, stopPatterns, footpaths } = layoutOf(network);
  return {
    stopCount: stops.count,
    patternCount: patterns.count,
    serviceCount: services.count,
    patternStopOffset: patterns.stopOffset,
    patternStops: patterns.stopIndex,
    patternLine: patterns.line,
    patternTripStart: patterns.tripStart,
    patternTimeStart: patterns.timeStart,
    tripService: trips.service,
    arrivalSec: stopTimes.arrivalSec,
    departureSec: stopTimes.departureSec,
    lineFeed: lines.feed,
    stopPatternOffset: stopPatterns.offset,
    stopPatterns: stopPatterns.pattern,
    stopPatternPositions: stopPatterns.position,
    footpathOffset: footpaths.offset,
    footpathTo: footpaths.toStop,
    footpathSec: footpaths.durationSec,
    stopLatE6: stops.latE6,
    stopLonE6: stops.lonE6,
  };
}

/** A position in a table, checked against its size, as the branded index the accessors take. */
function checked<Index>(index: number, count: number, table: string, make: (n: number) => Index): Index {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`${index} is not a ${table} of this network (it has ${count}).`);
  }
  return make(index);
}

/** The stop a routing table's number names, branded for the accessors; a number out of range throws. */
export const routingStop = (network: Network, index: number): StopIndex =>
  checked(index, layoutOf(network).stops.count, 'stop', asStop);
export const routingPattern = (network: Network, index: number): PatternIndex =>
  checked(index, layoutOf(network).patterns.count, 'pattern', asPattern);
export const routingTrip = (network: Network, index: number): TripIndex =>
  checked(index, layoutOf(network).trips.count, 'trip', asTrip);
export const routingLine = (network: Network, index: number): LineIndex =>
  checked(index, layoutOf(network).lines.count, 'line', asLine);

/** What a ride on a pattern shows: its line, direction, itinerary (for the shape) and platform at each visit. */
export interface PatternInfo {
  readonly line: LineIndex;
  readonly direction: number;
  /** The itinerary whose shape it follows, or undefined. */
  readonly itineraryShape: readonly (readonly [number, number])[] | undefined;
  readonly stops: readonly StopIndex[];
  readonly platforms: readonly (string | undefined)[];
}

/** A pattern's line, direction, stops, platforms and (when its itinerary has one) shape as [lat, lon] degrees. */
export function patternInfo(network: Network, pattern: PatternIndex): PatternInfo {
  const { patterns, itineraries, shapes } = layoutOf(network);
  const from = patterns.stopOffset[pattern] as number;
  const to = patterns.stopOffset[pattern + 1] as number;
  const stops: StopIndex[] = [];
  const platforms: (string | undefined)[] = [];
  for (let k = from; k < to; k += 1) {
    stops.push(asStop(patterns.stopIndex[k] as number));
    const platform = patterns.stopPlatform[k] as number;
    platforms.push(platform >= 0 ? patterns.platformNames[platform] : undefined);
  }
  const itinerary = patterns.itinerary[pattern] as number;
  const shape = itinerary >= 0 ? (itineraries.shape[itinerary] as number) : -1;
  let itineraryShape: [number, number][] | undefined;
  if (shape >= 0) {
    itineraryShape = [];
    const end = shapes.pointOffset[shape + 1] as number;
    for (let k = shapes.pointOffset[shape] as number; k < end; k += 1) {
      itineraryShape.push([(shapes.latE6[k] as number) / 1e6, (shapes.lonE6[k] as number) / 1e6]);
    }
  }
  return {
    line: asLine(patterns.line[pattern] as number),
    direction: patterns.direction[pattern] as number,
    itineraryShape,
    stops,
    platforms,
  };
}

/** A trip's headsign and whether its times come from a headway. */
export function tripInfo(network: Network, trip: TripIndex): { headsign: string; isHeadwayBased: boolean } {
  const { trips } = layoutOf(network);
  return {
    headsign: trips.headsigns[trips.headsign[trip] as number] ?? '',
    isHeadwayBased: trips.isHeadwayBased[trip] === 1,
  };
}

/** Which services run on a day (1 where one does), by service number: the bitset a planner reads trips against. */
export function activeServicesOn(network: Network, day: number): Uint8Array {
  const count = layoutOf(network).services.count;
  const active = new Uint8Array(count);
  for (let s = 0; s < count; s += 1) if (isServiceActive(network, asService(s), day)) active[s] = 1;
  return active;
}
