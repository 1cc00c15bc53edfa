import { describe, expect, it } from 'vitest';
import {
  type Entitlement,
  entitlementDocumentSchema,
  isEntitled,
  MANUAL_ENTITLEMENT_TYPES,
  PURCHASE_STATES,
  serverTimeSchema,
  SUBSCRIPTION_STATES,
} from './entitlement';

/** The subscription grace period of spec §9: 2 days. */
const GRACE_MS = 172800000;
const SERVER_TIME = Date.UTC(2025, 7, 7, 12, 0, 0);

describe('isEntitled (spec §4)', () => {
  it('does not entitle a user without an entitlement', () => {
    expect(isEntitled(undefined, SERVER_TIME)).toBe(false);
    expect(isEntitled({}, SERVER_TIME)).toBe(false);
  });

  describe('a subscription whose endDate plus a 2-day grace period is later than server time', () => {
    const subscription = (endDateEpochMs: number): Entitlement => ({
      subscriptionPurchase: { endDateEpochMs },
    });

    it('entitles while the endDate is still ahead', () => {
      expect(isEntitled(subscription(SERVER_TIME + 1), SERVER_TIME)).toBe(true);
    });

    it('entitles during the 2 days after the endDate', () => {
      expect(isEntitled(subscription(SERVER_TIME - 1), SERVER_TIME)).toBe(true);
      expect(isEntitled(subscription(SERVER_TIME - GRACE_MS + 1), SERVER_TIME)).toBe(true);
    });

    it('does not entitle when endDate + 172800000 equals server time', () => {
      expect(isEntitled(subscription(SERVER_TIME - GRACE_MS), SERVER_TIME)).toBe(false);
    });

    it('does not entitle once endDate + 172800000 is earlier than server time', () => {
      expect(isEntitled(subscription(SERVER_TIME - GRACE_MS - 1), SERVER_TIME)).toBe(false);
    });

    it('goes by the endDate whatever the store’s subscription state', () => {
      for (const subscriptionState of SUBSCRIPTION_STATES) {
        const entitlement = { subscriptionPurchase: { endDateEpochMs: SERVER_TIME, subscriptionState } };
        expect(isEntitled(entitlement, SERVER_TIME)).toBe(true);
      }
    });
  });

  describe('a one-time purchase', () => {
    it('entitles in the Purchased state', () => {
      expect(isEntitled({ oneTimePurchase: { purchaseState: 'Purchased' } }, SERVER_TIME)).toBe(true);
    });

    it.each(['Canceled', 'Pending'] as const)('does not entitle in the %s state', (purchaseState) => {
      expect(isEntitled({ oneTimePurchase: { purchaseState } }, SERVER_TIME)).toBe(false);
    });
  });

  describe('a manual entitlement', () => {
    it('entitles when its type is Forever, whatever its endDate', () => {
      expect(isEntitled({ manualEntitlement: { entitlementType: 'Forever' } }, SERVER_TIME)).toBe(true);
      expect(
        isEntitled({ manualEntitlement: { entitlementType: 'Forever', endDateEpochMs: 0 } }, SERVER_TIME),
      ).toBe(true);
    });

    it('entitles when its type is Temporary with an endDate later than server time', () => {
      const entitlement: Entitlement = {
        manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: SERVER_TIME + 1 },
      };
      expect(isEntitled(entitlement, SERVER_TIME)).toBe(true);
    });

    it('does not entitle when its type is Temporary with an endDate equal to or before server time', () => {
      for (const endDateEpochMs of [SERVER_TIME, SERVER_TIME - 1]) {
        const entitlement: Entitlement = {
          manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs },
        };
        expect(isEntitled(entitlement, SERVER_TIME)).toBe(false);
      }
    });

    it('gives a Temporary entitlement no grace period', () => {
      const entitlement: Entitlement = {
        manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: SERVER_TIME - GRACE_MS + 1 },
      };
      expect(isEntitled(entitlement, SERVER_TIME)).toBe(false);
    });

    it('does not entitle when its type is Temporary without an endDate', () => {
      expect(isEntitled({ manualEntitlement: { entitlementType: 'Temporary' } }, SERVER_TIME)).toBe(false);
    });
  });

  it('entitles when any one of the sources holds', () => {
    const entitlement: Entitlement = {
      subscriptionPurchase: { endDateEpochMs: 0 },
      oneTimePurchase: { purchaseState: 'Canceled' },
      manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: SERVER_TIME + 1 },
    };
    expect(isEntitled(entitlement, SERVER_TIME)).toBe(true);
    expect(
      isEntitled(
        { ...entitlement, manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: 0 } },
        SERVER_TIME,
      ),
    ).toBe(false);
  });
});

describe('entitlement states (spec §3, §4)', () => {
  it('lists the 9 subscription states', () => {
    expect(SUBSCRIPTION_STATES).toEqual([
      'UNSPECIFIED',
      'PENDING',
      'ACTIVE',
      'PAUSED',
      'IN_GRACE_PERIOD',
      'ON_HOLD',
      'CANCELED',
      'EXPIRED',
      'PENDING_PURCHASE_CANCELED',
    ]);
  });

  it('lists the purchase statuses Purchased, Canceled, Pending', () => {
    expect(PURCHASE_STATES).toEqual(['Purchased', 'Canceled', 'Pending']);
  });

  it('lists the manual entitlement types Forever and Temporary', () => {
    expect(MANUAL_ENTITLEMENT_TYPES).toEqual(['Forever', 'Temporary']);
  });
});

