import {
  type AdNetwork,
  adSenseConfigFromEnv,
  HOUSE_AD_MESSAGES,
  isHouseAdOnFromEnv,
  lazyAdNetwork,
} from '@transit/ads';
import { buildRoute, type City, parseCity, ProductError, unwrap } from '@transit/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { shownLocale } from './common/useLocale';
import {
  type DeferredAnalytics,
  deferredAnalytics,
  hasAnalyticsSetting,
  loadPlatform,
  WEB_STORAGE,
} from './platform';
import { startingClientType } from './shell/clientType';
import { nextTask } from './shell/nextTask';
import { createAppServices } from './shell/services';
import { whenSettled } from './shell/whenSettled';
import { createTransitAppState, TransitApp, type TransitAppState } from './TransitApp';

/**
 * The web bottom slot's ad: the ad network the build configures (VITE_ADSENSE_*, see .env.example); else, where the
 * city offers premium, our house ad for it (unless VITE_HOUSE_AD=off), which needs no network; else none. A malformed
 * setting is reported and the app runs on without it (a malformed ad network leaves the house ad) rather than not
 * at all.
 * @param navigate opens a path inside the app and says whether it did: the house ad's link then loads no page
 */
export function adNetworkFromEnv(
  env: Readonly<Record<string, unknown>>,
  city: Pick<City, 'premium'>,
  navigate?: (href: string) => boolean,
): AdNetwork | undefined {
  const adSense = adSenseConfigFromEnv(env);
  if (!adSense.ok) console.error(adSense.error.toString());
  else if (adSense.value) {
    const config = adSense.value;
    return lazyAdNetwork('adsense', [], () =>
      loadNetworks().then((networks) => networks.createAdSenseNetwork(config)),
    );
  }
  const isHouseAdOn = isHouseAdOnFromEnv(env);
  if (!isHouseAdOn.ok) console.error(isHouseAdOn.error.toString());
  if (!isHouseAdOn.ok || !isHouseAdOn.value || city.premium === undefined) return undefined;
  return lazyAdNetwork('house', Object.values(HOUSE_AD_MESSAGES), () =>
    loadNetworks().then((networks) =>
      networks.createHouseAdNetwork({ href: buildRoute('premiumPlans'), navigate }),
    ),
  );
}

/** The ads' drawing code, loaded with the first ad (the slot keeps its height meanwhile), not with the first screen. */
const loadNetworks = () => import('@transit/ads/networks');

/** Renders the app of a city into the page's root element (what each apps/<id>/src/main.tsx calls). */
export function mountApp(root: HTMLElement | null, city: City): void {
  if (!root)
    throw new ProductError('APP_ROOT_MISSING', 'The page has no #root element to render the app in.');
  // Built apps trust the config their tests validated (core's defineCity says why); development checks it.
  if (import.meta.env.DEV) unwrap(parseCity(city));
  void startInSteps(createRoot(root), city);
}

/**
 * How long after the first screen has settled the offline copy starts installing: the screen may still be drawing
 * what has just arrived (its departures come a render or two after their data).
 */
const OFFLINE_COPY_DELAY_MS = 2_000;

/**
 * Installs the offline copy (a built app only: the development server has no service worker) once the first screen
 * has settled: installing the worker downloads the whole app, which must not compete with the first screen's code
 * and data on a slow phone.
 */
function installOfflineCopyWhenSettled(state: TransitAppState): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const install = () => void import('./shell/serviceWorker').then((module) => module.registerServiceWorker());
  whenSettled(state, () => setTimeout(install, OFFLINE_COPY_DELAY_MS));
}

/**
 * Starts analytics once the first screen has settled, for the client the page runs in (the /app entry has read it by
 * then): its code (Google's tag, the user-agent parser) must not compete with the first screen's, and a build that
 * sets no analytics id loads none of it. Until then the events wait (deferredAnalytics); with no service, or when its
 * code cannot load (offline), they are dropped.
 */
function startAnalyticsWhenSettled(
  state: TransitAppState,
  env: Readonly<Record<string, unknown>>,
  analytics: DeferredAnalytics,
): void {
  if (!hasAnalyticsSetting(env)) return analytics.connect(undefined);
  whenSettled(state, () => {
    const { config } = state.services.appConfig.getState();
    import('./platform/analyticsStart')
      .then((module) => module.startAnalytics(config, env, analytics, navigator.userAgent))
      .catch((error: unknown) => {
        console.warn('Analytics could not start:', error);
        analytics.connect(undefined);
      });
  });
}

/**
 * The first use of each kind of Intl formatter in a page loads its locale data, tens of milliseconds on a slow
 * phone: done one kind per task before the first render, instead of all inside it.
 */
const INTL_WARM_UPS = [
  (locale: string) => Intl.NumberFormat.supportedLocalesOf(locale),
  (locale: string) => Intl.DateTimeFormat.supportedLocalesOf(locale),
  (locale: string) => Intl.PluralRules.supportedLocalesOf(locale),
] as const;

/**
 * Starts the app in steps, each a task of its own, so that none holds a slow phone's main thread for long (the
 * splash shows meanwhile): the services (the client's adapters picked, the rider's stored settings read), the app's state (its router ranks every
 * route and, matching the address, starts the first screen's downloads: its code and its data), the locale data
 * while those download, then the first render, as a transition, which yields to the browser every few milliseconds.
 */
async function startInSteps(reactRoot: Root, city: City): Promise<void> {
  await nextTask();
  // The adapters of the client the page runs in (the apps' load only for them: loadPlatform).
  const clientType = startingClientType(city.id, window.location, WEB_STORAGE.session);
  const env = import.meta.env;
  const analytics = deferredAnalytics();
  // The router comes in the next step; the house ad, drawn after it, opens its link through it.
  const made: { router?: TransitAppState['router'] } = {};
  const navigate = (href: string) => {
    if (made.router === undefined) return false;
    void made.router.navigate(href);
    return true;
  };
  const services = createAppServices(city, {
    platform: await loadPlatform(clientType, city),
    adNetwork: adNetworkFromEnv(env, city, navigate),
    analytics,
  });
  await nextTask();
  const state = createTransitAppState(city, services);
  made.router = state.router;
  installOfflineCopyWhenSettled(state);
  startAnalyticsWhenSettled(state, env, analytics);
  // A rider who signed in on this device gets their session back, once the first screen no longer needs the network.
  whenSettled(state, () => services.auth.start('ifSignedInBefore'));
  const locale = shownLocale(services);
  for (const warmUp of INTL_WARM_UPS) {
    await nextTask();
    warmUp(locale);
  }
  await nextTask();
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <TransitApp city={city} state={state} />
      </StrictMode>,
    );
  });
}
