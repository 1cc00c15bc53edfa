import madrid from '@transit/city-madrid';
import { type AppConfig, type City, err, ok, type Result, type BridgeError } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../platform';
import { currentUrl, deferred, FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';
import {
  ANDROID_CAN_BUY,
  bridgeError,
  entitlementAnswer,
  fakeBridge,
  type FakeBridge,
  playPurchase,
  premiumServices,
  type PremiumServer,
  serverError,
  stubPremiumServer,
} from './testPremium';

afterEach(() => vi.unstubAllGlobals());

const SIGNED_IN: AuthState = { status: 'signedIn', ...FAKE_RIDER };
const YEARLY = '/ajustes/adquirir-premium/premium/yearly';
const LIFETIME = '/ajustes/adquirir-premium-para-siempre/premium_forever';

/** A subscription's entitlement once recorded: active for a year from the fixtures' server time. */
const SUBSCRIBED = entitlementAnswer(
  { subscriptionPurchase: { endDate: '2027-11-26T09:00:00.000Z', subscriptionState: 'ACTIVE' } },
  true,
);

async function renderPurchase(
  path: string,
  options: {
    readonly client?: AppConfig;
    readonly auth?: AuthState;
    readonly bridge?: FakeBridge;
    readonly server?: PremiumServer;
    readonly city?: City;
  } = {},
) {
  const server = options.server ?? stubPremiumServer();
  const bridge = options.bridge ?? fakeBridge();
  const auth = fakeAuth(options.auth ?? SIGNED_IN);
  const city = options.city ?? madrid;
  const services = premiumServices({
    auth: auth.auth,
    bridge: bridge.bridge,
    client: options.client ?? ANDROID_CAN_BUY,
    city,
  });
  renderApp(path, { services, city });
  await screen.findByRole('heading', {
    level: 1,
    name: path.includes('para-siempre') ? 'Premium para siempre' : 'Adquirir premium',
  });
  return { server, bridge, auth };
}

function buyButton() {
  return screen.getByRole<HTMLButtonElement>('button', {
    name: /Comprar con Google Play|Abriendo Google Play/,
  });
}

describe('the purchase pages: the plan (spec §2, §9: prices are the store’s)', () => {
  it('names the subscription’s base plan and its kind, what premium gives, and where the price is shown', async () => {
    await renderPurchase(YEARLY);
    const plan = screen.getByRole('region', { name: 'Anual' });
    expect(within(plan).getByText('Suscripción de Google Play')).toBeTruthy();
    expect(within(plan).getByText('Sin anuncios: la app no te muestra publicidad.')).toBeTruthy();
    expect(
      within(plan).getByText('Google Play te muestra el precio antes de que confirmes la compra.'),
    ).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(/€|\$|\d+[.,]\d\d/);
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/ajustes/planes-premium');
  });

  it('names the lifetime product "Para siempre", a one-time payment', async () => {
    await renderPurchase(LIFETIME);
    const plan = screen.getByRole('region', { name: 'Para siempre' });
    expect(within(plan).getByText('Pago único en Google Play: premium para siempre')).toBeTruthy();
  });

  it.each([
    ['a base plan the subscription does not have', '/ajustes/adquirir-premium/premium/weekly'],
    ['a subscription the city does not sell', '/ajustes/adquirir-premium/gold/monthly'],
    ['a lifetime product the city does not sell', '/ajustes/adquirir-premium-para-siempre/premium'],
  ])('says the plan does not exist for %s, with the way to the catalogue', async (_case, path) => {
    const { bridge } = await renderPurchase(path);
    expect(screen.getByRole('status').textContent).toBe('Este plan premium no existe.');
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ver planes premium' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes premium' })).toBeTruthy();
    expect(bridge.purchases).not.toHaveBeenCalled();
  });

  it('says premium is not available in a city without premium (spec §5)', async () => {
    const { premium: _premium, ...withoutPremium } = madrid;
    await renderPurchase(YEARLY, { city: withoutPremium });
    expect(screen.getByRole('status').textContent).toBe('Premium no está disponible en esta ciudad.');
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
  });
});

