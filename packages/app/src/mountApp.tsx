import { type AdNetwork, adSenseConfigFromEnv, createAdSenseNetwork } from '@transit/ads';
import { type City, parseCity, ProductError, unwrap } from '@transit/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { shownLocale } from './common/useLocale';
import { platformFor, WEB_STORAGE } from './platform';
import { startingClientType } from './shell/clientType';
import { nextTask } from './shell/nextTask';
import { createAppServices } from './shell/services';
import { whenSettled } from './shell/whenSettled';
import { createTransitAppState, TransitApp, type TransitAppState } from './TransitApp';

/**
 * The ad network the build configures (VITE_ADSENSE_*, see .env.example), or none. A malformed setting is reported
 * and the app runs without ads rather than not at all.
 */
export function adNetworkFromEnv(env: Readonly<Record<string, unknown>>): AdNetwork | undefined {
  const config = adSenseConfigFromEnv(env);
  if (!config.ok) {
    console.error(config.error.toString());
    return undefined;
  }
  return config.value && createAdSenseNetwork(config.value);
}

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
  // The adapters of the client the page runs in (the wrappers' own arrive with a later issue: platformFor says which).
  const clientType = startingClientType(city.id, window.location, WEB_STORAGE.session);
  const services = createAppServices(city, {
    platform: platformFor(clientType, city),
    adNetwork: adNetworkFromEnv(import.meta.env),
  });
  await nextTask();
  const state = createTransitAppState(city, services);
  installOfflineCopyWhenSettled(state);
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
