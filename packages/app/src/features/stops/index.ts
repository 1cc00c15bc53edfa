/*
 * The stops feature's public module: its screens (the stops home and the stop page, spec §2), loaded on demand by
 * its registration (feature.ts). Its stores are in feature.ts, which loads with the app.
 */
export { StopPage } from './StopPage';
export { StopsHomePage } from './StopsHomePage';
