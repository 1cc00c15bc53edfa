import type { FeatureModule } from '../../common/feature';
import { FAVOURITES_STORE } from './favouritesStore';

export { FAVOURITES_STORE } from './favouritesStore';

/**
 * Favourite stops, lines and places (spec §3, §4): no route of its own (the stops home, the stop page and the line
 * page show its lists and controls, through its index), and the rider's favourites store.
 */
export const feature: FeatureModule = {
  name: 'favourites',
  stores: [FAVOURITES_STORE],
};
