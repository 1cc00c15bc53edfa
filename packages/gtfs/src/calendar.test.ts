import { dayOf } from '@transit/core';
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
