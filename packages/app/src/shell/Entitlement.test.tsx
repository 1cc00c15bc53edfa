import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import madrid from '@transit/city-madrid';
import type { AdNetwork } from '@transit/ads';
import { fetchIsEntitled } from '../common/entitlement';
import { lookUpEntitlementAgain } from '../common/useEntitlement';
import { FAKE_RIDER, fakeApi, fakeAuth, renderApp } from '../testSupport';
import { createAppServices } from './services';

const NOW = '2026-11-26T09:00:00.000Z';
const SIGNED_IN = { status: 'signedIn', ...FAKE_RIDER } as const;

/** A fetch answering each call in turn (JSON bodies), recording the calls. */
function answering(...answers: ({ status?: number; json: unknown } | 'offline')[]) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fetch, calls };
}

const tokens = (forceRefresh: boolean) => Promise.resolve(forceRefresh ? 'fresh' : 'old');

describe('the entitlement lookup (spec §3, §4)', () => {
  it("asks the rider's entitlement with their token and takes the server's verdict", async () => {
    const forever = answering({
      json: {
        entitlement: { manualEntitlement: { entitlementType: 'FOREVER' } },
        isEntitled: true,
        currentTime: NOW,
      },
    });
    expect(await fetchIsEntitled('/api/madrid', tokens, { fetch: forever.fetch })).toBe(true);
    expect(forever.calls[0]).toEqual({ url: '/api/madrid/v1/me/entitlement', authorization: 'Bearer old' });
    const none = answering({ json: { entitlement: null, isEntitled: false, currentTime: NOW } });
    expect(await fetchIsEntitled('/api/madrid', tokens, { fetch: none.fetch })).toBe(false);
    // A subscription past its grace: the server judged it (its clock is the spec's server time), the app follows.
    const lapsed = answering({
      json: {
        entitlement: { subscriptionPurchase: { endDate: '2026-11-23T08:00:00Z' } },
        isEntitled: false,
        currentTime: NOW,
      },
    });
    expect(await fetchIsEntitled('/api/madrid', tokens, { fetch: lapsed.fetch })).toBe(false);
  });

  it('asks once more with a fresh token when the server says it expired', async () => {
    const { fetch, calls } = answering(
      { status: 401, json: { code: 'AUTH_TOKEN_EXPIRED', message: 'expired' } },
      {
        json: {
          entitlement: { oneTimePurchase: { purchaseState: 'Purchased' } },
          isEntitled: true,
          currentTime: NOW,
        },
      },
    );
    expect(await fetchIsEntitled('/api/madrid', tokens, { fetch })).toBe(true);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('fails coded: offline, refused, an error answer, a shape it does not know', async () => {
    const failure = (fetch: typeof globalThis.fetch) => fetchIsEntitled('/api/madrid', tokens, { fetch });
    await expect(failure(answering('offline').fetch)).rejects.toMatchObject({ code: 'ENTITLEMENT_OFFLINE' });
    await expect(
      failure(answering({ status: 403, json: { code: 'AUTH_USER_DISABLED', message: '' } }).fetch),
    ).rejects.toMatchObject({ code: 'ENTITLEMENT_REFUSED' });
    await expect(failure(answering({ status: 503, json: {} }).fetch)).rejects.toMatchObject({
      code: 'ENTITLEMENT_FAILED',
    });
    await expect(
      failure(
        answering({
          json: { entitlement: { oneTimePurchase: { purchaseState: 'Purchased' } }, isEntitled: 'yes' },
        }).fetch,
      ),
    ).rejects.toMatchObject({ code: 'ENTITLEMENT_FAILED' });
    await expect(failure(answering({ json: { entitlement: null } }).fetch)).rejects.toMatchObject({
      code: 'ENTITLEMENT_FAILED',
    });
  });
});

describe('the app with a signed-in rider', () => {
  afterEach(() => vi.unstubAllGlobals());
  const AD = { name: 'Publicidad' } as const;
  function renderSignedIn(answers: Parameters<typeof answering>) {
    const { fetch } = answering(...answers);
    vi.stubGlobal('fetch', fetch);
    const network: AdNetwork = {
      id: 'fake',
      mount: (container) => {
        container.textContent = 'an ad';
        return () => undefined;
      },
    };
    const account = fakeAuth(SIGNED_IN);
    const fake = fakeApi();
    renderApp('/paradas', {
      fake,
      services: createAppServices(madrid, { api: fake.api, adNetwork: network, auth: account.auth }),
    });
    return { fetch, account };
  }

  it('shows a premium rider no ad (spec §4: entitled users get no ads)', async () => {
    const { fetch } = renderSignedIn([
      {
        json: {
          entitlement: { manualEntitlement: { entitlementType: 'Forever' } },
          isEntitled: true,
          currentTime: NOW,
        },
      },
    ]);
    await screen.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', AD)).toBeNull();
  });

  it('shows a rider without premium the ad once their entitlement is known', async () => {
    renderSignedIn([{ json: { entitlement: null, isEntitled: false, currentTime: NOW } }]);
    const ad = await screen.findByRole('complementary', AD);
    await waitFor(() => expect(ad.textContent).toBe('an ad'));
  });

  it('asks again when a purchase is recorded: a rider who just became premium loses the ad at once', async () => {
    const { fetch } = renderSignedIn([{ json: { entitlement: null, isEntitled: false, currentTime: NOW } }]);
    await screen.findByRole('complementary', AD);
    const asked = fetch.mock.calls.length;
    // The purchase is recorded: from now on the server says entitled.
    fetch.mockImplementation(() =>
      Promise.resolve(
        Response.json({
          entitlement: { oneTimePurchase: { purchaseState: 'Purchased' } },
          isEntitled: true,
          currentTime: NOW,
        }),
      ),
    );
    act(() => lookUpEntitlementAgain());
    await waitFor(() => expect(screen.queryByRole('complementary', AD)).toBeNull());
    expect(fetch.mock.calls.length).toBeGreaterThan(asked);
  });

  it('shows the entitlement-load error screen when the lookup fails, with Reintentar, Cerrar sesión and Contacta con nosotros', async () => {
    const { account } = renderSignedIn([{ status: 503, json: {} }]);
    expect(await screen.findByText('Vaya, algo ha ido mal', {}, { timeout: 20_000 })).toBeTruthy();
    expect(
      screen.getByText(
        'Si tras varios intentos este error no se resuelve, por favor, contáctanos por email.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contacta con nosotros' }).getAttribute('href')).toBe(
      `mailto:${madrid.contactEmail}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(account.auth.signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    expect(screen.queryByText('Vaya, algo ha ido mal')).toBeNull();
  }, 30_000);

  it('asks again on Reintentar', async () => {
    const { fetch } = renderSignedIn([{ status: 503, json: {} }]);
    await screen.findByText('Vaya, algo ha ido mal', {}, { timeout: 20_000 });
    const asked = fetch.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(asked));
  }, 30_000);

  it('keeps the app for a rider offline: no error screen, no premium until it can ask', async () => {
    renderSignedIn(['offline']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Vaya, algo ha ido mal')).toBeNull());
  });
});
