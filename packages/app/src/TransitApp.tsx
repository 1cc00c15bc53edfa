import { createPersister, createTransitQueryClient } from '@transit/api-client';
import { APP_VERSION, type City } from '@transit/core';
import { TransitIntlProvider } from '@transit/i18n/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { useStore } from 'zustand';
import { type AppServices, AppServicesProvider, useAppServices } from './common/appServices';
import { hasLocale, loadFeatureInto, loadLocaleInto } from './common/featureMessages';
import { StartingPage } from './common/pages';
import { shownLocale, useLocale } from './common/useLocale';
import { useThemeClass } from './common/useThemeClass';
import { reachableArea } from './platform';
import { createAppRouter } from './shell/router';
import { createAppServices } from './shell/services';
import { UpdateBanner } from './shell/UpdateBanner';

/**
 * The locale and theme follow the rider's preferences; both need the services above them. A newly chosen locale shows
 * once the messages of the screens loaded so far have arrived in it (until then the previous one stays).
 */
function Personalised(props: { readonly children: ReactNode }) {
  const { featureMessages } = useAppServices();
  const locale = useLocale();
  useThemeClass();
  const state = useStore(featureMessages);
  const isReady = hasLocale(state, locale);
  // The locale last shown with all its messages: what stays on screen while a newly chosen one loads. Kept while
  // rendering (React's way to adjust state to what changed), not in an effect, which would render everything twice.
  const [shown, setShown] = useState(locale);
  if (isReady && shown !== locale) setShown(locale);
  useEffect(() => {
    if (isReady) return undefined;
    // The locale shows once the store says every feature asked for has its messages in it (the check above), not
    // when this load ends: a feature asked for meanwhile must arrive in the new locale too.
    loadLocaleInto(featureMessages, locale).catch((error: unknown) =>
      console.warn(`The ${locale} messages could not be loaded:`, error),
    );
    return undefined;
  }, [featureMessages, isReady, locale, state.features]);
  const shownLocale = isReady ? locale : shown;
  return (
    <TransitIntlProvider locale={shownLocale} messages={state.messages[shownLocale]}>
      {props.children}
    </TransitIntlProvider>
  );
}

/** What the app runs on, made once: its services, the persisted query cache and the router. */
export interface TransitAppState {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly persistOptions: ReturnType<typeof createPersister>['persistOptions'];
  readonly saveNow: ReturnType<typeof createPersister>['saveNow'];
  readonly router: ReturnType<typeof createAppRouter>;
}

/** Makes the app's state for a city (its services made here unless given). */
export function createTransitAppState(city: City, services = createAppServices(city)): TransitAppState {
  // TanStack Query takes the device as online until an 'offline' event says otherwise; a rider who opens the app
  // with no network must see at once that there is none, not wait on calls that cannot be made.
  onlineManager.setOnline(navigator.onLine !== false);
  const queryClient = createTransitQueryClient();
  const { persistOptions, saveNow } = createPersister({
    // Storage blocked: the app works without a persisted cache.
    storage: reachableArea(services.storage.local),
    key: `transit:${city.id}:queries`,
    buster: APP_VERSION,
  });
  // A screen that loads on its own brings its messages, in the locale the app shows when it loads.
  const router = createAppRouter({
    loadMessages: (feature) => loadFeatureInto(services.featureMessages, feature, shownLocale(services)),
    runLoader: (loader, params, search) =>
      loader({
        queryClient,
        api: services.api,
        auth: services.auth,
        params,
        search,
        locale: shownLocale(services),
      }),
  });
  return { services, queryClient, persistOptions, saveNow, router };
}

/**
 * The router's provider, once the router has started; the starting page until then. It reads whether the router has
 * started only when on screen, never while rendering: the first render is a transition that yields to the browser,
 * and a first screen whose code and messages arrived in between would otherwise render under the locale's provider
 * as it was before they came (its texts missing for a render), or, read by react-router's provider alone (which
 * subscribes only once on screen), not at all, the page left on its loading state. The update is a transition too, so
 * drawing the first screen still yields to the browser.
 */
/** React DOM's flushSync in the shape react-router asks for (it ignores what the update returns). */
function flushNow(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

function StartedRouter(props: { readonly router: TransitAppState['router'] }) {
  const { router } = props;
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => {
    const update = () => {
      if (router.state.initialized) startTransition(() => setStarted(true));
    };
    update();
    return router.subscribe(update);
  }, [router]);
  // With React DOM's flushSync, a screen can ask for an address change to show at once (`flushSync: true`), as the
  // planner's form does for its controlled choices; every other navigation stays a transition.
  return started ? <RouterProvider router={router} flushSync={flushNow} /> : <StartingPage />;
}

/**
 * The whole product for one city: its services and stores, the persisted query cache (restored on start, saved at
 * most once a second, spec §4, §9), the rider's locale and theme, and the router. Its state is made on first render
 * unless given (mountApp makes it beforehand, in a task of its own).
 */
export function TransitApp(props: {
  readonly city: City;
  readonly services?: AppServices;
  readonly state?: TransitAppState;
}) {
  const [app] = useState(() => props.state ?? createTransitAppState(props.city, props.services));
  useEffect(() => {
    // The throttled save may still be waiting when the rider leaves: save as the page goes away or to the background.
    const save = () => app.saveNow(app.queryClient);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [app]);
  return (
    <AppServicesProvider services={app.services}>
      <PersistQueryClientProvider client={app.queryClient} persistOptions={app.persistOptions}>
        <Personalised>
          <UpdateBanner />
          <StartedRouter router={app.router} />
        </Personalised>
      </PersistQueryClientProvider>
    </AppServicesProvider>
  );
}
