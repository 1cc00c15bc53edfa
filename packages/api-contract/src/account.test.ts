import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  authConfigSchema,
  entitlementAnswerSchema,
  lineFavsSchema,
  placeFavsSchema,
  stopFavsSchema,
  USER_DATA_LIST_RULES,
  USER_DATA_WRITE_SCHEMAS,
  userDataSchema,
} from './account';

const SOL = { stopCode: '4-12', name: 'Sol' };

describe('the account calls’ schemas', () => {
  it('take a favourites list whole: valid entries, each id once, at most 300', () => {
    expect(stopFavsSchema.safeParse([SOL, { stopCode: '5-11', name: 'Atocha' }]).success).toBe(true);
    expect(lineFavsSchema.safeParse([{ lineCode: '4-1', favName: 'Línea 1' }]).success).toBe(true);
    expect(placeFavsSchema.safeParse([{ placeId: 'station:E4-12', favName: 'Casa' }]).success).toBe(true);
    const bad = stopFavsSchema.safeParse([SOL, { stopCode: 'sol', name: 'Sol' }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual([1, 'stopCode']);
    expect(stopFavsSchema.safeParse([SOL, SOL]).error?.issues[0]?.message).toBe(
      'holds an entry twice (the same id)',
    );
    const many = Array.from({ length: 301 }, (_, i) => ({ stopCode: `${i + 1}`, name: `Stop ${i + 1}` }));
    expect(stopFavsSchema.safeParse(many).error?.issues[0]?.message).toBe('holds at most 300 entries');
    expect(USER_DATA_WRITE_SCHEMAS.placeFavs).toBe(placeFavsSchema);
    expect(USER_DATA_LIST_RULES.lineFavs.idOf({ lineCode: '4-1' as never, favName: 'x' })).toBe('4-1');
  });

  it('read the record, the entitlement and how to sign in as the server answers them', () => {
    expect(
      userDataSchema.parse({ stopFavs: [SOL], lineFavs: [], placeFavs: [], droppedCount: 2 }).droppedCount,
    ).toBe(2);
    expect(
      entitlementAnswerSchema.parse({
        entitlement: null,
        isEntitled: false,
        currentTime: '2026-11-26T09:00:00.000Z',
      }).entitlement,
    ).toBeNull();
    expect(authConfigSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(
      authConfigSchema.safeParse({ enabled: true, projectId: 'demo-transit', apiKey: 'k', authDomain: null })
        .success,
    ).toBe(false);
    expect(ACCOUNT_ROUTES.writeUserData).toMatchObject({ method: 'PUT', path: '/v1/me/data/:field' });
  });
});
