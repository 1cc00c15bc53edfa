import { randomUUID } from 'node:crypto';
import {
  BILLING_ROUTES,
  type BillingAnswer,
  type ErrorAnswer,
  type PlayPurchase,
} from '@transit/api-contract';
import { entitlementDocumentSchema, HTTP_TIMEOUT_MS, isEntitled } from '@transit/core';
import {
  type AuthEmulator,
  type FirestoreEmulator,
  startAuthEmulator,
  startFirestoreEmulator,
} from '@transit/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { parseEnv } from '../env';
import { fixtureCities } from '../fixtureNetwork';
import { firebaseAdminApp, firestoreOf } from '../users/firebase';
import { createFirestoreUserDataStore } from '../users/firestoreStore';
import { firebaseIdTokenVerifier } from '../users/idTokens';
import type { Accounts } from '../users/signedIn';
import { createSqlUserDataStore, pgliteDriver } from '../users/sqlStore';
import type { UserDataStore } from '../users/store';
import {
  fakePurchaseToken,
  FIXTURE_PACKAGE_NAME,
  FIXTURE_PRODUCT_ID,
  FIXTURE_SUBSCRIPTION_ID,
  fixtureAccessToken,
  type PlayAnswer,
  type PlayFixtureServer,
  startPlayFixtureServer,
} from './playFixtures';
import type { Billing } from './routes';
import { createBillingFromEnv } from './setup';

/**
 * The purchase calls end to end (spec §7: POST {api}/gplay-billing/handle-subscription-purchase and
 * handle-one-time-product-purchase): real ID tokens from the Firebase Auth emulator checked by firebase-admin, the
 * entitlement documents in PGlite and in Firestore (its emulator), and Google Play played by the fixture server
 * (answers in the shape of Google's documented ones). Whether a rider is entitled is read as the app reads it: core's
 * entitlementDocumentSchema and isEntitled over the answer, at the answer's currentTime (spec §3, §4).
 */

const NOW = Date.parse('2026-11-26T09:00:00Z');
/** The adapter's wait in these tests, so that "Play does not answer" takes a moment, not 10 s. */
const PLAY_TIMEOUT_MS = 400;
let auth: AuthEmulator;
let firestore: FirestoreEmulator;
let play: PlayFixtureServer;
let billing: Billing;
const apps: Record<string, { app: App; store: UserDataStore }> = {};

beforeAll(async () => {
  // No Google metadata server here: firebase-admin need not look for one (it warns when it does).
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  [auth, firestore, play] = await Promise.all([
    startAuthEmulator(),
    startFirestoreEmulator(),
    startPlayFixtureServer(),
  ]);
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = auth.host;
  process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host;
  // Billing as the environment sets it up, with the fixture server's address and a token that needs no credentials.
  const env = parseEnv(
    { PLAY_PACKAGE_NAMES: FIXTURE_PACKAGE_NAME, PLAY_API_BASE_URL: play.baseUrl },
    process.cwd(),
  ).billing;
  const fromEnv = await createBillingFromEnv(env, {
    accessToken: fixtureAccessToken,
    timeoutMs: PLAY_TIMEOUT_MS,
  });
  if (fromEnv === undefined) throw new Error('billing is on');
  billing = fromEnv;
  const firebase = await firebaseAdminApp(auth.projectId, `billing-test-${randomUUID()}`);
  const verifier = await firebaseIdTokenVerifier(firebase);
  const client = {
    enabled: true as const,
    projectId: auth.projectId,
    apiKey: 'emulator-api-key',
    authDomain: null,
    emulatorUrl: `http://${auth.host}`,
  };
  const stores: Record<string, UserDataStore> = {
    pglite: await createSqlUserDataStore(await pgliteDriver(undefined), 'pglite'),
    firestore: createFirestoreUserDataStore(await firestoreOf(firebase)),
  };
  for (const [kind, store] of Object.entries(stores)) {
    const accounts: Accounts = { verifier, store, client };
    const app = createApp({ cities: fixtureCities(), now: () => NOW, accounts, billing });
    await app.ready();
    apps[kind] = { app, store };
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(Object.values(apps).map(({ app }) => app.close()));
  await Promise.all([auth?.stop(), firestore?.stop(), play?.close()]);
});

/** A new user of the emulator, with their ID token. */
async function newUser(): Promise<{ uid: string; idToken: string }> {
  return auth.signUp(`${randomUUID()}@example.com`, 'secret-password');
}

type Answer = BillingAnswer & ErrorAnswer;
const SUBSCRIPTION = BILLING_ROUTES.handleSubscriptionPurchase.path;
const ONE_TIME = BILLING_ROUTES.handleOneTimeProductPurchase.path;

/** A purchase of the fixtures' app whose token answers `answer`. */
function purchase(productId: string, answer: PlayAnswer, acknowledgement?: PlayAnswer): PlayPurchase {
  const purchaseToken = fakePurchaseToken();
  play.answer(purchaseToken, answer, acknowledgement);
  return { packageName: FIXTURE_PACKAGE_NAME, productId, purchaseToken };
}
const subscription = (answer: PlayAnswer, acknowledgement?: PlayAnswer) =>
  purchase(FIXTURE_SUBSCRIPTION_ID, answer, acknowledgement);
const oneTime = (answer: PlayAnswer, acknowledgement?: PlayAnswer) =>
  purchase(FIXTURE_PRODUCT_ID, answer, acknowledgement);

/**
 * Whether an answer's document entitles its rider at the answer's server time, by core's rules; the server's own
 * verdict in the answer (isEntitled) must agree.
 */
function entitled(answer: BillingAnswer): boolean {
  const document =
    answer.entitlement === null ? undefined : entitlementDocumentSchema.parse(answer.entitlement);
  const byTheRules = isEntitled(document, Date.parse(answer.currentTime));
  expect(answer.isEntitled).toBe(byTheRules);
  return byTheRules;
}

/** How many calls the fixture server took whose path holds `token`. */
const playCallsAbout = (token: string) => play.requests.filter(({ path }) => path.includes(token)).length;

/** Calls the app as the rider of `idToken`: a POST of `body` to a purchase call, or a GET of an account call. */
function caller(app: () => App) {
  return async (path: string, idToken: string | undefined, body: unknown) => {
    const response = await app().inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/madrid${path}`,
      headers: {
        ...(idToken !== undefined && { authorization: `Bearer ${idToken}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      cacheControl: response.headers['cache-control'],
      body: response.json<Answer>(),
    };
  };
}

