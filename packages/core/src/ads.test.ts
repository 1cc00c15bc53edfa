import { describe, expect, it, vi } from 'vitest';
import {
  type AdClient,
  type ClientPolicy,
  clientPolicySchema,
  decideAdMode,
  isInAdFreeTrial,
  MADRID_CLIENT_POLICY,
} from './ads';
import {
  adsRecordSchema,
  type AdsRecord,
  canShowAppOpenAd,
  canShowInterstitial,
  continueAdSession,
  EMPTY_ADS_RECORD,
  recordCollapsibleBanner,
  recordFullscreenAd,
} from './fullscreenAds';
import { LEGACY_INTERSTITIAL_INTERVAL_MS } from './constants';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const NOW = Date.UTC(2025, 7, 7, 12, 0, 0);

const WEB: AdClient = { clientType: 'web' };
const IOS: AdClient = { clientType: 'ios' };
const android = (androidClientVersionCode?: number): AdClient => ({
  clientType: 'android',
  androidClientVersionCode,
});

/** A policy that allows everything Madrid's forbids: private web ads and fullscreen ads on web. */
const PERMISSIVE_POLICY: ClientPolicy = {
  ...MADRID_CLIENT_POLICY,
  isWebFullscreenInterstitialAllowed: true,
  isWebFullscreenAppOpenAllowed: true,
  arePrivateWebAdsAllowed: true,
};

/** Launched long enough ago that the 24-hour trial is over. */
const LONG_AGO = NOW - 48 * HOUR;

describe('MADRID_CLIENT_POLICY (spec §6)', () => {
  it('does not use interstitial and app-open ads as fullscreen on web', () => {
    expect(MADRID_CLIENT_POLICY.isWebFullscreenInterstitialAllowed).toBe(false);
    expect(MADRID_CLIENT_POLICY.isWebFullscreenAppOpenAllowed).toBe(false);
  });

  it('allows the Android store’s billing', () => {
    expect(MADRID_CLIENT_POLICY.isAndroidStoreBillingAllowed).toBe(true);
  });

  it('turns chat buttons off on settings, home, search and stop pages', () => {
    expect(MADRID_CLIENT_POLICY.chatButtons).toEqual({
      settings: false,
      home: false,
      search: false,
      stop: false,
    });
  });

  it('turns private web ads off', () => {
    expect(MADRID_CLIENT_POLICY.arePrivateWebAdsAllowed).toBe(false);
  });

  it('is a valid client policy', () => {
    expect(clientPolicySchema.parse(MADRID_CLIENT_POLICY)).toEqual(MADRID_CLIENT_POLICY);
  });

  it('refuses a policy with a missing flag, a flag that is not a boolean, or an unknown key', () => {
    const { arePrivateWebAdsAllowed: _, ...missing } = MADRID_CLIENT_POLICY;
    expect(clientPolicySchema.safeParse(missing).success).toBe(false);
    expect(
      clientPolicySchema.safeParse({ ...MADRID_CLIENT_POLICY, arePrivateWebAdsAllowed: 'no' }).success,
    ).toBe(false);
    expect(clientPolicySchema.safeParse({ ...MADRID_CLIENT_POLICY, extra: true }).success).toBe(false);
    expect(
      clientPolicySchema.safeParse({
        ...MADRID_CLIENT_POLICY,
        chatButtons: { ...MADRID_CLIENT_POLICY.chatButtons, planner: false },
      }).success,
    ).toBe(false);
  });
});

