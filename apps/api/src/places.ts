import type { PlaceSearch } from '@transit/api-contract';
import type { Network } from '@transit/network';
import {
  createGeocoderProvider,
  createOfflinePlaceIndex,
  type GeocoderKind,
  type OfflinePlaceIndex,
  type PlaceSearchFailure,
  type PlaceSearchProvider,
  searchPlaces,
} from '@transit/planner';
import type { CityContext } from './cityContext';

/** The places GET /v1/places lists from the offline index, at most. */
export const OFFLINE_PLACES_LIMIT = 10;
/** The geocoder's places it lists after them, at most. */
export const GEOCODER_PLACES_LIMIT = 5;

/** The online geocoder (GEOCODER_URL, GEOCODER_KIND, GEOCODER_KEY, GEOCODER_TIMEOUT_MS); the city gives the box. */
export interface GeocoderSettings {
  readonly url: string;
  readonly kind: GeocoderKind;
  readonly key: string | undefined;
  readonly timeoutMs: number | undefined;
  /** For tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
}

/** One offline index per network, built on the first search (its words and their entries). */
const indexes = new WeakMap<Network, OfflinePlaceIndex>();

function offlineIndexOf(context: CityContext): OfflinePlaceIndex {
  let index = indexes.get(context.network);
  if (!index) {
    index = createOfflinePlaceIndex(context.network, context.places);
    indexes.set(context.network, index);
  }
  return index;
}

/** The city's geocoder: bounded to its map.placeSearchBounds, in its default language. */
export function cityGeocoder(
  context: Pick<CityContext, 'city'>,
  settings: GeocoderSettings,
): PlaceSearchProvider {
  return createGeocoderProvider({
    url: settings.url,
    kind: settings.kind,
    key: settings.key,
    timeoutMs: settings.timeoutMs,
    bounds: context.city.map.placeSearchBounds,
    language: context.city.defaultLocale,
    ...(settings.fetch && { fetch: settings.fetch }),
  });
}

/**
 * GET /v1/places: the offline index's places (stops, stations, municipalities, landmarks) first, then the geocoder's
 * when one is configured. A failing geocoder never fails the answer: its failure is reported (onFailure, for the
 * log) and the offline places answer alone.
 */
export async function buildPlaceSearch(
  context: CityContext,
  query: string,
  onFailure: (failure: PlaceSearchFailure) => void,
): Promise<PlaceSearch> {
  const offline = offlineIndexOf(context);
  const providers = [
    { provider: offline, limit: OFFLINE_PLACES_LIMIT },
    ...(context.geocoder ? [{ provider: context.geocoder, limit: GEOCODER_PLACES_LIMIT }] : []),
  ];
  const { places, failures } = await searchPlaces(providers, query);
  // The offline index is the server's own: its failure is a fault, not a service being down.
  const own = failures.find((failure) => failure.providerId === offline.id);
  if (own) throw own.error;
  failures.forEach(onFailure);
  return { query, places };
}
