import { dayOf } from '@transit/core';
import { describe, expect, it } from 'vitest';
import {
  formatLocalClock,
  formatZonedDateTime,
  formatZonedDateTimes,
  MAX_EPOCH_MS,
  parseDateTime,
  parseIsoDay,
} from './zonedTime';

describe('formatZonedDateTime', () => {
  it("writes an instant with the zone's offset at that instant, in whole seconds", () => {
    expect(formatZonedDateTime(Date.parse('2025-11-19T06:00:00.999Z'), 'Europe/Madrid')).toBe(
      '2025-11-19T07:00:00+01:00',
    );
    expect(formatZonedDateTime(Date.parse('2025-07-01T06:00:00Z'), 'Europe/Madrid')).toBe(
      '2025-07-01T08:00:00+02:00',
    );
    expect(formatZonedDateTime(Date.parse('2025-11-19T13:00:00Z'), 'America/New_York')).toBe(
      '2025-11-19T08:00:00-05:00',
    );
    expect(formatZonedDateTime(0, 'UTC')).toBe('1970-01-01T00:00:00+00:00');
    expect(formatZonedDateTime(Date.parse('2025-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(
      '2025-01-01T05:30:00+05:30',
    );
  });
});

describe('formatZonedDateTimes', () => {
  it('writes many instants as formatZonedDateTime does, across a clock change too', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(formatZonedDateTimes([], 'Europe/Madrid')).toEqual([]);
    expect(
      formatZonedDateTimes([at('2025-11-19T06:00:00Z'), at('2025-11-19T07:30:45Z')], 'Europe/Madrid'),
    ).toEqual(['2025-11-19T07:00:00+01:00', '2025-11-19T08:30:45+01:00']);
    // Clocks go back at 03:00 CEST on 26 October 2025: 02:30 happens twice.
    expect(
      formatZonedDateTimes([at('2025-10-26T00:30:00Z'), at('2025-10-26T01:30:00Z')], 'Europe/Madrid'),
    ).toEqual(['2025-10-26T02:30:00+02:00', '2025-10-26T02:30:00+01:00']);
    const apart = [at('2025-03-01T12:00:00Z'), at('2025-07-01T12:00:00Z')];
    expect(formatZonedDateTimes(apart, 'Europe/Madrid')).toEqual(
      apart.map((epochMs) => formatZonedDateTime(epochMs, 'Europe/Madrid')),
    );
  });
});

describe('formatLocalClock', () => {
  it('writes HH:MM local time', () => {
    expect(formatLocalClock(Date.parse('2025-11-20T00:10:00Z'), 'Europe/Madrid')).toBe('01:10');
  });
});

describe('parseDateTime', () => {
  const madrid = 'Europe/Madrid';
  it('reads an instant with Z or an offset', () => {
    expect(parseDateTime('2025-11-19T06:00:00Z', madrid)).toBe(Date.parse('2025-11-19T06:00:00Z'));
    expect(parseDateTime('2025-11-19T07:00:00+01:00', madrid)).toBe(Date.parse('2025-11-19T06:00:00Z'));
    expect(parseDateTime('2025-11-19T01:00:00-05:00', madrid)).toBe(Date.parse('2025-11-19T06:00:00Z'));
    expect(parseDateTime('2025-11-19T06:00:00.123456Z', madrid)).toBe(Date.parse('2025-11-19T06:00:00.123Z'));
  });

  it("reads a time without offset as the city's local time, on either side of a clock change", () => {
    expect(parseDateTime('2025-11-19T07:00', madrid)).toBe(Date.parse('2025-11-19T06:00:00Z'));
    expect(parseDateTime('2025-07-01T08:00:30', madrid)).toBe(Date.parse('2025-07-01T06:00:30Z'));
    expect(parseDateTime('2025-11-19T08:00', 'America/New_York')).toBe(Date.parse('2025-11-19T13:00:00Z'));
  });

  it('refuses what is not a date-time, a day that does not exist, and years outside 1970–2199', () => {
    for (const text of [
      '',
      'now',
      '2025-11-19',
      '2025-02-29T00:00',
      '2025-04-31T00:00',
      '2025-11-19T24:00',
      '2025-11-19T23:60',
      '2025-11-19T23:00:60Z',
      '2025-11-19T23:00:00+24:00',
      '2025-11-19T23:00:00+01:60',
      '2025-00-10T00:00',
      '2025-13-10T00:00',
      '2025-01-00T00:00',
      '1969-12-31T23:59:59Z',
      '2200-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
    ]) {
      expect(parseDateTime(text, madrid), text).toBeUndefined();
    }
    expect(parseDateTime('2199-12-31T23:59:59.999Z', madrid)).toBe(MAX_EPOCH_MS);
  });
});

describe('parseIsoDay', () => {
  it('reads YYYY-MM-DD between 1970 and 2199', () => {
    expect(parseIsoDay('2025-11-19')).toBe(dayOf(2025, 11, 19));
    expect(parseIsoDay('2024-02-29')).toBe(dayOf(2024, 2, 29));
    for (const text of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-01',
      '2025-01-00',
      '20251119',
      '1969-12-31',
      '2200-01-01',
      ' 2025-11-19',
    ]) {
      expect(parseIsoDay(text), text).toBeUndefined();
    }
  });
});
