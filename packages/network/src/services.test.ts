import { describe, expect, it } from 'vitest';
import { asFeed } from './indexes';
import type { Network } from './model';
import {
  hasExceptionOn,
  isServiceActive,
  SERVICE_ADDED,
  SERVICE_REMOVED,
  serviceAt,
  serviceIndexOf,
  timetableDayFor,
} from './services';
import { feed, service, testNetwork } from './testNetwork';
import { parseDay } from './time';

function serviceOf(network: Network, id: string) {
  const index = serviceIndexOf(network, asFeed(0), id) ?? serviceIndexOf(network, asFeed(1), id);
  if (index === undefined) throw new Error(`No service '${id}' in the test network.`);
  return index;
}
const runs = (network: Network, id: string, date: string) =>
  isServiceActive(network, serviceOf(network, id), parseDay(date));

describe('service exception types', () => {
  it('are the GTFS calendar_dates codes: 1 added, 2 removed', () => {
    expect(SERVICE_ADDED).toBe(1);
    expect(SERVICE_REMOVED).toBe(2);
  });
});

describe('isServiceActive', () => {
  it('runs a weekday service Monday to Friday, not at the weekend', () => {
    const network = testNetwork({ services: [service('WD', { days: 'MTWTF..' })] });
    expect(runs(network, 'WD', '2025-02-17')).toBe(true); // Monday
    expect(runs(network, 'WD', '2025-02-20')).toBe(true); // Thursday
    expect(runs(network, 'WD', '2025-02-21')).toBe(true); // Friday
    expect(runs(network, 'WD', '2025-02-22')).toBe(false); // Saturday
    expect(runs(network, 'WD', '2025-02-23')).toBe(false); // Sunday
  });

  it('reads bit 0 as Monday through bit 6 as Sunday', () => {
    const ids = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
    const network = testNetwork({
      services: ids.map((id, i) => service(id, { days: '.......'.slice(0, i) + 'x' + '.'.repeat(6 - i) })),
    });
    expect(ids.map((id) => serviceAt(network, serviceOf(network, id)).weekdays)).toEqual([
      1, 2, 4, 8, 16, 32, 64,
    ]);
    const monday = parseDay('2025-02-17');
    ids.forEach((id, i) => {
      for (let d = 0; d < 7; d += 1) {
        expect(isServiceActive(network, serviceOf(network, id), monday + d), `${id} on day ${d}`).toBe(
          d === i,
        );
      }
    });
  });

  it('runs only between its first and last day, both included', () => {
    const network = testNetwork({
      services: [service('FEB', { start: '2025-02-03', end: '2025-02-28' })],
    });
    expect(runs(network, 'FEB', '2025-02-02')).toBe(false);
    expect(runs(network, 'FEB', '2025-02-03')).toBe(true);
    expect(runs(network, 'FEB', '2025-02-28')).toBe(true);
    expect(runs(network, 'FEB', '2025-03-01')).toBe(false);
  });

  it('lets an added day (type 1) win over the weekly calendar', () => {
    const network = testNetwork({
      services: [service('WD', { days: 'MTWTF..', added: ['2025-02-22'] })],
    });
    expect(runs(network, 'WD', '2025-02-22')).toBe(true);
    expect(runs(network, 'WD', '2025-02-23')).toBe(false);
  });

  it('lets an added day count even outside the calendar’s date range', () => {
    const network = testNetwork({
      services: [service('FEB', { start: '2025-02-03', end: '2025-02-28', added: ['2025-03-03'] })],
    });
    expect(runs(network, 'FEB', '2025-03-03')).toBe(true);
    expect(runs(network, 'FEB', '2025-03-04')).toBe(false);
  });

  it('lets a removed day (type 2) win over the weekly calendar', () => {
    const network = testNetwork({
      services: [service('WD', { days: 'MTWTF..', removed: ['2025-05-01'] })],
    });
    expect(runs(network, 'WD', '2025-05-01')).toBe(false); // Labour Day, a Thursday
    expect(runs(network, 'WD', '2025-05-02')).toBe(true);
    expect(runs(network, 'WD', '2025-04-24')).toBe(true);
  });

  it('reads each service’s own exceptions only', () => {
    const network = testNetwork({
      services: [service('A', { removed: ['2025-05-01'] }), service('B', { added: ['2026-01-01'] })],
    });
    expect(runs(network, 'A', '2025-05-01')).toBe(false);
    expect(runs(network, 'B', '2025-05-01')).toBe(true);
    expect(runs(network, 'A', '2026-01-01')).toBe(false);
    expect(runs(network, 'B', '2026-01-01')).toBe(true);
  });

  it('runs a service with only calendar_dates on its added days and no other', () => {
    const network = testNetwork({
      services: [
        service('FAIR', { datesOnly: true, added: ['2025-05-15', '2025-05-02'], removed: ['2025-05-10'] }),
      ],
    });
    const fair = serviceAt(network, serviceOf(network, 'FAIR'));
    expect(fair.startDay).toBeGreaterThan(fair.endDay);
    expect(runs(network, 'FAIR', '2025-05-02')).toBe(true);
    expect(runs(network, 'FAIR', '2025-05-15')).toBe(true);
    expect(runs(network, 'FAIR', '2025-05-10')).toBe(false);
    expect(runs(network, 'FAIR', '2025-05-14')).toBe(false);
    expect(runs(network, 'FAIR', '2025-05-16')).toBe(false);
  });
});

