/*
 * A premium purchase (spec §7: subscription and one-time product purchase start, purchases updated; POST
 * /gplay-billing/…): the Android wrapper runs Google Play's purchase and answers the purchase it made, then the API
 * records it for the signed-in rider and answers their entitlement.
 */
import {
  type AccountApi,
  type IdTokenSource,
  type PlayPurchase,
  playPurchaseSchema,
} from '@transit/api-client';
import { PARSE_ONCE, type PremiumPlan } from '@transit/core';
import { z } from 'zod';
import type { BridgeMessage, BridgePort } from '../../platform';
import { type PremiumStatus, readEntitlementAnswer } from './entitlementQuery';
import { PremiumAnswerError } from './premiumAnswerError';

/**
 * What the wrapper answers: the Play Billing library's purchase, its three fields read with the contract's rules;
 * anything else it adds (an order id) is left out, as the server takes only those three.
 */
const wrapperPurchaseSchema = z.object(playPurchaseSchema.shape);

/** The bridge message that starts the store's purchase of `plan`. */
export function purchaseMessage(plan: PremiumPlan): BridgeMessage {
  switch (plan.kind) {
    case 'subscription':
      return {
        name: 'startSubscriptionPurchase',
        payload: { subscriptionId: plan.subscriptionId, basePlanId: plan.basePlanId },
      };
    case 'lifetime':
      return { name: 'startOneTimeProductPurchase', payload: { productId: plan.productId } };
  }
}

/** The store's product id of a plan: a subscription's id (its base plan is part of it), or the product's. */
export function storeProductId(plan: PremiumPlan): string {
  return plan.kind === 'subscription' ? plan.subscriptionId : plan.productId;
}

/**
 * Asks the wrapper to buy `plan` and answers the purchase it reports. Throws the BridgeError the wrapper reported (or
 * BRIDGE_UNAVAILABLE where there is no wrapper), or PURCHASE_ANSWER_INVALID when its answer is not a purchase of the
 * plan's product.
 */
export async function startStorePurchase(
  bridge: Pick<BridgePort, 'send'>,
  plan: PremiumPlan,
): Promise<PlayPurchase> {
  const result = await bridge.send(purchaseMessage(plan));
  if (!result.ok) throw result.error;
  const parsed = wrapperPurchaseSchema.safeParse(result.value, PARSE_ONCE);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'value');
    throw new PremiumAnswerError(
      'PURCHASE_ANSWER_INVALID',
      `The app answered a purchase that is not a Google Play purchase (${fields.join(', ')}).`,
    );
  }
  const productId = storeProductId(plan);
  if (parsed.data.productId !== productId) {
    throw new PremiumAnswerError(
      'PURCHASE_ANSWER_INVALID',
      `The app answered a purchase of '${parsed.data.productId}' for '${productId}'.`,
    );
  }
  return parsed.data;
}

/**
 * Sends a purchase to the API, which verifies it with Google Play and records it for the token's rider (a purchase
 * of another account fails with 409 PURCHASE_OF_ANOTHER_ACCOUNT); answers the rider's entitlement as it now stands.
 */
export async function recordPurchase(
  account: Pick<AccountApi, 'handleSubscriptionPurchase' | 'handleOneTimeProductPurchase'>,
  idToken: IdTokenSource,
  plan: PremiumPlan,
  purchase: PlayPurchase,
): Promise<PremiumStatus> {
  const answer =
    plan.kind === 'subscription'
      ? await account.handleSubscriptionPurchase(idToken, purchase)
      : await account.handleOneTimeProductPurchase(idToken, purchase);
  return readEntitlementAnswer(answer);
}
