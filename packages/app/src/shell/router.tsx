import { REDIRECTS, ROUTES, type RouteName } from '@transit/core';
import type { LazyCatalogFeature, MessageId } from '@transit/i18n';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AppEntry } from './AppEntry';
import { Layout } from './Layout';
import { LegacyRedirect, NotFoundPage, PendingPage, RouterErrorPage, StartingPage } from './pages';
import { nextTask } from './nextTask';
import { handleFor } from './routeHandle';
import { hasRouteData, type RouteParams } from './routeData';

/**
 * The features with screens, each loaded with its first route in its own chunk, so the first page downloads only what
 * it shows. A feature's index exports SCREENS: its screen for each route it owns.
 */
const FEATURES = {
  stops: () => import('../features/stops'),
  search: () => import('../features/search'),
  map: () => import('../features/map'),
  lines: () => import('../features/lines'),
  info: () => import('../features/info'),
  settings: () => import('../features/settings'),
} satisfies Record<string, () => Promise<FeatureModule>>;

/** What a feature's index exports. */
export interface FeatureModule {
  readonly SCREENS: Partial<Record<RouteName, ComponentType>>;
}

/** Which feature owns each route with a screen. */
const ROUTE_FEATURES: Partial<Record<RouteName, keyof typeof FEATURES>> = {
  stops: 'stops',
  stop: 'stops',
  stopSearch: 'search',
  stopsMap: 'map',
  lines: 'lines',
  line: 'lines',
  itinerary: 'lines',
  info: 'info',
  fares: 'info',
  faresInterurbanBuses: 'info',
  faresEmtBuses: 'info',
  faresCercanias: 'info',
  faresMetro: 'info',
  faresLightMetro: 'info',
  faresTransportCard: 'info',
  lostAndFound: 'info',
  christmasSchedules2023: 'info',
  christmasSchedules2024: 'info',
  fareRise2025: 'info',
  metroSchematicMap: 'info',
  metroMap: 'info',
  cercaniasSchematicMap: 'info',
  madridTransportMap: 'info',
  emtNightBusMap: 'info',
  interurbanNightBusMap: 'info',
  emtBusMap: 'info',
  a5Roadworks: 'info',
  a5RoadworksAffectedLines: 'info',
  a5RoadworksCuatroVientos: 'info',
  a5RoadworksEmtSe1: 'info',
  a5RoadworksEmtSe2: 'info',
  a5RoadworksEmtSe3: 'info',
  settings: 'settings',
  visualTheme: 'settings',
  aboutUs: 'settings',
  settingsDebug: 'settings',
};

/** Titles of the routes whose screens are not built yet (they say so). */
const PENDING_TITLES: Partial<Record<RouteName, MessageId>> = {
  planner: 'nav.planner',
};

const INFO = ROUTES.info.path;
const FARES = ROUTES.fares.path;
const A5 = ROUTES.a5Roadworks.path;
const SETTINGS = ROUTES.settings.path;

/** Back targets of the screens below a main section (others go back in history). */
const BACK_TO: Partial<Record<RouteName, string>> = {
  stopSearch: ROUTES.stops.path,
  stopsMap: ROUTES.stops.path,
  line: ROUTES.lines.path,
  fares: INFO,
  faresInterurbanBuses: FARES,
  faresEmtBuses: FARES,
  faresCercanias: FARES,
  faresMetro: FARES,
  faresLightMetro: FARES,
  faresTransportCard: FARES,
  lostAndFound: INFO,
  christmasSchedules2023: INFO,
  christmasSchedules2024: INFO,
  fareRise2025: INFO,
  metroSchematicMap: INFO,
  metroMap: INFO,
  cercaniasSchematicMap: INFO,
  madridTransportMap: INFO,
  emtNightBusMap: INFO,
  interurbanNightBusMap: INFO,
  emtBusMap: INFO,
  a5Roadworks: INFO,
  a5RoadworksAffectedLines: A5,
  a5RoadworksCuatroVientos: A5,
  a5RoadworksEmtSe1: A5,
  a5RoadworksEmtSe2: A5,
  a5RoadworksEmtSe3: A5,
  visualTheme: SETTINGS,
  aboutUs: SETTINGS,
  settingsDebug: SETTINGS,
};

/** The features whose messages load with their screens (packages/i18n keeps them out of the base catalog). */
const FEATURE_CATALOGS: Partial<Record<keyof typeof FEATURES, readonly LazyCatalogFeature[]>> = {
  // The stops home and the stop page show the rider's favourites.
  stops: ['favourites'],
  map: ['map'],
  // The line page's shape map is the kit's map, which speaks with the map's messages; a line can be a favourite.
  lines: ['lines', 'map', 'favourites'],
  info: ['info'],
  settings: ['settings'],
};

export interface AppRouterOptions {
  /** Loads a feature's messages in the locale shown; the feature's screen waits for them. */
  readonly loadMessages?: (feature: LazyCatalogFeature) => Promise<void>;
  /** Asks for the data of a route's screen as the router matches it, while the screen's code downloads. */
  readonly prefetch?: (name: RouteName, params: RouteParams) => void;
}

/**
 * The lazy route module of a route its feature owns: the feature's screen (or the pending page until it has one),
 * once the feature's code and messages have both arrived.
 */
function lazyScreen(
  name: RouteName,
  feature: keyof typeof FEATURES,
  options: AppRouterOptions,
): RouteObject['lazy'] {
  const catalogs = FEATURE_CATALOGS[feature] ?? [];
  return async () => {
    // In a task of its own: starting the downloads (a link in the page for each chunk and stylesheet) is work too,
    // and the router is made in one that has enough already.
    await nextTask();
    const [module] = await Promise.all([
      FEATURES[feature](),
      ...catalogs.map((catalog) => options.loadMessages?.(catalog)),
    ]);
    return { Component: module.SCREENS[name] ?? PendingPage };
  };
}

/**
 * The route table (spec §2): every literal path from core's ROUTES, the legacy redirects (replacing the history
 * entry), /app reading the wrapper's parameters, and a not-found page for anything else.
 */
export function appRoutes(options: AppRouterOptions = {}): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    const handle = handleFor(name, PENDING_TITLES[name], BACK_TO[name]);
    if (name === 'app') {
      routes.push({ path: route.path, element: <AppEntry />, handle });
    } else if (ROUTE_FEATURES[name] !== undefined) {
      const { prefetch } = options;
      routes.push({
        path: route.path,
        lazy: lazyScreen(name, ROUTE_FEATURES[name], options),
        // The router runs a route's loader beside its lazy code: the data is asked for as the screen downloads.
        ...(prefetch &&
          hasRouteData(name) && {
            loader: ({ params }: LoaderFunctionArgs) => {
              prefetch(name, params);
              return null;
            },
          }),
        handle,
      });
    } else if (!REDIRECTS.some((redirect) => redirect.from === route.path)) {
      routes.push({ path: route.path, element: <PendingPage />, handle });
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
