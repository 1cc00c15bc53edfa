import { describe, expect, it } from 'vitest';
import { type DeparturesQuery, scheduledDepartures, type StopDepartures } from './departures';
import { asStop } from './indexes';
import { lineAt } from './lines';
import type { Network } from './model';
import { stopCount } from './stops';
import { tripId } from './trips';
import {
  at,
  feed,
  itinerary,
  line,
  service,
  stopOf,
  TEST_TIME_ZONE,
  testNetwork,
  trip,
  type TripSpec,
} from './testNetwork';
import { formatDay, formatGtfsTime, localTimeOf, parseDay } from './time';

/** The window and row count the API asks for by default (its contract's defaults). */
const TWO_HOURS_SIXTY_ROWS = { windowSec: 2 * 3600, limit: 60 } as const;

/** Departures from a stop at a local date and time (Madrid unless the query says otherwise). */
function departuresFrom(
  network: Network,
  code: string,
  date: string,
  time: string,
  query: Partial<DeparturesQuery> = {},
): StopDepartures {
  return scheduledDepartures(network, {
    stop: stopOf(network, code),
    fromEpochMs: at(date, time),
    ...TWO_HOURS_SIXTY_ROWS,
    ...query,
  });
}

/** Each departure as 'HH:MM LINE' in local time (with the date when it is not `date`). */
function listOf(network: Network, result: StopDepartures, date?: string): string[] {
  return result.departures.map((departure) => {
    const local = localTimeOf(departure.departureEpochMs, TEST_TIME_ZONE);
    const clock = formatGtfsTime(local.secondsOfDay).slice(0, 5);
    const day = date === undefined || formatDay(local.day) === date ? '' : `${formatDay(local.day)} `;
    return `${day}${clock} ${lineAt(network, departure.line).code}`;
  });
}

/** L1 runs A → B → C and L2 A → D, every day of 2025. */
const twoLines = (extra: TripSpec[] = []) =>
  testNetwork({
    lines: [line('L1'), line('L2')],
    trips: [
      ...['08:00', '08:20', '08:40', '09:10'].map((time) => {
        const [h, m] = time.split(':').map(Number) as [number, number];
        const plus = (minutes: number) => `${h}:${String(m + minutes).padStart(2, '0')}`;
        return trip('L1', [`A ${time}`, `B ${plus(5)} ${plus(7)}`, `C ${plus(10)}`]);
      }),
      trip('L2', ['A 08:10', 'D 08:30']),
      trip('L2', ['A 08:30', 'D 08:50']),
      ...extra,
    ],
  });

