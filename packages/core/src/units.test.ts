import { describe, expect, it } from 'vitest';
import { metresToFeet, metresToMiles, toDisplayDistance } from './units';

describe('unit conversions (spec §9)', () => {
  it('converts with 3.28084 feet per metre', () => {
    expect(metresToFeet(1)).toBe(3.28084);
    expect(metresToFeet(100)).toBeCloseTo(328.084, 10);
    expect(metresToFeet(0)).toBe(0);
  });

  it('converts with 1609.344 metres per mile', () => {
    expect(metresToMiles(1609.344)).toBe(1);
    expect(metresToMiles(804.672)).toBe(0.5);
    expect(metresToMiles(0)).toBe(0);
  });
});

describe('toDisplayDistance: a distance in the rider’s unit system (METRIC or IMPERIAL)', () => {
  it('shows metric distances below 1 km in whole metres', () => {
    expect(toDisplayDistance(0, 'METRIC')).toEqual({ unit: 'meter', value: 0 });
    expect(toDisplayDistance(349.6, 'METRIC')).toEqual({ unit: 'meter', value: 350 });
    expect(toDisplayDistance(999.4, 'METRIC')).toEqual({ unit: 'meter', value: 999 });
  });

  it('shows metric distances from 1 km in tenths of a kilometre', () => {
    expect(toDisplayDistance(1000, 'METRIC')).toEqual({ unit: 'kilometer', value: 1 });
    expect(toDisplayDistance(1549, 'METRIC')).toEqual({ unit: 'kilometer', value: 1.5 });
    expect(toDisplayDistance(12_345, 'METRIC')).toEqual({ unit: 'kilometer', value: 12.3 });
  });

  it('shows imperial distances below 1000 ft in whole feet', () => {
    expect(toDisplayDistance(100, 'IMPERIAL')).toEqual({ unit: 'foot', value: 328 });
    expect(toDisplayDistance(304, 'IMPERIAL')).toEqual({ unit: 'foot', value: 997 });
  });

  it('shows imperial distances from 1000 ft in tenths of a mile', () => {
    expect(toDisplayDistance(304.8, 'IMPERIAL')).toEqual({ unit: 'mile', value: 0.2 });
    expect(toDisplayDistance(1609.344, 'IMPERIAL')).toEqual({ unit: 'mile', value: 1 });
    expect(toDisplayDistance(4023.36, 'IMPERIAL')).toEqual({ unit: 'mile', value: 2.5 });
  });
});
