import { type ApiClient, type Arrival, arrivalsQuery } from '@transit/api-client';
import type { StopCode } from '@transit/core';

/** Departures refresh on their own this often while a screen shows them. */
export const ARRIVALS_REFRESH_MS = 30_000;
/** Minutes to go are recounted this often. */
export const CLOCK_TICK_MS = 15_000;

/**
 * A stop's departures, refreshed every ARRIVALS_REFRESH_MS while shown; the stop page, the pinned lines on the stops
 * home and the map's stop sheet share it, so each reads what the others loaded.
 */
export function departuresQuery(api: ApiClient, code: StopCode) {
  return { ...arrivalsQuery(api, code), refetchInterval: ARRIVALS_REFRESH_MS };
}

/** A departure is still listed this long after its time (ms): the train may still be at the platform. */
export const DEPARTED_GRACE_MS = 30_000;

/** The departures not yet gone at `nowEpochMs` (allowing DEPARTED_GRACE_MS), in the given order. */
export function upcomingArrivals(arrivals: readonly Arrival[], nowEpochMs: number): Arrival[] {
  return arrivals.filter((arrival) => Date.parse(arrival.departureTime) >= nowEpochMs - DEPARTED_GRACE_MS);
}

/** Whole minutes from `nowEpochMs` to a departure's ISO time, never below 0. */
export function minutesUntil(departureTime: string, nowEpochMs: number): number {
  return Math.max(0, Math.floor((Date.parse(departureTime) - nowEpochMs) / 60_000));
}