describe('scheduledDepartures: which and in what order', () => {
  const network = twoLines();
  const thursday = '2025-02-20';

  it('lists the departures of every line calling at the stop, earliest first, within the window', () => {
    const result = departuresFrom(network, 'A', thursday, '08:05', { windowSec: 30 * 60 });
    expect(listOf(network, result)).toEqual(['08:10 L2', '08:20 L1', '08:30 L2']);
    expect(result.hasTimetable).toBe(true);
  });

  it('lists a departure exactly at the start of the window, and none exactly at its end (window end exclusive)', () => {
    const result = departuresFrom(network, 'A', thursday, '08:00', { windowSec: 20 * 60 });
    expect(listOf(network, result)).toEqual(['08:00 L1', '08:10 L2']);
    const oneSecondMore = departuresFrom(network, 'A', thursday, '08:00', { windowSec: 20 * 60 + 1 });
    expect(listOf(network, oneSecondMore)).toEqual(['08:00 L1', '08:10 L2', '08:20 L1']);
  });

  it('stops at the limit, keeping the earliest', () => {
    const result = departuresFrom(network, 'A', thursday, '08:00', { limit: 2 });
    expect(listOf(network, result)).toEqual(['08:00 L1', '08:10 L2']);
  });

  it('looks two hours ahead by default', () => {
    const result = departuresFrom(network, 'A', thursday, '07:10');
    expect(listOf(network, result)).toEqual(['08:00 L1', '08:10 L2', '08:20 L1', '08:30 L2', '08:40 L1']);
    expect(listOf(network, departuresFrom(network, 'A', thursday, '07:11'))).toContain('09:10 L1');
  });

  it('gives at most 60 departures by default', () => {
    const everyMinute = testNetwork({
      trips: Array.from({ length: 90 }, (_, i) =>
        trip('L1', [`A ${6 + Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')}`, 'B 12:00']),
      ),
    });
    const result = departuresFrom(everyMinute, 'A', thursday, '06:00');
    expect(result.departures).toHaveLength(60);
    expect(listOf(everyMinute, result).at(-1)).toBe('06:59 L1');
  });

  it('uses the departure time at a stop, not the arrival', () => {
    const result = departuresFrom(network, 'B', thursday, '08:00', { windowSec: 10 * 60 });
    expect(listOf(network, result)).toEqual(['08:07 L1']);
  });

  it('lists no departure at a pattern’s last stop (trips end there)', () => {
    const result = departuresFrom(network, 'C', thursday, '07:00');
    expect(result.departures).toEqual([]);
    expect(departuresFrom(network, 'D', thursday, '07:00').departures).toEqual([]);
  });

  it('still says a terminus has a timetable, and which day it reads', () => {
    const result = departuresFrom(network, 'C', thursday, '07:00');
    expect(result.hasTimetable).toBe(true);
    expect(result.feeds).toEqual([
      {
        feed: 0,
        requestedDay: parseDay(thursday),
        timetableDay: parseDay(thursday),
        isOutsideFeed: false,
        isBeforeFeedStart: false,
        isHolidayStandIn: false,
      },
    ]);
  });

  it('lists a stop a loop visits twice at each visit but the last', () => {
    const loop = testNetwork({
      trips: [trip('C1', ['A 08:00', 'B 08:10', 'A 08:20', 'C 08:30', 'A 08:40'])],
    });
    expect(listOf(loop, departuresFrom(loop, 'A', thursday, '07:00'))).toEqual(['08:00 C1', '08:20 C1']);
  });

  it('orders departures at the same time by line, then trip', () => {
    const same = testNetwork({
      lines: [line('L1'), line('L2')],
      trips: [
        trip('L2', ['A 08:00', 'B 08:10'], { id: 'z' }),
        trip('L1', ['A 08:00', 'B 08:30'], { id: 'y' }),
        trip('L1', ['A 08:00', 'C 08:30'], { id: 'x' }),
      ],
    });
    const result = departuresFrom(same, 'A', thursday, '08:00');
    expect(result.departures.map((d) => tripId(same, d.trip))).toEqual(['y', 'x', 'z']);
  });

  it('describes each departure: pattern, line, trip, direction, headsign, platform, times and headway flag', () => {
    const described = testNetwork({
      lines: [line('C4')],
      trips: [
        trip('C4', ['X 07:00', 'A 07:58 08:00 @2', 'B 08:30'], { direction: 1, headsign: 'Parla', id: 'c4' }),
        trip('C4', ['A 08:15', 'B 08:45'], { headway: true, id: 'c4-headway' }),
      ],
    });
    const result = departuresFrom(described, 'A', thursday, '07:30');
    expect(result.departures).toEqual([
      {
        pattern: 1,
        line: 0,
        trip: 1,
        direction: 1,
        headsign: 'Parla',
        platform: '2',
        departureEpochMs: at(thursday, '08:00'),
        serviceDay: parseDay(thursday),
        timetableDay: parseDay(thursday),
        isHeadwayBased: false,
      },
      {
        pattern: 0,
        line: 0,
        trip: 0,
        direction: 0,
        headsign: '',
        platform: undefined,
        departureEpochMs: at(thursday, '08:15'),
        serviceDay: parseDay(thursday),
        timetableDay: parseDay(thursday),
        isHeadwayBased: true,
      },
    ]);
  });
});

describe('scheduledDepartures: service days', () => {
  const network = testNetwork({
    lines: [line('L1'), line('L2')],
    services: [
      service('WD', { days: 'MTWTF..', removed: ['2025-05-01'] }),
      service('SAT', { days: '.....S.' }),
      service('HOL', { datesOnly: true, added: ['2025-05-01'] }),
    ],
    trips: [
      trip('L1', ['A 08:00', 'B 08:10'], { service: 'WD' }),
      trip('L1', ['A 08:30', 'B 08:40'], { service: 'SAT' }),
      trip('L2', ['A 08:15', 'C 08:40'], { service: 'WD' }),
      trip('L2', ['A 09:00', 'C 09:20'], { service: 'HOL' }),
    ],
  });

  it('leaves out trips whose service does not run that day', () => {
    expect(listOf(network, departuresFrom(network, 'A', '2025-02-20', '07:00'))).toEqual([
      '08:00 L1',
      '08:15 L2',
    ]);
    expect(listOf(network, departuresFrom(network, 'A', '2025-02-22', '07:00'))).toEqual(['08:30 L1']);
    expect(departuresFrom(network, 'A', '2025-02-23', '07:00').departures).toEqual([]);
  });

  it('empties a line on a holiday its service removes, and runs what the holiday adds', () => {
    const result = departuresFrom(network, 'A', '2025-05-01', '07:30');
    expect(listOf(network, result)).toEqual(['09:00 L2']);
    expect(result.hasTimetable).toBe(true);
  });

  it('still says there is a timetable on a day nothing runs', () => {
    const result = departuresFrom(network, 'A', '2025-02-23', '07:00');
    expect(result.hasTimetable).toBe(true);
    expect(result.feeds).toHaveLength(1);
  });
});

