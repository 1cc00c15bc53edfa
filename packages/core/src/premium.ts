import type { City } from './city';
import { ProductError, quoteInput } from './errors';

/**
 * - PREMIUM_NOT_ENABLED: the city sells no premium (its city.ts has no `premium`), spec §5.
 * - PREMIUM_PLAN_UNKNOWN: a subscription, base plan or product id the city does not sell (a purchase address typed
 *   or kept from an older catalogue).
 */
export type PremiumErrorCode = 'PREMIUM_NOT_ENABLED' | 'PREMIUM_PLAN_UNKNOWN';

/** Wired by issue 12 (premium catalogue and purchase pages). */
export class PremiumError extends ProductError<PremiumErrorCode> {
  override readonly name = 'PremiumError';
}

/**
 * The premium manager is usable only when premium is enabled; otherwise this throws (spec §5).
 * Wired by issue 12 (premium catalogue and purchase pages).
 */
export function assertPremiumEnabled(isPremiumEnabled: boolean): void {
  if (!isPremiumEnabled) throw new PremiumError('PREMIUM_NOT_ENABLED', 'Premium is not enabled.');
}

/** A city's premium products, as its city.ts lists them (store ids only: prices come from the store, spec §9). */
export type PremiumConfig = NonNullable<City['premium']>;

/** A base plan of a store subscription (monthly, yearly…), bought as the pair of ids the store knows it by. */
export interface SubscriptionPlan {
  readonly kind: 'subscription';
  readonly subscriptionId: string;
  readonly basePlanId: string;
}

/** A one-time (lifetime) product: premium for ever, bought once. */
export interface LifetimePlan {
  readonly kind: 'lifetime';
  readonly productId: string;
}

/** One thing a rider can buy for premium. */
export type PremiumPlan = SubscriptionPlan | LifetimePlan;

/** The premium manager (spec §5): the city's catalogue, and its plans found by the ids a purchase address carries. */
export interface PremiumManager {
  /** Every plan, in the city's order: each subscription's base plans, then the lifetime products. */
  readonly plans: readonly PremiumPlan[];
  /** The base plan `basePlanId` of the subscription `subscriptionId`; throws PREMIUM_PLAN_UNKNOWN if not sold. */
  subscriptionPlan(subscriptionId: string, basePlanId: string): SubscriptionPlan;
  /** The one-time product `productId`; throws PREMIUM_PLAN_UNKNOWN if not sold. */
  lifetimePlan(productId: string): LifetimePlan;
}

/**
 * The premium manager of a city: usable only when premium is enabled, else it throws PREMIUM_NOT_ENABLED, "Premium is
 * not enabled." (spec §5).
 * @param premium the city's `premium` (absent where premium is not enabled)
 */
export function premiumManager(premium: PremiumConfig | undefined): PremiumManager {
  assertPremiumEnabled(premium !== undefined);
  const { subscriptions, lifetimeProductIds } = premium as PremiumConfig;
  const plans: PremiumPlan[] = [
    ...subscriptions.flatMap(({ subscriptionId, basePlanIds }) =>
      basePlanIds.map((basePlanId): SubscriptionPlan => ({
        kind: 'subscription',
        subscriptionId,
        basePlanId,
      })),
    ),
    ...lifetimeProductIds.map((productId): LifetimePlan => ({ kind: 'lifetime', productId })),
  ];
  // The ids come from an address: quoted and shortened in the message.
  const unknown = (what: string) =>
    new PremiumError('PREMIUM_PLAN_UNKNOWN', `${what} is not a premium plan of this city.`);
  return {
    plans,
    subscriptionPlan(subscriptionId, basePlanId) {
      const plan = plans.find(
        (candidate): candidate is SubscriptionPlan =>
          candidate.kind === 'subscription' &&
          candidate.subscriptionId === subscriptionId &&
          candidate.basePlanId === basePlanId,
      );
      if (!plan)
        throw unknown(
          `The subscription ${quoteInput(subscriptionId)} with base plan ${quoteInput(basePlanId)}`,
        );
      return plan;
    },
    lifetimePlan(productId) {
      const plan = plans.find(
        (candidate): candidate is LifetimePlan =>
          candidate.kind === 'lifetime' && candidate.productId === productId,
      );
      if (!plan) throw unknown(`The one-time product ${quoteInput(productId)}`);
      return plan;
    },
  };
}
