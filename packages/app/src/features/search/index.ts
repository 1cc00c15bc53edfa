/* The stop search feature's public module: its screen (spec §2), loaded on demand by its registration. */
export { StopSearchPage } from './StopSearchPage';
