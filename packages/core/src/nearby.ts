import { STOP_TYPE_CODES, STOP_TYPES, type StopType } from './transport';

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in metres (haversine; degrees in, metres out). */
export function distanceBetweenM(latA: number, lonA: number, latB: number, lonB: number): number {
  const dLat = toRadians(latB - latA);
  const dLon = toRadians(lonB - lonA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(latA)) * Math.cos(toRadians(latB)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A stop as the static stop list gives it (spec §3 column order: code, name, latitude, longitude, …, type code). */
export interface LocatedStop {
  readonly code: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly stopTypeCode: number;
}

export interface NearbyStop<Stop extends LocatedStop> {
  readonly stop: Stop;
  readonly distanceM: number;
}

const typeRank = (typeCode: number) => {
  const type = STOP_TYPES.find((candidate: StopType) => STOP_TYPE_CODES[candidate] === typeCode);
  return type === undefined ? STOP_TYPES.length : STOP_TYPES.indexOf(type);
};

/**
 * The stops within `radiusM` of a point, in the nearby-stop type order of spec §5 (Cercanías, Metro, Light Metro,
 * interurban, EMT), nearest first within a type, at most `limit` of them.
 * @param radiusM search radius in metres
 */
export function nearbyStops<Stop extends LocatedStop>(
  stops: readonly Stop[],
  point: { readonly latitude: number; readonly longitude: number },
  radiusM: number,
  limit: number,
): NearbyStop<Stop>[] {
  const found: NearbyStop<Stop>[] = [];
  for (const stop of stops) {
    const distanceM = distanceBetweenM(point.latitude, point.longitude, stop.latitude, stop.longitude);
    if (distanceM <= radiusM) found.push({ stop, distanceM });
  }
  found.sort(
    (a, b) => typeRank(a.stop.stopTypeCode) - typeRank(b.stop.stopTypeCode) || a.distanceM - b.distanceM,
  );
  return found.slice(0, limit);
}

/**
 * The stops to suggest before the rider types (spec §9: popular stops, 10): with no usage figures published, the
 * stops where the most lines meet, as the static stop list says, ties in the nearby-stop type order (Cercanías first),
 * then by name. Stops whose lines are unknown (EMT stops: the feed publishes no stop times) are never suggested.
 * @param count how many, POPULAR_STOPS_COUNT for the search page
 */
export function popularStops<
  Stop extends LocatedStop & { readonly name: string; readonly lineNumbers: readonly string[] },
>(stops: readonly Stop[], count: number): Stop[] {
  return stops
    .filter((stop) => stop.lineNumbers.length > 0)
    .sort(
      (a, b) =>
        b.lineNumbers.length - a.lineNumbers.length ||
        typeRank(a.stopTypeCode) - typeRank(b.stopTypeCode) ||
        a.name.localeCompare(b.name, 'es'),
    )
    .slice(0, count);
}
