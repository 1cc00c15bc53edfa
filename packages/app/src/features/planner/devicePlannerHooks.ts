import type { City } from '@transit/core';
import { useEffect } from 'react';
import { useAppServices } from '../../common/appServices';
import { createDevicePlanner, type DevicePlanner, DevicePlannerError, workerCityOf } from './devicePlanner';

/** One device planner per city for the app's life: its worker keeps the decoded network between screens. */
const planners = new Map<string, DevicePlanner>();

/** A planner for browsers without Web Workers (and jsdom): every request fails, coded. */
const NO_WORKER: DevicePlanner = {
  prepare: () => Promise.reject(new DevicePlannerError('PLANNER_FAILED', 'This browser runs no Web Worker.')),
  plan: () => Promise.reject(new DevicePlannerError('PLANNER_FAILED', 'This browser runs no Web Worker.')),
};

/** The city's device planner (its worker starts on first use). */
export function devicePlannerFor(city: City): DevicePlanner {
  if (typeof Worker === 'undefined') return NO_WORKER;
  let planner = planners.get(city.id);
  if (!planner) {
    planner = createDevicePlanner(workerCityOf(city, window.location.origin));
    planners.set(city.id, planner);
  }
  return planner;
}

/** The city's device planner, for a screen. */
export function useDevicePlanner(): DevicePlanner {
  return devicePlannerFor(useAppServices().city);
}

/** How long after a planner screen shows its network is fetched (or found saved) and decoded, ms. */
export const WARM_UP_DELAY_MS = 1_500;

/**
 * Gets the device planner ready once the screen has shown: the network is fetched the first time (then saved for
 * offline) and decoded in the worker, so a later plan without network answers at once. A failure (offline, never
 * fetched) is quiet here: the result screen says it if it comes to need the device planner.
 */
export function useDevicePlannerWarmUp(): void {
  const planner = useDevicePlanner();
  useEffect(() => {
    const timer = setTimeout(() => {
      planner.prepare().catch(() => undefined);
    }, WARM_UP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [planner]);
}
