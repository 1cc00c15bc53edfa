import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountClient } from './account';
import { ApiError } from './errors';
import { type FakeAnswer, fakeFetch, fakeTimeoutSignal } from './testSupport';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BASE = 'https://api.example/api/madrid';
/** Spec §7: the purchase calls time out at 15 s. */
const SPEC_TIMEOUT_MS = 15_000;
const SOL = { stopCode: '4-12', name: 'Sol' };

function clientAnswering(answer: (url: string, call: number) => FakeAnswer) {
  let calls = 0;
  const fake = fakeFetch((url) => answer(url, calls++));
  return { client: createAccountClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

/** A token source that counts its refreshes. */
function tokens() {
  const asked: boolean[] = [];
  return {
    asked,
    source: (forceRefresh: boolean) => {
      asked.push(forceRefresh);
      return Promise.resolve(forceRefresh ? 'fresh-token' : 'old-token');
    },
  };
}

describe('the account client', () => {
  it("reads the rider's favourites with their ID token as a bearer token", async () => {
    const { client, calls } = clientAnswering(() => ({
      json: { stopFavs: [SOL], lineFavs: [], placeFavs: [], droppedCount: 0 },
    }));
    const { source } = tokens();
    expect((await client.getUserData(source)).stopFavs).toEqual([SOL]);
    expect(calls[0]?.url).toBe(`${BASE}/v1/me/data`);
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer old-token');
  });

  it('saves one list whole with a PUT of its JSON', async () => {
    const { client, calls } = clientAnswering(() => ({
      json: { field: 'stopFavs', savedAt: '2026-11-26T09:00:00.000Z' },
    }));
    const saved = await client.writeUserData(tokens().source, 'stopFavs', [SOL]);
    expect(saved).toEqual({ savedAt: '2026-11-26T09:00:00.000Z' });
    expect(calls[0]?.url).toBe(`${BASE}/v1/me/data/stopFavs`);
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ value: [SOL] }));
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('asks once more with a fresh token when the server says the token expired', async () => {
    const { client, calls } = clientAnswering((_url, call) =>
      call === 0
        ? { status: 401, json: { code: 'AUTH_TOKEN_EXPIRED', message: 'expired' } }
        : { json: { entitlement: null, isEntitled: false, currentTime: '2026-11-26T09:00:00.000Z' } },
    );
    const { source, asked } = tokens();
    expect(await client.getEntitlement(source)).toEqual({
      entitlement: null,
      isEntitled: false,
      currentTime: '2026-11-26T09:00:00.000Z',
    });
    expect(asked).toEqual([false, true]);
    expect(new Headers(calls[1]?.init?.headers).get('authorization')).toBe('Bearer fresh-token');
  });

  it('fails with the coded error of any other refusal, without asking again', async () => {
    const { client, calls } = clientAnswering(() => ({
      status: 403,
      json: { code: 'AUTH_USER_DISABLED', message: 'The account is disabled.' },
    }));
    const failure = client.getUserData(tokens().source);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 403,
      serverError: { code: 'AUTH_USER_DISABLED' },
    });
    expect(calls).toHaveLength(1);
  });

  it('reads whether sign-in is on without a token', async () => {
    const { client, calls } = clientAnswering(() => ({ json: { enabled: false } }));
    expect(await client.getAuthConfig()).toEqual({ enabled: false });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBeNull();
  });
});

describe('the purchase calls (spec §7: POST /gplay-billing/…, timeout 15 s)', () => {
  const PURCHASE = {
    packageName: 'com.example.transit',
    productId: 'premium',
    purchaseToken: 'opaque-token.AO-J1Ox',
  };
  const RECORDED = {
    entitlement: {
      subscriptionPurchase: { endDate: '2026-12-26T09:00:00.000Z', subscriptionState: 'ACTIVE' },
    },
    isEntitled: true,
    currentTime: '2026-11-26T09:00:00.000Z',
  };

  it('records a subscription with a POST of the purchase payload and the rider’s token, and answers the entitlement', async () => {
    const { client, calls } = clientAnswering(() => ({ json: RECORDED }));
    expect(await client.handleSubscriptionPurchase(tokens().source, PURCHASE)).toEqual(RECORDED);
    expect(calls[0]?.url).toBe(`${BASE}/gplay-billing/handle-subscription-purchase`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual(PURCHASE);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('authorization')).toBe('Bearer old-token');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('records a one-time product at its own path, sending only the three payload fields', async () => {
    const answer = { ...RECORDED, entitlement: { oneTimePurchase: { purchaseState: 'Purchased' } } };
    const { client, calls } = clientAnswering(() => ({ json: answer }));
    const lifetime = { ...PURCHASE, productId: 'premium_forever' };
    const withExtra = { ...lifetime, orderId: 'GPA.1234' };
    expect(await client.handleOneTimeProductPurchase(tokens().source, withExtra)).toEqual(answer);
    expect(calls[0]?.url).toBe(`${BASE}/gplay-billing/handle-one-time-product-purchase`);
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual(lifetime);
  });

  it('sends the purchase once more with a fresh token when the server says the token expired', async () => {
    const { client, calls } = clientAnswering((_url, call) =>
      call === 0
        ? { status: 401, json: { code: 'AUTH_TOKEN_EXPIRED', message: 'expired' } }
        : { json: RECORDED },
    );
    const { source, asked } = tokens();
    expect(await client.handleSubscriptionPurchase(source, PURCHASE)).toEqual(RECORDED);
    expect(asked).toEqual([false, true]);
    expect(calls).toHaveLength(2);
  });

  it('fails with the server’s code when the purchase belongs to another account (409 PURCHASE_OF_ANOTHER_ACCOUNT)', async () => {
    const { client } = clientAnswering(() => ({
      status: 409,
      json: { code: 'PURCHASE_OF_ANOTHER_ACCOUNT', message: 'sign in with the account that made it' },
    }));
    await expect(client.handleOneTimeProductPurchase(tokens().source, PURCHASE)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 409,
      serverError: { code: 'PURCHASE_OF_ANOTHER_ACCOUNT' },
    });
  });

  it('fails with RESPONSE_INVALID when the answer is not an entitlement answer', async () => {
    const { client } = clientAnswering(() => ({ json: { isEntitled: 'yes' } }));
    await expect(client.handleSubscriptionPurchase(tokens().source, PURCHASE)).rejects.toMatchObject({
      code: 'RESPONSE_INVALID',
    });
  });

  it('gives up with TIMEOUT when the server has not answered within 15 s', async () => {
    vi.useFakeTimers();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    let isSettled = false;
    const failure = client.handleSubscriptionPurchase(tokens().source, PURCHASE).then(
      () => undefined,
      (error: unknown) => error,
    );
    void failure.finally(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(SPEC_TIMEOUT_MS - 1);
    expect(timeout).toHaveBeenCalledWith(SPEC_TIMEOUT_MS);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ code: 'TIMEOUT' });
  });
});
