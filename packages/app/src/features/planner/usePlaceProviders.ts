import type { PlaceSearchProvider } from '@transit/planner';
import { useMemo } from 'react';
import { stationsOf, useStopList } from '../../common/staticLists';
import { offlinePlaceProvider } from './places';

/**
 * The place search providers the planner's fields ask, in order: the device's stops and stations (the cached stop
 * list) today. An online one (the API's /v1/places) joins this list, and the screen does not change.
 */
export function usePlaceProviders(): {
  readonly providers: readonly PlaceSearchProvider[];
  readonly isReady: boolean;
} {
  const { stops, byCode, query } = useStopList();
  const data = query.data;
  const providers = useMemo(
    () => (stops && data ? [offlinePlaceProvider({ stops, stations: stationsOf(data), byCode })] : []),
    [stops, data, byCode],
  );
  return { providers, isReady: providers.length > 0 };
}
