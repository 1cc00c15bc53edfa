import { describe, expect, it } from 'vitest';
import { distanceM, thinShape, utm30nToLatLon } from './geo';

describe('utm30nToLatLon (ETRS89 / UTM 30N, as CRTM tables give positions)', () => {
  it("puts Atocha's station-table position on its GTFS stop", () => {
    // Train_stations.csv x2/y2 of MADRID ATOCHA CERCANÍAS; the M5 GTFS has par_5_11 at 40.40659, -3.6893.
    const position = utm30nToLatLon(441_511.6315, 4_473_114.3871);
    expect(distanceM(position, [40.40659, -3.6893])).toBeLessThan(5);
  });
});

describe('thinShape', () => {
  it('keeps about one point per 10 m, always the first and last', () => {
    const points = Array.from({ length: 101 }, (_, i) => [40, -3.7 + i * 0.00001] as [number, number]);
    const thinned = thinShape(points);
    expect(thinned[0]).toEqual(points[0]);
    expect(thinned.at(-1)).toEqual(points.at(-1));
    expect(thinned.length).toBeLessThanOrEqual(
      Math.ceil(distanceM(points[0] as [number, number], points[100] as [number, number]) / 10) + 1,
    );
    for (let i = 1; i < thinned.length; i += 1) {
      expect(
        distanceM(thinned[i - 1] as [number, number], thinned[i] as [number, number]),
      ).toBeGreaterThanOrEqual(10);
    }
    expect(thinShape([[40, -3.7]])).toEqual([[40, -3.7]]);
  });
});
