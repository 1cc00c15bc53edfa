import type { GtfsFeed } from './feed';

/** A service as GTFS calendar.txt and calendar_dates.txt define it (core's ServiceInput, without the feed). */
export interface ServiceDraft {
  readonly serviceId: string;
  /** calendar.txt range in days since 1970-01-01; startDay > endDay when only calendar_dates defines it. */
  readonly startDay: number;
  readonly endDay: number;
  /** Bit 0 Monday … bit 6 Sunday. */
  readonly weekdays: number;
  readonly exceptions: { day: number; type: 1 | 2 }[];
}

export interface FeedCalendar {
  readonly services: Map<string, ServiceDraft>;
  /** First and last day of service (days since 1970-01-01), undefined when the feed says nothing. */
  readonly startDay: number | undefined;
  readonly endDay: number | undefined;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * Services from calendar.txt and calendar_dates.txt, and the feed's span: feed_info's dates when it gives them, else
 * the earliest and latest day of the calendar ranges and added dates. An added date outside the calendar ranges on
 * which the feed also removes a service is a holiday swap, not service: it says what the feed runs on such a day, and
 * CRTM's feeds list the whole year's holidays, some of them before their calendar starts. Counting those would open
 * weeks in which no service runs, answered with an empty board instead of "the timetable starts on …".
 */
export function buildCalendar(feed: GtfsFeed, badRows: string[]): FeedCalendar {
  const services = new Map<string, ServiceDraft>();
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (const row of feed.calendar) {
    if (services.has(row.service_id)) {
      badRows.push(`calendar.txt:${row.line}: service_id '${row.service_id}' appears twice`);
      continue;
    }
    if (row.end_date < row.start_date) {
      badRows.push(`calendar.txt:${row.line}: end_date is before start_date`);
      continue;
    }
    const weekdays = WEEKDAYS.reduce((bits, name, bit) => bits | (row[name] << bit), 0);
    services.set(row.service_id, {
      serviceId: row.service_id,
      startDay: row.start_date,
      endDay: row.end_date,
      weekdays,
      exceptions: [],
    });
    minDay = Math.min(minDay, row.start_date);
    maxDay = Math.max(maxDay, row.end_date);
  }
  const hasCalendarRanges = Number.isFinite(minDay);
  const addedDays: number[] = [];
  const removedDays = new Set<number>();
  const seen = new Set<string>();
  for (const row of feed.calendarDates) {
    const key = `${row.service_id}|${row.date}`;
    if (seen.has(key)) {
      badRows.push(
        `calendar_dates.txt:${row.line}: service '${row.service_id}' already has an exception that day`,
      );
      continue;
    }
    seen.add(key);
    let service = services.get(row.service_id);
    if (!service) {
      service = { serviceId: row.service_id, startDay: 0, endDay: -1, weekdays: 0, exceptions: [] };
      services.set(row.service_id, service);
    }
    service.exceptions.push({ day: row.date, type: row.exception_type });
    if (row.exception_type === 1) addedDays.push(row.date);
    else removedDays.add(row.date);
  }
  const calendarStart = minDay;
  const calendarEnd = maxDay;
  for (const day of addedDays) {
    const isInsideCalendar = day >= calendarStart && day <= calendarEnd;
    if (hasCalendarRanges && !isInsideCalendar && removedDays.has(day)) continue;
    minDay = Math.min(minDay, day);
    maxDay = Math.max(maxDay, day);
  }
  return {
    services,
    startDay: feed.feedInfo?.startDay ?? (Number.isFinite(minDay) ? minDay : undefined),
    endDay: feed.feedInfo?.endDay ?? (Number.isFinite(maxDay) ? maxDay : undefined),
  };
}
