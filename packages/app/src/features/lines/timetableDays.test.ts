import { describe, expect, it } from 'vitest';
import { clockOfHour, hourRows, TIMETABLE_DAY_COUNT, timetableDays } from './timetableDays';

describe('the timetable days', () => {
  it('are today in the city and the six days after, a whole week', () => {
    // 2026-03-01 23:30 UTC is already Monday 2 March in Madrid.
    const days = timetableDays(Date.UTC(2026, 2, 1, 23, 30), 'Europe/Madrid');
    expect(TIMETABLE_DAY_COUNT).toBe(7);
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(days.map((day) => day.offsetDays)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days[0]?.day).toBe(Date.UTC(2026, 2, 2) / 86_400_000);
  });

  it('follow the city, not the device: New York is still on 1 March', () => {
    expect(timetableDays(Date.UTC(2026, 2, 1, 23, 30), 'America/New_York', 1)[0]?.date).toBe('2026-03-01');
  });
});

describe('the departures-per-hour rows', () => {
  it('run from the first hour with a departure to the last, quiet hours between them included', () => {
    const perHour = new Array<number>(28).fill(0);
    perHour[6] = 7;
    perHour[8] = 12;
    perHour[25] = 1;
    expect(hourRows(perHour).map((row) => `${row.hour}:${row.departureCount}`)).toEqual([
      '6:7',
      '7:0',
      '8:12',
      ...Array.from({ length: 16 }, (_, index) => `${index + 9}:0`),
      '25:1',
    ]);
  });

  it('are none when nothing runs', () => {
    expect(hourRows(new Array<number>(28).fill(0))).toEqual([]);
  });

  it('read hours of the service day as clock hours, those past midnight marked as the next day', () => {
    expect(clockOfHour(6)).toEqual({ time: '06:00', isNextDay: false });
    expect(clockOfHour(23)).toEqual({ time: '23:00', isNextDay: false });
    expect(clockOfHour(24)).toEqual({ time: '00:00', isNextDay: true });
    expect(clockOfHour(27)).toEqual({ time: '03:00', isNextDay: true });
  });
});
