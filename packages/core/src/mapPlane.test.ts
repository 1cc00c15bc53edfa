import { describe, expect, it } from 'vitest';
import {
  createMapPlaneIndex,
  MAP_PLANE_MAX_LATITUDE,
  MAP_PLANE_SIZE_PX,
  mapPlaneScale,
  projectToMapPlane,
} from './mapPlane';

describe('projectToMapPlane (spherical Web Mercator at zoom 0)', () => {
  it('puts latitude 0, longitude 0 at the middle of the 256-pixel world', () => {
    expect(projectToMapPlane(0, 0)).toEqual({ x: 128, y: 128 });
  });

  it('runs from the antimeridian (x 0) to the antimeridian (x 256), north up', () => {
    expect(projectToMapPlane(0, -180).x).toBe(0);
    expect(projectToMapPlane(0, 180).x).toBe(MAP_PLANE_SIZE_PX);
    expect(projectToMapPlane(40, 0).y).toBeLessThan(projectToMapPlane(39, 0).y);
  });

  it('projects the Puerta del Sol where Leaflet and the tile servers put it', () => {
    // Leaflet: L.CRS.EPSG3857.latLngToPoint([40.41688, -3.70326], 0) = (125.36657, 96.52809).
    const sol = projectToMapPlane(40.41688, -3.70326);
    expect(sol.x).toBeCloseTo(125.36657, 4);
    expect(sol.y).toBeCloseTo(96.52809, 4);
  });

  it('clamps the poles to the square world (±85.0511°)', () => {
    expect(projectToMapPlane(90, 0).y).toBeCloseTo(0, 6);
    expect(projectToMapPlane(-90, 0).y).toBeCloseTo(MAP_PLANE_SIZE_PX, 6);
    expect(projectToMapPlane(90, 0)).toEqual(projectToMapPlane(MAP_PLANE_MAX_LATITUDE, 0));
  });
});

describe('mapPlaneScale', () => {
  it('doubles with each zoom level', () => {
    expect(mapPlaneScale(0)).toBe(1);
    expect(mapPlaneScale(15)).toBe(32_768);
    expect(mapPlaneScale(15.5)).toBeCloseTo(Math.SQRT2 * 32_768, 6);
  });
});

describe('createMapPlaneIndex', () => {
  const points = [
    { x: 10, y: 10 },
    { x: 12, y: 10 },
    { x: 50, y: 50 },
    { x: 12, y: 10 },
  ];

  it('finds the points inside a box, edges included', () => {
    const index = createMapPlaneIndex(points);
    expect(index.size).toBe(4);
    expect(index.range(10, 10, 12, 10).sort()).toEqual([0, 1, 3]);
    expect(index.range(40, 40, 60, 60)).toEqual([2]);
    expect(index.range(100, 100, 200, 200)).toEqual([]);
  });

  it('finds the nearest point within a radius, and none beyond it', () => {
    const index = createMapPlaneIndex(points);
    expect(index.nearest(10.5, 10, 5)).toBe(0);
    expect(index.nearest(49, 49, 2)).toBe(2);
    expect(index.nearest(30, 30, 5)).toBeUndefined();
  });

  it('picks the highest id of points equally near: the one drawn last, on top', () => {
    expect(createMapPlaneIndex(points).nearest(12, 10, 1)).toBe(3);
  });

  it('answers nothing for an empty list', () => {
    const index = createMapPlaneIndex([]);
    expect(index.size).toBe(0);
    expect(index.range(0, 0, 256, 256)).toEqual([]);
    expect(index.nearest(128, 128, 256)).toBeUndefined();
  });
});
