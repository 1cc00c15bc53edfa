import { describe, expect, it } from 'vitest';
import { ProductError } from '@transit/core';
import {
  dayOf,
  formatDay,
  formatGtfsTime,
  localTimeOf,
  parseDay,
  parseGtfsTime,
  formatIsoDate,
  formatLocalClock,
  formatZonedDateTime,
  formatZonedDateTimes,
  MAX_EPOCH_MS,
  parseDateTime,
  parseIsoDay,
  serviceDayClock,
  serviceDayStartEpochMs,
  serviceTimeToEpochMs,
  TimeError,
  utcOffsetMs,
  weekdayOf,
  zonedTimeToEpochMs,
} from './time';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';
/** The day number of a date, computed independently of the code under test. */
const utcDay = (year: number, month: number, dayOfMonth: number) =>
  Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;
const hms = (h: number, m = 0, s = 0) => h * 3600 + m * 60 + s;

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected it to throw');
}

describe('dayOf', () => {
  it('counts whole days since 1970-01-01', () => {
    expect(dayOf(1970, 1, 1)).toBe(0);
    expect(dayOf(1970, 1, 2)).toBe(1);
    expect(dayOf(1969, 12, 31)).toBe(-1);
    expect(dayOf(2025, 2, 20)).toBe(utcDay(2025, 2, 20));
  });

  it('rolls an overflowing day of month into the next month', () => {
    expect(dayOf(2025, 1, 32)).toBe(dayOf(2025, 2, 1));
  });
});

describe('parseDay', () => {
  it('reads a GTFS date (YYYYMMDD)', () => {
    expect(parseDay('20250220')).toBe(utcDay(2025, 2, 20));
    expect(parseDay('19700101')).toBe(0);
  });

  it('reads an ISO date (YYYY-MM-DD)', () => {
    expect(parseDay('2025-02-20')).toBe(utcDay(2025, 2, 20));
    expect(parseDay('1969-12-31')).toBe(-1);
  });

  it('ignores surrounding spaces', () => {
    expect(parseDay(' 2025-02-20\n')).toBe(utcDay(2025, 2, 20));
  });

  it('accepts the 29th of February in a leap year only', () => {
    expect(parseDay('20240229')).toBe(utcDay(2024, 2, 29));
    expect(() => parseDay('20250229')).toThrow('that month has no day 29');
  });

  it('rejects a day the month does not have, with the DATE_INVALID code', () => {
    const error = thrown(() => parseDay('20250230'));
    expect(error).toBeInstanceOf(TimeError);
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({
      name: 'TimeError',
      code: 'DATE_INVALID',
      message: "'20250230' is not a date: that month has no day 30.",
    });
    expect(() => parseDay('2025-04-31')).toThrow('that month has no day 31');
  });

  it('rejects a month outside 1–12, with the DATE_INVALID code', () => {
    const error = thrown(() => parseDay('2025-13-01'));
    expect(error).toMatchObject({
      code: 'DATE_INVALID',
      message: "'2025-13-01' is not a date (YYYYMMDD or YYYY-MM-DD).",
    });
    expect(String(error)).toBe("DATE_INVALID | '2025-13-01' is not a date (YYYYMMDD or YYYY-MM-DD).");
    expect(() => parseDay('2025-00-10')).toThrow(TimeError);
  });

  it('rejects day 0 and days past 31', () => {
    expect(() => parseDay('2025-01-00')).toThrow(TimeError);
    expect(() => parseDay('2025-01-32')).toThrow(TimeError);
  });

  it('rejects text in any other shape', () => {
    for (const text of ['', 'tomorrow', '2025/02/20', '250220', '2025-2-20', '202502201', '20-25-0220']) {
      expect(() => parseDay(text), text).toThrow(expect.objectContaining({ code: 'DATE_INVALID' }));
    }
  });

  it('rejects a date that mixes the two shapes', () => {
    expect(() => parseDay('2025-0220')).toThrow(TimeError);
    expect(() => parseDay('202502-20')).toThrow(TimeError);
  });
});

describe('formatDay', () => {
  it('writes a day number as an ISO date', () => {
    expect(formatDay(0)).toBe('1970-01-01');
    expect(formatDay(-1)).toBe('1969-12-31');
    expect(formatDay(utcDay(2025, 2, 20))).toBe('2025-02-20');
  });

  it('gives back what parseDay read', () => {
    for (const text of ['2024-02-29', '2025-03-30', '2025-10-26', '2025-12-31', '2026-01-01']) {
      expect(formatDay(parseDay(text))).toBe(text);
    }
  });
});