describe('scheduledDepartures: after midnight and clock changes', () => {
  it('shows a trip at 25:10:00 of Thursday’s service at 01:10 on Friday', () => {
    const network = testNetwork({
      services: [service('TH', { days: '...T...' })],
      trips: [trip('N1', ['A 25:10:00', 'B 25:20:00'])],
    });
    const result = departuresFrom(network, 'A', '2025-02-21', '01:00', { windowSec: 1800 });
    expect(result.departures).toEqual([
      expect.objectContaining({
        departureEpochMs: at('2025-02-21', '01:10'),
        serviceDay: parseDay('2025-02-20'),
        timetableDay: parseDay('2025-02-20'),
      }),
    ]);
    // Early on Thursday, the 25:10 trip would be Wednesday's, and Wednesday's service does not run.
    expect(departuresFrom(network, 'A', '2025-02-20', '01:00', { windowSec: 1800 }).departures).toEqual([]);
    // Late on Thursday, it is coming.
    expect(listOf(network, departuresFrom(network, 'A', '2025-02-20', '23:30'), '2025-02-20')).toEqual([
      '2025-02-21 01:10 N1',
    ]);
  });

  it('runs a window across midnight into the next service day', () => {
    const network = testNetwork({
      trips: [trip('L1', ['A 23:50', 'B 23:55']), trip('L1', ['A 00:10', 'B 00:15'])],
    });
    const result = departuresFrom(network, 'A', '2025-02-20', '23:45', { windowSec: 1800 });
    expect(listOf(network, result, '2025-02-20')).toEqual(['23:50 L1', '2025-02-21 00:10 L1']);
    expect(result.departures.map((d) => formatDay(d.serviceDay))).toEqual(['2025-02-20', '2025-02-21']);
  });

  it('keeps daytime departures on wall-clock time on the days Madrid clocks change', () => {
    const network = testNetwork({ trips: [trip('L1', ['A 08:00', 'B 08:10'])] });
    const spring = departuresFrom(network, 'A', '2025-03-30', '07:00');
    expect(spring.departures.map((d) => d.departureEpochMs)).toEqual([Date.UTC(2025, 2, 30, 6)]);
    const autumn = departuresFrom(network, 'A', '2025-10-26', '07:00');
    expect(autumn.departures.map((d) => d.departureEpochMs)).toEqual([Date.UTC(2025, 9, 26, 7)]);
  });

  it('keeps a night trip leaving before the clocks go forward at its clock time (00:10 on 2025-03-30)', () => {
    const network = testNetwork({
      services: [service('SUN', { days: '......S' })],
      trips: [trip('N1', ['A 00:10:00', 'B 00:20:00'])],
    });
    // Counted from noon minus 12 h (23:00 on Saturday) it would leave at 23:10 on Saturday; it leaves at 00:10.
    const result = departuresFrom(network, 'A', '2025-03-29', '23:00', { windowSec: 3 * 3600 });
    expect(result.departures).toEqual([
      expect.objectContaining({
        departureEpochMs: Date.parse('2025-03-30T00:10:00+01:00'),
        serviceDay: parseDay('2025-03-30'),
      }),
    ]);
  });

  it('keeps a night trip leaving before the clocks go back at its clock time (00:30 on 2025-10-26)', () => {
    const network = testNetwork({
      services: [service('SUN', { days: '......S' })],
      trips: [trip('N1', ['A 00:30:00', 'B 00:40:00'])],
    });
    // Counted from noon minus 12 h (01:00 summer time) it would leave at 01:30; it leaves at 00:30 summer time.
    const result = departuresFrom(network, 'A', '2025-10-25', '23:00', { windowSec: 4 * 3600 });
    expect(result.departures.map((d) => d.departureEpochMs)).toEqual([
      Date.parse('2025-10-26T00:30:00+02:00'),
    ]);
  });

  it('keeps the running time of a trip that starts before the clocks go forward and runs across the change', () => {
    const network = testNetwork({
      services: [service('SUN', { days: '......S' })],
      trips: [trip('N1', ['A 01:50', 'B 02:10', 'C 02:20'])],
    });
    const result = departuresFrom(network, 'B', '2025-03-30', '00:00', { windowSec: 6 * 3600 });
    // 20 minutes after 01:50 winter time is 03:10 summer time.
    expect(result.departures.map((d) => d.departureEpochMs)).toEqual([
      Date.parse('2025-03-30T03:10:00+02:00'),
    ]);
  });

  it('lists once a night train written as 24:xx of one service day and 00:xx of the next, change night or not', () => {
    const network = testNetwork({
      services: [service('SAT', { days: '.....S.' }), service('SUN', { days: '......S' })],
      trips: [
        trip('L1', ['A 24:15:00', 'B 24:25:00'], { service: 'SAT', id: 'sat-night' }),
        trip('L1', ['A 00:15:00', 'B 00:25:00'], { service: 'SUN', id: 'sun-night' }),
        trip('L1', ['A 00:15:00', 'C 00:25:00'], { service: 'SUN', id: 'sun-branch' }),
      ],
    });
    for (const saturday of ['2025-03-22', '2025-03-29', '2025-10-25']) {
      const result = departuresFrom(network, 'A', saturday, '23:30', { windowSec: 2 * 3600 });
      expect(
        result.departures.map((d) => tripId(network, d.trip)),
        saturday,
      ).toEqual(['sat-night', 'sun-branch']);
      expect(listOf(network, result, saturday), saturday).toEqual([
        `${formatDay(parseDay(saturday) + 1)} 00:15 L1`,
        `${formatDay(parseDay(saturday) + 1)} 00:15 L1`,
      ]);
    }
  });
});

