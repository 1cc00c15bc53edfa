/* The lines feature's public module: its screens (spec §2), loaded on demand by its registration. */
export { ItineraryPage } from './ItineraryPage';
export { LinePage } from './LinePage';
export { LinesPage } from './LinesPage';
