import { BottomAdSlot } from '@transit/ads';
import { bottomNavItems } from '@transit/core';
import { NAV_LABELS } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { BottomNavbar, ToastHost } from '@transit/ui';
import { Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
// The modal alone (not the settings feature's index), so the settings screens stay in their own lazily loaded chunk.
import { InitialLanguageModal } from '../features/settings/InitialLanguageModal';
import { useAppServices } from './appContext';
import styles from './Layout.module.css';
import { useRouteHandle } from './routeHandle';
import { renderRouterLink } from './RouterLink';
import { useOnlineStatus } from './useOnlineStatus';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: private-ad mode is simply not recorded
  }
}

/**
 * The root layout (spec §2): the top outlet, the offline notice, the web bottom ad (when an ad network is configured)
 * and the bottom navbar unless the route says it is not allowed. The navbar's fifth item, Card, opens the NFC reading in the apps and the balance page on web.
 */
export function Layout() {
  const { appConfig, adNetwork, city } = useAppServices();
  const config = useStore(appConfig, (state) => state.config);
  const { clientType } = config;
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const isOnline = useOnlineStatus();
  const items = bottomNavItems(clientType).map((item) => ({
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
        <Outlet />
      </main>
      <div className={styles['bottom']}>
        <BottomAdSlot
          network={adNetwork}
          isAllowedHere={handle.meta.isBottomAdAllowed}
          client={config}
          policy={city.clientPolicy}
          // Entitlement needs an account; a signed-out rider has the entitlement feature off (spec §6).
          isEntitled={false}
          now={Date.now}
          random={Math.random}
          storage={localStorageOrUndefined()}
        />
        {handle.meta.isNavbarAllowed && <BottomNavbar items={items} renderLink={renderRouterLink} />}
      </div>
      <ToastHost />
      <InitialLanguageModal />
    </div>
  );
}
