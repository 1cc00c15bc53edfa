import type * as LeafletNamespace from 'leaflet';

/** The Leaflet namespace (the map library), as loadLeaflet() gives it. */
export type Leaflet = typeof LeafletNamespace;

let loading: Promise<Leaflet> | undefined;

/**
 * Loads Leaflet (and its stylesheet) on first use, once. Leaflet stays out of the app's initial JavaScript: the map
 * primitives are exported from the kit's index, which the first page imports, so they must not import it statically.
 * A failed load (a chunk the network lost) is forgotten, so the next call tries again.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= import('./leafletModule').then(
    (module) => module.L,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
