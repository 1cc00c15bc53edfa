import { z } from 'zod';

/*
 * GTFS-realtime, as gtfs-realtime-bindings decodes it and `toObject` (longs as numbers, enums as names) writes it:
 * only the fields the adapter reads. Times are POSIX seconds.
 */

const seconds = z.number().int().min(0);

export const tripDescriptorSchema = z.object({
  tripId: z.string().optional(),
  routeId: z.string().optional(),
  directionId: z.number().int().optional(),
  scheduleRelationship: z.string().optional(),
});

const stopTimeEventSchema = z.object({
  time: seconds.optional(),
  delay: z.number().int().optional(),
});

const stopTimeUpdateSchema = z.object({
  stopId: z.string().optional(),
  arrival: stopTimeEventSchema.optional(),
  departure: stopTimeEventSchema.optional(),
  /** SCHEDULED, SKIPPED, NO_DATA or UNSCHEDULED; absent means SCHEDULED. */
  scheduleRelationship: z.string().optional(),
});

/** A TripUpdate entity: its trip must name its route (the row's line). */
export const tripUpdateEntitySchema = z.object({
  id: z.string(),
  tripUpdate: z.object({
    trip: tripDescriptorSchema.extend({ routeId: z.string().trim().min(1) }),
    stopTimeUpdate: z.array(stopTimeUpdateSchema).default([]),
    timestamp: seconds.optional(),
  }),
});

const translatedStringSchema = z.object({
  translation: z.array(z.object({ text: z.string(), language: z.string().optional() })).default([]),
});

/** An Alert entity: what it informs about, when, and its texts. */
export const alertEntitySchema = z.object({
  id: z.string(),
  alert: z.object({
    activePeriod: z.array(z.object({ start: seconds.optional(), end: seconds.optional() })).default([]),
    informedEntity: z
      .array(
        z.object({
          routeId: z.string().optional(),
          stopId: z.string().optional(),
          trip: tripDescriptorSchema.optional(),
        }),
      )
      .default([]),
    headerText: translatedStringSchema.optional(),
    descriptionText: translatedStringSchema.optional(),
  }),
});

/** The feed: its header, and its entities (each parsed as a trip update or an alert on its own). */
export const feedMessageSchema = z.object({
  header: z.object({ gtfsRealtimeVersion: z.string().min(1), timestamp: seconds.optional() }),
  entity: z
    .array(
      z.looseObject({
        id: z.string(),
        tripUpdate: z.unknown().optional(),
        alert: z.unknown().optional(),
      }),
    )
    .default([]),
});
