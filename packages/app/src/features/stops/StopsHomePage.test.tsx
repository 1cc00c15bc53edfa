import madrid from '@transit/city-madrid';
import { parseStopCode, type StopCode } from '@transit/core';
import type { StopList } from '@transit/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../shell/services';
import {
  AT_SOL,
  deferred,
  fakeApi,
  fakeGeolocation,
  fakePermissions,
  httpError,
  offlineError,
  renderApp,
  solArrivals,
} from '../../testSupport';
import { FAVOURITES_STORE } from '../favourites/favouritesStore';
import { RECENT_STOPS_STORE } from './recentStopsStore';

const code = (text: string): StopCode => {
  const parsed = parseStopCode(text);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

/** The stops of a home section, as "name (code)" in the order shown. */
function stopsIn(sectionName: string): string[] {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .queryAllByRole('link')
    .map((link) => {
      const [name, meta] = [...link.querySelectorAll('span span')].map((span) => span.textContent);
      return `${name} (${meta})`;
    });
}

/** Renders the home after the rider visited `codes`, in that order. */
function renderHomeAfterVisiting(codes: readonly string[], fake = fakeApi()) {
  const services = createAppServices(madrid, { api: fake.api });
  for (const visited of codes) services.stores.get(RECENT_STOPS_STORE).getState().visit(code(visited));
  return renderApp('/paradas', { fake, services });
}

describe('the stops home /paradas (spec §2)', () => {
  it('lists the recent stops, most recent first, with their names from the stop list', async () => {
    renderHomeAfterVisiting(['09568', '4-12', '4-777', '1234']);
    await screen.findByText('Puerta del Sol');
    // 4-777 is not in the stop list (any more): it is left out rather than shown without a name.
    expect(stopsIn('Paradas recientes')).toEqual([
      'Puerta del Sol (Parada 1234)',
      'Sol (Parada 4-12)',
      'Estación de Aranjuez (Parada 09568)',
    ]);
    const first = within(screen.getByRole('region', { name: 'Paradas recientes' })).getAllByRole('link')[0];
    expect(first?.getAttribute('href')).toBe('/paradas/1234');
    expect(screen.queryByText('Las paradas que consultes aparecerán aquí.')).toBeNull();
  });

  it('leads to the stop search and to the stops map', async () => {
    renderApp('/paradas');
    expect((await screen.findByRole('link', { name: 'Mapa' })).getAttribute('href')).toBe('/paradas/mapa');
    expect(screen.getByRole('link', { name: 'Buscar una parada' }).getAttribute('href')).toBe(
      '/paradas/buscar',
    );
  });

  it('asks for no stop list when it has no recent stops to name and no location to search around', async () => {
    const fake = fakeApi();
    renderApp('/paradas', { fake });
    expect(await screen.findByText('Las paradas que consultes aparecerán aquí.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(fake.api.getStopList).not.toHaveBeenCalled();
    // Once located, the nearby stops need the list.
    fakeGeolocation(() => AT_SOL);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(fake.api.getStopList).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner for the recent stops while the stop list loads', async () => {
    const fake = fakeApi();
    const list = deferred<StopList>();
    fake.answers.stopList = list.promise;
    renderHomeAfterVisiting(['4-12'], fake);
    const recent = await screen.findByRole('region', { name: 'Paradas recientes' });
    expect(within(recent).getByText('Cargando…')).toBeTruthy();
  });

  it('says the stops the rider looks up will appear there when there are none yet', async () => {
    renderApp('/paradas');
    expect(await screen.findByText('Las paradas que consultes aparecerán aquí.')).toBeTruthy();
    expect(stopsIn('Paradas recientes')).toEqual([]);
  });

  it('links to the stop search', async () => {
    renderApp('/paradas');
    const search = await screen.findByRole('link', { name: 'Buscar una parada' });
    expect(search.getAttribute('href')).toBe('/paradas/buscar');
  });

  it('asks for the location only on a tap, then lists the nearby stops in the spec type order', async () => {
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    const locate = await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(locate);
    await screen.findByText('Plaza Mayor Ligero');
    // Cercanías, Metro, Light Metro, interurban, EMT (spec §5); nearest first within a type; within 500 m only.
    expect(stopsIn('Paradas cercanas').map((stop) => stop.replace(/ \(.*/, ''))).toEqual([
      'Sol',
      'Sol',
      'Gran Vía',
      'Plaza Mayor Ligero',
      'Alcalá-Sevilla',
      'Puerta del Sol',
    ]);
    const nearby = within(screen.getByRole('region', { name: 'Paradas cercanas' }));
    expect(nearby.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/paradas/5-18',
      '/paradas/4-12',
      '/paradas/4-13',
      '/paradas/10-60',
      '/paradas/8-1001',
      '/paradas/1234',
    ]);
    expect(nearby.getAllByText(/^A \d+ m$/)).toHaveLength(6);
  });

  it('locates at once when the permission was already granted', async () => {
    fakePermissions('granted');
    fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeNull();
  });

  it('waits for a tap when the permission would still be asked for', async () => {
    fakePermissions('prompt');
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('waits for a tap when the browser cannot say whether permission was granted', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: () => Promise.reject(new TypeError("'geolocation' is not a valid permission name")) },
    });
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says it is looking for the location while the browser answers', async () => {
    // A browser still working out where the rider is: it has not called back yet.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: () => undefined },
    });
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(screen.getByText('Buscando tu ubicación…')).toBeTruthy();
  });

  it('says there are no stops within 500 m when there are none', async () => {
    fakeGeolocation(() => ({ latitude: 40.9, longitude: -4.1 }));
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText('No hay paradas a menos de 500 m de ti.')).toBeTruthy();
  });

  it.each([
    [1, 'No has dado permiso para usar tu ubicación. Puedes darlo en los ajustes de tu dispositivo.'],
    [2, 'La ubicación está desactivada en tu dispositivo. Actívala para ver las paradas cercanas.'],
    [3, 'No se ha podido obtener la ubicación. Revisa los ajustes de tu dispositivo.'],
  ])('says what went wrong for browser error %i, and Reintentar asks again', async (errorCode, text) => {
    let answer: { latitude: number; longitude: number } | { errorCode: number } = { errorCode };
    const getCurrentPosition = fakeGeolocation(() => answer);
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText(text)).toBeTruthy();
    answer = AT_SOL;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('says the browser cannot give the location when it has no geolocation, with a retry', async () => {
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    const text = 'Tu navegador no puede darnos tu ubicación.';
    expect(await screen.findByText(text)).toBeTruthy();
    fakeGeolocation(() => AT_SOL);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
  });
});

