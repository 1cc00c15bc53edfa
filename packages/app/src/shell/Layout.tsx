import { bottomNavItems } from '@transit/core';
import { NAV_LABELS } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { BottomNavbar, ToastHost } from '@transit/ui';
import { Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices } from './appContext';
import styles from './Layout.module.css';
import { useRouteHandle } from './routeHandle';
import { renderRouterLink } from './RouterLink';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * The root layout (spec §2): the top outlet, the offline notice, and the bottom navbar unless the route says it is
 * not allowed. The navbar's fifth item, Card, opens the NFC reading in the apps and the balance page on web.
 */
export function Layout() {
  const { appConfig } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
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
      {handle.meta.isNavbarAllowed && (
        <div className={styles['navbar']}>
          <BottomNavbar items={items} renderLink={renderRouterLink} />
        </div>
      )}
      <ToastHost />
    </div>
  );
}
