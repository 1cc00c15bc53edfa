import { arrivalsSchema, stationArrivalsSchema } from '@transit/api-contract';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createBoardCache } from './boardCache';
import { fixtureCities } from './fixtureNetwork';

const NOW = Date.parse('2025-11-19T06:55:00+01:00');

function appWithBoardCache(boardCacheMs: number) {
  const clock = { now: NOW };
  const app = createApp({ cities: fixtureCities(), now: () => clock.now, boardCacheMs });
  const board = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<unknown>();
  };
  return { app, clock, board };
}

describe('boards about now, made once per moment (BOARD_CACHE_MS)', () => {
  it('serves a stop board made less than BOARD_CACHE_MS ago as it was made (its own `at`), and a new one after', async () => {
    const { app, clock, board } = appWithBoardCache(5_000);
    const first = arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals'));
    expect(first.at).toBe('2025-11-19T06:55:00+01:00');
    clock.now += 4_999;
    // Still the board of 06:55:00, whole and checked: its minutes count from its own `at`.
    expect(arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals'))).toEqual(first);
    clock.now += 1;
    const later = arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals'));
    expect(later.at).toBe('2025-11-19T06:55:05+01:00');
    await app.close();
  });

  it('keeps each query apart, and a station board as a stop board', async () => {
    const { app, clock, board } = appWithBoardCache(5_000);
    const all = arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals'));
    const two = arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals?limit=2'));
    expect(two.arrivals).toHaveLength(2);
    expect(all.arrivals.length).toBeGreaterThan(2);
    // The limit is part of the key: a board of two is not served for a board of all.
    clock.now += 500;
    expect(arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals')).arrivals).toHaveLength(
      all.arrivals.length,
    );
    // A station's board is kept as a stop's is.
    const station = stationArrivalsSchema.parse(await board('/api/madrid/v1/stations/E4-12/arrivals'));
    clock.now += 2_000;
    expect(stationArrivalsSchema.parse(await board('/api/madrid/v1/stations/E4-12/arrivals')).at).toBe(
      station.at,
    );
    await app.close();
  });

  it('keeps nothing by default (tests, and BOARD_CACHE_MS=0)', async () => {
    const { app, clock, board } = appWithBoardCache(0);
    await board('/api/madrid/v1/stops/4-12/arrivals');
    clock.now += 2_000;
    expect(arrivalsSchema.parse(await board('/api/madrid/v1/stops/4-12/arrivals')).at).toBe(
      '2025-11-19T06:55:02+01:00',
    );
    await app.close();
  });
});

describe('createBoardCache', () => {
  it('does not keep a board waiting on a live source, nor any board when its time is 0', () => {
    let now = 0;
    const cache = createBoardCache(() => now, 1_000);
    cache.set('pending', '{}', true);
    cache.set('done', '{"a":1}', false);
    expect(cache.get('pending')).toBeUndefined();
    expect(cache.get('done')).toBe('{"a":1}');
    now = 1_000;
    expect(cache.get('done')).toBeUndefined();
    const none = createBoardCache(() => now, 0);
    none.set('done', '{}', false);
    expect(none.get('done')).toBeUndefined();
  });
});
