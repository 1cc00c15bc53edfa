import type { AdNetwork } from '@transit/ads';
import type { City } from '@transit/core';
import { createAppConfigStore } from '../common/appConfigStore';
import type { AppServices } from '../common/appServices';
import { createFeatureStores, type FeatureModule } from '../common/feature';
import { createFeatureMessagesStore } from '../common/featureMessages';
import { createPreferencesStore } from '../common/preferencesStore';
import { type AnalyticsPort, type ApiPort, type AuthPort, type Platform, webPlatform } from '../platform';
import { FEATURES } from './features';

export interface AppServicesOptions {
  /** The client type's adapters (mountApp picks them); the web's by default. */
  readonly platform?: Platform;
  /** Replaces the platform's API port (tests answer from fixtures). */
  readonly api?: ApiPort;
  /** Replaces the platform's analytics port. */
  readonly analytics?: AnalyticsPort;
  /** Replaces the platform's account (tests sign in with a fake). */
  readonly auth?: AuthPort;
  /** The ad network of the web bottom ad, when the build configures one. */
  readonly adNetwork?: AdNetwork | undefined;
  /** The features whose stores to make; every registered feature by default. */
  readonly features?: readonly FeatureModule[];
}

/**
 * Creates the services of a city once: the platform's ports, the app-wide stores and every registered feature's
 * stores (stores are per city, so sibling apps on one origin keep apart).
 */
export function createAppServices(city: City, options: AppServicesOptions = {}): AppServices {
  const base = options.platform ?? webPlatform(city);
  const platform: Platform = {
    ...base,
    api: options.api ?? base.api,
    analytics: options.analytics ?? base.analytics,
    auth: options.auth ?? base.auth,
  };
  const features = options.features ?? FEATURES;
  return {
    ...platform,
    city,
    preferences: createPreferencesStore(city.id, platform.storage.local),
    appConfig: createAppConfigStore(city.id, platform.storage.session),
    adNetwork: options.adNetwork,
    featureMessages: createFeatureMessagesStore(),
    stores: createFeatureStores(
      features.flatMap((feature) => feature.stores ?? []),
      { city, platform },
    ),
  };
}
