import { fireEvent, screen, waitFor } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import { type City, ROUTES } from '@transit/core';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../testSupport';
import { loadLinePage } from '../features/lines/feature';
import { loadStopPage } from '../features/stops/feature';
import { appRoutes } from './router';

/** The card balance app's home: Madrid with the card as its home navbar item. */
const CARD_HOME: City = { ...madrid, homeNavItem: 'card' };

/** Renders the app at `path` and tells how many history entries it added (a landing adds exactly one). */
function land(path: string, city?: City) {
  const lengthBefore = window.history.length;
  const app = renderApp(path, city === undefined ? {} : { city });
  return { ...app, addedEntries: () => window.history.length - lengthBefore };
}

describe('the route table (spec §2)', () => {
  it('has a route for every literal path of core, and a catch-all last', () => {
    const [root] = appRoutes();
    const paths = (root?.children ?? []).map((route) => route.path);
    for (const route of Object.values(ROUTES)) expect(paths).toContain(route.path);
    expect(paths.at(-1)).toBe('*');
  });

  it("asks for the stop page's data as the route matches, beside the download of its screen", async () => {
    const runLoader = vi.fn();
    const router = createMemoryRouter(appRoutes({ runLoader }), { initialEntries: ['/paradas/4-12'] });
    await waitFor(() =>
      expect(runLoader).toHaveBeenCalledWith(loadStopPage, { stopCode: '4-12' }, new URLSearchParams()),
    );
    await router.navigate('/lineas');
    await router.navigate('/paradas/5-11');
    await router.navigate('/lineas/4-1?dia=2025-11-20');
    expect(runLoader.mock.calls).toEqual([
      [loadStopPage, { stopCode: '4-12' }, new URLSearchParams()],
      [loadStopPage, { stopCode: '5-11' }, new URLSearchParams()],
      [loadLinePage, { lineCode: '4-1' }, new URLSearchParams('dia=2025-11-20')],
    ]);
    // A step that changes only the query (the line page's tab, day or stop) does not run the loader again.
    await router.navigate('/lineas/4-1?dia=2025-11-20&ruta=4-1%3A1');
    expect(runLoader).toHaveBeenCalledTimes(3);
    router.dispose();
  });

  it('/paradas shows the stops home', async () => {
    land('/paradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    expect(screen.getByText('Paradas recientes')).toBeTruthy();
    expect(currentUrl()).toBe('/paradas');
  });

  it.each(['/', '/-app/inicio'])(
    '%s redirects to the stops home, replacing the history entry',
    async (path) => {
      const app = land(path);
      expect(await screen.findByText('Paradas recientes')).toBeTruthy();
      expect(currentUrl()).toBe('/paradas');
      expect(app.addedEntries()).toBe(1);
    },
  );

  it.each(['/', '/-app/inicio'])(
    "%s goes to the city's home: the card balance page where the card is home, replacing the history entry",
    async (path) => {
      const app = land(path, CARD_HOME);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Saldo del abono transporte' }),
      ).toBeTruthy();
      expect(currentUrl()).toBe('/saldo-abono-transporte');
      expect(app.addedEntries()).toBe(1);
    },
  );

  it("/ goes to the card's NFC reading in the Android app where the card is home", async () => {
    const app = renderApp('/app?client=android&androidClientVersionCode=40', { city: CARD_HOME });
    await waitFor(() => expect(currentUrl()).toBe('/saldo-abono-transporte-nfc'));
    expect(app.services.appConfig.getState().config.clientType).toBe('android');
    land('/', CARD_HOME);
    await waitFor(() => expect(currentUrl()).toBe('/saldo-abono-transporte-nfc'));
  });

  it('the legacy paths keep their targets where the card is home', async () => {
    land('/parada/4-12', CARD_HOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    expect(currentUrl()).toBe('/paradas/4-12');
  });

  it('the legacy /parada/4-12 goes to /paradas/4-12 and replaces the history entry', async () => {
    const app = land('/parada/4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    expect(currentUrl()).toBe('/paradas/4-12');
    expect(app.addedEntries()).toBe(1);
  });

  it('/tarifas goes to the fares page /info/tarifas, keeping the query string', async () => {
    const app = land('/tarifas?origen=web');
    await waitFor(() => expect(currentUrl()).toBe('/info/tarifas?origen=web'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas' })).toBeTruthy();
    expect(app.addedEntries()).toBe(1);
  });

  it('the legacy poster path /planos/plano-metro goes to /info/plano-metro', async () => {
    land('/planos/plano-metro');
    await waitFor(() => expect(currentUrl()).toBe('/info/plano-metro'));
  });

  it('an unknown path says the page "{path}" does not exist, with a link to the main page', async () => {
    land('/x');
    expect(await screen.findByText('La página "/x" no existe')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ir a la página principal' });
    expect(link.getAttribute('href')).toBe('/');
    fireEvent.click(link);
    expect(await screen.findByText('Paradas recientes')).toBeTruthy();
    expect(currentUrl()).toBe('/paradas');
  });

  it('a screen not built yet says so, with a link to the stops', async () => {
    // The admin page has no screen yet (the planner and the card balance, the examples here before, now have theirs).
    land('/ajustes/admin');
    expect(await screen.findByText('Estamos preparando esta sección.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ir a paradas' }));
    expect(await screen.findByText('Paradas recientes')).toBeTruthy();
    expect(currentUrl()).toBe('/paradas');
  });

  it('a screen below a main section has a back control; a main section has the settings link', async () => {
    land('/paradas');
    const settings = await screen.findByRole('link', { name: 'Ajustes' });
    expect(settings.getAttribute('href')).toBe('/ajustes');
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();
    fireEvent.click(settings);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });
});
