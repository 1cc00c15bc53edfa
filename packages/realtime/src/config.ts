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

/** The AES key sizes AES-CBC takes: 16, 24 or 32 bytes (AES-128, -192, -256). */
const AES_KEY_BYTES = [16, 24, 32];

export const crtmConfigSchema = z.object({
  /**
   * The URL CRTM's multimodal SOAP service is posted to (one endpoint; the operation is named in the envelope and the
   * SOAPAction header).
   */
  baseUrl: httpUrl.optional(),
  /**
   * The private key CRTM issued: the connectionKey is GetPublicKey's answer encrypted with it (AES-CBC, zero IV). Its
   * UTF-8 bytes are the AES key, so it must be 16, 24 or 32 bytes long.
   */
  privateKey: nonBlank
    .refine((key) => AES_KEY_BYTES.includes(Buffer.byteLength(key, 'utf8')), {
      error: 'must be 16, 24 or 32 bytes (an AES-128, -192 or -256 key)',
    })
    .optional(),
  /** How the encrypted connectionKey is written: base64 (default) or hex. */
  connectionKeyEncoding: z.enum(['base64', 'hex']).default('base64'),
  /**
   * The namespace of the operations' elements. CRTM's WSDL is not public: the default is an assumption, set it to
   * the WSDL's targetNamespace.
   */
  soapNamespace: nonBlank.default('http://www.crtm.es/'),
  /** How long a connectionKey is reused before GetPublicKey is asked again, 1 s to a day (10 min by default). */
  connectionKeyMaxAgeMs: z.number().int().min(1_000).max(86_400_000).default(600_000),
  ...resilienceFields,
});

/** An ADIF/Renfe station code: five digits (Sol 18101, Madrid-Atocha Cercanías 18000: CODIGOEMPRESA in Train_stations.csv). */
export const railStationCodeSchema = z
  .string()
  .regex(/^\d{5}$/, 'must be a 5-digit ADIF/Renfe station code such as 18000');

export const cercaniasConfigSchema = z.object({
  /**
   * Each Cercanías station's ADIF/Renfe station code by the product's stop code (`5-122` → 18101, Sol);
   * `cercaniasStationsFromTables` builds it from CRTM's Train_stations.csv.
   */
  stationCodesByStop: byStopCode(railStationCodeSchema),
  /** Station names by ADIF/Renfe code, for the destinations ADIF and Renfe give only as codes. */
  stationNamesByCode: z.record(railStationCodeSchema, nonBlank).default({}),
  /** ADIF's circulation API: asked first. */
  adif: z
    .object({
      /** The circulation service's base URL: `departures/traffictype/` goes under it. */
      baseUrl: httpUrl.optional(),
      /** The access key of the HMAC-SHA256 signature (named in the Authorization header). */
      accessKey: nonBlank.optional(),
      /** The secret key of the HMAC-SHA256 signature (never sent). */
      secretKey: nonBlank.optional(),
      /** The client name the signature scope and the X-Elcano-Client header carry. */
      client: nonBlank.default('AndroidElcanoApp'),
      /** The user id the signature scope and the X-Elcano-UserId header carry. */
      userId: nonBlank.default('transit'),
      /**
       * How long ADIF may take when Renfe is configured too, so that the fallback still has time within the source's
       * own `timeoutMs` (1.2 s by default); without Renfe, ADIF has the whole timeout.
       */
      timeoutMs: z.number().int().min(1).max(ARRIVALS_TIMEOUT_MS).default(1_200),
    })
    .prefault({}),
  /** Renfe's timetable service: the fallback when ADIF is not configured or fails. */
  renfe: z
    .object({
      /** The service's base URL: `/cer/HorariosServlet` goes under it. */
      baseUrl: httpUrl.optional(),
      /** The Cercanías network (núcleo) asked: Madrid is "10". */
      nucleo: z
        .string()
        .regex(/^\d{1,3}$/, 'must be a núcleo number such as 10')
        .default('10'),
      /**
       * The destinations asked per stop (Renfe answers origin → destination only): by default the termini of the
       * lines through the station (`cercaniasStationsFromTables` reads them from Train_itineraries.csv).
       */
      destinationsByStop: byStopCode(z.array(railStationCodeSchema).min(1)),
    })
    .prefault({}),
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
  crtm: crtmConfigSchema.prefault({}),
  cercanias: cercaniasConfigSchema.prefault({}),
  mta: mtaConfigSchema.prefault({}),
});

export type RealtimeConfigInput = z.input<typeof realtimeConfigSchema>;
export type RealtimeConfig = z.output<typeof realtimeConfigSchema>;
export type EmtConfig = RealtimeConfig['emt'];
export type MetroConfig = RealtimeConfig['metro'];
export type MtaConfig = RealtimeConfig['mta'];
export type CrtmConfig = RealtimeConfig['crtm'];
export type CercaniasConfig = RealtimeConfig['cercanias'];
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
