/*
 * What the rider reads when their premium cannot be loaded or a purchase fails: each coded error (the API's codes and
 * the server's, the account's, the bridge's, the answers') turned into a message id.
 */
import { ApiError } from '@transit/api-client';
import { BridgeError, ProductError } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { AuthError } from '../../platform';
import { PremiumAnswerError } from './premiumAnswerError';

/** The server's codes for a token it refused: the rider signs in again. */
const SESSION_CODES: ReadonlySet<string> = new Set([
  'AUTH_TOKEN_MISSING',
  'AUTH_TOKEN_INVALID',
  'AUTH_TOKEN_EXPIRED',
  'AUTH_USER_DISABLED',
]);

/** The server's codes for accounts it cannot serve now (none configured, the identity service down). */
const ACCOUNTS_DOWN_CODES: ReadonlySet<string> = new Set(['ACCOUNTS_NOT_CONFIGURED', 'AUTH_UNAVAILABLE']);

/** The account's own failure to give an ID token: the network, or a session that is over. */
function authMessage(error: AuthError): MessageId {
  return error.code === 'AUTH_NETWORK' ? 'error.noInternet' : 'premium.error.session';
}

/** Why the rider's premium could not be loaded (GET /v1/me/entitlement). */
export function entitlementFailureMessage(error: unknown): MessageId {
  if (error instanceof AuthError) return authMessage(error);
  if (error instanceof PremiumAnswerError) return 'premium.error.entitlementInvalid';
  if (!(error instanceof ApiError)) return 'error.generic';
  switch (error.code) {
    case 'OFFLINE':
      return 'error.noInternet';
    case 'TIMEOUT':
      return 'premium.error.timeout';
    case 'HTTP_ERROR': {
      const code = error.serverError?.code ?? '';
      if (SESSION_CODES.has(code)) return 'premium.error.session';
      if (ACCOUNTS_DOWN_CODES.has(code)) return 'premium.error.accountsUnavailable';
      if (code === 'ENTITLEMENT_DOCUMENT_INVALID') return 'premium.error.entitlementInvalid';
      return 'error.generic';
    }
    case 'RESPONSE_INVALID':
    case 'ABORTED':
    case 'SAVED_ANSWER_DAMAGED':
      return 'error.generic';
  }
}

/** Why the store's purchase did not complete (the wrapper's answer to the purchase start). */
function storeFailureMessage(error: BridgeError): MessageId {
  switch (error.code) {
    case 'BRIDGE_UNAVAILABLE':
      return 'premium.buy.error.noApp';
    case 'BRIDGE_TIMEOUT':
      return 'premium.buy.error.storeTimeout';
    default:
      // The wrapper's own codes (the rider closed Google Play's sheet, the store refused): its code waits under
      // "Detalles técnicos".
      return 'premium.buy.error.notCompleted';
  }
}

/** Why the API did not record a purchase the store made (POST /gplay-billing/…). */
function recordFailureMessage(error: ApiError): MessageId {
  switch (error.code) {
    case 'OFFLINE':
    case 'TIMEOUT':
      return 'premium.buy.error.recordOffline';
    case 'HTTP_ERROR': {
      const code = error.serverError?.code ?? '';
      if (code === 'PURCHASE_OF_ANOTHER_ACCOUNT') return 'premium.buy.error.anotherAccount';
      if (code === 'PURCHASE_NOT_FOR_THIS_APP') return 'premium.buy.error.notForThisApp';
      if (code === 'PURCHASE_INVALID' || code === 'PURCHASE_NOT_FOUND') return 'premium.buy.error.invalid';
      if (SESSION_CODES.has(code)) return 'premium.error.session';
      return 'premium.buy.error.notRecorded';
    }
    case 'RESPONSE_INVALID':
    case 'ABORTED':
    case 'SAVED_ANSWER_DAMAGED':
      return 'premium.buy.error.notRecorded';
  }
}

/** Why a purchase failed, at whichever step: the store's purchase, or its record by the API. */
export function purchaseFailureMessage(error: unknown): MessageId {
  if (error instanceof AuthError) return authMessage(error);
  if (error instanceof PremiumAnswerError) {
    // The wrapper's answer to the purchase start, or the API's entitlement once the purchase was recorded.
    return error.code === 'PURCHASE_ANSWER_INVALID'
      ? 'premium.buy.error.answerInvalid'
      : 'premium.error.entitlementInvalid';
  }
  if (error instanceof BridgeError) return storeFailureMessage(error);
  if (error instanceof ApiError) return recordFailureMessage(error);
  return 'premium.buy.error.notCompleted';
}

/** The error's 'code | message' for support (spec §8), under "Detalles técnicos". */
export function technicalDetailsOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.serverError)
    return `${error.serverError.code} | ${error.serverError.message}`;
  if (error instanceof ProductError) return error.toString();
  return error instanceof Error ? error.message : undefined;
}
