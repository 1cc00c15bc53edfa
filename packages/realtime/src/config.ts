import { ARRIVALS_TIMEOUT_MS, err, ok, parseStopCode, type Result, type StopCode } from '@transit/core';
import { z } from 'zod';
import { RealtimeError } from './errors';
import { describeIssues } from './parse';

/**
 * How long one live source may take by default, milliseconds. The spec allows arrivals 60 s (ARRIVALS_TIMEOUT_MS),
 * but the API answers within about 3 s with what it has, so a source gets less than that and the board never waits
 * on it.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 2_500;
/** Failures in a row that open a source's circuit by default. */
export const DEFAULT_BREAKER_FAILURES = 5;
/** How long an open circuit waits before trying the source again by default, milliseconds. */
export const DEFAULT_HALF_OPEN_AFTER_MS = 30_000;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const nonBlank = z.string().trim().min(1, 'must not be blank');

/** The resilience settings each source has, with their defaults. */
const resilienceFields = {
  /** The source's timeout per call (login included), 1 ms to the spec's 60 s. */
  timeoutMs: z.number().int().min(1).max(ARRIVALS_TIMEOUT_MS).default(DEFAULT_UPSTREAM_TIMEOUT_MS),
  /** Failures in a row that open the circuit, 1–1000. */
  breakerFailures: z.number().int().min(1).max(1000).default(DEFAULT_BREAKER_FAILURES),
  /** How long the open circuit waits before a trial call, 1 ms to an hour. */
  halfOpenAfterMs: z.number().int().min(1).max(3_600_000).default(DEFAULT_HALF_OPEN_AFTER_MS),
};

/** A map keyed by the product's stop codes: each key must be a stop code (it is read into its canonical form). */
const byStopCode = <Value extends z.ZodType>(value: Value) =>
  z
    .record(z.string(), value)
    .default({})
    .transform((record, context): ReadonlyMap<StopCode, z.output<Value>> => {
      const map = new Map<StopCode, z.output<Value>>();
      for (const [key, entry] of Object.entries(record)) {
        const code = parseStopCode(key);
        if (!code.ok) {
          context.addIssue({ code: 'custom', message: code.error.message, path: [key] });
          continue;
        }
        map.set(code.value, entry);
      }
      return map;
    });

/** Metro de Madrid's display code of a platform (CODIGOEMPRESA in CRTM's Metro_stations.csv: `0112`). */
export const metroCompanyCodeSchema = z
  .string()
  .regex(/^\d{1,8}$/, 'must be a Metro display code such as 0112');

export const emtConfigSchema = z.object({
  /** MobilityLabs' base URL (the paths /v1/mobilitylabs/… and /v2/transport/… go under it). */
  baseUrl: httpUrl.optional(),
  /** The X-ClientId header of the login. */
  clientId: nonBlank.optional(),
  /** The passKey header of the login. */
  passKey: nonBlank.optional(),
  ...resilienceFields,
});

export const metroConfigSchema = z.object({
  /** The teleindicadores service's base URL (the path /servicios/rest/teleindicadores/{code} goes under it). */
  baseUrl: httpUrl.optional(),
  /**
   * Each Metro station's display codes, by the product's stop code (`4-12` → 0112, 0208, 0306 for Sol's three
   * lines); `metroCompanyCodesFromStationTable` builds it from CRTM's Metro_stations.csv.
   */
  companyCodesByStop: byStopCode(z.array(metroCompanyCodeSchema).min(1)),
  ...resilienceFields,
});

export const mtaConfigSchema = z.object({
  /** The GTFS-realtime feeds to read (one per line group), each with an id for messages. */
  feeds: z.array(z.object({ id: nonBlank, url: httpUrl })).default([]),
  /** Sent as x-api-key when set (MTA needs none today). */
  apiKey: nonBlank.optional(),
  /** Each station's GTFS stop_ids (parent stations: `127`; their N/S platforms match too), by the product's code. */
  stopIdsByCode: byStopCode(z.array(nonBlank).min(1)),
  ...resilienceFields,
});

/**
 * Everything the live sources read, as the API builds it from its environment. Every part is optional: a source
 * without its base URL or keys is not configured, and the board answers from the timetable and says so.
 */
export const realtimeConfigSchema = z.object({
  emt: emtConfigSchema.prefault({}),
  metro: metroConfigSchema.prefault({}),
  mta: mtaConfigSchema.prefault({}),
});

export type RealtimeConfigInput = z.input<typeof realtimeConfigSchema>;
export type RealtimeConfig = z.output<typeof realtimeConfigSchema>;
export type EmtConfig = RealtimeConfig['emt'];
export type MetroConfig = RealtimeConfig['metro'];
export type MtaConfig = RealtimeConfig['mta'];
/** The resilience settings every source's config carries. */
export type ResilienceConfig = Pick<EmtConfig, 'timeoutMs' | 'breakerFailures' | 'halfOpenAfterMs'>;

/** Reads the live sources' config; a value outside the schema is UPSTREAM_CONFIG_INVALID naming the field. */
export function parseRealtimeConfig(input: unknown): Result<RealtimeConfig, RealtimeError> {
  const parsed = realtimeConfigSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(
    new RealtimeError(
      'UPSTREAM_CONFIG_INVALID',
      `The live sources' config is invalid: ${describeIssues(parsed.error)}.`,
    ),
  );
}
