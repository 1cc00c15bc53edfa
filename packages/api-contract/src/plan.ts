import { parsePlaceRef, STOP_TYPES } from '@transit/core';
import { z } from 'zod';
import { attributionSchema, feedTimetableSchema, locationSchema } from './schemas';

/**
 * The journey planner's shapes (issue 11, spec §3 Trip): what GET /v1/plan answers, and what the app's offline
 * planner (a Web Worker over the same network) answers in the same shape, so one screen shows either.
 */

const hexColour = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/)
  .nullable();
const isoTime = z.string().describe("ISO 8601 with the city's UTC offset.");

/** The spec's transport types of a trip (spec §3 Trip): bus, subway, train, light rail. */
export const TRIP_TRANSPORTS = ['bus', 'subway', 'train', 'lightRail'] as const;
export type TripTransport = (typeof TRIP_TRANSPORTS)[number];

export const PLACE_KINDS = ['stop', 'station', 'point'] as const;

/** A place a trip starts or ends at, or a stop on the way. */
export const planPlaceSchema = z
  .object({
    ref: z
      .string()
      .describe("The place's reference (core's PlaceRef): 'stop:4-12', 'station:E4-12', 'point:…'."),
    kind: z.enum(PLACE_KINDS),
    name: z.string().describe("The stop's or station's name; '' for a point (the app names it)."),
    location: locationSchema,
    stopType: z.enum(STOP_TYPES).nullable().describe('For a stop: its type; null otherwise.'),
  })
  .meta({ id: 'PlanPlace' });

/** A stop a transit step calls at, with its time there. */
export const tripStopSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    location: locationSchema,
    time: isoTime.describe('Departure from it (arrival at the last).'),
  })
  .meta({ id: 'TripStop' });

export const walkStepSchema = z
  .object({
    kind: z.literal('walk'),
    from: planPlaceSchema,
    to: planPlaceSchema,
    departureTime: isoTime,
    arrivalTime: isoTime,
    durationSeconds: z.number().int().min(0),
    distanceMeters: z
      .number()
      .int()
      .min(0)
      .describe('Along the street estimate (straight line × detour factor).'),
  })
  .meta({ id: 'WalkStep', description: 'Walking (spec §3): its duration and distance.' });

export const transitStepSchema = z
  .object({
    kind: z.literal('transit'),
    transport: z.enum(TRIP_TRANSPORTS),
    transportTypeCode: z.number().int(),
    lineCode: z.string(),
    lineNumber: z.string(),
    colour: hexColour,
    textColour: hexColour,
    direction: z.string().describe('Where the trip heads (its headsign).'),
    tripId: z.string(),
    from: planPlaceSchema,
    to: planPlaceSchema,
    platform: z.string().nullable(),
    departureTime: isoTime,
    arrivalTime: isoTime,
    durationSeconds: z.number().int().min(0),
    stopCount: z
      .number()
      .int()
      .min(1)
      .describe('Stops travelled: the calls after boarding, the last one included.'),
    stops: z.array(tripStopSchema).min(2).describe('Every call from boarding to alighting, both included.'),
    shape: z
      .array(z.tuple([z.number(), z.number()]))
      .describe(
        'The path ridden as [latitude, longitude] pairs (the stops joined when the feed has no shape).',
      ),
    isApproximate: z.boolean().describe('True for headway-based trips: the times are indicative.'),
    status: z.enum(['scheduled', 'live']).describe('live when a live source moved its times.'),
    delaySeconds: z.number().int().optional().describe('Live only: how late against the timetable.'),
  })
  .meta({
    id: 'TransitStep',
    description: 'A ride (spec §3): the line, its direction, stop count and duration.',
  });

export const tripStepSchema = z.discriminatedUnion('kind', [walkStepSchema, transitStepSchema]);

export const tripSchema = z
  .object({
    departureTime: isoTime,
    arrivalTime: isoTime,
    durationSeconds: z.number().int().min(0),
    transfers: z.number().int().min(0),
    walkSeconds: z.number().int().min(0),
    walkMeters: z.number().int().min(0),
    transports: z.array(z.enum(TRIP_TRANSPORTS)).describe('The transport types it rides, each once.'),
    steps: z.array(tripStepSchema).min(1),
  })
  .meta({ id: 'Trip', description: 'One way from origin to destination (spec §3 Trip).' });

