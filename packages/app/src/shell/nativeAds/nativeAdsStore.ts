import { type AdsRecord, adsRecordSchema, EMPTY_ADS_RECORD, recordFullscreenAd } from '@transit/core';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedOptions } from '../../common/persistedStore';
import type { StorageArea } from '../../platform';

/** What the apps' ad policy remembers between launches (spec §3: app usage's first launch, and the ads record). */
export interface NativeAdsState {
  /**
   * When the rider first launched the app, epoch milliseconds (spec §3 firstAppLaunchTimestamp): the 24 h ad-free
   * trial runs from it (spec §4). Undefined only until the store is opened (openNativeAdsStore notes it).
   */
  readonly firstAppLaunchEpochMs: number | undefined;
  /** The ads shown so far (spec §3 ads record). */
  readonly adsRecord: AdsRecord;
  /** Notes a launch at `nowEpochMs`: the first one known becomes the first launch, later ones change nothing. */
  readonly noteLaunch: (nowEpochMs: number) => void;
  /** Records a fullscreen ad the wrapper said it showed at `nowEpochMs`. */
  readonly recordFullscreenAd: (kind: 'interstitial' | 'appOpen', nowEpochMs: number) => void;
}

type PersistedNativeAds = Pick<NativeAdsState, 'firstAppLaunchEpochMs' | 'adsRecord'>;

/** The storage key of a city's ad memory (`transit:<city>:…`, so sibling apps on one origin keep apart). */
export function nativeAdsStorageKey(cityId: string): string {
  return `transit:${cityId}:ads`;
}

/**
 * A city's ad memory, kept in the device's storage. Each field is parsed on its own: a corrupt ads record falls back
 * to the empty one and keeps the first launch, a corrupt first launch is noted again and keeps the record; storage
 * that throws (blocked, full) leaves it in memory for the session.
 * @param storage the device's kept storage area; the web's localStorage when absent
 */
export function createNativeAdsStore(cityId: string, storage?: StorageArea) {
  return createStore<NativeAdsState>()(
    persist(
      (set) => ({
        firstAppLaunchEpochMs: undefined,
        adsRecord: EMPTY_ADS_RECORD,
        noteLaunch: (nowEpochMs) =>
          set((state) =>
            state.firstAppLaunchEpochMs === undefined ? { firstAppLaunchEpochMs: nowEpochMs } : state,
          ),
        recordFullscreenAd: (kind, nowEpochMs) =>
          set((state) => ({ adsRecord: recordFullscreenAd(state.adsRecord, kind, nowEpochMs) })),
      }),
      persistedOptions<NativeAdsState, PersistedNativeAds>({
        name: nativeAdsStorageKey(cityId),
        version: 1,
        ...(storage && { storage }),
        fields: {
          firstAppLaunchEpochMs: z.number().finite().nonnegative(),
          adsRecord: adsRecordSchema,
        },
      }),
    ),
  );
}

export type NativeAdsStore = ReturnType<typeof createNativeAdsStore>;

/**
 * The city's ad memory as an app launch reads it: what was stored, with this launch noted as the first one when
 * none is known (a first launch, or a stored one that could not be read).
 */
export function openNativeAdsStore(cityId: string, storage: StorageArea, nowEpochMs: number): NativeAdsStore {
  const store = createNativeAdsStore(cityId, storage);
  store.getState().noteLaunch(nowEpochMs);
  return store;
}
