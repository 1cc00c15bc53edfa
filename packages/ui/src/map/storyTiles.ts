import type { MapTiles } from './baseMap';

// The Storybook check runs offline and fails on any failed request, so the map stories draw their tiles themselves:
// a plain tile with its z/x/y, as a data URL (Leaflet fills the placeholders; nothing goes to the network).
const TILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect width="256" height="256" fill="#eef0ea" stroke="#d5d9cf" stroke-width="2"/>' +
  '<text x="12" y="28" font-family="sans-serif" font-size="14" fill="#8a9182">{z}/{x}/{y}</text></svg>';

/** Tiles drawn in the page: the map as riders see it, minus the streets. */
export const STORY_TILES: MapTiles = {
  tileUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(TILE_SVG).replace(/%7B([xyz])%7D/g, '{$1}')}`,
  tileAttribution: '© OpenStreetMap contributors',
};

/** Tiles that never load (each is an image that cannot be decoded): the map with no tile server reachable. */
export const UNREACHABLE_STORY_TILES: MapTiles = {
  tileUrl: 'data:image/png;base64,{z}{x}{y}',
  tileAttribution: '© OpenStreetMap contributors',
};
