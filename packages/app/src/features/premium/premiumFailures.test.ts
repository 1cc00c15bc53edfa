import { ApiError } from '@transit/api-client';
import { BridgeError, ProductError } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../platform';
import { PremiumAnswerError } from './premiumAnswerError';
import { entitlementFailureMessage, purchaseFailureMessage, technicalDetailsOf } from './premiumFailures';

const URL = '/api/madrid/v1/me/entitlement';

/** An HTTP error answer of the server, with its `{ code, message }`. */
function server(status: number, code: string): ApiError {
  return new ApiError('HTTP_ERROR', `answered ${status}`, {
    url: URL,
    status,
    serverError: { code, message: code },
  });
}

function api(code: 'OFFLINE' | 'TIMEOUT' | 'RESPONSE_INVALID' | 'ABORTED'): ApiError {
  return new ApiError(code, code, { url: URL });
}

describe('why the rider’s premium could not be loaded', () => {
  it.each([
    ['no network', api('OFFLINE'), 'error.noInternet'],
    ['no answer within 15 s', api('TIMEOUT'), 'premium.error.timeout'],
    ['a refused token', server(401, 'AUTH_TOKEN_INVALID'), 'premium.error.session'],
    ['no token', server(401, 'AUTH_TOKEN_MISSING'), 'premium.error.session'],
    ['a disabled account', server(403, 'AUTH_USER_DISABLED'), 'premium.error.session'],
    [
      'a server without accounts',
      server(503, 'ACCOUNTS_NOT_CONFIGURED'),
      'premium.error.accountsUnavailable',
    ],
    ['the identity service down', server(503, 'AUTH_UNAVAILABLE'), 'premium.error.accountsUnavailable'],
    [
      'a stored document the rules cannot read',
      server(500, 'ENTITLEMENT_DOCUMENT_INVALID'),
      'premium.error.entitlementInvalid',
    ],
    ['the store down', server(503, 'USER_DATA_UNAVAILABLE'), 'error.generic'],
    ['an answer of another shape', api('RESPONSE_INVALID'), 'error.generic'],
    ['a call abandoned', api('ABORTED'), 'error.generic'],
    [
      'a document the app cannot read',
      new PremiumAnswerError('ENTITLEMENT_DOCUMENT_INVALID', 'bad'),
      'premium.error.entitlementInvalid',
    ],
    ['an expired session', new AuthError('AUTH_SESSION_EXPIRED', 'expired'), 'premium.error.session'],
    ['the sign-in provider unreachable', new AuthError('AUTH_NETWORK', 'network'), 'error.noInternet'],
    ['anything else', new Error('boom'), 'error.generic'],
  ])('%s', (_case, error, message) => {
    expect(entitlementFailureMessage(error)).toBe(message);
  });
});

describe('why a purchase failed', () => {
  it.each([
    ['no wrapper', new BridgeError('BRIDGE_UNAVAILABLE', 'web'), 'premium.buy.error.noApp'],
    [
      'a wrapper that did not call back',
      new BridgeError('BRIDGE_TIMEOUT', 'late'),
      'premium.buy.error.storeTimeout',
    ],
    ['the wrapper’s own code', new BridgeError('USER_CANCELED', 'closed'), 'premium.buy.error.notCompleted'],
    [
      'an answer that is not a purchase',
      new PremiumAnswerError('PURCHASE_ANSWER_INVALID', 'bad'),
      'premium.buy.error.answerInvalid',
    ],
    [
      'another account’s purchase',
      server(409, 'PURCHASE_OF_ANOTHER_ACCOUNT'),
      'premium.buy.error.anotherAccount',
    ],
    ['another app’s purchase', server(400, 'PURCHASE_NOT_FOR_THIS_APP'), 'premium.buy.error.notForThisApp'],
    ['a token Play refuses', server(400, 'PURCHASE_INVALID'), 'premium.buy.error.invalid'],
    ['a token Play does not know', server(404, 'PURCHASE_NOT_FOUND'), 'premium.buy.error.invalid'],
    ['Google Play down', server(503, 'PLAY_API_UNAVAILABLE'), 'premium.buy.error.notRecorded'],
    ['a server without billing', server(503, 'BILLING_NOT_CONFIGURED'), 'premium.buy.error.notRecorded'],
    ['a refused token', server(401, 'AUTH_TOKEN_INVALID'), 'premium.error.session'],
    ['no network', api('OFFLINE'), 'premium.buy.error.recordOffline'],
    ['no answer within 15 s', api('TIMEOUT'), 'premium.buy.error.recordOffline'],
    ['an answer of another shape', api('RESPONSE_INVALID'), 'premium.buy.error.notRecorded'],
    [
      'a recorded entitlement the app cannot read',
      new PremiumAnswerError('ENTITLEMENT_DOCUMENT_INVALID', 'bad'),
      'premium.error.entitlementInvalid',
    ],
    ['no ID token', new AuthError('AUTH_SIGNED_OUT', 'nobody'), 'premium.error.session'],
    ['anything else', new Error('boom'), 'premium.buy.error.notCompleted'],
  ])('%s', (_case, error, message) => {
    expect(purchaseFailureMessage(error)).toBe(message);
  });
});

describe('the technical details for support (spec §8: code | message)', () => {
  it('gives the server’s code and message, else the error’s', () => {
    expect(technicalDetailsOf(server(409, 'PURCHASE_OF_ANOTHER_ACCOUNT'))).toBe(
      'PURCHASE_OF_ANOTHER_ACCOUNT | PURCHASE_OF_ANOTHER_ACCOUNT',
    );
    expect(technicalDetailsOf(new ProductError('SOME_CODE', 'what happened'))).toBe(
      'SOME_CODE | what happened',
    );
    expect(technicalDetailsOf(new Error('plain'))).toBe('plain');
    expect(technicalDetailsOf('a string')).toBeUndefined();
  });
});
