import { dayOf, localTimeOf, utcOffsetMs, zonedTimeToEpochMs } from '@transit/core';

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
  if (first === undefined || last === undefined || last - first > 86_400_000) {
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
  if (new Date(day * 86_400_000).getUTCMonth() !== month - 1) return undefined;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const secondsOfDay = hour * 3600 + minute * 60 + second;
  let epochMs: number;
  if (zone === undefined) {
    epochMs = zonedTimeToEpochMs(day, secondsOfDay, timeZone) + millis;
  } else {
    const offsetMs = (Number(offsetH) * 60 + Number(offsetM)) * 60_000 * (sign === '-' ? -1 : 1);
    epochMs = day * 86_400_000 + secondsOfDay * 1000 + millis - (zone === 'Z' ? 0 : offsetMs);
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
  return new Date(day * 86_400_000).getUTCMonth() === month - 1 ? day : undefined;
}