describe('scheduledDepartures: days the feed does not cover', () => {
  // The feed runs from Wednesday 2025-01-01 to Monday 2025-03-31.
  const range = { start: '2025-01-01', end: '2025-03-31' };
  const networkWith = (removed: string[] = []) =>
    testNetwork({
      feeds: [feed(range)],
      services: [
        service('WD', { ...range, days: 'MTWTF..', removed }),
        service('SAT', { ...range, days: '.....S.' }),
      ],
      trips: [
        trip('L1', ['A 08:00', 'B 08:10'], { service: 'WD' }),
        trip('L1', ['A 08:30', 'B 08:40'], { service: 'SAT' }),
      ],
    });

  it('answers a day after the feed’s end from the same weekday of its last valid week, and says so', () => {
    const network = networkWith();
    const result = departuresFrom(network, 'A', '2025-04-10', '07:00'); // a Thursday
    expect(result.feeds).toEqual([
      {
        feed: 0,
        requestedDay: parseDay('2025-04-10'),
        timetableDay: parseDay('2025-03-27'),
        isOutsideFeed: true,
        isBeforeFeedStart: false,
        isHolidayStandIn: false,
      },
    ]);
    expect(result.departures).toEqual([
      expect.objectContaining({
        departureEpochMs: at('2025-04-10', '08:00'), // summer time by then: the wall-clock time holds
        serviceDay: parseDay('2025-04-10'),
        timetableDay: parseDay('2025-03-27'),
      }),
    ]);
    expect(listOf(network, departuresFrom(network, 'A', '2025-04-12', '07:00'))).toEqual(['08:30 L1']);
  });

  it('skips a last-week day with an exception and reads the week before', () => {
    const network = networkWith(['2025-03-27']);
    const result = departuresFrom(network, 'A', '2025-04-10', '07:00');
    expect(result.feeds[0]?.timetableDay).toBe(parseDay('2025-03-20'));
    expect(listOf(network, result)).toEqual(['08:00 L1']);
  });

  it('answers a day before the feed’s start from its first valid week', () => {
    const network = networkWith();
    const result = departuresFrom(network, 'A', '2024-12-19', '07:00'); // a Thursday
    expect(result.feeds[0]).toMatchObject({
      timetableDay: parseDay('2025-01-02'),
      isOutsideFeed: true,
      isBeforeFeedStart: true,
    });
    expect(result.departures.map((d) => d.timetableDay)).toEqual([parseDay('2025-01-02')]);
  });

  it('runs the holiday service on a public holiday after the feed expired, as the feed did on its own holidays', () => {
    // San José (Wednesday 2025-03-19) is a holiday inside the feed: it runs the Sunday service that day.
    const holidays = new Set(['2025-03-19', '2025-04-17'].map(parseDay));
    const network = testNetwork({
      feeds: [feed(range)],
      services: [
        service('WD', { ...range, days: 'MTWTF..', removed: ['2025-03-19'] }),
        service('SUN', { ...range, days: '......S', added: ['2025-03-19'] }),
      ],
      trips: [
        trip('L1', ['A 08:00', 'B 08:10'], { service: 'WD' }),
        trip('L1', ['A 09:30', 'B 09:40'], { service: 'SUN' }),
      ],
    });
    // Maundy Thursday 2025-04-17, after the feed's end.
    const morning = { holidays, windowSec: 4 * 3600 };
    const holiday = departuresFrom(network, 'A', '2025-04-17', '07:00', morning);
    expect(listOf(network, holiday)).toEqual(['09:30 L1']);
    expect(holiday.feeds[0]).toMatchObject({ timetableDay: parseDay('2025-03-19'), isHolidayStandIn: true });
    // The Thursday before is no holiday: an ordinary Thursday answers.
    expect(listOf(network, departuresFrom(network, 'A', '2025-04-10', '07:00', morning))).toEqual([
      '08:00 L1',
    ]);
    // Without the city's holidays, Maundy Thursday reads as any Thursday.
    expect(
      listOf(network, departuresFrom(network, 'A', '2025-04-17', '07:00', { windowSec: 4 * 3600 })),
    ).toEqual(['08:00 L1']);
  });

  it('reads the day itself inside the feed', () => {
    const network = networkWith();
    const result = departuresFrom(network, 'A', '2025-03-27', '07:00');
    expect(result.feeds[0]).toMatchObject({ timetableDay: parseDay('2025-03-27'), isOutsideFeed: false });
    expect(result.departures.every((d) => d.timetableDay === d.serviceDay)).toBe(true);
  });
});

