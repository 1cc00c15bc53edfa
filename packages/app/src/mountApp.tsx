import { type AdNetwork, adSenseConfigFromEnv, createAdSenseNetwork } from '@transit/ads';
import { type City, parseCity, ProductError, unwrap } from '@transit/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppServices } from './shell/appContext';
import { TransitApp } from './TransitApp';

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
  const services = createAppServices(city, { adNetwork: adNetworkFromEnv(import.meta.env) });
  // The offline copy exists in a built app only (the development server has no service worker).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // After the page has loaded: installing the worker downloads the whole app for offline use, which must not
    // compete with the first screen on a slow phone.
    whenLoaded(() => void import('./shell/serviceWorker').then((module) => module.registerServiceWorker()));
  }
  createRoot(root).render(
    <StrictMode>
      <TransitApp city={city} services={services} />
    </StrictMode>,
  );
}
