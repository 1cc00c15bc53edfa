import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entitlementDocumentSchema, isEntitled, SUBSCRIPTION_STATES } from '@transit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { StartupError } from '../load';
import { verifiedProduct, verifiedSubscription } from './entitlement';
import {
  createPlayDeveloperApi,
  DEFAULT_PLAY_API_BASE_URL,
  googleAccessTokens,
  PLAY_SUBSCRIPTION_STATES,
  PlayApiError,
  type PlayPurchases,
  type PlaySubscriptionPurchase,
} from './playDeveloperApi';
import {
  fakePurchaseToken,
  FIXTURE_PACKAGE_NAME,
  FIXTURE_PRODUCT_ID,
  FIXTURE_SUBSCRIPTION_ID,
  fixtureAccessToken,
  type PlayFixtureServer,
  startPlayFixtureServer,
} from './playFixtures';
import { createBillingFromEnv, describeBilling } from './setup';

/**
 * The Play Developer API adapter against the fixture server (answers in the shape of Google's documented ones), and
 * how its answers become the entitlement document of spec §3. No Google credentials: a fake token source.
 */

const NOW = Date.parse('2026-11-26T09:00:00Z');
const TIMEOUT_MS = 300;
let server: PlayFixtureServer;
let play: PlayPurchases;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'transit-billing-'));

beforeAll(async () => {
  server = await startPlayFixtureServer();
  play = createPlayDeveloperApi({
    baseUrl: `${server.baseUrl}/`,
    accessToken: fixtureAccessToken,
    timeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The coded error a call fails with. */
async function failure(call: Promise<unknown>): Promise<PlayApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlayApiError)) throw new Error(`expected a PlayApiError, got ${String(error)}`);
  return error;
}

/** The coded error a step throws. */
function thrownBy(run: () => unknown): PlayApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlayApiError) return error;
    throw error;
  }
  throw new Error('expected a PlayApiError');
}

/** Whether a document as written entitles at the tests' clock, read as the app reads it (core's rules). */
const entitles = (patch: unknown) => isEntitled(entitlementDocumentSchema.parse(patch), NOW);

