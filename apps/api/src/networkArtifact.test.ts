import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeNetwork, stopCount } from '@transit/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { CITY_CONFIGS } from './cityConfigs';
import { fixtureCities } from './fixtureNetwork';
import { loadCities } from './load';

describe('GET /v1/network (the offline planner’s download)', () => {
  let app: App;
  const cities = fixtureCities();
  beforeAll(async () => {
    app = createApp({ cities, now: () => Date.parse('2025-06-11T08:00:00+02:00') });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the city’s network artifact, gzipped, which decodes to the network the API serves', async () => {
    const response = await app.inject({
      url: '/api/madrid/v1/network',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-encoding']).toBe('gzip');
    const network = decodeNetwork(new Uint8Array(gunzipSync(response.rawPayload)));
    const served = cities.get('madrid')?.network;
    expect(served).toBeDefined();
    if (!served) return;
    expect(network.cityId).toBe(served.cityId);
    expect(stopCount(network)).toBe(stopCount(served));
  });

  it('revalidates with its ETag (304) and refuses other methods', async () => {
    const first = await app.inject({ url: '/api/madrid/v1/network' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({
      url: '/api/madrid/v1/network',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    const post = await app.inject({ method: 'POST', url: '/api/madrid/v1/network' });
    expect(post.statusCode).toBe(405);
  });
});

describe('GET /v1/network of a city loaded from its file', () => {
  it('answers the very bytes of cities/<id>/dist/network.bin (built by `pnpm data`), not a re-encoding', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const cities = await loadCities({
      dataRoot: root,
      cityIds: ['madrid'],
      configs: CITY_CONFIGS,
      log: () => undefined,
    });
    const app = createApp({ cities, now: () => Date.parse('2025-06-11T08:00:00+02:00') });
    await app.ready();
    const response = await app.inject({ url: '/api/madrid/v1/network' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(readFileSync(path.join(root, 'cities/madrid/dist/network.bin')))).toBe(
      true,
    );
    await app.close();
  });
});
