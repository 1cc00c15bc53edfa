import type {
  ControlPosition,
  LatLngBoundsLiteral,
  LatLngExpression,
  LayerGroup,
  Map as LeafletMap,
  MapOptions,
} from 'leaflet';
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

/** The closest a fitted map zooms in (one stop alone would otherwise fill the map with one street). */
const MAX_FIT_ZOOM = 16;
/** Room around what a map fits, in CSS pixels. */
const FIT_PADDING_PX = 24;

/** The south-west and north-east corners ([latitude, longitude], degrees) of some points; undefined for none. */
export function extentOf(points: readonly (readonly [number, number])[]): LatLngBoundsLiteral | undefined {
  const first = points[0];
  if (!first) return undefined;
  let [south, west] = first;
  let [north, east] = first;
  for (const [latitude, longitude] of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** Fits a map to an extent, with room around it and no closer than a street's zoom, without animation. */
export function fitToExtent(map: LeafletMap, bounds: LatLngBoundsLiteral | undefined): void {
  if (!bounds) return;
  map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAX_FIT_ZOOM, animate: false });
}

/** A line drawn in its colour over a white casing, so it reads over any tiles (a line's shape, a ride). */
export function addCasedLine(
  L: Leaflet,
  layers: LayerGroup,
  latLngs: LatLngExpression[],
  colour: string,
): void {
  L.polyline(latLngs, { color: '#FFFFFF', weight: 9, opacity: 0.9, interactive: false }).addTo(layers);
  L.polyline(latLngs, { color: colour, weight: 5, interactive: false }).addTo(layers);
}
