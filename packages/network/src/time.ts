import { ProductError } from '../errors';

/**
 * Calendar days and local times in a feed's time zone. A day is a calendar date counted as whole days since
 * 1970-01-01; GTFS times count seconds from the service day's "noon minus 12 h", which is local midnight except on
 * the days clocks change.
 */

const DAY_MS = 86_400_000;
const NOON_SEC = 12 * 3600;

export class TimeError extends ProductError<'DATE_INVALID' | 'TIME_ZONE_INVALID'> {
  override readonly name = 'TimeError';
}

/** The day number of a calendar date given as year, month (1–12) and day of month. */
export function dayOf(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / DAY_MS);
}

/** Reads a GTFS date (YYYYMMDD) or an ISO date (YYYY-MM-DD) as a day number; a coded error otherwise. */
export function parseDay(text: string): number {
  // Both separators or neither: '2025-0220' is neither shape.
  const match = /^(\d{4})(-?)(\d{2})\2(\d{2})$/.exec(text.trim());
  const [, y, , m, d] = match ?? [];
  const year = Number(y);
  const month = Number(m);
  const dayOfMonth = Number(d);
  if (!match || month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) {
    throw new TimeError('DATE_INVALID', `'${text}' is not a date (YYYYMMDD or YYYY-MM-DD).`);
  }
  const day = dayOf(year, month, dayOfMonth);
  if (new Date(day * DAY_MS).getUTCDate() !== dayOfMonth) {
    throw new TimeError('DATE_INVALID', `'${text}' is not a date: that month has no day ${dayOfMonth}.`);
  }
  return day;
}

/** The ISO date (YYYY-MM-DD) of a day number. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day number: 0 Monday … 6 Sunday (the order of GTFS calendar.txt). */
export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday (3 counting from Monday = 0).
  return (((day + 3) % 7) + 7) % 7;
}

/** Reads a GTFS time (H:MM:SS or HH:MM:SS, hours may pass 24) as seconds; undefined when it is not one. */
export function parseGtfsTime(text: string): number | undefined {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Writes seconds as HH:MM:SS, hours past 24 kept (GTFS style). */
export function formatGtfsTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new TimeError('TIME_ZONE_INVALID', `'${timeZone}' is not an IANA time zone.`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar day and seconds since local midnight of an instant in a time zone. */
export function localTimeOf(epochMs: number, timeZone: string): { day: number; secondsOfDay: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { day: dayOf(year, month, day), secondsOfDay: hour * 3600 + minute * 60 + second };
}

/** How far local time is ahead of UTC at an instant, in milliseconds. */
export function utcOffsetMs(epochMs: number, timeZone: string): number {
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const { day, secondsOfDay } = localTimeOf(wholeSecondMs, timeZone);
  return day * DAY_MS + secondsOfDay * 1000 - wholeSecondMs;
}

/** The instant of a local wall-clock time (day and seconds since midnight) in a time zone. */
export function zonedTimeToEpochMs(day: number, secondsOfDay: number, timeZone: string): number {
  const wall = day * DAY_MS + secondsOfDay * 1000;
  const first = wall - utcOffsetMs(wall, timeZone);
  return wall - utcOffsetMs(first, timeZone);
}

/**
 * The instant GTFS times of a service day count from: noon minus 12 hours (spec of GTFS stop_times), so that a
 * departure at `seconds` happens at serviceDayStartEpochMs(day) + seconds × 1000 even on days clocks change.
 */
export function serviceDayStartEpochMs(day: number, timeZone: string): number {
  return zonedTimeToEpochMs(day, NOON_SEC, timeZone) - NOON_SEC * 1000;
}
