import { apiPlaceSearchProvider, createPlacesClient } from '@transit/api-client';
import type { PlaceSearchProvider } from '@transit/planner';
import { useMemo } from 'react';
import { useAppServices } from '../../common/appServices';
import { stationsOf, useStopList } from '../../common/staticLists';
import { useOnlineStatus } from '../../common/useOnlineStatus';
import { offlinePlaceProvider } from './places';

/**
 * The place search providers the planner's fields ask, in order: the device's stops and stations (the cached stop
 * list), then, online, the API's place search (/v1/places: the city's municipalities and, where a geocoder is
 * configured, addresses), which fills what the device's list leaves. Offline the device's list answers alone.
 * Ready once the device's list is in.
 */
export function usePlaceProviders(): {
  readonly providers: readonly PlaceSearchProvider[];
  readonly isReady: boolean;
} {
  const { stops, byCode, query } = useStopList();
  const { api, city } = useAppServices();
  const isOnline = useOnlineStatus();
  const data = query.data;
  const online = useMemo(
    () => [apiPlaceSearchProvider(api.places ?? createPlacesClient({ baseUrl: city.apiBase }))],
    [api.places, city.apiBase],
  );
  const offline = useMemo(
    () => (stops && data ? [offlinePlaceProvider({ stops, stations: stationsOf(data), byCode })] : []),
    [stops, data, byCode],
  );
  const providers = useMemo(
    () => (isOnline && offline.length > 0 ? [...offline, ...online] : offline),
    [offline, online, isOnline],
  );
  return { providers, isReady: offline.length > 0 };
}
