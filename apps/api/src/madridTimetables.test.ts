import path from 'node:path';
import type {
  Arrivals,
  LineDetail,
  LineList,
  LineStopTimetable,
  StopDepartures,
} from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { CITY_CONFIGS } from './cityConfigs';
import { loadCities } from './load';

/**
 * Madrid's real Metro de Madrid and Metro Ligero timetables (cities/madrid/dist/network.bin, built by `pnpm data` from
 * the CRTM snapshots) on the nights the clocks change, on public holidays after the feeds expired (2026-02-20), and on
 * days before they start (2025-02-20). These feeds write the trips after midnight as 00:xx of the next service day.
 */

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** Sol: Metro lines 1, 2 and 3. */
const SOL = '4-12';

let app: App;
beforeAll(async () => {
  const cities = await loadCities({
    dataRoot: REPOSITORY_ROOT,
    cityIds: ['madrid'],
    configs: CITY_CONFIGS,
    log: () => undefined,
  });
  app = createApp({ cities, now: () => Date.now() });
  await app.ready();
});
afterAll(() => app.close());

async function getJson<Body>(url: string): Promise<Body> {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<Body>();
}

const arrivalsAt = (stop: string, at: string, windowMinutes = 180) =>
  getJson<Arrivals>(
    `/api/madrid/v1/stops/${stop}/arrivals?at=${at}&windowMinutes=${windowMinutes}&limit=200`,
  );

/** The board as a rider reads it: local clock time (HH:MM:SS), line, direction and destination of each departure. */
const board = (answer: Arrivals) =>
  answer.arrivals.map(
    (arrival) =>
      `${arrival.departureTime.slice(11, 19)} ${arrival.lineNumber} ${arrival.direction} ${arrival.destination}`,
  );

/** Each departure as instant, line and direction: one train is one entry. */
const trainsOf = (answer: Arrivals) =>
  answer.arrivals.map(
    (arrival) => `${Date.parse(arrival.departureTime)} ${arrival.lineCode} ${arrival.direction}`,
  );

async function metroAndLightMetroLines(): Promise<string[]> {
  const list = await getJson<LineList>('/api/madrid/v1/lines');
  return list.lines
    .filter((line) => (line.transportTypeCode === 4 || line.transportTypeCode === 10) && line.hasTimetable)
    .map((line) => line.lineCode);
}

/** Per direction, the first and last departure of a line's timetable on a date. */
async function spanOf(lineCode: string, date: string): Promise<string[]> {
  const detail = await getJson<LineDetail>(`/api/madrid/v1/lines/${lineCode}?date=${date}`);
  return (detail.timetable?.directions ?? []).map(
    (direction) => `${direction.direction}: ${direction.firstDeparture} – ${direction.lastDeparture}`,
  );
}

describe('the nights the clocks change (Metro de Madrid, Metro Ligero)', () => {
  // From 23:00 on Saturday, three real hours: up to 02:00 on an ordinary night; on the spring night 02:00 becomes
  // 03:00, and on the autumn night the window ends at 02:00 summer time, before 03:00 comes back as 02:00.
  it('lists each train at Sol once and at its clock time on the spring change night (2025-03-29 to 30)', async () => {
    const spring = await arrivalsAt(SOL, '2025-03-29T23:00');
    const before = await arrivalsAt(SOL, '2025-03-22T23:00');
    const after = await arrivalsAt(SOL, '2025-04-05T23:00');
    expect(board(spring).length).toBeGreaterThan(40);
    expect(new Set(trainsOf(spring)).size).toBe(spring.arrivals.length);
    expect(board(spring)).toEqual(board(before));
    expect(board(spring)).toEqual(board(after));
  });

  it('lists each train at Sol once and at its clock time on the autumn change night (2025-10-25 to 26)', async () => {
    const autumn = await arrivalsAt(SOL, '2025-10-25T23:00');
    const before = await arrivalsAt(SOL, '2025-10-18T23:00');
    const after = await arrivalsAt(SOL, '2025-11-08T23:00');
    expect(board(autumn).length).toBeGreaterThan(40);
    expect(new Set(trainsOf(autumn)).size).toBe(autumn.arrivals.length);
    expect(board(autumn)).toEqual(board(before));
    expect(board(autumn)).toEqual(board(after));
  });

  it('lists no train twice at Sol on an ordinary Saturday night either (the feed writes some as 24:xx and 00:xx)', async () => {
    const ordinary = await arrivalsAt(SOL, '2025-03-22T23:00');
    expect(new Set(trainsOf(ordinary)).size).toBe(ordinary.arrivals.length);
  });

  it('gives every Metro and Metro Ligero line the first and last departures of the weeks around, on the spring change night', async () => {
    const lines = await metroAndLightMetroLines();
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) {
      // Saturday's last departure is after midnight, on the change night; Sunday's first is after the change.
      expect(await spanOf(line, '2025-03-29'), `${line} on Saturday`).toEqual(
        await spanOf(line, '2025-03-22'),
      );
      expect(await spanOf(line, '2025-03-29'), `${line} on Saturday`).toEqual(
        await spanOf(line, '2025-04-05'),
      );
      expect(await spanOf(line, '2025-03-30'), `${line} on Sunday`).toEqual(await spanOf(line, '2025-03-23'));
    }
  });

  it('gives every Metro and Metro Ligero line the first and last departures of the weeks around, on the autumn change night', async () => {
    const lines = await metroAndLightMetroLines();
    for (const line of lines) {
      expect(await spanOf(line, '2025-10-25'), `${line} on Saturday`).toEqual(
        await spanOf(line, '2025-10-18'),
      );
      expect(await spanOf(line, '2025-10-25'), `${line} on Saturday`).toEqual(
        await spanOf(line, '2025-11-08'),
      );
      expect(await spanOf(line, '2025-10-26'), `${line} on Sunday`).toEqual(await spanOf(line, '2025-10-19'));
    }
  });
});

