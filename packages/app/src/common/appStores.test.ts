import madrid from '@transit/city-madrid';
import { STORE_COUNTRY } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { APP_ONLY_ACQUISITION_SOURCE, appStoreLinks } from './appStores';

const IOS_STORE_URL = 'https://apps.apple.com/app/id1234567890';
/** Madrid's project as if its app were in the App Store too (test value: no project has an iOS listing yet). */
const BOTH = { ...madrid.project, iosStoreUrl: IOS_STORE_URL };
/** Madrid's project as it is: a Google Play listing, no iOS one. */
const ANDROID_ONLY = madrid.project;
const MADRID_PLAY_URL =
  'https://play.google.com/store/apps/details?id=es.transitapp.madrid&referrer=utm_source%3Dapp_only&gl=ES';

describe('the store listings an app-only feature offers (spec §1: Android link with an acquisition tag and ES)', () => {
  it("builds Google Play's listing from the project's package name, with the app-only acquisition tag and country ES", () => {
    const [link] = appStoreLinks(BOTH, 'android');
    expect(link?.store).toBe('googlePlay');
    const url = new URL(link?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://play.google.com/store/apps/details');
    expect(url.searchParams.get('id')).toBe('es.transitapp.madrid');
    expect(url.searchParams.get('referrer')).toBe(`utm_source=${APP_ONLY_ACQUISITION_SOURCE}`);
    expect(url.searchParams.get('gl')).toBe(STORE_COUNTRY);
  });

  it("offers Madrid's Google Play listing as it is, tagged app_only rather than the cross-promotion tag", () => {
    expect(appStoreLinks(ANDROID_ONLY, 'android')).toEqual([{ store: 'googlePlay', url: MADRID_PLAY_URL }]);
    expect(appStoreLinks(ANDROID_ONLY, 'android')[0]?.url).not.toBe(madrid.project.androidStoreUrl);
  });

  it("uses the project's App Store link as is", () => {
    expect(appStoreLinks(BOTH, 'ios')).toEqual([{ store: 'appStore', url: IOS_STORE_URL }]);
  });

  it('offers every store the project lists on a desktop, Google Play first', () => {
    expect(appStoreLinks(BOTH, undefined)).toEqual([
      { store: 'googlePlay', url: MADRID_PLAY_URL },
      { store: 'appStore', url: IOS_STORE_URL },
    ]);
    expect(appStoreLinks(ANDROID_ONLY, undefined)).toEqual([{ store: 'googlePlay', url: MADRID_PLAY_URL }]);
  });

  it("offers nothing for an iPhone while the project has no App Store link, and never the other phone's store", () => {
    expect(appStoreLinks(ANDROID_ONLY, 'ios')).toEqual([]);
    expect(appStoreLinks(BOTH, 'android').map((link) => link.store)).toEqual(['googlePlay']);
    expect(appStoreLinks(BOTH, 'ios').map((link) => link.store)).toEqual(['appStore']);
  });

  it('offers only the stores whose app has the feature', () => {
    expect(appStoreLinks(BOTH, undefined, ['googlePlay']).map((link) => link.store)).toEqual(['googlePlay']);
    expect(appStoreLinks(BOTH, undefined, ['appStore']).map((link) => link.store)).toEqual(['appStore']);
    expect(appStoreLinks(BOTH, 'ios', ['googlePlay'])).toEqual([]);
    expect(appStoreLinks(ANDROID_ONLY, undefined, ['appStore'])).toEqual([]);
  });
});
