import { ProductError } from '@transit/core';
import type { ErrorAnswer } from '@transit/api-contract';

/** Every way a call to the API can fail. */
export const API_ERROR_CODES = [
  'OFFLINE',
  'TIMEOUT',
  'HTTP_ERROR',
  'RESPONSE_INVALID',
  'ABORTED',
  'SAVED_ANSWER_DAMAGED',
] as const;

/**
 * - OFFLINE: the device says it has no network, or the request never got an answer (DNS, refused, dropped).
 * - TIMEOUT: no complete answer within the call's timeout (spec §9: 15 s, stop info 20 s, arrivals 60 s), counted
 *   once for a call and its retries (see `Http.call`).
 * - HTTP_ERROR: the server answered with a status outside 200–299; `status` and, when the body is the server's
 *   `{ code, message }`, `serverError` say which (STOP_NOT_FOUND, INVALID_QUERY, …).
 * - RESPONSE_INVALID: a 2xx answer that is not JSON or does not match the shared schema.
 * - ABORTED: the caller's signal aborted the call (a screen left, a query cancelled).
 * - SAVED_ANSWER_DAMAGED: an answer restored from the device's saved cache fails its schema when first read (no call
 *   was made; `url` names the saved query). Its reader drops it and asks the API again.
 */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorDetails {
  /** The URL that was called. */
  readonly url: string;
  /** The HTTP status, 100–599, when the server answered. */
  readonly status?: number;
  /** The server's `{ code, message }` body of an HTTP error, when it sent one. */
  readonly serverError?: ErrorAnswer;
  /**
   * What was left of the call's wait when it failed, milliseconds (0 once it is spent): a retry only starts where it
   * still has time to answer.
   */
  readonly timeLeftMs?: number;
  readonly cause?: unknown;
}

/** The one error every client call fails with: nothing else is ever thrown (spec §8: a code and a message). */
export class ApiError extends ProductError<ApiErrorCode> {
  override readonly name = 'ApiError';
  /** The URL that was called. */
  readonly url: string;
  /** The HTTP status, 100–599; set for HTTP_ERROR (and for RESPONSE_INVALID, where it is 2xx), otherwise undefined. */
  readonly status: number | undefined;
  /** The server's `{ code, message }` of an HTTP_ERROR, when its body was one; undefined otherwise. */
  readonly serverError: ErrorAnswer | undefined;
  /** What was left of the call's wait when it failed, milliseconds; undefined when the call had not started. */
  readonly timeLeftMs: number | undefined;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails) {
    super(code, message, details.cause === undefined ? undefined : { cause: details.cause });
    this.url = details.url;
    this.status = details.status;
    this.serverError = details.serverError;
    this.timeLeftMs = details.timeLeftMs;
  }
}

/** Statuses of the 4xx range that a later attempt can still get past: the server was busy or slow, not the request wrong. */
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/**
 * Whether trying the same call again can give another answer. A 4xx means the request itself is wrong (an unknown
 * stop stays unknown), a 3xx the fetch did not follow will not follow next time either, and an aborted call was
 * abandoned on purpose; everything else (offline, timeouts, 5xx, a
 * garbled answer from a captive portal or a proxy) may pass on a later attempt.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  switch (error.code) {
    case 'ABORTED':
    case 'SAVED_ANSWER_DAMAGED':
      return false;
    case 'HTTP_ERROR':
      return error.status === undefined || error.status >= 500 || TRANSIENT_CLIENT_STATUSES.has(error.status);
    case 'OFFLINE':
    case 'TIMEOUT':
    case 'RESPONSE_INVALID':
      return true;
  }
}
