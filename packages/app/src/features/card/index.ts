/* The card feature's public module: its screens (spec §2), loaded on demand by its registration. */
export { CardBalancePage } from './CardBalancePage';
export { CardNfcPage } from './CardNfcPage';
