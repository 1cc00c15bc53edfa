import type { PlaceSuggestion } from '@transit/api-contract';
import { formatPlaceRef, ProductError } from '@transit/core';
import { z } from 'zod';
import type { PlaceSearchProvider } from './provider';

/**
 * The optional online geocoder (issue 11): addresses, and the landmarks and towns a geocoding service knows, for
 * what the offline index cannot find ("calle mayor 5"). It speaks one of two open APIs that answer GeoJSON:
 * Photon's (`/api?q=…&bbox=…`, komoot's Photon and compatible services) and Pelias's
 * (`/v1/autocomplete?text=…&boundary.rect.…`). Off unless configured; never needed to run the product.
 */

export const GEOCODER_KINDS = ['photon', 'pelias'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

/** How long an answer may take before the search goes on without it, unless configured. */
export const DEFAULT_GEOCODER_TIMEOUT_MS = 1500;

export type GeocoderErrorCode =
  'GEOCODER_TIMEOUT' | 'GEOCODER_UNREACHABLE' | 'GEOCODER_HTTP_STATUS' | 'GEOCODER_BAD_ANSWER';

export class GeocoderError extends ProductError<GeocoderErrorCode> {
  override readonly name = 'GeocoderError';
}

/** Degrees: the box a city's search keeps to (core's map.placeSearchBounds). */
export interface GeocoderBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

export interface GeocoderConfig {
  /** The search endpoint: Photon's ".../api", Pelias's ".../v1/autocomplete" or ".../v1/search". */
  readonly url: string;
  readonly kind: GeocoderKind;
  /** Sent as the `api_key` query parameter (Pelias services' convention) when set. */
  readonly key?: string | undefined;
  /** Results outside it are asked not to come, and dropped when they do. */
  readonly bounds: GeocoderBounds;
  /** The language of names, when the service has several ("es"). */
  readonly language?: string | undefined;
  readonly timeoutMs?: number | undefined;
  /** For tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
}

const coordinates = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
/** A property the feature may give: a non-blank string, or nothing (anything else reads as nothing). */
const property = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined))
  .optional();
/** Photon's and Pelias's properties the suggestion is made of; others are ignored. */
const propertiesSchema = z.object({
  name: property,
  street: property,
  housenumber: property,
  postcode: property,
  city: property,
  county: property,
  state: property,
  type: property,
  osm_key: property,
  osm_value: property,
  label: property,
  layer: property,
});
type Properties = z.output<typeof propertiesSchema>;
const featureSchema = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates }),
  properties: propertiesSchema.optional(),
});
const collectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

type Feature = z.output<typeof featureSchema>;

const joined = (parts: readonly (string | undefined)[], separator: string) =>
  parts.filter((part): part is string => part !== undefined).join(separator);

const PHOTON_TOWNS = new Set(['city', 'town', 'village', 'hamlet', 'municipality']);
const PELIAS_TOWNS = new Set(['locality', 'localadmin', 'borough', 'county']);

/** A Photon feature as a suggestion's kind, name and detail; undefined when it has no name at all. */
function photonPlace(properties: Properties): Pick<PlaceSuggestion, 'kind' | 'name' | 'detail'> | undefined {
  const street = joined([properties.street, properties.housenumber], ' ') || undefined;
  const name = properties.name ?? street;
  if (name === undefined) return undefined;
  const type = properties.type;
  const osmKey = properties.osm_key;
  const town = joined([properties.postcode, properties.city ?? properties.county], ' ') || undefined;
  const isTown =
    (type !== undefined && PHOTON_TOWNS.has(type)) ||
    (osmKey === 'place' && PHOTON_TOWNS.has(properties.osm_value ?? ''));
  const kind: PlaceSuggestion['kind'] = isTown
    ? 'municipality'
    : // Named only by its street and number, or a street itself: an address. A named thing elsewhere: a landmark.
      properties.name === undefined || type === 'street' || osmKey === 'highway'
      ? 'address'
      : 'landmark';
  const detail = joined([street === name ? undefined : street, isTown ? properties.state : town], ', ');
  return { kind, name, detail };
}

/** A Pelias feature as a suggestion's kind, name and detail. */
function peliasPlace(properties: Properties): Pick<PlaceSuggestion, 'kind' | 'name' | 'detail'> | undefined {
  const name = properties.name ?? properties.label;
  if (name === undefined) return undefined;
  const layer = properties.layer ?? '';
  const kind: PlaceSuggestion['kind'] = PELIAS_TOWNS.has(layer)
    ? 'municipality'
    : layer === 'venue'
      ? 'landmark'
      : 'address';
  const label = properties.label;
  return { kind, name, detail: label === undefined || label === name ? '' : label };
}

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function inside(bounds: GeocoderBounds, latitude: number, longitude: number): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}