/** Favourites stored on the device before the app starts, as earlier visits left them (spec §6: a local store). */
function storeFavourites(lists: {
  readonly stopFavs?: readonly { stopCode: string; name: string }[];
  readonly lineFavs?: readonly { lineCode: string; favName: string }[];
  readonly placeFavs?: readonly { placeId: string; favName: string }[];
  readonly pinned?: readonly { stopCode: string; lineCode: string; lineDir: number }[];
}) {
  for (const field of ['stopFavs', 'lineFavs', 'placeFavs'] as const) {
    const list = lists[field];
    if (list) localStorage.setItem(`transit:madrid:${field}`, JSON.stringify(list));
  }
  if (lists.pinned) {
    const arrivals = lists.pinned.map((pin) => ({ ...pin, isPinned: true }));
    localStorage.setItem(
      'transit:madrid:favourite-arrivals',
      JSON.stringify({ state: { arrivals }, version: 1 }),
    );
  }
}

/** Every call of the fake API fails as on a device with no network. */
function offlineApi() {
  const fake = fakeApi();
  fake.answers.stopList = offlineError('/v1/stops');
  fake.answers.lineList = offlineError('/v1/lines');
  for (const code of Object.keys(fake.answers.stopInfo)) {
    fake.answers.stopInfo[code] = offlineError(`/v1/stops/${code}/info`);
    fake.answers.arrivals[code] = offlineError(`/v1/stops/${code}/arrivals`);
  }
  return fake;
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('the favourites on the stops home (spec §2, §3, §4)', () => {
  it('lists the favourite stops under their aliases, with code and type, from the device alone with no network', async () => {
    storeFavourites({
      stopFavs: [
        { stopCode: '4-12', name: 'Casa' },
        { stopCode: '09568', name: 'Pueblo' },
      ],
    });
    renderApp('/paradas', { fake: offlineApi() });
    await screen.findByText('Casa');
    expect(stopsIn('Paradas favoritas')).toEqual(['Casa (Parada 4-12)', 'Pueblo (Parada 09568)']);
    const links = section('Paradas favoritas').getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/paradas/4-12', '/paradas/09568']);
    // The type is the code's until the stop list says otherwise.
    expect(within(links[0] as HTMLElement).getByRole('img', { name: 'Metro' })).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByRole('img', { name: 'Autobús interurbano' })).toBeTruthy();
  });

  it('says where saved stops will appear while there are none, and offers no Editar', async () => {
    renderApp('/paradas');
    expect(
      await screen.findByText('Guarda una parada con «Guardar en favoritos» en su página y la tendrás aquí.'),
    ).toBeTruthy();
    expect(section('Paradas favoritas').queryByRole('button', { name: 'Editar' })).toBeNull();
    // Nor lines or places sections, which have no empty message of their own.
    expect(screen.queryByRole('region', { name: 'Líneas favoritas' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Lugares favoritos' })).toBeNull();
  });

  it('Editar shows rename and remove on every row, and Terminar leaves the edit mode', async () => {
    storeFavourites({
      stopFavs: [
        { stopCode: '4-12', name: 'Casa' },
        { stopCode: '72', name: 'Trabajo' },
      ],
    });
    renderApp('/paradas');
    await screen.findByText('Casa');
    const favourites = section('Paradas favoritas');
    expect(favourites.queryByRole('button', { name: 'Quitar Casa' })).toBeNull();
    fireEvent.click(favourites.getByRole('button', { name: 'Editar' }));
    expect(
      favourites
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Terminar',
      'Cambiar nombre de Casa',
      'Quitar Casa',
      'Cambiar nombre de Trabajo',
      'Quitar Trabajo',
    ]);
    // Each edit mode is its list's own.
    expect(section('Paradas recientes').queryByRole('button', { name: /^Quitar/ })).toBeNull();
    fireEvent.click(favourites.getByRole('button', { name: 'Terminar' }));
    expect(favourites.queryByRole('button', { name: 'Quitar Casa' })).toBeNull();
    expect(favourites.getByRole('button', { name: 'Editar' })).toBeTruthy();
  });

  it('renames a favourite stop in edit mode ("Parada renombrada"), focus returning to its control', async () => {
    storeFavourites({ stopFavs: [{ stopCode: '4-12', name: 'Casa' }] });
    const { services } = renderApp('/paradas');
    await screen.findByText('Casa');
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Editar' }));
    const rename = section('Paradas favoritas').getByRole('button', { name: 'Cambiar nombre de Casa' });
    rename.focus();
    fireEvent.click(rename);
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre de la parada' });
    const field = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: ' Casa de la abuela ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parada renombrada')).toBeTruthy();
    expect(stopsIn('Paradas favoritas')).toEqual(['Casa de la abuela (Parada 4-12)']);
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([
      { stopCode: '4-12', name: 'Casa de la abuela' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog hands focus back from an effect as it closes, which a loaded machine may run a moment later.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        section('Paradas favoritas').getByRole('button', { name: 'Cambiar nombre de Casa de la abuela' }),
      ),
    );
  });

  it('removes a favourite stop after a confirmation ("Parada eliminada"), focus moving to the next row, then to Terminar', async () => {
    storeFavourites({
      stopFavs: [
        { stopCode: '4-12', name: 'Casa' },
        { stopCode: '72', name: 'Trabajo' },
      ],
    });
    const { services } = renderApp('/paradas');
    await screen.findByText('Casa');
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Editar' }));
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Quitar Casa' }));
    const question = screen.getByRole('dialog', { name: '¿Quitar Casa de tus paradas favoritas?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Parada eliminada')).toBeTruthy();
    expect(stopsIn('Paradas favoritas')).toEqual(['Trabajo (Parada 72)']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        section('Paradas favoritas').getByRole('button', { name: 'Quitar Trabajo' }),
      ),
    );

    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Quitar Trabajo' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(stopsIn('Paradas favoritas')).toEqual([]));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        section('Paradas favoritas').getByRole('button', { name: 'Terminar' }),
      ),
    );
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([]);
    expect(
      screen.getByText('Guarda una parada con «Guardar en favoritos» en su página y la tendrás aquí.'),
    ).toBeTruthy();
  });

  it('keeps a favourite stop when the removal is cancelled', async () => {
    storeFavourites({ stopFavs: [{ stopCode: '4-12', name: 'Casa' }] });
    renderApp('/paradas');
    await screen.findByText('Casa');
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Editar' }));
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Quitar Casa' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stopsIn('Paradas favoritas')).toEqual(['Casa (Parada 4-12)']);
    expect(screen.queryByText('Parada eliminada')).toBeNull();
  });

  it('lists the favourite lines, each linking to /lineas/{lineCode}; removes ("Línea eliminada") and renames ("Línea renombrada") one', async () => {
    storeFavourites({
      lineFavs: [
        { lineCode: '4-1', favName: 'Pinar de Chamartín - Valdecarros' },
        { lineCode: '6-27', favName: 'El 27' },
      ],
    });
    const { api } = renderApp('/paradas', { fake: offlineApi() });
    const lines = within(await screen.findByRole('region', { name: 'Líneas favoritas' }));
    expect(lines.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pinar de Chamartín - Valdecarros', '/lineas/4-1'],
      ['El 27', '/lineas/6-27'],
    ]);
    // The line's kind, from its code.
    expect(lines.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Metro',
      'Autobús EMT',
    ]);
    fireEvent.click(lines.getByRole('button', { name: 'Editar' }));
    fireEvent.click(lines.getByRole('button', { name: 'Quitar El 27' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '¿Quitar El 27 de tus líneas favoritas?' })).getByRole(
        'button',
        {
          name: 'Quitar',
        },
      ),
    );
    expect(await screen.findByText('Línea eliminada')).toBeTruthy();
    expect(lines.getAllByRole('link')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      lines.getByRole('button', { name: 'Cambiar nombre de Pinar de Chamartín - Valdecarros' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre de la línea' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'La 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Línea renombrada')).toBeTruthy();
    expect(lines.getByRole('link').textContent).toBe('La 1');
    expect(api.getLineList).not.toHaveBeenCalled();
  });

  it('lists the favourite places and renames one ("Lugar renombrado"); the list stays while it is edited empty', async () => {
    storeFavourites({ placeFavs: [{ placeId: 'ChIJ1', favName: 'Gym' }] });
    renderApp('/paradas');
    const places = within(await screen.findByRole('region', { name: 'Lugares favoritos' }));
    expect(places.getByText('Gym')).toBeTruthy();
    fireEvent.click(places.getByRole('button', { name: 'Editar' }));
    fireEvent.click(places.getByRole('button', { name: 'Cambiar nombre de Gym' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre del lugar' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Gimnasio' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Lugar renombrado')).toBeTruthy();
    expect(places.getByText('Gimnasio')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(places.getByRole('button', { name: 'Quitar Gimnasio' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Lugar eliminado')).toBeTruthy();
    expect(places.getByRole('button', { name: 'Terminar' })).toBeTruthy();
    fireEvent.click(places.getByRole('button', { name: 'Terminar' }));
    expect(screen.queryByRole('region', { name: 'Lugares favoritos' })).toBeNull();
  });

  it('shows under a favourite stop the next departure of each line pinned there', async () => {
    storeFavourites({
      stopFavs: [
        { stopCode: '4-12', name: 'Casa' },
        { stopCode: '72', name: 'Trabajo' },
      ],
      pinned: [{ stopCode: '4-12', lineCode: '4-1', lineDir: 1 }],
    });
    const { api } = renderApp('/paradas');
    const pinned = await screen.findByRole('list', { name: 'Líneas fijadas en Casa' });
    expect(within(pinned).getByText('Pinar de Chamartín')).toBeTruthy();
    expect(within(pinned).getByText('Según horario')).toBeTruthy();
    expect(within(pinned).getByText('6 min')).toBeTruthy();
    expect(within(pinned).getAllByRole('listitem')).toHaveLength(1);
    // A favourite stop with no pinned line asks for no departures.
    expect(vi.mocked(api.getArrivals).mock.calls.map(([code]) => code)).toEqual(['4-12']);
    expect(screen.queryByRole('list', { name: 'Líneas fijadas en Trabajo' })).toBeNull();
  });

  it('says so when a pinned line has no departure left, and when the departures cannot load, with Reintentar', async () => {
    storeFavourites({
      stopFavs: [{ stopCode: '4-12', name: 'Casa' }],
      pinned: [{ stopCode: '4-12', lineCode: '4-3', lineDir: 0 }],
    });
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = httpError('/v1/stops/4-12/arrivals', 404, 'STOP_NOT_FOUND');
    renderApp('/paradas', { fake });
    expect(await screen.findByText('No se han podido cargar las salidas.')).toBeTruthy();
    fake.answers.arrivals['4-12'] = solArrivals();
    fireEvent.click(section('Paradas favoritas').getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay más salidas programadas en las próximas 2 horas.')).toBeTruthy();
  });

  it('removes a recent stop in the recent list’s edit mode, without asking', async () => {
    const { services } = renderHomeAfterVisiting(['4-12', '1234']);
    await screen.findByText('Puerta del Sol');
    const recent = section('Paradas recientes');
    fireEvent.click(recent.getByRole('button', { name: 'Editar' }));
    fireEvent.click(recent.getByRole('button', { name: 'Quitar Puerta del Sol de recientes' }));
    expect(stopsIn('Paradas recientes')).toEqual(['Sol (Parada 4-12)']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.stores.get(RECENT_STOPS_STORE).getState().visited).toEqual(['4-12']);
    await waitFor(() =>
      expect(document.activeElement).toBe(recent.getByRole('button', { name: 'Quitar Sol de recientes' })),
    );
  });

  it('thousands of stored favourite stops render capped on the stops home, keeping the first 300', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopFavs = Array.from({ length: 5000 }, (_, i) => ({
      stopCode: String(i + 1),
      name: `Casa ${i + 1}`,
    }));
    stopFavs[1] = { stopCode: 'not a code', name: 'Roto' };
    storeFavourites({ stopFavs });
    const { services } = renderApp('/paradas', { fake: offlineApi() });
    await screen.findByText('Casa 1');
    const links = section('Paradas favoritas').getAllByRole('link');
    // The first 301 stored, less the damaged one (core's FAVOURITES_LIST_MAX_LENGTH).
    expect(links).toHaveLength(300);
    expect(links.map((link) => link.getAttribute('href')).slice(0, 3)).toEqual([
      '/paradas/1',
      '/paradas/3',
      '/paradas/4',
    ]);
    expect(links.at(-1)?.getAttribute('href')).toBe('/paradas/301');
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toHaveLength(300);
  });

  it('asks for the stop list when it has favourite stops to type, even with no recent stop', async () => {
    storeFavourites({ stopFavs: [{ stopCode: '4-12', name: 'Casa' }] });
    const { api } = renderApp('/paradas');
    await screen.findByText('Casa');
    await waitFor(() => expect(api.getStopList).toHaveBeenCalledTimes(1));
  });
});
