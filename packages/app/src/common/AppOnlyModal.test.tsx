import madrid from '@transit/city-madrid';
import type { City, Locale } from '@transit/core';
import { loadFeatureMessages } from '@transit/i18n';
import { TransitIntlProvider } from '@transit/i18n/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices, fakeApi } from '../testSupport';
import { type AppOnlyFeature, AppOnlyModal, AppStoreLinks } from './AppOnlyModal';
import { AppServicesProvider } from './appServices';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** An iPad since iPadOS 13 says "Macintosh"; only its touch screen tells it from a Mac. */
const IPAD_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const IOS_STORE_URL = 'https://apps.apple.com/app/id1234567890';
/** Madrid as if its app were in the App Store too (test value: no project has an iOS listing yet). */
const LISTED: City = { ...madrid, project: { ...madrid.project, iosStoreUrl: IOS_STORE_URL } };
/** Madrid's Google Play listing, tagged as shown by the app-only texts. */
const MADRID_PLAY_URL =
  'https://play.google.com/store/apps/details?id=es.transitapp.madrid&referrer=utm_source%3Dapp_only&gl=ES';

function browseOn(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no touch screen, so no maxTouchPoints to spy on.
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

/** A screen with a button that opens the modal, as a lazy screen listing the 'appOnly' catalog shows it. */
function Opener(props: { readonly feature: AppOnlyFeature; readonly onClose: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Abrir
      </button>
      <AppOnlyModal
        isOpen={isOpen}
        onClose={() => {
          props.onClose();
          setIsOpen(false);
        }}
        feature={props.feature}
      />
    </>
  );
}

async function openModal(
  options: { readonly city?: City; readonly feature?: AppOnlyFeature; readonly locale?: Locale } = {},
) {
  const locale = options.locale ?? 'es';
  const messages = await loadFeatureMessages('appOnly', locale);
  const services = createAppServices(options.city ?? madrid, { api: fakeApi().api });
  const onClose = vi.fn();
  render(
    <AppServicesProvider services={services}>
      <TransitIntlProvider locale={locale} messages={messages}>
        <Opener feature={options.feature ?? 'nfcCard'} onClose={onClose} />
      </TransitIntlProvider>
    </AppServicesProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: locale === 'es' ? 'Solo en nuestra app' : /./ });
  return { dialog, onClose, opener };
}

