import { HTTP_TIMEOUT_MS } from '@transit/core';
import { placeSearchQuerySchema, placeSearchSchema, planQuerySchema, planSchema } from './plan';
import { defineRoute } from './routes';

/**
 * The planner's routes (issue 11), in a table of their own: only the planner's screens call them, so the app's first
 * download (which carries the main table and its schemas) does not carry theirs. The server registers both tables
 * (allApiRoutes).
 */
export const plannerRoutes = {
  plan: defineRoute({
    method: 'GET',
    path: '/v1/plan',
    params: undefined,
    query: planQuerySchema,
    response: planSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  places: defineRoute({
    method: 'GET',
    path: '/v1/places',
    params: undefined,
    query: placeSearchQuerySchema,
    response: placeSearchSchema,
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
} as const;
