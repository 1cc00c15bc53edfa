import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlaceSuggestion } from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoderProvider, type GeocoderConfig, GeocoderError } from './geocoder';
import type { PlaceSearchProvider } from './provider';
import { searchPlaces } from './search';

/**
 * The geocoder adapter against a local HTTP server answering CONSTRUCTED fixtures: GeoJSON written for these tests in
 * the shapes Photon's and Pelias's documentation give (their property names), not answers recorded from a service.
 * No service is asked.
 */

/** Madrid's map.placeSearchBounds (cities/madrid/feeds.ts, MADRID_AUTOCOMPLETE_BOUNDS' kind of box). */
const BOUNDS = { south: 40.0, west: -4.6, north: 41.2, east: -3.0 };

const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });

/** Constructed Photon answer: an address, a landmark, a town, one outside the box, one without a point. */
const PHOTON_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: point(-3.7074, 40.4155),
      properties: {
        osm_key: 'building',
        type: 'house',
        street: 'Calle Mayor',
        housenumber: '5',
        postcode: '28013',
        city: 'Madrid',
      },
    },
    {
      type: 'Feature',
      geometry: point(-3.6921, 40.4138),
      properties: {
        osm_key: 'tourism',
        osm_value: 'museum',
        type: 'house',
        name: 'Museo del Prado',
        street: 'Paseo del Prado',
        postcode: '28014',
        city: 'Madrid',
      },
    },
    {
      type: 'Feature',
      geometry: point(-3.3641, 40.4818),
      properties: {
        osm_key: 'place',
        osm_value: 'city',
        type: 'city',
        name: 'Alcalá de Henares',
        state: 'Comunidad de Madrid',
      },
    },
    {
      type: 'Feature',
      geometry: point(2.1734, 41.3851),
      properties: { name: 'Plaça de Catalunya', type: 'street' },
    },
    { type: 'Feature', properties: { name: 'No point' } },
  ],
};

/** Constructed Pelias answer: a venue, a locality and an address. */
const PELIAS_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: point(-3.6883, 40.4153),
      properties: { layer: 'venue', name: 'Puerta de Alcalá', label: 'Puerta de Alcalá, Madrid, España' },
    },
    {
      type: 'Feature',
      geometry: point(-3.8, 40.3),
      properties: { layer: 'locality', name: 'Alcorcón', label: 'Alcorcón, Madrid, España' },
    },
    {
      type: 'Feature',
      geometry: point(-3.7, 40.42),
      properties: { layer: 'address', name: 'Calle de Alcalá 1', label: 'Calle de Alcalá 1' },
    },
  ],
};

let server: Server;
let baseUrl: string;
const requests: URL[] = [];
const pending = new Set<ServerResponse>();

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://fixture');
  requests.push(url);
  const send = (status: number, body: string, type = 'application/json') => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  switch (url.pathname) {
    case '/photon/api':
      return send(200, JSON.stringify(PHOTON_ANSWER));
    case '/pelias/v1/autocomplete':
      return send(200, JSON.stringify(PELIAS_ANSWER));
    case '/failing/api':
      return send(503, 'busy', 'text/plain');
    case '/html/api':
      return send(200, '<html>not json</html>', 'text/html');
    case '/not-geojson/api':
      return send(200, JSON.stringify({ results: [] }));
    case '/silent/api':
      // Never answers: the timeout or the caller's signal ends the wait.
      pending.add(response);
      return undefined;
    default:
      return send(404, '{}');
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of pending) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const provider = (path: string, config: Partial<GeocoderConfig> = {}) =>
  createGeocoderProvider({ url: `${baseUrl}${path}`, kind: 'photon', bounds: BOUNDS, ...config });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof GeocoderError ? error.code : `not a GeocoderError: ${String(error)}`;
  }
  return 'no error';
}

