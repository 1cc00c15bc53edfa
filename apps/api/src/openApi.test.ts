import {
  ACCOUNT_ROUTES,
  allApiRoutes,
  BILLING_ROUTES,
  DEFAULT_ARRIVALS_LIMIT,
  DEFAULT_ARRIVALS_WINDOW_MINUTES,
  NETWORK_ARTIFACT_ROUTE,
  NFC_ROUTES,
} from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { API_VERSION } from './openApi';
import { fixtureCities } from './fixtureNetwork';

interface Operation {
  readonly tags?: string[];
  readonly parameters?: { name: string; in: string }[];
  readonly responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  readonly requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { title: string; version: string };
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
  };
}

let app: App;
let document: OpenApiDocument;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => 0 });
  const response = await app.inject({ url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => app.close());

/** Every route of the contract's table, in OpenAPI's path syntax: the server registers each under every city. */
const CITY_ROUTES = Object.values(allApiRoutes).map((route) => route.path.replace(/:(\w+)/g, '{$1}'));
/** The account calls and the Google Play purchase calls (issue 12), with their methods. */
const ACCOUNT_PATHS = [...Object.values(ACCOUNT_ROUTES), ...Object.values(BILLING_ROUTES)].map((route) => ({
  path: route.path.replace(/:(\w+)/g, '{$1}'),
  method: route.method.toLowerCase(),
}));
const isAccountPath = (path: string) => ACCOUNT_PATHS.some((route) => path.endsWith(route.path));
/** The NFC card-reading calls (issue 13): POSTs, under the Madrid region's cities only. */
const NFC_PATHS = Object.values(NFC_ROUTES).map((route) => route.path);
const isNfcPath = (path: string) => NFC_PATHS.some((route) => path.endsWith(route));

describe('the OpenAPI document at /openapi.json', () => {
  it("is OpenAPI 3.1 and lists every route of the contract's table, the account and purchase calls and the network artifact under every city, and /time", () => {
    expect(CITY_ROUTES).toHaveLength(11);
    expect(ACCOUNT_PATHS.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /v1/auth-config',
      'get /v1/me/data',
      'put /v1/me/data/{field}',
      'get /v1/me/entitlement',
      'post /gplay-billing/handle-subscription-purchase',
      'post /gplay-billing/handle-one-time-product-purchase',
    ]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Transit API', version: API_VERSION });
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/time',
        ...['/api/madrid', '/api/new-york'].flatMap((base) =>
          [...CITY_ROUTES, ...ACCOUNT_PATHS.map((route) => route.path), NETWORK_ARTIFACT_ROUTE.path].map(
            (route) => base + route,
          ),
        ),
        ...NFC_PATHS.map((route) => `/api/madrid${route}`),
      ].sort(),
    );
    for (const [path, item] of Object.entries(document.paths)) {
      const account = ACCOUNT_PATHS.find((route) => path.endsWith(route.path));
      expect(Object.keys(item), path).toEqual([isNfcPath(path) ? 'post' : (account?.method ?? 'get')]);
    }
  });

  it("marks the rider's own calls as taking a Firebase ID token, answering 401 and 503 as errors", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      if (!isAccountPath(path) || path.endsWith('/auth-config')) continue;
      const operation = Object.values(item)[0] as Operation & { security?: unknown };
      expect(operation.security, path).toEqual([{ firebaseIdToken: [] }]);
      for (const status of ['400', '401', '403', '503']) {
        expect(
          operation.responses[status]?.content?.['application/json']?.schema.$ref,
          `${path} ${status}`,
        ).toBe('#/components/schemas/Error');
      }
    }
  });

  it('lists every route the server answers (nothing undocumented but the document itself)', () => {
    const routes: string[] = [];
    const probe = createApp({ cities: fixtureCities(), now: () => 0 });
    probe.addHook('onRoute', (route) => {
      if (route.method === 'GET' || route.method === 'PUT' || route.method === 'POST')
        routes.push(route.url.replace(/:(\w+)/g, '{$1}'));
    });
    return probe.ready().then(async () => {
      expect(routes.filter((url) => url !== '/openapi.json').sort()).toEqual(
        Object.keys(document.paths).sort(),
      );
      await probe.close();
    });
  });

  it('describes each JSON answer and its { code, message } errors with schemas', () => {
    for (const [path, { get }] of Object.entries(document.paths)) {
      if (path.endsWith(NETWORK_ARTIFACT_ROUTE.path)) continue; // bytes, not JSON
      if (isAccountPath(path) || isNfcPath(path)) continue; // their own errors (above, below)
      expect(get?.responses['200']?.content?.['application/json']?.schema.$ref, path).toMatch(
        /^#\/components\/schemas\//,
      );
      for (const status of ['400', '404', '500']) {
        expect(get?.responses[status]?.content?.['application/json']?.schema.$ref, `${path} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
    expect(document.components.schemas['Error']?.required).toEqual(['code', 'message']);
  });

  it('documents the query parameters', () => {
    const names = (path: string) =>
      document.paths[path]?.['get']?.parameters?.map((p) => `${p.in}:${p.name}`).sort();
    expect(names('/api/madrid/v1/stops/{code}/arrivals')).toEqual([
      'path:code',
      'query:at',
      'query:lang',
      'query:limit',
      'query:windowMinutes',
    ]);
    expect(names('/api/madrid/v1/lines/{lineCode}')).toEqual(['path:lineCode', 'query:date']);
    expect(names('/api/madrid/v1/lines/{lineCode}/timetable')).toEqual([
      'path:lineCode',
      'query:date',
      'query:stop',
    ]);
    expect(names('/api/madrid/v1/stations/{stationCode}')).toEqual(['path:stationCode']);
    expect(names('/api/madrid/v1/stations/{stationCode}/arrivals')).toEqual([
      'path:stationCode',
      'query:at',
      'query:lang',
      'query:limit',
      'query:windowMinutes',
    ]);
    const stop = document.paths['/api/madrid/v1/lines/{lineCode}/timetable']?.['get']?.parameters?.find(
      (parameter) => parameter.name === 'stop',
    ) as { required?: boolean } | undefined;
    expect(stop?.required).toBe(true);
  });

  it("describes a stop's departures as a printed timetable: hours and their minutes", () => {
    expect(document.components.schemas['StopDepartures']?.required).toEqual([
      'stopCode',
      'firstDeparture',
      'lastDeparture',
      'departureCount',
      'isApproximate',
      'hours',
    ]);
    expect(Object.keys(document.components.schemas['HourDepartures']?.properties ?? {})).toEqual([
      'hour',
      'isNextDay',
      'minutes',
    ]);
  });

  it('states the arrivals defaults of the contract, the one place they live (60 departures, 120 minutes)', () => {
    const parameters = document.paths['/api/madrid/v1/stops/{code}/arrivals']?.['get']?.parameters ?? [];
    const described = (name: string) =>
      (parameters.find((parameter) => parameter.name === name) as { description?: string } | undefined)
        ?.description;
    expect(DEFAULT_ARRIVALS_LIMIT).toBe(60);
    expect(DEFAULT_ARRIVALS_WINDOW_MINUTES).toBe(120);
    expect(described('limit')).toContain(`(default ${DEFAULT_ARRIVALS_LIMIT})`);
    expect(described('windowMinutes')).toContain(`(default ${DEFAULT_ARRIVALS_WINDOW_MINUTES})`);
  });

  it("describes a station: its modes' stops, the straight-line transfer hint, and a board section per mode", () => {
    expect(document.components.schemas['StationInfo']?.required).toEqual([
      'code',
      'name',
      'location',
      'modes',
      'transfer',
      'attribution',
    ]);
    expect(document.components.schemas['StationWalk']?.required).toEqual([
      'fromStopCode',
      'toStopCode',
      'distanceM',
      'walkMinutes',
    ]);
    expect(document.components.schemas['StationArrival']?.required).toContain('stopCode');
    expect(Object.keys(document.components.schemas['StationModeArrivals']?.properties ?? {})).toEqual([
      'stopType',
      'stopTypeCode',
      'stopCodes',
      'arrivals',
      'timetable',
      'notice',
    ]);
    const description = (path: string) =>
      (document.paths[path]?.['get'] as { description?: string } | undefined)?.description;
    expect(description('/api/madrid/v1/stations/{stationCode}')).toContain('straight line');
    expect(description('/api/madrid/v1/stations/{stationCode}/arrivals')).toContain('NO_TIMETABLE');
  });

  it('leaves room for live arrivals: source, isRealtime, delaySeconds and ageSeconds', () => {
    const arrival = document.components.schemas['Arrival'];
    expect(arrival?.properties?.['source']).toMatchObject({ enum: ['schedule', 'live'] });
    expect(Object.keys(arrival?.properties ?? {})).toEqual(
      expect.arrayContaining(['isRealtime', 'delaySeconds', 'ageSeconds']),
    );
    expect(arrival?.required).not.toContain('delaySeconds');
    expect(arrival?.required).not.toContain('ageSeconds');
  });

  it("marks the purchase calls' 404 (a purchase Google Play no longer knows) and their body, the Play purchase", () => {
    for (const route of Object.values(BILLING_ROUTES)) {
      const operation = document.paths[`/api/madrid${route.path}`]?.['post'];
      expect(operation?.tags, route.path).toEqual(['madrid', 'billing']);
      expect(operation?.responses['404']?.content?.['application/json']?.schema.$ref, route.path).toBe(
        '#/components/schemas/Error',
      );
      expect(operation?.requestBody?.content['application/json']?.schema.$ref, route.path).toBe(
        '#/components/schemas/PlayPurchaseInput',
      );
    }
    expect(document.components.schemas['PlayPurchaseInput']?.required).toEqual([
      'packageName',
      'productId',
      'purchaseToken',
    ]);
  });

  it('keeps only the schemas it refers to: the answers, and the request bodies', () => {
    expect(Object.keys(document.components.schemas).filter((name) => name.endsWith('Input'))).toEqual([
      'UserDataWriteInput',
      'PlayPurchaseInput',
      'NfcCardReadingInput',
    ]);
  });

  it("describes the NFC card-reading calls: no token, the card's answers as body, the answers and their coded errors", () => {
    const schemaOf = (operation: Operation | undefined, status: string) =>
      operation?.responses[status]?.content?.['application/json']?.schema.$ref;
    const sessions = document.paths[`/api/madrid${NFC_ROUTES.sessions.path}`]?.['post'];
    const reading = document.paths[`/api/madrid${NFC_ROUTES.cardReading.path}`]?.['post'];
    expect(sessions?.tags).toEqual(['madrid', 'nfc']);
    expect(schemaOf(sessions, '200')).toBe('#/components/schemas/NfcSession');
    expect(schemaOf(sessions, '503')).toBe('#/components/schemas/Error');
    expect(sessions?.requestBody).toBeUndefined();
    expect(schemaOf(reading, '200')).toBe('#/components/schemas/NfcCardReadingAnswer');
    expect(reading?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/NfcCardReadingInput',
    );
    for (const status of ['400', '404', '409', '422', '503']) {
      expect(schemaOf(reading, status), status).toBe('#/components/schemas/Error');
    }
    for (const operation of [sessions, reading]) {
      expect((operation as { security?: unknown } | undefined)?.security).toBeUndefined();
    }
    expect(document.components.schemas['NfcTicket']?.required).toEqual([
      'name',
      'zone',
      'purchaseDate',
      'firstUseDate',
      'lastValidDate',
      'rechargeDate',
      'remainingTrips',
    ]);
  });
});
