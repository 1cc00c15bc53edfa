import { dayOf } from '@transit/network';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from './calendar';
import type { GtfsFeed } from './feed';
import { calendarDateRow, calendarRow } from './schemas';

const WEEKDAYS = {
  monday: '1',
  tuesday: '1',
  wednesday: '1',
  thursday: '1',
  friday: '1',
  saturday: '0',
  sunday: '1',
};

function feedOf(
  calendar: Record<string, string>[],
  dates: Record<string, string>[],
  feedInfo?: GtfsFeed['feedInfo'],
) {
  return {
    feedInfo,
    calendar: calendar.map((row, i) => ({ ...calendarRow.parse(row), line: i + 2 })),
    calendarDates: dates.map((row, i) => ({ ...calendarDateRow.parse(row), line: i + 2 })),
  } as unknown as GtfsFeed;
}

describe('buildCalendar', () => {
  it('sets weekday bits from Monday (bit 0) to Sunday (bit 6) and spans the calendar and added dates', () => {
    const bad: string[] = [];
    const calendar = buildCalendar(
      feedOf(
        [{ service_id: 'A', ...WEEKDAYS, start_date: '20250106', end_date: '20250630' }],
        [
          { service_id: 'A', date: '20250501', exception_type: '2' },
          { service_id: 'ONLY', date: '20250712', exception_type: '1' },
          { service_id: 'ONLY', date: '20241231', exception_type: '2' },
        ],
      ),
      bad,
    );
    expect(bad).toEqual([]);
    expect(calendar.services.get('A')).toMatchObject({ weekdays: 0b1011111, exceptions: [{ type: 2 }] });
    // A service only calendar_dates defines has an empty range: its days are its exceptions.
    expect(calendar.services.get('ONLY')).toMatchObject({ startDay: 0, endDay: -1, weekdays: 0 });
    expect(calendar.startDay).toBe(dayOf(2025, 1, 6));
    expect(calendar.endDay).toBe(dayOf(2025, 7, 12));
  });

  it('starts the feed where its calendar starts, not at a holiday swap it lists before (CRTM lists the whole year)', () => {
    // Metro de Madrid's snapshot: calendar.txt from 2025-02-20; calendar_dates swaps weekday for Sunday service on
    // 2025-01-01 and 2025-01-06 as well, weeks before anything runs.
    const calendar = buildCalendar(
      feedOf(
        [
          { service_id: 'WD', ...WEEKDAYS, sunday: '0', start_date: '20250220', end_date: '20260220' },
          {
            service_id: 'SU',
            ...WEEKDAYS,
            monday: '0',
            tuesday: '0',
            wednesday: '0',
            thursday: '0',
            friday: '0',
            sunday: '1',
            start_date: '20250220',
            end_date: '20260220',
          },
        ],
        [
          { service_id: 'WD', date: '20250101', exception_type: '2' },
          { service_id: 'SU', date: '20250101', exception_type: '1' },
          { service_id: 'WD', date: '20250106', exception_type: '2' },
          { service_id: 'SU', date: '20250106', exception_type: '1' },
          { service_id: 'WD', date: '20251225', exception_type: '2' },
          { service_id: 'SU', date: '20251225', exception_type: '1' },
        ],
      ),
      [],
    );
    expect([calendar.startDay, calendar.endDay]).toEqual([dayOf(2025, 2, 20), dayOf(2026, 2, 20)]);
  });

  it("prefers feed_info's dates, and reports repeated services, reversed ranges and repeated exceptions", () => {
    const bad: string[] = [];
    const calendar = buildCalendar(
      feedOf(
        [
          { service_id: 'A', ...WEEKDAYS, start_date: '20250106', end_date: '20250630' },
          { service_id: 'A', ...WEEKDAYS, start_date: '20250106', end_date: '20250630' },
          { service_id: 'B', ...WEEKDAYS, start_date: '20250630', end_date: '20250106' },
        ],
        [
          { service_id: 'A', date: '20250501', exception_type: '2' },
          { service_id: 'A', date: '20250501', exception_type: '1' },
        ],
        { startDay: 1, endDay: 2 },
      ),
      bad,
    );
    expect(bad).toEqual([
      "calendar.txt:3: service_id 'A' appears twice",
      'calendar.txt:4: end_date is before start_date',
      "calendar_dates.txt:3: service 'A' already has an exception that day",
    ]);
    expect([calendar.startDay, calendar.endDay]).toEqual([1, 2]);
  });

  it('leaves the span undefined for a feed without calendars', () => {
    const calendar = buildCalendar(feedOf([], []), []);
    expect([calendar.startDay, calendar.endDay]).toEqual([undefined, undefined]);
  });
});
