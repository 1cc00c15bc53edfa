import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import madrid from '@transit/city-madrid';
import type { AdNetwork } from '@transit/ads';
import type { City } from '@transit/core';
import { fakeApi, renderApp } from '../testSupport';
import { createAppServices } from './services';

const NAVBAR = { name: 'Navegación principal' } as const;

async function navbar() {
  return screen.findByRole('navigation', NAVBAR);
}

describe('the root layout (spec §2)', () => {
  it('shows the bottom navbar on the stops home: Paradas, Líneas, Cómo llegar, Info and Tarjeta', async () => {
    renderApp('/paradas');
    const links = within(await navbar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Paradas', '/paradas'],
      ['Líneas', '/lineas'],
      ['Cómo llegar', '/planificador'],
      ['Info', '/info'],
      // On web, Card opens the balance page (the NFC reading is for the apps).
      ['Tarjeta', '/saldo-abono-transporte'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
  });

  it("puts the city's home item first: Tarjeta in the card balance app, the others in their usual order", async () => {
    const cardHome: City = { ...madrid, homeNavItem: 'card' };
    renderApp('/saldo-abono-transporte', { city: cardHome });
    const links = within(await navbar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tarjeta', '/saldo-abono-transporte'],
      ['Paradas', '/paradas'],
      ['Líneas', '/lineas'],
      ['Cómo llegar', '/planificador'],
      ['Info', '/info'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('marks the section of a page below it as the current one', async () => {
    renderApp('/paradas/4-12');
    await screen.findByRole('heading', { level: 1, name: 'Sol' });
    const current = within(await navbar()).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Paradas');
  });

  it.each(['/paradas/buscar', '/paradas/mapa'])('hides the bottom navbar on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', NAVBAR)).toBeNull();
  });

  describe('the install-app button of the action bar', () => {
    const ANDROID_UA =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    it("opens the city's Android store listing from a main section on an Android browser", async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      renderApp('/paradas');
      fireEvent.click(await screen.findByRole('button', { name: 'Instalar la app' }));
      expect(open).toHaveBeenCalledWith(madrid.project.androidStoreUrl, '_blank', 'noopener');
    });

    it('is not offered on a desktop browser, nor below the main sections', async () => {
      renderApp('/paradas');
      await navbar();
      expect(screen.queryByRole('button', { name: 'Instalar la app' })).toBeNull();
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
      renderApp('/paradas/4-12');
      await screen.findByRole('heading', { level: 1, name: 'Sol' });
      expect(screen.queryByRole('button', { name: 'Instalar la app' })).toBeNull();
    });
  });

  describe('the web bottom ad', () => {
    const AD = { name: 'Publicidad' } as const;
    function renderWithAds(path: string) {
      const network: AdNetwork = {
        id: 'fake',
        mount: (container) => {
          container.textContent = 'an ad';
          return () => undefined;
        },
      };
      const fake = fakeApi();
      renderApp(path, { fake, services: createAppServices(madrid, { api: fake.api, adNetwork: network }) });
    }

    it('shows above the navbar on web when an ad network is configured', async () => {
      renderWithAds('/paradas');
      const nav = await navbar();
      const ad = screen.getByRole('complementary', AD);
      // The network fills its block from an effect, which may run a moment after the navbar is on screen.
      await waitFor(() => expect(ad.textContent).toBe('an ad'));
      expect(ad.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it.each(['/paradas/buscar', '/paradas/mapa'])('is hidden on %s', async (path) => {
      renderWithAds(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('complementary', AD)).toBeNull();
    });

    it('is not there at all without an ad network (the default build)', async () => {
      renderApp('/paradas');
      await navbar();
      expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
    });
  });

  it('navigates with the navbar without leaving the app', async () => {
    renderApp('/paradas');
    const lines = within(await navbar()).getByRole('link', { name: 'Líneas' });
    act(() => lines.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Líneas' })).toBeTruthy();
    expect(window.location.pathname).toBe('/lineas');
    expect(within(await navbar()).getByRole('link', { current: 'page' }).textContent).toBe('Líneas');
  });

  it('tells the rider when the browser goes offline, and stops when it is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderApp('/paradas');
    await navbar();
    const notice = 'Sin conexión: mostramos los últimos datos guardados.';
    expect(screen.queryByText(notice)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(notice)).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('keeps the action bar in the page flow on web', async () => {
    renderApp('/paradas');
    const bar = (await screen.findByRole('heading', { level: 1, name: 'Paradas' })).closest('header');
    expect(bar?.className).not.toMatch(/fixed/);
  });

  it('fixes the action bar at the top in the apps (spec §2)', async () => {
    renderApp('/app?client=android&androidClientVersionCode=40');
    const bar = (await screen.findByRole('heading', { level: 1, name: 'Paradas' })).closest('header');
    expect(bar?.className).toMatch(/fixed/);
    expect(bar?.getAttribute('data-scrolled')).toBe('false');
  });
});
