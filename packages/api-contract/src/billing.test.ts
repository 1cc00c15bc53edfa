import { HTTP_TIMEOUT_MS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BILLING_ROUTES,
  billingAnswerSchema,
  PLAY_PURCHASE_BODY_LIMIT_BYTES,
  PLAY_PURCHASE_TOKEN_MAX_LENGTH,
  playPurchaseSchema,
} from './billing';

/** A purchase as the Play Billing library gives it (the token shaped like Play's; no real purchase). */
const PURCHASE = {
  packageName: 'com.example.transit',
  productId: 'premium_monthly',
  purchaseToken: 'kbmkmbdcnlldkbobnfheonjp.AO-J1OxLr7bXaF0o1qzG3y5kJm8hTq2-WdUeVs9cN4pZ_RiYb6uHtKgE',
};

describe('the Google Play purchase calls (spec §7)', () => {
  it('are two POSTs under the city API base, with the 15 s timeout', () => {
    expect(BILLING_ROUTES).toEqual({
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
    });
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
  });

  it("take the Play Billing library's package name, product id and purchase token", () => {
    expect(playPurchaseSchema.parse(PURCHASE)).toEqual(PURCHASE);
    expect(playPurchaseSchema.safeParse({ ...PURCHASE, productId: 'premium.v2_yearly' }).success).toBe(true);
    expect(playPurchaseSchema.safeParse({ ...PURCHASE, packageName: 'es.Transit.app_1' }).success).toBe(true);
  });

  it('refuse anything else: another field, a malformed id or package, a token out of bounds', () => {
    for (const body of [
      { ...PURCHASE, uid: 'someone-else' },
      { packageName: PURCHASE.packageName, productId: PURCHASE.productId },
      { ...PURCHASE, packageName: 'transit' },
      { ...PURCHASE, packageName: 'com.1example.transit' },
      { ...PURCHASE, packageName: `com.${'a'.repeat(252)}` },
      { ...PURCHASE, productId: 'Premium' },
      { ...PURCHASE, productId: '_premium' },
      { ...PURCHASE, productId: `p${'a'.repeat(150)}` },
      { ...PURCHASE, purchaseToken: '' },
      { ...PURCHASE, purchaseToken: 'token with spaces' },
      { ...PURCHASE, purchaseToken: 'a'.repeat(PLAY_PURCHASE_TOKEN_MAX_LENGTH + 1) },
    ]) {
      expect(playPurchaseSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
    }
  });

  it('fit in their body limit at the bounds of every field', () => {
    const longest = {
      packageName: `com.${'a'.repeat(251)}`,
      productId: 'a'.repeat(150),
      purchaseToken: 'a'.repeat(PLAY_PURCHASE_TOKEN_MAX_LENGTH),
    };
    expect(playPurchaseSchema.safeParse(longest).success).toBe(true);
    expect(JSON.stringify(longest).length).toBeLessThan(PLAY_PURCHASE_BODY_LIMIT_BYTES);
  });

  it('answer the entitlement document, the verdict and the server time, encoded as given (no transform: the server encodes with it)', () => {
    const answer = {
      entitlement: {
        subscriptionPurchase: { endDate: '2026-12-26T08:58:41.102Z', subscriptionState: 'ACTIVE' },
      },
      isEntitled: true,
      currentTime: '2026-11-26T09:00:00.000Z',
    };
    expect(billingAnswerSchema.parse(answer)).toEqual(answer);
    expect(z.encode(billingAnswerSchema, answer)).toEqual(answer);
    expect(
      billingAnswerSchema.parse({ entitlement: null, isEntitled: false, currentTime: answer.currentTime })
        .entitlement,
    ).toBeNull();
    // An answer without the server's verdict is not one the app can act on.
    expect(
      billingAnswerSchema.safeParse({ entitlement: null, currentTime: answer.currentTime }).success,
    ).toBe(false);
  });
});