describe('public holidays after the feeds expired (2026-02-20)', () => {
  const metroFeed = (answer: Arrivals) => answer.timetable.feeds.find((feed) => feed.feedId === 'crtm-metro');

  it('runs the holiday service at Sol on Good Friday 2026, as the Metro feed did on its own holidays', async () => {
    const goodFriday = await arrivalsAt(SOL, '2026-04-03T10:00', 60);
    const sunday = await arrivalsAt(SOL, '2026-04-05T10:00', 60);
    const friday = await arrivalsAt(SOL, '2026-03-27T10:00', 60);
    // The feed's last holiday on a weekday: Christmas Day 2025, when it ran its Sunday service.
    expect(metroFeed(goodFriday)).toMatchObject({
      timetableDate: '2025-12-25',
      isFeedExpired: true,
      isHolidayStandIn: true,
    });
    expect(board(goodFriday).length).toBeGreaterThan(10);
    expect(board(goodFriday)).toEqual(board(sunday));
    expect(board(goodFriday)).not.toEqual(board(friday));
  });

  it("reads a holiday's line timetable from the feed's own holiday too (Metro line 1, 2026-11-02, All Saints moved)", async () => {
    const holiday = await getJson<LineDetail>('/api/madrid/v1/lines/4-1?date=2026-11-02');
    const sunday = await getJson<LineDetail>('/api/madrid/v1/lines/4-1?date=2026-11-01');
    expect(holiday.timetable?.feeds[0]).toMatchObject({ timetableDate: '2025-12-25', isFeedExpired: true });
    expect(holiday.timetable?.directions.map((direction) => direction.departureCount)).toEqual(
      sunday.timetable?.directions.map((direction) => direction.departureCount),
    );
  });
});

describe('a date before the feeds start (2025-02-20)', () => {
  it('labels a date before the Metro feed starts and answers from its first valid week, not an empty board', async () => {
    const january = await arrivalsAt(SOL, '2025-01-15T10:00', 60);
    expect(january.arrivals.length).toBeGreaterThan(10);
    expect(january.timetable.feeds).toContainEqual({
      feedId: 'crtm-metro',
      timetableDate: '2025-02-26', // the first Wednesday of the feed
      isFeedExpired: true,
      isBeforeFeedStart: true,
      isHolidayStandIn: false,
      feedStartDate: '2025-02-20',
      feedEndDate: '2026-02-20',
    });
    const firstWeek = await arrivalsAt(SOL, '2025-02-26T10:00', 60);
    expect(board(january)).toEqual(board(firstWeek));
  });

  it('says a date inside the feed is neither expired nor before its start', async () => {
    const inside = await arrivalsAt(SOL, '2025-02-26T10:00', 60);
    expect(inside.timetable.feeds).toContainEqual(
      expect.objectContaining({
        feedId: 'crtm-metro',
        isFeedExpired: false,
        isBeforeFeedStart: false,
        isHolidayStandIn: false,
      }),
    );
  });
});

