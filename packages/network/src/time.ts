import { ProductError } from '@transit/core';

/**
 * The one zoned-time module: calendar days, local times and ISO date-times in a city's or a feed's time zone, and how
 * a service day's GTFS times become instants. A day is a calendar date counted as whole days since 1970-01-01; GTFS
 * times count seconds from the service day's "noon minus 12 h", which is local midnight except on the days clocks
 * change (see {@link serviceDayClock}). The web app imports this file alone (`@transit/network/time`), so the
 * network's schema and codec stay out of its first download.
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

/**
 * How one service day's GTFS times become instants. GTFS counts them from "noon minus 12 h"; the Madrid region's feeds
 * (CRTM's Metro de Madrid and Metro Ligero) instead write the trips after midnight as 00:xx of the next service day,
 * on the wall clock. The two readings agree on every day but those the clocks change, where noon minus 12 h is
 * 23:00 (spring) or 01:00 (autumn) and a 00:30 trip would move by an hour. So a trip that leaves its first stop before
 * the change counts from local midnight, and every later trip from noon minus 12 h, as GTFS says.
 */
export interface ServiceDayClock {
  /** The service day (days since 1970-01-01). */
  readonly day: number;
  /** Noon minus 12 h of the day, epoch milliseconds: where GTFS times count from. */
  readonly noonBaseEpochMs: number;
  /** Local midnight of the day, epoch milliseconds (equal to noonBaseEpochMs unless the clocks change that morning). */
  readonly midnightEpochMs: number;
  /**
   * Trips whose first departure (seconds of the service day) is below this count from local midnight: the later
   * wall-clock reading of the change (03:00 in Madrid, spring and autumn); 0 on a day without a change.
   */
  readonly wallClockBeforeSec: number;
}

const clocks = new Map<string, ServiceDayClock>();
/** Days × zones kept; a server asks about a handful of days at a time, so this never fills in practice. */
const CLOCK_CACHE_SIZE = 4096;

