import {
  asFeed,
  asLine,
  asPattern,
  asService,
  asTrip,
  type FeedIndex,
  type LineIndex,
  type PatternIndex,
  type StopIndex,
  type TripIndex,
} from './indexes';
import { layoutOf, type Network } from './model';
import { isServiceActive, type PublicHolidays, type TimetableDay, timetableDayFor } from './services';
import { localTimeOf, type ServiceDayClock, serviceDayClock } from './time';

/** A departure from the timetable (not live). */
export interface ScheduledDeparture {
  readonly pattern: PatternIndex;
  readonly line: LineIndex;
  readonly trip: TripIndex;
  /** 0 or 1 (GTFS direction_id). */
  readonly direction: number;
  readonly headsign: string;
  /** Platform label when the feed gives one. */
  readonly platform: string | undefined;
  /** When it leaves, as scheduled. */
  readonly departureEpochMs: number;
  /** The service day it belongs to (a trip after midnight belongs to the day before). */
  readonly serviceDay: number;
  /** The day whose timetable it was read from (differs from serviceDay when the feed does not cover that day). */
  readonly timetableDay: number;
  /** True when the feed only gives a headway for it (frequencies.txt with exact_times 0): the time is approximate. */
  readonly isHeadwayBased: boolean;
}

/** How each feed involved in an answer read its timetable. */
export interface FeedTimetableUse extends TimetableDay {
  readonly feed: FeedIndex;
}

export interface StopDepartures {
  readonly departures: ScheduledDeparture[];
  /** Each feed with a timetable here, and the day it reads for the day of `fromEpochMs`; empty without timetables. */
  readonly feeds: FeedTimetableUse[];
  /** False when no line serving the stop has departure times in the data. */
  readonly hasTimetable: boolean;
}

export interface DeparturesQuery {
  readonly stop: StopIndex;
  /** Departures at or after this instant. */
  readonly fromEpochMs: number;
  /**
   * How far ahead to look, in seconds; the window ends just before fromEpochMs + windowSec. The API's default lives in
   * its contract (@transit/api-contract), the one place riders' defaults are set.
   */
  readonly windowSec: number;
  /** At most this many departures, earliest first. */
  readonly limit: number;
  /** The city's public holidays: outside a feed's validity they run the feed's holiday service. */
  readonly holidays?: PublicHolidays;
}

/** Trips of the previous service day can still run this long after midnight (GTFS times up to 48 h). */
const DAY_SEC = 86_400;

/** The service days a window can hear from, with their clocks, per time zone (computed once per query). */
function serviceDaysOf(fromEpochMs: number, untilEpochMs: number, timeZone: string): ServiceDayClock[] {
  const firstDay = localTimeOf(fromEpochMs - DAY_SEC * 1000, timeZone).day;
  // One day more: on the day clocks go forward, the service day starts at 23:00 of the day before.
  const lastDay = localTimeOf(untilEpochMs, timeZone).day + 1;
  const days: ServiceDayClock[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) days.push(serviceDayClock(day, timeZone));
  return days;
}

/**
 * The scheduled departures from a stop, earliest first: every pattern calling there (but not ending there), every
 * trip whose service runs on its service day, from `fromEpochMs` (included) to the end of the window (excluded).
 * Days a feed does not cover are answered from the same weekday of its last (or first) valid week (a public holiday,
 * from the feed's own holidays), and `feeds` says which day each feed read. A trip's times count from its service
 * day as {@link serviceDayClock} says, so a night trip keeps its clock time on the nights clocks change; and one train
 * written twice (the same line, direction, destination and platform at the same second, as when a feed writes a
 * night trip both as 24:xx of one service day and 00:xx of the next) is listed once.
 */