describe('the purchase pages: who can buy (spec §1: in-app purchases exist on Android; §5 version gates)', () => {
  it('on the web: explains premium is bought in the Android app, and opens the "only in our app" modal', async () => {
    const { bridge } = await renderPurchase(YEARLY, { client: { clientType: 'web', enableGA: true } });
    expect(screen.getByText('Premium se compra en nuestra app de Android.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conseguir la app' }));
    // The modal (common/AppOnlyModal, its texts in the 'appOnly' catalog) says the rest; spec §2 closes it on Back.
    expect(await screen.findByRole('dialog', { name: 'Solo en nuestra app' })).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe(YEARLY);
    expect(bridge.purchases).not.toHaveBeenCalled();
  });

  it('on iOS: the same, whether signed in or not', async () => {
    await renderPurchase(LIFETIME, {
      client: { clientType: 'ios', enableGA: true, iosClientVersion: '2.0.717' },
      auth: { status: 'signedOut' },
    });
    expect(screen.getByText('Premium se compra en nuestra app de Android.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conseguir la app' })).toBeTruthy();
  });

  it('on Android below version code 30: asks to update the app (premium purchase needs both 29 and 30)', async () => {
    await renderPurchase(YEARLY, {
      client: { clientType: 'android', enableGA: true, androidClientVersionCode: 29 },
    });
    expect(
      screen.getByText('Tu versión de la app no permite comprar premium. Actualízala desde Google Play.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Conseguir la app' })).toBeTruthy();
  });

  it('on Android from version code 30: offers the purchase', async () => {
    await renderPurchase(YEARLY, { client: ANDROID_CAN_BUY });
    expect(buyButton().textContent).toBe('Comprar con Google Play');
  });

  it('on Android where the city’s client policy does not allow the store’s billing: says purchases are not available', async () => {
    await renderPurchase(YEARLY, {
      city: { ...madrid, clientPolicy: { ...madrid.clientPolicy, isAndroidStoreBillingAllowed: false } },
    });
    expect(screen.getByText('Las compras con Google Play no están disponibles en esta app.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
  });

  it('signed out on a client that can buy: asks to sign in (the purchase is the account’s), coming back here after', async () => {
    await renderPurchase(YEARLY, { auth: { status: 'signedOut' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Tu compra quedará unida a tu cuenta. Inicia sesión para comprar premium.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/ajustes/cuenta?postLoginRedirectUrl=%2Fajustes%2Fadquirir-premium%2Fpremium%2Fyearly',
    );
    expect(screen.queryByRole('button', { name: 'Comprar con Google Play' })).toBeNull();
  });
});

describe('the purchase pages: buying (spec §7: purchase start, purchases updated, POST /gplay-billing/…)', () => {
  it('buys the yearly plan: startSubscriptionPurchase, then records the purchase for the rider, then "you are premium"', async () => {
    const started = deferred<Result<unknown, BridgeError>>();
    const server = stubPremiumServer({ subscription: [SUBSCRIBED] });
    const { bridge } = await renderPurchase(YEARLY, { server, bridge: fakeBridge([started.promise]) });
    fireEvent.click(buyButton());
    await waitFor(() => expect(buyButton().textContent).toBe('Abriendo Google Play…'));
    expect(buyButton().disabled).toBe(true);
    expect(buyButton().getAttribute('aria-busy')).toBe('true');
    expect(bridge.purchases).toHaveBeenCalledExactlyOnceWith({
      name: 'startSubscriptionPurchase',
      payload: { subscriptionId: 'premium', basePlanId: 'yearly' },
    });

    await act(async () => {
      started.resolve(ok(playPurchase('premium')));
      await started.promise;
    });
    const done = await screen.findByText('¡Ya eres premium! Gracias por tu compra.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/gplay-billing/handle-subscription-purchase',
        authorization: 'Bearer fake-id-token',
        body: playPurchase('premium'),
      },
    ]);

    // The rider's premium shows the recorded entitlement at once.
    server.entitlement = ['pending'];
    fireEvent.click(screen.getByRole('link', { name: 'Ver tu premium' }));
    expect(await screen.findByText('Tienes premium: la app no te muestra anuncios.')).toBeTruthy();
    expect(screen.getByText('Estado: Activa')).toBeTruthy();
  });

  it('says it is recording the purchase while the server has not answered', async () => {
    await renderPurchase(YEARLY, { server: stubPremiumServer({ subscription: ['pending'] }) });
    fireEvent.click(buyButton());
    expect((await screen.findByRole('status')).textContent).toBe('Registrando tu compra…');
  });

  it('buys the lifetime product: startOneTimeProductPurchase, recorded at its own path; a Pending payment says so', async () => {
    const server = stubPremiumServer({
      oneTime: [entitlementAnswer({ oneTimePurchase: { purchaseState: 'Pending' } }, false)],
    });
    const { bridge } = await renderPurchase(LIFETIME, { server });
    fireEvent.click(buyButton());
    expect(
      await screen.findByText(
        'Tu compra está pendiente de pago. Premium se activará cuando Google Play la confirme.',
      ),
    ).toBeTruthy();
    expect(bridge.purchases).toHaveBeenCalledExactlyOnceWith({
      name: 'startOneTimeProductPurchase',
      payload: { productId: 'premium_forever' },
    });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /gplay-billing/handle-one-time-product-purchase',
    ]);
    expect(server.requests[0]?.body).toEqual(playPurchase('premium_forever'));
  });

  it('a recorded purchase not active yet (a subscription awaiting its first payment) says so', async () => {
    await renderPurchase(YEARLY, {
      server: stubPremiumServer({ subscription: [entitlementAnswer(null, false)] }),
    });
    fireEvent.click(buyButton());
    expect(
      await screen.findByText(
        'Hemos registrado tu compra, pero todavía no está activa. Premium se activará cuando Google Play la confirme.',
      ),
    ).toBeTruthy();
  });

  it('sends the wrapper’s purchase with its three fields only, whatever else it carries', async () => {
    const server = stubPremiumServer({ subscription: [SUBSCRIBED] });
    await renderPurchase(YEARLY, {
      server,
      bridge: fakeBridge([ok({ ...playPurchase('premium'), orderId: 'GPA.3333-4444', acknowledged: false })]),
    });
    fireEvent.click(buyButton());
    await screen.findByText('¡Ya eres premium! Gracias por tu compra.');
    expect(server.requests[0]?.body).toEqual(playPurchase('premium'));
  });
});

