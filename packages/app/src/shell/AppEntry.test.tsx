import { screen, waitFor, within } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import type { City } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../testSupport';

function cardLink() {
  const navbar = screen.getByRole('navigation', { name: 'Navegación principal' });
  return within(navbar).getByRole('link', { name: 'Tarjeta' });
}

describe('/app, the wrappers’ entry (spec §2)', () => {
  it('reads the client parameters into the app config and lands on the stops home', async () => {
    const { services } = renderApp('/app?client=android&androidClientVersionCode=40&ga=0');
    expect(await screen.findByText('Paradas recientes')).toBeTruthy();
    expect(currentUrl()).toBe('/paradas');
    expect(services.appConfig.getState().config).toEqual({
      clientType: 'android',
      enableGA: false,
      androidClientVersionCode: 40,
    });
    // In the apps the navbar's Card opens the NFC reading.
    expect(cardLink().getAttribute('href')).toBe('/saldo-abono-transporte-nfc');
  });

  it('keeps the config for the session, so a reload inside the wrapper is still the app', async () => {
    renderApp('/app?client=ios&iosClientVersion=2.0.717&iosClientVersionNumber=717');
    await screen.findByText('Paradas recientes');
    const stored: unknown = JSON.parse(sessionStorage.getItem('transit:madrid:app-config') ?? 'null');
    expect(stored).toMatchObject({
      state: {
        config: {
          clientType: 'ios',
          enableGA: true,
          iosClientVersion: '2.0.717',
          iosClientVersionNumber: 717,
        },
      },
    });
  });

  it('goes on to sourcePage when it is a path of this site, with its query', async () => {
    renderApp(`/app?client=android&sourcePage=${encodeURIComponent('/paradas/buscar?q=gran')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' })).toBeTruthy();
    expect(currentUrl()).toBe('/paradas/buscar?q=gran');
  });

  it.each([
    '//evil.example/paradas',
    '/\\evil.example/paradas',
    '/\t/evil.example',
    'https://evil.example/paradas',
    'paradas/4-12',
  ])(
    'ignores sourcePage %s, which is not a path of this site, and lands on the stops home',
    async (sourcePage) => {
      renderApp(`/app?client=android&sourcePage=${encodeURIComponent(sourcePage)}`);
      expect(await screen.findByText('Paradas recientes')).toBeTruthy();
      expect(currentUrl()).toBe('/paradas');
    },
  );

  it("lands on the city's home without sourcePage: the card's NFC reading in the apps, its balance page on web", async () => {
    const cardHome: City = { ...madrid, homeNavItem: 'card' };
    renderApp('/app?client=android&androidClientVersionCode=40', { city: cardHome });
    await waitFor(() => expect(currentUrl()).toBe('/saldo-abono-transporte-nfc'));
    const navbar = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(navbar).getAllByRole('link')[0]?.getAttribute('href')).toBe('/saldo-abono-transporte-nfc');
    renderApp('/app?client=web', { city: cardHome });
    await waitFor(() => expect(currentUrl()).toBe('/saldo-abono-transporte'));
    // sourcePage still wins over the home.
    renderApp(`/app?client=web&sourcePage=${encodeURIComponent('/lineas')}`, { city: cardHome });
    await waitFor(() => expect(currentUrl()).toBe('/lineas'));
  });

  it('a web client keeps the balance page as Card', async () => {
    renderApp('/app?client=web');
    await screen.findByText('Paradas recientes');
    expect(cardLink().getAttribute('href')).toBe('/saldo-abono-transporte');
  });

  it.each([
    ['client=foo', 'client'],
    ['ga=2', 'ga'],
    ['androidClientVersionCode=forty', 'androidClientVersionCode'],
  ])(
    'a parameter that cannot be read (%s) shows the router error screen with the contact address',
    async (query) => {
      // React and the router log the error they caught; the screen is what this test is about.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { services } = renderApp(`/app?${query}`);
      expect(
        await screen.findByText(
          'Ha ocurrido un error inesperado. Si este error persiste, por favor contáctanos al hola@transit-app.es',
        ),
      ).toBeTruthy();
      // The coded error (spec §8: 'code | message') waits for support under the collapsed technical details.
      const details = screen.getByText('Detalles técnicos').closest('details');
      expect(details?.open).toBe(false);
      expect(details?.textContent).toBe('Detalles técnicosAPP_PARAM_INVALID | Cannot interpret the param');
      const toMain = screen.getByRole('link', { name: 'Ir a la sección principal' });
      expect(toMain.getAttribute('href')).toBe('/');
      expect(services.appConfig.getState().config.clientType).toBe('web');
      await waitFor(() => expect(currentUrl()).toBe(`/app?${query}`));
    },
  );
});