describe('line pages show the departures at a chosen stop of the itinerary (Metro line 1 at Sol)', () => {
  const LINE_1 = '4-1';
  /** Monday 17 November 2025, inside the Metro feed. */
  const MONDAY = '2025-11-17';

  const stopTimetable = (stop: string, date: string) =>
    getJson<LineStopTimetable>(`/api/madrid/v1/lines/${LINE_1}/timetable?stop=${stop}&date=${date}`);

  /** A direction's departures from the stop as "HH:MM" ("+" after the next morning's), in order. */
  const timesOf = (departures: StopDepartures | null | undefined) =>
    (departures?.hours ?? []).flatMap((row) =>
      row.minutes.map(
        (minute) =>
          `${String(row.hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}${row.isNextDay ? '+' : ''}`,
      ),
    );

  it('lists the day at Sol towards Valdecarros hour by hour, from 06:29 to 02:09 the next morning', async () => {
    const answer = await stopTimetable(SOL, MONDAY);
    expect(answer.stopCode).toBe(SOL);
    expect(answer.notice).toBeNull();
    const [towardsValdecarros, towardsPinar] = answer.timetable?.directions ?? [];
    expect(towardsValdecarros).toMatchObject({ direction: 0, headsign: 'Valdecarros' });
    // Metro de Madrid publishes headways (frequencies.txt, exact_times 0): the times are indicative.
    expect(towardsValdecarros?.stopDepartures).toMatchObject({
      stopCode: SOL,
      firstDeparture: '06:29',
      lastDeparture: '02:09',
      departureCount: 223,
      isApproximate: true,
    });
    const hours = towardsValdecarros?.stopDepartures?.hours ?? [];
    expect(hours[0]).toEqual({ hour: 6, isNextDay: false, minutes: [29, 38, 46, 55] });
    expect(hours.slice(-3)).toEqual([
      { hour: 0, isNextDay: true, minutes: [2, 9, 17, 24, 39, 54] },
      { hour: 1, isNextDay: true, minutes: [9, 24, 39, 54] },
      { hour: 2, isNextDay: true, minutes: [9] },
    ]);
    expect(towardsPinar?.stopDepartures).toMatchObject({
      stopCode: SOL,
      firstDeparture: '06:37',
      lastDeparture: '02:17',
    });
    // Its first stop's departures are the line answer's own, with no request of their own.
    const line = await getJson<LineDetail>(`/api/madrid/v1/lines/${LINE_1}?date=${MONDAY}`);
    expect(line.timetable?.directions[0]?.stopDepartures).toMatchObject({
      stopCode: '4-263',
      firstDeparture: '06:05',
      lastDeparture: '01:45',
      departureCount: 223,
    });
  });

  it("lists the same trains at Sol as the stop's own departures board, the whole day", async () => {
    const answer = await stopTimetable(SOL, MONDAY);
    const board: string[] = [];
    // From 04:00, when the night before has ended, an hour at a time (Sol's three lines stay under 200 an hour).
    for (let hour = 4; hour < 28; hour += 1) {
      const date = hour < 24 ? MONDAY : '2025-11-18';
      const at = `${date}T${String(hour % 24).padStart(2, '0')}:00`;
      const arrivals = await arrivalsAt(SOL, at, 60);
      expect(arrivals.arrivals.length).toBeLessThan(200);
      for (const arrival of arrivals.arrivals) {
        if (arrival.lineCode !== LINE_1 || arrival.direction !== 0) continue;
        const isNextDay = !arrival.departureTime.startsWith(MONDAY);
        board.push(`${arrival.departureTime.slice(11, 16)}${isNextDay ? '+' : ''}`);
      }
    }
    expect(timesOf(answer.timetable?.directions[0]?.stopDepartures)).toEqual(board);
  });

  it('keeps each train once and at its clock time at Sol on the spring change night (2025-03-29)', async () => {
    const times = async (date: string) =>
      timesOf((await stopTimetable(SOL, date)).timetable?.directions[0]?.stopDepartures);
    const spring = await times('2025-03-29');
    expect(spring.length).toBeGreaterThan(150);
    expect(spring).toEqual(await times('2025-03-22'));
    expect(spring).toEqual(await times('2025-04-05'));
  });

  it('reads a day after the Metro feed ended from its last valid week at Sol, and says so', async () => {
    const after = await stopTimetable(SOL, '2026-03-02');
    const lastWeek = await stopTimetable(SOL, '2026-02-16');
    expect(after.timetable?.feeds[0]).toMatchObject({
      feedId: 'crtm-metro',
      timetableDate: '2026-02-16',
      isFeedExpired: true,
      isHolidayStandIn: false,
    });
    expect(after.timetable?.directions.map((direction) => direction.stopDepartures)).toEqual(
      lastWeek.timetable?.directions.map((direction) => direction.stopDepartures),
    );
  });

  it('says a stop that is not on the line is not, with a coded 404', async () => {
    // Goya (4-30) is a stop of line 2, not of line 1.
    const response = await app.inject({ url: `/api/madrid/v1/lines/${LINE_1}/timetable?stop=4-30` });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('STOP_NOT_ON_LINE');
  });
});
