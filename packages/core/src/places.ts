import { parseStationCode, parseStopCode, type StationCode, type StopCode } from './codes';
import { ProductError, quoteInput } from './errors';
import { err, ok, type Result } from './result';

/**
 * Where a trip starts or ends, as the planner's URLs and the API name it (issue 11): a stop ("stop:4-12"), a station
 * with every stop in it ("station:E4-12"), or a point on the map or the rider's location ("point:40.416870,-3.703790",
 * degrees WGS 84). A shared planner link carries two of these, so each reads back to the same place.
 */
export type PlaceRef =
  | { readonly kind: 'stop'; readonly code: StopCode }
  | { readonly kind: 'station'; readonly code: StationCode }
  | { readonly kind: 'point'; readonly latitude: number; readonly longitude: number };

export type PlaceRefErrorCode = 'PLACE_REF_MALFORMED';

export class PlaceRefError extends ProductError<PlaceRefErrorCode> {
  override readonly name = 'PlaceRefError';
}

const POINT_PATTERN = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;
/** Points are written to 6 decimals (about 10 cm), the precision the network's coordinates have. */
const POINT_DECIMALS = 6;
const HINT = "expected 'stop:<stop code>', 'station:<station code>' or 'point:<latitude>,<longitude>'";

const withoutFullStop = (text: string) => text.replace(/\.$/, '');

/** Reads a place reference; a malformed one is PLACE_REF_MALFORMED, saying what was expected. */
export function parsePlaceRef(input: unknown): Result<PlaceRef, PlaceRefError> {
  const malformed = (reason: string) =>
    err(new PlaceRefError('PLACE_REF_MALFORMED', `${quoteInput(input)} is not a place: ${reason}.`));
  if (typeof input !== 'string') return malformed(HINT);
  const colon = input.indexOf(':');
  const kind = colon < 0 ? '' : input.slice(0, colon);
  const value = input.slice(colon + 1);
  if (kind === 'stop') {
    const code = parseStopCode(value);
    return code.ok ? ok({ kind, code: code.value }) : malformed(withoutFullStop(code.error.message));
  }
  if (kind === 'station') {
    const code = parseStationCode(value);
    return code.ok ? ok({ kind, code: code.value }) : malformed(withoutFullStop(code.error.message));
  }
  if (kind === 'point') {
    const match = POINT_PATTERN.exec(value);
    const latitude = Number(match?.[1]);
    const longitude = Number(match?.[2]);
    if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return malformed('a point is a latitude (−90 to 90) and a longitude (−180 to 180) in degrees');
    }
    return ok({ kind, latitude, longitude });
  }
  return malformed(HINT);
}

/** The reference of a place, as {@link parsePlaceRef} reads it back. */
export function formatPlaceRef(place: PlaceRef): string {
  switch (place.kind) {
    case 'stop':
    case 'station':
      return `${place.kind}:${place.code}`;
    case 'point':
      return `point:${place.latitude.toFixed(POINT_DECIMALS)},${place.longitude.toFixed(POINT_DECIMALS)}`;
  }
}

/** Whether two references name the same place. */
export const isSamePlace = (a: PlaceRef, b: PlaceRef): boolean => formatPlaceRef(a) === formatPlaceRef(b);
