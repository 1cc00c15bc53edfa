import {
  type ApiRoute,
  type ApiRouteDoc,
  apiRouteDocs,
  type AllApiRouteName,
  type AllApiRoutes,
  allApiRoutes,
  type ArrivalsQuery,
  arrivalsSchema,
  errorSchema,
  NETWORK_ARTIFACT_ROUTE,
  stationArrivalsSchema,
} from '@transit/api-contract';
import { quoteInput } from '@transit/core';
import { localTimeOf, parseDateTime, parseIsoDay } from '@transit/network';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ArrivalsOptions, buildArrivals } from './arrivals';
import { type BoardCache, createBoardCache, sendBoardJson } from './boardCache';
import { type CityContext, findLine, findStop } from './cityContext';
import { sendError } from './errorAnswer';
import { ApiError } from './errors';
import { buildLineDetail, buildLineStopTimetable } from './lines';
import { sendNetworkArtifact } from './networkArtifact';
import { buildPlaceSearch } from './places';
import { buildPlan } from './plan';
import { withLiveDelays } from './planLive';
import { asksLive, buildLiveArrivals, buildLiveStationArrivals, type CityLive } from './live/board';
import { sendStaticBody, STATIC_CACHE_CONTROL, type StaticBody } from './staticBody';
import { buildStationArrivals, buildStationInfo, findStation } from './stations';
import { buildStopInfo } from './stops';

/** Answers change with the clock: the client revalidates every time (the weak ETag makes that a 304 when unchanged). */
const ARRIVALS_CACHE_CONTROL = 'no-cache';
/** A line's timetable depends on today's date; its itineraries do not. */
const LINE_CACHE_CONTROL = 'public, max-age=300';

const errorResponses = { 400: errorSchema, 404: errorSchema, 500: errorSchema } as const;
const notModified = z.undefined().describe('Not modified: the ETag in If-None-Match is current.');

/** The methods every route answers: GET, and the HEAD the router derives from it. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** The Fastify schema of a route of the table: validation, answer schemas and its OpenAPI text. */
export interface RouteSchema<Route extends ApiRoute> {
  readonly tags: string[];
  readonly summary: string;
  readonly description: string;
  readonly params: Route['params'];
  readonly querystring: Route['query'];
  readonly response: { 200: Route['response']; 304: typeof notModified } & typeof errorResponses;
}

export function routeSchema<Route extends ApiRoute>(
  route: Route,
  doc: ApiRouteDoc,
  tags: readonly string[],
): RouteSchema<Route> {
  const schema = {
    tags: [...tags],
    summary: doc.summary,
    description: doc.description,
    response: { 200: route.response, 304: notModified, ...errorResponses },
  };
  // A route without params or query leaves the key out (Fastify warns of a key present but undefined); the type keeps
  // it, undefined, so that the type provider reads each route's own schemas.
  return Object.assign(
    schema,
    route.params === undefined ? {} : { params: route.params },
    route.query === undefined ? {} : { querystring: route.query },
  ) as RouteSchema<Route>;
}

/** The scope routes are registered on: the zod type provider's. */
type Scope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler of a route of the table: its request's params and query, and its answer, typed by the table. */
export type RouteHandler<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<Route>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** How the server answers one route of the table. */
export interface Answerer<Route extends ApiRoute> {
  readonly handler: RouteHandler<Route>;
  /** False when the handler sends a body it compressed ahead (the static lists). */
  readonly compress?: false;
}

/** An answerer for each route of a scope's routes. */
export type Answerers<Name extends AllApiRouteName> = { readonly [Key in Name]: Answerer<AllApiRoutes[Key]> };

/**
 * Registers the named routes of the table with their answerers: method, path, validation and answer schemas all
 * come from the table; every other method on the same path answers 405 with an Allow header.
 */
function registerRoutes<Name extends AllApiRouteName>(
  scope: Scope,
  names: readonly Name[],
  tags: readonly string[],
  answerers: Answerers<Name>,
): void {
  const register = <Key extends Name>(name: Key) => {
    const route: AllApiRoutes[Key] = allApiRoutes[name];
    const answerer: Answerer<AllApiRoutes[Key]> = answerers[name];
    scope.route({
      method: route.method,
      url: route.path,
      schema: routeSchema(route, apiRouteDocs[name], tags),
      ...(answerer.compress === false && { compress: false }),
      handler: answerer.handler,
    });
    refuseOtherMethods(scope, route.path);
  };
  names.forEach(register);
}

/**
 * Every method but GET and HEAD on a path the server answers: 405 with `Allow`, before any body is read (a POST's
 * body is never parsed nor waited for).
 */
