import { BottomAdSlot } from '@transit/ads';
import { bottomNavItems } from '@transit/core';
import { NAV_LABELS } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { BottomNavbar, ToastHost } from '@transit/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices } from '../common/appServices';
import { useRouteHandle } from '../common/routeHandle';
import { renderRouterLink } from '../common/RouterLink';
import { useEntitlement } from '../common/useEntitlement';
import { useOnlineStatus } from '../common/useOnlineStatus';
import { FEATURES } from './features';
import styles from './Layout.module.css';
import { NativeAdsLoader } from './nativeAds/NativeAdsLoader';
import { NativeStatusBarLoader } from './nativeChrome/NativeStatusBarLoader';

/** The entitlement-load error screen, rarely seen: loaded when it is. */
const EntitlementError = lazy(() =>
  import('./EntitlementError').then((module) => ({ default: module.EntitlementError })),
);

/** What the features keep mounted over every screen, in the order of their folders. */
const OVERLAYS = FEATURES.flatMap((feature) => feature.overlays ?? []);

/**
 * The root layout (spec §2): the top outlet (or the entitlement-load error screen), the offline notice, the web
 * bottom ad (an ad network's or our house ad; none for premium riders), the bottom navbar unless the route says it is
 * not allowed, and in the apps the native ads' policy. The navbar's Card opens the NFC reading in the apps and the
 * balance page on web; the city's home item (City.homeNavItem, the stops by default) comes first.
 */
export function Layout() {
  const { appConfig, adNetwork, auth, city, storage } = useAppServices();
  const config = useStore(appConfig, (state) => state.config);
  const { clientType } = config;
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const isOnline = useOnlineStatus();
  const entitlement = useEntitlement();
  // The city's home item comes first (the card balance app's Card).
  const items = bottomNavItems(clientType, city.homeNavItem).map((item) => ({
    id: item.id,
    href: item.path,
    label: NAV_LABELS[item.id],
    isActive: pathname === item.path || pathname.startsWith(`${item.path}/`),
  }));
  return (
    <div className={styles['layout']}>
      {!isOnline && (
        <p className={styles['offline']} role="status">
          <Message id="app.offline" />
        </p>
      )}
      <main className={styles['main']}>
        {entitlement.status === 'failed' ? (
          <Suspense fallback={null}>
            <EntitlementError
              error={entitlement.error}
              onRetry={entitlement.retry}
              onSignOut={() => void auth.signOut()}
              contactEmail={city.contactEmail}
            />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <div className={styles['bottom']}>
        <BottomAdSlot
          network={adNetwork}
          isAllowedHere={handle.meta.isBottomAdAllowed}
          client={config}
          policy={city.clientPolicy}
          // Entitlement needs an account: a signed-out rider has the feature off (spec §6). While a signed-in rider's
          // lookup runs, no ad shows: a premium rider never sees one (spec §4: entitled users get no ads).
          isEntitled={entitlement.status === 'entitled' || entitlement.status === 'loading'}
          now={Date.now}
          random={Math.random}
          // Blocked or full storage only loses the record of private-ad mode (the ad slot catches it).
          storage={storage.local}
        />
        {handle.meta.isNavbarAllowed && <BottomNavbar items={items} renderLink={renderRouterLink} />}
      </div>
      <ToastHost />
      <NativeAdsLoader
        route={handle.route}
        pathname={pathname}
        isBottomAdAllowed={handle.meta.isBottomAdAllowed}
        entitlement={entitlement.status}
        now={Date.now}
      />
      <NativeStatusBarLoader />
      {OVERLAYS.map((Overlay, index) => (
        <Overlay key={index} />
      ))}
    </div>
  );
}
