import { createMapPlaneIndex, type MapPlaneIndex, mapPlaneScale, projectToMapPlane } from '@transit/core';
import { recordMeasure, STOPS_MAP_MEASURES } from './performanceMarks';
import { STOP_MAP_ICON_KINDS, STOP_MAP_ICON_SIZE_PX, type StopMapIconKind } from './stopMapIcons';

/** A stop as the stop map draws it. */
export interface StopsMapStop {
  readonly code: string;
  readonly name: string;
  /** Degrees, WGS 84. */
  readonly latitude: number;
  readonly longitude: number;
  readonly icon: StopMapIconKind;
}

/**
 * The stops ready to draw and to hit: in drawing order (buses under rail, see STOP_MAP_ICON_KINDS), each projected
 * once onto the map plane, in a spatial index whose ids are positions in `stops`. Built once per stop list.
 */
export interface StopsMapModel {
  readonly stops: readonly StopsMapStop[];
  /** Map-plane x and y of each stop (pixels at zoom 0). */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly index: MapPlaneIndex;
  /** A stop's id (its position in `stops`) by code. */
  readonly idByCode: ReadonlyMap<string, number>;
}

const DRAW_RANK: Readonly<Record<StopMapIconKind, number>> = Object.fromEntries(
  STOP_MAP_ICON_KINDS.map((kind, rank) => [kind, rank]),
) as Record<StopMapIconKind, number>;

/** Sorts the stops into drawing order (stable within a kind), projects and indexes them. */
export function createStopsMapModel(stops: readonly StopsMapStop[]): StopsMapModel {
  const startMs = performance.now();
  const sorted = [...stops].sort((a, b) => DRAW_RANK[a.icon] - DRAW_RANK[b.icon]);
  const xs = new Float64Array(sorted.length);
  const ys = new Float64Array(sorted.length);
  const points = sorted.map((stop, id) => {
    const point = projectToMapPlane(stop.latitude, stop.longitude);
    xs[id] = point.x;
    ys[id] = point.y;
    return point;
  });
  const model = {
    stops: sorted,
    xs,
    ys,
    index: createMapPlaneIndex(points),
    idByCode: new Map(sorted.map((stop, id) => [stop.code, id])),
  };
  recordMeasure(STOPS_MAP_MEASURES.index, startMs, { stopCount: sorted.length });
  return model;
}

/**
 * How stops are drawn at a zoom level: small dots when the whole region is in view (thousands of them), ringed dots
 * at district scale, and each type's icon from street scale on.
 */
export type StopsDrawMode = 'dots' | 'rings' | 'icons';

/** From this zoom on, stops are ringed dots. */
export const RINGS_MIN_ZOOM = 13;
/** From this zoom on, stops are their icons (the city's default zoom, 15, shows them). */
export const ICONS_MIN_ZOOM = 15;
/** From this zoom on, a tap opens the stop under it; below it, a tap on stops zooms in on them. */
export const SELECT_MIN_ZOOM = 14;

/** Radius of a dot, CSS pixels. */
export const DOT_RADIUS_PX = 2.5;
/** Radius of a ringed dot, CSS pixels (ring included). */
export const RING_RADIUS_PX = 5;

export function drawModeAt(zoom: number): StopsDrawMode {
  if (zoom >= ICONS_MIN_ZOOM) return 'icons';
  if (zoom >= RINGS_MIN_ZOOM) return 'rings';
  return 'dots';
}

/** How far from a stop's centre a tap still hits it, CSS pixels: the drawn size plus a fingertip's slack. */
export function hitRadiusPx(zoom: number): number {
  const slackPx = 8;
  switch (drawModeAt(zoom)) {
    case 'icons':
      return STOP_MAP_ICON_SIZE_PX / 2 + slackPx;
    case 'rings':
      return RING_RADIUS_PX + slackPx;
    case 'dots':
      return DOT_RADIUS_PX + slackPx;
  }
}

/**
 * The stop a tap at a map-plane point hits at a zoom level: the nearest within the hit radius (of stops equally
 * near, the one drawn on top), or undefined.
 */
export function stopAt(
  model: StopsMapModel,
  point: { readonly x: number; readonly y: number },
  zoom: number,
) {
  const id = model.index.nearest(point.x, point.y, hitRadiusPx(zoom) / mapPlaneScale(zoom));
  return id === undefined ? undefined : model.stops[id];
}

/** An area of the map, in degrees (WGS 84). */
export interface MapArea {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/**
 * The stops inside an area, nearest its centre first (distance on the map plane, as the rider sees it), at most
 * `limit` of them, and how many the area holds: the keyboard's and screen reader's way to the stops the canvas shows.
 */
export function stopsInArea(
  model: StopsMapModel,
  area: MapArea,
  limit: number,
): { readonly stops: StopsMapStop[]; readonly total: number } {
  const northWest = projectToMapPlane(area.north, area.west);
  const southEast = projectToMapPlane(area.south, area.east);
  const centreX = (northWest.x + southEast.x) / 2;
  const centreY = (northWest.y + southEast.y) / 2;
  const distanceSq = (id: number) =>
    ((model.xs[id] ?? 0) - centreX) ** 2 + ((model.ys[id] ?? 0) - centreY) ** 2;
  const ids = model.index.range(northWest.x, northWest.y, southEast.x, southEast.y);
  return {
    stops: ids
      .sort((a, b) => distanceSq(a) - distanceSq(b) || a - b)
      .slice(0, limit)
      .map((id) => model.stops[id] as StopsMapStop),
    total: ids.length,
  };
}