describe('the purchase contract', () => {
  it("is spec §7's two POST calls under the city's API base, waiting 15 s", () => {
    expect(Object.values(BILLING_ROUTES)).toEqual([
      { method: 'POST', path: '/gplay-billing/handle-subscription-purchase', timeoutMs: HTTP_TIMEOUT_MS },
      { method: 'POST', path: '/gplay-billing/handle-one-time-product-purchase', timeoutMs: 15_000 },
    ]);
  });
});

describe.each(['pglite', 'firestore'])('verified purchases, entitlement documents in %s', (kind) => {
  const call = caller(() => (apps[kind] as { app: App }).app);

  it('an active subscription entitles the rider, is recorded with its end date and state, and acknowledged once', async () => {
    const ana = await newUser();
    const bought = subscription({ fixture: 'subscription-active' });
    const answer = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('private, no-store');
    expect(answer.body).toEqual({
      entitlement: {
        subscriptionPurchase: { endDate: '2026-12-26T08:58:41.102Z', subscriptionState: 'ACTIVE' },
      },
      isEntitled: true,
      currentTime: '2026-11-26T09:00:00.000Z',
    });
    expect(entitled(answer.body)).toBe(true);
    expect(play.acknowledgements(bought.purchaseToken)).toBe(1);
    // The app sends it again (next start): still entitled, and Play already has its acknowledgement.
    const again = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(again.body.entitlement).toEqual(answer.body.entitlement);
    expect(play.acknowledgements(bought.purchaseToken)).toBe(1);
    // GET /v1/me/entitlement reads the same document.
    expect((await call('/v1/me/entitlement', ana.idToken, undefined)).body).toEqual(answer.body);
  });

  it('a subscription whose renewal was turned off entitles until its end date; Play had it acknowledged', async () => {
    const ana = await newUser();
    const bought = subscription({ fixture: 'subscription-canceled' });
    const answer = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(answer.body.entitlement).toEqual({
      subscriptionPurchase: { endDate: '2026-12-03T11:40:27.915Z', subscriptionState: 'CANCELED' },
    });
    expect(entitled(answer.body)).toBe(true);
    expect(play.acknowledgements(bought.purchaseToken)).toBe(0);
  });

  it('a subscription that ended yesterday is within the 2-day grace; one that ended six days ago does not entitle', async () => {
    const ana = await newUser();
    const yesterday = await call(
      SUBSCRIPTION,
      ana.idToken,
      subscription({ fixture: 'subscription-lapsed-yesterday' }),
    );
    expect(yesterday.body.entitlement).toEqual({
      subscriptionPurchase: { endDate: '2026-11-25T17:12:09.488Z', subscriptionState: 'EXPIRED' },
    });
    expect(entitled(yesterday.body)).toBe(true);
    const bea = await newUser();
    const expired = subscription({ fixture: 'subscription-expired' });
    const answer = await call(SUBSCRIPTION, bea.idToken, expired);
    expect(answer.status).toBe(200);
    expect(answer.body.entitlement).toEqual({
      subscriptionPurchase: { endDate: '2026-11-20T11:40:27.915Z', subscriptionState: 'EXPIRED' },
    });
    expect(entitled(answer.body)).toBe(false);
    expect(play.acknowledgements(expired.purchaseToken)).toBe(0);
  });

  it('a subscription awaiting its first payment records nothing and is not acknowledged', async () => {
    const ana = await newUser();
    const pending = subscription({ fixture: 'subscription-pending' });
    const answer = await call(SUBSCRIPTION, ana.idToken, pending);
    expect(answer.status).toBe(200);
    expect(answer.body.entitlement).toBeNull();
    expect(entitled(answer.body)).toBe(false);
    expect(play.acknowledgements(pending.purchaseToken)).toBe(0);
  });

  it('a one-time purchase Purchased entitles and is acknowledged once; Pending and Canceled do not entitle', async () => {
    const ana = await newUser();
    const bought = oneTime({ fixture: 'product-purchased' });
    const answer = await call(ONE_TIME, ana.idToken, bought);
    expect(answer.status).toBe(200);
    expect(answer.body.entitlement).toEqual({ oneTimePurchase: { purchaseState: 'Purchased' } });
    expect(entitled(answer.body)).toBe(true);
    await call(ONE_TIME, ana.idToken, bought);
    expect(play.acknowledgements(bought.purchaseToken)).toBe(1);
    for (const [fixture, purchaseState] of [
      ['product-pending', 'Pending'],
      ['product-canceled', 'Canceled'],
    ] as const) {
      const bea = await newUser();
      const other = oneTime({ fixture });
      const otherAnswer = await call(ONE_TIME, bea.idToken, other);
      expect(otherAnswer.body.entitlement, fixture).toEqual({ oneTimePurchase: { purchaseState } });
      expect(entitled(otherAnswer.body), fixture).toBe(false);
      expect(play.acknowledgements(other.purchaseToken), fixture).toBe(0);
    }
  });

  it("merges into the rider's document: the other sources stay, a refund turns Purchased into Canceled", async () => {
    const ana = await newUser();
    const { store } = apps[kind] as { store: UserDataStore };
    await store.mergeEntitlement('madrid', ana.uid, { manualEntitlement: { entitlementType: 'FOREVER' } });
    await call(SUBSCRIPTION, ana.idToken, subscription({ fixture: 'subscription-expired' }));
    const bought = oneTime({ fixture: 'product-purchased' });
    await call(ONE_TIME, ana.idToken, bought);
    play.answer(bought.purchaseToken, { fixture: 'product-canceled' });
    const refunded = await call(ONE_TIME, ana.idToken, bought);
    expect(refunded.body.entitlement).toEqual({
      manualEntitlement: { entitlementType: 'FOREVER' },
      subscriptionPurchase: { endDate: '2026-11-20T11:40:27.915Z', subscriptionState: 'EXPIRED' },
      oneTimePurchase: { purchaseState: 'Canceled' },
    });
    expect(entitled(refunded.body)).toBe(true); // the manual entitlement
  });

  it('ties a purchase to the account that recorded it first: another account sending its token is refused 409', async () => {
    const ana = await newUser();
    const bea = await newUser();
    const bought = subscription({ fixture: 'subscription-active' });
    expect((await call(SUBSCRIPTION, ana.idToken, bought)).status).toBe(200);
    const stolen = await call(SUBSCRIPTION, bea.idToken, bought);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('PURCHASE_OF_ANOTHER_ACCOUNT');
    expect((await call('/v1/me/entitlement', bea.idToken, undefined)).body.entitlement).toBeNull();
    // The first account may send it again (a renewal, a restore).
    expect((await call(SUBSCRIPTION, ana.idToken, bought)).status).toBe(200);
  });

  it('never lets an old purchase sent again undo a newer one', async () => {
    const ana = await newUser();
    const active = await call(SUBSCRIPTION, ana.idToken, subscription({ fixture: 'subscription-active' }));
    const old = await call(SUBSCRIPTION, ana.idToken, subscription({ fixture: 'subscription-expired' }));
    expect(old.status).toBe(200);
    expect(old.body.entitlement).toEqual(active.body.entitlement);
    expect(entitled(old.body)).toBe(true);
    const bought = await call(ONE_TIME, ana.idToken, oneTime({ fixture: 'product-purchased' }));
    const refundedOther = await call(ONE_TIME, ana.idToken, oneTime({ fixture: 'product-canceled' }));
    expect(refundedOther.body.entitlement?.['oneTimePurchase']).toEqual(
      bought.body.entitlement?.['oneTimePurchase'],
    );
  });

  it("records a purchase for the token's rider only: another rider's token does not see it", async () => {
    const ana = await newUser();
    const bea = await newUser();
    await call(SUBSCRIPTION, ana.idToken, subscription({ fixture: 'subscription-active' }));
    const beas = await call('/v1/me/entitlement', bea.idToken, undefined);
    expect(beas.body.entitlement).toBeNull();
    expect(entitled(beas.body)).toBe(false);
    const pending = await call(ONE_TIME, bea.idToken, oneTime({ fixture: 'product-pending' }));
    expect(pending.body.entitlement).toEqual({ oneTimePurchase: { purchaseState: 'Pending' } });
    expect(
      Object.keys((await call('/v1/me/entitlement', ana.idToken, undefined)).body.entitlement ?? {}),
    ).toEqual(['subscriptionPurchase']);
  });
});

