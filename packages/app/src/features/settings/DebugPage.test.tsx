import { APP_VERSION, type AppConfig, parseStopCode } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testSupport';
import { FAVOURITE_ARRIVALS_STORE } from '../stops/favouriteArrivalsStore';
import { RECENT_STOPS_STORE } from '../stops/recentStopsStore';

async function renderDebug(config?: AppConfig) {
  const app = renderApp('/ajustes/debug');
  if (config) act(() => app.services.appConfig.getState().setConfig(config));
  await screen.findByRole('heading', { level: 1, name: 'Depuración' });
  return app;
}

/** The value shown beside a label of the facts list. */
function fact(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** The stored keys table, as [key, area, size] rows. */
function storedRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function stopCode(code: string) {
  const parsed = parseStopCode(code);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

/** A saved query cache as the persister writes it (a fresh one, so the start restores it rather than dropping it). */
function savedQueryCache(): string {
  return JSON.stringify({
    buster: APP_VERSION,
    timestamp: Date.now(),
    clientState: { mutations: [], queries: [] },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the debug page /ajustes/debug (spec §2), for support', () => {
  it('shows the version 2.0.717, the build date, the web client, the city and its API, and the connection', async () => {
    await renderDebug();
    expect(fact('Versión')).toBe('2.0.717');
    expect(fact('Fecha de compilación')).toBe('7 de agosto de 2025');
    expect(fact('Cliente')).toBe('web');
    expect(fact('Analítica (ga)')).toBe('Sí');
    expect(fact('Código de versión de Android')).toBe('Sin dato');
    expect(fact('Versión de iOS')).toBe('Sin dato');
    expect(fact('Barra de estado')).toBe('Negra');
    expect(fact('Ciudad')).toBe('madrid');
    expect(fact('Base de la API')).toBe('/api/madrid');
    expect(fact('Conexión')).toBe('En línea');
  });

  it('shows an Android client with its version code; from 38 up the status bar takes the theme (spec §4)', async () => {
    await renderDebug({
      clientType: 'android',
      enableGA: false,
      androidClientVersionCode: 40,
      packageName: 'es.transitapp.madrid',
      appStore: 'amazonApps',
    });
    expect(fact('Cliente')).toBe('android');
    expect(fact('Analítica (ga)')).toBe('No');
    expect(fact('Código de versión de Android')).toBe('40');
    expect(fact('Paquete')).toBe('es.transitapp.madrid');
    expect(fact('Tienda')).toBe('amazonApps');
    expect(fact('Barra de estado')).toBe('Del tema, contenido oscuro');
  });

  it('gives an Android client below 38 a black status bar, and shows the iOS versions of an iOS client', async () => {
    const { services } = await renderDebug({
      clientType: 'android',
      enableGA: true,
      androidClientVersionCode: 37,
    });
    expect(fact('Barra de estado')).toBe('Negra');
    act(() =>
      services.appConfig.getState().setConfig({
        clientType: 'ios',
        enableGA: true,
        iosClientVersion: '2.0',
        iosClientVersionNumber: 717,
      }),
    );
    expect(fact('Versión de iOS')).toBe('2.0');
    expect(fact('Número de versión de iOS')).toBe('717');
    expect(fact('Barra de estado')).toBe('Negra');
  });

  it('follows the connection going offline', async () => {
    await renderDebug();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    // The fact follows the connection through a subscription, which may render on the next tick under load.
    await waitFor(() => expect(fact('Conexión')).toBe('Sin conexión'));
  });

  it("lists this city's stored keys with their sizes, and nothing of other cities or sites", async () => {
    localStorage.setItem('transit:madrid:favourites-notes', 'x'.repeat(600));
    localStorage.setItem('transit:bilbao:preferences', '{}');
    localStorage.setItem('privateBottomAdTimestamp', '1');
    // The wrapper's config is kept in the session (appConfigStore).
    await renderDebug({ clientType: 'ios', enableGA: true });
    expect(storedRows()).toEqual([
      // 2 bytes per UTF-16 code unit of key and value: (31 + 600) × 2 = 1262 bytes.
      ['transit:madrid:favourites-notes', 'Local', '1,3 kB'],
      ['transit:madrid:app-config', 'Sesión', expect.stringMatching(/^\d{2,3} B$/)],
    ]);
  });

  it('says so when the city has nothing stored', async () => {
    await renderDebug();
    expect(screen.getByText('Esta ciudad no tiene nada guardado en este navegador.')).toBeTruthy();
  });

  it('clears the saved query cache only after confirmation', async () => {
    localStorage.setItem('transit:madrid:queries', savedQueryCache());
    await renderDebug();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar la caché de consultas' }));
    const dialog = screen.getByRole('dialog', { name: 'Borrar la caché de consultas' });
    expect(
      within(dialog).getByText(/Se borrarán las paradas, las líneas y las salidas guardadas/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('transit:madrid:queries')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Borrar la caché de consultas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(localStorage.getItem('transit:madrid:queries')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Caché de consultas borrada.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("clears the rider's stores after confirmation: preferences back to their defaults, recent stops and favourite departures gone", async () => {
    const { services } = await renderDebug();
    act(() => {
      services.preferences.getState().setTheme('V2_DarkRed');
      services.preferences.getState().setUnitSystem('IMPERIAL');
      services.stores.get(RECENT_STOPS_STORE).getState().visit(stopCode('4-12'));
    });
    const clearFavouriteArrivals = vi.spyOn(
      services.stores.get(FAVOURITE_ARRIVALS_STORE).persist,
      'clearStorage',
    );
    expect(storedRows().map(([key]) => key)).toEqual([
      'transit:madrid:preferences',
      'transit:madrid:recent-stops',
    ]);
    expect(document.body.classList.contains('theme-V2_DarkRed')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Borrar los datos del usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Borrar los datos del usuario' });
    expect(within(dialog).getByText(/tus preferencias \(idioma, tema, unidades\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));

    expect(services.preferences.getState().theme).toBeUndefined();
    expect(services.preferences.getState().unitSystem).toBe('METRIC');
    expect(services.stores.get(RECENT_STOPS_STORE).getState().visited).toEqual([]);
    expect(clearFavouriteArrivals).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('transit:madrid:preferences')).toBeNull();
    expect(localStorage.getItem('transit:madrid:recent-stops')).toBeNull();
    expect(document.body.classList.contains('theme-V2_LightBlue')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Datos del usuario borrados.');
  });
});
