import { REDIRECTS, ROUTES, type RouteName } from '@transit/core';
import type { LazyCatalogFeature } from '@transit/i18n';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { FeatureModule, FeatureRoute, RouteLoader, RouteParams } from '../common/feature';
import { LegacyRedirect, NotFoundPage, PendingPage, RouterErrorPage, StartingPage } from '../common/pages';
import { handleFor } from '../common/routeHandle';
import { AppEntry } from './AppEntry';
import { FEATURES } from './features';
import { Layout } from './Layout';
import { nextTask } from './nextTask';

export interface AppRouterOptions {
  /** The features whose routes to serve; every registered feature by default. */
  readonly features?: readonly FeatureModule[];
  /** Loads a feature's messages in the locale shown; the feature's screen waits for them. */
  readonly loadMessages?: (feature: LazyCatalogFeature) => Promise<void>;
  /** Runs a route's loader as the router matches it, while the screen's code downloads. */
  readonly runLoader?: (loader: RouteLoader, params: RouteParams, search: URLSearchParams) => void;
}

/** The lazy route module of a route a feature owns: its screen, once its code and the feature's messages are in. */
function lazyScreen(
  screen: NonNullable<FeatureRoute['screen']>,
  feature: FeatureModule,
  options: AppRouterOptions,
): RouteObject['lazy'] {
  const catalogs = feature.catalogs ?? [];
  return async () => {
    // In a task of its own: starting the downloads (a link in the page for each chunk and stylesheet) is work too,
    // and the router is made in one that has enough already.
    await nextTask();
    const [Component] = await Promise.all([
      screen(),
      ...catalogs.map((catalog) => options.loadMessages?.(catalog)),
    ]);
    return { Component };
  };
}

/** The route object of a route a feature owns: its screen, or the pending page while it has none. */
function featureRoute(route: FeatureRoute, feature: FeatureModule, options: AppRouterOptions): RouteObject {
  const { loader } = route;
  const { runLoader } = options;
  return {
    path: ROUTES[route.name].path,
    ...(route.screen ? { lazy: lazyScreen(route.screen, feature, options) } : { element: <PendingPage /> }),
    // The router runs a route's loader beside its lazy code: the data is asked for as the screen downloads.
    ...(loader &&
      runLoader && {
        loader: ({ params, request }: LoaderFunctionArgs) => {
          runLoader(loader, params, new URL(request.url).searchParams);
          return null;
        },
        // A screen that changes only its address's query (a line page's tab, day or stop) asks for its own data; the
        // loader runs again for another path, not for each of those steps (which would hold the screen meanwhile).
        shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
          currentUrl.pathname !== nextUrl.pathname,
      }),
    handle: handleFor(
      route.name,
      route.title,
      route.backTo === undefined ? undefined : ROUTES[route.backTo].path,
    ),
  };
}

/**
 * The route table (spec §2): every literal path from core's ROUTES, each served by the feature that registered it
 * (or the pending page), the legacy redirects (replacing the history entry), /app reading the wrapper's parameters,
 * and a not-found page for anything else.
 */
export function appRoutes(options: AppRouterOptions = {}): RouteObject[] {
  const owned = new Map<RouteName, { readonly route: FeatureRoute; readonly feature: FeatureModule }>();
  for (const feature of options.features ?? FEATURES) {
    for (const route of feature.routes ?? []) owned.set(route.name, { route, feature });
  }
  const routes: RouteObject[] = [];
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    const registered = owned.get(name);
    if (name === 'app') {
      routes.push({ path: route.path, element: <AppEntry />, handle: handleFor(name) });
    } else if (registered) {
      routes.push(featureRoute(registered.route, registered.feature, options));
    } else if (!REDIRECTS.some((redirect) => redirect.from === route.path)) {
      routes.push({ path: route.path, element: <PendingPage />, handle: handleFor(name) });
    }
  }
  for (const redirect of REDIRECTS) routes.push({ path: redirect.from, element: <LegacyRedirect /> });
  routes.push({ path: '*', element: <NotFoundPage /> });
  return [
    {
      element: <Layout />,
      errorElement: <RouterErrorPage />,
      // While the first screen's code arrives, for a provider mounted before the router has started (the app mounts
      // its provider only after: TransitApp's StartedRouter).
      hydrateFallbackElement: <StartingPage />,
      children: routes,
    },
  ];
}

export function createAppRouter(options: AppRouterOptions = {}) {
  return createBrowserRouter(appRoutes(options));
}
