import type { ClientType } from './client';
import { ProductError } from './errors';

/** What a route says about the shared layout (spec §2). Both default to allowed. */
export interface RouteMeta {
  /** Whether the bottom navbar shows on this route. */
  readonly isNavbarAllowed?: boolean;
  /** Whether the web bottom ad shows on this route. */
  readonly isBottomAdAllowed?: boolean;
}

interface RouteDefinition {
  readonly path: string;
  /** Optional query parameters the route reads. */
  readonly query?: readonly string[];
  readonly meta?: RouteMeta;
}

const FULLSCREEN: RouteMeta = { isNavbarAllowed: false, isBottomAdAllowed: false };

/**
 * Every route of spec §2 with its literal path. Paths the spec does not show (the universal app landing, the
 * Christmas schedules and the 2025 fare rise) are ours, marked below.
 */
export const ROUTES = {
  // Application entry and client parameters.
  app: { path: '/app', query: ['sourcePage'] },
  appDashboard: { path: '/-app/inicio' },
  /** The universal app landing page; the spec does not show its path. */
  appLanding: { path: '/descarga-app/:landingId', meta: FULLSCREEN },

  // Settings and account.
  settings: { path: '/ajustes' },
  settingsAdmin: { path: '/ajustes/admin' },
  settingsDebug: { path: '/ajustes/debug' },
  aboutUs: { path: '/ajustes/sobre-nosotros' },
  visualTheme: { path: '/ajustes/tema-visual' },
  account: { path: '/ajustes/cuenta', query: ['postLoginRedirectUrl'] },
  googleSignIn: {
    path: '/_google-sign-in',
    query: ['loginRequesterOtClient', 'postLoginRedirectUrl', 'target'],
  },
  googleCredentialHandler: {
    path: '/google-credential-handler',
    query: ['idToken', 'loginRequesterOtClient', 'postLoginRedirectUrl'],
  },
  manualTokenSignIn: { path: '/ajustes/google-manual-token-sign-in', query: ['postLoginRedirectUrl'] },
  yourPremium: { path: '/ajustes/tu-premium' },
  premiumPlans: { path: '/ajustes/planes-premium' },
  buySubscription: { path: '/ajustes/adquirir-premium/:subscriptionId/:basePlanId' },
  buyLifetimePremium: { path: '/ajustes/adquirir-premium-para-siempre/:productId' },

  // Stops and lines.
  stops: { path: '/paradas' },
  stop: { path: '/paradas/:stopCode' },
  stopsMap: { path: '/paradas/mapa', query: ['codParada', 'p'], meta: FULLSCREEN },
  stopSearch: { path: '/paradas/buscar', meta: FULLSCREEN },
  /** A station's board (issue 10; ours): its Metro, Cercanías and Metro Ligero stops together, by station code. */
  station: { path: '/estaciones/:stationCode' },
  lines: { path: '/lineas' },
  /** A line; ours: `ruta` (the itinerary shown, by code) and `dia` (the timetable's service day, YYYY-MM-DD). */
  line: { path: '/lineas/:lineCode', query: ['ruta', 'dia'] },
  /** An itinerary; the route parameter is also called itineraryCode. */
  itinerary: { path: '/lineas/:lineCode/rutas/:routeCode' },
  planner: { path: '/planificador' },
  plannerRoute: { path: '/planificador/ruta' },
  cardBalance: { path: '/saldo-abono-transporte' },
  cardNfc: { path: '/saldo-abono-transporte-nfc' },

  // Info.
  info: { path: '/info' },
  fares: { path: '/info/tarifas' },
  faresInterurbanBuses: { path: '/info/tarifas/buses-interurbanos' },
  faresEmtBuses: { path: '/info/tarifas/buses-emt' },
  faresCercanias: { path: '/info/tarifas/cercanias' },
  faresMetro: { path: '/info/tarifas/metro' },
  faresLightMetro: { path: '/info/tarifas/metro-ligero' },
  faresTransportCard: { path: '/info/tarifas/abono-transporte' },
  lostAndFound: { path: '/info/objetos-perdidos' },
  /** Christmas schedules 2023-24; the spec does not show the path. */
  christmasSchedules2023: { path: '/info/horarios-navidad-2023-24' },
  /** Christmas schedules 2024-25; the spec does not show the path. */
  christmasSchedules2024: { path: '/info/horarios-navidad-2024-25' },
  /** The 2025 fare rises; the spec does not show the path. */
  fareRise2025: { path: '/info/subida-tarifas-2025' },
  metroSchematicMap: { path: '/info/plano-metro' },
  metroMap: { path: '/info/mapa-metro' },
  cercaniasSchematicMap: { path: '/info/plano-cercanias' },
  madridTransportMap: { path: '/info/mapa-transporte-madrid' },
  emtNightBusMap: { path: '/info/mapa-buses-emt-nocturnos' },
  interurbanNightBusMap: { path: '/info/mapa-buses-interurbanos-nocturnos' },
  /** The all-EMT bus map (spec §2 lists its preview image); the target of the legacy /mapa-buses-emt. */
  emtBusMap: { path: '/info/mapa-buses-emt' },
  a5Roadworks: { path: '/info/transporte-obras-a5' },
  a5RoadworksAffectedLines: { path: '/info/transporte-obras-a5/lineas-afectadas' },
  a5RoadworksCuatroVientos: { path: '/info/transporte-obras-a5/cuatro-vientos' },
  a5RoadworksEmtSe1: { path: '/info/transporte-obras-a5/emt-se1' },
  a5RoadworksEmtSe2: { path: '/info/transporte-obras-a5/emt-se2' },
  a5RoadworksEmtSe3: { path: '/info/transporte-obras-a5/emt-se3' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** The names of a path's parameters: '/lineas/:lineCode/rutas/:routeCode' → 'lineCode' | 'routeCode'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string | number };

type QueryOf<Name extends RouteName> = (typeof ROUTES)[Name] extends {
  readonly query: readonly (infer Key)[];
}
  ? Key & string
  : never;

export type QueryValues<Key extends string = string> = Readonly<
  Partial<Record<Key, string | number | boolean | undefined>>
>;

/** The layout flags of a route, with the defaults filled in (both allowed). */
export function routeMeta(name: RouteName): Required<RouteMeta> {
  const route: RouteDefinition = ROUTES[name];
  return { isNavbarAllowed: true, isBottomAdAllowed: true, ...route.meta };
}

/** The spec's message for a missing required route parameter (spec §5, §8). */
export function missingParamMessage(name: string): string {
  return `Missing required param: ${name}`;
}

export class RouteError extends ProductError<'ROUTE_PARAM_MISSING'> {
  override readonly name = 'RouteError';
}

/**
 * Builds a URL from a path pattern: each ":name" is replaced by its encoded parameter, and query parameters with
 * undefined values are dropped (spec §2). A missing or empty required parameter throws
 * 'Missing required param: {name}'.
 */
export function buildPath<Path extends string>(
  path: Path,
  params?: PathParams<Path>,
  query?: QueryValues,
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new RouteError('ROUTE_PARAM_MISSING', missingParamMessage(name));
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

/** Builds the URL of a named route, with its typed parameters and query (spec §2). */
export function buildRoute<Name extends RouteName>(
  name: Name,
  ...args: PathParamNames<(typeof ROUTES)[Name]['path']> extends never
    ? [params?: undefined, query?: QueryValues<QueryOf<Name>>]
    : [params: PathParams<(typeof ROUTES)[Name]['path']>, query?: QueryValues<QueryOf<Name>>]
): string {
  const [params, query] = args;
  return buildPath(ROUTES[name].path, params, query);
}

/**
 * The value of the sign-in `target` parameter when an external target is requested (spec §2).
 * Wired by issue 12 (third-party sign-in and its routes).
 */
export const EXTERNAL_SIGN_IN_TARGET = 'otExternalTarget';

/**
 * The sign-in start URL; `target` is set to otExternalTarget only when an external target is requested.
 * Wired by issue 12 (third-party sign-in and its routes).
 */
export function googleSignInPath(input: {
  readonly loginRequesterOtClient?: string | undefined;
  readonly postLoginRedirectUrl?: string | undefined;
  readonly isExternalTarget: boolean;
}): string {
  return buildRoute('googleSignIn', undefined, {
    loginRequesterOtClient: input.loginRequesterOtClient,
    postLoginRedirectUrl: input.postLoginRedirectUrl,
    target: input.isExternalTarget ? EXTERNAL_SIGN_IN_TARGET : undefined,
  });
}

/** A legacy path and where it goes; redirects replace the history entry (spec §2). */
export interface Redirect {
  readonly from: string;
  readonly to: string;
}

const legacyPoster = (name: string, target: RouteName): Redirect[] => [
  { from: `/${name}`, to: ROUTES[target].path },
  { from: `/planos/${name}`, to: ROUTES[target].path },
];

/**
 * The paths that lead to the app's home (spec §2: the site's root and the wrappers' dashboard). REDIRECTS sends them
 * to the stops, the default home; resolveRedirect sends them to the home it is given (the city's homePath).
 */
export const HOME_ALIASES: readonly string[] = ['/', ROUTES.appDashboard.path];

/**
 * Every redirect of spec §2. Parameters in `from` carry over into `to` by name. The home aliases go to the stops here,
 * the default home; resolveRedirect takes a city's own.
 */
export const REDIRECTS: readonly Redirect[] = [
  ...HOME_ALIASES.map((from) => ({ from, to: ROUTES.stops.path })),
  { from: '/mapa-paradas', to: ROUTES.stopsMap.path },
  { from: '/buscar-parada', to: ROUTES.stopSearch.path },
  { from: '/parada/:stopCode', to: ROUTES.stop.path },
  { from: '/linea/:lineCode', to: ROUTES.line.path },
  { from: '/chamartin', to: buildRoute('appLanding', { landingId: 'chamartin' }) },
  { from: '/tarifas', to: ROUTES.fares.path },
  { from: '/tarifas/buses-interurbanos', to: ROUTES.faresInterurbanBuses.path },
  { from: '/tarifas/buses-emt', to: ROUTES.faresEmtBuses.path },
  { from: '/tarifas/cercanias', to: ROUTES.faresCercanias.path },
  { from: '/tarifas/metro', to: ROUTES.faresMetro.path },
  { from: '/tarifas/metro-ligero', to: ROUTES.faresLightMetro.path },
  { from: '/tarifas/abono-transporte', to: ROUTES.faresTransportCard.path },
  { from: '/planos', to: ROUTES.info.path },
  { from: '/mapa-buses-emt', to: ROUTES.emtBusMap.path },
  ...legacyPoster('mapa-transporte-madrid', 'madridTransportMap'),
  ...legacyPoster('plano-metro', 'metroSchematicMap'),
  ...legacyPoster('mapa-metro', 'metroMap'),
  ...legacyPoster('plano-cercanias', 'cercaniasSchematicMap'),
  ...legacyPoster('mapa-buses-emt-nocturnos', 'emtNightBusMap'),
  ...legacyPoster('mapa-buses-interurbanos-nocturnos', 'interurbanNightBusMap'),
];

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return undefined;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

/**
 * Where a legacy path redirects, or undefined when it is not one. A trailing slash is ignored; the query string, if
 * any, is not part of `pathname`. The home aliases (`/`, /-app/inicio) go to `home`: the city's homePath, the stops
 * by default.
 */
export function resolveRedirect(pathname: string, home: string = ROUTES.stops.path): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HOME_ALIASES.includes(normalized)) return home;
  for (const redirect of REDIRECTS) {
    let params: Record<string, string> | undefined;
    try {
      params = matchPath(redirect.from, normalized);
    } catch {
      return undefined; // a malformed percent-escape is simply not a legacy path
    }
    if (params) return buildPath(redirect.to, params);
  }
  return undefined;
}

/** The bottom navbar's items (spec §2). */
export const NAV_ITEM_IDS = ['stops', 'lines', 'planner', 'info', 'card'] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

export interface NavItem {
  readonly id: NavItemId;
  readonly path: string;
}

/** The home of an app whose city names none (City.homeNavItem): the stops. */
export const DEFAULT_HOME_NAV_ITEM: NavItemId = 'stops';

/** Where a navbar item goes: Card opens the NFC reading in the Android and iOS apps and the balance page on web. */
function navItemPath(id: NavItemId, clientType: ClientType): string {
  switch (id) {
    case 'stops':
      return ROUTES.stops.path;
    case 'lines':
      return ROUTES.lines.path;
    case 'planner':
      return ROUTES.planner.path;
    case 'info':
      return ROUTES.info.path;
    case 'card':
      return clientType === 'web' ? ROUTES.cardBalance.path : ROUTES.cardNfc.path;
  }
}

/**
 * The bottom navbar (spec §2): Stops, Lines, How to get there (the planner) and Info, and a fifth item, Card, that
 * opens the NFC reading in the Android and iOS apps and the balance page on web. The app's home item (the city's
 * homeNavItem) comes first, the others in that order.
 */
export function bottomNavItems(
  clientType: ClientType,
  homeNavItem: NavItemId = DEFAULT_HOME_NAV_ITEM,
): NavItem[] {
  const ids = [homeNavItem, ...NAV_ITEM_IDS.filter((id) => id !== homeNavItem)];
  return ids.map((id) => ({ id, path: navItemPath(id, clientType) }));
}

/**
 * The app's home (spec §2): the path of its home navbar item (the city's homeNavItem, the stops by default), where
 * `/`, /-app/inicio and /app without a sourcePage lead. The card's is the NFC reading in the apps, the balance page on
 * web.
 */
export function homePath(clientType: ClientType, homeNavItem: NavItemId = DEFAULT_HOME_NAV_ITEM): string {
  return navItemPath(homeNavItem, clientType);
}