describe('the geocoder adapter (constructed fixtures on a local server)', () => {
  it("asks Photon within the city's box, in the language and with the key configured", async () => {
    requests.length = 0;
    await provider('/photon/api', { key: 'test-key', language: 'es' }).search('calle mayor 5', { limit: 4 });
    const asked = requests[0] as URL;
    expect(asked.searchParams.get('q')).toBe('calle mayor 5');
    expect(asked.searchParams.get('limit')).toBe('4');
    expect(asked.searchParams.get('bbox')).toBe('-4.6,40,-3,41.2');
    expect(asked.searchParams.get('lang')).toBe('es');
    expect(asked.searchParams.get('api_key')).toBe('test-key');
  });

  it("reads Photon's features as addresses, landmarks and municipalities, each a point; the ones outside the box or without a point are left out", async () => {
    const places = await provider('/photon/api').search('mayor', { limit: 10 });
    expect(places).toEqual<PlaceSuggestion[]>([
      {
        ref: 'point:40.415500,-3.707400',
        kind: 'address',
        name: 'Calle Mayor 5',
        detail: '28013 Madrid',
        location: { latitude: 40.4155, longitude: -3.7074 },
      },
      {
        ref: 'point:40.413800,-3.692100',
        kind: 'landmark',
        name: 'Museo del Prado',
        detail: 'Paseo del Prado, 28014 Madrid',
        location: { latitude: 40.4138, longitude: -3.6921 },
      },
      {
        ref: 'point:40.481800,-3.364100',
        kind: 'municipality',
        name: 'Alcalá de Henares',
        detail: 'Comunidad de Madrid',
        location: { latitude: 40.4818, longitude: -3.3641 },
      },
    ]);
    expect(requests.at(-1)?.searchParams.has('api_key')).toBe(false);
  });

  it('keeps to the limit', async () => {
    expect(await provider('/photon/api').search('mayor', { limit: 1 })).toHaveLength(1);
    expect(await provider('/photon/api').search('  ', { limit: 5 })).toEqual([]);
  });

  it('asks Pelias with its own parameters and reads its layers and labels', async () => {
    requests.length = 0;
    const places = await provider('/pelias/v1/autocomplete', { kind: 'pelias', key: 'k' }).search('alcala', {
      limit: 5,
    });
    const asked = requests[0] as URL;
    expect(asked.searchParams.get('text')).toBe('alcala');
    expect(asked.searchParams.get('size')).toBe('5');
    expect(asked.searchParams.get('boundary.rect.min_lat')).toBe('40');
    expect(asked.searchParams.get('boundary.rect.max_lon')).toBe('-3');
    expect(asked.searchParams.get('api_key')).toBe('k');
    expect(places.map((place) => [place.kind, place.name, place.detail])).toEqual([
      ['landmark', 'Puerta de Alcalá', 'Puerta de Alcalá, Madrid, España'],
      ['municipality', 'Alcorcón', 'Alcorcón, Madrid, España'],
      ['address', 'Calle de Alcalá 1', ''],
    ]);
  });

  it('says why it failed, in coded errors: an error status, an answer that is not JSON or not GeoJSON, no answer in time, no server', async () => {
    expect(await codeOf(provider('/failing/api').search('sol', { limit: 5 }))).toBe('GEOCODER_HTTP_STATUS');
    expect(await codeOf(provider('/html/api').search('sol', { limit: 5 }))).toBe('GEOCODER_BAD_ANSWER');
    expect(await codeOf(provider('/not-geojson/api').search('sol', { limit: 5 }))).toBe(
      'GEOCODER_BAD_ANSWER',
    );
    expect(await codeOf(provider('/silent/api', { timeoutMs: 50 }).search('sol', { limit: 5 }))).toBe(
      'GEOCODER_TIMEOUT',
    );
    // A port nothing listens on: the server's own, once closed, is not safe to reuse, so a fresh one is closed first.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createGeocoderProvider({
      url: `http://127.0.0.1:${port}/api`,
      kind: 'photon',
      bounds: BOUNDS,
    });
    expect(await codeOf(unreachable.search('sol', { limit: 5 }))).toBe('GEOCODER_UNREACHABLE');
  });

  it("never names the key in an error's message", async () => {
    const error = await provider('/failing/api', { key: 'secret-key' })
      .search('sol', { limit: 5 })
      .catch((caught: unknown) => caught);
    expect(String(error)).not.toContain('secret-key');
    expect(String(error)).toContain('GEOCODER_HTTP_STATUS');
  });

  it("stops when the caller aborts: the caller's abort, not a GeocoderError", async () => {
    const controller = new AbortController();
    const search = provider('/silent/api', { timeoutMs: 60_000 }).search('sol', {
      limit: 5,
      signal: controller.signal,
    });
    controller.abort();
    await expect(search).rejects.toSatisfy((error) => !(error instanceof GeocoderError));
  });

  it('refuses a URL that is not one when it is made, not at the first search', () => {
    expect(() => createGeocoderProvider({ url: 'not a url', kind: 'photon', bounds: BOUNDS })).toThrow();
  });
});

