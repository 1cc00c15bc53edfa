import type { ControlPosition, Map as LeafletMap, MapOptions } from 'leaflet';
import type { Leaflet } from './loadLeaflet';

/** Where a map's background comes from: a tile URL template ({z}, {x}, {y}) and the credit shown on the map. */
export interface MapTiles {
  readonly tileUrl: string;
  readonly tileAttribution: string;
}

/** The words a map's own controls say, already in the rider's language. */
export interface MapControlLabels {
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/** Leaflet writes attributions as HTML; a credit from config is text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

/**
 * A Leaflet map in `container` with what every map of the product has: zoom buttons in the rider's language and the
 * tiles with their credit visible. Leaflet makes the container focusable (the arrow keys and + and − move the map), so
 * the component names it (a region with an aria-label). Tiles that fail (offline, an unreachable server) leave the plain
 * background: Leaflet skips them, and the map's own layers still draw. The map follows its container's size.
 * @returns the map, and `dispose` to remove it
 */
export function createBaseMap(
  L: Leaflet,
  container: HTMLElement,
  options: {
    readonly tiles: MapTiles;
    readonly controls: MapControlLabels;
    /** Where the zoom buttons go; top left by default. */
    readonly zoomPosition?: ControlPosition;
    readonly map?: MapOptions;
  },
): { readonly map: LeafletMap; readonly dispose: () => void } {
  const map = L.map(container, { ...options.map, zoomControl: false, attributionControl: false });
  L.control
    .zoom({
      zoomInTitle: options.controls.zoomIn,
      zoomOutTitle: options.controls.zoomOut,
      position: options.zoomPosition ?? 'topleft',
    })
    .addTo(map);
  // No "Leaflet" prefix: the credit the tiles' licence asks for is what must show.
  L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(options.tiles.tileUrl, {
    attribution: escapeHtml(options.tiles.tileAttribution),
    maxZoom: 19,
  }).addTo(map);
  const observer =
    typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => map.invalidateSize());
  observer?.observe(container);
  return {
    map,
    dispose() {
      observer?.disconnect();
      map.remove();
    },
  };
}
