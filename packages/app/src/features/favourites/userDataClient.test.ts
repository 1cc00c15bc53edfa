import { describe, expect, it, vi } from 'vitest';
import { createUserDataClient, UserDataCallError } from './userDataClient';

const ANSWER = {
  stopFavs: [{ stopCode: '4-12', name: 'Sol' }],
  lineFavs: [],
  placeFavs: [],
  droppedCount: 0,
};

function tokens() {
  const asked: boolean[] = [];
  const idToken = (forceRefresh: boolean) => {
    asked.push(forceRefresh);
    return Promise.resolve(forceRefresh ? 'fresh-token' : 'old-token');
  };
  return { asked, idToken };
}

describe('the user-data calls (GET /v1/me/data, PUT /v1/me/data/:field)', () => {
  it('reads the three lists with the rider’s ID token', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(Response.json(ANSWER)));
    const { idToken } = tokens();
    const data = await createUserDataClient('/api/madrid/', fetchFn).getUserData(idToken);
    expect(data).toMatchObject({ stopFavs: ANSWER.stopFavs, lineFavs: [], placeFavs: [] });
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/madrid/v1/me/data',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('a write that fails with an expired token is made once more with a fresh one', async () => {
    const bodies: string[] = [];
    const fetchFn = vi.fn((_url: string, init?: RequestInit) => {
      bodies.push(init?.body as string);
      return Promise.resolve(
        new Headers(init?.headers).get('authorization') === 'Bearer old-token'
          ? Response.json({ code: 'AUTH_TOKEN_EXPIRED', message: 'expired' }, { status: 401 })
          : Response.json({ savedAt: '2026-11-26T09:00:00.000Z' }),
      );
    });
    const { asked, idToken } = tokens();
    await createUserDataClient('/api/madrid', fetchFn).writeUserData(idToken, 'lineFavs', [
      { lineCode: '4-1', favName: 'La 1' },
    ]);
    expect(asked).toEqual([false, true]);
    expect(fetchFn.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'PUT /api/madrid/v1/me/data/lineFavs',
      'PUT /api/madrid/v1/me/data/lineFavs',
    ]);
    expect(JSON.parse(bodies[1] ?? 'null')).toEqual({ value: [{ lineCode: '4-1', favName: 'La 1' }] });
  });

  it('a refusal fails with its status, and an unreachable server with none', async () => {
    const { idToken } = tokens();
    const refused = createUserDataClient('/api/madrid', () =>
      Promise.resolve(Response.json({ code: 'FORBIDDEN', message: 'no' }, { status: 403 })),
    );
    await expect(refused.writeUserData(idToken, 'stopFavs', [])).rejects.toMatchObject({ status: 403 });
    const offline = createUserDataClient('/api/madrid', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const failure = await offline.getUserData(idToken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserDataCallError);
    expect(failure).toMatchObject({ status: undefined });
  });

  it('an answer without the three lists, or not JSON, fails rather than reading as an empty account', async () => {
    const { idToken } = tokens();
    const partial = createUserDataClient('/api/madrid', () =>
      Promise.resolve(Response.json({ stopFavs: [] })),
    );
    await expect(partial.getUserData(idToken)).rejects.toThrow('answered without the list lineFavs');
    const garbled = createUserDataClient('/api/madrid', () => Promise.resolve(new Response('<html>')));
    await expect(garbled.getUserData(idToken)).rejects.toThrow('answered with no JSON');
  });
});
