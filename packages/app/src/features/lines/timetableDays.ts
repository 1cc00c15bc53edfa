import { SERVICE_DAY_HOURS } from '@transit/api-client';
import { formatDay, localTimeOf } from '@transit/network/time';

/** Days the line page offers a timetable for: today and the six after, so a whole week shows weekday and weekend. */
export const TIMETABLE_DAY_COUNT = 7;

/** A day of the timetable day chooser. */
export interface TimetableDay {
  /** YYYY-MM-DD, the city's calendar date. */
  readonly date: string;
  /** Days since 1970-01-01 (core's day numbers). */
  readonly day: number;
  /** 0 today, 1 tomorrow… */
  readonly offsetDays: number;
}

/**
 * The days of the chooser: today in the city's time zone and the following ones.
 * @param nowEpochMs the current time, ms since the epoch
 * @param timeZone the city's IANA time zone
 * @param count how many days; today is always one of them
 */
export function timetableDays(
  nowEpochMs: number,
  timeZone: string,
  count = TIMETABLE_DAY_COUNT,
): [TimetableDay, ...TimetableDay[]] {
  const today = localTimeOf(nowEpochMs, timeZone).day;
  const dayAt = (offsetDays: number): TimetableDay => ({
    date: formatDay(today + offsetDays),
    day: today + offsetDays,
    offsetDays,
  });
  return [dayAt(0), ...Array.from({ length: Math.max(0, count - 1) }, (_, index) => dayAt(index + 1))];
}

/** A row of the departures-per-hour table. */
export interface HourRow {
  /** Hour of the service day, 0–27 (24 and later are the small hours of the next morning). */
  readonly hour: number;
  readonly departureCount: number;
}

/**
 * The hours to list: from the first hour with a departure to the last, the quiet hours between them included (so a
 * night gap shows as such). Empty when nothing runs.
 * @param departuresPerHour departures per hour of the service day, SERVICE_DAY_HOURS entries
 */
export function hourRows(departuresPerHour: readonly number[]): HourRow[] {
  const counts = departuresPerHour.slice(0, SERVICE_DAY_HOURS);
  const first = counts.findIndex((count) => count > 0);
  if (first < 0) return [];
  const last = counts.findLastIndex((count) => count > 0);
  return counts
    .slice(first, last + 1)
    .map((departureCount, index) => ({ hour: first + index, departureCount }));
}

/** An hour of the service day as a clock reads it: "06:00"; hour 25 is "01:00" of the next day. */
export function clockOfHour(hour: number): { readonly time: string; readonly isNextDay: boolean } {
  const clockHour = hour % 24;
  return { time: `${String(clockHour).padStart(2, '0')}:00`, isNextDay: hour >= 24 };
}
