import {
  ACCOUNT_ROUTES,
  type AuthConfig,
  authConfigSchema,
  BILLING_ROUTES,
  type BillingAnswer,
  billingAnswerSchema,
  type EntitlementAnswer,
  entitlementAnswerSchema,
  type PlayPurchase,
  type UserData,
  userDataSchema,
  userDataWrittenSchema,
} from '@transit/api-contract';
import type { UserDataField } from '@transit/core';
import type { z } from 'zod';
import { ApiError } from './errors';
import { type ApiClientOptions, type CallOptions, createHttp, type JsonRequest } from './http';

/** The signed-in rider's ID token: the current one, or a fresh one when `forceRefresh` (after an expired-token 401). */
export type IdTokenSource = (forceRefresh: boolean) => Promise<string>;

/** The account calls of one city's API (issue 12) and its purchase calls, each failing only with ApiError. */
export interface AccountApi {
  /** How the app signs in (GET /v1/auth-config): off, or the Firebase web config. Needs no token. */
  getAuthConfig(options?: CallOptions): Promise<AuthConfig>;
  /** The rider's favourites lists as the account holds them (GET /v1/me/data). */
  getUserData(idToken: IdTokenSource, options?: CallOptions): Promise<UserData>;
  /** Saves one list whole (PUT /v1/me/data/:field); answers when the server stored it. */
  writeUserData(
    idToken: IdTokenSource,
    field: UserDataField,
    value: readonly unknown[],
    options?: CallOptions,
  ): Promise<{ readonly savedAt: string }>;
  /** The rider's entitlement document and the server time (GET /v1/me/entitlement). */
  getEntitlement(idToken: IdTokenSource, options?: CallOptions): Promise<EntitlementAnswer>;
  /**
   * Records a Google Play subscription the Android wrapper reported (POST /gplay-billing/handle-subscription-purchase,
   * spec §7, timeout 15 s) for the token's rider; answers their entitlement document as it now stands and the server
   * time. A purchase recorded for another account fails with HTTP_ERROR 409, PURCHASE_OF_ANOTHER_ACCOUNT.
   */
  handleSubscriptionPurchase(
    idToken: IdTokenSource,
    purchase: PlayPurchase,
    options?: CallOptions,
  ): Promise<BillingAnswer>;
  /** The same for a one-time product (POST /gplay-billing/handle-one-time-product-purchase, spec §7). */
  handleOneTimeProductPurchase(
    idToken: IdTokenSource,
    purchase: PlayPurchase,
    options?: CallOptions,
  ): Promise<BillingAnswer>;
}

/** The server's codes for a token to refresh and try once more (an hour-old token, or one revoked by a new sign-in). */
const REFRESH_CODES: ReadonlySet<string> = new Set(['AUTH_TOKEN_EXPIRED']);

/**
 * The account calls of one city's API, on their own: only the account and premium screens and the favourites' sync
 * use them, so the app's first download does not carry them. A call whose token has expired is made once more with a
 * fresh one.
 */
export function createAccountClient(options: ApiClientOptions): AccountApi {
  const http = createHttp(options);
  const withToken = async <Schema extends z.ZodType>(
    idToken: IdTokenSource,
    request: Omit<JsonRequest<Schema>, 'headers'>,
  ): Promise<z.output<Schema>> => {
    const send = async (forceRefresh: boolean) =>
      http.request({ ...request, headers: { authorization: `Bearer ${await idToken(forceRefresh)}` } });
    try {
      return await send(false);
    } catch (error) {
      const code = error instanceof ApiError ? error.serverError?.code : undefined;
      if (code === undefined || !REFRESH_CODES.has(code)) throw error;
      return send(true);
    }
  };
  const recordPurchase = (
    route: (typeof BILLING_ROUTES)[keyof typeof BILLING_ROUTES],
    idToken: IdTokenSource,
    { packageName, productId, purchaseToken }: PlayPurchase,
    call: CallOptions,
  ): Promise<BillingAnswer> =>
    withToken(idToken, {
      method: route.method,
      path: route.path,
      timeoutMs: route.timeoutMs,
      // Only the three fields the server takes (its body schema is strict), whatever else the object carries.
      body: { packageName, productId, purchaseToken },
      schema: billingAnswerSchema,
      signal: call.signal,
    });
  return {
    getAuthConfig: (call = {}) =>
      http.request({
        path: ACCOUNT_ROUTES.authConfig.path,
        timeoutMs: ACCOUNT_ROUTES.authConfig.timeoutMs,
        schema: authConfigSchema,
        signal: call.signal,
      }),
    getUserData: (idToken, call = {}) =>
      withToken(idToken, {
        path: ACCOUNT_ROUTES.userData.path,
        timeoutMs: ACCOUNT_ROUTES.userData.timeoutMs,
        schema: userDataSchema,
        signal: call.signal,
      }),
    writeUserData: async (idToken, field, value, call = {}) => {
      const written = await withToken(idToken, {
        method: 'PUT',
        path: ACCOUNT_ROUTES.writeUserData.path.replace(':field', field),
        timeoutMs: ACCOUNT_ROUTES.writeUserData.timeoutMs,
        body: { value },
        schema: userDataWrittenSchema,
        signal: call.signal,
      });
      return { savedAt: written.savedAt };
    },
    getEntitlement: (idToken, call = {}) =>
      withToken(idToken, {
        path: ACCOUNT_ROUTES.entitlement.path,
        timeoutMs: ACCOUNT_ROUTES.entitlement.timeoutMs,
        schema: entitlementAnswerSchema,
        signal: call.signal,
      }),
    handleSubscriptionPurchase: (idToken, purchase, call = {}) =>
      recordPurchase(BILLING_ROUTES.handleSubscriptionPurchase, idToken, purchase, call),
    handleOneTimeProductPurchase: (idToken, purchase, call = {}) =>
      recordPurchase(BILLING_ROUTES.handleOneTimeProductPurchase, idToken, purchase, call),
  };
}
