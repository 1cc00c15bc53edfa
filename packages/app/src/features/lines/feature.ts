import type { FeatureModule } from '../../common/feature';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/** Lines (spec §2): the line list, a line's page and an itinerary's page. */
export const feature: FeatureModule = {
  name: 'lines',
  routes: [
    { name: 'lines', screen: () => screens().then((module) => module.LinesPage) },
    { name: 'line', screen: () => screens().then((module) => module.LinePage), backTo: 'lines' },
    { name: 'itinerary', screen: () => screens().then((module) => module.ItineraryPage) },
  ],
  // The line page's shape map is the kit's map, which speaks with the map's messages; a line can be a favourite.
  catalogs: ['lines', 'map', 'favourites'],
};
