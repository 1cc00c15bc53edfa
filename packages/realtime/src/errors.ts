import { ProductError } from '@transit/core';

/** The live sources this package has an adapter for. */
export const LIVE_SOURCE_IDS = ['emt', 'metro', 'crtm', 'cercanias', 'mta'] as const;
export type LiveSourceId = (typeof LIVE_SOURCE_IDS)[number];

/**
 * Why a live source gave no answer. Every failure of an adapter is one of these, never a bare exception:
 * - `UPSTREAM_NOT_CONFIGURED`: the source has no base URL or keys in the config; the board answers from the timetable.
 * - `UPSTREAM_STOP_NOT_SERVED`: the source has nothing for this stop (an interurban code asked of EMT, a Metro station
 *   with no display code); asked of nobody.
 * - `UPSTREAM_STOP_UNKNOWN`: the upstream says it does not know the stop (EMT's code 80 "Parada no disponible").
 * - `UPSTREAM_TIMEOUT`: no whole answer within the source's timeout.
 * - `UPSTREAM_CONNECTION_FAILED`: the connection was refused, reset, or cut before the whole answer arrived.
 * - `UPSTREAM_HTTP_ERROR`: an HTTP status other than success, auth and rate-limit ones.
 * - `UPSTREAM_PAYLOAD_INVALID`: the answer is not what the source documents (an HTML page, garbage, a truncated body,
 *   a missing field, an error code the adapter does not know).
 * - `UPSTREAM_AUTH_FAILED`: the keys were refused, or a fresh token was refused too.
 * - `UPSTREAM_RATE_LIMITED`: the upstream's use limit (HTTP 429, EMT's code 98).
 * - `UPSTREAM_CIRCUIT_OPEN`: the source failed often enough lately that it is not asked for a while.
 * - `UPSTREAM_ABORTED`: the caller gave up (its signal fired) before the answer.
 * - `UPSTREAM_CONFIG_INVALID`: the config object (or the Metro station table) does not pass its schema.
 */
export type RealtimeErrorCode =
  | 'UPSTREAM_NOT_CONFIGURED'
  | 'UPSTREAM_STOP_NOT_SERVED'
  | 'UPSTREAM_STOP_UNKNOWN'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_CONNECTION_FAILED'
  | 'UPSTREAM_HTTP_ERROR'
  | 'UPSTREAM_PAYLOAD_INVALID'
  | 'UPSTREAM_AUTH_FAILED'
  | 'UPSTREAM_RATE_LIMITED'
  | 'UPSTREAM_CIRCUIT_OPEN'
  | 'UPSTREAM_ABORTED'
  | 'UPSTREAM_CONFIG_INVALID';

/** A live source's coded failure: which source, and the HTTP status when one caused it. */
export class RealtimeError extends ProductError<RealtimeErrorCode> {
  override readonly name = 'RealtimeError';
  readonly source: LiveSourceId | undefined;
  /** The upstream's HTTP status, when the failure came with one. */
  readonly httpStatus: number | undefined;

  constructor(
    code: RealtimeErrorCode,
    message: string,
    options: {
      readonly source?: LiveSourceId | undefined;
      readonly httpStatus?: number | undefined;
      readonly cause?: unknown;
    } = {},
  ) {
    super(code, message, options.cause === undefined ? undefined : { cause: options.cause });
    this.source = options.source;
    this.httpStatus = options.httpStatus;
  }
}

/**
 * The failures that say the upstream itself is unwell, and so count towards opening its circuit. A stop it does not
 * serve or know, a missing config, a caller that gave up and an already open circuit say nothing about its health.
 */
const UPSTREAM_HEALTH_FAILURES: ReadonlySet<RealtimeErrorCode> = new Set<RealtimeErrorCode>([
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_CONNECTION_FAILED',
  'UPSTREAM_HTTP_ERROR',
  'UPSTREAM_PAYLOAD_INVALID',
  'UPSTREAM_AUTH_FAILED',
  'UPSTREAM_RATE_LIMITED',
]);

/** Whether a failure counts against the upstream's health (see {@link UPSTREAM_HEALTH_FAILURES}). */
export function isUpstreamHealthFailure(error: RealtimeError): boolean {
  return UPSTREAM_HEALTH_FAILURES.has(error.code);
}
