import type { Arrival, Plan, TransitStep, Trip, TripStep } from '@transit/api-contract';
import { findStop, formatZonedDateTime } from '@transit/network';
import { DEFAULT_PLANNER_OPTIONS } from '@transit/planner';
import type { CityContext } from './cityContext';
import { buildLiveArrivals, type CityLive } from './live/board';

/**
 * Live delays on planned trips (issue 11, "live where issue 10 gives it"). For a plan about now, each trip's first
 * ride is looked up on its boarding stop's live board (the live service's cache, within its wait): a live row of the
 * same trip with a delay shifts that ride, and the walk before it, by the delay, labelled live. Later rides keep their
 * timetable (no source predicts them from here); a trip whose shifted ride would miss its next connection is dropped,
 * since it no longer holds.
 */
export async function withLiveDelays(
  context: CityContext,
  live: CityLive,
  plan: Plan,
  atEpochMs: number,
): Promise<Plan> {
  const boardingStops = new Set<string>();
  for (const trip of plan.trips) {
    const ride = firstRide(trip);
    if (ride) boardingStops.add(ride.from.ref.slice('stop:'.length));
  }
  if (boardingStops.size === 0) return plan;
  const liveRows = new Map<string, Arrival>();
  await Promise.all(
    [...boardingStops].map(async (code) => {
      const stop = findStop(context.network, code);
      if (stop === undefined) return;
      const board = await buildLiveArrivals(context, live, stop, {
        atEpochMs,
        limit: 60,
        windowMinutes: 120,
      });
      for (const arrival of board.arrivals) {
        if (arrival.status === 'live' && arrival.tripId !== null && arrival.delaySeconds !== undefined) {
          liveRows.set(`${code}|${arrival.tripId}`, arrival);
        }
      }
    }),
  );
  if (liveRows.size === 0) return plan;
  const trips = plan.trips.flatMap((trip) => {
    const ride = firstRide(trip);
    const row = ride && liveRows.get(`${ride.from.ref.slice('stop:'.length)}|${ride.tripId}`);
    if (!ride || !row || row.delaySeconds === undefined || row.delaySeconds === 0) return [trip];
    const shifted = shiftFirstRide(
      trip,
      row.delaySeconds,
      context.city.timeZone,
      context.city.planner?.minChangeSec ?? DEFAULT_PLANNER_OPTIONS.minChangeSec,
    );
    return shifted ? [shifted] : [];
  });
  return { ...plan, trips };
}

const firstRide = (trip: Trip): TransitStep | undefined =>
  trip.steps.find((step): step is TransitStep => step.kind === 'transit');

/**
 * The trip with its first ride moved by `delaySeconds`, and the walks next to it (the one before, to catch it; the
 * one after, from where it arrives); undefined when it then misses its next ride (which needs `minChangeSec` at the
 * same stop, or the walk's end).
 */
export function shiftFirstRide(
  trip: Trip,
  delaySeconds: number,
  timeZone: string,
  minChangeSec: number,
): Trip | undefined {
  const shift = (iso: string) => formatZonedDateTime(Date.parse(iso) + delaySeconds * 1000, timeZone);
  const rideIndex = trip.steps.findIndex((step) => step.kind === 'transit');
  const walkAfter = trip.steps[rideIndex + 1]?.kind === 'walk' ? rideIndex + 1 : rideIndex;
  const steps: TripStep[] = trip.steps.map((step, index) => {
    if (index > walkAfter) return step;
    if (step.kind === 'walk') {
      return { ...step, departureTime: shift(step.departureTime), arrivalTime: shift(step.arrivalTime) };
    }
    return {
      ...step,
      departureTime: shift(step.departureTime),
      arrivalTime: shift(step.arrivalTime),
      stops: step.stops.map((call) => ({ ...call, time: shift(call.time) })),
      status: 'live',
      delaySeconds,
    };
  });
  const arrived = steps[walkAfter] as TripStep;
  const next = steps[walkAfter + 1];
  const changeSec = arrived.kind === 'transit' ? minChangeSec : 0;
  if (next && Date.parse(arrived.arrivalTime) + changeSec * 1000 > Date.parse(next.departureTime))
    return undefined;
  const first = steps[0] as TripStep;
  const last = steps.at(-1) as TripStep;
  return {
    ...trip,
    steps,
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    durationSeconds: Math.round((Date.parse(last.arrivalTime) - Date.parse(first.departureTime)) / 1000),
  };
}
