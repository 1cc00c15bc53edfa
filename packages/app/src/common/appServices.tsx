import type { AdNetwork } from '@transit/ads';
import type { City } from '@transit/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import type { Platform } from '../platform';
import type { AppConfigStore } from './appConfigStore';
import type { FeatureStores, StoreFactory } from './feature';
import type { FeatureMessagesStore } from './featureMessages';
import type { PreferencesState, PreferencesStore } from './preferencesStore';

/**
 * What every screen reads: the city it runs for, the platform's ports (api, storage, location, auth, bridge, nfc,
 * analytics), the app-wide stores and the stores the features registered. The shell makes it (createAppServices).
 */
export interface AppServices extends Platform {
  readonly city: City;
  readonly preferences: PreferencesStore;
  readonly appConfig: AppConfigStore;
  /** The ad network of the web bottom ad, when the build configures one (none by default). */
  readonly adNetwork?: AdNetwork | undefined;
  /** The messages of the screens that load on their own (info, lines, map), as they arrive. */
  readonly featureMessages: FeatureMessagesStore;
  /** The features' stores (favourites, recent stops…), per city so sibling apps on one origin keep apart. */
  readonly stores: FeatureStores;
}

const AppContext = createContext<AppServices | undefined>(undefined);

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

/** The store a registered feature made with `factory`. */
export function useFeatureStore<Store>(factory: StoreFactory<Store>): Store {
  return useAppServices().stores.get(factory);
}