describe('hasExceptionOn', () => {
  const network = testNetwork({
    feeds: [feed(), feed()],
    services: [
      service('WD', { days: 'MTWTF..', removed: ['2025-05-01'] }),
      service('SU', { days: '......S', added: ['2025-05-02'] }),
      service('OTHER', { feed: 1, removed: ['2025-08-15'] }),
    ],
  });

  it('is true on a day any service of the feed removes or adds', () => {
    expect(hasExceptionOn(network, asFeed(0), parseDay('2025-05-01'))).toBe(true);
    expect(hasExceptionOn(network, asFeed(0), parseDay('2025-05-02'))).toBe(true);
  });

  it('is false on an ordinary day', () => {
    expect(hasExceptionOn(network, asFeed(0), parseDay('2025-05-03'))).toBe(false);
  });

  it('ignores the exceptions of other feeds', () => {
    expect(hasExceptionOn(network, asFeed(0), parseDay('2025-08-15'))).toBe(false);
    expect(hasExceptionOn(network, asFeed(1), parseDay('2025-08-15'))).toBe(true);
    expect(hasExceptionOn(network, asFeed(1), parseDay('2025-05-01'))).toBe(false);
  });
});

describe('timetableDayFor', () => {
  // The feed runs from Wednesday 2025-01-01 to Friday 2025-02-28.
  const range = { start: '2025-01-01', end: '2025-02-28' };
  const networkWith = (removed: string[] = []) =>
    testNetwork({
      feeds: [feed(range)],
      services: [service('WD', { ...range, days: 'MTWTF..' }), service('HOL', { ...range, removed })],
    });
  const answer = (network: Network, date: string) => timetableDayFor(network, asFeed(0), parseDay(date));

  it('answers a day inside the feed with that day', () => {
    const network = networkWith();
    for (const date of ['2025-01-01', '2025-02-20', '2025-02-28']) {
      expect(answer(network, date)).toEqual({
        requestedDay: parseDay(date),
        timetableDay: parseDay(date),
        isOutsideFeed: false,
        isBeforeFeedStart: false,
        isHolidayStandIn: false,
      });
    }
  });

  it('answers a day after the feed’s end with the same weekday of its last week', () => {
    const network = networkWith();
    expect(answer(network, '2025-03-11')).toEqual({
      requestedDay: parseDay('2025-03-11'),
      timetableDay: parseDay('2025-02-25'), // the last Tuesday
      isOutsideFeed: true,
      isBeforeFeedStart: false,
      isHolidayStandIn: false,
    });
    expect(answer(network, '2025-03-01').timetableDay).toBe(parseDay('2025-02-22')); // Saturday
    expect(answer(network, '2025-03-02').timetableDay).toBe(parseDay('2025-02-23')); // Sunday
    expect(answer(network, '2025-03-07').timetableDay).toBe(parseDay('2025-02-28')); // Friday: the last day
    expect(answer(network, '2026-01-01').timetableDay).toBe(parseDay('2025-02-27')); // a Thursday, long after
  });

  it('steps back a week when that day of the last week has an exception', () => {
    expect(answer(networkWith(['2025-02-25']), '2025-03-11').timetableDay).toBe(parseDay('2025-02-18'));
    expect(answer(networkWith(['2025-02-25', '2025-02-18']), '2025-03-11').timetableDay).toBe(
      parseDay('2025-02-11'),
    );
    // An exception on another weekday changes nothing.
    expect(answer(networkWith(['2025-02-26']), '2025-03-11').timetableDay).toBe(parseDay('2025-02-25'));
  });

  it('answers a day before the feed’s start with the same weekday of its first week', () => {
    const network = networkWith();
    expect(answer(network, '2024-12-30')).toEqual({
      requestedDay: parseDay('2024-12-30'),
      timetableDay: parseDay('2025-01-06'), // the first Monday
      isOutsideFeed: true,
      isBeforeFeedStart: true,
      isHolidayStandIn: false,
    });
    expect(answer(network, '2024-12-25').timetableDay).toBe(parseDay('2025-01-01')); // Wednesday: the first day
    expect(answer(network, '2024-12-31').timetableDay).toBe(parseDay('2025-01-07'));
  });

  it('steps forward a week before the start when that day has an exception (Epiphany)', () => {
    expect(answer(networkWith(['2025-01-06']), '2024-12-30').timetableDay).toBe(parseDay('2025-01-13'));
  });

  it('falls back to the nearest same weekday when every such day in the feed has an exception', () => {
    const network = testNetwork({
      feeds: [feed({ start: '2025-01-01', end: '2025-01-20' })],
      services: [service('S', { removed: ['2025-01-07', '2025-01-14'] })],
    });
    expect(answer(network, '2025-01-28')).toEqual({
      requestedDay: parseDay('2025-01-28'),
      timetableDay: parseDay('2025-01-14'),
      isOutsideFeed: true,
      isBeforeFeedStart: false,
      isHolidayStandIn: false,
    });
  });

  it('answers any day with itself for a feed without a start and end', () => {
    const network = testNetwork({ feeds: [feed({ hasCalendar: false })] });
    for (const date of ['1999-01-01', '2025-02-20', '2099-12-31']) {
      expect(answer(network, date)).toEqual({
        requestedDay: parseDay(date),
        timetableDay: parseDay(date),
        isOutsideFeed: false,
        isBeforeFeedStart: false,
        isHolidayStandIn: false,
      });
    }
  });

  describe('on a public holiday of the city outside the feed', () => {
    // Weekday service, removed on the feed's own holidays, which run the Sunday service instead.
    const holidayRange = { start: '2025-01-01', end: '2025-12-31' };
    const feedHolidays = ['2025-11-01', '2025-12-08', '2025-12-25']; // a Saturday, a Monday, a Thursday
    const cityHolidays = new Set([...feedHolidays, '2025-01-06', '2026-01-06', '2026-04-03'].map(parseDay));
    const network = testNetwork({
      feeds: [feed(holidayRange)],
      services: [
        service('WD', { ...holidayRange, days: 'MTWTF..', removed: feedHolidays }),
        service('SU', { ...holidayRange, days: '......S', added: feedHolidays }),
      ],
    });
    const holidayAnswer = (date: string) => timetableDayFor(network, asFeed(0), parseDay(date), cityHolidays);

    it('answers from the feed’s own weekday holiday nearest its end (Good Friday 2026 reads Christmas 2025)', () => {
      expect(holidayAnswer('2026-04-03')).toEqual({
        requestedDay: parseDay('2026-04-03'),
        timetableDay: parseDay('2025-12-25'),
        isOutsideFeed: true,
        isBeforeFeedStart: false,
        isHolidayStandIn: true,
      });
    });

    it('skips city holidays the feed itself ran as ordinary days (no exceptions that day)', () => {
      // 2025-01-06 is a city holiday inside the feed, but this feed has no exception on it.
      expect(holidayAnswer('2026-01-06').timetableDay).toBe(parseDay('2025-12-25'));
    });

    it('answers from the nearest to its start for a holiday before the feed starts', () => {
      const before = testNetwork({
        feeds: [feed({ start: '2025-11-01', end: '2025-12-31' })],
        services: [service('WD', { days: 'MTWTF..', removed: feedHolidays })],
      });
      expect(timetableDayFor(before, asFeed(0), parseDay('2025-01-06'), cityHolidays)).toMatchObject({
        timetableDay: parseDay('2025-12-08'),
        isBeforeFeedStart: true,
        isHolidayStandIn: true,
      });
    });

    it('falls back to the Sunday of the feed’s last week when the feed marked no holiday of the city', () => {
      const plain = testNetwork({ feeds: [feed(holidayRange)], services: [service('ALL')] });
      expect(timetableDayFor(plain, asFeed(0), parseDay('2026-04-03'), cityHolidays)).toMatchObject({
        timetableDay: parseDay('2025-12-28'),
        isHolidayStandIn: true,
      });
    });

    it('leaves a day that is no holiday to the ordinary stand-in', () => {
      expect(holidayAnswer('2026-04-02')).toMatchObject({
        timetableDay: parseDay('2025-12-18'), // the last Thursday without an exception
        isHolidayStandIn: false,
      });
    });
  });

  it('answers a feed it does not know with the day itself', () => {
    expect(timetableDayFor(networkWith(), asFeed(7), parseDay('2030-01-01')).isOutsideFeed).toBe(false);
  });
});
