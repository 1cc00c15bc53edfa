import { stationArrivalsQuery, stationInfoQuery } from '@transit/api-client';
import { parseStationCode } from '@transit/core';
import type { FeatureModule, RouteLoader } from '../../common/feature';

/** The station page opens with the station's info and its board: asked for as the router matches the route. */
export const loadStationPage: RouteLoader = ({ queryClient, api, params, locale }) => {
  // A malformed code asks for nothing: the screen says what is wrong with it.
  const code = parseStationCode(params['stationCode'] ?? '');
  if (!code.ok) return;
  void queryClient.prefetchQuery(stationInfoQuery(api, code.value));
  void queryClient.prefetchQuery(stationArrivalsQuery(api, code.value, locale));
};

/** Stations (issue 10): a station's page, its Metro, Cercanías and Metro Ligero stops on one live board. */
export const feature: FeatureModule = {
  name: 'stations',
  routes: [
    {
      name: 'station',
      // Its own chunk, loaded with its route: the app's first download does not grow with it.
      screen: () => import('./index').then((module) => module.StationPage),
      loader: loadStationPage,
    },
  ],
  catalogs: ['live'],
};
