import {
  ARRIVALS_TIMEOUT_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  ProductError,
  STOP_INFO_TIMEOUT_MS,
} from '@transit/core';
import type { z } from 'zod';
import {
  arrivalsQuerySchema,
  arrivalsSchema,
  lineDetailSchema,
  lineListSchema,
  lineParamsSchema,
  lineQuerySchema,
  lineStopTimetableSchema,
  lineTimetableQuerySchema,
  stationArrivalsSchema,
  stationInfoSchema,
  stationParamsSchema,
  stopInfoSchema,
  stopListSchema,
  stopParamsSchema,
  timeSchema,
} from './schemas';

/** The path parameters or query of a route: an object schema, or undefined when the route takes none. */
export type RouteInputSchema = z.ZodObject | undefined;

/**
 * One route of the API, everything the server and the client must agree on. The server registers it (method, path,
 * validation, answer schema; its OpenAPI text is in {@link apiRouteDocs}); the client builds its URL from `path`,
 * waits `timeoutMs` for the whole answer and parses the answer with `response`.
 */
export interface ApiRoute<
  Params extends RouteInputSchema = RouteInputSchema,
  Query extends RouteInputSchema = RouteInputSchema,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET';
  /**
   * The path under a city's API base (or under the server's root, for /time), with `:name` for each path parameter
   * (the router's syntax), e.g. '/v1/stops/:code/info'. Every `:name` is a key of `params`.
   */
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  /** The schema of the 200 answer. Errors answer errorSchema's `{ code, message }`. */
  readonly response: Response;
  /** How long the client waits for the whole answer (status, headers and body), milliseconds (spec §7, §9). */
  readonly timeoutMs: number;
}

/** Keeps each route's own schema types (a plain object literal would widen them to the interface's). */
export const defineRoute = <
  Params extends RouteInputSchema,
  Query extends RouteInputSchema,
  Response extends z.ZodType,
>(
  route: ApiRoute<Params, Query, Response>,
) => route;

/**
 * The API's routes, each listed once. Spec §7 gives the timeouts: stop info 20 s, arrivals 60 s (interurban sources
 * can take up to a minute), a line 15 s, the static lists 15 s and /time 15 s (core's constants). A station's page
 * and board wait as long as a stop's.
 */
export const apiRoutes = {
  stopList: defineRoute({
    method: 'GET',
    path: '/v1/stops',
    params: undefined,
    query: undefined,
    response: stopListSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  lineList: defineRoute({
    method: 'GET',
    path: '/v1/lines',
    params: undefined,
    query: undefined,
    response: lineListSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  stopInfo: defineRoute({
    method: 'GET',
    path: '/v1/stops/:code/info',
    params: stopParamsSchema,
    query: undefined,
    response: stopInfoSchema,
    timeoutMs: STOP_INFO_TIMEOUT_MS,
  }),
  arrivals: defineRoute({
    method: 'GET',
    path: '/v1/stops/:code/arrivals',
    params: stopParamsSchema,
    query: arrivalsQuerySchema,
    response: arrivalsSchema,
    timeoutMs: ARRIVALS_TIMEOUT_MS,
  }),
  stationInfo: defineRoute({
    method: 'GET',
    path: '/v1/stations/:stationCode',
    params: stationParamsSchema,
    query: undefined,
    response: stationInfoSchema,
    timeoutMs: STOP_INFO_TIMEOUT_MS,
  }),
  stationArrivals: defineRoute({
    method: 'GET',
    path: '/v1/stations/:stationCode/arrivals',
    params: stationParamsSchema,
    query: arrivalsQuerySchema,
    response: stationArrivalsSchema,
    timeoutMs: ARRIVALS_TIMEOUT_MS,
  }),
  line: defineRoute({
    method: 'GET',
    path: '/v1/lines/:lineCode',
    params: lineParamsSchema,
    query: lineQuerySchema,
    response: lineDetailSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  lineTimetable: defineRoute({
    method: 'GET',
    path: '/v1/lines/:lineCode/timetable',
    params: lineParamsSchema,
    query: lineTimetableQuerySchema,
    response: lineStopTimetableSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  time: defineRoute({
    method: 'GET',
    path: '/time',
    params: undefined,
    query: undefined,
    response: timeSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
} as const;

export type ApiRoutes = typeof apiRoutes;

/**
 * The city's compiled network artifact (application/octet-stream; gzip, ETag, revalidated like the static lists),
 * which the app's offline planner decodes with @transit/network. Not JSON, so not in the table above. Its download
 * waits as long as a code chunk's (spec §9: 120 s).
 */
export const NETWORK_ARTIFACT_ROUTE = { path: '/v1/network', timeoutMs: CHUNK_LOAD_TIMEOUT_MS } as const;
export type ApiRouteName = keyof ApiRoutes;

/** The path parameters a route is called with: what its params schema reads (nothing for a route without). */
export type RouteParams<Route extends ApiRoute> = Route['params'] extends z.ZodObject
  ? z.output<Route['params']>
  : undefined;

/**
 * The query a caller may give a route, each value optional: a parameter left out takes the server's default. The
 * values are what the server reads (numbers as numbers); {@link routeQuery} writes them into the URL.
 */
export type RouteQuery<Route extends ApiRoute> = Route['query'] extends z.ZodObject
  ? { readonly [Name in keyof z.output<Route['query']>]?: z.output<Route['query']>[Name] | undefined }
  : undefined;

/** What a route answers with 200. */
export type RouteResponse<Route extends ApiRoute> = z.output<Route['response']>;

/** A route was called without one of its path parameters: a programming error, caught before any request. */
export class RouteError extends ProductError<'ROUTE_PARAM_MISSING'> {
  override readonly name = 'RouteError';
}

const PATH_PARAM = /:(\w+)/g;

/** The names of a route's path parameters, in path order. */
export function pathParamNames(route: Pick<ApiRoute, 'path'>): string[] {
  return [...route.path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

/**
 * The path of one call of a route, each parameter URI-encoded (a code with a '/' or '?' stays one segment), e.g.
 * `routePath(apiRoutes.stopInfo, { code: '4-12' })` is '/v1/stops/4-12/info'.
 */
export function routePath<Route extends ApiRoute>(route: Route, params: RouteParams<Route>): string {
  const values: Readonly<Record<string, unknown>> = params ?? {};
  return route.path.replace(PATH_PARAM, (_match, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new RouteError('ROUTE_PARAM_MISSING', `The path ${route.path} needs :${name}.`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A query as URL parameters, in the route's own parameter order; undefined values are left out, so the server's
 * default applies. Numbers are written in plain decimal digits and booleans as 'true' or 'false' (the plan's
 * arriveBy), as the server reads them.
 */
export function routeQuery<Route extends ApiRoute>(
  route: Route,
  query: RouteQuery<Route>,
): Record<string, string> {
  const values: Readonly<Record<string, unknown>> = query ?? {};
  const written: Record<string, string> = {};
  for (const name of Object.keys(route.query?.shape ?? {})) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      written[name] = String(value);
    }
  }
  return written;
}
