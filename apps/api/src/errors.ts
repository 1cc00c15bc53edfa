import { type CodeErrorCode, ProductError } from '@transit/core';
import type { PlayApiErrorCode } from './billing/playDeveloperApi';
import type { IdTokenErrorCode } from './users/idTokens';

/** Every error code an API answer can carry, as `{ code, message }`. */
export type ApiErrorCode =
  | CodeErrorCode
  | 'STOP_NOT_FOUND'
  | 'LINE_NOT_FOUND'
  | 'STOP_NOT_ON_LINE'
  | 'STATION_NOT_FOUND'
  | 'PLACE_REF_MALFORMED'
  | 'PLACE_OUT_OF_AREA'
  | 'INVALID_QUERY'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'URI_TOO_LONG'
  | 'REQUEST_TIMEOUT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL_ERROR'
  | IdTokenErrorCode
  | 'ACCOUNTS_NOT_CONFIGURED'
  | 'INVALID_BODY'
  | 'USER_DATA_UNAVAILABLE'
  | 'ENTITLEMENT_DOCUMENT_INVALID'
  | 'BILLING_NOT_CONFIGURED'
  | 'PURCHASE_NOT_FOR_THIS_APP'
  | 'PURCHASE_OF_ANOTHER_ACCOUNT'
  | PlayApiErrorCode
  | 'NFC_NOT_CONFIGURED'
  | 'CARD_SERVICE_UNAVAILABLE'
  | 'CARD_SESSION_NOT_FOUND'
  | 'CARD_SESSION_BUSY'
  | 'CARD_READ_FAILED';

/** A coded error with the HTTP status it answers with. */
export class ApiError extends ProductError<ApiErrorCode> {
  override readonly name = 'ApiError';
  /** HTTP status, 400–599. */
  readonly statusCode: number;

  constructor(statusCode: number, code: ApiErrorCode, message: string) {
    super(code, message);
    this.statusCode = statusCode;
  }
}

/** The body of every error answer. */
export interface ErrorBody {
  readonly code: ApiErrorCode;
  readonly message: string;
}

/** What a 4xx raised by the framework itself (bad URL, body on a GET, …) answers as. */
export function frameworkErrorCode(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'BAD_REQUEST';
  }
}

/** The message of an unexpected failure: nothing internal (no stack, no cause) reaches the client. */
export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
