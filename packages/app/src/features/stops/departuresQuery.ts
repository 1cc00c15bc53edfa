import { type ApiClient, arrivalsQuery } from '@transit/api-client';
import type { StopCode } from '@transit/core';

/** Departures refresh on their own this often while a screen shows them. */
export const ARRIVALS_REFRESH_MS = 30_000;
/** Minutes to go are recounted this often. */
export const CLOCK_TICK_MS = 15_000;

/**
 * A stop's departures, refreshed every ARRIVALS_REFRESH_MS while shown; the stop page and the pinned lines on the
 * stops home share it, so each reads what the other loaded.
 */
export function departuresQuery(api: ApiClient, code: StopCode) {
  return { ...arrivalsQuery(api, code), refetchInterval: ARRIVALS_REFRESH_MS };
}
