import { ProductError, quoteInput } from '@transit/core';
import { z } from 'zod';

/**
 * The Google Play Developer API (androidpublisher v3), the few calls purchase verification needs: a subscription
 * purchase (purchases.subscriptionsv2.get), a one-time product purchase (purchases.products.get) and their
 * acknowledgements. Plain REST over fetch with an OAuth access token of a service account; every answer is checked
 * against its documented shape and every failure is a coded {@link PlayApiError}.
 */

/** Google's host; PLAY_API_BASE_URL replaces it (tests point it at a local fixture server). */
export const DEFAULT_PLAY_API_BASE_URL = 'https://androidpublisher.googleapis.com';

/** The OAuth scope of the Play Developer API. */
export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

/**
 * How long one Play call may take, token included, ms: the app waits 15 s for the whole purchase call (spec §7), which
 * also stores the entitlement and may acknowledge.
 */
export const PLAY_API_TIMEOUT_MS = 10_000;

/** No answer of these calls comes near this (a subscription with several line items is a few KB). */
const MAX_ANSWER_CHARS = 1024 * 1024;

export type PlayApiErrorCode = 'PLAY_API_UNAVAILABLE' | 'PURCHASE_NOT_FOUND' | 'PURCHASE_INVALID';

/**
 * Why a purchase could not be verified. PLAY_API_UNAVAILABLE is Google's side or ours (no answer in time, an error
 * status, an answer of another shape, credentials refused): try again later. PURCHASE_NOT_FOUND (Play knows no such
 * purchase, or no longer) and PURCHASE_INVALID (Play refused the token, or the purchase is not of the product named)
 * are about the purchase sent: sending it again will not help.
 */
export class PlayApiError extends ProductError<PlayApiErrorCode> {
  override readonly name = 'PlayApiError';
  /** The HTTP status Google answered with, when it answered. */
  readonly httpStatus: number | undefined;

  constructor(code: PlayApiErrorCode, message: string, options?: { cause?: unknown; httpStatus?: number }) {
    super(code, message, { cause: options?.cause });
    this.httpStatus = options?.httpStatus;
  }
}

/** Play's subscription states (SubscriptionPurchaseV2.subscriptionState). */
export const PLAY_SUBSCRIPTION_STATES = [
  'SUBSCRIPTION_STATE_UNSPECIFIED',
  'SUBSCRIPTION_STATE_PENDING',
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_PAUSED',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
  'SUBSCRIPTION_STATE_ON_HOLD',
  'SUBSCRIPTION_STATE_CANCELED',
  'SUBSCRIPTION_STATE_EXPIRED',
  'SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED',
] as const;
export type PlaySubscriptionState = (typeof PLAY_SUBSCRIPTION_STATES)[number];

/** A Timestamp of Google's JSON: RFC 3339, always in UTC (Z), with 0, 3, 6 or 9 fractional digits. */
const timestampSchema = z.iso.datetime();

/**
 * SubscriptionPurchaseV2, the fields read here (others are let through unread). `lineItems[].expiryTime` is when
 * access ends unless renewed; a pending subscription may have none yet.
 */
export const subscriptionPurchaseV2Schema = z.object({
  kind: z.string().optional(),
  subscriptionState: z.enum(PLAY_SUBSCRIPTION_STATES),
  acknowledgementState: z.enum([
    'ACKNOWLEDGEMENT_STATE_UNSPECIFIED',
    'ACKNOWLEDGEMENT_STATE_PENDING',
    'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
  ]),
  startTime: timestampSchema.optional(),
  regionCode: z.string().optional(),
  linkedPurchaseToken: z.string().optional(),
  lineItems: z
    .array(z.object({ productId: z.string(), expiryTime: timestampSchema.optional() }))
    .max(100)
    .default([]),
});
export type PlaySubscriptionPurchase = z.output<typeof subscriptionPurchaseV2Schema>;