describe('the Play Developer API adapter', () => {
  it('reads a subscription purchase (purchases.subscriptionsv2.get) with the access token', async () => {
    const token = fakePurchaseToken();
    server.answer(token, { fixture: 'subscription-active' });
    const purchase = await play.subscription(FIXTURE_PACKAGE_NAME, token);
    expect(purchase).toMatchObject({
      subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
      acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
      lineItems: [{ productId: FIXTURE_SUBSCRIPTION_ID, expiryTime: '2026-12-26T08:58:41.102Z' }],
    });
    expect(server.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/androidpublisher/v3/applications/${FIXTURE_PACKAGE_NAME}/purchases/subscriptionsv2/tokens/${token}`,
      authorization: 'Bearer ya29.fixture-access-token',
    });
  });

  it('reads a one-time product purchase (purchases.products.get): 0 purchased, 1 canceled, 2 pending', async () => {
    const token = fakePurchaseToken();
    server.answer(token, { fixture: 'product-purchased' });
    expect(await play.product(FIXTURE_PACKAGE_NAME, FIXTURE_PRODUCT_ID, token)).toMatchObject({
      purchaseState: 0,
      acknowledgementState: 0,
      consumptionState: 0,
      orderId: 'GPA.3307-2241-6650-17839',
      purchaseTimeMillis: '1795683521102',
    });
    expect(server.requests.at(-1)?.path).toBe(
      `/androidpublisher/v3/applications/${FIXTURE_PACKAGE_NAME}/purchases/products/${FIXTURE_PRODUCT_ID}/tokens/${token}`,
    );
  });

  it('acknowledges with POST …:acknowledge, after which the purchase reads back acknowledged', async () => {
    const subscription = fakePurchaseToken();
    const product = fakePurchaseToken();
    server.answer(subscription, { fixture: 'subscription-active' });
    server.answer(product, { fixture: 'product-purchased' });
    await play.acknowledgeSubscription(FIXTURE_PACKAGE_NAME, FIXTURE_SUBSCRIPTION_ID, subscription);
    await play.acknowledgeProduct(FIXTURE_PACKAGE_NAME, FIXTURE_PRODUCT_ID, product);
    expect(server.requests.slice(-2).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /androidpublisher/v3/applications/${FIXTURE_PACKAGE_NAME}/purchases/subscriptions/${FIXTURE_SUBSCRIPTION_ID}/tokens/${subscription}:acknowledge`,
      `POST /androidpublisher/v3/applications/${FIXTURE_PACKAGE_NAME}/purchases/products/${FIXTURE_PRODUCT_ID}/tokens/${product}:acknowledge`,
    ]);
    expect([server.acknowledgements(subscription), server.acknowledgements(product)]).toEqual([1, 1]);
    expect((await play.subscription(FIXTURE_PACKAGE_NAME, subscription)).acknowledgementState).toBe(
      'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    );
    expect((await play.product(FIXTURE_PACKAGE_NAME, FIXTURE_PRODUCT_ID, product)).acknowledgementState).toBe(
      1,
    );
  });

  it("codes Play's refusals of the purchase: 400 PURCHASE_INVALID, 404 and 410 PURCHASE_NOT_FOUND", async () => {
    const invalid = fakePurchaseToken();
    server.answer(invalid, { fixture: 'error-invalid-token', status: 400 });
    const refused = await failure(play.subscription(FIXTURE_PACKAGE_NAME, invalid));
    expect(refused.code).toBe('PURCHASE_INVALID');
    expect(refused.httpStatus).toBe(400);
    expect(refused.message).toBe(
      "Google Play refused the purchase (purchases.subscriptionsv2.get: HTTP 400: 'Invalid Value').",
    );
    const gone = fakePurchaseToken();
    server.answer(gone, { fixture: 'error-no-longer-available', status: 410 });
    expect((await failure(play.subscription(FIXTURE_PACKAGE_NAME, gone))).code).toBe('PURCHASE_NOT_FOUND');
    const missing = fakePurchaseToken();
    server.answer(missing, { raw: '', status: 404, contentType: 'text/plain' });
    expect((await failure(play.product(FIXTURE_PACKAGE_NAME, FIXTURE_PRODUCT_ID, missing))).code).toBe(
      'PURCHASE_NOT_FOUND',
    );
  });

  it('codes every failure of Google or of the answer PLAY_API_UNAVAILABLE', async () => {
    const cases: [string, Parameters<PlayFixtureServer['answer']>[1], RegExp][] = [
      [
        'a 500',
        { fixture: 'error-backend', status: 500 },
        /answered HTTP 500 .*'Internal error encountered\.'/,
      ],
      ['a 429', { raw: '{}', status: 429, contentType: 'application/json' }, /quota is used up/],
      ['a 503 page', { raw: '<html>', status: 503, contentType: 'text/html' }, /answered HTTP 503/],
      ['no answer', { hang: true }, new RegExp(`did not answer within ${TIMEOUT_MS} ms`)],
      ['HTML with 200', { raw: '<!DOCTYPE html>', status: 200, contentType: 'text/html' }, /with no JSON/],
      [
        'cut-off JSON',
        { raw: '{"kind":"androidpublisher#subscr', status: 200, contentType: 'application/json' },
        /no JSON/,
      ],
      [
        'JSON of another shape',
        {
          raw: '{"subscriptionState":"ACTIVE","lineItems":[]}',
          status: 200,
          contentType: 'application/json',
        },
        /unexpected shape \(subscriptionState: /,
      ],
      ['a one-time purchase', { fixture: 'product-purchased' }, /unexpected shape/],
    ];
    for (const [name, answer, message] of cases) {
      const token = fakePurchaseToken();
      server.answer(token, answer);
      const error = await failure(play.subscription(FIXTURE_PACKAGE_NAME, token));
      expect(error.code, name).toBe('PLAY_API_UNAVAILABLE');
      expect(error.message, name).toMatch(message);
    }
  });

  it("codes refused credentials, a token source that fails and Google's unreachable host PLAY_API_UNAVAILABLE", async () => {
    const token = fakePurchaseToken();
    server.answer(token, { fixture: 'subscription-active' });
    const wrongToken = createPlayDeveloperApi({
      baseUrl: server.baseUrl,
      accessToken: () => Promise.resolve('ya29.expired'),
    });
    const refused = await failure(wrongToken.subscription(FIXTURE_PACKAGE_NAME, token));
    expect(refused.code).toBe('PLAY_API_UNAVAILABLE');
    expect(refused.httpStatus).toBe(401);
    expect(refused.message).toMatch(/refused the server's credentials/);
    const noToken = createPlayDeveloperApi({
      baseUrl: server.baseUrl,
      accessToken: () => Promise.reject(new Error('invalid_grant')),
    });
    expect((await failure(noToken.subscription(FIXTURE_PACKAGE_NAME, token))).message).toMatch(
      /^No access token for the Google Play Developer API/,
    );
    const slowToken = createPlayDeveloperApi({
      baseUrl: server.baseUrl,
      accessToken: () => new Promise(() => undefined),
      timeoutMs: 50,
    });
    expect((await failure(slowToken.subscription(FIXTURE_PACKAGE_NAME, token))).code).toBe(
      'PLAY_API_UNAVAILABLE',
    );
    const closedPort = createPlayDeveloperApi({
      baseUrl: 'http://127.0.0.1:1',
      accessToken: fixtureAccessToken,
    });
    expect((await failure(closedPort.subscription(FIXTURE_PACKAGE_NAME, token))).message).toMatch(
      /could not be reached/,
    );
  });

  it("takes its token from a service account key file through Google's library; a bad one is PLAY_API_UNAVAILABLE", async () => {
    const keyFile = path.join(tmp, 'not-a-key.json');
    writeFileSync(keyFile, JSON.stringify({ type: 'service_account' }));
    const api = createPlayDeveloperApi({
      baseUrl: server.baseUrl,
      accessToken: await googleAccessTokens(keyFile),
    });
    const error = await failure(api.subscription(FIXTURE_PACKAGE_NAME, fakePurchaseToken()));
    expect(error.code).toBe('PLAY_API_UNAVAILABLE');
    expect(error.message).toMatch(/GOOGLE_PLAY_CREDENTIALS/);
  });
});

describe('the entitlement document a verified purchase writes (spec §3, §4)', () => {
  const subscription = (
    subscriptionState: PlaySubscriptionPurchase['subscriptionState'],
    expiryTimes: (string | undefined)[],
    acknowledgementState: PlaySubscriptionPurchase['acknowledgementState'] = 'ACKNOWLEDGEMENT_STATE_PENDING',
  ): PlaySubscriptionPurchase => ({
    subscriptionState,
    acknowledgementState,
    lineItems: expiryTimes.map((expiryTime) => ({
      productId: FIXTURE_SUBSCRIPTION_ID,
      ...(expiryTime !== undefined && { expiryTime }),
    })),
  });

  it("names every Play subscription state by the spec's name (core's SUBSCRIPTION_STATES)", () => {
    const written = PLAY_SUBSCRIPTION_STATES.map(
      (state) =>
        verifiedSubscription(subscription(state, ['2026-12-26T09:00:00Z']), FIXTURE_SUBSCRIPTION_ID).patch,
    );
    expect(written).toHaveLength(SUBSCRIPTION_STATES.length);
    const named = written.flatMap((patch) =>
      patch === undefined
        ? []
        : [entitlementDocumentSchema.parse(patch).subscriptionPurchase?.subscriptionState],
    );
    expect(named).toEqual(['ACTIVE', 'PAUSED', 'IN_GRACE_PERIOD', 'ON_HOLD', 'CANCELED', 'EXPIRED']);
  });

  it('writes endDate as the latest expiry of the line items, to the millisecond in UTC', () => {
    const { patch } = verifiedSubscription(
      subscription('SUBSCRIPTION_STATE_ACTIVE', ['2026-12-01T10:00:00.123456789Z', '2026-12-26T09:00:00Z']),
      FIXTURE_SUBSCRIPTION_ID,
    );
    expect(patch).toEqual({
      subscriptionPurchase: { endDate: '2026-12-26T09:00:00.000Z', subscriptionState: 'ACTIVE' },
    });
  });

  it('entitles while endDate plus the 2-day grace is later than server time', () => {
    const at = (expiry: string) =>
      verifiedSubscription(subscription('SUBSCRIPTION_STATE_EXPIRED', [expiry]), FIXTURE_SUBSCRIPTION_ID)
        .patch;
    expect(entitles(at('2026-11-24T09:00:01Z'))).toBe(true);
    expect(entitles(at('2026-11-24T09:00:00Z'))).toBe(false);
  });

  it('writes nothing for a subscription never paid for (pending, its payment called off, unknown)', () => {
    for (const state of [
      'SUBSCRIPTION_STATE_PENDING',
      'SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED',
      'SUBSCRIPTION_STATE_UNSPECIFIED',
    ] as const) {
      expect(verifiedSubscription(subscription(state, [undefined]), FIXTURE_SUBSCRIPTION_ID), state).toEqual({
        patch: undefined,
        acknowledge: false,
      });
    }
  });

  it('acknowledges a paid subscription Play has no acknowledgement of; nothing else', () => {
    const acknowledge = (
      state: PlaySubscriptionPurchase['subscriptionState'],
      ack?: PlaySubscriptionPurchase['acknowledgementState'],
    ) =>
      verifiedSubscription(subscription(state, ['2026-12-26T09:00:00Z'], ack), FIXTURE_SUBSCRIPTION_ID)
        .acknowledge;
    expect(acknowledge('SUBSCRIPTION_STATE_ACTIVE')).toBe(true);
    expect(acknowledge('SUBSCRIPTION_STATE_IN_GRACE_PERIOD')).toBe(true);
    expect(acknowledge('SUBSCRIPTION_STATE_CANCELED')).toBe(true);
    expect(acknowledge('SUBSCRIPTION_STATE_ACTIVE', 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED')).toBe(false);
    expect(acknowledge('SUBSCRIPTION_STATE_EXPIRED')).toBe(false);
    expect(acknowledge('SUBSCRIPTION_STATE_ON_HOLD')).toBe(false);
  });

  it('refuses a token that is no subscription to the product named, and a paid one with no expiry', () => {
    const active = subscription('SUBSCRIPTION_STATE_ACTIVE', ['2026-12-26T09:00:00Z']);
    const wrongProduct = thrownBy(() => verifiedSubscription(active, 'premium_yearly'));
    expect(wrongProduct.code).toBe('PURCHASE_INVALID');
    expect(wrongProduct.message).toBe("The purchase token is not a subscription to 'premium_yearly'.");
    const noExpiry = subscription('SUBSCRIPTION_STATE_ACTIVE', [undefined]);
    expect(thrownBy(() => verifiedSubscription(noExpiry, FIXTURE_SUBSCRIPTION_ID)).code).toBe(
      'PLAY_API_UNAVAILABLE',
    );
  });

  it('writes a one-time purchase as Purchased, Canceled or Pending; only Purchased entitles and is acknowledged', () => {
    const written = ([0, 1, 2] as const).map((purchaseState) =>
      verifiedProduct({ purchaseState, acknowledgementState: 0 }),
    );
    expect(written.map(({ patch }) => patch)).toEqual([
      { oneTimePurchase: { purchaseState: 'Purchased' } },
      { oneTimePurchase: { purchaseState: 'Canceled' } },
      { oneTimePurchase: { purchaseState: 'Pending' } },
    ]);
    expect(written.map(({ patch }) => entitles(patch))).toEqual([true, false, false]);
    expect(written.map(({ acknowledge }) => acknowledge)).toEqual([true, false, false]);
    expect(verifiedProduct({ purchaseState: 0, acknowledgementState: 1 }).acknowledge).toBe(false);
  });
});

describe('billing from the environment', () => {
  it('is off without PLAY_PACKAGE_NAMES, and says so', async () => {
    const env = parseEnv({ GOOGLE_PLAY_CREDENTIALS: 'key.json' }, '/repo');
    expect(env.billing).toBeUndefined();
    expect(await createBillingFromEnv(env.billing)).toBeUndefined();
    expect(describeBilling(env.billing)).toBe('Google Play billing: off (PLAY_PACKAGE_NAMES is not set).');
  });

  it("takes the packages named, Google's API with the application default credentials by default", async () => {
    const { billing } = parseEnv(
      { PLAY_PACKAGE_NAMES: 'com.example.transit, com.example.transit.metro' },
      tmp,
    );
    expect(describeBilling(billing)).toBe(
      `Google Play billing: purchases of com.example.transit, com.example.transit.metro verified at ${DEFAULT_PLAY_API_BASE_URL} with Google's application default credentials.`,
    );
    const created = await createBillingFromEnv(billing, { accessToken: fixtureAccessToken });
    expect([...(created?.packageNames ?? [])]).toEqual(['com.example.transit', 'com.example.transit.metro']);
  });

  it('stops the start when the key file named is missing', async () => {
    const { billing } = parseEnv(
      { PLAY_PACKAGE_NAMES: 'com.example.transit', GOOGLE_PLAY_CREDENTIALS: 'missing-key.json' },
      tmp,
    );
    expect(describeBilling(billing)).toContain(`with the key file ${path.join(tmp, 'missing-key.json')}.`);
    const error: unknown = await createBillingFromEnv(billing).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StartupError);
    expect(error).toMatchObject({ code: 'ENV_INVALID' });
  });
});
