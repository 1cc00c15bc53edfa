import { EMPTY_ADS_RECORD } from '@transit/core';
import { describe, expect, it } from 'vitest';
import type { StorageArea } from '../../platform';
import { nativeAdsStorageKey, openNativeAdsStore } from './nativeAdsStore';

const KEY = 'transit:madrid:ads';
const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const LAUNCHED = NOW - 30 * DAY_MS;

function store(state: unknown) {
  localStorage.setItem(KEY, JSON.stringify({ state, version: 1 }));
}

function stored(): unknown {
  const text = localStorage.getItem(KEY);
  return text === null ? null : (JSON.parse(text) as { state: unknown }).state;
}

const open = (nowEpochMs = NOW) => openNativeAdsStore('madrid', localStorage, nowEpochMs);

describe("the apps' ad memory (spec §3: app usage's firstAppLaunchTimestamp and the ads record)", () => {
  it('is kept per city, under transit:<city>:ads', () => {
    expect(nativeAdsStorageKey('madrid')).toBe(KEY);
    expect(nativeAdsStorageKey('bilbao')).toBe('transit:bilbao:ads');
  });

  it('notes the first launch at the first launch and keeps it at later ones', () => {
    expect(open().getState().firstAppLaunchEpochMs).toBe(NOW);
    expect(stored()).toEqual({ firstAppLaunchEpochMs: NOW, adsRecord: EMPTY_ADS_RECORD });
    expect(open(NOW + DAY_MS).getState().firstAppLaunchEpochMs).toBe(NOW);
  });

  it('records a shown interstitial (period, session, count) and reads it back at the next launch', () => {
    open()
      .getState()
      .recordFullscreenAd('interstitial', NOW + 1000);
    const expected = {
      lastInterstitialEpochMs: NOW + 1000,
      adSessionStartEpochMs: NOW + 1000,
      sessionFullscreenImpressionCount: 1,
    };
    expect(stored()).toEqual({ firstAppLaunchEpochMs: NOW, adsRecord: expected });
    expect(open(NOW + 2000).getState().adsRecord).toEqual(expected);
  });

  it('falls back to the empty record when the stored one is corrupt, keeping the first launch', () => {
    store({ firstAppLaunchEpochMs: LAUNCHED, adsRecord: { lastInterstitialEpochMs: 'yesterday' } });
    const state = open().getState();
    expect(state.adsRecord).toEqual(EMPTY_ADS_RECORD);
    expect(state.firstAppLaunchEpochMs).toBe(LAUNCHED);
  });

  it('notes this launch as the first when the stored one is corrupt, keeping the record', () => {
    const record = { lastInterstitialEpochMs: NOW - 60_000, sessionFullscreenImpressionCount: 2 };
    store({ firstAppLaunchEpochMs: -1, adsRecord: record });
    const state = open().getState();
    expect(state.firstAppLaunchEpochMs).toBe(NOW);
    expect(state.adsRecord).toEqual(record);
    expect(stored()).toEqual({ firstAppLaunchEpochMs: NOW, adsRecord: record });
  });

  it('starts afresh from a stored value that is not JSON', () => {
    localStorage.setItem(KEY, '{"state": {"firstAppLaunchEpochMs": 1');
    const state = open().getState();
    expect(state.firstAppLaunchEpochMs).toBe(NOW);
    expect(state.adsRecord).toEqual(EMPTY_ADS_RECORD);
  });

  it('survives storage that throws (blocked or full), keeping the memory for the session', () => {
    const blocked = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const area: StorageArea = {
      getItem: blocked,
      setItem: blocked,
      removeItem: blocked,
      key: blocked,
      get length(): number {
        return blocked();
      },
    };
    const memory = openNativeAdsStore('madrid', area, NOW);
    memory.getState().recordFullscreenAd('interstitial', NOW);
    expect(memory.getState()).toMatchObject({
      firstAppLaunchEpochMs: NOW,
      adsRecord: { lastInterstitialEpochMs: NOW, sessionFullscreenImpressionCount: 1 },
    });
  });
});