describe('isInAdFreeTrial: on Android and iOS the first 24 hours after first launch are ad-free (spec §4)', () => {
  it.each([android(38), IOS])('is in the trial during the first 24 hours on %o', (client) => {
    expect(isInAdFreeTrial(client, NOW, NOW)).toBe(true);
    expect(isInAdFreeTrial(client, NOW - 24 * HOUR + 1, NOW)).toBe(true);
  });

  it.each([android(38), IOS])('ends the trial exactly 24 hours after first launch on %o', (client) => {
    expect(isInAdFreeTrial(client, NOW - 24 * HOUR, NOW)).toBe(false);
    expect(isInAdFreeTrial(client, NOW - 24 * HOUR - 1, NOW)).toBe(false);
  });

  it('never gives web a trial', () => {
    expect(isInAdFreeTrial(WEB, NOW, NOW)).toBe(false);
  });

  it('gives no trial when the first launch time is unknown', () => {
    expect(isInAdFreeTrial(android(38), undefined, NOW)).toBe(false);
  });
});

describe('decideAdMode (spec §4)', () => {
  const base = {
    policy: PERMISSIVE_POLICY,
    isEntitled: false,
    firstAppLaunchEpochMs: LONG_AGO,
    nowEpochMs: NOW,
  };

  it("gives entitled users no ads ('none')", () => {
    for (const client of [WEB, android(38), IOS]) {
      expect(decideAdMode({ ...base, client, isEntitled: true, random: () => 0 })).toBe('none');
    }
  });

  it("gives no ads during the 24-hour trial on Android and iOS ('none')", () => {
    expect(
      decideAdMode({ ...base, client: android(38), firstAppLaunchEpochMs: NOW - HOUR, random: () => 0.9 }),
    ).toBe('none');
    expect(decideAdMode({ ...base, client: IOS, firstAppLaunchEpochMs: NOW - HOUR, random: () => 0.9 })).toBe(
      'none',
    );
  });

  it('shows ads again once the 24 hours are over', () => {
    expect(
      decideAdMode({ ...base, client: IOS, firstAppLaunchEpochMs: NOW - 24 * HOUR, random: () => 0.9 }),
    ).toBe('public');
  });

  it('gives web no trial', () => {
    expect(decideAdMode({ ...base, client: WEB, firstAppLaunchEpochMs: NOW, random: () => 0.9 })).toBe(
      'public',
    );
  });

  describe('private-ad mode with probability 0.3, where the policy allows private ads', () => {
    it.each([WEB, android(17), android(38)])(
      'puts a session on %o in private-ad mode when random is 0.29',
      (client) => {
        expect(decideAdMode({ ...base, client, random: () => 0.29 })).toBe('private');
        expect(decideAdMode({ ...base, client, random: () => 0 })).toBe('private');
      },
    );

    it.each([WEB, android(17), android(38)])(
      'gives a session on %o the normal ad when random is 0.3',
      (client) => {
        expect(decideAdMode({ ...base, client, random: () => 0.3 })).toBe('public');
        expect(decideAdMode({ ...base, client, random: () => 0.99 })).toBe('public');
      },
    );

    it.each([android(16), android(), IOS])('never puts a session on %o in private-ad mode', (client) => {
      const random = vi.fn(() => 0);
      expect(decideAdMode({ ...base, client, random })).toBe('public');
      expect(random).not.toHaveBeenCalled();
    });

    it('never gives private ads under MADRID_CLIENT_POLICY', () => {
      for (const client of [WEB, android(17), android(38), IOS]) {
        const random = vi.fn(() => 0);
        expect(decideAdMode({ ...base, client, policy: MADRID_CLIENT_POLICY, random })).toBe('public');
        expect(random).not.toHaveBeenCalled();
      }
    });
  });
});

describe('the ad session (spec §9: 30 minutes)', () => {
  it('starts a session when there is none, with no impressions', () => {
    expect(continueAdSession(EMPTY_ADS_RECORD, NOW)).toEqual({
      adSessionStartEpochMs: NOW,
      sessionFullscreenImpressionCount: 0,
    });
  });

  it('keeps a session that began less than 30 minutes ago', () => {
    const record: AdsRecord = {
      adSessionStartEpochMs: NOW - 30 * MINUTE + 1,
      sessionFullscreenImpressionCount: 4,
    };
    expect(continueAdSession(record, NOW)).toBe(record);
  });

  it('starts a new session, resetting impressions, once the last one began 30 minutes ago', () => {
    const record: AdsRecord = {
      adSessionStartEpochMs: NOW - 30 * MINUTE,
      lastInterstitialEpochMs: NOW - 31 * MINUTE,
      sessionFullscreenImpressionCount: 4,
    };
    expect(continueAdSession(record, NOW)).toEqual({
      adSessionStartEpochMs: NOW,
      lastInterstitialEpochMs: NOW - 31 * MINUTE,
      sessionFullscreenImpressionCount: 0,
    });
  });
});

