import { ARRIVALS_TIMEOUT_MS, HTTP_TIMEOUT_MS, STOP_INFO_TIMEOUT_MS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { allApiRoutes } from './allRoutes';
import { plannerRoutes } from './plannerRoutes';
import { apiRouteDocs } from './routeDocs';
import { type ApiRoute, apiRoutes, pathParamNames, RouteError, routePath, routeQuery } from './routes';
import { DEFAULT_ARRIVALS_LIMIT, DEFAULT_ARRIVALS_WINDOW_MINUTES } from './schemas';

const routes: [string, ApiRoute][] = Object.entries(allApiRoutes);

describe('the route table', () => {
  it("keeps the planner's routes out of the main table (the app's first download carries only the main one)", () => {
    expect(Object.keys(plannerRoutes).sort()).toEqual(['places', 'plan']);
    expect(Object.keys(apiRoutes).some((name) => name in plannerRoutes)).toBe(false);
  });

  it('lists each route once, by method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([
      'GET /time',
      'GET /v1/lines',
      'GET /v1/lines/:lineCode',
      'GET /v1/lines/:lineCode/timetable',
      'GET /v1/places',
      'GET /v1/plan',
      'GET /v1/stations/:stationCode',
      'GET /v1/stations/:stationCode/arrivals',
      'GET /v1/stops',
      'GET /v1/stops/:code/arrivals',
      'GET /v1/stops/:code/info',
    ]);
  });

  it("gives each route the timeout of spec §7: stop info 20 s, arrivals 60 s, a line (and its timetable), the lists and /time 15 s; a station's page and board as a stop's", () => {
    expect(STOP_INFO_TIMEOUT_MS).toBe(20_000);
    expect(ARRIVALS_TIMEOUT_MS).toBe(60_000);
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
    expect(Object.fromEntries(routes.map(([name, route]) => [name, route.timeoutMs]))).toEqual({
      stopList: 15_000,
      lineList: 15_000,
      stopInfo: 20_000,
      arrivals: 60_000,
      stationInfo: 20_000,
      stationArrivals: 60_000,
      line: 15_000,
      lineTimetable: 15_000,
      plan: 15_000,
      places: 15_000,
      time: 15_000,
    });
  });

  it('documents each route for the OpenAPI document beside the table, not in it (the table rides in the app)', () => {
    expect(Object.keys(apiRouteDocs).sort()).toEqual(Object.keys(allApiRoutes).sort());
    for (const [name, doc] of Object.entries(apiRouteDocs)) {
      expect(doc.summary, name).not.toBe('');
      expect(doc.description, name).not.toBe('');
    }
    for (const [, route] of routes) expect(Object.keys(route)).not.toContain('description');
  });

  it.each(routes)(
    '%s: every :name in the path is a parameter of its params schema, and no other',
    (_name, route) => {
      expect(pathParamNames(route).sort()).toEqual(Object.keys(route.params?.shape ?? {}).sort());
    },
  );
});

describe('building a call from the table', () => {
  it('puts each path parameter into its segment, URI-encoded', () => {
    expect(routePath(apiRoutes.stopInfo, { code: '4-12' })).toBe('/v1/stops/4-12/info');
    expect(routePath(apiRoutes.arrivals, { code: '4/12?x' })).toBe('/v1/stops/4%2F12%3Fx/arrivals');
    expect(routePath(apiRoutes.line, { lineCode: '4-1' })).toBe('/v1/lines/4-1');
    expect(routePath(apiRoutes.lineTimetable, { lineCode: '4-1' })).toBe('/v1/lines/4-1/timetable');
    expect(routePath(apiRoutes.stopList, undefined)).toBe('/v1/stops');
    expect(routePath(apiRoutes.stationInfo, { stationCode: 'E4-12' })).toBe('/v1/stations/E4-12');
    expect(routePath(apiRoutes.stationArrivals, { stationCode: 'E4-12' })).toBe(
      '/v1/stations/E4-12/arrivals',
    );
  });

  it('refuses to build a path without one of its parameters', () => {
    expect(() => routePath(apiRoutes.stopInfo, {} as { code: string })).toThrow(
      new RouteError('ROUTE_PARAM_MISSING', 'The path /v1/stops/:code/info needs :code.'),
    );
  });

  it('writes a query in plain decimal digits and leaves out what is not given, so the server default applies', () => {
    expect(
      routeQuery(apiRoutes.arrivals, { limit: 5, windowMinutes: undefined, at: '2025-11-19T07:00' }),
    ).toEqual({
      at: '2025-11-19T07:00',
      limit: '5',
    });
    expect(routeQuery(apiRoutes.line, {})).toEqual({});
    expect(routeQuery(apiRoutes.lineTimetable, { stop: '4-12', date: undefined })).toEqual({ stop: '4-12' });
    expect(routeQuery(apiRoutes.stopList, undefined)).toEqual({});
  });

  it('writes a query the server reads back as the same values', () => {
    const query = { at: '2025-11-19T07:00:00+01:00', limit: 200, windowMinutes: 1440 };
    expect(apiRoutes.arrivals.query.parse(routeQuery(apiRoutes.arrivals, query))).toEqual(query);
    expect(apiRoutes.arrivals.query.parse(routeQuery(apiRoutes.arrivals, {}))).toEqual({
      limit: DEFAULT_ARRIVALS_LIMIT,
      windowMinutes: DEFAULT_ARRIVALS_WINDOW_MINUTES,
    });
    expect(apiRoutes.stationArrivals.query.parse(routeQuery(apiRoutes.stationArrivals, query))).toEqual(
      query,
    );
    // The plan's arriveBy is a boolean: written as 'true', it is read back as true (left out, it was lost).
    const plan = {
      from: 'stop:4-12',
      to: 'stop:4-120',
      at: '2025-11-19T07:00:00+01:00',
      arriveBy: true,
      maxTransfers: 2,
    };
    expect(routeQuery(plannerRoutes.plan, plan)).toMatchObject({ arriveBy: 'true' });
    expect(plannerRoutes.plan.query.parse(routeQuery(plannerRoutes.plan, plan))).toEqual(plan);
    const timetable = { stop: '4-12', date: '2025-11-19' };
    expect(apiRoutes.lineTimetable.query.parse(routeQuery(apiRoutes.lineTimetable, timetable))).toEqual(
      timetable,
    );
  });
});
