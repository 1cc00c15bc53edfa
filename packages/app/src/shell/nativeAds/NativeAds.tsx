import { AD_FREE_TRIAL_MS, canShowInterstitial, isInAdFreeTrial, type RouteName } from '@transit/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from '../../common/appServices';
import type { EntitlementView } from '../../common/useEntitlement';
import { type BridgePort, trackAdImpression } from '../../platform';
import { openNativeAdsStore } from './nativeAdsStore';

/** What the shell tells the apps' ads about the screen shown. */
export interface NativeAdsProps {
  /** The route shown (core's ROUTES name); none for a path no route owns. */
  readonly route?: RouteName | undefined;
  /** The page's path: another path on the stop route is another stop page opened. */
  readonly pathname: string;
  /** Whether the route allows the bottom ad (its meta isBottomAdAllowed, spec §2). */
  readonly isBottomAdAllowed: boolean;
  /** The rider's entitlement lookup (useEntitlement): while it runs, no ad shows. */
  readonly entitlement: EntitlementView['status'];
  /** The clock, epoch milliseconds. */
  readonly now: () => number;
}

/** The wrapper messages of spec §7 that the ad policy sends. */
type AdMessageName = 'showInterstitialAd' | 'enableBottomAd' | 'disableBottomAd';

/**
 * Sends an ad message to the wrapper and says whether it answered ok. A refusal is logged with its code ('code |
 * message') and changes nothing; a port that breaks its promise and rejects is logged the same way.
 */
async function sendAdMessage(bridge: BridgePort, name: AdMessageName): Promise<boolean> {
  try {
    const result = await bridge.send({ name });
    if (result.ok) return true;
    console.warn(`The app did not take '${name}': ${result.error.toString()}`);
  } catch (error) {
    console.warn(`The app did not take '${name}':`, error);
  }
  return false;
}

/**
 * The apps' native ads under the spec's ad policy (spec §4, §6, §9), through the wrapper's bridge (spec §7). Nothing
 * at all on the web (client type web, or no wrapper answering). In the apps:
 * - the wrapper's bottom banner is enabled where the route allows the bottom ad, for a rider who is neither entitled
 *   (nor waiting for the lookup) nor in the 24 h ad-free trial, and disabled otherwise; a message goes only when that
 *   changes;
 * - opening a stop page asks for an interstitial when core's rules allow one (not for premium holders, not during the
 *   trial, at most one every 10 minutes, none within 1 minute of a collapsible banner); one the wrapper says it
 *   showed is recorded and counted (the interstitial impression event).
 */
export function NativeAds(props: NativeAdsProps) {
  const { appConfig, bridge } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  if (clientType === 'web' || !bridge.isAvailable) return null;
  return <AppAds {...props} />;
}

function AppAds(props: NativeAdsProps) {
  const { analytics, appConfig, bridge, city, storage } = useAppServices();
  const client = useStore(appConfig, (state) => state.config);
  const { entitlement, isBottomAdAllowed, now, pathname } = props;
  // This launch is the first one unless one was stored: read before the first decision, so a first launch is ad-free.
  const [store] = useState(() => openNativeAdsStore(city.id, storage.local, now()));
  const firstAppLaunchEpochMs = useStore(store, (state) => state.firstAppLaunchEpochMs);
  const nowEpochMs = useAdClock(now, firstAppLaunchEpochMs);

  // Entitled riders get no ads (spec §4, §6); while a signed-in rider's lookup runs, none shows either.
  const isAdFree = entitlement === 'entitled' || entitlement === 'loading';
  const isBottomAdOn =
    isBottomAdAllowed && !isAdFree && !isInAdFreeTrial(client, firstAppLaunchEpochMs, nowEpochMs);
  const sentBottomAd = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (sentBottomAd.current === isBottomAdOn) return;
    sentBottomAd.current = isBottomAdOn;
    void sendAdMessage(bridge, isBottomAdOn ? 'enableBottomAd' : 'disableBottomAd');
  }, [bridge, isBottomAdOn]);

  /** The stop page whose opening was decided (undefined off the stop route). */
  const decidedStopPage = useRef<string | undefined>(undefined);
  /** Whether an interstitial was asked for and the wrapper has not answered yet: it is not asked for twice. */
  const isAsking = useRef(false);
  const askInterstitial = useEffectEvent(() => {
    const remembered = store.getState();
    const decision = canShowInterstitial({
      client,
      policy: city.clientPolicy,
      isPremium: entitlement === 'entitled',
      firstAppLaunchEpochMs: remembered.firstAppLaunchEpochMs,
      record: remembered.adsRecord,
      nowEpochMs: now(),
    });
    if (!decision.canShow) return;
    isAsking.current = true;
    void sendAdMessage(bridge, 'showInterstitialAd').then((isShown) => {
      isAsking.current = false;
      if (!isShown) return;
      store.getState().recordFullscreenAd('interstitial', now());
      trackAdImpression(analytics, 'interstitial');
    });
  });
  const isStopPage = props.route === 'stop';
  const isEntitlementKnown = entitlement !== 'loading';
  // The entitlement lookup's error screen hides the stop page: no stop is opened under it.
  const isStopShown = entitlement !== 'failed';
  useEffect(() => {
    if (!isStopPage) {
      decidedStopPage.current = undefined;
      return;
    }
    // Decided once per opening, as soon as the entitlement is known.
    if (!isEntitlementKnown || decidedStopPage.current === pathname) return;
    decidedStopPage.current = pathname;
    if (isStopShown && !isAsking.current) askInterstitial();
  }, [isStopPage, isEntitlementKnown, isStopShown, pathname]);

  return null;
}

/**
 * The clock the bottom banner's decision reads (a render reads no clock): read again when the page becomes visible
 * (spec §4: the ad state is recomputed then) and when the ad-free trial ends, so the banner comes on at its end.
 */
function useAdClock(now: () => number, firstAppLaunchEpochMs: number | undefined): number {
  const [nowEpochMs, setNowEpochMs] = useState(now);
  const readClock = useEffectEvent(() => setNowEpochMs(now()));
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') readClock();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  const trialLeftMs =
    firstAppLaunchEpochMs === undefined ? 0 : firstAppLaunchEpochMs + AD_FREE_TRIAL_MS - nowEpochMs;
  useEffect(() => {
    if (trialLeftMs <= 0) return undefined;
    // At most a trial's length: a first launch the device's clock puts in the future must not overflow the timer.
    const timer = setTimeout(readClock, Math.min(trialLeftMs, AD_FREE_TRIAL_MS));
    return () => clearTimeout(timer);
  }, [trialLeftMs]);
  return nowEpochMs;
}
