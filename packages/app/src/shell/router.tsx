import { REDIRECTS, ROUTES, type RouteName } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppEntry } from './AppEntry';
import { Layout } from './Layout';
import { LegacyRedirect, NotFoundPage, PendingPage, RouterErrorPage } from './pages';
import { handleFor } from './routeHandle';

/** Screens load with their route, each in its own chunk, so the first page downloads only what it shows. */
const screens = {
  stops: () => import('../features/stops').then((module) => ({ Component: module.StopsHomePage })),
  stop: () => import('../features/stops').then((module) => ({ Component: module.StopPage })),
  stopSearch: () => import('../features/search').then((module) => ({ Component: module.StopSearchPage })),
  settings: () => import('../features/settings').then((module) => ({ Component: module.SettingsPage })),
} satisfies Partial<Record<RouteName, RouteObject['lazy']>>;

/** Titles of the routes whose screens are not built yet (they say so). */
const PENDING_TITLES: Partial<Record<RouteName, MessageId>> = {
  lines: 'nav.lines',
  planner: 'nav.planner',
  info: 'nav.info',
};

/** Back targets of the screens below a main section. */
const BACK_TO: Partial<Record<RouteName, string>> = {
  stopSearch: ROUTES.stops.path,
};

/**
 * The route table (spec §2): every literal path from core's ROUTES, the legacy redirects (replacing the history
 * entry), /app reading the wrapper's parameters, and a not-found page for anything else.
 */
export function appRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    const handle = handleFor(name, PENDING_TITLES[name], BACK_TO[name]);
    if (name === 'app') {
      routes.push({ path: route.path, element: <AppEntry />, handle });
    } else if (name in screens) {
      routes.push({ path: route.path, lazy: screens[name as keyof typeof screens], handle });
    } else if (!REDIRECTS.some((redirect) => redirect.from === route.path)) {
      routes.push({ path: route.path, element: <PendingPage />, handle });
    }
  }
  for (const redirect of REDIRECTS) routes.push({ path: redirect.from, element: <LegacyRedirect /> });
  routes.push({ path: '*', element: <NotFoundPage /> });
  return [{ element: <Layout />, errorElement: <RouterErrorPage />, children: routes }];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
