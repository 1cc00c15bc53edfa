import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiPlaceSearchProvider, createPlacesClient } from '@transit/api-client';
import type { ErrorAnswer, PlaceSearch } from '@transit/api-contract';
import type { PlaceSearchProvider } from '@transit/planner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { CITY_CONFIGS } from './cityConfigs';
import type { CityEntry } from './cityContext';
import { loadCities } from './load';
import type { GeocoderSettings } from './places';

/**
 * GET /v1/places over the real compiled networks and places files (`pnpm data`), and with a geocoder: a local
 * server answering a CONSTRUCTED Photon-shaped fixture (written for this test, not recorded from a service).
 */

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

let cities: Map<string, CityEntry>;
beforeAll(async () => {
  cities = await loadCities({
    dataRoot: REPOSITORY_ROOT,
    cityIds: ['madrid', 'new-york'],
    configs: CITY_CONFIGS,
    log: () => undefined,
  });
});

async function appWith(geocoder?: GeocoderSettings): Promise<App> {
  const app = createApp({ cities, now: () => Date.parse('2025-06-11T08:00:00+02:00'), geocoder });
  await app.ready();
  return app;
}

async function search(app: App, city: string, query: string) {
  const response = await app.inject({ url: `/api/${city}/v1/places${query}` });
  return { status: response.statusCode, body: response.json<PlaceSearch & ErrorAnswer>() };
}

describe('GET /v1/places (offline index only: no geocoder configured)', () => {
  let app: App;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(() => app.close());

  it('"sol" lists the station Sol (E4-12) first in Madrid, then its Metro and Cercanías stops', async () => {
    const { status, body } = await search(app, 'madrid', '?q=sol');
    expect(status).toBe(200);
    expect(body.query).toBe('sol');
    expect(body.places[0]).toMatchObject({ ref: 'station:E4-12', kind: 'station', name: 'Sol' });
    expect(
      body.places
        .slice(1, 3)
        .map((place) => place.ref)
        .sort(),
    ).toEqual(['stop:4-12', 'stop:5-122']);
    expect(body.places.length).toBeLessThanOrEqual(10);
  });

  it('"times sq" lists the station Times Sq-42 St (E4-127) first in New York', async () => {
    const { status, body } = await search(app, 'new-york', '?q=times%20sq');
    expect(status).toBe(200);
    expect(body.places[0]).toMatchObject({ ref: 'station:E4-127', kind: 'station', name: 'Times Sq-42 St' });
  });

  it('"alcala" lists the municipality Alcalá de Henares, a point, from CRTM\'s tables', async () => {
    const { body } = await search(app, 'madrid', '?q=alcala');
    expect(body.places[0]).toMatchObject({ kind: 'municipality', name: 'Alcalá de Henares' });
    expect(body.places[0]?.ref).toMatch(/^point:40\.\d{6},-3\.\d{6}$/);
  });

  it('a q with nothing the city has answers an empty list, not an error', async () => {
    const { status, body } = await search(app, 'madrid', '?q=zzzzqqqq');
    expect(status).toBe(200);
    expect(body.places).toEqual([]);
  });

  it("the api-client's provider, in the planner's PlaceSearchProvider shape, reads this answer", async () => {
    const injectFetch: typeof fetch = async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const answer = await app.inject({ url: `${url.pathname}${url.search}` });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const provider: PlaceSearchProvider = apiPlaceSearchProvider(
      createPlacesClient({ baseUrl: 'http://api.test/api/new-york', fetch: injectFetch }),
    );
    const places = await provider.search('times sq', { limit: 3 });
    expect(places).toHaveLength(3);
    expect(places[0]?.ref).toBe('station:E4-127');
  });

  it.each([
    ['no q', ''],
    ['an empty q', '?q='],
    ['a blank q', '?q=%20%20'],
    ['q twice', '?q=sol&q=atocha'],
    ['a q of 101 characters', `?q=${'a'.repeat(101)}`],
  ])('%s is a 400 INVALID_QUERY naming q', async (_name, query) => {
    const { status, body } = await search(app, 'madrid', query);
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_QUERY');
    expect(body.message).toMatch(/q/);
  });
});

/** Constructed Photon answer: one address inside Madrid's box. */
const CONSTRUCTED_PHOTON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-3.7074, 40.4155] },
      properties: {
        type: 'house',
        street: 'Calle Mayor',
        housenumber: '5',
        postcode: '28013',
        city: 'Madrid',
      },
    },
  ],
});

describe('GET /v1/places with a geocoder (a local server answering a constructed fixture)', () => {
  let server: Server;
  let baseUrl: string;
  const asked: URL[] = [];
  const silent = new Set<ServerResponse>();
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      asked.push(url);
      if (url.pathname === '/ok/api') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(CONSTRUCTED_PHOTON);
      } else if (url.pathname === '/silent/api') {
        silent.add(response);
      } else {
        response.writeHead(500);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of silent) response.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("lists the offline places first, then the geocoder's, asked within the city's search box and language", async () => {
    const app = await appWith({
      url: `${baseUrl}/ok/api`,
      kind: 'photon',
      key: 'fixture-key',
      timeoutMs: 2000,
    });
    try {
      const { status, body } = await search(app, 'madrid', '?q=sol');
      expect(status).toBe(200);
      expect(body.places[0]?.ref).toBe('station:E4-12');
      expect(body.places.at(-1)).toEqual({
        ref: 'point:40.415500,-3.707400',
        kind: 'address',
        name: 'Calle Mayor 5',
        detail: '28013 Madrid',
        location: { latitude: 40.4155, longitude: -3.7074 },
      });
      const request = asked.at(-1) as URL;
      const { south, west, north, east } = CITY_CONFIGS.get('madrid')?.map.placeSearchBounds ?? {};
      expect(request.searchParams.get('bbox')).toBe(`${west},${south},${east},${north}`);
      expect(request.searchParams.get('lang')).toBe('es');
      expect(request.searchParams.get('api_key')).toBe('fixture-key');
    } finally {
      await app.close();
    }
  });

  it('answers with the offline places when the geocoder fails or does not answer in time', async () => {
    for (const pathname of ['/failing/api', '/silent/api']) {
      const app = await appWith({
        url: `${baseUrl}${pathname}`,
        kind: 'photon',
        key: undefined,
        timeoutMs: 50,
      });
      try {
        const { status, body } = await search(app, 'madrid', '?q=sol');
        expect(status, pathname).toBe(200);
        expect(body.places[0]?.ref, pathname).toBe('station:E4-12');
        expect(
          body.places.every((place) => place.kind !== 'address'),
          pathname,
        ).toBe(true);
      } finally {
        await app.close();
      }
    }
  });
});
