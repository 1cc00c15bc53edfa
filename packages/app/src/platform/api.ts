import {
  type ApiClient,
  createApiClient,
  type NfcApi,
  type PlacesApi,
  type PlanApi,
} from '@transit/api-client';
import type { City } from '@transit/core';

/**
 * The transit API (spec §7): stop info, arrivals, lines, the static lists and the server's time. Every client talks
 * to apps/api over HTTP, so the port is api-client's typed client (timeouts, retries, parsed answers).
 */
export type ApiPort = ApiClient & {
  /**
   * The planner's place search (/v1/places); absent on the web client, whose planner makes it from the city's API
   * base when it loads (so the first download does not carry it); a test's fake gives its own.
   */
  readonly places?: PlacesApi;
  /** The planner's plan call (/v1/plan): as places, made by the planner's screens on the web client. */
  readonly plan?: PlanApi;
  /** The NFC card-reading relay (/v1/nfc-transport-card/…): as places, made by the card screen when it loads. */
  readonly nfc?: NfcApi;
};

/** The browser's fetch to the city's API base (the same origin in production). */
export function webApi(city: Pick<City, 'apiBase'>): ApiPort {
  return createApiClient({ baseUrl: city.apiBase });
}
