import cercaniasSchematic from './cercanias-schematic.svg';
import emtBuses from './emt-buses.svg';
import emtNightBuses from './emt-night-buses.svg';
import interurbanNightBuses from './interurban-night-buses.svg';
import madridTransport from './madrid-transport.svg';
import metroMap from './metro-map.svg';
import metroSchematic from './metro-schematic.svg';

/**
 * The poster pages' preview illustrations: SVG files drawn by tooling/data's previews.ts from the CRTM open data
 * the app is built from (never the official posters, which are not ours to copy). Vite emits each as its own asset,
 * so an image downloads only on the page that shows it and never weighs on the app's first load.
 */
export const PREVIEW_URLS = {
  metroSchematic,
  metroMap,
  cercaniasSchematic,
  madridTransport,
  emtBuses,
  emtNightBuses,
  interurbanNightBuses,
} as const;

export type PreviewId = keyof typeof PREVIEW_URLS;

/** Every preview is drawn in the same 4:3 frame (tooling/data previews.ts WIDTH × HEIGHT), in CSS pixels. */
export const PREVIEW_WIDTH_PX = 1200;
export const PREVIEW_HEIGHT_PX = 900;
