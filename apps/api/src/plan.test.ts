import path from 'node:path';
import type { ErrorAnswer, Plan } from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { CITY_CONFIGS } from './cityConfigs';
import { loadCities } from './load';

/** GET /v1/plan over the real compiled networks (`pnpm data`), at fixed moments so answers do not depend on today. */

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

async function appFor(cityIds: ('madrid' | 'new-york')[]): Promise<App> {
  const cities = await loadCities({
    dataRoot: REPOSITORY_ROOT,
    cityIds,
    configs: CITY_CONFIGS,
    log: () => undefined,
  });
  const app = createApp({ cities, now: () => Date.parse('2025-06-11T08:00:00+02:00') });
  await app.ready();
  return app;
}

describe('GET /v1/plan', () => {
  let app: App;
  beforeAll(async () => {
    app = await appFor(['madrid', 'new-york']);
  });
  afterAll(() => app.close());

  const plan = async (city: string, query: string) => {
    const response = await app.inject({ url: `/api/${city}/v1/plan?${query}` });
    return { status: response.statusCode, body: response.json<Plan & ErrorAnswer>() };
  };

  it('plans Sol to Nuevos Ministerios on the Metro timetable, with the change and every stop ridden', async () => {
    const { status, body } = await plan('madrid', 'from=stop:4-12&to=stop:4-120&at=2025-06-11T08:00:00');
    expect(status).toBe(200);
    expect(body.from).toMatchObject({ ref: 'stop:4-12', name: 'Sol', stopType: 'metro' });
    expect(body.to).toMatchObject({ ref: 'stop:4-120', name: 'Nuevos Ministerios' });
    expect(body.trips.length).toBeGreaterThan(2);
    const first = body.trips[0];
    expect((first?.departureTime ?? '') >= '2025-06-11T08:00:00+02:00').toBe(true);
    const rides = first?.steps.filter((step) => step.kind === 'transit') ?? [];
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) {
      if (ride.kind !== 'transit') continue;
      expect(ride.transport).toBe('subway');
      expect(ride.stops.length).toBe(ride.stopCount + 1);
      expect(ride.shape.length).toBeGreaterThan(1);
    }
    expect(rides[0]?.from.name).toBe('Sol');
    expect(rides.at(-1)?.to.name).toBe('Nuevos Ministerios');
    expect(body.unplannedStopTypes).toEqual(expect.arrayContaining(['cercanias', 'emt', 'interurban']));
    expect(body.computedBy).toBe('server');
  });

  it('arrives by the time asked', async () => {
    const { body } = await plan(
      'madrid',
      'from=stop:4-12&to=stop:4-120&at=2025-06-11T09:00:00&arriveBy=true',
    );
    expect(body.arriveBy).toBe(true);
    expect(body.trips.length).toBeGreaterThan(0);
    for (const trip of body.trips) expect(trip.arrivalTime <= '2025-06-11T09:00:00+02:00').toBe(true);
  });

  it('plans Times Sq-42 St to Atlantic Av-Barclays Ctr in New York, station to station', async () => {
    const { status, body } = await plan(
      'new-york',
      'from=station:E4-127&to=station:E4-235&at=2026-06-10T08:00:00',
    );
    expect(status).toBe(200);
    expect(body.from.name).toBe('Times Sq-42 St');
    expect(body.trips.length).toBeGreaterThan(0);
    expect(body.trips[0]?.arrivalTime.endsWith('-04:00')).toBe(true);
  });

  it.each([
    ['from=stop:4-12', 400, 'INVALID_QUERY'],
    ['from=sol&to=stop:4-120', 400, 'PLACE_REF_MALFORMED'],
    ['from=stop:4-99999&to=stop:4-120', 404, 'STOP_NOT_FOUND'],
    ['from=station:E4-99999&to=stop:4-120', 404, 'STATION_NOT_FOUND'],
    ['from=point:48.850000,2.350000&to=stop:4-120', 400, 'PLACE_OUT_OF_AREA'],
    ['from=stop:4-12&to=stop:4-120&maxTransfers=9', 400, 'INVALID_QUERY'],
    ['from=stop:4-12&to=stop:4-120&at=yesterday', 400, 'INVALID_QUERY'],
  ])('answers %s with %i %s', async (query, status, code) => {
    const answer = await plan('madrid', query);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});