describe('recordFullscreenAd and recordCollapsibleBanner', () => {
  it('records an interstitial and counts the impression in the session', () => {
    const first = recordFullscreenAd(EMPTY_ADS_RECORD, 'interstitial', NOW);
    expect(first).toEqual({
      adSessionStartEpochMs: NOW,
      lastInterstitialEpochMs: NOW,
      sessionFullscreenImpressionCount: 1,
    });
    const second = recordFullscreenAd(first, 'appOpen', NOW + MINUTE);
    expect(second).toEqual({
      adSessionStartEpochMs: NOW,
      lastInterstitialEpochMs: NOW,
      lastAppOpenEpochMs: NOW + MINUTE,
      sessionFullscreenImpressionCount: 2,
    });
  });

  it('counts the impression in a new session once 30 minutes have passed', () => {
    const old: AdsRecord = { adSessionStartEpochMs: NOW - HOUR, sessionFullscreenImpressionCount: 7 };
    expect(recordFullscreenAd(old, 'appOpen', NOW)).toEqual({
      adSessionStartEpochMs: NOW,
      lastAppOpenEpochMs: NOW,
      sessionFullscreenImpressionCount: 1,
    });
  });

  it('records a collapsible banner without touching the rest', () => {
    const record: AdsRecord = { lastInterstitialEpochMs: 5, sessionFullscreenImpressionCount: 2 };
    expect(recordCollapsibleBanner(record, NOW)).toEqual({ ...record, lastCollapsibleBannerEpochMs: NOW });
    expect(record).toEqual({ lastInterstitialEpochMs: 5, sessionFullscreenImpressionCount: 2 });
  });
});

