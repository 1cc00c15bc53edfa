import { z } from 'zod';
import { type AdClient, type ClientPolicy, isInAdFreeTrial } from './ads';
import { clientCapabilities } from './client';
import {
  AD_SESSION_DURATION_MS,
  APP_OPEN_AD_MIN_INTERVAL_MS,
  COLLAPSIBLE_BANNER_QUIET_MS,
  INTERSTITIAL_INTERVAL_MS,
} from './constants';

/*
 * The fullscreen ads' policy (spec §4, §9): the apps' interstitial and app-open ads and the record they keep. Apart
 * from ads.ts (the session's ad mode, which the web's first screen needs), so the web's first download does not carry
 * what only the apps use.
 */

/** The session's record of ads shown (spec §3 ads record), times as epoch milliseconds. */
export interface AdsRecord {
  readonly periodStartEpochMs?: number | undefined;
  readonly lastInterstitialEpochMs?: number | undefined;
  readonly lastAppOpenEpochMs?: number | undefined;
  readonly lastCollapsibleBannerEpochMs?: number | undefined;
  readonly adSessionStartEpochMs?: number | undefined;
  readonly sessionFullscreenImpressionCount: number;
}

/** Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks). */
export const EMPTY_ADS_RECORD: AdsRecord = Object.freeze({ sessionFullscreenImpressionCount: 0 });

const epochMs = z.number().finite().nonnegative().optional();
/**
 * The ads record as persisted; parse it before use, a corrupt one falls back to {@link EMPTY_ADS_RECORD}.
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 */
export const adsRecordSchema = z.object({
  periodStartEpochMs: epochMs,
  lastInterstitialEpochMs: epochMs,
  lastAppOpenEpochMs: epochMs,
  lastCollapsibleBannerEpochMs: epochMs,
  adSessionStartEpochMs: epochMs,
  sessionFullscreenImpressionCount: z.number().int().nonnegative().default(0),
});

/**
 * Starts a new ad session when there is none or the last one began 30 minutes ago or more (spec §9).
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 */
export function continueAdSession(record: AdsRecord, nowEpochMs: number): AdsRecord {
  const start = record.adSessionStartEpochMs;
  if (start !== undefined && nowEpochMs - start < AD_SESSION_DURATION_MS) return record;
  return { ...record, adSessionStartEpochMs: nowEpochMs, sessionFullscreenImpressionCount: 0 };
}

/** Why a fullscreen ad may not show now. */
export type FullscreenAdRefusal =
  | 'ENTITLED'
  | 'AD_FREE_TRIAL'
  | 'UNSUPPORTED_CLIENT'
  | 'NOT_ALLOWED_BY_POLICY'
  | 'TOO_SOON'
  | 'NEAR_COLLAPSIBLE_BANNER';

export type FullscreenAdDecision =
  { readonly canShow: true } | { readonly canShow: false; readonly reason: FullscreenAdRefusal };

interface FullscreenAdInput {
  readonly client: AdClient;
  readonly policy: ClientPolicy;
  /** Premium holders (entitlement enabled and entitled) see no fullscreen ads. */
  readonly isPremium: boolean;
  readonly firstAppLaunchEpochMs: number | undefined;
  readonly record: AdsRecord;
  readonly nowEpochMs: number;
}

const refuse = (reason: FullscreenAdRefusal): FullscreenAdDecision => ({ canShow: false, reason });

function commonRefusal(input: FullscreenAdInput): FullscreenAdDecision | undefined {
  if (input.isPremium) return refuse('ENTITLED');
  if (isInAdFreeTrial(input.client, input.firstAppLaunchEpochMs, input.nowEpochMs))
    return refuse('AD_FREE_TRIAL');
  const bannerAt = input.record.lastCollapsibleBannerEpochMs;
  if (bannerAt !== undefined && input.nowEpochMs - bannerAt < COLLAPSIBLE_BANNER_QUIET_MS) {
    return refuse('NEAR_COLLAPSIBLE_BANNER');
  }
  return undefined;
}

/**
 * Whether an interstitial may show now (spec §4, §9): not for premium holders or during the trial; the native
 * interstitial runs on every client except web, and on web only a policy that allows fullscreen interstitials there
 * lets one show (Madrid's does not); at most one per period (10 minutes, or the legacy 20); none within 1 minute of
 * a collapsible banner.
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 * @param periodMs INTERSTITIAL_INTERVAL_MS, or LEGACY_INTERSTITIAL_INTERVAL_MS for the legacy placement
 */
export function canShowInterstitial(
  input: FullscreenAdInput & { readonly periodMs?: number },
): FullscreenAdDecision {
  const refusal = commonRefusal(input);
  if (refusal) return refusal;
  const isNativeInterstitial = clientCapabilities(input.client).canShowInterstitialAds;
  if (!isNativeInterstitial && !input.policy.isWebFullscreenInterstitialAllowed)
    return refuse('NOT_ALLOWED_BY_POLICY');
  const last = input.record.lastInterstitialEpochMs;
  if (last !== undefined && input.nowEpochMs - last < (input.periodMs ?? INTERSTITIAL_INTERVAL_MS)) {
    return refuse('TOO_SOON');
  }
  return { canShow: true };
}

/**
 * Whether an app-open ad may show now (spec §4, §5, §9): Android version code 33 or higher, and not on web unless
 * the policy allows it as fullscreen there; at most one every 3 minutes; none within 1 minute of a collapsible
 * banner; never for premium holders or during the trial.
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 */
export function canShowAppOpenAd(input: FullscreenAdInput): FullscreenAdDecision {
  const refusal = commonRefusal(input);
  if (refusal) return refusal;
  if (input.client.clientType === 'web') {
    if (!input.policy.isWebFullscreenAppOpenAllowed) return refuse('NOT_ALLOWED_BY_POLICY');
  } else if (!clientCapabilities(input.client).canShowAppOpenAds) {
    return refuse('UNSUPPORTED_CLIENT');
  }
  const last = input.record.lastAppOpenEpochMs;
  if (last !== undefined && input.nowEpochMs - last < APP_OPEN_AD_MIN_INTERVAL_MS) return refuse('TOO_SOON');
  return { canShow: true };
}

/**
 * The record after a fullscreen ad of this kind was shown.
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 */
export function recordFullscreenAd(
  record: AdsRecord,
  kind: 'interstitial' | 'appOpen',
  nowEpochMs: number,
): AdsRecord {
  const session = continueAdSession(record, nowEpochMs);
  return {
    ...session,
    ...(kind === 'interstitial'
      ? { lastInterstitialEpochMs: nowEpochMs }
      : { lastAppOpenEpochMs: nowEpochMs }),
    sessionFullscreenImpressionCount: session.sessionFullscreenImpressionCount + 1,
  };
}

/**
 * The record after a collapsible banner was shown.
 * Wired by issue 12 (the spec’s ad policy for fullscreen ads, shown through issue 13’s native ad hooks).
 */
export function recordCollapsibleBanner(record: AdsRecord, nowEpochMs: number): AdsRecord {
  return { ...record, lastCollapsibleBannerEpochMs: nowEpochMs };
}
