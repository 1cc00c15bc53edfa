import { z } from 'zod';
import { SUBSCRIPTION_GRACE_MS } from './constants';

/** Subscription states of the Android store (spec §4). Transitions between them are the store's, not ours. */
export const SUBSCRIPTION_STATES = [
  'UNSPECIFIED',
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'IN_GRACE_PERIOD',
  'ON_HOLD',
  'CANCELED',
  'EXPIRED',
  'PENDING_PURCHASE_CANCELED',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** One-time purchase statuses (spec §3–4). */
export const PURCHASE_STATES = ['Purchased', 'Canceled', 'Pending'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** Manual entitlement types (spec §3), in the spelling we store; FOREVER and TEMPORARY are read as these. */
export const MANUAL_ENTITLEMENT_TYPES = ['Forever', 'Temporary'] as const;
export type ManualEntitlementType = (typeof MANUAL_ENTITLEMENT_TYPES)[number];

/** The three optional sources of a premium entitlement (spec §3), with dates as epoch milliseconds. */
export interface Entitlement {
  readonly subscriptionPurchase?: {
    readonly endDateEpochMs: number;
    readonly subscriptionState?: SubscriptionState | undefined;
  };
  readonly oneTimePurchase?: { readonly purchaseState: PurchaseState };
  readonly manualEntitlement?: {
    readonly entitlementType: ManualEntitlementType;
    readonly endDateEpochMs?: number | undefined;
  };
}

/**
 * Whether a user is entitled to premium (spec §4) at the server's time: a subscription whose endDate plus the 2-day
 * grace period is later than server time; a one-time purchase in the Purchased state; or a manual entitlement of type
 * Forever, or of type Temporary with an endDate later than server time.
 * Wired by issue 12 (entitlement: the spec’s three sources and rules, loaded per user).
 */
export function isEntitled(entitlement: Entitlement | undefined, serverTimeEpochMs: number): boolean {
  if (!entitlement) return false;
  const { subscriptionPurchase, oneTimePurchase, manualEntitlement } = entitlement;
  if (
    subscriptionPurchase &&
    subscriptionPurchase.endDateEpochMs + SUBSCRIPTION_GRACE_MS > serverTimeEpochMs
  ) {
    return true;
  }
  if (oneTimePurchase?.purchaseState === 'Purchased') return true;
  if (manualEntitlement) {
    if (manualEntitlement.entitlementType === 'Forever') return true;
    const { endDateEpochMs } = manualEntitlement;
    if (endDateEpochMs !== undefined && endDateEpochMs > serverTimeEpochMs) return true;
  }
  return false;
}

/** A date as stored: epoch milliseconds, or an ISO 8601 date-time string. */
const storedDateSchema = z.union([
  z.number().finite(),
  z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
]);

/**
 * The entitlement document as stored at cities/{city}/entitlements/{uid} (spec §3), parsed into an
 * {@link Entitlement}. The spelling FOREVER / TEMPORARY is accepted and normalised.
 * Wired by issue 12 (entitlement: the spec’s three sources and rules, loaded per user).
 */
export const entitlementDocumentSchema = z
  .object({
    subscriptionPurchase: z
      .object({ endDate: storedDateSchema, subscriptionState: z.enum(SUBSCRIPTION_STATES).optional() })
      .optional(),
    oneTimePurchase: z.object({ purchaseState: z.enum(PURCHASE_STATES) }).optional(),
    manualEntitlement: z
      .object({
        entitlementType: z
          .enum(['Forever', 'Temporary', 'FOREVER', 'TEMPORARY'])
          .transform((type): ManualEntitlementType =>
            type === 'FOREVER' || type === 'Forever' ? 'Forever' : 'Temporary',
          ),
        endDate: storedDateSchema.optional(),
      })
      .optional(),
  })
  .transform((doc): Entitlement => ({
    ...(doc.subscriptionPurchase && {
      subscriptionPurchase: {
        endDateEpochMs: doc.subscriptionPurchase.endDate,
        subscriptionState: doc.subscriptionPurchase.subscriptionState,
      },
    }),
    ...(doc.oneTimePurchase && { oneTimePurchase: doc.oneTimePurchase }),
    ...(doc.manualEntitlement && {
      manualEntitlement: {
        entitlementType: doc.manualEntitlement.entitlementType,
        endDateEpochMs: doc.manualEntitlement.endDate,
      },
    }),
  }));

/**
 * The server time answer of GET /time (spec §7): { currentTime }.
 * Wired by issue 12 (entitlement: the spec’s three sources and rules, loaded per user).
 */
export const serverTimeSchema = z.object({ currentTime: storedDateSchema });
