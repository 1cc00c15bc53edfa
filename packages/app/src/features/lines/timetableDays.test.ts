import { describe, expect, it } from 'vitest';
import { TIMETABLE_DAY_COUNT, timetableDays } from './timetableDays';

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
