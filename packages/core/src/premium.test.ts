import { describe, expect, it } from 'vitest';
import { ProductError } from './errors';
import { assertPremiumEnabled, PremiumError, premiumManager } from './premium';

/** Madrid's premium products (cities/madrid/city.ts). */
const MADRID_PREMIUM = {
  subscriptions: [{ subscriptionId: 'premium', basePlanIds: ['monthly', 'yearly'] }],
  lifetimeProductIds: ['premium_forever'],
};

function thrownBy(run: () => unknown): PremiumError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PremiumError);
    expect(error).toBeInstanceOf(ProductError);
    return error as PremiumError;
  }
  throw new Error('expected it to throw');
}

describe('assertPremiumEnabled: the premium manager is usable only when premium is enabled (spec §5)', () => {
  it('lets an enabled premium manager through', () => {
    expect(() => assertPremiumEnabled(true)).not.toThrow();
  });

  it('throws that premium is not enabled otherwise', () => {
    const thrown = thrownBy(() => assertPremiumEnabled(false));
    expect(thrown.code).toBe('PREMIUM_NOT_ENABLED');
    expect(thrown.message).toBe('Premium is not enabled.');
    expect(thrown.name).toBe('PremiumError');
  });
});

describe('premiumManager: the city’s premium catalogue (spec §1, §5)', () => {
  it('throws that premium is not enabled for a city without premium', () => {
    const thrown = thrownBy(() => premiumManager(undefined));
    expect(thrown.code).toBe('PREMIUM_NOT_ENABLED');
    expect(thrown.message).toBe('Premium is not enabled.');
  });

  it('lists every base plan of each subscription, then the lifetime products, in the city’s order', () => {
    expect(premiumManager(MADRID_PREMIUM).plans).toEqual([
      { kind: 'subscription', subscriptionId: 'premium', basePlanId: 'monthly' },
      { kind: 'subscription', subscriptionId: 'premium', basePlanId: 'yearly' },
      { kind: 'lifetime', productId: 'premium_forever' },
    ]);
  });

  it('finds a plan the city sells by the ids of its purchase address', () => {
    const manager = premiumManager(MADRID_PREMIUM);
    expect(manager.subscriptionPlan('premium', 'yearly')).toEqual({
      kind: 'subscription',
      subscriptionId: 'premium',
      basePlanId: 'yearly',
    });
    expect(manager.lifetimePlan('premium_forever')).toEqual({
      kind: 'lifetime',
      productId: 'premium_forever',
    });
  });

  it('throws PREMIUM_PLAN_UNKNOWN for ids the city does not sell, naming them', () => {
    const manager = premiumManager(MADRID_PREMIUM);
    const basePlan = thrownBy(() => manager.subscriptionPlan('premium', 'weekly'));
    expect(basePlan.code).toBe('PREMIUM_PLAN_UNKNOWN');
    expect(basePlan.message).toBe(
      "The subscription 'premium' with base plan 'weekly' is not a premium plan of this city.",
    );
    expect(thrownBy(() => manager.subscriptionPlan('premium_forever', 'monthly')).code).toBe(
      'PREMIUM_PLAN_UNKNOWN',
    );
    // A lifetime product is not a subscription, nor a subscription a lifetime product.
    expect(thrownBy(() => manager.lifetimePlan('premium')).message).toBe(
      "The one-time product 'premium' is not a premium plan of this city.",
    );
  });

  it('shortens a long id from the address in its message', () => {
    const thrown = thrownBy(() => premiumManager(MADRID_PREMIUM).lifetimePlan('x'.repeat(200)));
    expect(thrown.message).toBe(
      `The one-time product '${'x'.repeat(40)}…' is not a premium plan of this city.`,
    );
  });
});
