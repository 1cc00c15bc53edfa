import type { FeatureModule } from '../../common/feature';
import { FavouritesSyncOverlay } from './FavouritesSyncOverlay';
import { FAVOURITES_STORE } from './favouritesStore';

export { FAVOURITES_STORE } from './favouritesStore';

/**
 * Favourite stops, lines and places (spec §3, §4): no route of its own (the stops home, the stop page and the line
 * page show its lists and controls, through its index), the rider's favourites store (the device's lists, or the
 * account's for a signed-in rider), and the sync choice screen on login over every screen.
 */
export const feature: FeatureModule = {
  name: 'favourites',
  stores: [FAVOURITES_STORE],
  overlays: [FavouritesSyncOverlay],
};
