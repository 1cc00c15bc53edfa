import { type ApiClient, createApiClient, createPlacesClient, type PlacesApi } from '@transit/api-client';
import type { City } from '@transit/core';

/**
 * The transit API (spec §7): stop info, arrivals, lines, the static lists and the server's time. Every client talks
 * to apps/api over HTTP, so the port is api-client's typed client (timeouts, retries, parsed answers).
 */
export type ApiPort = ApiClient & {
  /** The planner's place search (/v1/places), where the client has it (a test's fake may not). */
  readonly places?: PlacesApi;
};

/** The browser's fetch to the city's API base (the same origin in production). */
export function webApi(city: Pick<City, 'apiBase'>): ApiPort {
  return Object.assign(createApiClient({ baseUrl: city.apiBase }), {
    places: createPlacesClient({ baseUrl: city.apiBase }),
  });
}
