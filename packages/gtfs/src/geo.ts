import proj4 from 'proj4';

const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

/** Distance in metres between two [lat, lon] points in degrees (equirectangular: exact enough below a few km). */
export function distanceM(a: readonly [number, number], b: readonly [number, number]): number {
  const meanLat = ((a[0] + b[0]) / 2) * RADIANS;
  const dx = (b[1] - a[1]) * RADIANS * Math.cos(meanLat);
  const dy = (b[0] - a[0]) * RADIANS;
  return Math.hypot(dx, dy) * EARTH_RADIUS_M;
}

/** Shapes keep at most about one point per this many metres. */
export const SHAPE_SPACING_M = 10;

/**
 * Thins a shape deterministically: keeps the first point, each point at least `spacingM` metres from the last one
 * kept, and the last point. Map lines look the same at street zoom and the artifact stays small (EMT's shapes
 * alone have a point every few metres).
 * @param points [lat, lon] in degrees, in order
 */
export function thinShape(
  points: readonly (readonly [number, number])[],
  spacingM = SHAPE_SPACING_M,
): [number, number][] {
  const kept: [number, number][] = [];
  for (const [i, point] of points.entries()) {
    const last = kept.at(-1);
    if (!last || i === points.length - 1 || distanceM(last, point) >= spacingM)
      kept.push([point[0], point[1]]);
  }
  // The last point always stays; the one kept before it goes when the two are closer than the spacing.
  const beforeLast = kept[kept.length - 2];
  if (kept.length > 2 && beforeLast && distanceM(beforeLast, kept.at(-1) as [number, number]) < spacingM) {
    kept.splice(kept.length - 2, 1);
  }
  return kept;
}

/** ETRS89 / UTM zone 30N (EPSG:25830), the CRS of CRTM's open-data tables. */
const ETRS89_UTM30N = '+proj=utm +zone=30 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';
const utm30nToWgs84 = proj4(ETRS89_UTM30N, 'EPSG:4326');

/**
 * WGS 84 [lat, lon] in degrees of an ETRS89 / UTM 30N position (easting, northing in metres). ETRS89 and WGS 84
 * agree within a metre, well below what a stop position needs.
 */
export function utm30nToLatLon(eastingM: number, northingM: number): [number, number] {
  const [lon, lat] = utm30nToWgs84.forward([eastingM, northingM]);
  return [lat, lon];
}