describe('refused purchase calls', () => {
  const call = caller(() => (apps['pglite'] as { app: App }).app);
  const storedFor = async (idToken: string) =>
    (await call('/v1/me/entitlement', idToken, undefined)).body.entitlement;

  it('refuses a call without a token (401) before asking Play', async () => {
    const bought = subscription({ fixture: 'subscription-active' });
    const answer = await call(SUBSCRIPTION, undefined, bought);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('AUTH_TOKEN_MISSING');
    const forged = await call(
      ONE_TIME,
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      oneTime({ fixture: 'product-purchased' }),
    );
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('AUTH_TOKEN_INVALID');
    expect(playCallsAbout(bought.purchaseToken)).toBe(0);
  });

  it('refuses a malformed purchase with a coded 400, before asking Play', async () => {
    const ana = await newUser();
    const good = subscription({ fixture: 'subscription-active' });
    for (const [name, body] of [
      ['no token', { packageName: good.packageName, productId: good.productId }],
      ['an extra field', { ...good, uid: 'someone-else' }],
      ['a product id with capitals', { ...good, productId: 'Premium Monthly' }],
      ['a package name that is none', { ...good, packageName: 'transit' }],
      ['an empty token', { ...good, purchaseToken: '' }],
      ['a token with spaces', { ...good, purchaseToken: 'a b' }],
      ['a token past 2048 characters', { ...good, purchaseToken: 'a'.repeat(2049) }],
      ['a number for a string', { ...good, productId: 7 }],
      ['not an object', [good]],
    ] as const) {
      const answer = await call(SUBSCRIPTION, ana.idToken, body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.code, name).toBe('BAD_REQUEST');
    }
    const empty = await apps['pglite']?.app.inject({
      method: 'POST',
      url: `/api/madrid${ONE_TIME}`,
      headers: { authorization: `Bearer ${ana.idToken}`, 'content-type': 'application/json' },
    });
    expect(empty?.statusCode).toBe(400);
    expect(playCallsAbout(good.purchaseToken)).toBe(0);
    expect(await storedFor(ana.idToken)).toBeNull();
  });

  it('refuses a purchase of another app (400 PURCHASE_NOT_FOR_THIS_APP), before asking Play', async () => {
    const ana = await newUser();
    const bought = { ...subscription({ fixture: 'subscription-active' }), packageName: 'com.example.other' };
    const answer = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'PURCHASE_NOT_FOR_THIS_APP',
      message: "'com.example.other' is not an app whose purchases this server takes.",
    });
    expect(playCallsAbout(bought.purchaseToken)).toBe(0);
  });

  it("answers Play's refusals: a token it does not take 400 PURCHASE_INVALID, one it no longer knows 404", async () => {
    const ana = await newUser();
    const invalid = await call(
      SUBSCRIPTION,
      ana.idToken,
      subscription({ fixture: 'error-invalid-token', status: 400 }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('PURCHASE_INVALID');
    const gone = await call(
      SUBSCRIPTION,
      ana.idToken,
      subscription({ fixture: 'error-no-longer-available', status: 410 }),
    );
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('PURCHASE_NOT_FOUND');
    const otherProduct = {
      ...subscription({ fixture: 'subscription-active' }),
      productId: 'premium_yearly',
    };
    const mismatch = await call(SUBSCRIPTION, ana.idToken, otherProduct);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('PURCHASE_INVALID');
    expect(play.acknowledgements(otherProduct.purchaseToken)).toBe(0);
    expect(await storedFor(ana.idToken)).toBeNull();
  });

  it('answers 503 PLAY_API_UNAVAILABLE and stores nothing when Play fails: a 500, no answer, garbage, another shape', async () => {
    const ana = await newUser();
    for (const [name, answer, path] of [
      ['a 500', { fixture: 'error-backend', status: 500 }, SUBSCRIPTION],
      ['no answer in time', { hang: true }, SUBSCRIPTION],
      ['garbage', { raw: '<!DOCTYPE html><p>Bad gateway', status: 200, contentType: 'text/html' }, ONE_TIME],
      [
        'cut-off JSON',
        { raw: '{"purchaseState": 0, "ackn', status: 200, contentType: 'application/json' },
        ONE_TIME,
      ],
      [
        'JSON of another shape',
        { raw: '{"purchaseState": "PURCHASED"}', status: 200, contentType: 'application/json' },
        ONE_TIME,
      ],
    ] as const) {
      const started = Date.now();
      const bought = path === ONE_TIME ? oneTime(answer) : subscription(answer);
      const response = await call(path, ana.idToken, bought);
      expect(response.status, name).toBe(503);
      expect(response.body.code, name).toBe('PLAY_API_UNAVAILABLE');
      expect(Date.now() - started, name).toBeLessThan(PLAY_TIMEOUT_MS + 5_000);
    }
    expect(await storedFor(ana.idToken)).toBeNull();
  });

  it('records a paid purchase whose acknowledgement Play did not take, answers 503 so the app sends it again, and acknowledges then', async () => {
    const ana = await newUser();
    const bought = subscription(
      { fixture: 'subscription-active' },
      { fixture: 'error-backend', status: 500 },
    );
    const first = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(first.status).toBe(503);
    expect(first.body.code).toBe('PLAY_API_UNAVAILABLE');
    expect(first.body.message).toMatch(
      /^The purchase is recorded, but Google Play did not take its acknowledgement/,
    );
    expect(play.acknowledgements(bought.purchaseToken)).toBe(0);
    expect(await storedFor(ana.idToken)).toEqual({
      subscriptionPurchase: { endDate: '2026-12-26T08:58:41.102Z', subscriptionState: 'ACTIVE' },
    });
    play.answer(bought.purchaseToken, { fixture: 'subscription-active' });
    const again = await call(SUBSCRIPTION, ana.idToken, bought);
    expect(again.status).toBe(200);
    expect(entitled(again.body)).toBe(true);
    expect(play.acknowledgements(bought.purchaseToken)).toBe(1);
  });
});