describe('searchPlaces: the offline index first, the geocoder after', () => {
  const sol: PlaceSuggestion = {
    ref: 'station:E4-12',
    kind: 'station',
    name: 'Sol',
    detail: '1 · 2 · 3',
    location: { latitude: 40.41687, longitude: -3.70379 },
  };
  const offline: PlaceSearchProvider = { id: 'offline', search: () => Promise.resolve([sol]) };

  it("lists the offline places first, then the geocoder's, each within its own limit", async () => {
    const result = await searchPlaces(
      [
        { provider: offline, limit: 10 },
        { provider: provider('/photon/api'), limit: 2 },
      ],
      'mayor',
    );
    expect(result.places.map((place) => place.ref)).toEqual([
      'station:E4-12',
      'point:40.415500,-3.707400',
      'point:40.413800,-3.692100',
    ]);
    expect(result.failures).toEqual([]);
  });

  it('answers with the offline places when the geocoder fails, and says it failed', async () => {
    const result = await searchPlaces(
      [
        { provider: offline, limit: 10 },
        { provider: provider('/failing/api'), limit: 5 },
      ],
      'sol',
    );
    expect(result.places).toEqual([sol]);
    expect(result.failures.map((failure) => failure.providerId)).toEqual(['geocoder']);
    expect(result.failures[0]?.error).toBeInstanceOf(GeocoderError);
  });

  it('leaves out a place a later provider repeats (same reference, or same name a few metres away)', async () => {
    const echo: PlaceSearchProvider = {
      id: 'geocoder',
      search: () =>
        Promise.resolve([
          { ...sol, ref: 'point:40.416900,-3.703800', kind: 'landmark' },
          {
            ...sol,
            name: 'Sol',
            ref: 'point:40.500000,-3.700000',
            location: { latitude: 40.5, longitude: -3.7 },
          },
        ]),
    };
    const result = await searchPlaces(
      [
        { provider: offline, limit: 10 },
        { provider: echo, limit: 5 },
      ],
      'sol',
    );
    expect(result.places.map((place) => place.ref)).toEqual(['station:E4-12', 'point:40.500000,-3.700000']);
    // Within one provider's list nothing is left out: a station and its stop share a name a few metres apart.
    const stop = { ...sol, ref: 'stop:4-12', kind: 'stop' as const };
    const both: PlaceSearchProvider = { id: 'offline', search: () => Promise.resolve([sol, stop]) };
    const own = await searchPlaces([{ provider: both, limit: 10 }], 'sol');
    expect(own.places.map((place) => place.ref)).toEqual(['station:E4-12', 'stop:4-12']);
  });

  it('rejects when the caller aborts', async () => {
    await expect(
      searchPlaces([{ provider: offline, limit: 5 }], 'sol', { signal: AbortSignal.abort() }),
    ).rejects.toThrow();
  });
});
