import type { PlaceSuggestion } from '@transit/api-contract';
import type { PlaceSearchProvider } from './provider';

/** A provider that failed a search, and why. */
export interface PlaceSearchFailure {
  readonly providerId: string;
  readonly error: unknown;
}

export interface PlaceSearchResult {
  readonly places: PlaceSuggestion[];
  /** Providers that failed; their places are missing, the others' are there. */
  readonly failures: PlaceSearchFailure[];
}

/** Places closer than this with the same name are one (a geocoder's answer for a station the index has). */
const SAME_PLACE_DEGREES = 0.0005;

function isSame(a: PlaceSuggestion, b: PlaceSuggestion): boolean {
  return (
    a.ref === b.ref ||
    (a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase() &&
      Math.abs(a.location.latitude - b.location.latitude) < SAME_PLACE_DEGREES &&
      Math.abs(a.location.longitude - b.location.longitude) < SAME_PLACE_DEGREES)
  );
}

/**
 * Asks every provider at once and lists their places in the providers' order (the offline index's first, a
 * geocoder's after), each provider's at most its limit, a place an earlier provider listed left out. A provider that fails
 * fails only its own part: the search answers with the others' places and says which failed. A search the caller
 * aborts rejects.
 */
export async function searchPlaces(
  providers: readonly { readonly provider: PlaceSearchProvider; readonly limit: number }[],
  query: string,
  options: { readonly signal?: AbortSignal } = {},
): Promise<PlaceSearchResult> {
  const settled = await Promise.allSettled(
    providers.map(({ provider, limit }) =>
      provider.search(query, { limit, ...(options.signal && { signal: options.signal }) }),
    ),
  );
  options.signal?.throwIfAborted();
  const places: PlaceSuggestion[] = [];
  const failures: PlaceSearchFailure[] = [];
  settled.forEach((result, at) => {
    const providerId = providers[at]?.provider.id ?? '';
    if (result.status === 'rejected') {
      failures.push({ providerId, error: result.reason });
      return;
    }
    // Only earlier providers' places are compared: one provider's own list may hold a station and its stops, named
    // alike a few metres apart.
    const earlier = places.length;
    for (const place of result.value) {
      if (!places.slice(0, earlier).some((listed) => isSame(listed, place))) places.push(place);
    }
  });
  return { places, failures };
}
