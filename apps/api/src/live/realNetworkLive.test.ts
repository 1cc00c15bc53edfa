import path from 'node:path';
import type { Arrivals, Plan, TransitStep } from '@transit/api-contract';
import { startFixtureServer, type FixtureServer } from '@transit/realtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { CITY_CONFIGS } from '../cityConfigs';
import { loadCities } from '../load';
import { fixtureLiveEnv, METRO_SAMPLE_NOW, MTA_SAMPLE_NOW } from './liveFixtures';
import { createLiveFromEnv } from './setup';

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

async function realApp(cityId: 'madrid' | 'new-york', now: number): Promise<App> {
  const cities = await loadCities({
    dataRoot: REPOSITORY_ROOT,
    cityIds: [cityId],
    configs: CITY_CONFIGS,
    log: () => undefined,
  });
  const live = createLiveFromEnv({
    env: fixtureLiveEnv(server),
    repositoryRoot: REPOSITORY_ROOT,
    cities,
    now: () => now,
    log: () => undefined,
  });
  const app = createApp({ cities, now: () => now, live });
  await app.ready();
  return app;
}

async function board(app: App, url: string): Promise<Arrivals> {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json<Arrivals>();
}

const live = (answer: Arrivals) => answer.arrivals.filter((arrival) => arrival.status === 'live');

/**
 * The merge on real trips: the real compiled networks (`pnpm data`) and the fixture server's answers, on the clock of
 * each answer (Metro's and CRTM's constructed displays and times at 08:30 on 12 March 2025; the MTA's recorded feed of
 * 26 November 2021). Each live row takes the place of the timetabled trip it is: its trip id and timetabled time.
 */
describe('live rows matched to real trips', () => {
  it("Sol (Metro 4-12): the displays' minutes land on the timetable's trips of lines 1, 2 and 3", async () => {
    const app = await realApp('madrid', METRO_SAMPLE_NOW);
    const answer = await board(app, '/api/madrid/v1/stops/4-12/arrivals');
    expect(answer.live.sources).toEqual([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 15 }]);
    const rows = live(answer);
    expect(new Set(rows.map((row) => row.lineNumber))).toEqual(new Set(['1', '2', '3']));
    expect(rows.every((row) => row.liveSource === 'metro' && row.tripId !== null)).toBe(true);
    expect(rows.find((row) => row.lineNumber === '1' && row.destination === 'Valdecarros')).toMatchObject({
      departureTime: '2025-03-12T08:31:30+01:00',
      scheduledTime: '2025-03-12T08:33:14+01:00',
      tripId: '4_I14-001_2023I14_1_1_4__1___@08:08:30',
    });
    await app.close();
  });

  it("a Metro Ligero stop (10-1): CRTM's time lands on a real ML1 trip", async () => {
    const app = await realApp('madrid', METRO_SAMPLE_NOW);
    const answer = await board(app, '/api/madrid/v1/stops/10-1/arrivals');
    expect(answer.live.sources).toEqual([{ source: 'crtm', state: 'ok', errorCode: null, ageSeconds: 0 }]);
    const rows = live(answer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      lineNumber: 'ML1',
      destination: 'Las Tablas',
      liveSource: 'crtm',
      departureTime: '2025-03-12T08:32:00+01:00',
      scheduledTime: '2025-03-12T08:34:00+01:00',
    });
    expect(rows[0]?.tripId).toMatch(/^10_I14-510_/);
    await app.close();
  });

  it("Times Sq-42 St (New York 4-127): the MTA's recorded trip updates land on their static trips by trip id", async () => {
    const app = await realApp('new-york', MTA_SAMPLE_NOW);
    const answer = await board(app, '/api/new-york/v1/stops/4-127/arrivals');
    expect(answer.live.sources).toEqual([{ source: 'mta', state: 'ok', errorCode: null, ageSeconds: 5 }]);
    const rows = live(answer);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.scheduledTime !== undefined && row.tripId !== null)).toBe(true);
    expect(rows.find((row) => row.tripId === 'ASP26GEN-3094-Weekday-00_090900_3..N01R')).toMatchObject({
      lineNumber: '3',
      destination: 'Harlem-148 St',
      departureTime: '2021-11-26T15:56:15-05:00',
      scheduledTime: '2021-11-26T15:58:30-05:00',
    });
    await app.close();
  });
});

describe('live delays on planned trips', () => {
  it('Sol → Nuevos Ministerios now: a first ride the Metro displays time moves to the live time, labelled live', async () => {
    const app = await realApp('madrid', METRO_SAMPLE_NOW);
    const rows = live(await board(app, '/api/madrid/v1/stops/4-12/arrivals'));
    const response = await app.inject({ url: '/api/madrid/v1/plan?from=stop:4-12&to=stop:4-120' });
    expect(response.statusCode).toBe(200);
    const plan = response.json<Plan>();
    const firstRides = plan.trips.flatMap((trip) =>
      trip.steps.filter((step): step is TransitStep => step.kind === 'transit').slice(0, 1),
    );
    const liveRides = firstRides.filter((ride) => ride.status === 'live');
    expect(liveRides.length).toBeGreaterThan(0);
    for (const ride of liveRides) {
      const row = rows.find((candidate) => candidate.tripId === ride.tripId);
      expect(ride.departureTime).toBe(row?.departureTime);
      expect(ride.delaySeconds).toBe(row?.delaySeconds);
    }
    await app.close();
  });
});
