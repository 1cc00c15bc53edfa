import madrid from '@transit/city-madrid';
import type { AppConfig, City } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, setBrowserLanguages } from '../../testSupport';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const ANDROID_APP: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 40 };

const IOS_STORE_URL = 'https://apps.apple.com/app/id1234567890';
/** Madrid as if its app were in the App Store too (test value: no project has an iOS listing yet). */
const LISTED: City = { ...madrid, project: { ...madrid.project, iosStoreUrl: IOS_STORE_URL } };
/** Madrid's Google Play listing, tagged as shown by the app-only texts. */
const MADRID_PLAY_URL =
  'https://play.google.com/store/apps/details?id=es.transitapp.madrid&referrer=utm_source%3Dapp_only&gl=ES';

const TITLE = { level: 1, name: 'Saldo del abono transporte' } as const;
const OPEN_IN_APP = { name: 'Consultar el saldo en la app' } as const;

function browseOn(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no touch screen, so no maxTouchPoints to spy on.
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

async function renderBalance(options: { readonly city?: City; readonly path?: string } = {}) {
  const app = renderApp(
    options.path ?? '/saldo-abono-transporte',
    options.city ? { city: options.city } : {},
  );
  await screen.findByRole('heading', TITLE);
  return app;
}

function listItems(heading: string) {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the card balance page on the web, /saldo-abono-transporte (spec §1: balance and expiry are read by NFC, app-only)', () => {
  it('explains the balance is read from the card by NFC in the app, and shows no balance of its own', async () => {
    await renderBalance();
    expect(
      screen.getByText(
        'El saldo y la caducidad de tu abono están guardados en la propia Tarjeta Transporte Público. Nuestra app los lee por NFC cuando acercas la tarjeta al móvil. Un navegador web no puede leer la tarjeta, así que aquí no podemos mostrarte tu saldo.',
      ),
    ).toBeTruthy();
    // Spec §4: reading by card number is no longer available, so there is no field to type it in.
    expect(screen.getByText('Ya no es posible consultar el saldo con el número de la tarjeta.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("lists what the app reads, in spec §3's words: purchase date, first use date, last valid day, recharge date, zone, remaining trips, serial number, no tickets", async () => {
    await renderBalance();
    expect(listItems('Qué lee la app de tu tarjeta')).toEqual([
      'Fecha de compra',
      'Fecha del primer uso',
      'Último día válido',
      'Fecha de la recarga adicional',
      'Zona',
      'Viajes restantes',
      'Número de serie de la tarjeta',
      'Si la tarjeta no tiene ningún título cargado',
    ]);
  });

  it('says how: NFC on, hold the card to the phone, keep it there until the reading ends', async () => {
    await renderBalance();
    expect(listItems('Cómo se lee')).toEqual([
      'Abre la app en un móvil con NFC y activa el NFC en los ajustes del móvil.',
      'Acerca la tarjeta a la parte de atrás del móvil y mantenla quieta.',
      'No la retires hasta que termine la lectura: si la retiras demasiado pronto, tendrás que volver a acercarla.',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Qué lee la app de tu tarjeta',
      'Cómo se lee',
      'Consulta tu abono en la app',
    ]);
  });

  it('links the transport card fares page, and goes back to Info', async () => {
    await renderBalance();
    expect(
      screen
        .getByRole('link', { name: 'Tipos de abono, zonas y la Tarjeta Transporte Público' })
        .getAttribute('href'),
    ).toBe('/info/tarifas/abono-transporte');
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/info');
  });

  it("opens from the bottom navbar's Card item on web", async () => {
    renderApp('/paradas');
    const navbar = await screen.findByRole('navigation', { name: 'Navegación principal' });
    fireEvent.click(within(navbar).getByRole('link', { name: 'Tarjeta' }));
    expect(await screen.findByRole('heading', TITLE)).toBeTruthy();
    expect(currentUrl()).toBe('/saldo-abono-transporte');
  });

  it("opens from the transport card fares page's balance link", async () => {
    renderApp('/info/tarifas/abono-transporte');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Consultar el saldo y la caducidad de tu tarjeta' }),
    );
    expect(await screen.findByRole('heading', TITLE)).toBeTruthy();
  });

  it('speaks English', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    renderApp('/saldo-abono-transporte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport card balance' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What the app reads from your card' })).toBeTruthy();
    expect(screen.getByText('To check the balance, use our app on a phone with NFC.')).toBeTruthy();
  });

  describe('on a desktop browser', () => {
    it("says to use the app on an NFC phone, with Madrid's Google Play link (it has no App Store one)", async () => {
      await renderBalance();
      expect(screen.getByText('Para consultar el saldo, usa nuestra app en un móvil con NFC.')).toBeTruthy();
      expect(screen.queryByRole('button', OPEN_IN_APP)).toBeNull();
      const region = screen.getByRole('region', { name: 'Consulta tu abono en la app' });
      expect(
        within(region)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([['Instalar desde Google Play', MADRID_PLAY_URL]]);
      expect(within(region).queryByText(/todavía no está disponible/)).toBeNull();
    });

    it("shows both stores' links where the city's app is in them", async () => {
      await renderBalance({ city: LISTED });
      const region = screen.getByRole('region', { name: 'Consulta tu abono en la app' });
      expect(
        within(region)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Instalar desde Google Play', 'Instalar desde la App Store']);
      expect(
        within(region).getByRole('link', { name: 'Instalar desde la App Store' }).getAttribute('href'),
      ).toBe(IOS_STORE_URL);
    });
  });

  describe('on a mobile web browser', () => {
    it('offers the app with a button that opens the "only in our app" modal for NFC card reading', async () => {
      browseOn(ANDROID_UA);
      await renderBalance();
      expect(
        screen.getByText('Con nuestra app puedes leer tu tarjeta desde este móvil, si tiene NFC.'),
      ).toBeTruthy();
      expect(screen.queryByText('Para consultar el saldo, usa nuestra app en un móvil con NFC.')).toBeNull();
      fireEvent.click(screen.getByRole('button', OPEN_IN_APP));
      const dialog = await screen.findByRole('dialog', { name: 'Solo en nuestra app' });
      expect(
        within(dialog).getByText(
          'Consultar el saldo y la caducidad de tu abono transporte por NFC solo es posible en nuestra app, en un móvil con NFC.',
        ),
      ).toBeTruthy();
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([['Instalar desde Google Play', MADRID_PLAY_URL]]);
    });

    it("on an iPhone, the modal says Madrid's app is not in the App Store yet, with no install link", async () => {
      browseOn(IPHONE_UA, 5);
      await renderBalance();
      fireEvent.click(screen.getByRole('button', OPEN_IN_APP));
      const dialog = await screen.findByRole('dialog', { name: 'Solo en nuestra app' });
      expect(
        within(dialog).getByText('Nuestra app todavía no está disponible en la App Store.'),
      ).toBeTruthy();
      expect(within(dialog).queryByRole('link')).toBeNull();
    });

    it("the modal installs from the store of the rider's phone where the app is listed", async () => {
      browseOn(IPHONE_UA, 5);
      await renderBalance({ city: LISTED });
      fireEvent.click(screen.getByRole('button', OPEN_IN_APP));
      const dialog = await screen.findByRole('dialog', { name: 'Solo en nuestra app' });
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([['Instalar desde la App Store', IOS_STORE_URL]]);
    });

    it('the modal pushes a history entry and closes on the back button (spec §2), staying on the page', async () => {
      browseOn(ANDROID_UA);
      await renderBalance();
      const length = window.history.length;
      fireEvent.click(screen.getByRole('button', OPEN_IN_APP));
      expect(screen.getByRole('dialog', { name: 'Solo en nuestra app' })).toBeTruthy();
      expect(window.history.length).toBe(length + 1);
      act(() => window.history.back());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(currentUrl()).toBe('/saldo-abono-transporte');
      expect(screen.getByRole('heading', TITLE)).toBeTruthy();
    });

    it('the modal closes on Escape and gives the focus back to the button', async () => {
      browseOn(ANDROID_UA);
      await renderBalance();
      const button = screen.getByRole('button', OPEN_IN_APP);
      button.focus();
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Solo en nuestra app' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
      expect(currentUrl()).toBe('/saldo-abono-transporte');
    });
  });

  describe('inside the apps', () => {
    it('offers no app install, but the NFC reading path', async () => {
      const app = renderApp('/saldo-abono-transporte');
      act(() => app.services.appConfig.getState().setConfig(ANDROID_APP));
      await screen.findByRole('heading', TITLE);
      expect(screen.queryByRole('button', OPEN_IN_APP)).toBeNull();
      expect(screen.queryByText('Para consultar el saldo, usa nuestra app en un móvil con NFC.')).toBeNull();
      expect(screen.getByRole('link', { name: 'Leer la tarjeta por NFC' }).getAttribute('href')).toBe(
        '/saldo-abono-transporte-nfc',
      );
    });
  });
});

describe('the NFC card reading path, /saldo-abono-transporte-nfc (spec §2: Android and iOS)', () => {
  it('on a web browser, which cannot read the card, shows the balance page and its app offer', async () => {
    browseOn(ANDROID_UA);
    await renderBalance({ path: '/saldo-abono-transporte-nfc' });
    expect(screen.getByRole('heading', { level: 2, name: 'Qué lee la app de tu tarjeta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', OPEN_IN_APP));
    expect(await screen.findByRole('dialog', { name: 'Solo en nuestra app' })).toBeTruthy();
  });
});

describe('the card balance app, whose home is the card (City.homeNavItem)', () => {
  const CARD_HOME: City = { ...madrid, homeNavItem: 'card' };

  it('lands on the balance page from /, a main section: no back control, and the settings link', async () => {
    await renderBalance({ city: CARD_HOME, path: '/' });
    expect(currentUrl()).toBe('/saldo-abono-transporte');
    expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ajustes' })).toBeTruthy();
  });

  it('elsewhere the card pages lead back to Info', async () => {
    await renderBalance();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/info');
  });
});