/**
 * ProductPurchase, the fields read here. purchaseState: 0 purchased, 1 canceled, 2 pending; acknowledgementState:
 * 0 yet to be acknowledged, 1 acknowledged; consumptionState: 0 yet to be consumed, 1 consumed. Int64 values such as
 * purchaseTimeMillis come as strings in Google's JSON.
 */
export const productPurchaseSchema = z.object({
  kind: z.string().optional(),
  purchaseTimeMillis: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
  purchaseState: z.literal([0, 1, 2]),
  consumptionState: z.literal([0, 1]).optional(),
  acknowledgementState: z.literal([0, 1]),
  orderId: z.string().optional(),
  productId: z.string().optional(),
  purchaseType: z.int().optional(),
  quantity: z.int().optional(),
  regionCode: z.string().optional(),
});
export type PlayProductPurchase = z.output<typeof productPurchaseSchema>;

/** The error body of Google's APIs: `{ error: { code, message, status } }`. */
const googleErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), status: z.string().optional() }),
});

/** What purchase verification asks of Google Play; the real one is {@link createPlayDeveloperApi}. */
export interface PlayPurchases {
  /** A subscription purchase by its token (purchases.subscriptionsv2.get). */
  subscription(packageName: string, token: string): Promise<PlaySubscriptionPurchase>;
  /** A one-time product purchase by its product and token (purchases.products.get). */
  product(packageName: string, productId: string, token: string): Promise<PlayProductPurchase>;
  /** Acknowledges a subscription purchase (purchases.subscriptions.acknowledge). */
  acknowledgeSubscription(packageName: string, subscriptionId: string, token: string): Promise<void>;
  /** Acknowledges a one-time product purchase (purchases.products.acknowledge). */
  acknowledgeProduct(packageName: string, productId: string, token: string): Promise<void>;
}

/** An OAuth access token for the androidpublisher scope; Google's library caches and refreshes it. */
export type AccessTokenSource = () => Promise<string>;

export interface PlayDeveloperApiOptions {
  /** PLAY_API_BASE_URL, or {@link DEFAULT_PLAY_API_BASE_URL}. */
  readonly baseUrl?: string | undefined;
  /** The service account's tokens ({@link googleAccessTokens}); tests give a fake one and need no credentials. */
  readonly accessToken: AccessTokenSource;
  /** Per call, token included; {@link PLAY_API_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number | undefined;
}

/**
 * Access tokens of a service account with the androidpublisher scope: the key file at `keyFile`
 * (GOOGLE_PLAY_CREDENTIALS) or, without one, Google's application default credentials (GOOGLE_APPLICATION_CREDENTIALS,
 * or the metadata server on Google Cloud). The service account must be invited in Play Console with access to the
 * app's financial data. Nothing is read until the first call.
 */
export async function googleAccessTokens(keyFile: string | undefined): Promise<AccessTokenSource> {
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({
    scopes: [ANDROID_PUBLISHER_SCOPE],
    ...(keyFile !== undefined && { keyFile }),
  });
  return async () => {
    const token = await auth.getAccessToken();
    if (!token) throw new Error('Google gave no access token.');
    return token;
  };
}

/** Rejects when `promise` has not settled within `ms` (a token request has no signal of its own). */
async function within<Result>(promise: Promise<Result>, ms: number): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no token within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Google's own words about a failure, when its body says (shortened: it goes into our message). */
function googleMessage(text: string): string {
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(text));
    const message = parsed.success ? parsed.data.error.message : undefined;
    return message ? `: ${quoteInput(message, 160)}` : '';
  } catch {
    return '';
  }
}

