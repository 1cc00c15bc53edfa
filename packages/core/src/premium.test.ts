import { describe, expect, it } from 'vitest';
import { ProductError } from './errors';
import { assertPremiumEnabled, PremiumError } from './premium';

describe('assertPremiumEnabled: the premium manager is usable only when premium is enabled (spec §5)', () => {
  it('lets an enabled premium manager through', () => {
    expect(() => assertPremiumEnabled(true)).not.toThrow();
  });

  it('throws that premium is not enabled otherwise', () => {
    let thrown: unknown;
    try {
      assertPremiumEnabled(false);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PremiumError);
    expect(thrown).toBeInstanceOf(ProductError);
    expect((thrown as PremiumError).code).toBe('PREMIUM_NOT_ENABLED');
    expect((thrown as PremiumError).message).toBe('Premium is not enabled.');
    expect((thrown as PremiumError).name).toBe('PremiumError');
  });
});
