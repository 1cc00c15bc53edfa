import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { capUserAgent, retryDelayMs, tokenRefreshAtEpochMs, tokenRefreshRetryDelayMs } from './constants';

describe('build (spec §1)', () => {
  it('is version 2.0.717, built 2025-08-07', () => {
    expect(constants.APP_VERSION).toBe('2.0.717');
    expect(constants.BUILD_TIME).toBe('2025-08-07');
  });
});

describe('locale, units and map defaults (spec §9)', () => {
  it('has the metric unit system by default, with METRIC or IMPERIAL to choose from', () => {
    expect(constants.DEFAULT_UNIT_SYSTEM).toBe('METRIC');
    expect(constants.UNIT_SYSTEMS).toEqual(['METRIC', 'IMPERIAL']);
  });

  it('converts with 3.28084 feet per metre and 1609.344 metres per mile', () => {
    expect(constants.FEET_PER_METRE).toBe(3.28084);
    expect(constants.METRES_PER_MILE).toBe(1609.344);
  });

  it('centres the map at about 40.419, -3.708', () => {
    expect(constants.MADRID_MAP_CENTRE).toEqual({ lat: 40.419, lon: -3.708 });
  });

  it('bounds autocomplete south 39.8846, west -4.579, north 41.1657, east -3.053', () => {
    expect(constants.MADRID_AUTOCOMPLETE_BOUNDS).toEqual({
      south: 39.8846,
      west: -4.579,
      north: 41.1657,
      east: -3.053,
    });
  });

  it('shows 10 popular stops and 6 places', () => {
    expect(constants.POPULAR_STOPS_COUNT).toBe(10);
    expect(constants.POPULAR_PLACES_COUNT).toBe(6);
  });
});

describe('query cache (spec §8, §9)', () => {
  it('keeps stop info and line data fresh 300000 ms (5 minutes) and kept 604800000 ms (7 days)', () => {
    expect(constants.STOP_AND_LINE_STALE_TIME_MS).toBe(300000);
    expect(constants.QUERY_GC_TIME_MS).toBe(604800000);
  });

  it('keeps user data stale after 1800000 ms (30 minutes)', () => {
    expect(constants.USER_DATA_STALE_TIME_MS).toBe(1800000);
  });

  it('retries failed queries 3 times by default', () => {
    expect(constants.QUERY_RETRY_COUNT).toBe(3);
  });

  it('persists the cache with maxAge 24 h, saving throttled at 1000 ms', () => {
    expect(constants.PERSISTED_CACHE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(constants.PERSISTED_CACHE_SAVE_THROTTLE_MS).toBe(1000);
  });

  it('keeps mutations 5 minutes', () => {
    expect(constants.MUTATION_GC_TIME_MS).toBe(5 * 60 * 1000);
  });
});

describe('retryDelayMs: the retry delay doubles from 1 s up to 30 s (spec §9)', () => {
  it('starts at 1 s', () => {
    expect(retryDelayMs(0)).toBe(1000);
    expect(constants.RETRY_DELAY_INITIAL_MS).toBe(1000);
  });

  it('doubles after each failure', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
  });

  it('stops at 30 s', () => {
    expect(constants.RETRY_DELAY_MAX_MS).toBe(30000);
    expect(retryDelayMs(5)).toBe(30000);
    expect(retryDelayMs(50)).toBe(30000);
    expect(retryDelayMs(10_000)).toBe(30000);
  });

  it('reads a negative failure count as 0', () => {
    expect(retryDelayMs(-3)).toBe(1000);
  });
});

describe('timeouts (spec §7, §9)', () => {
  it('are HTTP 15 s, stop info 20 s, arrivals 60 s and native bridge 10000 ms', () => {
    expect(constants.HTTP_TIMEOUT_MS).toBe(15000);
    expect(constants.STOP_INFO_TIMEOUT_MS).toBe(20000);
    expect(constants.ARRIVALS_TIMEOUT_MS).toBe(60000);
    expect(constants.BRIDGE_CALL_TIMEOUT_MS).toBe(10000);
  });
});

