import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testSupport';

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

  it('navigates with the navbar without leaving the app', async () => {
    renderApp('/paradas');
    const lines = within(await navbar()).getByRole('link', { name: 'Líneas' });
    act(() => lines.click());
    expect(await screen.findByText('Estamos preparando esta sección.')).toBeTruthy();
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
