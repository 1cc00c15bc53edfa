import type { PurchaseState, SubscriptionState } from '@transit/core';
import type { StoredEntitlement } from '../users/store';
import {
  PlayApiError,
  type PlayProductPurchase,
  type PlaySubscriptionPurchase,
  type PlaySubscriptionState,
} from './playDeveloperApi';

/**
 * From what Google Play says about a purchase to the entitlement document (spec §3: cities/{city}/entitlements/{uid},
 * read by the app with core's entitlementDocumentSchema), and whether the purchase still needs acknowledging: Play
 * refunds a purchase not acknowledged within three days.
 */

/** What verifying one purchase leads to. */
export interface VerifiedPurchase {
  /** The keys to merge into the entitlement document, or undefined when the purchase changes nothing. */
  readonly patch: StoredEntitlement | undefined;
  /** Whether to acknowledge it now: it is paid for and Play has no acknowledgement of it yet. */
  readonly acknowledge: boolean;
}

/** Play's subscription states by the spec's names (spec §4; core's SUBSCRIPTION_STATES). */
const SUBSCRIPTION_STATE_NAMES = {
  SUBSCRIPTION_STATE_UNSPECIFIED: 'UNSPECIFIED',
  SUBSCRIPTION_STATE_PENDING: 'PENDING',
  SUBSCRIPTION_STATE_ACTIVE: 'ACTIVE',
  SUBSCRIPTION_STATE_PAUSED: 'PAUSED',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'IN_GRACE_PERIOD',
  SUBSCRIPTION_STATE_ON_HOLD: 'ON_HOLD',
  SUBSCRIPTION_STATE_CANCELED: 'CANCELED',
  SUBSCRIPTION_STATE_EXPIRED: 'EXPIRED',
  SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED: 'PENDING_PURCHASE_CANCELED',
} as const satisfies Record<PlaySubscriptionState, SubscriptionState>;

/**
 * States in which nothing was ever paid: awaiting payment at sign-up, that payment called off, or unknown. The spec's
 * rule reads only the endDate (spec §4: endDate plus 2 days later than server time), so such a subscription is not
 * written at all: a future expiry of an unpaid one must not entitle, and a subscription recorded before stays.
 */
const UNPAID_STATES: ReadonlySet<SubscriptionState> = new Set([
  'UNSPECIFIED',
  'PENDING',
  'PENDING_PURCHASE_CANCELED',
]);

/** States in which the rider has paid for the current period: the purchase must be acknowledged if not yet. */
const PAID_STATES: ReadonlySet<SubscriptionState> = new Set(['ACTIVE', 'IN_GRACE_PERIOD', 'CANCELED']);

/**
 * A subscription purchase as the document's subscriptionPurchase: endDate is when access ends unless renewed, the
 * latest expiryTime of its line items (Play moves it back on a refund or revocation), and subscriptionState is
 * Play's state by the spec's name. A token that is no subscription to `productId` is PURCHASE_INVALID.
 */
export function verifiedSubscription(
  purchase: PlaySubscriptionPurchase,
  productId: string,
): VerifiedPurchase {
  if (!purchase.lineItems.some((item) => item.productId === productId)) {
    throw new PlayApiError('PURCHASE_INVALID', `The purchase token is not a subscription to '${productId}'.`);
  }
  const subscriptionState = SUBSCRIPTION_STATE_NAMES[purchase.subscriptionState];
  if (UNPAID_STATES.has(subscriptionState)) return { patch: undefined, acknowledge: false };
  const expiries = purchase.lineItems.flatMap((item) =>
    item.expiryTime === undefined ? [] : [Date.parse(item.expiryTime)],
  );
  if (expiries.length === 0) {
    throw new PlayApiError(
      'PLAY_API_UNAVAILABLE',
      `Google Play answered a ${subscriptionState} subscription with no expiry time.`,
    );
  }
  const endDate = new Date(Math.max(...expiries)).toISOString();
  return {
    patch: { subscriptionPurchase: { endDate, subscriptionState } },
    acknowledge:
      PAID_STATES.has(subscriptionState) && purchase.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING',
  };
}

/** Play's purchaseState numbers by the spec's statuses (spec §3: Purchased, Canceled, Pending). */
const PURCHASE_STATE_NAMES = ['Purchased', 'Canceled', 'Pending'] as const satisfies readonly PurchaseState[];

/**
 * A one-time product purchase as the document's oneTimePurchase. Each verification writes the purchase's state as
 * Play has it now (a refund turns Purchased into Canceled); a purchased one is acknowledged if not yet.
 */
export function verifiedProduct(purchase: PlayProductPurchase): VerifiedPurchase {
  const purchaseState = PURCHASE_STATE_NAMES[purchase.purchaseState];
  return {
    patch: { oneTimePurchase: { purchaseState } },
    acknowledge: purchaseState === 'Purchased' && purchase.acknowledgementState === 0,
  };
}

/** A stored source's purchase key and how good it is for the rider (a later end, or a purchase that holds). */
function sourceOf(
  entitlement: StoredEntitlement | undefined,
  key: 'subscriptionPurchase' | 'oneTimePurchase',
) {
  const source = entitlement?.[key];
  if (typeof source !== 'object' || source === null) return undefined;
  const fields = source as Readonly<Record<string, unknown>>;
  const purchaseKey = typeof fields['purchaseKey'] === 'string' ? fields['purchaseKey'] : undefined;
  const rank =
    key === 'subscriptionPurchase'
      ? typeof fields['endDate'] === 'string'
        ? Date.parse(fields['endDate'])
        : Number.NaN
      : fields['purchaseState'] === 'Purchased'
        ? 1
        : 0;
  return { purchaseKey, rank };
}

/**
 * What of a verified purchase's patch to write over the rider's document, each source tagged with its purchase key: a
 * source recorded from the same purchase is replaced (Play's word on it is the latest: a renewal, a refund), one from
 * another purchase only by a better one (a later end; Purchased over Pending or Canceled), so sending an old token
 * again never undoes a newer purchase. Undefined when nothing is to be written.
 */
export function patchToWrite(
  stored: StoredEntitlement | undefined,
  patch: StoredEntitlement,
  purchaseKey: string,
): StoredEntitlement | undefined {
  const written: Record<string, unknown> = {};
  for (const key of ['subscriptionPurchase', 'oneTimePurchase'] as const) {
    const incoming = patch[key];
    if (typeof incoming !== 'object' || incoming === null) continue;
    const tagged = { ...(incoming as Readonly<Record<string, unknown>>), purchaseKey };
    const before = sourceOf(stored, key);
    const after = sourceOf({ [key]: tagged }, key);
    const replaces =
      before === undefined ||
      before.purchaseKey === purchaseKey ||
      Number.isNaN(before.rank) ||
      (after !== undefined && after.rank > before.rank);
    if (replaces) written[key] = tagged;
  }
  return Object.keys(written).length === 0 ? undefined : written;
}