describe('canShowInterstitial (spec §4, §9)', () => {
  const base = {
    client: android(38),
    policy: MADRID_CLIENT_POLICY,
    isPremium: false,
    firstAppLaunchEpochMs: LONG_AGO,
    record: EMPTY_ADS_RECORD,
    nowEpochMs: NOW,
  };

  it('shows an interstitial on Android and iOS when nothing forbids it', () => {
    expect(canShowInterstitial(base)).toEqual({ canShow: true });
    expect(canShowInterstitial({ ...base, client: IOS })).toEqual({ canShow: true });
    expect(canShowInterstitial({ ...base, client: android() })).toEqual({ canShow: true });
  });

  it('refuses premium holders (ENTITLED)', () => {
    expect(canShowInterstitial({ ...base, isPremium: true })).toEqual({ canShow: false, reason: 'ENTITLED' });
  });

  it('refuses during the 24-hour trial (AD_FREE_TRIAL)', () => {
    expect(canShowInterstitial({ ...base, firstAppLaunchEpochMs: NOW - 23 * HOUR })).toEqual({
      canShow: false,
      reason: 'AD_FREE_TRIAL',
    });
    expect(canShowInterstitial({ ...base, firstAppLaunchEpochMs: NOW - 24 * HOUR })).toEqual({
      canShow: true,
    });
  });

  it('refuses on web under a policy that does not allow fullscreen interstitials there (NOT_ALLOWED_BY_POLICY)', () => {
    expect(canShowInterstitial({ ...base, client: WEB })).toEqual({
      canShow: false,
      reason: 'NOT_ALLOWED_BY_POLICY',
    });
  });

  it('shows on web under a policy that allows fullscreen interstitials there', () => {
    expect(canShowInterstitial({ ...base, client: WEB, policy: PERMISSIVE_POLICY })).toEqual({
      canShow: true,
    });
  });

  it('shows at most one interstitial every 10 minutes (TOO_SOON)', () => {
    const shownAt = (ago: number) => ({
      ...base,
      record: { ...EMPTY_ADS_RECORD, lastInterstitialEpochMs: NOW - ago },
    });
    expect(canShowInterstitial(shownAt(10 * MINUTE - 1))).toEqual({ canShow: false, reason: 'TOO_SOON' });
    expect(canShowInterstitial(shownAt(10 * MINUTE))).toEqual({ canShow: true });
  });

  it('uses the legacy 20-minute period when given as periodMs', () => {
    expect(LEGACY_INTERSTITIAL_INTERVAL_MS).toBe(20 * MINUTE);
    const shownAt = (ago: number) => ({
      ...base,
      record: { ...EMPTY_ADS_RECORD, lastInterstitialEpochMs: NOW - ago },
      periodMs: LEGACY_INTERSTITIAL_INTERVAL_MS,
    });
    expect(canShowInterstitial(shownAt(15 * MINUTE))).toEqual({ canShow: false, reason: 'TOO_SOON' });
    expect(canShowInterstitial(shownAt(20 * MINUTE - 1))).toEqual({ canShow: false, reason: 'TOO_SOON' });
    expect(canShowInterstitial(shownAt(20 * MINUTE))).toEqual({ canShow: true });
  });

  it('shows no ad within 1 minute of a collapsible banner (NEAR_COLLAPSIBLE_BANNER)', () => {
    const bannerAt = (ago: number) => ({
      ...base,
      record: recordCollapsibleBanner(EMPTY_ADS_RECORD, NOW - ago),
    });
    expect(canShowInterstitial(bannerAt(0))).toEqual({ canShow: false, reason: 'NEAR_COLLAPSIBLE_BANNER' });
    expect(canShowInterstitial(bannerAt(MINUTE - 1))).toEqual({
      canShow: false,
      reason: 'NEAR_COLLAPSIBLE_BANNER',
    });
    expect(canShowInterstitial(bannerAt(MINUTE))).toEqual({ canShow: true });
  });

  it('checks premium first, then the trial, then the banner, then the client and policy, then the period', () => {
    const everythingWrong = {
      ...base,
      client: WEB,
      isPremium: true,
      record: {
        lastInterstitialEpochMs: NOW,
        lastCollapsibleBannerEpochMs: NOW,
        sessionFullscreenImpressionCount: 1,
      },
    };
    expect(canShowInterstitial(everythingWrong)).toMatchObject({ reason: 'ENTITLED' });
    const notPremium = { ...everythingWrong, isPremium: false, client: IOS, firstAppLaunchEpochMs: NOW };
    expect(canShowInterstitial(notPremium)).toMatchObject({ reason: 'AD_FREE_TRIAL' });
    expect(canShowInterstitial({ ...notPremium, client: WEB })).toMatchObject({
      reason: 'NEAR_COLLAPSIBLE_BANNER',
    });
    const noBanner = {
      ...notPremium,
      client: WEB,
      record: { ...notPremium.record, lastCollapsibleBannerEpochMs: 0 },
    };
    expect(canShowInterstitial(noBanner)).toMatchObject({ reason: 'NOT_ALLOWED_BY_POLICY' });
    expect(canShowInterstitial({ ...noBanner, client: IOS, firstAppLaunchEpochMs: LONG_AGO })).toMatchObject({
      reason: 'TOO_SOON',
    });
  });
});

