import {
  arrivalsQuerySchema,
  arrivalsSchema,
  errorSchema,
  lineDetailSchema,
  lineListSchema,
  lineParamsSchema,
  lineQuerySchema,
  stopInfoSchema,
  stopListSchema,
  stopParamsSchema,
  timeSchema,
} from '@transit/api-contract';
import { localTimeOf, quoteInput } from '@transit/core';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildArrivals } from './arrivals';
import { type CityContext, findLine, findStop } from './cityContext';
import { ApiError } from './errors';
import { buildLineDetail } from './lines';
import { sendStaticBody, STATIC_CACHE_CONTROL, type StaticBody } from './staticBody';
import { buildStopInfo } from './stops';
import { parseDateTime, parseIsoDay } from './zonedTime';

/** Answers change with the clock: the client revalidates every time (the weak ETag makes that a 304 when unchanged). */
const ARRIVALS_CACHE_CONTROL = 'no-cache';
/** A line's timetable depends on today's date; its itineraries do not. */
const LINE_CACHE_CONTROL = 'public, max-age=300';

const errorResponses = { 400: errorSchema, 404: errorSchema, 500: errorSchema } as const;
const notModified = z.undefined().describe('Not modified: the ETag in If-None-Match is current.');

const timeRouteSchema = (tags: string[]) => ({
  tags,
  summary: 'The server time',
  response: { 200: timeSchema, ...errorResponses },
});

export interface CityRoutesOptions {
  readonly context: CityContext;
  readonly stopList: StaticBody;
  readonly lineList: StaticBody;
  readonly now: () => number;
}

/** Every route of one city, registered under its apiBase. */
export const cityRoutes: FastifyPluginCallbackZod<CityRoutesOptions> = (
  scope,
  { context, stopList, lineList, now },
  done,
) => {
  const tags = [context.city.id];
  const { timeZone } = context.city;

  scope.get(
    '/v1/stops',
    {
      compress: false,
      schema: {
        tags,
        summary: 'The static stop list',
        description:
          'Every stop in the spec column order. Strong ETag (one per content coding), 304 on If-None-Match, gzip or Brotli, cacheable for 5 minutes and usable stale for 7 days.',
        response: { 200: stopListSchema, 304: notModified, ...errorResponses },
      },
    },
    (request, reply) => sendStaticBody(request, reply, stopList),
  );

  scope.get(
    '/v1/lines',
    {
      compress: false,
      schema: {
        tags,
        summary: 'The static line list',
        description: 'Every line, with the same caching as the stop list.',
        response: { 200: lineListSchema, 304: notModified, ...errorResponses },
      },
    },
    (request, reply) => sendStaticBody(request, reply, lineList),
  );

  scope.get(
    '/v1/stops/:code/info',
    {
      schema: {
        tags,
        summary: 'What the stop page shows',
        description:
          'Name, type, zone, wheelchair access, location, lines served (colours, destinations), platforms and attribution. An alias code answers for its station.',
        params: stopParamsSchema,
        response: { 200: stopInfoSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const info = buildStopInfo(context, findStop(context, request.params.code));
      reply.header('cache-control', STATIC_CACHE_CONTROL);
      return info;
    },
  );

  scope.get(
    '/v1/stops/:code/arrivals',
    {
      schema: {
        tags,
        summary: 'The next departures from a stop',
        description:
          'Departures from the timetable (source "schedule", isRealtime false) for the city\'s time zone and service day. When a feed does not cover the day, the same weekday of its last valid week answers and timetable.feeds says so. A stop whose lines have no timetable answers no departures and a NO_TIMETABLE notice.',
        params: stopParamsSchema,
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const stop = findStop(context, request.params.code);
      const { at, limit, windowMinutes } = request.query;
      const atEpochMs = at === undefined ? now() : parseDateTime(at, timeZone);
      if (atEpochMs === undefined) {
        throw new ApiError(
          400,
          'INVALID_QUERY',
          `Invalid query: at: ${quoteInput(at)} is not a date-time between 1970 and 2199.`,
        );
      }
      reply.header('cache-control', ARRIVALS_CACHE_CONTROL);
      return buildArrivals(context, stop, { atEpochMs, limit, windowMinutes });
    },
  );

  scope.get(
    '/v1/lines/:lineCode',
    {
      schema: {
        tags,
        summary: 'A line with its itineraries and timetable',
        description:
          "Spec §3 line fields, itineraries per direction (ordered stops and shape), and a service day's timetable: first and last departure and departures per hour. A line without a timetable answers timetable null and a NO_TIMETABLE notice.",
        params: lineParamsSchema,
        querystring: lineQuerySchema,
        response: { 200: lineDetailSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const line = findLine(context, request.params.lineCode);
      const { date } = request.query;
      const day = date === undefined ? localTimeOf(now(), timeZone).day : parseIsoDay(date);
      if (day === undefined) {
        throw new ApiError(
          400,
          'INVALID_QUERY',
          `Invalid query: date: ${quoteInput(date)} is not a date between 1970 and 2199.`,
        );
      }
      reply.header('cache-control', LINE_CACHE_CONTROL);
      return buildLineDetail(context, line, day);
    },
  );

  scope.get('/time', { schema: timeRouteSchema(tags) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { currentTime: new Date(now()).toISOString() };
  });
  done();
};

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
  scope.get('/time', { schema: timeRouteSchema(['server']) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { currentTime: new Date(now()).toISOString() };
  });
  done();
};
