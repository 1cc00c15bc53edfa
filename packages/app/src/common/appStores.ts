import { androidStoreUrl, type MobilePlatform, type ProjectDescriptor } from '@transit/core';

/** The stores the city's native apps can be listed in (spec §1: an Android store link, optionally an iOS one). */
export type AppStore = 'googlePlay' | 'appStore';

/** Every store, in the order links are listed. */
export const APP_STORES: readonly AppStore[] = ['googlePlay', 'appStore'];

/** The store a phone installs apps from. */
export const STORE_OF_PLATFORM: Readonly<Record<MobilePlatform, AppStore>> = {
  android: 'googlePlay',
  ios: 'appStore',
};

/** One store listing of the city's app. */
export interface AppStoreLink {
  readonly store: AppStore;
  /** The listing's https URL, built from the city's project only. */
  readonly url: string;
}

/** The install referrer of the links the app-only texts show (spec §1: our Android links carry an acquisition tag). */
export const APP_ONLY_ACQUISITION_SOURCE = 'app_only';

/**
 * The store listings to offer for an app-only feature (spec §1, §2: the "only in our app" modal's install button):
 * on an Android phone Google Play, on an iPhone or iPad the App Store, and on anything else (a desktop) every store
 * the city has its app in. Only what the city's project (`city.project`) lists: Google Play from its Android package
 * name, with the app-only acquisition tag; the App Store from its `iosStoreUrl`, as is. Empty while the app is not in
 * the store of the rider's phone (or in no offered store), so the caller says so instead of showing a button that
 * leads nowhere.
 * @param stores the stores whose app has the feature (premium is bought only in the Android app); all by default
 */
export function appStoreLinks(
  project: Pick<ProjectDescriptor, 'androidPackageName' | 'iosStoreUrl'>,
  platform: MobilePlatform | undefined,
  stores: readonly AppStore[] = APP_STORES,
): readonly AppStoreLink[] {
  const links: AppStoreLink[] = [];
  const isOffered = (store: AppStore) =>
    stores.includes(store) && (platform === undefined || STORE_OF_PLATFORM[platform] === store);
  if (isOffered('googlePlay')) {
    links.push({
      store: 'googlePlay',
      url: androidStoreUrl(project.androidPackageName, APP_ONLY_ACQUISITION_SOURCE),
    });
  }
  if (project.iosStoreUrl !== undefined && isOffered('appStore')) {
    links.push({ store: 'appStore', url: project.iosStoreUrl });
  }
  return links;
}