describe('entitlementDocumentSchema: the stored entitlement document', () => {
  it('reads an empty document as no entitlement', () => {
    const parsed = entitlementDocumentSchema.parse({});
    expect(parsed).toEqual({});
    expect(isEntitled(parsed, SERVER_TIME)).toBe(false);
  });

  it('reads a subscription endDate given as epoch milliseconds', () => {
    expect(
      entitlementDocumentSchema.parse({
        subscriptionPurchase: { endDate: SERVER_TIME, subscriptionState: 'ACTIVE' },
      }),
    ).toEqual({ subscriptionPurchase: { endDateEpochMs: SERVER_TIME, subscriptionState: 'ACTIVE' } });
  });

  it('reads a subscription endDate given as an ISO 8601 date-time, with Z or an offset', () => {
    expect(
      entitlementDocumentSchema.parse({ subscriptionPurchase: { endDate: '2025-08-07T12:00:00Z' } }),
    ).toEqual({ subscriptionPurchase: { endDateEpochMs: SERVER_TIME, subscriptionState: undefined } });
    expect(
      entitlementDocumentSchema.parse({ subscriptionPurchase: { endDate: '2025-08-07T14:00:00+02:00' } })
        .subscriptionPurchase?.endDateEpochMs,
    ).toBe(SERVER_TIME);
  });

  it('reads a one-time purchase state', () => {
    expect(entitlementDocumentSchema.parse({ oneTimePurchase: { purchaseState: 'Purchased' } })).toEqual({
      oneTimePurchase: { purchaseState: 'Purchased' },
    });
  });

  it.each([
    ['Forever', 'Forever'],
    ['FOREVER', 'Forever'],
    ['Temporary', 'Temporary'],
    ['TEMPORARY', 'Temporary'],
  ])('reads the manual entitlement type %s as %s', (stored, type) => {
    expect(
      entitlementDocumentSchema.parse({
        manualEntitlement: { entitlementType: stored, endDate: SERVER_TIME },
      }),
    ).toEqual({ manualEntitlement: { entitlementType: type, endDateEpochMs: SERVER_TIME } });
  });

  it('reads a FOREVER entitlement as entitled and a TEMPORARY one by its endDate', () => {
    const forever = entitlementDocumentSchema.parse({ manualEntitlement: { entitlementType: 'FOREVER' } });
    expect(isEntitled(forever, SERVER_TIME)).toBe(true);
    const temporary = (endDate: number) =>
      entitlementDocumentSchema.parse({ manualEntitlement: { entitlementType: 'TEMPORARY', endDate } });
    expect(isEntitled(temporary(SERVER_TIME + 1), SERVER_TIME)).toBe(true);
    expect(isEntitled(temporary(SERVER_TIME - 1), SERVER_TIME)).toBe(false);
  });

  it('reads a document with every source', () => {
    expect(
      entitlementDocumentSchema.parse({
        subscriptionPurchase: { endDate: 1 },
        oneTimePurchase: { purchaseState: 'Pending' },
        manualEntitlement: { entitlementType: 'Temporary' },
      }),
    ).toEqual({
      subscriptionPurchase: { endDateEpochMs: 1, subscriptionState: undefined },
      oneTimePurchase: { purchaseState: 'Pending' },
      manualEntitlement: { entitlementType: 'Temporary', endDateEpochMs: undefined },
    });
  });

  it.each<[string, unknown]>([
    ['a non-object document', 'Forever'],
    ['null', null],
    ['an endDate that is not a date', { subscriptionPurchase: { endDate: 'tomorrow' } }],
    ['an endDate without a time', { subscriptionPurchase: { endDate: '2025-08-07' } }],
    ['an endDate that is not finite', { subscriptionPurchase: { endDate: Number.POSITIVE_INFINITY } }],
    ['a missing endDate', { subscriptionPurchase: {} }],
    [
      'an unknown subscription state',
      { subscriptionPurchase: { endDate: 1, subscriptionState: 'REFUNDED' } },
    ],
    ['an unknown purchase state', { oneTimePurchase: { purchaseState: 'Refunded' } }],
    ['a purchase state in the wrong case', { oneTimePurchase: { purchaseState: 'PURCHASED' } }],
    ['an unknown entitlement type', { manualEntitlement: { entitlementType: 'Lifetime' } }],
    ['a missing entitlement type', { manualEntitlement: { endDate: 1 } }],
    [
      'a manual endDate that is not a date',
      { manualEntitlement: { entitlementType: 'Temporary', endDate: true } },
    ],
  ])('refuses %s', (_, document) => {
    expect(entitlementDocumentSchema.safeParse(document).success).toBe(false);
  });
});

describe('serverTimeSchema: the answer of GET /time (spec §7)', () => {
  it('reads currentTime as epoch milliseconds or an ISO 8601 date-time', () => {
    expect(serverTimeSchema.parse({ currentTime: SERVER_TIME })).toEqual({ currentTime: SERVER_TIME });
    expect(serverTimeSchema.parse({ currentTime: '2025-08-07T12:00:00.000Z' })).toEqual({
      currentTime: SERVER_TIME,
    });
  });

  it('refuses an answer without a readable currentTime', () => {
    expect(serverTimeSchema.safeParse({}).success).toBe(false);
    expect(serverTimeSchema.safeParse({ currentTime: 'now' }).success).toBe(false);
  });
});
