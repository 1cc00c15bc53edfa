import { type AdNetwork, adSenseConfigFromEnv, createAdSenseNetwork } from '@transit/ads';
import { type City, parseCity, ProductError, unwrap } from '@transit/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createAppServices } from './shell/appContext';
import { nextTask } from './shell/nextTask';
import { appLocale } from './shell/useLocale';
import { createTransitAppState, TransitApp } from './TransitApp';

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

/** Runs `task` once the page has loaded (at once if it has). */
function whenLoaded(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** Renders the app of a city into the page's root element (what each apps/<id>/src/main.tsx calls). */
export function mountApp(root: HTMLElement | null, city: City): void {
  if (!root)
    throw new ProductError('APP_ROOT_MISSING', 'The page has no #root element to render the app in.');
  // Built apps trust the config their tests validated (core's defineCity says why); development checks it.
  if (import.meta.env.DEV) unwrap(parseCity(city));
  // The offline copy exists in a built app only (the development server has no service worker).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // After the page has loaded: installing the worker downloads the whole app for offline use, which must not
    // compete with the first screen on a slow phone.
    whenLoaded(() => void import('./shell/serviceWorker').then((module) => module.registerServiceWorker()));
  }
  void startInSteps(createRoot(root), city);
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
 * splash shows meanwhile): the services (the rider's stored settings read), the locale data, the app's state (its
 * router ranks every route), then the first render, as a transition, which yields to the browser every few
 * milliseconds.
 */
async function startInSteps(reactRoot: Root, city: City): Promise<void> {
  await nextTask();
  const services = createAppServices(city, { adNetwork: adNetworkFromEnv(import.meta.env) });
  const locale = appLocale(city, services.preferences.getState().locale);
  for (const warmUp of INTL_WARM_UPS) {
    await nextTask();
    warmUp(locale);
  }
  await nextTask();
  const state = createTransitAppState(city, services);
  await nextTask();
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <TransitApp city={city} state={state} />
      </StrictMode>,
    );
  });
}
