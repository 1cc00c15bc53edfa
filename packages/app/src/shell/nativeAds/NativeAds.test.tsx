import madrid from '@transit/city-madrid';
import { type AppConfig, BridgeError, err, ok, type Result } from '@transit/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type BridgeMessage, type BridgePort, type StorageArea, webPlatform } from '../../platform';
import {
  createAppServices,
  deferred,
  FAKE_RIDER,
  fakeApi,
  fakeAuth,
  renderApp,
  servicesWrapper,
} from '../../testSupport';
import { NativeAds, type NativeAdsProps } from './NativeAds';

const ANDROID: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 40 };
const IOS: AppConfig = { clientType: 'ios', enableGA: true, iosClientVersion: '2.0.717' };
const WEB: AppConfig = { clientType: 'web', enableGA: true };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const T0 = Date.parse('2026-03-02T08:00:00.000Z');
/** A rider who first launched the app a month ago: long past the 24 h ad-free trial. */
const LAUNCHED_LONG_AGO = T0 - 30 * 24 * HOUR_MS;
const ADS_KEY = 'transit:madrid:ads';
const INTERSTITIAL_IMPRESSION = 'interstitial_impression';

function storeAdMemory(state: unknown) {
  localStorage.setItem(ADS_KEY, JSON.stringify({ state, version: 1 }));
}

function storedAdMemory(): unknown {
  const text = localStorage.getItem(ADS_KEY);
  return text === null ? null : (JSON.parse(text) as { state: unknown }).state;
}

type Answer = Result<unknown, BridgeError> | Promise<Result<unknown, BridgeError>>;

/** A wrapper answering the bridge (ok unless `answer` says otherwise), recording the names of the messages it got. */
function fakeBridge(answer: (message: BridgeMessage) => Answer = () => ok(undefined)) {
  const sent: string[] = [];
  const bridge: BridgePort = {
    isAvailable: true,
    send: vi.fn((message: BridgeMessage) => {
      sent.push(message.name);
      return Promise.resolve(answer(message));
    }),
  };
  return { bridge, sent };
}

interface Setup {
  readonly config?: AppConfig;
  readonly bridge?: BridgePort;
  readonly storage?: StorageArea;
}

function appServices(setup: Setup) {
  const track = vi.fn();
  const base = webPlatform(madrid);
  const fake = fakeApi();
  const services = createAppServices(madrid, {
    api: fake.api,
    analytics: { track },
    platform: {
      ...base,
      bridge: setup.bridge ?? base.bridge,
      ...(setup.storage && { storage: { local: setup.storage, session: setup.storage } }),
    },
  });
  services.appConfig.getState().setConfig(setup.config ?? ANDROID);
  return { services, track, fake };
}

/** The stop page Sol, opened by a rider who is signed out (the entitlement feature is off). */
const AT_SOL: Omit<NativeAdsProps, 'now'> = {
  route: 'stop',
  pathname: '/paradas/4-12',
  isBottomAdAllowed: true,
  entitlement: 'off',
};
const AT_STOPS: Omit<NativeAdsProps, 'now'> = { ...AT_SOL, route: 'stops', pathname: '/paradas' };
const AT_PUERTA_DEL_SOL: Omit<NativeAdsProps, 'now'> = { ...AT_SOL, pathname: '/paradas/1234' };
const AT_SEARCH: Omit<NativeAdsProps, 'now'> = {
  ...AT_SOL,
  route: 'stopSearch',
  pathname: '/paradas/buscar',
  isBottomAdAllowed: false,
};

/**
 * NativeAds on its own, with a clock the test moves (`clock.epochMs`). `sent` lists the messages of the bridge it
 * makes; a test that gives its own bridge reads that one's.
 */
function renderAds(
  screenShown: Omit<NativeAdsProps, 'now'>,
  setup: Setup & { readonly isStrictMode?: boolean } = {},
) {
  const wrapper = setup.bridge ? { bridge: setup.bridge, sent: [] } : fakeBridge();
  const { services, track } = appServices({ ...setup, bridge: wrapper.bridge });
  const clock = { epochMs: T0 };
  const now = () => clock.epochMs;
  const view = render(<NativeAds {...screenShown} now={now} />, {
    wrapper: servicesWrapper(services),
    reactStrictMode: setup.isStrictMode ?? false,
  });
  return {
    sent: wrapper.sent,
    send: wrapper.bridge.send,
    track,
    clock,
    show: (next: Omit<NativeAdsProps, 'now'>) => view.rerender(<NativeAds {...next} now={now} />),
  };
}

