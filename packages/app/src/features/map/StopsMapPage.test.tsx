import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  arrivalsFixture,
  AT_SOL,
  currentFeed,
  currentUrl,
  fakeApi,
  fakeGeolocation,
  httpError,
  offlineError,
  PENDING,
  renderApp,
  solArrivals,
  stopListFixture,
} from '../../testSupport';

/** Every stop of the fixtures' static stop list. */
const STOP_COUNT = stopListFixture().stops.length;
/** The Metro station Sol in the fixtures' stop list. */
const SOL = { latitude: 40.416775, longitude: -3.70379 };

beforeEach(() => {
  // jsdom has no 2D canvas (it would log "not implemented"): the stops layer counts the stops in view, draws nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The map's frame once it has drawn the stop list (its data attributes say what it shows). */
async function mapFrame(stopCount = STOP_COUNT): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Mapa con las paradas' });
  const frame = region.parentElement as HTMLElement;
  await waitFor(() => expect(frame.dataset['stopsTotal']).toBe(String(stopCount)));
  expect(frame.dataset['centre']).toBeDefined();
  return frame;
}

/**
 * A tap at the map's top-left corner: jsdom lays nothing out, so the map is 0 × 0 pixels and that corner is its
 * centre.
 */
function tapMapCentre() {
  fireEvent.click(screen.getByRole('region', { name: 'Mapa con las paradas' }), { clientX: 0, clientY: 0 });
}

/** Gives the map a phone's size, so the area in view holds the stops around its centre. */
function layOutMapAsAPhone() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
}