describe('the purchase pages: failures (spec §8: coded errors), each with Retry', () => {
  it('a purchase recorded for another account (409 PURCHASE_OF_ANOTHER_ACCOUNT): says to sign in with that account', async () => {
    await renderPurchase(YEARLY, {
      server: stubPremiumServer({ subscription: [serverError(409, 'PURCHASE_OF_ANOTHER_ACCOUNT')] }),
    });
    fireEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Esta compra está registrada en otra cuenta. Inicia sesión con la cuenta con la que la hiciste.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText(/^PURCHASE_OF_ANOTHER_ACCOUNT \| /)).toBeTruthy();
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
    expect(screen.getByRole('link', { name: 'Ir a tu cuenta' }).getAttribute('href')).toBe('/ajustes/cuenta');
  });

  it('a record that failed sends the same purchase again on Retry, without buying twice', async () => {
    const server = stubPremiumServer({
      subscription: [serverError(503, 'PLAY_API_UNAVAILABLE'), SUBSCRIBED],
    });
    const { bridge } = await renderPurchase(YEARLY, { server });
    fireEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Tu compra se ha hecho, pero no hemos podido registrarla ahora. Pulsa Reintentar para enviarla de nuevo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ir a tu cuenta' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¡Ya eres premium! Gracias por tu compra.')).toBeTruthy();
    expect(bridge.purchases).toHaveBeenCalledOnce();
    expect(server.requests.map((request) => request.body)).toEqual([
      playPurchase('premium'),
      playPurchase('premium'),
    ]);
  });

  it('no network while recording: says the purchase went through and Retry sends it again', async () => {
    await renderPurchase(LIFETIME, { server: stubPremiumServer({ oneTime: ['offline'] }) });
    fireEvent.click(buyButton());
    expect(
      await screen.findByText(
        'Tu compra se ha hecho, pero no hemos podido registrarla por un problema de conexión. Pulsa Reintentar para enviarla de nuevo.',
      ),
    ).toBeTruthy();
  });

  it('a purchase Google Play does not recognise (PURCHASE_INVALID, PURCHASE_NOT_FOUND): says so', async () => {
    await renderPurchase(YEARLY, {
      server: stubPremiumServer({ subscription: [serverError(404, 'PURCHASE_NOT_FOUND')] }),
    });
    fireEvent.click(buyButton());
    expect(
      await screen.findByText(
        'Google Play no reconoce esta compra. Si se te ha cobrado, por favor, contáctanos por email.',
      ),
    ).toBeTruthy();
  });

  it('a purchase the store did not complete: says so, records nothing, and Retry starts the purchase again', async () => {
    const server = stubPremiumServer({ subscription: [SUBSCRIBED] });
    const bridge = fakeBridge([err(bridgeError('USER_CANCELED')), ok(playPurchase('premium'))]);
    await renderPurchase(YEARLY, { server, bridge });
    fireEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('No se ha completado la compra. Puedes intentarlo de nuevo.'),
    ).toBeTruthy();
    expect(within(alert).getByText('USER_CANCELED | USER_CANCELED (test)')).toBeTruthy();
    expect(server.requests).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¡Ya eres premium! Gracias por tu compra.')).toBeTruthy();
    expect(bridge.purchases).toHaveBeenCalledTimes(2);
  });

  it('no native app answers (BRIDGE_UNAVAILABLE) or it does not answer in time (BRIDGE_TIMEOUT)', async () => {
    await renderPurchase(YEARLY, {
      bridge: fakeBridge([err(bridgeError('BRIDGE_UNAVAILABLE')), err(bridgeError('BRIDGE_TIMEOUT'))]),
    });
    fireEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'No hemos podido abrir Google Play desde esta app. Actualiza la app e inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('Google Play no ha respondido a tiempo. Por favor, inténtalo de nuevo.'),
    ).toBeTruthy();
  });

  it.each([
    ['not a purchase', { packageName: 'es.example.transit.madrid', productId: 'premium' }],
    ['a purchase of another product', playPurchase('premium_forever')],
  ])('the wrapper answers %s: says so and records nothing', async (_case, answer) => {
    const server = stubPremiumServer();
    await renderPurchase(YEARLY, { server, bridge: fakeBridge([ok(answer)]) });
    fireEvent.click(buyButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Google Play ha respondido algo que no esperábamos. Si se te ha cobrado, por favor, contáctanos por email.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText(/^PURCHASE_ANSWER_INVALID \| /)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('on Android with the web’s bridge (no wrapper answers): the purchase fails with BRIDGE_UNAVAILABLE', async () => {
    const services = premiumServices({ auth: fakeAuth(SIGNED_IN).auth, client: ANDROID_CAN_BUY });
    stubPremiumServer();
    renderApp(YEARLY, { services });
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar con Google Play' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^BRIDGE_UNAVAILABLE \| /)).toBeTruthy();
  });
});