describe("the apps' native ads (spec §4, §6, §7, §9)", () => {
  describe('on the web', () => {
    it('sends the wrapper nothing and notes no launch, even with a bridge answering', () => {
      const { send } = renderAds(AT_SOL, { config: WEB });
      expect(send).not.toHaveBeenCalled();
      expect(localStorage.getItem(ADS_KEY)).toBeNull();
    });

    it('sends nothing in an app whose wrapper does not answer the bridge', () => {
      const bridge: BridgePort = { ...fakeBridge().bridge, isAvailable: false };
      renderAds(AT_SOL, { bridge });
      expect(bridge.send).not.toHaveBeenCalled();
      expect(localStorage.getItem(ADS_KEY)).toBeNull();
    });
  });

  describe('the interstitial when a stop page opens (10 minutes apart)', () => {
    it.each([
      ['Android', ANDROID],
      ['iOS', IOS],
    ])(
      'asks the %s wrapper for one, records it and counts its impression once the wrapper says it showed',
      async (_name, config) => {
        storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
        const { sent, track } = renderAds(AT_SOL, { config });
        expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd']);
        await waitFor(() => expect(track).toHaveBeenCalledWith(INTERSTITIAL_IMPRESSION));
        expect(track).toHaveBeenCalledTimes(1);
        expect(storedAdMemory()).toEqual({
          firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
          adsRecord: {
            lastInterstitialEpochMs: T0,
            adSessionStartEpochMs: T0,
            sessionFullscreenImpressionCount: 1,
          },
        });
      },
    );

    it('does not ask again within 10 minutes of the last one, and asks at 10 minutes', async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, track, clock, show } = renderAds(AT_SOL);
      await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
      clock.epochMs = T0 + 9 * MINUTE_MS + 59_000;
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent.filter((name) => name === 'showInterstitialAd')).toHaveLength(1);
      clock.epochMs = T0 + 10 * MINUTE_MS;
      show(AT_STOPS);
      show(AT_SOL);
      expect(sent.filter((name) => name === 'showInterstitialAd')).toHaveLength(2);
      await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    });

    it('asks once per opening: the stop page drawn again is not another opening', async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // Refused, so nothing is recorded: only the opening itself keeps it from asking again.
      const { bridge, sent } = fakeBridge((message) =>
        message.name === 'showInterstitialAd'
          ? err(new BridgeError('AD_NOT_LOADED', 'No interstitial was loaded.'))
          : ok(undefined),
      );
      const { show } = renderAds(AT_SOL, { bridge });
      await waitFor(() => expect(warn).toHaveBeenCalled());
      // The entitlement is looked up again (after a purchase) while the rider stays on the stop.
      show({ ...AT_SOL, entitlement: 'notEntitled' });
      show({ ...AT_SOL, entitlement: 'loading' });
      show({ ...AT_SOL, entitlement: 'notEntitled' });
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd', 'disableBottomAd', 'enableBottomAd']);
    });

    it("sends each message once under React's strict mode, which runs effects twice (the app mounts in it)", async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, track } = renderAds(AT_SOL, { isStrictMode: true });
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd']);
      await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
    });

    it('reads the last interstitial from the stored record: a relaunch within 10 minutes asks for none', () => {
      storeAdMemory({
        firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
        adsRecord: { lastInterstitialEpochMs: T0 - 5 * MINUTE_MS, sessionFullscreenImpressionCount: 1 },
      });
      const { sent } = renderAds(AT_SOL);
      expect(sent).toEqual(['enableBottomAd']);
    });

    it('asks for none within 1 minute of a collapsible banner', () => {
      storeAdMemory({
        firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
        adsRecord: { lastCollapsibleBannerEpochMs: T0 - 30_000, sessionFullscreenImpressionCount: 0 },
      });
      const { sent } = renderAds(AT_SOL);
      expect(sent).toEqual(['enableBottomAd']);
    });

    it('asks for none on pages other than a stop', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, show } = renderAds(AT_STOPS);
      show({ ...AT_STOPS, route: 'station', pathname: '/estaciones/E4-12' });
      show({ ...AT_STOPS, route: 'line', pathname: '/lineas/4-1' });
      expect(sent).toEqual(['enableBottomAd']);
    });

    it('never asks for one for an entitled rider (premium holders see no interstitial ads)', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, show } = renderAds({ ...AT_SOL, entitlement: 'entitled' });
      show({ ...AT_STOPS, entitlement: 'entitled' });
      show({ ...AT_PUERTA_DEL_SOL, entitlement: 'entitled' });
      expect(sent).toEqual(['disableBottomAd']);
    });

    it('decides once the entitlement lookup has answered, not while it runs', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, show } = renderAds({ ...AT_SOL, entitlement: 'loading' });
      expect(sent).toEqual(['disableBottomAd']);
      show({ ...AT_SOL, entitlement: 'notEntitled' });
      expect(sent).toEqual(['disableBottomAd', 'enableBottomAd', 'showInterstitialAd']);
    });

    it('asks for none while the entitlement-load error screen hides the stop page', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent } = renderAds({ ...AT_SOL, entitlement: 'failed' });
      expect(sent).toEqual(['enableBottomAd']);
    });

    it('never asks for one during the 24 h ad-free trial after the first launch', () => {
      const { sent, clock, show } = renderAds(AT_SOL);
      expect(storedAdMemory()).toMatchObject({ firstAppLaunchEpochMs: T0 });
      clock.epochMs = T0 + 24 * HOUR_MS - 1;
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent).toEqual(['disableBottomAd']);
      clock.epochMs = T0 + 24 * HOUR_MS;
      show(AT_STOPS);
      show(AT_SOL);
      expect(sent).toContain('showInterstitialAd');
    });

    it('logs a bridge error with its code and records nothing: the next stop opened asks again', async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { bridge, sent } = fakeBridge((message) =>
        message.name === 'showInterstitialAd'
          ? err(new BridgeError('AD_NOT_LOADED', 'No interstitial was loaded.'))
          : ok(undefined),
      );
      const { track, show } = renderAds(AT_SOL, { bridge });
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('AD_NOT_LOADED')));
      expect(track).not.toHaveBeenCalled();
      expect(storedAdMemory()).toEqual({
        firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
        adsRecord: { sessionFullscreenImpressionCount: 0 },
      });
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd', 'showInterstitialAd']);
    });

    it('does not ask twice while the wrapper has not answered', async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const answer = deferred<Result<unknown, BridgeError>>();
      const { bridge, sent } = fakeBridge((message) =>
        message.name === 'showInterstitialAd' ? answer.promise : ok(undefined),
      );
      const { track, show } = renderAds(AT_SOL, { bridge });
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd']);
      answer.resolve(ok(undefined));
      await waitFor(() => expect(track).toHaveBeenCalledWith(INTERSTITIAL_IMPRESSION));
    });

    it('survives a bridge that rejects: logged, and the next stop opened asks again', async () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { bridge, sent } = fakeBridge((message) =>
        message.name === 'showInterstitialAd'
          ? Promise.reject(new Error('The wrapper went away.'))
          : ok(undefined),
      );
      const { show } = renderAds(AT_SOL, { bridge });
      await waitFor(() => expect(warn).toHaveBeenCalled());
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd', 'showInterstitialAd']);
    });
  });

  describe("the wrapper's bottom banner", () => {
    it('is enabled where the route allows the bottom ad and disabled where it does not, sent only on change', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, show } = renderAds(AT_STOPS);
      show({ ...AT_STOPS, route: 'lines', pathname: '/lineas' });
      expect(sent).toEqual(['enableBottomAd']);
      show(AT_SEARCH);
      show({ ...AT_SEARCH, route: 'stopsMap', pathname: '/paradas/mapa' });
      expect(sent).toEqual(['enableBottomAd', 'disableBottomAd']);
      show(AT_STOPS);
      expect(sent).toEqual(['enableBottomAd', 'disableBottomAd', 'enableBottomAd']);
    });

    it('is disabled for an entitled rider and while the lookup runs, enabled when they are not entitled', () => {
      storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
      const { sent, show } = renderAds({ ...AT_STOPS, entitlement: 'loading' });
      show({ ...AT_STOPS, entitlement: 'entitled' });
      expect(sent).toEqual(['disableBottomAd']);
      show({ ...AT_STOPS, entitlement: 'notEntitled' });
      expect(sent).toEqual(['disableBottomAd', 'enableBottomAd']);
      show({ ...AT_STOPS, entitlement: 'entitled' });
      expect(sent).toEqual(['disableBottomAd', 'enableBottomAd', 'disableBottomAd']);
    });

    it('is disabled during the 24 h trial and enabled when the page becomes visible after it', () => {
      storeAdMemory({ firstAppLaunchEpochMs: T0 - 23 * HOUR_MS });
      const { sent, clock } = renderAds(AT_STOPS);
      expect(sent).toEqual(['disableBottomAd']);
      clock.epochMs = T0 + HOUR_MS;
      expect(document.visibilityState).toBe('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(sent).toEqual(['disableBottomAd', 'enableBottomAd']);
    });

    it('is enabled when the trial ends while the app stays open', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      storeAdMemory({ firstAppLaunchEpochMs: T0 - 23 * HOUR_MS });
      const { sent, clock } = renderAds(AT_STOPS);
      clock.epochMs = T0 + HOUR_MS - 1;
      act(() => void vi.advanceTimersByTime(HOUR_MS - 1));
      expect(sent).toEqual(['disableBottomAd']);
      clock.epochMs = T0 + HOUR_MS;
      act(() => void vi.advanceTimersByTime(1));
      expect(sent).toEqual(['disableBottomAd', 'enableBottomAd']);
    });
  });

  describe('the stored ad memory', () => {
    it('survives a corrupt stored record: empty, the first launch kept', async () => {
      storeAdMemory({
        firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
        adsRecord: { lastInterstitialEpochMs: 'x' },
      });
      const { sent, track } = renderAds(AT_SOL);
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd']);
      await waitFor(() => expect(track).toHaveBeenCalledWith(INTERSTITIAL_IMPRESSION));
      expect(storedAdMemory()).toMatchObject({
        firstAppLaunchEpochMs: LAUNCHED_LONG_AGO,
        adsRecord: { lastInterstitialEpochMs: T0 },
      });
    });

    it('survives storage that throws: the launch counts as the first, the record is kept in memory', async () => {
      const blocked = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      const storage: StorageArea = {
        getItem: blocked,
        setItem: blocked,
        removeItem: blocked,
        key: blocked,
        get length(): number {
          return blocked();
        },
      };
      const { sent, track, clock, show } = renderAds(AT_SOL, { storage });
      expect(sent).toEqual(['disableBottomAd']);
      clock.epochMs = T0 + 24 * HOUR_MS;
      show(AT_STOPS);
      show(AT_SOL);
      expect(sent).toEqual(['disableBottomAd', 'showInterstitialAd']);
      await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
      show(AT_STOPS);
      show(AT_PUERTA_DEL_SOL);
      expect(sent.filter((name) => name === 'showInterstitialAd')).toHaveLength(1);
    });
  });
});

