import { FEET_PER_METRE, METRES_PER_MILE, type UnitSystem } from './constants';

export function metresToFeet(distanceM: number): number {
  return distanceM * FEET_PER_METRE;
}

export function metresToMiles(distanceM: number): number {
  return distanceM / METRES_PER_MILE;
}

/** Below this many feet a distance reads better in feet than in miles. */
const FEET_DISPLAY_LIMIT_FT = 1000;
/** Below this many metres a distance reads better in metres than in kilometres. */
const METRES_DISPLAY_LIMIT_M = 1000;

/** A distance in the unit a rider of the given unit system reads it in, before number formatting. */
export type DisplayDistance = {
  readonly unit: 'meter' | 'kilometer' | 'foot' | 'mile';
  readonly value: number;
};

/**
 * A distance in the rider's unit system (spec §3 user preferences): metres, kilometres from 1 km; feet, miles from
 * 1000 ft. Values are rounded to whole metres or feet, or to tenths of a kilometre or mile.
 */
export function toDisplayDistance(distanceM: number, unitSystem: UnitSystem): DisplayDistance {
  if (unitSystem === 'IMPERIAL') {
    const feet = metresToFeet(distanceM);
    if (feet < FEET_DISPLAY_LIMIT_FT) return { unit: 'foot', value: Math.round(feet) };
    return { unit: 'mile', value: Math.round(metresToMiles(distanceM) * 10) / 10 };
  }
  if (distanceM < METRES_DISPLAY_LIMIT_M) return { unit: 'meter', value: Math.round(distanceM) };
  return { unit: 'kilometer', value: Math.round(distanceM / 100) / 10 };
}