describe('weekdayOf: 0 Monday … 6 Sunday', () => {
  it('knows 1970-01-01 was a Thursday', () => {
    expect(weekdayOf(0)).toBe(3);
  });

  it('knows 2025-02-20 is a Thursday and walks the week from Monday 17th', () => {
    expect(weekdayOf(parseDay('2025-02-20'))).toBe(3);
    const monday = parseDay('2025-02-17');
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayOf(monday + i))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOf(monday + 7)).toBe(0);
  });

  it('works for days before 1970', () => {
    expect(weekdayOf(-1)).toBe(2); // 1969-12-31, a Wednesday
    expect(weekdayOf(-4)).toBe(6); // 1969-12-28, a Sunday
    expect(weekdayOf(-7)).toBe(3);
  });

  it('agrees with the calendar for every day of a year', () => {
    for (let day = parseDay('2025-01-01'); day <= parseDay('2025-12-31'); day += 1) {
      expect(weekdayOf(day)).toBe((new Date(day * DAY_MS).getUTCDay() + 6) % 7);
    }
  });
});

describe('parseGtfsTime', () => {
  it('reads HH:MM:SS as seconds', () => {
    expect(parseGtfsTime('00:00:00')).toBe(0);
    expect(parseGtfsTime('08:05:30')).toBe(hms(8, 5, 30));
    expect(parseGtfsTime('23:59:59')).toBe(86_399);
  });

  it('keeps hours past 24 (trips that run after midnight)', () => {
    expect(parseGtfsTime('25:10:00')).toBe(90_600);
    expect(parseGtfsTime('47:59:59')).toBe(hms(47, 59, 59));
  });

  it('accepts a one-digit hour and surrounding spaces', () => {
    expect(parseGtfsTime('8:05:00')).toBe(hms(8, 5));
    expect(parseGtfsTime(' 07:00:00 ')).toBe(hms(7));
  });

  it('answers undefined for text that is not a GTFS time', () => {
    for (const text of [
      '',
      'noon',
      '08:05',
      '08:60:00',
      '08:05:60',
      '08:5:00',
      '-1:00:00',
      '1000:00:00',
      '08.05.00',
      '08:05:00.5',
    ]) {
      expect(parseGtfsTime(text), text).toBeUndefined();
    }
  });
});

describe('formatGtfsTime', () => {
  it('writes seconds as HH:MM:SS', () => {
    expect(formatGtfsTime(0)).toBe('00:00:00');
    expect(formatGtfsTime(hms(8, 5, 30))).toBe('08:05:30');
  });

  it('keeps hours past 24', () => {
    expect(formatGtfsTime(90_600)).toBe('25:10:00');
    expect(formatGtfsTime(hms(100, 1, 2))).toBe('100:01:02');
  });

  it('gives back what parseGtfsTime read', () => {
    for (const text of ['00:00:01', '12:34:56', '24:00:00', '25:10:00', '47:59:59']) {
      expect(formatGtfsTime(parseGtfsTime(text) as number)).toBe(text);
    }
  });
});

