import {
  type ApiClient,
  type Arrival,
  arrivalsQuery,
  type LiveState,
  stationArrivalsQuery,
} from '@transit/api-client';
import type { Locale, StationCode, StopCode } from '@transit/core';
import { onlineManager } from '@tanstack/react-query';

/** Departures refresh on their own this often while a screen shows them, until an answer says when to ask again. */
export const ARRIVALS_REFRESH_MS = 30_000;
/** While a live source is still on its way (the answer's `live.isPending`), the board asks again this soon, ms. */
export const LIVE_PENDING_REFRESH_MS = 5_000;

/**
 * When a board asks again (TanStack Query's refetchInterval, ms): what its last answer says (`live.refreshAfterSeconds`,
 * or soon while a source is pending), ARRIVALS_REFRESH_MS before the first answer, and never while offline (the
 * query would only pause; the reconnect refetches it). Hidden pages are left alone by refetchIntervalInBackground.
 */
export function liveRefetchInterval(answer: { readonly live: LiveState } | undefined): number | false {
  if (!onlineManager.isOnline()) return false;
  if (answer === undefined) return ARRIVALS_REFRESH_MS;
  return answer.live.isPending
    ? Math.min(LIVE_PENDING_REFRESH_MS, answer.live.refreshAfterSeconds * 1000)
    : answer.live.refreshAfterSeconds * 1000;
}
/** Minutes to go are recounted this often. */
export const CLOCK_TICK_MS = 15_000;

/**
 * A stop's departures in the rider's language (its alerts come in it; changing language asks again), refreshed while
 * shown as the answer's live state says (liveRefetchInterval), only while the page is visible; the stop page, the
 * pinned lines on the stops home and the map's stop sheet share it, so each reads what the others loaded.
 * @param locale the locale the app shows (useLocale, or shownLocale outside React)
 */
export function departuresQuery(api: ApiClient, code: StopCode, locale: Locale) {
  return {
    ...arrivalsQuery(api, code, locale),
    refetchInterval: (query: {
      readonly state: { readonly data?: { readonly live: LiveState } | undefined };
    }) => liveRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
  };
}

/** A station's board in the rider's language, refreshed as a stop's is (departuresQuery). */
export function stationDeparturesQuery(api: ApiClient, code: StationCode, locale: Locale) {
  return {
    ...stationArrivalsQuery(api, code, locale),
    refetchInterval: (query: {
      readonly state: { readonly data?: { readonly live: LiveState } | undefined };
    }) => liveRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
  };
}

/** A departure is still listed this long after its time (ms): the train may still be at the platform. */
export const DEPARTED_GRACE_MS = 30_000;

/** The departures not yet gone at `nowEpochMs` (allowing DEPARTED_GRACE_MS), in the given order. */
export function upcomingArrivals<Departure extends Arrival>(
  arrivals: readonly Departure[],
  nowEpochMs: number,
): Departure[] {
  return arrivals.filter((arrival) => Date.parse(arrival.departureTime) >= nowEpochMs - DEPARTED_GRACE_MS);
}

/** Whole minutes from `nowEpochMs` to a departure's ISO time, never below 0. */
export function minutesUntil(departureTime: string, nowEpochMs: number): number {
  return Math.max(0, Math.floor((Date.parse(departureTime) - nowEpochMs) / 60_000));
}

/** Whole minutes between an answer's moment and now: how old the departures shown are. */
export function dataAgeMinutes(answeredAtEpochMs: number, nowEpochMs: number): number {
  return Math.max(0, Math.floor((nowEpochMs - answeredAtEpochMs) / 60_000));
}
