import { ACCOUNT_ROUTES, authConfigSchema } from '@transit/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE } from './storage';
import { webAuth } from './webAuth';
import { AUTH_CONFIG_PATH, parseAuthConfig } from './webAuthSession';

const ENABLED = {
  enabled: true,
  projectId: 'transit-madrid',
  apiKey: 'AIza-public-web-key',
  authDomain: null,
  emulatorUrl: 'http://127.0.0.1:9099',
};

function answerConfig(body: unknown, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

describe('the sign-in config (GET /v1/auth-config), read as the API contract says', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the contract's call", () => {
    expect(AUTH_CONFIG_PATH).toBe(ACCOUNT_ROUTES.authConfig.path);
  });

  it.each([
    { enabled: false },
    ENABLED,
    { ...ENABLED, authDomain: 'transit-madrid.firebaseapp.com', emulatorUrl: null },
  ])('reads what the schema accepts: %j', (value) => {
    const parsed = authConfigSchema.parse(value);
    expect(parseAuthConfig(value)).toEqual(parsed.enabled ? parsed : null);
  });

  it.each([
    null,
    'on',
    {},
    { enabled: 'yes' },
    { enabled: true },
    { ...ENABLED, apiKey: 42 },
    { ...ENABLED, authDomain: undefined },
  ])('refuses what the schema refuses: %j', (value) => {
    expect(authConfigSchema.safeParse(value).success).toBe(false);
    expect(() => parseAuthConfig(value)).toThrow(TypeError);
  });

  it('makes the account unavailable when the server answers { enabled: false }', async () => {
    const fetch = answerConfig({ enabled: false });
    const auth = webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE);
    expect(auth.state()).toEqual({ status: 'signedOut' });
    auth.start();
    expect(auth.state()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(auth.state()).toEqual({ status: 'unavailable' }));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/madrid/v1/auth-config');
    const answer = await auth.signInWithGoogle();
    expect(!answer.ok && answer.error.toString()).toBe('AUTH_UNAVAILABLE | Sign-in is off on this server.');
  });

  it('says AUTH_INTERNAL when the server answers an error or no config, AUTH_NETWORK when it cannot be reached', async () => {
    answerConfig({ code: 'INTERNAL', message: 'boom' }, 500);
    const failing = webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE);
    const first = await failing.signInWithGoogle();
    expect(!first.ok && first.error.toString()).toBe(
      'AUTH_INTERNAL | /api/madrid/v1/auth-config answered 500.',
    );
    vi.restoreAllMocks();

    answerConfig({ enabled: 'maybe' });
    const malformed = webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE);
    const second = await malformed.signInWithGoogle();
    expect(!second.ok && second.error.code).toBe('AUTH_INTERNAL');
    vi.restoreAllMocks();

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = webAuth({ id: 'madrid', apiBase: '/api/madrid' }, WEB_STORAGE);
    const third = await offline.signInWithGoogle();
    expect(!third.ok && third.error.toString()).toBe(
      'AUTH_NETWORK | /api/madrid/v1/auth-config could not be reached.',
    );
    const state = offline.state();
    expect(state.status === 'signedOut' && state.reason?.code).toBe('AUTH_NETWORK');
  });
});
