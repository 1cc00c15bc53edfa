import { describe, expect, it } from 'vitest';
import { readEntitlementAnswer } from './entitlementQuery';
import { PremiumAnswerError } from './premiumAnswerError';

const NOW = '2026-11-26T09:00:00.000Z';

describe('reading the entitlement answer (spec §3 Entitlement, server time currentTime)', () => {
  it('reads the three sources, FOREVER and TEMPORARY as Forever and Temporary, and the server time', () => {
    expect(
      readEntitlementAnswer({
        entitlement: {
          subscriptionPurchase: { endDate: '2026-12-26T09:00:00.000Z', subscriptionState: 'ACTIVE' },
          oneTimePurchase: { purchaseState: 'Canceled' },
          manualEntitlement: { entitlementType: 'TEMPORARY', endDate: 1_800_000_000_000 },
        },
        isEntitled: true,
        currentTime: NOW,
      }),
    ).toEqual({
      isEntitled: true,
      entitlement: {
        subscriptionPurchase: {
          endDateEpochMs: Date.parse('2026-12-26T09:00:00.000Z'),
          subscriptionState: 'ACTIVE',
        },
        oneTimePurchase: { purchaseState: 'Canceled' },
        manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: 1_800_000_000_000 },
      },
      serverTimeEpochMs: Date.parse(NOW),
    });
  });

  it('reads no document as no entitlement, keeping the server’s verdict', () => {
    expect(readEntitlementAnswer({ entitlement: null, isEntitled: false, currentTime: NOW })).toEqual({
      isEntitled: false,
      entitlement: null,
      serverTimeEpochMs: Date.parse(NOW),
    });
  });

  it('throws ENTITLEMENT_DOCUMENT_INVALID for a document outside spec §3, never "no premium"', () => {
    const read = () =>
      readEntitlementAnswer({
        entitlement: { manualEntitlement: { entitlementType: 'Lifetime' } },
        isEntitled: true,
        currentTime: NOW,
      });
    expect(read).toThrow(PremiumAnswerError);
    expect(read).toThrow(
      /^The entitlement document does not follow spec §3 \(manualEntitlement\.entitlementType: /,
    );
  });

  it('throws ENTITLEMENT_DOCUMENT_INVALID for a server time that is not a date', () => {
    let thrown: unknown;
    try {
      readEntitlementAnswer({ entitlement: null, isEntitled: false, currentTime: 'yesterday' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PremiumAnswerError);
    expect((thrown as PremiumAnswerError).code).toBe('ENTITLEMENT_DOCUMENT_INVALID');
    expect((thrown as PremiumAnswerError).message).toBe("The server time 'yesterday' is not a date.");
  });
});