describe('the stop map /paradas/mapa (spec §2)', () => {
  it('draws every stop of the static stop list, under the title "Mapa de paradas", with no navbar', async () => {
    renderApp('/paradas/mapa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa de paradas' })).toBeTruthy();
    await mapFrame();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
  });

  it("opens on the city's centre (spec §9: about 40.419, -3.708) at its default zoom", async () => {
    renderApp('/paradas/mapa');
    const frame = await mapFrame();
    expect(frame.dataset['centre']).toBe('40.41900,-3.70800');
    expect(frame.dataset['zoom']).toBe('15');
  });

  it('says the stops are loading, then shows them', async () => {
    const fake = fakeApi();
    fake.answers.stopList = PENDING;
    renderApp('/paradas/mapa', { fake });
    expect(await screen.findByText('Cargando las paradas…', { selector: '[role="status"] *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Paradas a la vista' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "Se ha producido un error al obtener los datos del mapa…" when the stop list fails after the spec retries, and Reintentar loads it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.stopList = httpError('/v1/stops', 500, 'INTERNAL');
    renderApp('/paradas/mapa', { fake });
    await screen.findByRole('region', { name: 'Mapa con las paradas' });
    // Three retries, the delay doubling from 1 s (spec §8, §9).
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener los datos del mapa. Por favor, inténtalo de nuevo.',
    );
    // The map itself is still there, with no stops.
    expect(screen.getByRole('region', { name: 'Mapa con las paradas' })).toBeTruthy();
    fake.answers.stopList = stopListFixture();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await mapFrame();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is no internet when the stop list cannot be fetched offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.stopList = offlineError('/v1/stops');
    renderApp('/paradas/mapa', { fake });
    await screen.findByRole('region', { name: 'Mapa con las paradas' });
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Parece que no tienes conexión a internet',
    );
  });

  it('opened offline with no saved stop list, says at once there is no connection and shows the stops when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api } = renderApp('/paradas/mapa');
    expect(
      await screen.findByText(
        'Parece que no tienes conexión a internet. Se cargará en cuanto vuelvas a tener conexión.',
      ),
    ).toBeTruthy();
    expect(api.getStopList).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(api.getStopList).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/Parece que no tienes conexión a internet/)).toBeNull());
  });

  describe('codParada', () => {
    it('centres on the stop and opens its sheet: name, type, code, lines and its departures marked scheduled', async () => {
      renderApp('/paradas/mapa?codParada=4-12');
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      expect(within(sheet).getByText('Metro · Parada 4-12')).toBeTruthy();
      // The lines in their colours (from the line list): Metro 1 light blue, 2 red, 3 yellow.
      const badges = within(within(sheet).getByRole('list', { name: 'Líneas' })).getAllByText(/^Línea /);
      expect(badges.map((badge) => badge.textContent)).toEqual(['Línea 1', 'Línea 2', 'Línea 3']);
      await waitFor(() =>
        expect(badges.map((badge) => (badge.parentElement as HTMLElement).style.backgroundColor)).toEqual([
          'rgb(45, 190, 240)',
          'rgb(237, 28, 36)',
          'rgb(255, 208, 0)',
        ]),
      );
      const departures = within(sheet).getByRole('region', { name: 'Próximas salidas' });
      expect(
        await within(departures).findByText('Salidas según el horario publicado: no son tiempos en directo.'),
      ).toBeTruthy();
      // The next five, soonest first, each marked scheduled.
      expect(within(departures).getAllByText('Según horario')).toHaveLength(5);
      expect(
        within(departures)
          .getAllByText(/^(Las Rosas|Valdecarros|Pinar de Chamartín)$/)
          .map((destination) => destination.textContent),
      ).toEqual(['Las Rosas', 'Valdecarros', 'Pinar de Chamartín', 'Valdecarros', 'Valdecarros']);
      expect(within(departures).queryByText('En directo')).toBeNull();
      const frame = await mapFrame();
      expect(frame.dataset['centre']).toBe(`${SOL.latitude.toFixed(5)},${SOL.longitude.toFixed(5)}`);
      expect(frame.dataset['zoom']).toBe('17');
    });

    it('links the sheet to the stop page, replacing the sheet in the history', async () => {
      renderApp('/paradas/mapa?codParada=4-12');
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      const link = within(sheet).getByRole('link', { name: 'Ver la parada y todas sus salidas' });
      expect(link.getAttribute('href')).toBe('/paradas/4-12');
      fireEvent.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
      expect(currentUrl()).toBe('/paradas/4-12');
    });

    it('says so when the stop publishes no timetable, as the stop page does', async () => {
      renderApp('/paradas/mapa?codParada=1234');
      const sheet = await screen.findByRole('dialog', { name: 'Puerta del Sol' });
      expect(within(sheet).getByText('Autobús EMT · Parada 1234')).toBeTruthy();
      expect(
        await within(sheet).findByText(
          'No se publican horarios de las líneas de esta parada, así que no podemos mostrar sus salidas sin tiempos en directo.',
        ),
      ).toBeTruthy();
      expect(within(sheet).queryByText('Según horario')).toBeNull();
    });

    it('says when the published timetable has expired and which day it shows, as the stop page does', async () => {
      const fake = fakeApi();
      fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', solArrivals().arrivals, {
        timetable: {
          hasTimetable: true,
          feeds: [
            currentFeed({ isFeedExpired: true, feedEndDate: '2026-02-20', timetableDate: '2026-02-16' }),
          ],
        },
      });
      renderApp('/paradas/mapa?codParada=4-12', { fake });
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      expect((await within(sheet).findByRole('note')).textContent).toBe(
        'El horario publicado era válido hasta el 20/02/2026; mostramos el del 16/02/2026, mismo día de la semana.',
      );
    });

    it('says there are no more departures when the timetable has none soon', async () => {
      const fake = fakeApi();
      fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', []);
      renderApp('/paradas/mapa?codParada=4-12', { fake });
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      expect(
        await within(sheet).findByText('No hay más salidas programadas en las próximas 2 horas.'),
      ).toBeTruthy();
      expect(within(sheet).queryByText('Según horario')).toBeNull();
    });

    it('says the departures could not load, with Retry', async () => {
      const fake = fakeApi();
      fake.answers.arrivals['4-12'] = httpError('/v1/stops/4-12/arrivals', 404, 'STOP_NOT_FOUND');
      renderApp('/paradas/mapa?codParada=4-12', { fake });
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      const alert = await within(sheet).findByRole('alert');
      expect(alert.textContent).toContain(
        'Se ha producido un error al obtener los datos de la parada. Por favor, inténtalo de nuevo.',
      );
      fake.answers.arrivals['4-12'] = solArrivals();
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await within(sheet).findAllByText('Según horario')).toHaveLength(5);
    });

    it('closes the sheet on Escape, giving the map back', async () => {
      renderApp('/paradas/mapa?codParada=4-12');
      const sheet = await screen.findByRole('dialog', { name: 'Sol' });
      fireEvent.keyDown(sheet, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(currentUrl()).toBe('/paradas/mapa?codParada=4-12');
      expect(screen.getByRole('region', { name: 'Mapa con las paradas' })).toBeTruthy();
    });

    it('closes the sheet on Back (it pushed a history entry), staying on the map', async () => {
      renderApp('/paradas/mapa?codParada=4-12');
      await screen.findByRole('dialog', { name: 'Sol' });
      act(() => window.history.back());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(currentUrl()).toBe('/paradas/mapa?codParada=4-12');
    });

    it('says a codParada that is no stop code is not valid, and still shows every stop', async () => {
      renderApp('/paradas/mapa?codParada=sol');
      expect(await screen.findByText('«sol» no es un código de parada válido.')).toBeTruthy();
      await mapFrame();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says a stop that is not in the stop list is not on the map', async () => {
      renderApp('/paradas/mapa?codParada=4-999');
      expect(await screen.findByText('La parada 4-999 no está en el mapa.')).toBeTruthy();
      await mapFrame();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('lets the rider dismiss what it says', async () => {
      renderApp('/paradas/mapa?codParada=sol');
      const notice = (await screen.findByText('«sol» no es un código de parada válido.')).closest(
        '[role="status"]',
      );
      fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByText('«sol» no es un código de parada válido.')).toBeNull();
    });
  });

  describe('p (a place, "latitude,longitude")', () => {
    it('centres on the place and marks it', async () => {
      renderApp('/paradas/mapa?p=40.4175,-3.705');
      expect(await screen.findByText('Lugar marcado en el mapa: 40.41750,-3.70500')).toBeTruthy();
      const frame = await mapFrame();
      expect(frame.dataset['centre']).toBe('40.41750,-3.70500');
      expect(frame.dataset['zoom']).toBe('16');
      await waitFor(() => expect(frame.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    });

    it('says it cannot read anything else', async () => {
      renderApp('/paradas/mapa?p=Puerta%20del%20Sol');
      expect(
        await screen.findByText(
          'No se entiende el lugar «Puerta del Sol»: indícalo como latitud,longitud en grados, por ejemplo 40.4169,-3.7035.',
        ),
      ).toBeTruthy();
      const frame = await mapFrame();
      expect(frame.dataset['centre']).toBe('40.41900,-3.70800');
      expect(frame.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    });

    it('says when the place lies outside the map', async () => {
      renderApp('/paradas/mapa?p=48.8566,2.3522');
      expect(
        await screen.findByText('El lugar 48.8566,2.3522 queda fuera de la zona que cubre este mapa.'),
      ).toBeTruthy();
      await mapFrame();
    });
  });

  it('opens the sheet of the stop tapped', async () => {
    renderApp(`/paradas/mapa?p=${SOL.latitude},${SOL.longitude}`);
    await mapFrame();
    tapMapCentre();
    expect(await screen.findByRole('dialog', { name: 'Sol' })).toBeTruthy();
  });

  it('lists the stops in view for the keyboard, nearest the centre first; picking one opens its sheet over the list', async () => {
    layOutMapAsAPhone();
    renderApp(`/paradas/mapa?p=${SOL.latitude},${SOL.longitude}`);
    await mapFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Paradas a la vista' }));
    const list = await screen.findByRole('dialog', { name: 'Paradas a la vista' });
    expect(within(list).getByText('6 paradas a la vista')).toBeTruthy();
    const stops = within(list).getAllByRole('button', { name: /Parada / });
    expect(stops.map((stop) => stop.textContent)).toEqual([
      'SolParada 4-12',
      'SolParada 5-18',
      'Puerta del SolParada 1234',
      'Plaza Mayor LigeroParada 10-60',
      'Alcalá-SevillaParada 8-1001',
      'Gran VíaParada 4-13',
    ]);
    // Each with the icon the map draws for it, named.
    expect(within(stops[0] as HTMLElement).getByRole('img', { name: 'Metro' })).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Buscar una parada por nombre o código' }).getAttribute('href'),
    ).toBe('/paradas/buscar');
    fireEvent.click(stops[2] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Puerta del Sol' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Paradas a la vista' })).toBeTruthy();
  });

  describe("the rider's location (spec §4: loading, error, permission missing, not enabled)", () => {
    it('centres on the rider when located', async () => {
      fakeGeolocation(() => AT_SOL);
      renderApp('/paradas/mapa');
      const frame = await mapFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Mi ubicación' }));
      await waitFor(() =>
        expect(frame.dataset['centre']).toBe(`${AT_SOL.latitude.toFixed(5)},${AT_SOL.longitude.toFixed(5)}`),
      );
      expect(frame.dataset['zoom']).toBe('16');
      // The rider's dot in its accuracy circle.
      expect(frame.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
    });

    it('says it is looking for the rider meanwhile', async () => {
      const getCurrentPosition = fakeGeolocation(() => AT_SOL);
      getCurrentPosition.mockImplementation(() => undefined);
      renderApp('/paradas/mapa');
      await mapFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Mi ubicación' }));
      expect(screen.getByRole('button', { name: 'Buscando tu ubicación…' }).hasAttribute('disabled')).toBe(
        true,
      );
    });

    it.each([
      [1, 'No has dado permiso para usar tu ubicación. Puedes darlo en los ajustes de tu dispositivo.'],
      [2, 'La ubicación está desactivada en tu dispositivo. Actívala para ver las paradas cercanas.'],
      [3, 'No se ha podido obtener la ubicación. Revisa los ajustes de tu dispositivo.'],
    ])('says why it could not locate the rider (browser error %i), with Retry', async (errorCode, text) => {
      const getCurrentPosition = fakeGeolocation(() => ({ errorCode }));
      renderApp('/paradas/mapa');
      await mapFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Mi ubicación' }));
      const notice = (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
      fireEvent.click(within(notice).getByRole('button', { name: 'Reintentar' }));
      expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    });

    it('says when the rider is outside the map, and stays where it was', async () => {
      fakeGeolocation(() => ({ latitude: 48.8566, longitude: 2.3522 }));
      renderApp('/paradas/mapa');
      const frame = await mapFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Mi ubicación' }));
      expect(await screen.findByText('Estás fuera de la zona que cubre este mapa.')).toBeTruthy();
      expect(frame.dataset['centre']).toBe('40.41900,-3.70800');
    });
  });
});