export function scheduledDepartures(network: Network, query: DeparturesQuery): StopDepartures {
  const { stops, stopPatterns, patterns, trips, stopTimes, lines, feeds } = layoutOf(network);
  const { windowSec, limit } = query;
  const holidays = query.holidays;
  const from = query.fromEpochMs;
  const until = from + windowSec * 1000;
  const results: ScheduledDeparture[] = [];
  const uses = new Map<FeedIndex, FeedTimetableUse>();
  const daysByZone = new Map<string, ServiceDayClock[]>();
  const timetableDays = new Map<string, TimetableDay>();
  /** The timetable day of a feed for a service day, read once per query (patterns of one feed share it). */
  const timetableDayOf = (feed: FeedIndex, day: number): TimetableDay => {
    const key = `${feed}|${day}`;
    let use = timetableDays.get(key);
    if (!use) {
      use = timetableDayFor(network, feed, day, holidays);
      timetableDays.set(key, use);
    }
    return use;
  };
  let hasTimetable = false;
  if (query.stop < 0 || query.stop >= stops.count) return { departures: [], feeds: [], hasTimetable: false };

  const end = stopPatterns.offset[query.stop + 1] as number;
  for (let k = stopPatterns.offset[query.stop] as number; k < end; k += 1) {
    const p = stopPatterns.pattern[k] as number;
    const position = stopPatterns.position[k] as number;
    const firstStop = patterns.stopOffset[p] as number;
    const stopCount = (patterns.stopOffset[p + 1] as number) - firstStop;
    const line = patterns.line[p] as number;
    const feed = asFeed(lines.feed[line] as number);
    const timeZone = feeds[feed]?.timeZone ?? 'UTC';
    // A terminus has a timetable too (its lines have times), even though nobody departs from it.
    hasTimetable = true;
    if (!uses.has(feed)) uses.set(feed, { feed, ...timetableDayOf(feed, localTimeOf(from, timeZone).day) });
    if (position === stopCount - 1) continue; // the last stop: trips end here, nobody departs
    const tripFrom = patterns.tripStart[p] as number;
    const tripTo = patterns.tripStart[p + 1] as number;
    const timeBase = patterns.timeStart[p] as number;
    const platformIndex = patterns.stopPlatform[firstStop + position] as number;
    const platform = platformIndex >= 0 ? patterns.platformNames[platformIndex] : undefined;
    const timeAt = (t: number, at: number) =>
      stopTimes.departureSec[timeBase + (t - tripFrom) * stopCount + at] as number;
    let days = daysByZone.get(timeZone);
    if (!days) {
      days = serviceDaysOf(from, until, timeZone);
      daysByZone.set(timeZone, days);
    }

    for (const clock of days) {
      const use = timetableDayOf(feed, clock.day);
      // Trips are in departure order at every stop of their pattern. Those leaving their first stop before the
      // clock change (a prefix) count from midnight, the rest from noon minus 12 h: search each part on its own.
      let split = tripFrom;
      if (clock.wallClockBeforeSec > 0) {
        let hi = tripTo;
        while (split < hi) {
          const mid = (split + hi) >>> 1;
          if (timeAt(mid, 0) < clock.wallClockBeforeSec) split = mid + 1;
          else hi = mid;
        }
      }
      const parts = [
        [tripFrom, split, clock.midnightEpochMs],
        [split, tripTo, clock.noonBaseEpochMs],
      ] as const;
      for (const [partFrom, partTo, base] of parts) {
        let lo = partFrom;
        let hi = partTo;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (base + timeAt(mid, position) * 1000 < from) lo = mid + 1;
          else hi = mid;
        }
        for (let t = lo; t < partTo; t += 1) {
          const departureEpochMs = base + timeAt(t, position) * 1000;
          if (departureEpochMs >= until) break;
          if (!isServiceActive(network, asService(trips.service[t] as number), use.timetableDay)) continue;
          results.push({
            pattern: asPattern(p),
            line: asLine(line),
            trip: asTrip(t),
            direction: patterns.direction[p] as number,
            headsign: trips.headsigns[trips.headsign[t] as number] ?? '',
            platform,
            departureEpochMs,
            serviceDay: clock.day,
            timetableDay: use.timetableDay,
            isHeadwayBased: trips.isHeadwayBased[t] === 1,
          });
        }
      }
    }
  }
  results.sort(
    (a, b) =>
      a.departureEpochMs - b.departureEpochMs ||
      a.line - b.line ||
      a.serviceDay - b.serviceDay ||
      a.trip - b.trip,
  );
  return {
    departures: onceEach(network, results).slice(0, limit),
    feeds: [...uses.values()],
    hasTimetable,
  };
}

/** Whether two patterns visit the same stops in the same order. */
function isSameRoute(network: Network, a: PatternIndex, b: PatternIndex): boolean {
  if (a === b) return true;
  const { stopOffset, stopIndex } = layoutOf(network).patterns;
  const length = (stopOffset[a + 1] as number) - (stopOffset[a] as number);
  if ((stopOffset[b + 1] as number) - (stopOffset[b] as number) !== length) return false;
  for (let i = 0; i < length; i += 1) {
    if (stopIndex[(stopOffset[a] as number) + i] !== stopIndex[(stopOffset[b] as number) + i]) return false;
  }
  return true;
}

/**
 * Sorted departures with each train once: two departures at the same second of one line, direction, destination and
 * platform, along the same stops, are one train written twice; the earliest service day's trip is kept.
 */
function onceEach(network: Network, sorted: readonly ScheduledDeparture[]): ScheduledDeparture[] {
  const kept: ScheduledDeparture[] = [];
  let sameInstantFrom = 0;
  for (const departure of sorted) {
    if (kept.at(-1)?.departureEpochMs !== departure.departureEpochMs) sameInstantFrom = kept.length;
    let isTwice = false;
    for (let i = sameInstantFrom; i < kept.length && !isTwice; i += 1) {
      const other = kept[i] as ScheduledDeparture;
      isTwice =
        other.line === departure.line &&
        other.direction === departure.direction &&
        other.headsign === departure.headsign &&
        other.platform === departure.platform &&
        isSameRoute(network, other.pattern, departure.pattern);
    }
    if (!isTwice) kept.push(departure);
  }
  return kept;
}