/** The coded error of a failure status. */
function statusError(what: string, status: number, text: string): PlayApiError {
  const said = googleMessage(text);
  if (status === 404 || status === 410) {
    return new PlayApiError(
      'PURCHASE_NOT_FOUND',
      `Google Play knows no such purchase (${what}: HTTP ${status}${said}).`,
      { httpStatus: status },
    );
  }
  if (status === 400) {
    return new PlayApiError(
      'PURCHASE_INVALID',
      `Google Play refused the purchase (${what}: HTTP 400${said}).`,
      { httpStatus: status },
    );
  }
  const why =
    status === 401 || status === 403
      ? "refused the server's credentials: the service account needs access to the app in Play Console"
      : status === 429
        ? "answered that the server's quota is used up"
        : `answered HTTP ${status}`;
  return new PlayApiError('PLAY_API_UNAVAILABLE', `The Google Play Developer API ${why} (${what}${said}).`, {
    httpStatus: status,
  });
}

/** The Play Developer API over fetch. */
export function createPlayDeveloperApi(options: PlayDeveloperApiOptions): PlayPurchases {
  const baseUrl = (options.baseUrl ?? DEFAULT_PLAY_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? PLAY_API_TIMEOUT_MS;
  const applications = (packageName: string) =>
    `${baseUrl}/androidpublisher/v3/applications/${encodeURIComponent(packageName)}/purchases`;
  const tokens = (token: string) => `tokens/${encodeURIComponent(token)}`;

  /** One call: its answer's text on a 2xx, a coded error otherwise. */
  const call = async (what: string, method: 'GET' | 'POST', url: string): Promise<string> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let accessToken: string;
    try {
      accessToken = await within(options.accessToken(), timeoutMs);
    } catch (cause) {
      throw new PlayApiError(
        'PLAY_API_UNAVAILABLE',
        `No access token for the Google Play Developer API (${what}): check GOOGLE_PLAY_CREDENTIALS or the application default credentials.`,
        { cause },
      );
    }
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(method === 'POST' && { 'content-type': 'application/json' }),
        },
        ...(method === 'POST' && { body: '{}' }),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      throw new PlayApiError(
        'PLAY_API_UNAVAILABLE',
        signal.aborted
          ? `The Google Play Developer API did not answer within ${timeoutMs} ms (${what}).`
          : `The Google Play Developer API could not be reached (${what}).`,
        { cause },
      );
    }
    if (status < 200 || status > 299) throw statusError(what, status, text);
    return text;
  };

  /** A 2xx answer's JSON, checked against its documented shape. */
  const parse = <Schema extends z.ZodType>(what: string, schema: Schema, text: string): z.output<Schema> => {
    let json: unknown;
    try {
      if (text.length > MAX_ANSWER_CHARS) throw new Error(`an answer of ${text.length} characters`);
      json = JSON.parse(text);
    } catch (cause) {
      throw new PlayApiError('PLAY_API_UNAVAILABLE', `Google Play answered ${what} with no JSON.`, { cause });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PlayApiError(
        'PLAY_API_UNAVAILABLE',
        `Google Play answered ${what} in an unexpected shape (${issue?.path.join('.') || 'the answer'}: ${issue?.message ?? 'invalid'}).`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  };

  return {
    async subscription(packageName, token) {
      const what = 'purchases.subscriptionsv2.get';
      const url = `${applications(packageName)}/subscriptionsv2/${tokens(token)}`;
      return parse(what, subscriptionPurchaseV2Schema, await call(what, 'GET', url));
    },
    async product(packageName, productId, token) {
      const what = 'purchases.products.get';
      const url = `${applications(packageName)}/products/${encodeURIComponent(productId)}/${tokens(token)}`;
      return parse(what, productPurchaseSchema, await call(what, 'GET', url));
    },
    async acknowledgeSubscription(packageName, subscriptionId, token) {
      const url = `${applications(packageName)}/subscriptions/${encodeURIComponent(subscriptionId)}/${tokens(token)}:acknowledge`;
      await call('purchases.subscriptions.acknowledge', 'POST', url);
    },
    async acknowledgeProduct(packageName, productId, token) {
      const url = `${applications(packageName)}/products/${encodeURIComponent(productId)}/${tokens(token)}:acknowledge`;
      await call('purchases.products.acknowledge', 'POST', url);
    },
  };
}