describe('scheduledDepartures: stops without departures', () => {
  const network = testNetwork({
    itineraries: [itinerary('L9', ['Z'])],
    trips: [trip('L1', ['A 08:00', 'B 08:10'])],
  });

  it('says a stop no timetabled trip calls at has no timetable', () => {
    expect(departuresFrom(network, 'Z', '2025-02-20', '07:00')).toEqual({
      departures: [],
      feeds: [],
      hasTimetable: false,
    });
  });

  it('answers nothing for a stop index out of range', () => {
    const empty = { departures: [], feeds: [], hasTimetable: false };
    const from = at('2025-02-20', '07:00');
    expect(
      scheduledDepartures(network, { stop: asStop(-1), fromEpochMs: from, ...TWO_HOURS_SIXTY_ROWS }),
    ).toEqual(empty);
    expect(
      scheduledDepartures(network, {
        stop: asStop(stopCount(network)),
        fromEpochMs: from,
        ...TWO_HOURS_SIXTY_ROWS,
      }),
    ).toEqual(empty);
  });
});

describe('scheduledDepartures: several feeds', () => {
  it('reads each feed in its own time zone and reports the day each one reads', () => {
    const network = testNetwork({
      feeds: [feed(), feed({ timeZone: 'America/New_York' })],
      lines: [line('MAD'), line('NYC', { feed: 1 })],
      trips: [trip('MAD', ['HUB 01:00', 'X 01:10']), trip('NYC', ['HUB 19:00', 'Y 19:10'])],
    });
    // 00:30 on Friday in Madrid is 18:30 on Thursday in New York.
    const result = departuresFrom(network, 'HUB', '2025-02-21', '00:30');
    expect(listOf(network, result)).toEqual(['01:00 MAD', '01:00 NYC']);
    expect(result.departures[1]?.departureEpochMs).toBe(at('2025-02-20', '19:00', 'America/New_York'));
    expect(result.feeds).toEqual([
      expect.objectContaining({ feed: 0, requestedDay: parseDay('2025-02-21') }),
      expect.objectContaining({ feed: 1, requestedDay: parseDay('2025-02-20') }),
    ]);
  });
});