describe('canShowAppOpenAd (spec §4, §5, §9)', () => {
  const base = {
    client: android(33),
    policy: MADRID_CLIENT_POLICY,
    isPremium: false,
    firstAppLaunchEpochMs: LONG_AGO,
    record: EMPTY_ADS_RECORD,
    nowEpochMs: NOW,
  };

  it('shows an app-open ad on Android version code 33 or higher', () => {
    expect(canShowAppOpenAd(base)).toEqual({ canShow: true });
    expect(canShowAppOpenAd({ ...base, client: android(38) })).toEqual({ canShow: true });
  });

  it('refuses Android below 33, Android without a version code and iOS (UNSUPPORTED_CLIENT)', () => {
    for (const client of [android(32), android(), IOS]) {
      expect(canShowAppOpenAd({ ...base, client })).toEqual({ canShow: false, reason: 'UNSUPPORTED_CLIENT' });
    }
  });

  it('refuses web under Madrid’s policy (NOT_ALLOWED_BY_POLICY), and shows there when a policy allows it', () => {
    expect(canShowAppOpenAd({ ...base, client: WEB })).toEqual({
      canShow: false,
      reason: 'NOT_ALLOWED_BY_POLICY',
    });
    expect(canShowAppOpenAd({ ...base, client: WEB, policy: PERMISSIVE_POLICY })).toEqual({ canShow: true });
  });

  it('refuses premium holders (ENTITLED) and the 24-hour trial (AD_FREE_TRIAL)', () => {
    expect(canShowAppOpenAd({ ...base, isPremium: true })).toEqual({ canShow: false, reason: 'ENTITLED' });
    expect(canShowAppOpenAd({ ...base, firstAppLaunchEpochMs: NOW - HOUR })).toEqual({
      canShow: false,
      reason: 'AD_FREE_TRIAL',
    });
  });

  it('shows app-open ads at most every 3 minutes (TOO_SOON)', () => {
    const shownAt = (ago: number) => ({
      ...base,
      record: { ...EMPTY_ADS_RECORD, lastAppOpenEpochMs: NOW - ago },
    });
    expect(canShowAppOpenAd(shownAt(3 * MINUTE - 1))).toEqual({ canShow: false, reason: 'TOO_SOON' });
    expect(canShowAppOpenAd(shownAt(3 * MINUTE))).toEqual({ canShow: true });
  });

  it('is not held back by a recent interstitial, only by a recent app-open ad', () => {
    const record = recordFullscreenAd(EMPTY_ADS_RECORD, 'interstitial', NOW);
    expect(canShowAppOpenAd({ ...base, record })).toEqual({ canShow: true });
  });

  it('shows no app-open ad within 1 minute of a collapsible banner (NEAR_COLLAPSIBLE_BANNER)', () => {
    const record = recordCollapsibleBanner(EMPTY_ADS_RECORD, NOW - 59 * SECOND);
    expect(canShowAppOpenAd({ ...base, record })).toEqual({
      canShow: false,
      reason: 'NEAR_COLLAPSIBLE_BANNER',
    });
    expect(canShowAppOpenAd({ ...base, nowEpochMs: NOW + SECOND, record })).toEqual({ canShow: true });
  });
});

describe('adsRecordSchema: the persisted ads record', () => {
  it('reads an empty record as no ads shown', () => {
    expect(adsRecordSchema.parse({})).toEqual(EMPTY_ADS_RECORD);
  });

  it('reads a full record', () => {
    const record = {
      periodStartEpochMs: 1,
      lastInterstitialEpochMs: 2,
      lastAppOpenEpochMs: 3,
      lastCollapsibleBannerEpochMs: 4,
      adSessionStartEpochMs: 5,
      sessionFullscreenImpressionCount: 6,
    };
    expect(adsRecordSchema.parse(record)).toEqual(record);
  });

  it.each<[string, unknown]>([
    ['a negative time', { lastInterstitialEpochMs: -1 }],
    ['a time that is not finite', { lastAppOpenEpochMs: Number.NaN }],
    ['a time as a string', { adSessionStartEpochMs: '2025-08-07' }],
    ['a fractional impression count', { sessionFullscreenImpressionCount: 1.5 }],
    ['a negative impression count', { sessionFullscreenImpressionCount: -1 }],
    ['a non-object', 'corrupt'],
    ['null', null],
  ])('refuses %s', (_, stored) => {
    expect(adsRecordSchema.safeParse(stored).success).toBe(false);
  });
});
