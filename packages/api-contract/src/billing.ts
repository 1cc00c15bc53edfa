import { HTTP_TIMEOUT_MS } from '@transit/core';
import { z } from 'zod';
import { entitlementAnswerSchema } from './account';

/**
 * The Google Play purchase calls (issue 12, spec §7): after the Android wrapper reports a purchase (spec §7: purchases
 * updated), the app sends it here; the server asks the Google Play Developer API about it, acknowledges it, records
 * it in the rider's entitlement document (spec §3: cities/{city}/entitlements/{uid}) and answers the document. The
 * spec does not show the purchase payload: it is what the Android Play Billing library gives the app for a purchase.
 * Like the account calls, each carries the rider's Firebase ID token; the purchase is recorded for the token's user.
 */

/**
 * An Android application id as Google Play knows it: two or more dot-separated parts, each a letter then letters,
 * digits or underscores (com.example.transit). Bounded far above any real one.
 */
export const PLAY_PACKAGE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const PLAY_PACKAGE_NAME_MAX_LENGTH = 255;

/** A Play product id: a lowercase letter or digit, then lowercase letters, digits, underscores and periods. */
export const PLAY_PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9_.]*$/;
export const PLAY_PRODUCT_ID_MAX_LENGTH = 150;

/**
 * A purchase token is opaque (Play's are about 150 characters of letters, digits, '.', '-' and '_'): any printable
 * ASCII without spaces is taken, up to a bound no token nears, and the server escapes it into Play's URLs.
 */
export const PLAY_PURCHASE_TOKEN_PATTERN = /^[\x21-\x7e]+$/;
export const PLAY_PURCHASE_TOKEN_MAX_LENGTH = 2048;

/** What the Play Billing library's Purchase gives for one product: its app, its product and its token. */
export const playPurchaseSchema = z
  .strictObject({
    packageName: z
      .string()
      .max(PLAY_PACKAGE_NAME_MAX_LENGTH)
      .regex(PLAY_PACKAGE_NAME_PATTERN, 'must be an Android package name (com.example.app)'),
    productId: z
      .string()
      .max(PLAY_PRODUCT_ID_MAX_LENGTH)
      .regex(PLAY_PRODUCT_ID_PATTERN, 'must be a Google Play product id (a-z, 0-9, _ and .)'),
    purchaseToken: z
      .string()
      .min(1)
      .max(PLAY_PURCHASE_TOKEN_MAX_LENGTH)
      .regex(PLAY_PURCHASE_TOKEN_PATTERN, 'must be a Google Play purchase token'),
  })
  .meta({ id: 'PlayPurchase' });
export type PlayPurchase = z.output<typeof playPurchaseSchema>;

/**
 * What both calls answer: the rider's entitlement document after the purchase was recorded, and the server time
 * (the same answer as GET /v1/me/entitlement), so the app applies the entitlement rules (spec §4) at once.
 */
export const billingAnswerSchema = entitlementAnswerSchema;
export type BillingAnswer = z.output<typeof billingAnswerSchema>;

/** One purchase call: method, path under the city's API base, and how long the client waits. */
export interface BillingRoute {
  readonly method: 'POST';
  readonly path: string;
  readonly timeoutMs: number;
}

/** The purchase calls, under a city's API base, with spec §7's paths and timeout (15 s). */
export const BILLING_ROUTES = {
  handleSubscriptionPurchase: {
    method: 'POST',
    path: '/gplay-billing/handle-subscription-purchase',
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  handleOneTimeProductPurchase: {
    method: 'POST',
    path: '/gplay-billing/handle-one-time-product-purchase',
    timeoutMs: HTTP_TIMEOUT_MS,
  },
} as const satisfies Record<string, BillingRoute>;

/** The most a purchase body may weigh: the three fields at their bounds fit in well under 4 KiB. */
export const PLAY_PURCHASE_BODY_LIMIT_BYTES = 4 * 1024;