describe('localTimeOf', () => {
  it('gives the local day and time in Madrid, winter (UTC+1) and summer (UTC+2)', () => {
    expect(localTimeOf(Date.UTC(2025, 0, 15, 12), MADRID)).toEqual({
      day: utcDay(2025, 1, 15),
      secondsOfDay: hms(13),
    });
    expect(localTimeOf(Date.UTC(2025, 6, 15, 12, 30, 15), MADRID)).toEqual({
      day: utcDay(2025, 7, 15),
      secondsOfDay: hms(14, 30, 15),
    });
  });

  it('gives the local day and time in New York, winter (UTC−5) and summer (UTC−4)', () => {
    expect(localTimeOf(Date.UTC(2025, 0, 15, 12), NEW_YORK)).toEqual({
      day: utcDay(2025, 1, 15),
      secondsOfDay: hms(7),
    });
    expect(localTimeOf(Date.UTC(2025, 6, 15, 12), NEW_YORK)).toEqual({
      day: utcDay(2025, 7, 15),
      secondsOfDay: hms(8),
    });
  });

  it('moves to the next or previous calendar day across local midnight', () => {
    expect(localTimeOf(Date.UTC(2025, 0, 15, 23, 30), MADRID)).toEqual({
      day: utcDay(2025, 1, 16),
      secondsOfDay: hms(0, 30),
    });
    expect(localTimeOf(Date.UTC(2025, 0, 15, 3), NEW_YORK)).toEqual({
      day: utcDay(2025, 1, 14),
      secondsOfDay: hms(22),
    });
  });

  it('gives midnight as 0 seconds, not 24:00', () => {
    expect(localTimeOf(Date.UTC(2025, 0, 14, 23), MADRID)).toEqual({
      day: utcDay(2025, 1, 15),
      secondsOfDay: 0,
    });
  });

  it('jumps from 01:59:59 to 03:00:00 when Madrid clocks go forward (2025-03-30)', () => {
    const day = utcDay(2025, 3, 30);
    expect(localTimeOf(Date.UTC(2025, 2, 30, 0, 59, 59), MADRID)).toEqual({
      day,
      secondsOfDay: hms(1, 59, 59),
    });
    expect(localTimeOf(Date.UTC(2025, 2, 30, 1), MADRID)).toEqual({ day, secondsOfDay: hms(3) });
  });

  it('shows 02:30 twice when Madrid clocks go back (2025-10-26)', () => {
    const day = utcDay(2025, 10, 26);
    expect(localTimeOf(Date.UTC(2025, 9, 26, 0, 30), MADRID)).toEqual({ day, secondsOfDay: hms(2, 30) });
    expect(localTimeOf(Date.UTC(2025, 9, 26, 1, 30), MADRID)).toEqual({ day, secondsOfDay: hms(2, 30) });
  });

  it('follows New York clock changes (2025-03-09 and 2025-11-02)', () => {
    expect(localTimeOf(Date.UTC(2025, 2, 9, 7), NEW_YORK)).toEqual({
      day: utcDay(2025, 3, 9),
      secondsOfDay: hms(3),
    });
    expect(localTimeOf(Date.UTC(2025, 10, 2, 6), NEW_YORK)).toEqual({
      day: utcDay(2025, 11, 2),
      secondsOfDay: hms(1),
    });
  });

  it('throws TIME_ZONE_INVALID for a name that is not an IANA time zone', () => {
    const error = thrown(() => localTimeOf(0, 'Mars/Olympus_Mons'));
    expect(error).toBeInstanceOf(TimeError);
    expect(error).toMatchObject({
      code: 'TIME_ZONE_INVALID',
      message: "'Mars/Olympus_Mons' is not an IANA time zone.",
    });
  });
});

describe('utcOffsetMs', () => {
  it('is how far local time is ahead of UTC', () => {
    expect(utcOffsetMs(Date.UTC(2025, 0, 15), MADRID)).toBe(HOUR_MS);
    expect(utcOffsetMs(Date.UTC(2025, 6, 15), MADRID)).toBe(2 * HOUR_MS);
    expect(utcOffsetMs(Date.UTC(2025, 0, 15), NEW_YORK)).toBe(-5 * HOUR_MS);
    expect(utcOffsetMs(Date.UTC(2025, 6, 15), NEW_YORK)).toBe(-4 * HOUR_MS);
    expect(utcOffsetMs(Date.UTC(2025, 6, 15), 'UTC')).toBe(0);
  });

  it('stays a whole offset for an instant with milliseconds', () => {
    expect(utcOffsetMs(Date.UTC(2025, 0, 15, 10, 0, 0, 999), MADRID)).toBe(HOUR_MS);
  });
});

