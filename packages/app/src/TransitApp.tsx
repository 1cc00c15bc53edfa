import { createPersister, createTransitQueryClient } from '@transit/api-client';
import { APP_VERSION, type City } from '@transit/core';
import { TransitIntlProvider } from '@transit/i18n/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { type AppServices, AppServicesProvider, createAppServices } from './shell/appContext';
import { createAppRouter } from './shell/router';
import { UpdateBanner } from './shell/UpdateBanner';
import { useLocale } from './shell/useLocale';
import { useThemeClass } from './shell/useThemeClass';

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the app works without a persisted cache
  }
}

/** The locale and theme follow the rider's preferences; both need the services above them. */
function Personalised(props: { readonly children: ReactNode }) {
  const locale = useLocale();
  useThemeClass();
  return <TransitIntlProvider locale={locale}>{props.children}</TransitIntlProvider>;
}

/**
 * The whole product for one city: its services and stores, the persisted query cache (restored on start, saved at
 * most once a second, spec §4, §9), the rider's locale and theme, and the router.
 */
export function TransitApp(props: { readonly city: City; readonly services?: AppServices }) {
  const [app] = useState(() => {
    const services = props.services ?? createAppServices(props.city);
    const queryClient = createTransitQueryClient();
    const { persistOptions, saveNow } = createPersister({
      storage: storageOrNull(),
      key: `transit:${props.city.id}:queries`,
      buster: APP_VERSION,
    });
    return { services, queryClient, persistOptions, saveNow, router: createAppRouter() };
  });
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
          <RouterProvider router={app.router} />
        </Personalised>
      </PersistQueryClientProvider>
    </AppServicesProvider>
  );
}