describe('the native ads in the app shell', () => {
  /** The rider follows a link to `path` inside the app (the router follows the history). */
  function goTo(path: string) {
    act(() => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  }

  function renderShell(path: string, setup: Setup & { readonly auth?: ReturnType<typeof fakeAuth> } = {}) {
    const wrapper = fakeBridge();
    const track = vi.fn();
    const base = webPlatform(madrid);
    const fake = fakeApi();
    const services = createAppServices(madrid, {
      api: fake.api,
      analytics: { track },
      platform: { ...base, bridge: wrapper.bridge },
      ...(setup.auth && { auth: setup.auth.auth }),
    });
    if (setup.config) services.appConfig.getState().setConfig(setup.config);
    renderApp(path, { fake, services });
    return { ...wrapper, track };
  }

  it('sends nothing on the web', async () => {
    storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
    const { bridge } = renderShell('/paradas/4-12');
    await screen.findByRole('heading', { level: 1, name: 'Sol' });
    goTo('/paradas/buscar');
    await screen.findByRole('heading', { level: 1, name: 'Buscar' });
    expect(bridge.send).not.toHaveBeenCalled();
  });

  it('in the Android app, asks for an interstitial on opening a stop and follows the route with the banner', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
    const { sent, track } = renderShell('/paradas/4-12', { config: ANDROID });
    await waitFor(() => expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd']));
    await waitFor(() => expect(track).toHaveBeenCalledWith(INTERSTITIAL_IMPRESSION));
    goTo('/paradas/buscar');
    await waitFor(() => expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd', 'disableBottomAd']));
    vi.setSystemTime(T0 + 5 * MINUTE_MS);
    goTo('/paradas/1234');
    await screen.findByRole('heading', { level: 1, name: 'Puerta del Sol' });
    await waitFor(() =>
      expect(sent).toEqual(['enableBottomAd', 'showInterstitialAd', 'disableBottomAd', 'enableBottomAd']),
    );
    vi.setSystemTime(T0 + 10 * MINUTE_MS);
    goTo('/paradas');
    goTo('/paradas/4-12');
    await waitFor(() => expect(sent.at(-1)).toBe('showInterstitialAd'));
    expect(sent.filter((name) => name === 'showInterstitialAd')).toHaveLength(2);
  });

  it("waits for a signed-in rider's entitlement: no ad while it loads, then the ads of a rider not entitled", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    storeAdMemory({ firstAppLaunchEpochMs: LAUNCHED_LONG_AGO });
    const lookup = deferred<undefined>();
    const notEntitled = { entitlement: null, isEntitled: false, currentTime: new Date(T0).toISOString() };
    const fetch = vi.fn(() => lookup.promise.then(() => Response.json(notEntitled)));
    vi.stubGlobal('fetch', fetch);
    try {
      const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
      const { sent } = renderShell('/paradas/4-12', { config: ANDROID, auth });
      await screen.findByRole('heading', { level: 1, name: 'Sol' });
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await waitFor(() => expect(sent).toEqual(['disableBottomAd']));
      lookup.resolve(undefined);
      await waitFor(() => expect(sent).toEqual(['disableBottomAd', 'enableBottomAd', 'showInterstitialAd']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
