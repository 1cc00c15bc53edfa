import type { TransitStep, Trip, WalkStep } from '@transit/api-contract';
import { describe, expect, it } from 'vitest';
import { shiftFirstRide } from './planLive';

const place = (code: string) => ({
  ref: `stop:${code}`,
  kind: 'stop' as const,
  name: code,
  location: { latitude: 40.4, longitude: -3.7 },
  stopType: 'metro' as const,
});
const walk = (from: string, to: string, start: string, end: string): WalkStep => ({
  kind: 'walk',
  from: place(from),
  to: place(to),
  departureTime: start,
  arrivalTime: end,
  durationSeconds: (Date.parse(end) - Date.parse(start)) / 1000,
  distanceMeters: 100,
});
const ride = (from: string, to: string, start: string, end: string): TransitStep => ({
  kind: 'transit',
  transport: 'subway',
  transportTypeCode: 4,
  lineCode: '4__1',
  lineNumber: '1',
  colour: null,
  textColour: null,
  direction: 'Valdecarros',
  tripId: `trip-${from}`,
  from: place(from),
  to: place(to),
  platform: null,
  departureTime: start,
  arrivalTime: end,
  durationSeconds: (Date.parse(end) - Date.parse(start)) / 1000,
  stopCount: 1,
  stops: [
    { code: from, name: from, location: place(from).location, time: start },
    { code: to, name: to, location: place(to).location, time: end },
  ],
  shape: [],
  isApproximate: false,
  status: 'scheduled',
});
const tripOf = (steps: Trip['steps']): Trip => ({
  departureTime: steps[0]?.departureTime ?? '',
  arrivalTime: steps.at(-1)?.arrivalTime ?? '',
  durationSeconds: 0,
  transfers: 1,
  walkSeconds: 0,
  walkMeters: 0,
  transports: ['subway'],
  steps,
});
const T = (clock: string) => `2025-03-12T${clock}+01:00`;

describe('a live delay on a planned trip', () => {
  const trip = tripOf([
    walk('p', '4-1', T('08:00:00'), T('08:03:00')),
    ride('4-1', '4-2', T('08:05:00'), T('08:10:00')),
    ride('4-2', '4-3', T('08:14:00'), T('08:20:00')),
  ]);

  it('moves the first ride and the walk before it, labelled live with its delay; later rides keep their times', () => {
    const shifted = shiftFirstRide(trip, 120, 'Europe/Madrid', 120);
    expect(
      shifted?.steps.map((step) => `${step.departureTime.slice(11, 19)}-${step.arrivalTime.slice(11, 19)}`),
    ).toEqual(['08:02:00-08:05:00', '08:07:00-08:12:00', '08:14:00-08:20:00']);
    expect(shifted?.steps[1]).toMatchObject({ status: 'live', delaySeconds: 120 });
    expect(shifted?.steps[2]).toMatchObject({ status: 'scheduled' });
    expect(shifted?.departureTime).toBe(T('08:02:00'));
    expect(shifted?.durationSeconds).toBe(18 * 60);
  });

  it('drops the trip when the delay leaves less than the change time before its next ride', () => {
    expect(shiftFirstRide(trip, 120, 'Europe/Madrid', 120)).toBeDefined();
    expect(shiftFirstRide(trip, 121, 'Europe/Madrid', 120)).toBeUndefined();
  });

  it('moves the walk after the ride too, and drops the trip when that walk ends after the next ride leaves', () => {
    const walking = tripOf([
      ride('4-1', '4-2', T('08:05:00'), T('08:10:00')),
      walk('4-2', '4-5', T('08:10:00'), T('08:13:00')),
      ride('4-5', '4-6', T('08:15:00'), T('08:20:00')),
    ]);
    expect(shiftFirstRide(walking, 120, 'Europe/Madrid', 120)?.steps[1]?.arrivalTime).toBe(T('08:15:00'));
    expect(shiftFirstRide(walking, 121, 'Europe/Madrid', 120)).toBeUndefined();
  });

  it('moves an early train earlier', () => {
    expect(shiftFirstRide(trip, -60, 'Europe/Madrid', 120)?.steps[1]?.departureTime).toBe(T('08:04:00'));
  });
});
