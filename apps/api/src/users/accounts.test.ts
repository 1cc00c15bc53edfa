import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntitlementAnswer, ErrorAnswer, UserData } from '@transit/api-contract';
import {
  type AuthEmulator,
  type FirestoreEmulator,
  startAuthEmulator,
  startFirestoreEmulator,
} from '@transit/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { fixtureCities } from '../fixtureNetwork';
import { firebaseAdminApp, firestoreOf } from './firebase';
import { createFirestoreUserDataStore } from './firestoreStore';
import { grantManualEntitlement, uidOfEmail } from './grantEntitlement';
import { firebaseIdTokenVerifier } from './idTokens';
import { createAccountsFromEnv, describeAccounts } from './setup';
import type { UserDataStore } from './store';

/**
 * The account calls end to end: real ID tokens from the Firebase Auth emulator (firebase-tools, offline), checked by
 * firebase-admin, and the user data in PGlite and in Firestore (through firebase-admin, against a Firestore
 * emulator). Owner-only access: the user is the token's, so another user's token reads and writes only their own.
 */

const NOW = Date.parse('2026-11-26T09:00:00Z');
let auth: AuthEmulator;
let firestore: FirestoreEmulator;
const apps: Record<string, { app: App; store: UserDataStore }> = {};
/** The PGlite folder of npm start's default, made here for this run. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'transit-user-data-'));

beforeAll(async () => {
  // No Google metadata server here: firebase-admin need not look for one (it warns when it does).
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  [auth, firestore] = await Promise.all([startAuthEmulator(), startFirestoreEmulator()]);
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = auth.host;
  process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host;
  console.info(`accounts: Auth emulator ${auth.host}; Firestore emulator: ${firestore.kind}`);
  // As npm start's default: the environment's accounts, the user data in PGlite on disk.
  const env = {
    projectId: auth.projectId,
    webApiKey: undefined,
    authDomain: undefined,
    authEmulatorHost: auth.host,
    store: 'postgres' as const,
    databaseUrl: undefined,
    dataDir,
  };
  expect(describeAccounts(env)).toBe(
    `Accounts: project demo-transit, Auth emulator at ${auth.host}; user data in PGlite in ${dataDir}.`,
  );
  const fromEnv = await createAccountsFromEnv(env);
  if (fromEnv === undefined) throw new Error('accounts are on');
  // And Firestore through firebase-admin, with the same verifier.
  const firebase = await firebaseAdminApp(auth.projectId, `accounts-test-${randomUUID()}`);
  const withFirestore = {
    verifier: await firebaseIdTokenVerifier(firebase),
    store: createFirestoreUserDataStore(await firestoreOf(firebase)),
    client: fromEnv.client,
  };
  for (const [kind, accounts] of Object.entries({ pglite: fromEnv, firestore: withFirestore })) {
    const app = createApp({ cities: fixtureCities(), now: () => NOW, accounts });
    await app.ready();
    apps[kind] = { app, store: accounts.store };
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(Object.values(apps).map(({ app }) => app.close()));
  await Promise.all([auth?.stop(), firestore?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new user of the emulator, with their ID token. */
async function newUser(): Promise<{ uid: string; idToken: string }> {
  return auth.signUp(`${randomUUID()}@example.com`, 'secret-password');
}

const SOL = { stopCode: '4-12', name: 'Sol' };
const ATOCHA = { stopCode: '5-11', name: 'Atocha' };

