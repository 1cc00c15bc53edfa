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
