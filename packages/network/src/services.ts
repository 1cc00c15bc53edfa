import type { Network } from './model';
import { weekdayOf } from './time';

/** GTFS calendar_dates exception types. */
export const SERVICE_ADDED = 1;
export const SERVICE_REMOVED = 2;

/** Whether a service runs on a day (GTFS calendar.txt, with calendar_dates.txt exceptions taking precedence). */
export function isServiceActive(network: Network, service: number, day: number): boolean {
  const { services } = network;
  const end = services.exceptionOffset[service + 1] as number;
  for (let i = services.exceptionOffset[service] as number; i < end; i += 1) {
    if (services.exceptionDay[i] === day) return services.exceptionType[i] === SERVICE_ADDED;
  }
  if (day < (services.startDay[service] as number) || day > (services.endDay[service] as number))
    return false;
  return ((services.weekdays[service] as number) & (1 << weekdayOf(day))) !== 0;
}

/** Whether any service of a feed has an exception on a day (a holiday or a removed day). */
export function hasExceptionOn(network: Network, feed: number, day: number): boolean {
  const { services } = network;
  for (let s = 0; s < services.count; s += 1) {
    if (services.feed[s] !== feed) continue;
    const end = services.exceptionOffset[s + 1] as number;
    for (let i = services.exceptionOffset[s] as number; i < end; i += 1) {
      if (services.exceptionDay[i] === day) return true;
    }
  }
  return false;
}

/** What day a feed's timetable is read for when a rider asks about a day. */
export interface TimetableDay {
  /** The day asked about. */
  readonly requestedDay: number;
  /** The day whose timetable answers: the same day, or a stand-in when the feed does not cover it. */
  readonly timetableDay: number;
  /** True when the requested day lies after the feed's last day (or before its first) and a stand-in answers. */
  readonly isOutsideFeed: boolean;
}

/**
 * The day whose timetable answers for `day` in a feed. Inside the feed's validity it is the day itself. After the
 * feed's end (or before its start) it is the same weekday of the feed's last (or first) valid week, skipping days
 * with calendar_dates exceptions, so an expired feed still answers with an ordinary day of its kind — and says so.
 */
export function timetableDayFor(network: Network, feed: number, day: number): TimetableDay {
  const info = network.feeds[feed];
  const start = info?.startDay;
  const end = info?.endDay;
  if (start === undefined || end === undefined || (day >= start && day <= end)) {
    return { requestedDay: day, timetableDay: day, isOutsideFeed: false };
  }
  const weekday = weekdayOf(day);
  const isAfter = day > end;
  // The candidate nearest the feed's edge with the same weekday, then one week further in, while exceptions hit.
  let candidate = isAfter
    ? end - ((weekdayOf(end) - weekday + 7) % 7)
    : start + ((weekday - weekdayOf(start) + 7) % 7);
  const step = isAfter ? -7 : 7;
  for (let tries = 0; tries < 8 && candidate >= start && candidate <= end; tries += 1) {
    if (!hasExceptionOn(network, feed, candidate))
      return { requestedDay: day, timetableDay: candidate, isOutsideFeed: true };
    candidate += step;
  }
  const fallback = isAfter
    ? end - ((weekdayOf(end) - weekday + 7) % 7)
    : start + ((weekday - weekdayOf(start) + 7) % 7);
  return { requestedDay: day, timetableDay: fallback, isOutsideFeed: true };
}