function installLinks(dialog: HTMLElement) {
  return within(dialog)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the "only in our app" modal (spec §1, §2, §6: on a mobile web browser app-only features open an install modal)', () => {
  it('is a dialog titled "Solo en nuestra app" that explains NFC card reading is in the app', async () => {
    browseOn(ANDROID_UA);
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Solo en nuestra app' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Consultar el saldo y la caducidad de tu abono transporte por NFC solo es posible en nuestra app, en un móvil con NFC.',
      ),
    ).toBeTruthy();
  });

  describe('a premium purchase, made in the Android app only (spec §1: in-app purchases exist on Android)', () => {
    it('on an Android phone: says so and installs from Google Play', async () => {
      browseOn(ANDROID_UA);
      const { dialog } = await openModal({ city: LISTED, feature: 'premiumPurchase' });
      expect(
        within(dialog).getByText('Premium, sin anuncios, se compra en nuestra app para Android.'),
      ).toBeTruthy();
      expect(installLinks(dialog).map(([label]) => label)).toEqual(['Instalar desde Google Play']);
    });

    it('on an iPhone: offers no App Store link, nor says the app is missing there', async () => {
      browseOn(IPHONE_UA, 5);
      const { dialog } = await openModal({ city: LISTED, feature: 'premiumPurchase' });
      expect(
        within(dialog).getByText('Premium, sin anuncios, se compra en nuestra app para Android.'),
      ).toBeTruthy();
      expect(installLinks(dialog)).toEqual([]);
      expect(within(dialog).queryByText(/todavía no está disponible/)).toBeNull();
    });

    it('on a desktop: Google Play only', async () => {
      browseOn(DESKTOP_UA);
      const { dialog } = await openModal({ city: LISTED, feature: 'premiumPurchase' });
      expect(installLinks(dialog).map(([label]) => label)).toEqual(['Instalar desde Google Play']);
    });
  });

  describe("the install button, for the store of the rider's device", () => {
    it('on an Android phone, installs from Google Play only', async () => {
      browseOn(ANDROID_UA);
      const { dialog } = await openModal({ city: LISTED });
      expect(installLinks(dialog)).toEqual([['Instalar desde Google Play', MADRID_PLAY_URL]]);
    });

    it('on an iPhone, installs from the App Store only', async () => {
      browseOn(IPHONE_UA, 5);
      const { dialog } = await openModal({ city: LISTED });
      expect(installLinks(dialog)).toEqual([['Instalar desde la App Store', IOS_STORE_URL]]);
    });

    it('on an iPad that says "Macintosh", installs from the App Store', async () => {
      browseOn(IPAD_UA, 5);
      const { dialog } = await openModal({ city: LISTED });
      expect(installLinks(dialog).map(([label]) => label)).toEqual(['Instalar desde la App Store']);
    });

    it('on a desktop, shows both stores the city has its app in', async () => {
      browseOn(DESKTOP_UA);
      const { dialog } = await openModal({ city: LISTED });
      expect(installLinks(dialog)).toEqual([
        ['Instalar desde Google Play', MADRID_PLAY_URL],
        ['Instalar desde la App Store', IOS_STORE_URL],
      ]);
    });
  });

  describe('Madrid as it is, on Google Play and not in the App Store: an iPhone is told so, with no dead install button', () => {
    it('on an Android phone: installs from Google Play', async () => {
      browseOn(ANDROID_UA);
      const { dialog } = await openModal();
      expect(installLinks(dialog)).toEqual([['Instalar desde Google Play', MADRID_PLAY_URL]]);
      expect(within(dialog).queryByText(/todavía no está disponible/)).toBeNull();
    });

    it('on an iPhone: not on the App Store yet, and no link to the other store', async () => {
      browseOn(IPHONE_UA, 5);
      const { dialog } = await openModal();
      expect(
        within(dialog).getByText('Nuestra app todavía no está disponible en la App Store.'),
      ).toBeTruthy();
      expect(installLinks(dialog)).toEqual([]);
      // The close button is the dialog's only button.
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Cerrar']);
    });

    it('on a desktop: Google Play only', async () => {
      browseOn(DESKTOP_UA);
      const { dialog } = await openModal();
      expect(installLinks(dialog)).toEqual([['Instalar desde Google Play', MADRID_PLAY_URL]]);
      expect(within(dialog).queryByText(/todavía no está disponible/)).toBeNull();
    });

    it('on a desktop, for a feature only in the iOS app: not in the app stores yet', async () => {
      const messages = await loadFeatureMessages('appOnly', 'es');
      render(
        <AppServicesProvider services={createAppServices(madrid, { api: fakeApi().api })}>
          <TransitIntlProvider locale="es" messages={messages}>
            <AppStoreLinks platform={undefined} stores={['appStore']} />
          </TransitIntlProvider>
        </AppServicesProvider>,
      );
      expect(
        screen.getByText('Nuestra app todavía no está disponible en las tiendas de aplicaciones.'),
      ).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    });
  });

  it('speaks the rider\'s language: in English, "Only in our app"', async () => {
    browseOn(ANDROID_UA);
    const english = await openModal({ city: LISTED, locale: 'en' });
    expect(within(english.dialog).getByRole('heading', { name: 'Only in our app' })).toBeTruthy();
    expect(within(english.dialog).getByRole('link', { name: 'Install from Google Play' })).toBeTruthy();
  });

  it('takes the focus inside, closes on Escape and gives the focus back to what opened it', async () => {
    vi.useFakeTimers();
    browseOn(ANDROID_UA);
    const { dialog, onClose, opener } = await openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its "Cerrar" button', async () => {
    browseOn(DESKTOP_UA);
    const { dialog, onClose } = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', async () => {
    const messages = await loadFeatureMessages('appOnly', 'es');
    render(
      <AppServicesProvider services={createAppServices(madrid, { api: fakeApi().api })}>
        <TransitIntlProvider locale="es" messages={messages}>
          <AppOnlyModal isOpen={false} onClose={() => undefined} feature="nfcCard" />
        </TransitIntlProvider>
      </AppServicesProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
