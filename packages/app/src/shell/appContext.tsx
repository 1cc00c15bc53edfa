import type { AdNetwork } from '@transit/ads';
import { type ApiClient, createApiClient } from '@transit/api-client';
import type { City } from '@transit/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
// The stores only (not the features' indexes), so the screens stay in their own lazily loaded chunks.
import {
  createLocalFavouritesRepository,
  type FavouritesRepository,
} from '../features/favourites/favouritesRepository';
import { createFavouritesStore, type FavouritesStore } from '../features/favourites/favouritesStore';
import {
  createFavouriteArrivalsStore,
  type FavouriteArrivalsStore,
} from '../features/stops/favouriteArrivalsStore';
import { createRecentStopsStore, type RecentStopsStore } from '../features/stops/recentStopsStore';
import { type AppConfigStore, createAppConfigStore } from './appConfigStore';
import { createFeatureMessagesStore, type FeatureMessagesStore } from './featureMessages';
import { createPreferencesStore, type PreferencesState, type PreferencesStore } from './preferencesStore';

/**
 * Where the product's analytics events go (spec §7: app_start, ad impressions, contactModal:copyToClipboard). An
 * analytics service is an adapter behind config; without one, events go nowhere.
 */
export interface Analytics {
  track(event: string, params?: Readonly<Record<string, string | number | boolean>>): void;
}

/** No analytics configured: events are dropped. */
export const NO_ANALYTICS: Analytics = { track: () => undefined };

/** What every screen reads: the city it runs for, its API client and the rider's stores. */
export interface AppServices {
  readonly city: City;
  readonly api: ApiClient;
  readonly preferences: PreferencesStore;
  readonly recentStops: RecentStopsStore;
  readonly favouriteArrivals: FavouriteArrivalsStore;
  /** Favourite stops, lines and places (spec §3), kept on the device for an anonymous rider (spec §6). */
  readonly favourites: FavouritesStore;
  readonly appConfig: AppConfigStore;
  /** The ad network of the web bottom ad, when the build configures one (none by default). */
  readonly adNetwork?: AdNetwork | undefined;
  readonly analytics: Analytics;
  /** The messages of the screens that load on their own (info, lines, map), as they arrive. */
  readonly featureMessages: FeatureMessagesStore;
}

const AppContext = createContext<AppServices | undefined>(undefined);

/** Creates the services of a city once (stores are per city, so sibling apps on one origin keep apart). */
export function createAppServices(
  city: City,
  options: {
    readonly api?: ApiClient;
    readonly adNetwork?: AdNetwork | undefined;
    readonly analytics?: Analytics;
    /** Where the favourites live; the browser's storage for this city by default. */
    readonly favouritesRepository?: FavouritesRepository;
  } = {},
): AppServices {
  return {
    city,
    api: options.api ?? createApiClient({ baseUrl: city.apiBase }),
    preferences: createPreferencesStore(city.id),
    recentStops: createRecentStopsStore(city.id),
    favouriteArrivals: createFavouriteArrivalsStore(city.id),
    favourites: createFavouritesStore(
      options.favouritesRepository ?? createLocalFavouritesRepository(city.id),
    ),
    appConfig: createAppConfigStore(city.id),
    adNetwork: options.adNetwork,
    analytics: options.analytics ?? NO_ANALYTICS,
    featureMessages: createFeatureMessagesStore(),
  };
}

export function AppServicesProvider(props: { readonly services: AppServices; readonly children: ReactNode }) {
  const [services] = useState(props.services);
  return <AppContext.Provider value={services}>{props.children}</AppContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useAppServices needs AppServicesProvider above it.');
  return services;
}

export function useCity(): City {
  return useAppServices().city;
}

/** A slice of the rider's preferences, re-rendering only when it changes. */
export function usePreferences<Slice>(select: (state: PreferencesState) => Slice): Slice {
  return useStore(useAppServices().preferences, select);
}
