import type { PlaceSearch } from '@transit/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  apiPlaceSearchProvider,
  createPlacesClient,
  PLACE_SEARCH_STALE_TIME_MS,
  placeSearchQuery,
} from './places';
import { fakeFetch, type FakeAnswer } from './testSupport';

const BASE = 'https://transit.test/api/madrid';

/** A place search answer constructed for these tests in the contract's shape (not recorded from the server). */
const CONSTRUCTED_SEARCH: PlaceSearch = {
  query: 'sol',
  places: [
    {
      ref: 'station:E4-12',
      kind: 'station',
      name: 'Sol',
      detail: 'C3 · 1 · 2 · 3',
      location: { latitude: 40.41687, longitude: -3.70379 },
    },
    {
      ref: 'stop:4-12',
      kind: 'stop',
      name: 'Sol',
      detail: '1 · 2 · 3',
      location: { latitude: 40.41687, longitude: -3.70379 },
    },
  ],
};

function clientAnswering(answer: (url: string) => FakeAnswer) {
  const fake = fakeFetch(answer);
  return { client: createPlacesClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

describe('searchPlaces (GET /v1/places)', () => {
  it('GETs /v1/places with q, asking for JSON, and answers the parsed body', async () => {
    const { client, calls } = clientAnswering(() => ({ json: CONSTRUCTED_SEARCH }));
    expect(await client.searchPlaces('puerta del sol')).toEqual(CONSTRUCTED_SEARCH);
    expect(calls[0]?.url).toBe(`${BASE}/v1/places?q=puerta+del+sol`);
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json' });
  });

  it("receives the server's INVALID_QUERY for a blank q, and refuses an answer that is not a place search", async () => {
    const refused = clientAnswering(() => ({
      status: 400,
      json: { code: 'INVALID_QUERY', message: 'Invalid query: q: must not be empty' },
    }));
    const error = await refused.client.searchPlaces(' ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('HTTP_ERROR');
    expect((error as ApiError).serverError?.code).toBe('INVALID_QUERY');
    const garbled = clientAnswering(() => ({ json: { query: 'sol', places: [{ ref: 1 }] } }));
    const invalid = await garbled.client.searchPlaces('sol').catch((caught: unknown) => caught);
    expect((invalid as ApiError).code).toBe('RESPONSE_INVALID');
  });
});

describe("apiPlaceSearchProvider: the API as one of the planner's place search providers", () => {
  it("answers the server's places, at most the limit, asking with the query trimmed", async () => {
    const { client, calls } = clientAnswering(() => ({ json: CONSTRUCTED_SEARCH }));
    const provider = apiPlaceSearchProvider(client);
    expect(provider.id).toBe('api');
    const places = await provider.search('  sol ', { limit: 1 });
    expect(places.map((place) => place.ref)).toEqual(['station:E4-12']);
    expect(calls[0]?.url).toBe(`${BASE}/v1/places?q=sol`);
  });

  it('asks nothing for a blank query or a limit of 0', async () => {
    const searchPlaces = vi.fn(() => Promise.resolve(CONSTRUCTED_SEARCH));
    const provider = apiPlaceSearchProvider({ searchPlaces });
    expect(await provider.search('   ', { limit: 5 })).toEqual([]);
    expect(await provider.search('sol', { limit: 0 })).toEqual([]);
    expect(searchPlaces).not.toHaveBeenCalled();
  });

  it("passes the caller's signal on, and fails as the call does", async () => {
    const searchPlaces = vi.fn(() => Promise.reject(new ApiError('OFFLINE', 'offline', { url: BASE })));
    const controller = new AbortController();
    await expect(
      apiPlaceSearchProvider({ searchPlaces }).search('sol', { limit: 5, signal: controller.signal }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(searchPlaces).toHaveBeenCalledWith('sol', { signal: controller.signal });
  });
});

describe('placeSearchQuery', () => {
  it('keys by what was typed, trimmed, stays fresh 5 minutes, is not persisted, and waits while it is blank', async () => {
    const searchPlaces = vi.fn(() => Promise.resolve(CONSTRUCTED_SEARCH));
    const query = placeSearchQuery({ searchPlaces }, ' sol ');
    expect(query.queryKey).toEqual(['places', 'sol']);
    expect(query.staleTime).toBe(PLACE_SEARCH_STALE_TIME_MS);
    expect(query.meta).toBeUndefined();
    expect(query.enabled).toBe(true);
    expect(placeSearchQuery({ searchPlaces }, '  ').enabled).toBe(false);
    const signal = new AbortController().signal;
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<PlaceSearch>;
    await expect(queryFn({ signal })).resolves.toEqual(CONSTRUCTED_SEARCH);
    expect(searchPlaces).toHaveBeenCalledWith('sol', { signal });
  });
});
