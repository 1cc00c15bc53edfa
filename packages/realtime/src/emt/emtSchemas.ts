import { z } from 'zod';

/**
 * EMT MobilityLabs' answers, as recorded (fixtures/emt) and documented (UPSTREAMS.md). Every answer is an envelope
 * `{ code, description, datetime, data[] }`: `code` "00" is success (the login also says "01"), and failures come
 * with HTTP 200 and a code of their own (80 invalid token or stop, 89/92 bad keys, 98 the use limit).
 */
export const emtEnvelopeSchema = z.object({
  code: z.string(),
  /** A text, or a list of `{ ES: … }`, `{ EN: … }` texts (STOP_ARRIVAL_INVALID_STOP.json). */
  description: z.unknown().optional(),
  /** When EMT answered: local Madrid time without an offset ("2023-07-10T19:29:24.959411"). */
  datetime: z.string().optional(),
  data: z.array(z.unknown()),
});
export type EmtEnvelope = z.output<typeof emtEnvelopeSchema>;

/** The login's `data[0]`. */
export const emtLoginDataSchema = z.object({
  accessToken: z.string().trim().min(1),
  /** How long the token lives, seconds. */
  tokenSecExpiration: z.number().int().positive(),
});

/** The arrivals' `data[0]`: the buses, and the incidents when they were asked for (`{}` when not). */
export const emtArrivalsDataSchema = z.object({
  Arrive: z.array(z.unknown()),
  Incident: z.object({ ListaIncident: z.object({ data: z.array(z.unknown()) }).optional() }).optional(),
});

/** One bus of `Arrive[]`. */
export const emtArriveSchema = z.object({
  line: z.string().trim().min(1),
  destination: z.string().trim().optional(),
  /** Seconds until the bus is at the stop; 999999 means EMT has no estimate. */
  estimateArrive: z.number().int().min(0),
  /** Metres from the stop. */
  DistanceBus: z.number().optional(),
});

/** One incident of `Incident.ListaIncident.data[]`. */
export const emtIncidentSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().optional(),
  rssFrom: z.string().trim().optional(),
  rssTo: z.string().trim().optional(),
});