describe('zonedTimeToEpochMs', () => {
  it('finds the instant of a local time in Madrid and New York', () => {
    expect(zonedTimeToEpochMs(utcDay(2025, 2, 20), hms(8), MADRID)).toBe(Date.UTC(2025, 1, 20, 7));
    expect(zonedTimeToEpochMs(utcDay(2025, 7, 15), hms(8), MADRID)).toBe(Date.UTC(2025, 6, 15, 6));
    expect(zonedTimeToEpochMs(utcDay(2025, 2, 20), hms(8), NEW_YORK)).toBe(Date.UTC(2025, 1, 20, 13));
    expect(zonedTimeToEpochMs(utcDay(2025, 7, 15), hms(23, 30), NEW_YORK)).toBe(Date.UTC(2025, 6, 16, 3, 30));
  });

  it('is the inverse of localTimeOf, hour by hour through both Madrid clock changes', () => {
    for (const [from, to] of [
      [Date.UTC(2025, 2, 29), Date.UTC(2025, 2, 31)],
      [Date.UTC(2025, 9, 25), Date.UTC(2025, 9, 27)],
    ] as const) {
      for (let instant = from; instant < to; instant += HOUR_MS / 2) {
        const local = localTimeOf(instant, MADRID);
        const back = zonedTimeToEpochMs(local.day, local.secondsOfDay, MADRID);
        // Where 02:00–03:00 happens twice (October), either instant is that wall-clock time.
        expect(localTimeOf(back, MADRID)).toEqual(local);
      }
    }
  });

  it('maps the hour before and after the spring-forward gap on 2025-03-30 in Madrid', () => {
    const day = utcDay(2025, 3, 30);
    expect(zonedTimeToEpochMs(day, hms(1, 59), MADRID)).toBe(Date.UTC(2025, 2, 30, 0, 59));
    expect(zonedTimeToEpochMs(day, hms(3), MADRID)).toBe(Date.UTC(2025, 2, 30, 1));
    expect(zonedTimeToEpochMs(day, hms(12), MADRID)).toBe(Date.UTC(2025, 2, 30, 10));
  });

  it('moves a wall-clock time inside the spring-forward gap (02:30, which never happens) an hour later', () => {
    const instant = zonedTimeToEpochMs(utcDay(2025, 3, 30), hms(2, 30), MADRID);
    expect(instant).toBe(Date.UTC(2025, 2, 30, 1, 30));
    expect(localTimeOf(instant, MADRID).secondsOfDay).toBe(hms(3, 30));
  });

  it('picks one of the two instants of 02:30 on 2025-10-26 in Madrid, and the right offsets around it', () => {
    const day = utcDay(2025, 10, 26);
    const instant = zonedTimeToEpochMs(day, hms(2, 30), MADRID);
    expect([Date.UTC(2025, 9, 26, 0, 30), Date.UTC(2025, 9, 26, 1, 30)]).toContain(instant);
    expect(zonedTimeToEpochMs(day, hms(1, 30), MADRID)).toBe(Date.UTC(2025, 9, 25, 23, 30));
    expect(zonedTimeToEpochMs(day, hms(3, 30), MADRID)).toBe(Date.UTC(2025, 9, 26, 2, 30));
  });

  it('throws TIME_ZONE_INVALID for an unknown time zone', () => {
    expect(() => zonedTimeToEpochMs(0, 0, 'Europe/Atlantis')).toThrow(
      expect.objectContaining({ code: 'TIME_ZONE_INVALID' }),
    );
  });
});

describe('serviceDayStartEpochMs: noon minus 12 h', () => {
  it('is local midnight on an ordinary day', () => {
    expect(serviceDayStartEpochMs(utcDay(2025, 2, 20), MADRID)).toBe(Date.UTC(2025, 1, 19, 23));
    expect(serviceDayStartEpochMs(utcDay(2025, 7, 15), MADRID)).toBe(Date.UTC(2025, 6, 14, 22));
    expect(serviceDayStartEpochMs(utcDay(2025, 2, 20), NEW_YORK)).toBe(Date.UTC(2025, 1, 20, 5));
    expect(serviceDayStartEpochMs(utcDay(2025, 2, 20), 'UTC')).toBe(Date.UTC(2025, 1, 20));
  });

  it('is 23:00 of the day before when Madrid clocks go forward (2025-03-30)', () => {
    const start = serviceDayStartEpochMs(utcDay(2025, 3, 30), MADRID);
    expect(start).toBe(Date.UTC(2025, 2, 29, 22));
    expect(localTimeOf(start, MADRID)).toEqual({ day: utcDay(2025, 3, 29), secondsOfDay: hms(23) });
  });

  it('is 01:00 when Madrid clocks go back (2025-10-26)', () => {
    const start = serviceDayStartEpochMs(utcDay(2025, 10, 26), MADRID);
    expect(start).toBe(Date.UTC(2025, 9, 25, 23));
    expect(localTimeOf(start, MADRID)).toEqual({ day: utcDay(2025, 10, 26), secondsOfDay: hms(1) });
  });

  it('keeps GTFS times after the change on wall-clock time on both Madrid change days', () => {
    for (const date of [utcDay(2025, 3, 30), utcDay(2025, 10, 26)]) {
      const departure = serviceDayStartEpochMs(date, MADRID) + hms(8, 15) * 1000;
      expect(localTimeOf(departure, MADRID)).toEqual({ day: date, secondsOfDay: hms(8, 15) });
    }
  });

  it('is 23:00 or 01:00 on the New York change days too (2025-03-09, 2025-11-02)', () => {
    expect(localTimeOf(serviceDayStartEpochMs(utcDay(2025, 3, 9), NEW_YORK), NEW_YORK)).toEqual({
      day: utcDay(2025, 3, 8),
      secondsOfDay: hms(23),
    });
    expect(localTimeOf(serviceDayStartEpochMs(utcDay(2025, 11, 2), NEW_YORK), NEW_YORK)).toEqual({
      day: utcDay(2025, 11, 2),
      secondsOfDay: hms(1),
    });
  });

  it('throws TIME_ZONE_INVALID for an unknown time zone', () => {
    expect(() => serviceDayStartEpochMs(0, 'Nowhere')).toThrow(TimeError);
  });
});

