import type { Arrivals, StationArrivals } from '@transit/api-contract';
import { type Fault, type FixtureServer, startFixtureServer } from '@transit/realtime/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSource } from '@transit/realtime';
import { type App, createApp } from '../app';
import { sourceCovers } from './config';
import { createLiveService } from './service';
import { createMemoryStore } from './store';
import {
  EMT_SAMPLE_NOW,
  fixtureLiveEnv,
  liveApp,
  liveCities,
  METRO_SAMPLE_NOW,
  MTA_SAMPLE_NOW,
  type TestClock,
} from './liveFixtures';

/**
 * The API with its live sources, the upstream being the realtime package's fixture server: EMT's recorded answers
 * for stop 72 (2023-07-10), Metro's constructed displays for Sol (0112, 0208, 0306: no recording exists, the
 * fixtures say "constructed"), the MTA's recorded feeds; faults injected per request.
 */

let server: FixtureServer;
const apps: App[] = [];
beforeAll(async () => {
  server = await startFixtureServer();
});
afterEach(async () => {
  server.clearFaults();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => server.close());

async function appAt(nowEpochMs: number, overrides: Parameters<typeof fixtureLiveEnv>[1] = {}) {
  const clock: TestClock = { now: nowEpochMs };
  const logs: string[] = [];
  const app = await liveApp(fixtureLiveEnv(server, overrides), clock, logs);
  apps.push(app);
  return { app, clock, logs };
}

async function getJson<Body>(app: App, url: string): Promise<Body> {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json<Body>();
}

describe("an EMT stop's board (EMT's recorded answer for stop 72)", () => {
  it('shows the live rows (status live, their age) matched to the timetable, and the EMT source ok', async () => {
    const { app } = await appAt(EMT_SAMPLE_NOW);
    const board = await getJson<Arrivals>(app, '/api/madrid/v1/stops/72/arrivals');
    expect(board.live).toEqual({
      sources: [{ source: 'emt', state: 'ok', errorCode: null, ageSeconds: 5 }],
      isPending: false,
      refreshAfterSeconds: 25,
    });
    const first = board.arrivals[0];
    // The first bus of line 27 to Plaza Castilla, 8 s away and 25 m off: the 19:30 timetabled trip, 22 s early.
    expect(first).toMatchObject({
      lineCode: '6-27',
      lineNumber: '27',
      tripId: '27-1930',
      destination: 'Plaza Castilla',
      departureTime: '2023-07-10T19:29:38+02:00',
      scheduledTime: '2023-07-10T19:30:00+02:00',
      delaySeconds: -22,
      minutes: 0,
      status: 'live',
      source: 'live',
      isRealtime: true,
      liveSource: 'emt',
      ageSeconds: 5,
      distanceMeters: 25,
    });
    // Every recorded bus with an estimate is there (16), each live; the line the network does not know has no code.
    const live = board.arrivals.filter((arrival) => arrival.source === 'live');
    expect(live).toHaveLength(16);
    expect(live.every((arrival) => arrival.status === 'live')).toBe(true);
    expect(board.arrivals.find((arrival) => arrival.lineNumber === '53')).toMatchObject({
      lineCode: null,
      tripId: null,
      liveSource: 'emt',
    });
    // EMT's C03 is the network's C3 (circular bus 3), by number.
    expect(board.arrivals.find((arrival) => arrival.lineNumber === 'C3')).toMatchObject({
      lineCode: '6-503',
    });
    // The 20:30 trip is not live: it stays scheduled.
    expect(board.arrivals.find((arrival) => arrival.tripId === '27-2030')).toMatchObject({
      status: 'scheduled',
      source: 'schedule',
      isRealtime: false,
    });
    const times = board.arrivals.map((arrival) => Date.parse(arrival.departureTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers the timetable alone, no live call, for an explicit `at` far from now', async () => {
    const { app } = await appAt(EMT_SAMPLE_NOW);
    const before = server.requestsTo('emt.arrivals').length;
    const board = await getJson<Arrivals>(
      app,
      `/api/madrid/v1/stops/72/arrivals?at=${encodeURIComponent('2023-07-10T19:00:00+02:00')}`,
    );
    expect(board.live.sources).toEqual([]);
    expect(board.arrivals.every((arrival) => arrival.source === 'schedule')).toBe(true);
    expect(server.requestsTo('emt.arrivals').length - before).toBe(0);
  });
});

describe("Metro Sol's board (constructed displays 0112, 0208, 0306)", () => {
  it("matches the displays' rows to the timetabled trips by line, direction and nearest time", async () => {
    const { app } = await appAt(METRO_SAMPLE_NOW);
    const board = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(board.live.sources).toEqual([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 15 }]);
    const byTrip = (tripId: string) => board.arrivals.find((arrival) => arrival.tripId === tripId);
    // Line 1 to Valdecarros: "2 min" said at 08:29:30 is 08:31:30, the 08:31 trip, 30 s late; "7" is the 08:37's.
    expect(byTrip('L1-V-0831')).toMatchObject({
      status: 'live',
      liveSource: 'metro',
      departureTime: '2025-03-12T08:31:30+01:00',
      scheduledTime: '2025-03-12T08:31:00+01:00',
      delaySeconds: 30,
      ageSeconds: 30,
    });
    expect(byTrip('L1-V-0837')).toMatchObject({ status: 'live', delaySeconds: -30 });
    // Line 1 the other way ("4" at 08:29:30) and line 2 ("3" at 08:29:45).
    expect(byTrip('L1-P-0833')).toMatchObject({ status: 'live', departureTime: '2025-03-12T08:33:30+01:00' });
    expect(byTrip('L2-R-0833')).toMatchObject({ status: 'live', departureTime: '2025-03-12T08:32:45+01:00' });
    // Line 3: "5" said at 08:26 is 08:31, its timetabled 08:30 trip (a minute late, from before `at`).
    expect(byTrip('L3-V-0830')).toMatchObject({
      status: 'live',
      departureTime: '2025-03-12T08:31:00+01:00',
      delaySeconds: 60,
    });
    // The displays' "next but one" of lines 2 and 3 (08:38:45, 08:38) match no timetabled trip: added, no trip id.
    expect(
      board.arrivals
        .filter((arrival) => arrival.source === 'live' && arrival.tripId === null)
        .map((arrival) => [arrival.lineCode, arrival.departureTime]),
    ).toEqual([
      ['4-3', '2025-03-12T08:38:00+01:00'],
      ['4-2', '2025-03-12T08:38:45+01:00'],
    ]);
    // Seven rows with minutes; unknown minutes (null, "", {"@nil":"true"}) are no departures, never "0 min".
    expect(board.arrivals.filter((arrival) => arrival.source === 'live')).toHaveLength(7);
    expect(byTrip('L1-V-0930')).toMatchObject({ status: 'scheduled' });
  });

  it("the station E4-12 lists each source once: Cercanías ok (ADIF's constructed answer at 18101), Metro ok, Sol's rows live", async () => {
    const { app } = await appAt(METRO_SAMPLE_NOW);
    const board = await getJson<StationArrivals>(app, '/api/madrid/v1/stations/E4-12/arrivals');
    expect(board.live.sources.map(({ source, state }) => [source, state])).toEqual([
      ['cercanias', 'ok'],
      ['metro', 'ok'],
    ]);
    const cercanias = board.modes.find((mode) => mode.stopType === 'cercanias');
    expect(cercanias?.arrivals.length).toBeGreaterThan(0);
    expect(
      cercanias?.arrivals.every((arrival) => arrival.status === 'live' && arrival.liveSource === 'cercanias'),
    ).toBe(true);
    const metro = board.modes.find((mode) => mode.stopType === 'metro');
    expect(metro?.arrivals.filter((arrival) => arrival.status === 'live')).toHaveLength(7);
    expect(metro?.arrivals[0]).toMatchObject({ stopCode: '4-12', source: 'live' });
  });

  it('N concurrent boards for one stop make one upstream call per display (single flight)', async () => {
    const { app } = await appAt(METRO_SAMPLE_NOW);
    const before = server.requestsTo('metro.teleindicadores').length;
    const boards = await Promise.all(
      Array.from({ length: 20 }, () => getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals')),
    );
    expect(boards.every((board) => board.live.sources[0]?.state === 'ok')).toBe(true);
    // Sol has three displays: one call each, for twenty boards.
    expect(server.requestsTo('metro.teleindicadores').length - before).toBe(3);
  });
});

describe('a failing source: the timetable answers, labelled', () => {
  const cases: readonly [string, Fault, string, string][] = [
    ['no answer (hang)', { kind: 'hang' }, 'timedOut', 'UPSTREAM_TIMEOUT'],
    ['a 60 s slow answer', { kind: 'slow', delayMs: 60_000 }, 'timedOut', 'UPSTREAM_TIMEOUT'],
    ['HTTP 500', { kind: 'status', status: 500 }, 'failing', 'UPSTREAM_HTTP_ERROR'],
    ['an HTML error page', { kind: 'htmlError' }, 'failing', 'UPSTREAM_HTTP_ERROR'],
    ['garbage', { kind: 'garbage' }, 'failing', 'UPSTREAM_PAYLOAD_INVALID'],
    ['half a body', { kind: 'partial' }, 'failing', 'UPSTREAM_PAYLOAD_INVALID'],
    ['a rate limit (HTTP 429)', { kind: 'rateLimited', as: 'http429' }, 'failing', 'UPSTREAM_RATE_LIMITED'],
  ];
  it.each(cases)('Metro: %s → %s', async (_name, fault, state, errorCode) => {
    // A short timeout where the fault is a timeout; elsewhere one a loaded machine never reaches.
    const sourceTimeoutMs = state === 'timedOut' ? 200 : 8_000;
    const { app } = await appAt(METRO_SAMPLE_NOW, { sourceTimeoutMs, waitMs: 10_000 });
    server.inject('metro.teleindicadores', fault, 3);
    const board = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(board.live.sources).toEqual([{ source: 'metro', state, errorCode, ageSeconds: null }]);
    expect(board.live.isPending).toBe(false);
    expect(board.arrivals.length).toBeGreaterThan(0);
    expect(board.arrivals.every((arrival) => arrival.status === 'scheduled')).toBe(true);
  });

  const emtCases: readonly [string, Fault, number, string][] = [
    [
      'an expired token, refused again after the re-login',
      { kind: 'expiredToken' },
      2,
      'UPSTREAM_AUTH_FAILED',
    ],
    ["EMT's use limit (code 98)", { kind: 'rateLimited' }, 1, 'UPSTREAM_RATE_LIMITED'],
    ['HTTP 500', { kind: 'status', status: 500 }, 1, 'UPSTREAM_HTTP_ERROR'],
  ];
  it.each(emtCases)('EMT: %s → failing', async (_name, fault, times, errorCode) => {
    const { app } = await appAt(EMT_SAMPLE_NOW, { sourceTimeoutMs: 8_000 });
    server.inject('emt.arrivals', fault, times);
    const board = await getJson<Arrivals>(app, '/api/madrid/v1/stops/72/arrivals');
    expect(board.live.sources).toEqual([{ source: 'emt', state: 'failing', errorCode, ageSeconds: null }]);
    expect(board.arrivals.map((arrival) => [arrival.tripId, arrival.status])).toEqual([
      ['27-1930', 'scheduled'],
      ['27-2030', 'scheduled'],
    ]);
  });

  it('a slow source: the board answers without it (pending), and a later board has its rows from the cache', async () => {
    const { app } = await appAt(METRO_SAMPLE_NOW, { sourceTimeoutMs: 10_000, waitMs: 100 });
    server.inject('metro.teleindicadores', { kind: 'slow', delayMs: 400 }, 3);
    const first = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(first.live).toEqual({
      sources: [{ source: 'metro', state: 'pending', errorCode: null, ageSeconds: null }],
      isPending: true,
      refreshAfterSeconds: 3,
    });
    expect(first.arrivals.every((arrival) => arrival.status === 'scheduled')).toBe(true);
    await app.liveService.settled();
    const later = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(later.live.sources[0]?.state).toBe('ok');
    expect(later.live.isPending).toBe(false);
    expect(later.arrivals.filter((arrival) => arrival.status === 'live')).toHaveLength(7);
  });

  it('without keys every source is notConfigured and the board is the timetable', async () => {
    const { app } = await appAt(METRO_SAMPLE_NOW, {
      emt: { baseUrl: undefined, clientId: undefined, passKey: undefined },
      metro: { baseUrl: undefined, stationsCsv: 'unused.csv' },
    });
    const board = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(board.live.sources).toEqual([
      { source: 'metro', state: 'notConfigured', errorCode: null, ageSeconds: null },
    ]);
    expect(board.arrivals.every((arrival) => arrival.source === 'schedule')).toBe(true);
    const bus = await getJson<Arrivals>(app, '/api/madrid/v1/stops/72/arrivals');
    expect(bus.live.sources).toEqual([
      { source: 'emt', state: 'notConfigured', errorCode: null, ageSeconds: null },
    ]);
  });
});

describe('a fault of the live side itself', () => {
  it('answers the timetable, never a 5xx', async () => {
    const clock = { now: METRO_SAMPLE_NOW };
    const broken: LiveSource = {
      id: 'metro',
      servesStop: () => {
        throw new Error('a bug');
      },
      state: () => 'closed',
      departures: () => Promise.reject(new Error('a bug')),
    };
    const live = createLiveService({
      sources: { metro: broken },
      now: () => clock.now,
      store: createMemoryStore(),
      lockHoldMs: 3_500,
      failingFlagMs: 30_000,
      covers: sourceCovers,
    });
    const app = createApp({ cities: liveCities(), now: () => clock.now, live });
    apps.push(app);
    const stop = await getJson<Arrivals>(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(stop.arrivals.length).toBeGreaterThan(0);
    expect(stop.live.sources).toEqual([]);
    const station = await getJson<StationArrivals>(app, '/api/madrid/v1/stations/E4-12/arrivals');
    expect(station.modes.length).toBe(2);
  });
});

describe("New York: the MTA's recorded feed", () => {
  it("Times Sq-42 St (4-127) shows the feed's trains, the network's line 1 by number", async () => {
    const { app } = await appAt(MTA_SAMPLE_NOW);
    const board = await getJson<Arrivals>(app, '/api/new-york/v1/stops/4-127/arrivals');
    expect(board.live.sources.map(({ source, state }) => [source, state])).toEqual([['mta', 'ok']]);
    const live = board.arrivals.filter((arrival) => arrival.source === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((arrival) => arrival.liveSource === 'mta' && arrival.status === 'live')).toBe(true);
    expect(live.find((arrival) => arrival.lineNumber === '1')).toMatchObject({ lineCode: '4-1' });
  });
});
