import { ProductError } from './errors';

/** Wired by issue 12 (premium catalogue and purchase pages). */
export class PremiumError extends ProductError<'PREMIUM_NOT_ENABLED'> {
  override readonly name = 'PremiumError';
}

/**
 * The premium manager is usable only when premium is enabled; otherwise this throws (spec §5).
 * Wired by issue 12 (premium catalogue and purchase pages).
 */
export function assertPremiumEnabled(isPremiumEnabled: boolean): void {
  if (!isPremiumEnabled) throw new PremiumError('PREMIUM_NOT_ENABLED', 'Premium is not enabled.');
}