describe('serviceDayClock: when night trips count from midnight', () => {
  it('counts every trip from noon minus 12 h (local midnight) on an ordinary day', () => {
    const clock = serviceDayClock(utcDay(2025, 2, 20), MADRID);
    expect(clock).toEqual({
      day: utcDay(2025, 2, 20),
      noonBaseEpochMs: Date.UTC(2025, 1, 19, 23),
      midnightEpochMs: Date.UTC(2025, 1, 19, 23),
      wallClockBeforeSec: 0,
    });
  });

  it('counts trips leaving before 03:00 from midnight on the spring change day (2025-03-30)', () => {
    const clock = serviceDayClock(utcDay(2025, 3, 30), MADRID);
    expect(clock.midnightEpochMs).toBe(Date.parse('2025-03-30T00:00:00+01:00'));
    expect(clock.noonBaseEpochMs).toBe(Date.parse('2025-03-29T23:00:00+01:00'));
    expect(clock.wallClockBeforeSec).toBe(hms(3));
    const day = utcDay(2025, 3, 30);
    expect(serviceTimeToEpochMs(day, hms(0, 30), MADRID)).toBe(Date.parse('2025-03-30T00:30:00+01:00'));
    expect(serviceTimeToEpochMs(day, hms(1, 45), MADRID)).toBe(Date.parse('2025-03-30T01:45:00+01:00'));
    expect(serviceTimeToEpochMs(day, hms(6, 5), MADRID)).toBe(Date.parse('2025-03-30T06:05:00+02:00'));
    // A stop 24 minutes after a 01:45 start is reached at 03:09 summer time.
    expect(serviceTimeToEpochMs(day, hms(2, 9), MADRID, hms(1, 45))).toBe(
      Date.parse('2025-03-30T03:09:00+02:00'),
    );
  });

  it('counts trips leaving before 03:00 from midnight on the autumn change day (2025-10-26)', () => {
    const day = utcDay(2025, 10, 26);
    expect(serviceDayClock(day, MADRID).wallClockBeforeSec).toBe(hms(3));
    expect(serviceTimeToEpochMs(day, hms(0, 30), MADRID)).toBe(Date.parse('2025-10-26T00:30:00+02:00'));
    expect(serviceTimeToEpochMs(day, hms(6, 5), MADRID)).toBe(Date.parse('2025-10-26T06:05:00+01:00'));
  });

  it('leaves times from 24:00 of the evening before a change as GTFS counts them', () => {
    expect(serviceTimeToEpochMs(utcDay(2025, 3, 29), hms(24, 30), MADRID)).toBe(
      Date.parse('2025-03-30T00:30:00+01:00'),
    );
    expect(serviceTimeToEpochMs(utcDay(2025, 10, 25), hms(24, 30), MADRID)).toBe(
      Date.parse('2025-10-26T00:30:00+02:00'),
    );
  });

  it('finds New York’s changes too (2025-03-09 at 02:00, 2025-11-02 at 02:00)', () => {
    expect(serviceTimeToEpochMs(utcDay(2025, 3, 9), hms(1, 30), NEW_YORK)).toBe(
      Date.parse('2025-03-09T01:30:00-05:00'),
    );
    expect(serviceTimeToEpochMs(utcDay(2025, 11, 2), hms(0, 30), NEW_YORK)).toBe(
      Date.parse('2025-11-02T00:30:00-04:00'),
    );
  });
});

describe('formatIsoDate', () => {
  it('reads day/month/year, as written (no time zone conversion)', () => {
    expect(formatIsoDate('2026-02-20')).toBe('20/02/2026');
    expect(formatIsoDate('2025-12-31')).toBe('31/12/2025');
  });
});

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