export const PLAN_COMPUTED_BY = ['server', 'device'] as const;

export const planSchema = z
  .object({
    from: planPlaceSchema,
    to: planPlaceSchema,
    at: isoTime.describe('The moment asked about: leave at or after it, or (arriveBy) arrive by it.'),
    arriveBy: z.boolean(),
    trips: z
      .array(tripSchema)
      .describe(
        'The good options, earliest departure first: none is beaten on arrival and transfers by another leaving no earlier.',
      ),
    timetable: z.object({ feeds: z.array(feedTimetableSchema) }),
    unplannedStopTypes: z
      .array(z.enum(STOP_TYPES))
      .describe(
        'Stop types whose lines the data carries no timetable for, so no trip rides them (Madrid buses).',
      ),
    computedBy: z.enum(PLAN_COMPUTED_BY).describe('server: the API planned it; device: the app, offline.'),
    attribution: z.array(attributionSchema),
  })
  .meta({ id: 'Plan', description: 'Trips from one place to another.' });

/** The most transfers a rider may ask for; the default. */
export const MAX_PLAN_TRANSFERS = 6;
export const DEFAULT_PLAN_TRANSFERS = 4;

const single = () =>
  z.string({ error: (issue) => (Array.isArray(issue.input) ? 'must be given once' : undefined) });

const placeParam = (description: string) =>
  single()
    .refine((text) => parsePlaceRef(text).ok, {
      params: { errorCode: 'PLACE_REF_MALFORMED' },
      error: (issue) => {
        const result = parsePlaceRef(issue.input);
        return result.ok ? 'is not a place' : result.error.message;
      },
    })
    .describe(description);

export const planQuerySchema = z.object({
  from: placeParam("Where the trip starts: 'stop:4-12', 'station:E4-12' or 'point:40.416870,-3.703790'."),
  to: placeParam('Where the trip ends, written like `from`.'),
  at: single()
    .pipe(z.iso.datetime({ offset: true, local: true }))
    .optional()
    .describe(
      'Leave at (or with arriveBy, arrive by) this moment; default now. Without an offset, local time.',
    ),
  arriveBy: single()
    .pipe(z.enum(['true', 'false']))
    .transform((text) => text === 'true')
    .default(false)
    .describe('true: arrive by `at` instead of leaving at it.'),
  maxTransfers: single()
    .regex(/^[0-9]$/, 'must be a whole number from 0 to 9')
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PLAN_TRANSFERS))
    .default(DEFAULT_PLAN_TRANSFERS)
    .describe(`The most changes of vehicle, 0–${MAX_PLAN_TRANSFERS} (default ${DEFAULT_PLAN_TRANSFERS}).`),
});

/** A place a rider can pick in the planner's search. */
export const placeSuggestionSchema = z
  .object({
    ref: z.string(),
    kind: z.enum(['stop', 'station', 'municipality', 'landmark', 'address']),
    name: z.string(),
    detail: z.string().describe("What tells it apart: a stop's lines, a municipality's region, an address."),
    location: locationSchema,
  })
  .meta({ id: 'PlaceSuggestion' });

export const placeSearchSchema = z
  .object({ query: z.string(), places: z.array(placeSuggestionSchema) })
  .meta({ id: 'PlaceSearch' });

export const placeSearchQuerySchema = z.object({
  q: single()
    .trim()
    .min(1, 'must not be empty')
    .max(100)
    .describe('What the rider typed (spaces around it ignored), 1–100 characters.'),
});

export type PlanPlace = z.output<typeof planPlaceSchema>;
export type TripStop = z.output<typeof tripStopSchema>;
export type WalkStep = z.output<typeof walkStepSchema>;
export type TransitStep = z.output<typeof transitStepSchema>;
export type TripStep = z.output<typeof tripStepSchema>;
export type Trip = z.output<typeof tripSchema>;
export type Plan = z.output<typeof planSchema>;
export type PlanQuery = z.output<typeof planQuerySchema>;
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
export type PlaceSearch = z.output<typeof placeSearchSchema>;
