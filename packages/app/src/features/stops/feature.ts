import { arrivalsQuery, stopInfoQuery } from '@transit/api-client';
import { parseStopCode } from '@transit/core';
import type { FeatureModule, RouteLoader } from '../../common/feature';
import { FAVOURITE_ARRIVALS_STORE } from './favouriteArrivalsStore';
import { RECENT_STOPS_STORE } from './recentStopsStore';

export { FAVOURITE_ARRIVALS_STORE } from './favouriteArrivalsStore';
export { RECENT_STOPS_STORE } from './recentStopsStore';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/** The stop page opens with the stop's info and its departures: asked for as the router matches /paradas/{code}. */
export const loadStopPage: RouteLoader = ({ queryClient, api, params, locale }) => {
  // A malformed code asks for nothing: the screen says what is wrong with it.
  const code = parseStopCode(params['stopCode'] ?? '');
  if (!code.ok) return;
  void queryClient.prefetchQuery(stopInfoQuery(api, code.value));
  void queryClient.prefetchQuery(arrivalsQuery(api, code.value, locale));
};

/** Stops (spec §2): the stops home and the stop page, and the rider's recent stops and favourite arrivals. */
export const feature: FeatureModule = {
  name: 'stops',
  routes: [
    { name: 'stops', screen: () => screens().then((module) => module.StopsHomePage) },
    { name: 'stop', screen: () => screens().then((module) => module.StopPage), loader: loadStopPage },
  ],
  // The stops home and the stop page show the rider's favourites; the stop page, its board's live state.
  catalogs: ['favourites', 'live'],
  stores: [RECENT_STOPS_STORE, FAVOURITE_ARRIVALS_STORE],
};
