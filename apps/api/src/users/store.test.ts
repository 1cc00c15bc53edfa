import { randomUUID } from 'node:crypto';
import {
  type FirestoreEmulator,
  type PostgresServer,
  startFirestoreEmulator,
  startPostgres,
} from '@transit/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAdminApp, firestoreOf } from './firebase';
import { createFirestoreUserDataStore } from './firestoreStore';
import { createSqlUserDataStore, pgliteDriver, postgresDriver } from './sqlStore';
import type { UserDataStore } from './store';

/**
 * The user data store's one contract (spec §3: one record per user, a field set at a time, the entitlement document
 * beside it), run on each backend: an embedded PGlite (npm start's default), a real PostgreSQL server (Debian's,
 * started here; DATABASE_URL's case) and Cloud Firestore through firebase-admin, against a Firestore emulator
 * (Google's own when the machine has it, else @firestore-emulator/server; the log says which). None is skipped: a
 * missing server fails, saying what to install.
 */

let postgres: PostgresServer;
let firestore: FirestoreEmulator;
const stores: Record<string, UserDataStore> = {};

beforeAll(async () => {
  // No Google metadata server here: firebase-admin need not look for one (it warns when it does).
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  [postgres, firestore] = await Promise.all([startPostgres(), startFirestoreEmulator()]);
  process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host;
  console.info(`user data stores: PostgreSQL ${postgres.version}; Firestore emulator: ${firestore.kind}`);
  stores['pglite'] = await createSqlUserDataStore(await pgliteDriver(undefined), 'pglite');
  stores['postgres'] = await createSqlUserDataStore(await postgresDriver(postgres.url), 'postgres');
  const app = await firebaseAdminApp('demo-transit', `store-test-${randomUUID()}`);
  stores['firestore'] = createFirestoreUserDataStore(await firestoreOf(app));
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
  await Promise.all([postgres?.stop(), firestore?.stop()]);
});

const SOL = { stopCode: '4-12', name: 'Sol' };
const ATOCHA = { stopCode: '5-11', name: 'Atocha Cercanías' };
const LINE_1 = { lineCode: '4-1', favName: 'Línea 1' };

describe.each(['pglite', 'postgres', 'firestore'])('the %s user data store', (kind) => {
  const store = () => stores[kind] as UserDataStore;
  /** A city of this test's own, so tests never see each other's users. */
  const city = () => `test-${randomUUID()}`;

  it('reads a user never written as an empty record', async () => {
    expect(await store().readUser(city(), 'nobody')).toEqual({});
  });

  it('sets one field at a time and keeps the others (spec §3)', async () => {
    const at = city();
    await store().writeField(at, 'ana', 'stopFavs', [SOL]);
    await store().writeField(at, 'ana', 'lineFavs', [LINE_1]);
    expect(await store().readUser(at, 'ana')).toEqual({ stopFavs: [SOL], lineFavs: [LINE_1] });
    // Saving writes the whole list (spec §4): the new list replaces the old one.
    await store().writeField(at, 'ana', 'stopFavs', [ATOCHA, SOL]);
    expect(await store().readUser(at, 'ana')).toEqual({ stopFavs: [ATOCHA, SOL], lineFavs: [LINE_1] });
    await store().writeField(at, 'ana', 'stopFavs', []);
    expect((await store().readUser(at, 'ana')).stopFavs).toEqual([]);
  });

  it("keeps each user's record and each city's apart", async () => {
    const at = city();
    await store().writeField(at, 'ana', 'stopFavs', [SOL]);
    await store().writeField(at, 'bea', 'stopFavs', [ATOCHA]);
    expect(await store().readUser(at, 'ana')).toEqual({ stopFavs: [SOL] });
    expect(await store().readUser(at, 'bea')).toEqual({ stopFavs: [ATOCHA] });
    expect(await store().readUser(city(), 'ana')).toEqual({});
  });

  it('reads no entitlement until one is written, then merges each source into the document', async () => {
    const at = city();
    expect(await store().readEntitlement(at, 'ana')).toBeUndefined();
    await store().mergeEntitlement(at, 'ana', { oneTimePurchase: { purchaseState: 'Purchased' } });
    await store().mergeEntitlement(at, 'ana', {
      subscriptionPurchase: { endDate: '2026-12-31T00:00:00Z', subscriptionState: 'ACTIVE' },
    });
    expect(await store().readEntitlement(at, 'ana')).toEqual({
      oneTimePurchase: { purchaseState: 'Purchased' },
      subscriptionPurchase: { endDate: '2026-12-31T00:00:00Z', subscriptionState: 'ACTIVE' },
    });
    expect(await store().readEntitlement(at, 'bea')).toBeUndefined();
  });

  it('ties a purchase to the first account that records it', async () => {
    const at = city();
    expect(await store().claimPurchase(at, 'purchase-1', 'ana')).toBe('ana');
    expect(await store().claimPurchase(at, 'purchase-1', 'bea')).toBe('ana');
    expect(await store().claimPurchase(at, 'purchase-1', 'ana')).toBe('ana');
    expect(await store().claimPurchase(at, 'purchase-2', 'bea')).toBe('bea');
    expect(await store().claimPurchase(city(), 'purchase-1', 'bea')).toBe('bea');
  });
});

describe('a store that fails', () => {
  it('answers USER_DATA_UNAVAILABLE and never throws anything else', async () => {
    const store = await createSqlUserDataStore(await pgliteDriver(undefined), 'pglite');
    await store.close();
    await expect(store.readUser('madrid', 'ana')).rejects.toMatchObject({ code: 'USER_DATA_UNAVAILABLE' });
    await expect(store.writeField('madrid', 'ana', 'stopFavs', [])).rejects.toMatchObject({
      code: 'USER_DATA_UNAVAILABLE',
    });
  });

  it('answers USER_DATA_UNAVAILABLE when the PostgreSQL server is unreachable', async () => {
    const driver = await postgresDriver('postgres://postgres@127.0.0.1:1/postgres');
    await expect(createSqlUserDataStore(driver, 'postgres')).rejects.toMatchObject({
      code: 'USER_DATA_UNAVAILABLE',
    });
    await driver.close();
  });
});