export function refuseOtherMethods(
  scope: Pick<FastifyInstance, 'route' | 'supportedMethods'>,
  url: string,
): void {
  scope.route({
    method: scope.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD'),
    url,
    schema: { hide: true },
    // Answered here, so the handler never runs: no `done`.
    onRequest: (request, reply) => {
      reply.header('allow', ALLOWED_METHODS);
      sendError(
        request,
        reply,
        new ApiError(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not allowed on ${quoteInput(request.url.split('?')[0], 80)}: use ${ALLOWED_METHODS}.`,
        ),
      );
    },
    handler: () => undefined,
  });
}

/** A board route's board (the stop's, the station's): what it is about and how it is made. */
interface BoardAsked<Board> {
  /** What the board is about, the start of its cache key: `stop 12`, `station 3`. */
  readonly subject: string;
  readonly query: ArrivalsQuery;
  /** The moment it is about (the query's `at`, or now). */
  readonly atEpochMs: number;
  /** The answer's schema: a board is checked against it when its JSON is made ahead to be kept. */
  readonly schema: z.ZodType<Board>;
  /** The board with the city's live sources, their alerts in the rider's language where they have it. */
  readonly withLive: (
    live: CityLive,
    options: ArrivalsOptions & { readonly language: ArrivalsQuery['lang'] },
  ) => Promise<Board>;
  /** The board from the timetable alone. */
  readonly fromTimetable: (options: ArrivalsOptions) => Board;
}

/**
 * Answers a board route. A board about now that another rider asked for a moment ago is served as it was made; else
 * the board is made, with the live sources when it is about now (live sources answer about now: a board for another
 * moment is the timetable alone), and a fault of the live side never fails it: the timetable answers. A board about
 * now is kept when the cache keeps boards, its JSON made once (checked against the schema), for the next riders.
 */
async function answerBoard<Board extends { readonly live: { readonly isPending: boolean } }>(
  request: FastifyRequest,
  reply: FastifyReply,
  boards: BoardCache,
  live: CityLive | undefined,
  { subject, query, atEpochMs, schema, withLive, fromTimetable }: BoardAsked<Board>,
): Promise<Board | FastifyReply> {
  const { at, limit, windowMinutes, lang } = query;
  const key = at === undefined ? `${subject} ${limit} ${windowMinutes} ${lang}` : undefined;
  const kept = key === undefined ? undefined : boards.get(key);
  if (kept !== undefined) return sendBoardJson(reply, kept);
  const board = asksLive(live, atEpochMs)
    ? await withLive(live, { atEpochMs, limit, windowMinutes, language: lang }).catch((error: unknown) => {
        request.log.error({ code: 'LIVE_BOARD_FAILED', err: error }, 'the live side of a board failed');
        return fromTimetable({ atEpochMs, limit, windowMinutes });
      })
    : fromTimetable({ atEpochMs, limit, windowMinutes });
  if (key === undefined || !boards.keepsBoards) return board;
  const json = JSON.stringify(schema.parse(board));
  boards.set(key, json, board.live.isPending);
  return sendBoardJson(reply, json);
}

export interface CityRoutesOptions {
  readonly context: CityContext;
  readonly stopList: StaticBody;
  readonly lineList: StaticBody;
  readonly now: () => number;
  /** The city's live sources; undefined when it has none (the boards are the timetable). */
  readonly live?: CityLive | undefined;
  /** How long a rendered board about now is served again, ms (createBoardCache); 0 or absent keeps none. */
  readonly boardCacheMs?: number | undefined;
}

const CITY_ROUTE_NAMES = Object.keys(allApiRoutes) as AllApiRouteName[];

/** Every route of the table, for one city, registered under its apiBase. */
export const cityRoutes: FastifyPluginCallbackZod<CityRoutesOptions> = (
  scope,
  { context, stopList, lineList, now, live, boardCacheMs },
  done,
) => {
  const { timeZone } = context.city;
  const boards = createBoardCache(now, boardCacheMs ?? 0);
  /** The service day a timetable query asks about (days since 1970-01-01): its date, or today in the city. */
  const timetableDay = (date: string | undefined): number => {
    const day = date === undefined ? localTimeOf(now(), timeZone).day : parseIsoDay(date);
    if (day === undefined) {
      throw new ApiError(
        400,
        'INVALID_QUERY',
        `Invalid query: date: ${quoteInput(date)} is not a date between 1970 and 2199.`,
      );
    }
    return day;
  };
  /** The moment an arrivals query asks about: its `at`, or now. */
  const arrivalsMoment = (at: string | undefined): number => {
    const atEpochMs = at === undefined ? now() : parseDateTime(at, timeZone);
    if (atEpochMs === undefined) {
      throw new ApiError(
        400,
        'INVALID_QUERY',
        `Invalid query: at: ${quoteInput(at)} is not a date-time between 1970 and 2199.`,
      );
    }
    return atEpochMs;
  };
  registerRoutes(scope, CITY_ROUTE_NAMES, [context.city.id], {
    stopList: { compress: false, handler: (request, reply) => sendStaticBody(request, reply, stopList) },
    lineList: { compress: false, handler: (request, reply) => sendStaticBody(request, reply, lineList) },
    stopInfo: {
      handler: async (request, reply) => {
        const info = buildStopInfo(context, findStop(context, request.params.code));
        reply.header('cache-control', STATIC_CACHE_CONTROL);
        return info;
      },
    },
    arrivals: {
      handler: async (request, reply) => {
        const stop = findStop(context, request.params.code);
        const atEpochMs = arrivalsMoment(request.query.at);
        reply.header('cache-control', ARRIVALS_CACHE_CONTROL);
        return answerBoard(request, reply, boards, live, {
          subject: `stop ${stop}`,
          query: request.query,
          atEpochMs,
          schema: arrivalsSchema,
          withLive: (cityLive, options) => buildLiveArrivals(context, cityLive, stop, options),
          fromTimetable: (options) => buildArrivals(context, stop, options),
        });
      },
    },
    stationInfo: {
      handler: async (request, reply) => {
        const info = buildStationInfo(context, findStation(context, request.params.stationCode));
        reply.header('cache-control', STATIC_CACHE_CONTROL);
        return info;
      },
    },
    stationArrivals: {
      handler: async (request, reply) => {
        const station = findStation(context, request.params.stationCode);
        const atEpochMs = arrivalsMoment(request.query.at);
        reply.header('cache-control', ARRIVALS_CACHE_CONTROL);
        return answerBoard(request, reply, boards, live, {
          subject: `station ${station}`,
          query: request.query,
          atEpochMs,
          schema: stationArrivalsSchema,
          withLive: (cityLive, options) => buildLiveStationArrivals(context, cityLive, station, options),
          fromTimetable: (options) => buildStationArrivals(context, station, options),
        });
      },
    },
    line: {
      handler: async (request, reply) => {
        const line = findLine(context, request.params.lineCode);
        const day = timetableDay(request.query.date);
        reply.header('cache-control', LINE_CACHE_CONTROL);
        return buildLineDetail(context, line, day);
      },
    },
    lineTimetable: {
      handler: async (request, reply) => {
        const line = findLine(context, request.params.lineCode);
        const stop = findStop(context, request.query.stop);
        const day = timetableDay(request.query.date);
        reply.header('cache-control', LINE_CACHE_CONTROL);
        return buildLineStopTimetable(context, line, stop, day);
      },
    },
    plan: {
      handler: async (request, reply) => {
        const atEpochMs = arrivalsMoment(request.query.at);
        reply.header('cache-control', request.query.at === undefined ? 'no-cache' : LINE_CACHE_CONTROL);
        const plan = buildPlan(context, request.query, atEpochMs);
        if (request.query.arriveBy || !asksLive(live, atEpochMs)) return plan;
        return withLiveDelays(context, live, plan, atEpochMs).catch((error: unknown) => {
          // A fault of the live side never fails the plan: the timetable's trips answer.
          request.log.error({ code: 'LIVE_PLAN_FAILED', err: error }, 'the live side of a plan failed');
          return plan;
        });
      },
    },
    places: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return buildPlaceSearch(context, request.query.q, ({ providerId, error }) => {
          // A geocoder's failure never fails the search: the offline places answer alone.
          request.log.warn(
            { code: 'PLACE_PROVIDER_FAILED', providerId, err: error },
            'a place search provider failed',
          );
        });
      },
    },
    time: timeAnswerer(now),
  });
  scope.get(
    NETWORK_ARTIFACT_ROUTE.path,
    {
      schema: {
        tags: [context.city.id],
        summary: "The city's compiled network, for offline trip planning",
        description:
          "The network artifact (application/octet-stream: stops, lines, patterns, trips, stop times, calendars, footpaths, stations, shapes) that @transit/network decodes; the app's offline planner runs @transit/planner over it in a Web Worker. Strong ETag per coding, 304 on If-None-Match, gzip; cacheable as the static lists.",
      },
    },
    (request, reply) => sendNetworkArtifact(request, reply, context.network, context.artifact),
  );
  refuseOtherMethods(scope, NETWORK_ARTIFACT_ROUTE.path);
  done();
};

/** /time: the server clock, never cached. */
function timeAnswerer(now: () => number): Answerer<AllApiRoutes['time']> {
  return {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { currentTime: new Date(now()).toISOString() };
    },
  };
}

/** What the server answers outside any city: its OpenAPI document and its clock. */
export const serverRoutes: FastifyPluginCallbackZod<{ readonly now: () => number }> = (
  scope,
  { now },
  done,
) => {
  scope.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', LINE_CACHE_CONTROL);
    return scope.swagger();
  });
  refuseOtherMethods(scope, '/openapi.json');
  registerRoutes(scope, ['time'], ['server'], { time: timeAnswerer(now) });
  done();
};