describe.each(['pglite', 'firestore'])('the account calls, user data in %s', (kind) => {
  const app = () => (apps[kind] as { app: App }).app;
  const call = async (method: 'GET' | 'PUT', path: string, idToken: string | undefined, body?: unknown) => {
    const response = await app().inject({
      method,
      url: `/api/madrid${path}`,
      headers: idToken === undefined ? {} : { authorization: `Bearer ${idToken}` },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      cacheControl: response.headers['cache-control'],
      body: response.json<UserData & EntitlementAnswer & ErrorAnswer & { field: string; savedAt: string }>(),
    };
  };

  it('tells the app how to sign in: the project and the Auth emulator', async () => {
    const response = await app().inject({ url: '/api/madrid/v1/auth-config' });
    expect(response.json()).toEqual({
      enabled: true,
      projectId: 'demo-transit',
      apiKey: 'emulator-api-key',
      authDomain: null,
      emulatorUrl: `http://${auth.host}`,
    });
  });

  it("saves a rider's favourite stops and reads them back, privately", async () => {
    const ana = await newUser();
    const empty = await call('GET', '/v1/me/data', ana.idToken);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ stopFavs: [], lineFavs: [], placeFavs: [], droppedCount: 0 });
    const saved = await call('PUT', '/v1/me/data/stopFavs', ana.idToken, { value: [SOL, ATOCHA] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ field: 'stopFavs', savedAt: '2026-11-26T09:00:00.000Z' });
    const read = await call('GET', '/v1/me/data', ana.idToken);
    expect(read.body.stopFavs).toEqual([SOL, ATOCHA]);
    expect(read.cacheControl).toBe('private, no-store');
  });

  it("gives another user's token nothing of the first user's, and lets it change nothing of theirs", async () => {
    const ana = await newUser();
    const bea = await newUser();
    await call('PUT', '/v1/me/data/stopFavs', ana.idToken, { value: [SOL] });
    expect((await call('GET', '/v1/me/data', bea.idToken)).body.stopFavs).toEqual([]);
    await call('PUT', '/v1/me/data/stopFavs', bea.idToken, { value: [ATOCHA] });
    expect((await call('GET', '/v1/me/data', ana.idToken)).body.stopFavs).toEqual([SOL]);
    expect((await call('GET', '/v1/me/data', bea.idToken)).body.stopFavs).toEqual([ATOCHA]);
  });

  it('refuses a call without a token, with a token that is not one, and from a disabled account', async () => {
    const missing = await call('GET', '/v1/me/data', undefined);
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('AUTH_TOKEN_MISSING');
    const forged = await call('GET', '/v1/me/data', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('AUTH_TOKEN_INVALID');
    const carla = await newUser();
    await auth.setDisabled(carla.uid, true);
    const disabled = await call('GET', '/v1/me/data', carla.idToken);
    expect(disabled.status).toBe(403);
    expect(disabled.body.code).toBe('AUTH_USER_DISABLED');
  });

  it('refuses a list with a bad entry, a repeated stop or too many entries, and keeps the saved one', async () => {
    const ana = await newUser();
    await call('PUT', '/v1/me/data/stopFavs', ana.idToken, { value: [SOL] });
    const bad = await call('PUT', '/v1/me/data/stopFavs', ana.idToken, {
      value: [SOL, { stopCode: 'sol', name: 'Sol' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_BODY');
    expect(bad.body.message).toContain('value.1.stopCode');
    const twice = await call('PUT', '/v1/me/data/stopFavs', ana.idToken, { value: [SOL, SOL] });
    expect(twice.body.message).toContain('holds an entry twice');
    const many = Array.from({ length: 301 }, (_, i) => ({ stopCode: `${i + 1}`, name: `Stop ${i + 1}` }));
    const tooMany = await call('PUT', '/v1/me/data/stopFavs', ana.idToken, { value: many });
    expect(tooMany.body.message).toContain('holds at most 300 entries');
    const unknownField = await call('PUT', '/v1/me/data/visitedStops', ana.idToken, { value: [] });
    expect(unknownField.status).toBe(400);
    expect((await call('GET', '/v1/me/data', ana.idToken)).body.stopFavs).toEqual([SOL]);
  });

  it('reads a damaged stored list entry by entry: a bad entry costs only itself', async () => {
    const ana = await newUser();
    const { store } = apps[kind] as { store: UserDataStore };
    await store.writeField('madrid', ana.uid, 'stopFavs', [
      SOL,
      'not an entry',
      { stopCode: '5-11' },
      ATOCHA,
    ]);
    await store.writeField('madrid', ana.uid, 'lineFavs', ['4-1'] as unknown[]);
    const read = await call('GET', '/v1/me/data', ana.idToken);
    expect(read.status).toBe(200);
    expect(read.body.stopFavs).toEqual([SOL, ATOCHA]);
    expect(read.body.lineFavs).toEqual([]);
    expect(read.body.droppedCount).toBe(3);
  });

  it('answers the entitlement document, the verdict of spec §4 and the server time (spec §3)', async () => {
    const ana = await newUser();
    expect((await call('GET', '/v1/me/entitlement', ana.idToken)).body).toEqual({
      entitlement: null,
      isEntitled: false,
      currentTime: '2026-11-26T09:00:00.000Z',
    });
    const { store } = apps[kind] as { store: UserDataStore };
    await store.mergeEntitlement('madrid', ana.uid, {
      manualEntitlement: { entitlementType: 'FOREVER' },
    });
    const answer = await call('GET', '/v1/me/entitlement', ana.idToken);
    expect(answer.body.entitlement).toEqual({ manualEntitlement: { entitlementType: 'FOREVER' } });
    expect(answer.body.isEntitled).toBe(true);
  });

  it("grants a rider premium by their e-mail (support's manual entitlement, spec §3), beside what they bought", async () => {
    const { store } = apps[kind] as { store: UserDataStore };
    const email = `${randomUUID()}@example.com`;
    const ana = await auth.signUp(email, 'secret-password');
    const firebase = await firebaseAdminApp(auth.projectId, `grant-test-${kind}`);
    const uid = await uidOfEmail(firebase, email);
    expect(uid).toBe(ana.uid);
    await store.mergeEntitlement('madrid', uid, { oneTimePurchase: { purchaseState: 'Canceled' } });
    expect((await call('GET', '/v1/me/entitlement', ana.idToken)).body.isEntitled).toBe(false);
    await grantManualEntitlement(store, 'madrid', uid, { entitlementType: 'Forever' }, NOW);
    const answer = await call('GET', '/v1/me/entitlement', ana.idToken);
    expect(answer.body.entitlement).toEqual({
      oneTimePurchase: { purchaseState: 'Canceled' },
      manualEntitlement: { entitlementType: 'Forever' },
    });
    expect(answer.body.isEntitled).toBe(true);
    await expect(uidOfEmail(firebase, `${randomUUID()}@example.com`)).rejects.toMatchObject({
      code: 'GRANT_RIDER_NOT_FOUND',
    });
    await expect(
      grantManualEntitlement(
        store,
        'madrid',
        uid,
        { entitlementType: 'Temporary', endDate: new Date(NOW - 1) },
        NOW,
      ),
    ).rejects.toMatchObject({ code: 'GRANT_INVALID' });
  });

  it('judges a Temporary manual entitlement on the server clock: entitled until its endDate (spec §4)', async () => {
    const { store } = apps[kind] as { store: UserDataStore };
    const [ended, running] = await Promise.all([newUser(), newUser()]);
    await store.mergeEntitlement('madrid', ended.uid, {
      manualEntitlement: { entitlementType: 'TEMPORARY', endDate: '2026-11-26T08:59:59.000Z' },
    });
    await store.mergeEntitlement('madrid', running.uid, {
      manualEntitlement: { entitlementType: 'Temporary', endDate: '2026-11-26T09:00:01.000Z' },
    });
    expect((await call('GET', '/v1/me/entitlement', ended.idToken)).body.isEntitled).toBe(false);
    expect((await call('GET', '/v1/me/entitlement', running.idToken)).body.isEntitled).toBe(true);
  });

  it('answers a stored entitlement the rules cannot read 500 ENTITLEMENT_DOCUMENT_INVALID, not "no premium"', async () => {
    const { store } = apps[kind] as { store: UserDataStore };
    const ana = await newUser();
    await store.mergeEntitlement('madrid', ana.uid, { manualEntitlement: { entitlementType: 'Someday' } });
    const answer = await call('GET', '/v1/me/entitlement', ana.idToken);
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe('ENTITLEMENT_DOCUMENT_INVALID');
  });
});

describe('a server without accounts', () => {
  it('answers every account call 503 ACCOUNTS_NOT_CONFIGURED', async () => {
    const app = createApp({ cities: fixtureCities(), now: () => NOW });
    await app.ready();
    const response = await app.inject({
      url: '/api/madrid/v1/me/data',
      headers: { authorization: 'Bearer x' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorAnswer>().code).toBe('ACCOUNTS_NOT_CONFIGURED');
    const config = await app.inject({ url: '/api/madrid/v1/auth-config' });
    expect(config.json()).toEqual({ enabled: false });
    await app.close();
    expect(await createAccountsFromEnv(undefined)).toBeUndefined();
    expect(describeAccounts(undefined)).toBe('Accounts: off (FIREBASE_PROJECT_ID is not set).');
  });
});
