import { describe, expect, it } from 'vitest';
import { createAccountClient } from './account';
import { ApiError } from './errors';
import { type FakeAnswer, fakeFetch } from './testSupport';

const BASE = 'https://api.example/api/madrid';
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
