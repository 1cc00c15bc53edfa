import { describe, expect, it } from 'vitest';
import { distanceBetweenM, nearbyStops } from './nearby';

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
