import madrid from '@transit/city-madrid';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../platform';
import { currentUrl, FAKE_RIDER, fakeAuth, type FakeAuth, renderApp } from '../../testSupport';
import {
  entitlementAnswer,
  NO_PREMIUM,
  premiumServices,
  type PremiumServer,
  serverError,
  stubPremiumServer,
} from './testPremium';

afterEach(() => vi.unstubAllGlobals());

const SIGNED_IN: AuthState = { status: 'signedIn', ...FAKE_RIDER };

async function renderYourPremium(
  server: PremiumServer,
  auth: FakeAuth = fakeAuth(SIGNED_IN),
  options: { readonly locale?: 'en' } = {},
) {
  const services = premiumServices({ auth: auth.auth });
  if (options.locale) services.preferences.getState().setLocale(options.locale);
  const app = renderApp('/ajustes/tu-premium', { services });
  await screen.findByRole('heading', { level: 1, name: options.locale ? 'Your premium' : 'Tu premium' });
  return { ...app, server, auth };
}

/** The verdict the page states, once the entitlement is loaded. */
async function verdict(): Promise<string> {
  const status = await screen.findByText(/^(Tienes premium|No tienes premium|You have premium|You don't)/);
  return status.textContent ?? '';
}

/** The sources the page lists, as "source: detail · detail". */
function sources(regionName = 'De dónde viene'): string[] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .queryAllByRole('term')
    .map((term) => {
      const details = [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
      return `${term.textContent ?? ''}: ${details.join(' · ')}`;
    });
}

describe('your premium /ajustes/tu-premium signed out (spec §6: logged-out users have the entitlement feature off)', () => {
  it('asks the rider to sign in, with a link to the account page that comes back here, and asks the server nothing', async () => {
    const server = stubPremiumServer();
    await renderYourPremium(server, fakeAuth());
    expect(screen.getByRole('status').textContent).toBe(
      'Premium va unido a tu cuenta. Inicia sesión para ver el tuyo.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/ajustes/cuenta?postLoginRedirectUrl=%2Fajustes%2Ftu-premium',
    );
    expect(server.requests).toEqual([]);
  });

  it('says it is checking the session while the account loads, then shows the signed-in rider’s premium', async () => {
    const server = stubPremiumServer({
      entitlement: [entitlementAnswer({ manualEntitlement: { entitlementType: 'Forever' } }, true)],
    });
    const auth = fakeAuth({ status: 'loading' });
    await renderYourPremium(server, auth);
    expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
    expect(auth.auth.start).toHaveBeenCalled();
    act(() => auth.setState(SIGNED_IN));
    expect(await verdict()).toBe('Tienes premium: la app no te muestra anuncios.');
  });

  it('says accounts, and so premium, are not available where the server has sign-in off', async () => {
    await renderYourPremium(stubPremiumServer(), fakeAuth({ status: 'unavailable' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Las cuentas no están disponibles aquí, y premium va unido a tu cuenta.',
    );
  });
});

describe('your premium /ajustes/tu-premium signed in (spec §3–4 Entitlement)', () => {
  it('shows a spinner while GET /v1/me/entitlement, asked with the rider’s ID token, has not answered', async () => {
    const server = stubPremiumServer({ entitlement: ['pending'] });
    await renderYourPremium(server);
    expect((await screen.findByRole('status')).textContent).toBe('Cargando…');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/me/entitlement',
      authorization: 'Bearer fake-id-token',
    });
  });

  it('a manual entitlement of type Forever (also spelt FOREVER): premium, for ever', async () => {
    await renderYourPremium(
      stubPremiumServer({
        entitlement: [entitlementAnswer({ manualEntitlement: { entitlementType: 'FOREVER' } }, true)],
      }),
    );
    expect(await verdict()).toBe('Tienes premium: la app no te muestra anuncios.');
    expect(sources()).toEqual(['Premium concedido: Para siempre']);
    expect(screen.queryByRole('link', { name: 'Ver planes premium' })).toBeNull();
  });

  it('a subscription: its state and its end date, in the rider’s language on Madrid’s clock', async () => {
    const answer = entitlementAnswer(
      { subscriptionPurchase: { endDate: '2026-12-26T09:00:00.000Z', subscriptionState: 'ACTIVE' } },
      true,
    );
    await renderYourPremium(stubPremiumServer({ entitlement: [answer] }));
    expect(await verdict()).toBe('Tienes premium: la app no te muestra anuncios.');
    expect(sources()).toEqual([
      'Suscripción de Google Play: Estado: Activa · Periodo actual hasta el 26 de diciembre de 2026 a las 10:00',
    ]);
  });

  it('the same subscription in English', async () => {
    const answer = entitlementAnswer(
      {
        subscriptionPurchase: {
          endDate: Date.parse('2026-07-01T22:30:00.000Z'),
          subscriptionState: 'IN_GRACE_PERIOD',
        },
      },
      true,
    );
    await renderYourPremium(stubPremiumServer({ entitlement: [answer] }), fakeAuth(SIGNED_IN), {
      locale: 'en',
    });
    expect(await verdict()).toBe('You have premium: the app shows you no ads.');
    // 22:30 UTC on 1 July is 00:30 on 2 July in Madrid (summer time).
    expect(sources('Where it comes from')).toEqual([
      'Google Play subscription: Status: In grace period · Current period until July 2, 2026 at 12:30 AM',
    ]);
  });

  it('a one-time purchase still Pending: not premium, with its status and the way to the catalogue', async () => {
    await renderYourPremium(
      stubPremiumServer({
        entitlement: [entitlementAnswer({ oneTimePurchase: { purchaseState: 'Pending' } }, false)],
      }),
    );
    expect(await verdict()).toBe('No tienes premium.');
    expect(sources()).toEqual(['Compra única (para siempre): Estado: Pendiente']);
    fireEvent.click(screen.getByRole('link', { name: 'Ver planes premium' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes premium' })).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/planes-premium');
  });

  it('a Temporary manual entitlement (also spelt TEMPORARY) with its end date, beside a Purchased one-time purchase', async () => {
    const answer = entitlementAnswer(
      {
        oneTimePurchase: { purchaseState: 'Purchased' },
        manualEntitlement: { entitlementType: 'TEMPORARY', endDate: '2026-01-15T11:00:00.000Z' },
      },
      true,
    );
    await renderYourPremium(stubPremiumServer({ entitlement: [answer] }));
    expect(await verdict()).toBe('Tienes premium: la app no te muestra anuncios.');
    expect(sources()).toEqual([
      'Compra única (para siempre): Estado: Comprada',
      'Premium concedido: Temporal, hasta el 15 de enero de 2026 a las 12:00',
    ]);
  });

  it('follows the server’s verdict on its own clock: a lapsed Temporary entitlement is not premium', async () => {
    const answer = entitlementAnswer(
      { manualEntitlement: { entitlementType: 'Temporary', endDate: '2026-11-01T00:00:00.000Z' } },
      false,
    );
    await renderYourPremium(stubPremiumServer({ entitlement: [answer] }));
    expect(await verdict()).toBe('No tienes premium.');
    expect(sources()).toEqual(['Premium concedido: Temporal, hasta el 1 de noviembre de 2026 a las 1:00']);
    expect(screen.getByRole('link', { name: 'Ver planes premium' })).toBeTruthy();
  });

  it('no entitlement document: not premium, no purchase, and the way to the catalogue', async () => {
    await renderYourPremium(stubPremiumServer({ entitlement: [NO_PREMIUM] }));
    expect(await verdict()).toBe('No tienes premium.');
    expect(screen.getByText('Esta cuenta no tiene ninguna compra de premium.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes premium' }).getAttribute('href')).toBe(
      '/ajustes/planes-premium',
    );
  });
});

describe('your premium /ajustes/tu-premium: failures (spec §8), each with Retry', () => {
  it('a refused token: says to sign in again, focused, and Retry asks again', async () => {
    const server = stubPremiumServer({
      entitlement: [serverError(401, 'AUTH_TOKEN_INVALID'), entitlementAnswer(null, false)],
    });
    await renderYourPremium(server);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tu sesión no es válida. Vuelve a iniciar sesión.')).toBeTruthy();
    expect(within(alert).getByText('AUTH_TOKEN_INVALID | AUTH_TOKEN_INVALID (test)')).toBeTruthy();
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
    expect(screen.getByRole('link', { name: 'Ir a tu cuenta' }).getAttribute('href')).toBe('/ajustes/cuenta');
    // A 4xx is not asked again by itself (spec §8: retried queries are those another attempt can change).
    expect(server.requests).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await verdict()).toBe('No tienes premium.');
    expect(server.requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a document the rules cannot read: says so (contact us) rather than "no premium"', async () => {
    await renderYourPremium(
      stubPremiumServer({
        entitlement: [entitlementAnswer({ oneTimePurchase: { purchaseState: 'Refunded' } }, false)],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'No hemos podido leer tu premium. Si tras varios intentos este error no se resuelve, por favor, contáctanos por email.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText(/^ENTITLEMENT_DOCUMENT_INVALID \| /)).toBeTruthy();
    expect(screen.queryByText('No tienes premium.')).toBeNull();
  });
});

describe('your premium in a city without premium (spec §5)', () => {
  it('says premium is not available here', async () => {
    const { premium: _premium, ...withoutPremium } = madrid;
    const auth = fakeAuth(SIGNED_IN);
    stubPremiumServer();
    renderApp('/ajustes/tu-premium', {
      services: premiumServices({ auth: auth.auth, city: withoutPremium }),
      city: withoutPremium,
    });
    expect(await screen.findByText('Premium no está disponible en esta ciudad.')).toBeTruthy();
  });
});
