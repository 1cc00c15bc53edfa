import { queryOptions } from '@tanstack/react-query';
import { plannerRoutes, type PlaceSearch, type PlaceSuggestion } from '@transit/api-contract';
import { retryDelayMs } from '@transit/core';
import type { ApiError } from './errors';
import { type ApiClientOptions, type CallOptions, createHttp, type Http } from './http';
import { type PlaceSearchKey, placeKeys } from './keys';
import { shouldRetryQuery } from './queryClient';

export interface PlacesApi {
  /**
   * The planner's place search (GET /v1/places, timeout 15 s): the city's stations, stops, municipalities and
   * landmarks matching what the rider typed, best first, then a configured geocoder's addresses. A blank query fails
   * with HTTP_ERROR 400, INVALID_QUERY.
   */
  searchPlaces(query: string, options?: CallOptions): Promise<PlaceSearch>;
}

/** The place search call over one transport. */
export function createPlacesApi(http: Http): PlacesApi {
  return {
    searchPlaces: (q, options = {}) =>
      http.call(plannerRoutes.places, { params: undefined, query: { q }, signal: options.signal }),
  };
}

/** The place search call of one city's API, on its own (the rest of the client is createApiClient). */
export function createPlacesClient(options: ApiClientOptions): PlacesApi {
  return createPlacesApi(createHttp(options));
}

/**
 * A place search provider in the planner's shape (@transit/planner's PlaceSearchProvider: an id, and search with a
 * limit and a signal), answered by the API: what the app asks when online, beside its own offline index.
 */
export interface ApiPlaceSearchProvider {
  readonly id: 'api';
  search(
    query: string,
    options: { readonly limit: number; readonly signal?: AbortSignal },
  ): Promise<PlaceSuggestion[]>;
}

/**
 * The API's place search as a provider: a blank query or a limit of 0 answers nothing without asking; otherwise
 * the server's places, best first, at most `limit`. Fails as the call does (ApiError), so a caller asking several
 * providers can go on without it.
 */
export function apiPlaceSearchProvider(api: Pick<PlacesApi, 'searchPlaces'>): ApiPlaceSearchProvider {
  return {
    id: 'api',
    async search(query, { limit, signal }) {
      const trimmed = query.trim();
      if (trimmed === '' || limit <= 0) return [];
      const answer = await api.searchPlaces(trimmed, signal ? { signal } : {});
      return answer.places.slice(0, limit);
    },
  };
}

/** How long a place search answer stays fresh: the places change with a feed, not by the minute. */
export const PLACE_SEARCH_STALE_TIME_MS = 5 * 60_000;

/**
 * The place search for what the rider typed, key ['places', query]: fresh 5 minutes, online only, not persisted (a
 * saved list of suggestions is of no use offline, where the app searches its own index), retried as the other
 * queries. Disabled while the query is blank.
 */
export function placeSearchQuery(client: Pick<PlacesApi, 'searchPlaces'>, query: string) {
  const trimmed = query.trim();
  return queryOptions<PlaceSearch, ApiError, PlaceSearch, PlaceSearchKey>({
    queryKey: placeKeys.search(trimmed),
    queryFn: ({ signal }) => client.searchPlaces(trimmed, { signal }),
    enabled: trimmed !== '',
    staleTime: PLACE_SEARCH_STALE_TIME_MS,
    networkMode: 'online',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryQuery,
    retryDelay: retryDelayMs,
  });
}
