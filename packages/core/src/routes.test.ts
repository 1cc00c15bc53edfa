import { describe, expect, expectTypeOf, it } from 'vitest';
import { ProductError } from './errors';
import {
  bottomNavItems,
  buildPath,
  buildRoute,
  EXTERNAL_SIGN_IN_TARGET,
  googleSignInPath,
  HOME_ALIASES,
  homePath,
  missingParamMessage,
  NAV_ITEM_IDS,
  type PathParamNames,
  type PathParams,
  REDIRECTS,
  resolveRedirect,
  RouteError,
  routeMeta,
  type RouteName,
  ROUTES,
} from './routes';

/** The query parameters as an object (URLSearchParams is not iterable in the DOM lib core types against). */
function queryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

/** Every literal path of spec §2, with the helper's ":name" for each {name}. */
const SPEC_PATHS = [
  '/app',
  '/-app/inicio',
  '/ajustes',
  '/ajustes/admin',
  '/ajustes/debug',
  '/ajustes/sobre-nosotros',
  '/ajustes/tema-visual',
  '/ajustes/cuenta',
  '/_google-sign-in',
  '/google-credential-handler',
  '/ajustes/google-manual-token-sign-in',
  '/ajustes/tu-premium',
  '/ajustes/planes-premium',
  '/ajustes/adquirir-premium/:subscriptionId/:basePlanId',
  '/ajustes/adquirir-premium-para-siempre/:productId',
  '/paradas',
  '/paradas/:stopCode',
  '/paradas/mapa',
  '/paradas/buscar',
  '/lineas',
  '/lineas/:lineCode',
  '/lineas/:lineCode/rutas/:routeCode',
  '/planificador',
  '/planificador/ruta',
  '/saldo-abono-transporte',
  '/saldo-abono-transporte-nfc',
  '/info',
  '/info/tarifas',
  '/info/tarifas/buses-interurbanos',
  '/info/tarifas/buses-emt',
  '/info/tarifas/cercanias',
  '/info/tarifas/metro',
  '/info/tarifas/metro-ligero',
  '/info/tarifas/abono-transporte',
  '/info/objetos-perdidos',
  '/info/plano-metro',
  '/info/mapa-metro',
  '/info/plano-cercanias',
  '/info/mapa-transporte-madrid',
  '/info/mapa-buses-emt-nocturnos',
  '/info/mapa-buses-interurbanos-nocturnos',
  '/info/transporte-obras-a5',
  '/info/transporte-obras-a5/lineas-afectadas',
  '/info/transporte-obras-a5/cuatro-vientos',
  '/info/transporte-obras-a5/emt-se1',
  '/info/transporte-obras-a5/emt-se2',
  '/info/transporte-obras-a5/emt-se3',
];

const routeNames = Object.keys(ROUTES) as RouteName[];
const allPaths = routeNames.map((name) => ROUTES[name].path);

