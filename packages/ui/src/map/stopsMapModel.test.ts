import { mapPlaneScale, projectToMapPlane } from '@transit/core';
import { describe, expect, it } from 'vitest';
import {
  createStopsMapModel,
  drawModeAt,
  hitRadiusPx,
  stopAt,
  type StopsMapStop,
  stopsInArea,
} from './stopsMapModel';

/** Real stops of the Puerta del Sol (Madrid's static stop list). */
const SOL_METRO: StopsMapStop = {
  code: '4-12',
  name: 'Sol',
  latitude: 40.41688,
  longitude: -3.70326,
  icon: 'metro',
};
const SOL_CERCANIAS: StopsMapStop = {
  code: '5-18',
  name: 'Sol',
  latitude: 40.4168,
  longitude: -3.7033,
  icon: 'cercanias',
};
const PUERTA_DEL_SOL_EMT: StopsMapStop = {
  code: '1234',
  name: 'PUERTA DEL SOL',
  latitude: 40.417,
  longitude: -3.703,
  icon: 'emt',
};
const ARANJUEZ: StopsMapStop = {
  code: '09568',
  name: 'ESTACIÓN DE ARANJUEZ',
  latitude: 40.0345,
  longitude: -3.6178,
  icon: 'interurban',
};

/** The map-plane point `dxPx`, `dyPx` screen pixels away from a stop at a zoom level. */
function pointNear(stop: StopsMapStop, zoom: number, dxPx: number, dyPx = 0) {
  const point = projectToMapPlane(stop.latitude, stop.longitude);
  const scale = mapPlaneScale(zoom);
  return { x: point.x + dxPx / scale, y: point.y + dyPx / scale };
}

describe('createStopsMapModel', () => {
  it('puts the stops in drawing order, buses under rail, so a station stays on top', () => {
    const model = createStopsMapModel([SOL_CERCANIAS, SOL_METRO, ARANJUEZ, PUERTA_DEL_SOL_EMT]);
    expect(model.stops.map((stop) => stop.code)).toEqual(['1234', '09568', '4-12', '5-18']);
    expect(model.idByCode.get('4-12')).toBe(2);
    expect(model.index.size).toBe(4);
    expect(model.xs[2]).toBeCloseTo(projectToMapPlane(40.41688, -3.70326).x, 9);
  });
});

describe('drawModeAt', () => {
  it('draws dots for the region, ringed dots for a district and icons from street scale (zoom 15) on', () => {
    expect([9, 12, 13, 14, 15, 18].map(drawModeAt)).toEqual([
      'dots',
      'dots',
      'rings',
      'rings',
      'icons',
      'icons',
    ]);
  });
});

describe('stopAt (tap hit testing through the spatial index)', () => {
  const model = createStopsMapModel([SOL_METRO, PUERTA_DEL_SOL_EMT, ARANJUEZ]);

  it('hits the stop under the finger', () => {
    expect(stopAt(model, pointNear(SOL_METRO, 17, 3, -2), 17)?.code).toBe('4-12');
    expect(stopAt(model, pointNear(ARANJUEZ, 17, 0), 17)?.code).toBe('09568');
  });

  it('hits a stop up to half an icon and a fingertip away, and nothing further', () => {
    expect(hitRadiusPx(17)).toBe(21);
    expect(stopAt(model, pointNear(ARANJUEZ, 17, 20), 17)?.code).toBe('09568');
    expect(stopAt(model, pointNear(ARANJUEZ, 17, 22), 17)).toBeUndefined();
  });

  it('picks the nearest of stops close together', () => {
    // The EMT stop is about 26 m (28 px at zoom 17) from the Metro station.
    expect(stopAt(model, pointNear(PUERTA_DEL_SOL_EMT, 17, -4), 17)?.code).toBe('1234');
    expect(stopAt(model, pointNear(SOL_METRO, 17, 4), 17)?.code).toBe('4-12');
  });

  it('needs the finger nearer a dot when zoomed out, in screen pixels', () => {
    expect(hitRadiusPx(10)).toBe(10.5);
    expect(stopAt(model, pointNear(ARANJUEZ, 10, 10), 10)?.code).toBe('09568');
    expect(stopAt(model, pointNear(ARANJUEZ, 10, 12), 10)).toBeUndefined();
  });
});

describe('stopsInArea (the stops in view, for the keyboard and screen readers)', () => {
  const model = createStopsMapModel([ARANJUEZ, PUERTA_DEL_SOL_EMT, SOL_CERCANIAS, SOL_METRO]);
  const aroundSol = { south: 40.41, west: -3.71, north: 40.424, east: -3.696 };

  it('lists the stops inside the area, nearest its centre first', () => {
    const inView = stopsInArea(model, aroundSol, 10);
    expect(inView.stops.map((stop) => stop.code)).toEqual(['1234', '4-12', '5-18']);
    expect(inView.total).toBe(3);
  });

  it('lists at most `limit` of them, and counts them all', () => {
    const inView = stopsInArea(model, aroundSol, 2);
    expect(inView.stops.map((stop) => stop.code)).toEqual(['1234', '4-12']);
    expect(inView.total).toBe(3);
  });

  it('lists none where there are none', () => {
    expect(stopsInArea(model, { south: 41, west: -4, north: 41.1, east: -3.9 }, 10)).toEqual({
      stops: [],
      total: 0,
    });
  });
});
