import type { Trip, TripStep } from '@transit/api-contract';

/**
 * The clock time of a plan's ISO 8601 moment ('2025-11-19T08:05:00+01:00' → '08:05'): the API and the offline
 * planner write it with the city's own offset, so its digits are the city's local time wherever the rider is.
 */
export function clockOf(iso: string): string {
  return iso.slice(11, 16);
}

/** Whole minutes of a duration, rounded up (a 30 s walk is a minute, never "0 min"); 0 stays 0. */
export function minutesOf(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** The rides of a trip, in order. */
export function ridesOf(trip: Pick<Trip, 'steps'>): Extract<TripStep, { kind: 'transit' }>[] {
  return trip.steps.filter((step): step is Extract<TripStep, { kind: 'transit' }> => step.kind === 'transit');
}