function requestUrl(config: GeocoderConfig, query: string, limit: number): URL {
  const url = new URL(config.url);
  const { south, west, north, east } = config.bounds;
  const params = url.searchParams;
  if (config.kind === 'photon') {
    params.set('q', query);
    params.set('limit', String(limit));
    params.set('bbox', `${west},${south},${east},${north}`);
  } else {
    params.set('text', query);
    params.set('size', String(limit));
    params.set('boundary.rect.min_lat', String(south));
    params.set('boundary.rect.min_lon', String(west));
    params.set('boundary.rect.max_lat', String(north));
    params.set('boundary.rect.max_lon', String(east));
  }
  if (config.language) params.set('lang', config.language);
  if (config.key) params.set('api_key', config.key);
  return url;
}

/** The service's host, for messages: never its key. */
const hostOf = (url: string) => new URL(url).host;

/**
 * A place search provider over an online geocoder: each search asks it once, bounded to the city's box, within the
 * timeout (or the caller's signal). A timeout, an unreachable service, an error status or an answer that is not a
 * GeoJSON FeatureCollection rejects with a GeocoderError; a feature without a point or a name, or outside the box,
 * is left out. Every result is a point ('point:lat,lon').
 */
export function createGeocoderProvider(config: GeocoderConfig): PlaceSearchProvider {
  // Read now: a bad URL is a configuration error at startup, not at the first search.
  const host = hostOf(config.url);
  const timeoutMs = config.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
  const fetchOf = config.fetch ?? fetch;
  const placeOf = config.kind === 'photon' ? photonPlace : peliasPlace;

  async function ask(query: string, limit: number, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchOf(requestUrl(config, query, limit), {
        signal: combined,
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      signal?.throwIfAborted();
      if (timeout.aborted) {
        throw new GeocoderError(
          'GEOCODER_TIMEOUT',
          `The geocoder at ${host} did not answer within ${timeoutMs} ms.`,
          { cause: error },
        );
      }
      throw new GeocoderError('GEOCODER_UNREACHABLE', `The geocoder at ${host} could not be reached.`, {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderError(
        'GEOCODER_HTTP_STATUS',
        `The geocoder at ${host} answered HTTP ${response.status}.`,
      );
    }
    try {
      return await response.json();
    } catch (error) {
      signal?.throwIfAborted();
      if (timeout.aborted) {
        throw new GeocoderError(
          'GEOCODER_TIMEOUT',
          `The geocoder at ${host} did not finish its answer within ${timeoutMs} ms.`,
          { cause: error },
        );
      }
      throw new GeocoderError(
        'GEOCODER_BAD_ANSWER',
        `The geocoder at ${host} answered something that is not JSON.`,
        { cause: error },
      );
    }
  }

  return {
    id: 'geocoder',
    async search(query, options) {
      const trimmed = query.trim();
      if (trimmed === '' || options.limit <= 0) return [];
      const body = collectionSchema.safeParse(await ask(trimmed, options.limit, options.signal));
      if (!body.success) {
        throw new GeocoderError(
          'GEOCODER_BAD_ANSWER',
          `The geocoder at ${host} answered JSON that is not a GeoJSON FeatureCollection.`,
        );
      }
      const places: PlaceSuggestion[] = [];
      const seen = new Set<string>();
      for (const raw of body.data.features) {
        const feature = featureSchema.safeParse(raw);
        if (!feature.success) continue;
        const place = suggestionOf(feature.data);
        if (!place || seen.has(`${place.ref} ${place.name}`)) continue;
        seen.add(`${place.ref} ${place.name}`);
        places.push(place);
        if (places.length === options.limit) break;
      }
      return places;
    },
  };

  function suggestionOf(feature: Feature): PlaceSuggestion | undefined {
    const [lon, lat] = feature.geometry.coordinates;
    const latitude = round6(lat);
    const longitude = round6(lon);
    if (!inside(config.bounds, latitude, longitude)) return undefined;
    const described = placeOf(feature.properties ?? propertiesSchema.parse({}));
    if (!described) return undefined;
    return {
      ref: formatPlaceRef({ kind: 'point', latitude, longitude }),
      ...described,
      location: { latitude, longitude },
    };
  }
}
