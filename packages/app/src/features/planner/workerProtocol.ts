import { planSchema } from '@transit/api-client';
import { z } from 'zod';

/*
 * The messages between the app and its planner worker (issue 11), parsed with these schemas on both sides: a message
 * of another shape is answered with (or read as) a coded error, never trusted.
 */

/** How the worker finds and plans over the city's network: its artifact's URL and the city's planner settings. */
export const workerCitySchema = z.object({
  /** The absolute URL of GET {apiBase}/v1/network (the worker resolves nothing against the page). */
  networkUrl: z.url(),
  timeZone: z.string().min(1),
  /** The city's public holidays, ISO dates. */
  publicHolidays: z.array(z.iso.date()),
  planner: z
    .object({
      walkSpeedMps: z.number().optional(),
      detourFactor: z.number().optional(),
      accessRadiusM: z.number().optional(),
      minChangeSec: z.number().optional(),
    })
    .optional(),
});
export type WorkerCity = z.output<typeof workerCitySchema>;

export const workerPlanQuerySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** 'YYYY-MM-DDTHH:mm' in the city's time, or ISO 8601 with an offset; absent for now. */
  at: z.string().optional(),
  arriveBy: z.boolean(),
  maxTransfers: z.number().int().min(0).max(6).optional(),
});
export type WorkerPlanQuery = z.output<typeof workerPlanQuerySchema>;

export const plannerRequestSchema = z.discriminatedUnion('type', [
  /** Fetch the network (or find it saved) and decode it, so a later plan answers at once, offline too. */
  z.object({ type: z.literal('prepare'), id: z.number().int(), city: workerCitySchema }),
  z.object({
    type: z.literal('plan'),
    id: z.number().int(),
    city: workerCitySchema,
    query: workerPlanQuerySchema,
  }),
]);
export type PlannerRequest = z.output<typeof plannerRequestSchema>;

/**
 * - NETWORK_UNAVAILABLE: the network was never saved on this device and cannot be fetched now (offline).
 * - NETWORK_DAMAGED: the saved or fetched bytes are not a network this app can read.
 * - STOP_NOT_FOUND, STATION_NOT_FOUND, PLACE_OUT_OF_AREA: the planner's own (as the API's 404 and 400).
 * - PLACE_REF_MALFORMED, REQUEST_INVALID: a request the worker cannot read.
 * - PLANNER_FAILED: anything else (a bug): its message says what.
 */
export const DEVICE_PLANNER_ERROR_CODES = [
  'NETWORK_UNAVAILABLE',
  'NETWORK_DAMAGED',
  'STOP_NOT_FOUND',
  'STATION_NOT_FOUND',
  'PLACE_OUT_OF_AREA',
  'PLACE_REF_MALFORMED',
  'REQUEST_INVALID',
  'PLANNER_FAILED',
] as const;
export type DevicePlannerErrorCode = (typeof DEVICE_PLANNER_ERROR_CODES)[number];

export const plannerResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), id: z.number().int() }),
  z.object({ type: z.literal('plan'), id: z.number().int(), plan: planSchema }),
  z.object({
    type: z.literal('error'),
    /** -1 when the request could not be read far enough to know its id. */
    id: z.number().int(),
    code: z.enum(DEVICE_PLANNER_ERROR_CODES),
    message: z.string(),
  }),
]);
export type PlannerResponse = z.output<typeof plannerResponseSchema>;
