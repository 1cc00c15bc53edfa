import type { PlaceSuggestion } from '@transit/api-client';
import type { PlaceSearchProvider } from '@transit/planner';
import { createSearchIndex, STOP_TYPES, stopTypeFromCode } from '@transit/core';
import type { StaticStation, StaticStop } from '../../common/staticLists';

const typeRank = (stopTypeCode: number) => {
  const type = stopTypeFromCode(stopTypeCode);
  return type === undefined ? STOP_TYPES.length : STOP_TYPES.indexOf(type);
};

/** How many places a field offers at once. */
export const PLACE_SUGGESTIONS_LIMIT = 8;

/**
 * The offline place search (issue 11): the device's cached stop list, its stations first (Sol finds the station that
 * gathers its Metro and Cercanías stops before each stop), through core's normalised search ranked as the stop
 * search ranks (by name and code, ties in the stop type order). Each result is a PlaceSuggestion, as the API's /v1/places answers, so another provider joins the list
 * without the screen knowing.
 */
export function offlinePlaceProvider(input: {
  readonly stops: readonly StaticStop[];
  readonly stations: readonly StaticStation[];
  /** The stop list's byCode: a station none of whose stops the city lists is left out. */
  readonly byCode: ReadonlyMap<string, StaticStop>;
}): PlaceSearchProvider {
  const stopIndex = createSearchIndex(
    input.stops.map((stop) => ({
      item: stop,
      name: stop.name,
      codes: [stop.code],
      rank: typeRank(stop.stopTypeCode),
    })),
  );
  const stations = input.stations.filter((station) => station.stops.some((code) => input.byCode.has(code)));
  const stationIndex = createSearchIndex(
    stations.map((station) => ({ item: station, name: station.name, codes: [station.code] })),
  );
  return {
    id: 'offline',
    search(query, options) {
      const foundStations = stationIndex.search(query).map((station): PlaceSuggestion => {
        const members = station.stops.flatMap((code) => input.byCode.get(code) ?? []);
        const location = meanLocation(members);
        return {
          ref: `station:${station.code}`,
          kind: 'station',
          name: station.name,
          detail: members.map((stop) => stop.code).join(' · '),
          location,
        };
      });
      const foundStops = stopIndex.search(query).map((stop): PlaceSuggestion => ({
        ref: `stop:${stop.code}`,
        kind: 'stop',
        name: stop.name,
        detail: [stop.code, stopTypeFromCode(stop.stopTypeCode) ?? '', stop.lineNumbers.join(', ')]
          .filter((part) => part !== '')
          .join(' · '),
        location: { latitude: stop.latitude, longitude: stop.longitude },
      }));
      return Promise.resolve([...foundStations, ...foundStops].slice(0, options.limit));
    },
  };
}

function meanLocation(stops: readonly StaticStop[]): PlaceSuggestion['location'] {
  const count = Math.max(1, stops.length);
  return {
    latitude: stops.reduce((sum, stop) => sum + stop.latitude, 0) / count,
    longitude: stops.reduce((sum, stop) => sum + stop.longitude, 0) / count,
  };
}

/**
 * Asks each provider in turn and keeps the first `limit` places, each reference once (the first provider's wins). A
 * provider that fails (an online geocoder without network) is skipped: the others still answer.
 */
export async function searchPlaces(
  providers: readonly PlaceSearchProvider[],
  query: string,
  options: { readonly limit: number; readonly signal?: AbortSignal },
): Promise<PlaceSuggestion[]> {
  const found: PlaceSuggestion[] = [];
  const seen = new Set<string>();
  for (const provider of providers) {
    if (found.length >= options.limit) break;
    let places: PlaceSuggestion[];
    try {
      places = await provider.search(query, { limit: options.limit - found.length, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      console.warn(`The place search '${provider.id}' failed:`, error);
      continue;
    }
    for (const place of places) {
      if (seen.has(place.ref)) continue;
      seen.add(place.ref);
      found.push(place);
    }
  }
  return found.slice(0, options.limit);
}
