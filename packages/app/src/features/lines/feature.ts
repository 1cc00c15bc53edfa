import { lineQuery } from '@transit/api-client';
import { parseLineCode } from '@transit/core';
import type { FeatureModule, RouteLoader } from '../../common/feature';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/**
 * The line page opens with the line and today's timetable: asked for as the router matches /lineas/{lineCode}, beside
 * the download of the page's code. A page opened on another day (`dia`) asks for that day itself.
 */
export const loadLinePage: RouteLoader = ({ queryClient, api, params, search }) => {
  const code = parseLineCode(params['lineCode'] ?? '');
  if (!code.ok || search.has('dia')) return;
  void queryClient.prefetchQuery(lineQuery(api, code.value));
};

/** Lines (spec §2): the line list, a line's page and an itinerary's page. */
export const feature: FeatureModule = {
  name: 'lines',
  routes: [
    { name: 'lines', screen: () => screens().then((module) => module.LinesPage) },
    {
      name: 'line',
      screen: () => screens().then((module) => module.LinePage),
      loader: loadLinePage,
      backTo: 'lines',
    },
    { name: 'itinerary', screen: () => screens().then((module) => module.ItineraryPage) },
  ],
  // The line page's shape map is the kit's map, which speaks with the map's messages; a line can be a favourite.
  catalogs: ['lines', 'map', 'favourites'],
};
