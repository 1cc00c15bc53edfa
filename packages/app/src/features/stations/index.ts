/* The stations feature's public module: its screen (the station page), loaded on demand by feature.ts. */
export { StationPage } from './StationPage';
