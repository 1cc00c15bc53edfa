import { z } from 'zod';
import { clientCapabilities, type ClientType } from './client';
import { AD_FREE_TRIAL_MS, PRIVATE_BOTTOM_AD_PROBABILITY } from './constants';

/**
 * What a city allows the client to do (spec §6 client policy). A difference between cities is a value here, never a
 * branch on the city's name.
 */
export interface ClientPolicy {
  /** Whether interstitial ads may run as fullscreen ads on web. */
  readonly isWebFullscreenInterstitialAllowed: boolean;
  /** Whether app-open ads may run as fullscreen ads on web. */
  readonly isWebFullscreenAppOpenAllowed: boolean;
  /** Whether purchases may go through the Android store's billing. */
  readonly isAndroidStoreBillingAllowed: boolean;
  /** Where chat buttons show. */
  readonly chatButtons: {
    readonly settings: boolean;
    readonly home: boolean;
    readonly search: boolean;
    readonly stop: boolean;
  };
  /** Whether sessions may be put in private-ad mode. */
  readonly arePrivateWebAdsAllowed: boolean;
}

/**
 * Madrid's client policy (spec §6): interstitial and app-open ads are not used as fullscreen on web; the Android
 * store's billing is allowed; chat buttons are off on settings, home, search and stop pages; private web ads are off.
 */
export const MADRID_CLIENT_POLICY: ClientPolicy = Object.freeze({
  isWebFullscreenInterstitialAllowed: false,
  isWebFullscreenAppOpenAllowed: false,
  isAndroidStoreBillingAllowed: true,
  chatButtons: Object.freeze({ settings: false, home: false, search: false, stop: false }),
  arePrivateWebAdsAllowed: false,
});

export const clientPolicySchema = z.strictObject({
  isWebFullscreenInterstitialAllowed: z.boolean(),
  isWebFullscreenAppOpenAllowed: z.boolean(),
  isAndroidStoreBillingAllowed: z.boolean(),
  chatButtons: z.strictObject({
    settings: z.boolean(),
    home: z.boolean(),
    search: z.boolean(),
    stop: z.boolean(),
  }),
  arePrivateWebAdsAllowed: z.boolean(),
});

/** The client an ad decision is made for. */
export interface AdClient {
  readonly clientType: ClientType;
  readonly androidClientVersionCode?: number | undefined;
}

/** Whether the first 24 hours after first launch are still running (ad-free on Android and iOS, spec §4). */
export function isInAdFreeTrial(
  client: AdClient,
  firstAppLaunchEpochMs: number | undefined,
  nowEpochMs: number,
): boolean {
  if (client.clientType === 'web' || firstAppLaunchEpochMs === undefined) return false;
  return nowEpochMs - firstAppLaunchEpochMs < AD_FREE_TRIAL_MS;
}

/** How the session's bottom ad shows (spec §4): not at all, the private ad, or the normal (public) ad. */
export type AdMode = 'none' | 'private' | 'public';

/**
 * Decides the session's ad mode (spec §4). Entitled users get no ads, and nor do Android and iOS users in their first
 * 24 hours. Otherwise, on web and on Android version code 17 or higher, where the city allows private web ads, a
 * session is put in private-ad mode with probability 0.3; every other session gets the normal ad.
 * @param random a source of numbers uniform in [0, 1), such as Math.random
 */
export function decideAdMode(input: {
  readonly client: AdClient;
  readonly policy: ClientPolicy;
  readonly isEntitled: boolean;
  readonly firstAppLaunchEpochMs: number | undefined;
  readonly nowEpochMs: number;
  readonly random: () => number;
}): AdMode {
  if (input.isEntitled) return 'none';
  if (isInAdFreeTrial(input.client, input.firstAppLaunchEpochMs, input.nowEpochMs)) return 'none';
  const canBePrivate =
    clientCapabilities(input.client).canUsePrivateAds && input.policy.arePrivateWebAdsAllowed;
  if (canBePrivate && input.random() < PRIVATE_BOTTOM_AD_PROBABILITY) return 'private';
  return 'public';
}