/** The error a call throws; fails the test when it does not throw. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return expect.unreachable('expected the call to throw');
}

describe('ROUTES (spec §2)', () => {
  it.each(SPEC_PATHS)('has the path %s', (path) => {
    expect(allPaths).toContain(path);
  });

  it('gives every route a distinct path', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('gives the routes the spec’s optional query parameters', () => {
    expect(ROUTES.app.query).toEqual(['sourcePage']);
    expect(ROUTES.account.query).toEqual(['postLoginRedirectUrl']);
    expect(ROUTES.googleSignIn.query).toEqual(['loginRequesterOtClient', 'postLoginRedirectUrl', 'target']);
    expect(ROUTES.googleCredentialHandler.query).toEqual([
      'idToken',
      'loginRequesterOtClient',
      'postLoginRedirectUrl',
    ]);
    expect(ROUTES.manualTokenSignIn.query).toEqual(['postLoginRedirectUrl']);
    expect(ROUTES.stopsMap.query).toEqual(['codParada', 'p']);
  });

  it('has the Christmas schedules for 2023-24 and 2024-25 and the 2025 fare rises under /info', () => {
    expect(ROUTES.christmasSchedules2023.path).toMatch(/^\/info\/.*2023-24$/);
    expect(ROUTES.christmasSchedules2024.path).toMatch(/^\/info\/.*2024-25$/);
    expect(ROUTES.fareRise2025.path).toMatch(/^\/info\/.*2025$/);
  });
});

describe('routeMeta: the layout flags of a route (spec §2)', () => {
  it('hides the bottom navbar and the web bottom ad on the stops map', () => {
    expect(routeMeta('stopsMap')).toEqual({ isNavbarAllowed: false, isBottomAdAllowed: false });
  });

  it('hides the bottom navbar and the web bottom ad on stop search', () => {
    expect(routeMeta('stopSearch')).toEqual({ isNavbarAllowed: false, isBottomAdAllowed: false });
  });

  it('hides the bottom navbar and the ad on the universal app landing page', () => {
    expect(routeMeta('appLanding')).toEqual({ isNavbarAllowed: false, isBottomAdAllowed: false });
  });

  it('allows both by default', () => {
    const hidden = new Set<RouteName>(['stopsMap', 'stopSearch', 'appLanding']);
    for (const name of routeNames.filter((route) => !hidden.has(route))) {
      expect(routeMeta(name)).toEqual({ isNavbarAllowed: true, isBottomAdAllowed: true });
    }
  });
});

describe('buildRoute and buildPath: building URLs (spec §2)', () => {
  it('builds a route without parameters', () => {
    expect(buildRoute('stops')).toBe('/paradas');
    expect(buildRoute('appDashboard')).toBe('/-app/inicio');
  });

  it('fills the path parameters', () => {
    expect(buildRoute('stop', { stopCode: '4-10' })).toBe('/paradas/4-10');
    expect(buildRoute('itinerary', { lineCode: '8-450', routeCode: 2 })).toBe('/lineas/8-450/rutas/2');
    expect(buildRoute('buySubscription', { subscriptionId: 'premium', basePlanId: 'yearly' })).toBe(
      '/ajustes/adquirir-premium/premium/yearly',
    );
    expect(buildRoute('buyLifetimePremium', { productId: 'forever' })).toBe(
      '/ajustes/adquirir-premium-para-siempre/forever',
    );
  });

  it('encodes the path parameters', () => {
    expect(buildRoute('stop', { stopCode: 'a/b c?' })).toBe('/paradas/a%2Fb%20c%3F');
    expect(buildPath('/x/:name', { name: 'Núñez' })).toBe('/x/N%C3%BA%C3%B1ez');
  });

  it('adds the query parameters, encoded', () => {
    expect(buildRoute('stopsMap', undefined, { codParada: '4-10' })).toBe('/paradas/mapa?codParada=4-10');
    expect(buildRoute('account', undefined, { postLoginRedirectUrl: '/paradas/4-10?x=1' })).toBe(
      '/ajustes/cuenta?postLoginRedirectUrl=%2Fparadas%2F4-10%3Fx%3D1',
    );
    expect(buildRoute('app', undefined, { sourcePage: 1 })).toBe('/app?sourcePage=1');
    expect(buildPath('/x', undefined, { flag: false })).toBe('/x?flag=false');
  });

  it('drops query parameters with undefined values', () => {
    expect(buildRoute('stopsMap', undefined, { codParada: undefined, p: 'ChIJ1' })).toBe(
      '/paradas/mapa?p=ChIJ1',
    );
    expect(buildRoute('stopsMap', undefined, { codParada: undefined, p: undefined })).toBe('/paradas/mapa');
  });

  it('keeps query parameters with empty values', () => {
    expect(buildRoute('stopsMap', undefined, { p: '' })).toBe('/paradas/mapa?p=');
  });

  it("throws RouteError 'Missing required param: {name}' for a missing parameter", () => {
    const error = thrownBy(() => buildPath('/lineas/:lineCode', {} as PathParams<'/lineas/:lineCode'>));
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toBeInstanceOf(ProductError);
    expect((error as RouteError).code).toBe('ROUTE_PARAM_MISSING');
    expect((error as RouteError).message).toBe('Missing required param: lineCode');
    expect((error as RouteError).name).toBe('RouteError');
    expect(String(error)).toBe('ROUTE_PARAM_MISSING | Missing required param: lineCode');
  });

  it('throws for a missing parameter when no parameters are given at all', () => {
    expect(() => buildPath('/paradas/:stopCode')).toThrow('Missing required param: stopCode');
  });

  it('throws for an empty parameter', () => {
    const error = thrownBy(() => buildRoute('itinerary', { lineCode: '8-450', routeCode: '' }));
    expect((error as RouteError).code).toBe('ROUTE_PARAM_MISSING');
    expect((error as RouteError).message).toBe('Missing required param: routeCode');
  });

  it('names the first missing parameter', () => {
    expect(() =>
      buildPath(
        '/ajustes/adquirir-premium/:subscriptionId/:basePlanId',
        {} as PathParams<'/:subscriptionId/:basePlanId'>,
      ),
    ).toThrow('Missing required param: subscriptionId');
  });

  it('accepts 0 as a parameter', () => {
    expect(buildRoute('stop', { stopCode: 0 })).toBe('/paradas/0');
  });

  it('formats the spec’s message', () => {
    expect(missingParamMessage('stopCode')).toBe('Missing required param: stopCode');
  });

  describe('types', () => {
    it('extracts the parameter names of a path', () => {
      expectTypeOf<PathParamNames<'/lineas/:lineCode/rutas/:routeCode'>>().toEqualTypeOf<
        'lineCode' | 'routeCode'
      >();
      expectTypeOf<PathParamNames<'/paradas/:stopCode'>>().toEqualTypeOf<'stopCode'>();
      expectTypeOf<PathParamNames<'/paradas'>>().toBeNever();
    });

    it('requires the parameters of a route with parameters, and no parameters otherwise', () => {
      // @ts-expect-error the stop route needs its stopCode
      expect(() => buildRoute('stop')).toThrow('Missing required param: stopCode');
      // @ts-expect-error the parameter is stopCode, not code
      expect(() => buildRoute('stop', { code: '1' })).toThrow('Missing required param: stopCode');
      // @ts-expect-error the stops list takes no parameters
      expect(buildRoute('stops', { stopCode: '1' })).toBe('/paradas');
    });

    it('accepts only the route’s own query parameters', () => {
      // @ts-expect-error the account page reads postLoginRedirectUrl, not redirect
      expect(buildRoute('account', undefined, { redirect: '/' })).toBe('/ajustes/cuenta?redirect=%2F');
    });
  });
});

describe('googleSignInPath (spec §2)', () => {
  it('sets target to otExternalTarget when an external target is requested', () => {
    expect(EXTERNAL_SIGN_IN_TARGET).toBe('otExternalTarget');
    expect(googleSignInPath({ isExternalTarget: true })).toBe('/_google-sign-in?target=otExternalTarget');
  });

  it('leaves target out otherwise', () => {
    expect(googleSignInPath({ isExternalTarget: false })).toBe('/_google-sign-in');
  });

  it('passes loginRequesterOtClient and postLoginRedirectUrl', () => {
    const url = googleSignInPath({
      loginRequesterOtClient: 'android',
      postLoginRedirectUrl: '/ajustes/cuenta',
      isExternalTarget: true,
    });
    const parsed = new URL(url, 'https://example.test');
    expect(parsed.pathname).toBe('/_google-sign-in');
    expect(queryOf(parsed.searchParams)).toEqual({
      loginRequesterOtClient: 'android',
      postLoginRedirectUrl: '/ajustes/cuenta',
      target: 'otExternalTarget',
    });
    expect(
      googleSignInPath({
        loginRequesterOtClient: 'web',
        postLoginRedirectUrl: undefined,
        isExternalTarget: false,
      }),
    ).toBe('/_google-sign-in?loginRequesterOtClient=web');
  });
});

describe('resolveRedirect: the legacy redirects (spec §2)', () => {
  it.each([
    ['/', '/paradas'],
    ['/-app/inicio', '/paradas'],
    ['/mapa-paradas', '/paradas/mapa'],
    ['/buscar-parada', '/paradas/buscar'],
    ['/parada/123', '/paradas/123'],
    ['/linea/8-450', '/lineas/8-450'],
    ['/tarifas', '/info/tarifas'],
    ['/tarifas/buses-interurbanos', '/info/tarifas/buses-interurbanos'],
    ['/tarifas/buses-emt', '/info/tarifas/buses-emt'],
    ['/tarifas/cercanias', '/info/tarifas/cercanias'],
    ['/tarifas/metro', '/info/tarifas/metro'],
    ['/tarifas/metro-ligero', '/info/tarifas/metro-ligero'],
    ['/tarifas/abono-transporte', '/info/tarifas/abono-transporte'],
    ['/planos', '/info'],
    ['/mapa-buses-emt', ROUTES.emtBusMap.path],
    ['/mapa-transporte-madrid', '/info/mapa-transporte-madrid'],
    ['/planos/mapa-transporte-madrid', '/info/mapa-transporte-madrid'],
    ['/plano-metro', '/info/plano-metro'],
    ['/planos/plano-metro', '/info/plano-metro'],
    ['/mapa-metro', '/info/mapa-metro'],
    ['/planos/mapa-metro', '/info/mapa-metro'],
    ['/plano-cercanias', '/info/plano-cercanias'],
    ['/planos/plano-cercanias', '/info/plano-cercanias'],
    ['/mapa-buses-emt-nocturnos', '/info/mapa-buses-emt-nocturnos'],
    ['/planos/mapa-buses-emt-nocturnos', '/info/mapa-buses-emt-nocturnos'],
    ['/mapa-buses-interurbanos-nocturnos', '/info/mapa-buses-interurbanos-nocturnos'],
    ['/planos/mapa-buses-interurbanos-nocturnos', '/info/mapa-buses-interurbanos-nocturnos'],
  ])('sends %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it('sends /chamartin to the app universal landing page with the value chamartin', () => {
    expect(resolveRedirect('/chamartin')).toBe(buildRoute('appLanding', { landingId: 'chamartin' }));
    expect(resolveRedirect('/chamartin')).toMatch(/\/chamartin$/);
  });

  it('sends the all-EMT bus map under /info', () => {
    expect(ROUTES.emtBusMap.path).toBe('/info/mapa-buses-emt');
  });

  it('sends every redirect to a route that exists', () => {
    for (const redirect of REDIRECTS) {
      const target = resolveRedirect(buildPath(redirect.from, { stopCode: '4-10', lineCode: '8-450' }));
      const targetPattern = allPaths.find((path) => {
        const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
        return target !== undefined && pattern.test(target);
      });
      expect(targetPattern, `${redirect.from} → ${target}`).toBeDefined();
    }
  });

  it('carries the parameter over, decoded then encoded again', () => {
    expect(resolveRedirect('/parada/8_09568')).toBe('/paradas/8_09568');
    expect(resolveRedirect('/parada/a%20b')).toBe('/paradas/a%20b');
    expect(resolveRedirect('/linea/a%2Fb')).toBe('/lineas/a%2Fb');
  });

  it('ignores a trailing slash', () => {
    expect(resolveRedirect('/tarifas/')).toBe('/info/tarifas');
    expect(resolveRedirect('/parada/123/')).toBe('/paradas/123');
    expect(resolveRedirect('/planos//')).toBe('/info');
  });

  it('gives undefined for a path that is not a redirect', () => {
    expect(resolveRedirect('/paradas')).toBeUndefined();
    expect(resolveRedirect('/paradas/123')).toBeUndefined();
    expect(resolveRedirect('/parada')).toBeUndefined();
    expect(resolveRedirect('/parada/')).toBeUndefined();
    expect(resolveRedirect('/parada/1/2')).toBeUndefined();
    expect(resolveRedirect('/tarifas/taxi')).toBeUndefined();
    expect(resolveRedirect('/Tarifas')).toBeUndefined();
    expect(resolveRedirect('')).toBeUndefined();
  });

  it("sends the home aliases / and /-app/inicio to the home given (a city's homePath), the stops by default", () => {
    expect(HOME_ALIASES).toEqual(['/', '/-app/inicio']);
    for (const alias of ['/', '/-app/inicio', '/-app/inicio/']) {
      expect(resolveRedirect(alias, '/saldo-abono-transporte')).toBe('/saldo-abono-transporte');
      expect(resolveRedirect(alias)).toBe('/paradas');
    }
    // Only the home aliases: the other legacy paths keep their targets, whatever the home.
    expect(resolveRedirect('/tarifas', '/saldo-abono-transporte')).toBe('/info/tarifas');
    expect(resolveRedirect('/parada/4-12', '/saldo-abono-transporte')).toBe('/paradas/4-12');
    expect(resolveRedirect('/paradas', '/saldo-abono-transporte')).toBeUndefined();
  });

  it('gives undefined for a malformed percent escape', () => {
    expect(resolveRedirect('/parada/%E0%A4%A')).toBeUndefined();
    expect(resolveRedirect('/linea/%')).toBeUndefined();
  });
});

describe('bottomNavItems: the bottom navbar (spec §2)', () => {
  it('has Stops, Lines, How to get there (planner), Info and Card', () => {
    expect(NAV_ITEM_IDS).toEqual(['stops', 'lines', 'planner', 'info', 'card']);
    expect(bottomNavItems('web').map((item) => item.id)).toEqual([
      'stops',
      'lines',
      'planner',
      'info',
      'card',
    ]);
  });

  it('opens the balance path from Card on web', () => {
    expect(bottomNavItems('web')).toEqual([
      { id: 'stops', path: '/paradas' },
      { id: 'lines', path: '/lineas' },
      { id: 'planner', path: '/planificador' },
      { id: 'info', path: '/info' },
      { id: 'card', path: '/saldo-abono-transporte' },
    ]);
  });

  it.each(['android', 'ios'] as const)('opens the NFC path from Card on %s', (clientType) => {
    const items = bottomNavItems(clientType);
    expect(items.find((item) => item.id === 'card')?.path).toBe('/saldo-abono-transporte-nfc');
    expect(items.slice(0, 4)).toEqual(bottomNavItems('web').slice(0, 4));
  });

  it('puts the home item first and the others in their usual order', () => {
    expect(bottomNavItems('web', 'card')).toEqual([
      { id: 'card', path: '/saldo-abono-transporte' },
      { id: 'stops', path: '/paradas' },
      { id: 'lines', path: '/lineas' },
      { id: 'planner', path: '/planificador' },
      { id: 'info', path: '/info' },
    ]);
    expect(bottomNavItems('android', 'card')[0]).toEqual({ id: 'card', path: '/saldo-abono-transporte-nfc' });
    expect(bottomNavItems('web', 'planner').map((item) => item.id)).toEqual([
      'planner',
      'stops',
      'lines',
      'info',
      'card',
    ]);
    expect(bottomNavItems('ios', 'stops')).toEqual(bottomNavItems('ios'));
  });
});

describe("homePath: the app's home (spec §2)", () => {
  it('is the stops by default', () => {
    expect(homePath('web')).toBe('/paradas');
    expect(homePath('android')).toBe('/paradas');
  });

  it("is the card's balance page on web and its NFC reading in the apps", () => {
    expect(homePath('web', 'card')).toBe('/saldo-abono-transporte');
    expect(homePath('android', 'card')).toBe('/saldo-abono-transporte-nfc');
    expect(homePath('ios', 'card')).toBe('/saldo-abono-transporte-nfc');
  });

  it.each(NAV_ITEM_IDS)("is the path of the navbar's first item when %s is home", (id) => {
    for (const clientType of ['web', 'android', 'ios'] as const) {
      expect(homePath(clientType, id)).toBe(bottomNavItems(clientType, id)[0]?.path);
    }
  });
});
