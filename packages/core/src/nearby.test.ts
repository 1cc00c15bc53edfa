import { describe, expect, it } from 'vitest';
import { distanceBetweenM, nearbyStops, popularStops } from './nearby';

const SOL = { latitude: 40.41688, longitude: -3.70326 };
const stop = (code: string, latitude: number, longitude: number, stopTypeCode: number) => ({
  code,
  latitude,
  longitude,
  stopTypeCode,
});

describe('distanceBetweenM', () => {
  it('measures the great-circle distance in metres', () => {
    // Sol to Atocha Cercanías, about 1.4 km.
    expect(distanceBetweenM(SOL.latitude, SOL.longitude, 40.40659, -3.6893)).toBeGreaterThan(1_500);
    expect(distanceBetweenM(SOL.latitude, SOL.longitude, 40.40659, -3.6893)).toBeLessThan(1_700);
    expect(distanceBetweenM(1, 1, 1, 1)).toBe(0);
  });
});

describe('nearbyStops', () => {
  const stops = [
    stop('72', 40.41705, -3.70355, 6),
    stop('4-12', 40.41688, -3.70326, 4),
    stop('5-122', 40.41685, -3.70309, 5),
    stop('09568', 40.0345, -3.6178, 8),
    stop('150', 40.418, -3.705, 6),
  ];

  it('lists stops in the spec type order — Cercanías, Metro, Light Metro, interurban, EMT — nearest first within a type', () => {
    expect(nearbyStops(stops, SOL, 500, 10).map((found) => found.stop.code)).toEqual([
      '5-122',
      '4-12',
      '72',
      '150',
    ]);
  });

  it('keeps to the radius and the limit', () => {
    expect(nearbyStops(stops, SOL, 30, 10).map((found) => found.stop.code)).toEqual(['5-122', '4-12']);
    expect(nearbyStops(stops, SOL, 500, 1)).toHaveLength(1);
  });

  it('puts stops of a type outside the spec list last', () => {
    const odd = [stop('x', 40.41688, -3.70326, 99), stop('72', 40.41705, -3.70355, 6)];
    expect(nearbyStops(odd, SOL, 100, 10).map((found) => found.stop.code)).toEqual(['72', 'x']);
  });
});

describe('popularStops: the suggestions before the rider types (spec §9: 10 popular stops)', () => {
  const stop = (code: string, name: string, stopTypeCode: number, lineNumbers: string[]) => ({
    code,
    name,
    latitude: 40.4,
    longitude: -3.7,
    stopTypeCode,
    lineNumbers,
  });
  const stops = [
    stop('4-12', 'Sol', 4, ['1', '2', '3']),
    stop('5-122', 'Sol', 5, ['C3', 'C4']),
    stop('4-1', 'Plaza de Castilla', 4, ['1', '9', '10']),
    stop('5-18', 'Atocha', 5, ['C1', 'C2', 'C3']),
    stop('72', 'Cibeles-Casa de América', 6, []),
    stop('08242', 'AV.PUERTA DEL SOL', 8, ['521']),
  ];

  it('ranks the stops where most lines meet first, Cercanías before Metro on a tie, then by name', () => {
    expect(popularStops(stops, 10).map((s) => s.code)).toEqual(['5-18', '4-1', '4-12', '5-122', '08242']);
  });

  it('never suggests a stop whose lines are unknown, and gives at most the count asked for', () => {
    expect(popularStops(stops, 10).some((s) => s.code === '72')).toBe(false);
    expect(popularStops(stops, 2)).toHaveLength(2);
  });
});
