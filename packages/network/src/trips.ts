import {
  asService,
  asTrip,
  indexesUpTo,
  type LineIndex,
  type PatternIndex,
  type ServiceIndex,
  type StopIndex,
  type TripIndex,
} from './indexes';
import { derivedOf } from './lookup';
import { layoutOf, type Network } from './model';
import { isServiceActive } from './services';

/** The patterns of a line (its trips grouped by the stops they visit), in the network's order. */
export function patternsOf(network: Network, line: LineIndex): readonly PatternIndex[] {
  return derivedOf(network).patternsOfLine[line] ?? [];
}

/** Every trip, in the network's order (a pattern's trips are contiguous, by departure). */
export function tripIndexes(network: Network): TripIndex[] {
  return indexesUpTo<TripIndex>(layoutOf(network).trips.count);
}

/** The feed's trip_id (with "@HH:MM:SS" when the trip was expanded from frequencies.txt), the key live data matches. */
export function tripId(network: Network, trip: TripIndex): string {
  return layoutOf(network).trips.tripId[trip] ?? '';
}

/** The service (calendar) a trip runs on. */
export function tripService(network: Network, trip: TripIndex): ServiceIndex {
  return asService(layoutOf(network).trips.service[trip] ?? 0);
}

/** A departure of a line's trip from one stop, in GTFS seconds of its service day. */
export interface LineDeparture {
  readonly trip: TripIndex;
  readonly pattern: PatternIndex;
  /** 0 or 1 (GTFS direction_id). */
  readonly direction: number;
  readonly headsign: string;
  /** When it leaves the stop: seconds of the service day (may pass 86 400). */
  readonly departureSec: number;
  /** When the trip leaves its first stop, which decides how its times read on a clock-change day. */
  readonly tripStartSec: number;
  /** True when the feed only gives a headway for the trip (frequencies.txt with exact_times 0): the time is approximate. */
  readonly isHeadwayBased: boolean;
}

/**
 * The departures of a line's trips that run on a timetable day (days since 1970-01-01), in trip order: from each
 * trip's first stop, or from `stop` when given (trips that do not call there, or end there, are left out).
 */
export function lineDeparturesOn(
  network: Network,
  line: LineIndex,
  timetableDay: number,
  options: { readonly stop?: StopIndex } = {},
): LineDeparture[] {
  const { patterns, trips, stopTimes } = layoutOf(network);
  const departures: LineDeparture[] = [];
  for (const p of patternsOf(network, line)) {
    const firstStop = patterns.stopOffset[p] as number;
    const stopCount = (patterns.stopOffset[p + 1] as number) - firstStop;
    let position = 0;
    if (options.stop !== undefined) {
      position = -1;
      for (let i = 0; i < stopCount - 1 && position < 0; i += 1) {
        if (patterns.stopIndex[firstStop + i] === options.stop) position = i;
      }
      if (position < 0) continue;
    }
    const tripFrom = patterns.tripStart[p] as number;
    const tripTo = patterns.tripStart[p + 1] as number;
    const timeBase = patterns.timeStart[p] as number;
    for (let t = tripFrom; t < tripTo; t += 1) {
      if (!isServiceActive(network, asService(trips.service[t] as number), timetableDay)) continue;
      const times = timeBase + (t - tripFrom) * stopCount;
      departures.push({
        trip: asTrip(t),
        pattern: p,
        direction: patterns.direction[p] as number,
        headsign: trips.headsigns[trips.headsign[t] as number] ?? '',
        departureSec: stopTimes.departureSec[times + position] as number,
        tripStartSec: stopTimes.departureSec[times] as number,
        isHeadwayBased: trips.isHeadwayBased[t] === 1,
      });
    }
  }
  return departures;
}