describe('entitlement and ads (spec §4, §9)', () => {
  it('gives subscriptions a grace of 2 days (172800000 ms)', () => {
    expect(constants.SUBSCRIPTION_GRACE_MS).toBe(172800000);
  });

  it('puts a session in private-ad mode with probability 0.3, recorded as privateBottomAdTimestamp', () => {
    expect(constants.PRIVATE_BOTTOM_AD_PROBABILITY).toBe(0.3);
    expect(constants.PRIVATE_BOTTOM_AD_STORAGE_KEY).toBe('privateBottomAdTimestamp');
  });

  it('remounts the ad block every 40 s and gives the bottom ad a height of 80 px', () => {
    expect(constants.AD_BLOCK_REMOUNT_INTERVAL_MS).toBe(40000);
    expect(constants.BOTTOM_AD_HEIGHT_PX).toBe(80);
  });

  it('spaces app-open ads 3 minutes, interstitials 10 minutes (legacy 20), 1 minute after a collapsible banner', () => {
    expect(constants.APP_OPEN_AD_MIN_INTERVAL_MS).toBe(3 * 60 * 1000);
    expect(constants.INTERSTITIAL_INTERVAL_MS).toBe(10 * 60 * 1000);
    expect(constants.LEGACY_INTERSTITIAL_INTERVAL_MS).toBe(20 * 60 * 1000);
    expect(constants.COLLAPSIBLE_BANNER_QUIET_MS).toBe(60 * 1000);
  });

  it('has an ad session of 30 minutes and an ad-free trial of 24 hours', () => {
    expect(constants.AD_SESSION_DURATION_MS).toBe(30 * 60 * 1000);
    expect(constants.AD_FREE_TRIAL_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('UI timings (spec §2, §9)', () => {
  it('shows the copy-success indicator 2000 ms; modal close takes 150 ms', () => {
    expect(constants.COPY_SUCCESS_DURATION_MS).toBe(2000);
    expect(constants.MODAL_CLOSE_ANIMATION_MS).toBe(150);
  });

  it('throttles the action bar scroll listener at 100 ms', () => {
    expect(constants.ACTION_BAR_SCROLL_THROTTLE_MS).toBe(100);
  });

  it('shows toasts top-right, auto-closing after 4 s (the root setting), dismissed when dragged 80 percent', () => {
    expect(constants.TOAST_POSITION).toBe('top-right');
    expect(constants.TOAST_ROOT_AUTO_CLOSE_MS).toBe(4000);
    expect(constants.TOAST_DRAG_DISMISS_PERCENT).toBe(80);
  });
});

describe('authentication service (spec §5, §9)', () => {
  it('has network timeouts of 30 s short and 60 s long', () => {
    expect(constants.AUTH_NETWORK_TIMEOUT_SHORT_MS).toBe(30000);
    expect(constants.AUTH_NETWORK_TIMEOUT_LONG_MS).toBe(60000);
  });

  it('polls for a closed popup every 8 s, caches redirect events 10 min, and syncs with an ID token at most 300 s old', () => {
    expect(constants.AUTH_POPUP_CLOSED_POLL_MS).toBe(8000);
    expect(constants.AUTH_REDIRECT_EVENT_CACHE_MS).toBe(10 * 60 * 1000);
    expect(constants.AUTH_ID_TOKEN_MAX_AGE_SEC).toBe(300);
  });

  it('refreshes a token 5 minutes before expiry', () => {
    expect(constants.AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS).toBe(5 * 60 * 1000);
    expect(tokenRefreshAtEpochMs(1_000_000_000)).toBe(1_000_000_000 - 300_000);
  });

  it('backs off token refresh retries from 30 s, doubling', () => {
    expect(constants.AUTH_TOKEN_REFRESH_RETRY_INITIAL_MS).toBe(30000);
    expect([0, 1, 2, 3, 4].map(tokenRefreshRetryDelayMs)).toEqual([30000, 60000, 120000, 240000, 480000]);
  });

  it('caps token refresh retries at 16 minutes', () => {
    expect(constants.AUTH_TOKEN_REFRESH_RETRY_MAX_MS).toBe(16 * 60 * 1000);
    expect(tokenRefreshRetryDelayMs(5)).toBe(16 * 60 * 1000);
    expect(tokenRefreshRetryDelayMs(6)).toBe(16 * 60 * 1000);
    expect(tokenRefreshRetryDelayMs(1000)).toBe(16 * 60 * 1000);
  });

  it('reads a negative failure count as 0', () => {
    expect(tokenRefreshRetryDelayMs(-1)).toBe(30000);
  });
});

describe('limits (spec §9)', () => {
  describe('capUserAgent: the user-agent string is capped at 500 characters', () => {
    it('keeps the first 500 characters of a longer string', () => {
      expect(constants.USER_AGENT_MAX_LENGTH).toBe(500);
      const userAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
      expect(capUserAgent(userAgent)).toHaveLength(500);
      expect(capUserAgent(userAgent)).toBe(userAgent.slice(0, 500));
    });

    it('keeps a string of up to 500 characters whole', () => {
      const exactly = 'y'.repeat(500);
      expect(capUserAgent(exactly)).toBe(exactly);
      expect(capUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
      expect(capUserAgent('')).toBe('');
    });
  });
});
