import type { Network } from './model';
import { isServiceActive, type TimetableDay, timetableDayFor } from './services';
import { localTimeOf, serviceDayStartEpochMs } from './time';

/** A departure from the timetable (not live). */
export interface ScheduledDeparture {
  readonly pattern: number;
  readonly line: number;
  readonly trip: number;
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
  readonly feed: number;
}

export interface StopDepartures {
  readonly departures: ScheduledDeparture[];
  /** Each feed with a timetable here, and the day it reads for the day of `fromEpochMs`; empty without timetables. */
  readonly feeds: FeedTimetableUse[];
  /** False when no line serving the stop has departure times in the data. */
  readonly hasTimetable: boolean;
}

export interface DeparturesQuery {
  readonly stop: number;
  /** Departures at or after this instant. */
  readonly fromEpochMs: number;
  /** How far ahead to look, in seconds (default two hours). */
  readonly windowSec?: number;
  /** At most this many departures, earliest first (default 60). */
  readonly limit?: number;
}

const DEFAULT_WINDOW_SEC = 2 * 3600;
const DEFAULT_LIMIT = 60;
/** Trips of the previous service day can still run this long after midnight (GTFS times up to 48 h). */
const DAY_SEC = 86_400;

/**
 * The scheduled departures from a stop, earliest first: every pattern calling there (but not ending there), every
 * trip whose service runs on its service day, within the window. Days a feed does not cover are answered from the
 * same weekday of its last (or first) valid week, and `feeds` says which day each feed read.
 */
export function scheduledDepartures(network: Network, query: DeparturesQuery): StopDepartures {
  const { stops, stopPatterns, patterns, trips, stopTimes, lines, feeds } = network;
  const windowSec = query.windowSec ?? DEFAULT_WINDOW_SEC;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const from = query.fromEpochMs;
  const until = from + windowSec * 1000;
  const results: ScheduledDeparture[] = [];
  const uses = new Map<number, FeedTimetableUse>();
  let hasTimetable = false;
  if (query.stop < 0 || query.stop >= stops.count) return { departures: [], feeds: [], hasTimetable: false };

  const end = stopPatterns.offset[query.stop + 1] as number;
  for (let k = stopPatterns.offset[query.stop] as number; k < end; k += 1) {
    const p = stopPatterns.pattern[k] as number;
    const position = stopPatterns.position[k] as number;
    const firstStop = patterns.stopOffset[p] as number;
    const stopCount = (patterns.stopOffset[p + 1] as number) - firstStop;
    const line = patterns.line[p] as number;
    const feed = lines.feed[line] as number;
    const timeZone = feeds[feed]?.timeZone ?? 'UTC';
    // A terminus has a timetable too (its lines have times), even though nobody departs from it.
    hasTimetable = true;
    if (!uses.has(feed))
      uses.set(feed, { feed, ...timetableDayFor(network, feed, localTimeOf(from, timeZone).day) });
    if (position === stopCount - 1) continue; // the last stop: trips end here, nobody departs
    const tripFrom = patterns.tripStart[p] as number;
    const tripTo = patterns.tripStart[p + 1] as number;
    const timeBase = patterns.timeStart[p] as number;
    const platformIndex = patterns.stopPlatform[firstStop + position] as number;
    const platform = platformIndex >= 0 ? patterns.platformNames[platformIndex] : undefined;
    const departureAt = (t: number) =>
      stopTimes.departureSec[timeBase + (t - tripFrom) * stopCount + position] as number;

    const firstDay = localTimeOf(from - DAY_SEC * 1000, timeZone).day;
    // One day more: on the day clocks go forward, the service day starts at 23:00 of the day before.
    const lastDay = localTimeOf(until, timeZone).day + 1;
    for (let day = firstDay; day <= lastDay; day += 1) {
      const use = timetableDayFor(network, feed, day);
      const base = serviceDayStartEpochMs(day, timeZone);
      // Trips are in departure order at every stop of their pattern: find the first at or after `from`.
      let lo = tripFrom;
      let hi = tripTo;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (base + departureAt(mid) * 1000 < from) lo = mid + 1;
        else hi = mid;
      }
      for (let t = lo; t < tripTo; t += 1) {
        const departureEpochMs = base + departureAt(t) * 1000;
        if (departureEpochMs > until) break;
        if (!isServiceActive(network, trips.service[t] as number, use.timetableDay)) continue;
        results.push({
          pattern: p,
          line,
          trip: t,
          direction: patterns.direction[p] as number,
          headsign: trips.headsigns[trips.headsign[t] as number] ?? '',
          platform,
          departureEpochMs,
          serviceDay: day,
          timetableDay: use.timetableDay,
          isHeadwayBased: trips.isHeadwayBased[t] === 1,
        });
      }
    }
  }
  results.sort((a, b) => a.departureEpochMs - b.departureEpochMs || a.line - b.line || a.trip - b.trip);
  return { departures: results.slice(0, limit), feeds: [...uses.values()], hasTimetable };
}