/** The {@link ServiceDayClock} of a service day in a time zone (cached: the API asks for the same days all day). */
export function serviceDayClock(day: number, timeZone: string): ServiceDayClock {
  const key = `${timeZone}|${day}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = computeServiceDayClock(day, timeZone);
    if (clocks.size >= CLOCK_CACHE_SIZE) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

function computeServiceDayClock(day: number, timeZone: string): ServiceDayClock {
  const noonBaseEpochMs = serviceDayStartEpochMs(day, timeZone);
  const noonEpochMs = noonBaseEpochMs + NOON_SEC * 1000;
  const noonOffsetMs = utcOffsetMs(noonEpochMs, timeZone);
  if (utcOffsetMs(noonBaseEpochMs, timeZone) === noonOffsetMs) {
    return { day, noonBaseEpochMs, midnightEpochMs: noonBaseEpochMs, wallClockBeforeSec: 0 };
  }
  const midnightEpochMs = zonedTimeToEpochMs(day, 0, timeZone);
  // The change: the first whole second from which the offset is noon's. Offsets change once in a morning.
  let before = Math.min(midnightEpochMs, noonBaseEpochMs) / 1000;
  let after = noonEpochMs / 1000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (utcOffsetMs(middle * 1000, timeZone) === noonOffsetMs) after = middle;
    else before = middle;
  }
  const changeEpochMs = after * 1000;
  const wallClockBeforeSec =
    Math.max(changeEpochMs - midnightEpochMs, changeEpochMs - noonBaseEpochMs) / 1000;
  return { day, noonBaseEpochMs, midnightEpochMs, wallClockBeforeSec };
}

/** Where the times of a trip count from, given its first departure (seconds of the service day). */
export function tripBaseEpochMs(clock: ServiceDayClock, tripStartSec: number): number {
  return tripStartSec < clock.wallClockBeforeSec ? clock.midnightEpochMs : clock.noonBaseEpochMs;
}

/**
 * The instant of a GTFS time of a service day (see {@link ServiceDayClock}).
 * @param seconds the time, seconds of the service day (may pass 86 400)
 * @param tripStartSec the first departure of the trip it belongs to; the time itself when it is that departure
 */
export function serviceTimeToEpochMs(
  day: number,
  seconds: number,
  timeZone: string,
  tripStartSec: number = seconds,
): number {
  return tripBaseEpochMs(serviceDayClock(day, timeZone), tripStartSec) + seconds * 1000;
}

/** The instants the API reasons about: from 1970-01-01 to the end of 2199 (UTC). */
export const MIN_EPOCH_MS = 0;
export const MAX_EPOCH_MS = Date.UTC(2200, 0, 1) - 1;
const MIN_YEAR = 1970;
const MAX_YEAR = 2199;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "+01:00", "-05:00", "+00:00" for an offset in milliseconds (whole minutes). */
function formatOffset(offsetMs: number): string {
  const totalMinutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}

/**
 * An instant as an ISO 8601 date-time in a time zone, with that zone's UTC offset at the instant and whole seconds:
 * `2025-11-19T07:00:00+01:00`.
 * @param epochMs an instant between {@link MIN_EPOCH_MS} and {@link MAX_EPOCH_MS}
 */
export function formatZonedDateTime(epochMs: number, timeZone: string): string {
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const offsetMs = utcOffsetMs(wholeSecondMs, timeZone);
  return new Date(wholeSecondMs + offsetMs).toISOString().slice(0, 19) + formatOffset(offsetMs);
}

/**
 * {@link formatZonedDateTime} for many instants, earliest first. Reading a zone's offset is the costly part, so when
 * the first and the last instant share one offset, every instant between them does: no zone changes its offset twice
 * within a day, and a list spans at most the arrivals window (≤ 24 h).
 */
export function formatZonedDateTimes(epochsMs: readonly number[], timeZone: string): string[] {
  const first = epochsMs[0];
  const last = epochsMs.at(-1);
  if (first === undefined || last === undefined || last - first > DAY_MS) {
    return epochsMs.map((epochMs) => formatZonedDateTime(epochMs, timeZone));
  }
  const offsetMs = utcOffsetMs(Math.floor(first / 1000) * 1000, timeZone);
  if (utcOffsetMs(Math.floor(last / 1000) * 1000, timeZone) !== offsetMs) {
    return epochsMs.map((epochMs) => formatZonedDateTime(epochMs, timeZone));
  }
  const suffix = formatOffset(offsetMs);
  return epochsMs.map(
    (epochMs) => new Date(Math.floor(epochMs / 1000) * 1000 + offsetMs).toISOString().slice(0, 19) + suffix,
  );
}

/** A local wall-clock time "HH:MM" of an instant in a time zone. */
export function formatLocalClock(epochMs: number, timeZone: string): string {
  const { secondsOfDay } = localTimeOf(epochMs, timeZone);
  return `${pad(Math.floor(secondsOfDay / 3600))}:${pad(Math.floor((secondsOfDay % 3600) / 60))}`;
}

/** "2026-02-20" as "20/02/2026": the date as written, with no time zone conversion (the notices' dates). */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2}):(\d{2}))?$/;

/**
 * Reads an ISO 8601 date-time as an instant. With `Z` or an offset it names that instant; without one it is a local
 * time in `timeZone` (so `2025-11-19T07:00` asks about seven in the morning where the city is). Fractions of a
 * millisecond are dropped. Undefined when the text is not such a date-time or lies outside the years 1970–2199.
 */
export function parseDateTime(text: string, timeZone: string): number | undefined {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone, sign, offsetH = '0', offsetM = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const dayOfMonth = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || dayOfMonth < 1) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || Number(offsetH) > 23 || Number(offsetM) > 59)
    return undefined;
  const day = dayOf(year, month, dayOfMonth);
  // Date.UTC rolls 31 April over to 1 May: a day that does not exist reads back as another month.
  if (new Date(day * DAY_MS).getUTCMonth() !== month - 1) return undefined;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const secondsOfDay = hour * 3600 + minute * 60 + second;
  let epochMs: number;
  if (zone === undefined) {
    epochMs = zonedTimeToEpochMs(day, secondsOfDay, timeZone) + millis;
  } else {
    const offsetMs = (Number(offsetH) * 60 + Number(offsetM)) * 60_000 * (sign === '-' ? -1 : 1);
    epochMs = day * DAY_MS + secondsOfDay * 1000 + millis - (zone === 'Z' ? 0 : offsetMs);
  }
  return epochMs >= MIN_EPOCH_MS && epochMs <= MAX_EPOCH_MS ? epochMs : undefined;
}

/** Reads an ISO date (YYYY-MM-DD) between 1970 and 2199 as a day number; undefined otherwise. */
export function parseIsoDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || dayOfMonth < 1) return undefined;
  const day = dayOf(year, month, dayOfMonth);
  return new Date(day * DAY_MS).getUTCMonth() === month - 1 ? day : undefined;
}
