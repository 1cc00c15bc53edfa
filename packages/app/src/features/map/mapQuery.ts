import { PARSE_ONCE, parseStopCode, ProductError, quoteInput, type StopCode } from '@transit/core';
import { z } from 'zod';

export type MapQueryErrorCode = 'MAP_STOP_CODE_INVALID' | 'MAP_PLACE_UNREADABLE' | 'MAP_PLACE_OUTSIDE';

/** A query parameter of the stop map that cannot be shown: the map opens without it and says why. */
export class MapQueryError extends ProductError<MapQueryErrorCode> {
  override readonly name = 'MapQueryError';
}

/** What the stop map's query asks it to show first. */
export type MapFocus =
  | { readonly kind: 'none' }
  | { readonly kind: 'stop'; readonly code: StopCode }
  | { readonly kind: 'place'; readonly latitude: number; readonly longitude: number }
  /** A parameter that cannot be shown: `input` is the rider's text, quoted back in the message. */
  | { readonly kind: 'invalid'; readonly input: string; readonly error: MapQueryError };

/** The area the map covers, in degrees. */
interface Area {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

const DEGREES = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

const placeSchema = z
  .string()
  .regex(DEGREES)
  .transform((text) => {
    const [, latitude, longitude] = DEGREES.exec(text) ?? [];
    return { latitude: Number(latitude), longitude: Number(longitude) };
  })
  .pipe(z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }));

/**
 * Reads the stop map's query (spec §2: /paradas/mapa with codParada, a stop, or p, a place).
 *
 * - `codParada` is a stop code in any spelling the code pattern allows ("4-12", "8_09568"), read to its canonical form.
 * - `p` is a place. The product has no place search yet, so a place is its position: "latitude,longitude" in decimal
 *   degrees, WGS 84 (for example "40.4169,-3.7035"), inside the city's map area. Anything else is unreadable.
 * - With both, the stop is shown and the place ignored; an empty parameter counts as absent.
 *
 * A parameter that cannot be shown yields `invalid` with a coded error; the map still opens.
 */
export function parseMapQuery(query: URLSearchParams, area: Area): MapFocus {
  const stopInput = query.get('codParada') ?? '';
  if (stopInput !== '') {
    const code = parseStopCode(stopInput);
    if (code.ok) return { kind: 'stop', code: code.value };
    return {
      kind: 'invalid',
      input: stopInput,
      error: new MapQueryError('MAP_STOP_CODE_INVALID', code.error.message, { cause: code.error }),
    };
  }
  const placeInput = query.get('p') ?? '';
  if (placeInput === '') return { kind: 'none' };
  const place = placeSchema.safeParse(placeInput, PARSE_ONCE);
  if (!place.success) {
    return {
      kind: 'invalid',
      input: placeInput,
      error: new MapQueryError(
        'MAP_PLACE_UNREADABLE',
        `${quoteInput(placeInput)} is not a place: expected "latitude,longitude" in decimal degrees, for example 40.4169,-3.7035.`,
      ),
    };
  }
  const { latitude, longitude } = place.data;
  if (latitude < area.south || latitude > area.north || longitude < area.west || longitude > area.east) {
    return {
      kind: 'invalid',
      input: placeInput,
      error: new MapQueryError(
        'MAP_PLACE_OUTSIDE',
        `${quoteInput(placeInput)} lies outside the map's area (${area.south}–${area.north} N, ${area.west}–${area.east} E).`,
      ),
    };
  }
  return { kind: 'place', latitude, longitude };
}