describe('a server without billing', () => {
  it('answers both purchase calls 503 BILLING_NOT_CONFIGURED, and 503 ACCOUNTS_NOT_CONFIGURED without accounts', async () => {
    const withoutBilling = createApp({
      cities: fixtureCities(),
      now: () => NOW,
      accounts: {
        verifier: { verify: () => Promise.resolve({ uid: 'ana' }) },
        store: await createSqlUserDataStore(await pgliteDriver(undefined), 'pglite'),
        client: {
          enabled: true,
          projectId: 'demo-transit',
          apiKey: 'key',
          authDomain: null,
          emulatorUrl: null,
        },
      },
    });
    const withoutAccounts = createApp({ cities: fixtureCities(), now: () => NOW, billing });
    const bought = subscription({ fixture: 'subscription-active' });
    for (const path of [SUBSCRIPTION, ONE_TIME]) {
      const response = await withoutBilling.inject({
        method: 'POST',
        url: `/api/madrid${path}`,
        headers: { authorization: 'Bearer x' },
        payload: bought,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<ErrorAnswer>().code).toBe('BILLING_NOT_CONFIGURED');
      const noAccounts = await withoutAccounts.inject({
        method: 'POST',
        url: `/api/madrid${path}`,
        headers: { authorization: 'Bearer x' },
        payload: bought,
      });
      expect(noAccounts.statusCode).toBe(503);
      expect(noAccounts.json<ErrorAnswer>().code).toBe('ACCOUNTS_NOT_CONFIGURED');
    }
    expect(playCallsAbout(bought.purchaseToken)).toBe(0);
    await Promise.all([withoutBilling.close(), withoutAccounts.close()]);
  });
});
