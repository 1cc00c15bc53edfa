import type { PlaceSuggestion } from '@transit/api-contract';

/**
 * Where the planner's place search looks: the offline index (the city's stops, stations, municipalities and
 * landmarks, from its snapshots) and, when configured, an online geocoder's addresses. The app and the API each hold
 * providers of this shape and ask them in turn.
 */
export interface PlaceSearchProvider {
  /** A name for logs and for saying where a result came from ('offline', 'geocoder'). */
  readonly id: string;
  /** The places matching what the rider typed, best first, at most `limit`. */
  search(
    query: string,
    options: { readonly limit: number; readonly signal?: AbortSignal },
  ): Promise<PlaceSuggestion[]>;
}
