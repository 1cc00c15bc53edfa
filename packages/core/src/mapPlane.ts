import KDBush from 'kdbush';

/**
 * The web map's plane: spherical Web Mercator (EPSG:3857, as Leaflet and every tile server draw it), in pixels of the
 * whole world at zoom 0, which is this many pixels wide and tall. At zoom z a plane unit is 2^z screen pixels.
 */
export const MAP_PLANE_SIZE_PX = 256;

/** Web Mercator's latitude limit (degrees): the square world ends here. */
export const MAP_PLANE_MAX_LATITUDE = 85.0511287798;

/** A point of the map plane, in pixels at zoom 0 (x grows eastwards, y southwards; both from 0 to 256). */
export interface MapPlanePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Projects a position (degrees, WGS 84) onto the map plane. Latitudes beyond ±85.0511° are clamped, as Web Mercator
 * has no room for the poles.
 */
export function projectToMapPlane(latitude: number, longitude: number): MapPlanePoint {
  const clamped = Math.max(-MAP_PLANE_MAX_LATITUDE, Math.min(MAP_PLANE_MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: MAP_PLANE_SIZE_PX * (0.5 + longitude / 360),
    y: MAP_PLANE_SIZE_PX * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/** How many screen pixels one map-plane unit spans at a zoom level. */
export function mapPlaneScale(zoom: number): number {
  return 2 ** zoom;
}

/**
 * A static spatial index of points on the map plane (a k-d tree, kdbush), answering in ids: a point's position in the
 * list it was built from. Built once for a list (13,570 Madrid stops take a few milliseconds), then queried on every
 * redraw (the box in view) and every tap (the points near the finger).
 */
export interface MapPlaneIndex {
  /** How many points it holds. */
  readonly size: number;
  /** The ids of the points inside a box of the plane (edges included), in no particular order. */
  range(minX: number, minY: number, maxX: number, maxY: number): number[];
  /**
   * The id of the point nearest to (x, y) within `radius` plane units, or undefined when none is that near. Of points
   * equally near, the one with the highest id wins (drawn last, it is the one on top).
   */
  nearest(x: number, y: number, radius: number): number | undefined;
}

/** Indexes points of the map plane; ids are positions in `points`. */
export function createMapPlaneIndex(points: readonly MapPlanePoint[]): MapPlaneIndex {
  const tree = new KDBush(points.length);
  for (const point of points) tree.add(point.x, point.y);
  tree.finish();
  return {
    size: points.length,
    range: (minX, minY, maxX, maxY) => tree.range(minX, minY, maxX, maxY),
    nearest(x, y, radius) {
      let best: number | undefined;
      let bestDistanceSq = Number.POSITIVE_INFINITY;
      for (const id of tree.within(x, y, radius)) {
        const point = points[id] as MapPlanePoint;
        const distanceSq = (point.x - x) ** 2 + (point.y - y) ** 2;
        if (
          distanceSq < bestDistanceSq ||
          (distanceSq === bestDistanceSq && best !== undefined && id > best)
        ) {
          best = id;
          bestDistanceSq = distanceSq;
        }
      }
      return best;
    },
  };
}
