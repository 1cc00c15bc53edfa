import type { Arrivals, StopInfo } from '@transit/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@transit/api-client';
import madrid from '@transit/city-madrid';
import { STOP_INFO_TIMEOUT_MS } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_LOADING_AFTER_MS } from '../../common/LoadingState';
import { createAppServices } from '../../shell/services';
import {
  arrivalsFixture,
  CERCANIAS_C3,
  currentFeed,
  currentUrl,
  deferred,
  departure,
  EMT_51,
  fakeApi,
  httpError,
  liveDeparture,
  liveState,
  METRO_1,
  offlineError,
  PENDING,
  renderApp,
  solArrivals,
  stopInfoFixture,
  spokenText,
} from '../../testSupport';
import { FAVOURITES_STORE } from '../favourites/favouritesStore';
import { FAVOURITE_ARRIVALS_STORE } from './favouriteArrivalsStore';
import { RECENT_STOPS_STORE } from './recentStopsStore';

const SOL = { level: 1, name: 'Sol' } as const;

function departuresSection() {
  return screen.getByRole('region', { name: 'Próximas salidas' });
}

/** The board's rows (one per line and direction), each as a screen reader reads it, in the order shown. */
function rowsRead(): string[] {
  const list = within(departuresSection()).getByRole('list', { name: 'Salidas por línea y destino' });
  return [...list.querySelectorAll(':scope > li > button')].map((row) => spokenText(row));
}

/** Sol's rows as the fixture's timetable gives them, each read as one sentence (issue 14). */
const ROWS_READ = [
  'Línea 2 a Las Rosas: 2 minutos, según horario',
  'Línea 1 a Valdecarros: 4, 9 y 14 minutos, según horario',
  'Línea 1 a Pinar de Chamartín: 6 minutos, según horario',
];

/** Each row as "line → destination", in the order shown. */
function groupsShown(): string[] {
  return rowsRead().map((name) => {
    const match = /^(?:Fijada arriba\. )?(Línea \S+) a ([^:]+):/.exec(name);
    return match ? `${match[1]} → ${match[2]}` : name;
  });
}

/** Waits for the board's rows. */
async function boardRows() {
  return within(await screen.findByRole('region', { name: 'Próximas salidas' })).findByRole('list', {
    name: 'Salidas por línea y destino',
  });
}

/** Opens a row's details (its departures, its pin). */
function openRow(name: RegExp) {
  const row = within(departuresSection()).getByRole('button', { name, expanded: false });
  fireEvent.click(row);
  return within(document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement);
}

describe('the stop page /paradas/{stopCode} (spec §2)', () => {
  it('shows a spinner while loading, then the stop: name, code, zone, wheelchair and line badges', async () => {
    const fake = fakeApi();
    const info = deferred<StopInfo>();
    fake.answers.stopInfo['4-12'] = info.promise;
    renderApp('/paradas/4-12', { fake });
    // The screen's own spinner, under its title (not the one shown while the screen's code arrives).
    expect(await screen.findByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    expect(screen.getByText('Cargando…')).toBeTruthy();
    // Only interurban stops warn that loading can take a minute.
    expect(screen.queryByText(/La carga puede tardar/)).toBeNull();

    info.resolve(stopInfoFixture());
    expect(await screen.findByRole('heading', SOL)).toBeTruthy();
    expect(screen.getByText('Parada 4-12 · Zona A · Accesible en silla de ruedas')).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Líneas' });
    expect(
      within(lines)
        .getAllByText(/^Línea /)
        .map((badge) => badge.textContent),
    ).toEqual(['Línea 1', 'Línea 2', 'Línea 3']);
  });

  it('gives the stop\'s street address under its name, so a "Plaza Castilla" reads apart from the others', async () => {
    const fake = fakeApi();
    // EMT stop 1531, one of eighteen named "Plaza Castilla" (its stop_desc in the CRTM feed).
    fake.answers.stopInfo['1531'] = stopInfoFixture({
      code: '1531',
      name: 'Plaza Castilla',
      stopType: 'emt',
      stopTypeCode: 6,
      address: 'Calle de Bravo Murillo 379',
      lines: [],
    });
    renderApp('/paradas/1531', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaza Castilla' })).toBeTruthy();
    expect(screen.getByText('Calle de Bravo Murillo 379')).toBeTruthy();
  });

  it("lists a bus stop's lines with where each goes when no timetable gives departures (EMT stop 72)", async () => {
    const fake = fakeApi();
    // Constructed from what the API answers for EMT stop 72 out of EMT's recorded stop detail (2023-07-06).
    const bus = (number: string, destination: string) => ({
      lineCode: `6-${number}`,
      lineNumber: number,
      lineName: `Línea ${number}`,
      transportTypeCode: 6,
      colour: '#0178BC',
      textColour: '#FFFFFF',
      hasTimetable: false,
      isNocturnal: false,
      destinations: [destination],
    });
    fake.answers.stopInfo['72'] = stopInfoFixture({
      code: '72',
      name: 'Cibeles-Casa de América',
      stopType: 'emt',
      stopTypeCode: 6,
      zone: 'A',
      wheelchair: 'accessible',
      address: 'Pº de Recoletos 2',
      lines: [bus('5', 'Chamartín'), bus('14', 'Pío XII')],
      platforms: [],
      hasTimetable: false,
    });
    renderApp('/paradas/72', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cibeles-Casa de América' })).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Hacia dónde va cada línea' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      '5Línea 5Hacia Chamartín',
      '14Línea 14Hacia Pío XII',
    ]);
    // The header keeps to the badges (issue 14: its first screen is for the departures); the list is under the board.
    const badges = within(screen.getByRole('list', { name: 'Líneas' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['5Línea 5', '14Línea 14']);
    expect(
      departuresSection().compareDocumentPosition(lines[0] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText(/no dicen qué líneas/)).toBeNull();
  });

  it('says plainly that the data names no lines for a bus stop no source lists lines for', async () => {
    const fake = fakeApi();
    fake.answers.stopInfo['161'] = stopInfoFixture({
      code: '161',
      name: 'Puerta de Alcalá',
      stopType: 'emt',
      stopTypeCode: 6,
      lines: [],
      platforms: [],
      hasTimetable: false,
    });
    renderApp('/paradas/161', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Puerta de Alcalá' })).toBeTruthy();
    expect(screen.getByText('Los datos publicados no dicen qué líneas paran en esta parada.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Líneas' })).toBeNull();
  });

  it('asks for the departures at the same time as the stop, not after it', async () => {
    const fake = fakeApi();
    fake.answers.stopInfo['4-12'] = deferred<StopInfo>().promise;
    renderApp('/paradas/4-12', { fake });
    await screen.findByText('Cargando…');
    await waitFor(() => expect(fake.api.getArrivals).toHaveBeenCalledTimes(1));
    expect(fake.api.getStopInfo).toHaveBeenCalledTimes(1);
  });

  it('shows the sources link and the related content only once the departures are in, below them', async () => {
    const fake = fakeApi();
    const arrivals = deferred<Arrivals>();
    fake.answers.arrivals['4-12'] = arrivals.promise;
    renderApp('/paradas/4-12', { fake });
    await screen.findByRole('heading', SOL);
    expect(screen.queryByRole('region', { name: 'Más información' })).toBeNull();
    expect(screen.queryByRole('button', { name: '¿De dónde salen estos datos?' })).toBeNull();
    arrivals.resolve(solArrivals());
    const related = await screen.findByRole('region', { name: 'Más información' });
    expect(screen.getByRole('button', { name: '¿De dónde salen estos datos?' })).toBeTruthy();
    expect(
      departuresSection().compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('leaves out the zone and the wheelchair mark when the stop has none', async () => {
    renderApp('/paradas/1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Puerta del Sol' })).toBeTruthy();
    expect(screen.getByText('Parada 1234')).toBeTruthy();
  });

  it('shows one row per line and direction, next first, read as one sentence with its next three departures (issue 14)', async () => {
    renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    await boardRows();
    expect(groupsShown()).toEqual([
      'Línea 2 → Las Rosas',
      'Línea 1 → Valdecarros',
      'Línea 1 → Pinar de Chamartín',
    ]);
    expect(rowsRead()).toEqual(ROWS_READ);
    const section = within(departuresSection());
    // No live source serves the stop (the API's timetable-only state): the board says so plainly.
    expect(section.getByText('Sin datos en tiempo real: horarios programados')).toBeTruthy();
    expect(section.getByText('Actualizado ahora mismo')).toBeTruthy();
    expect(section.getByText('2 min')).toBeTruthy();
    expect(section.queryByText('En directo')).toBeNull();
  });

  it("opens a row's details: every departure of its line and direction here, marked in words, its pin and its line", async () => {
    renderApp('/paradas/4-12');
    await boardRows();
    const details = openRow(/^Línea 1 a Valdecarros/);
    // All four of the fixture's next hour, where the row shows three.
    expect(details.getAllByText('Según horario')).toHaveLength(4);
    expect(details.getAllByText('Andén 1')).toHaveLength(4);
    expect(details.getByRole('button', { name: 'Fijar la línea 1 arriba' })).toBeTruthy();
    expect(details.getByRole('link', { name: 'Ver la línea 1' }).getAttribute('href')).toBe('/lineas/4-1');
    const row = screen.getByRole('button', { name: /^Línea 1 a Valdecarros/ });
    expect(row.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the published timetable has expired, with both dates', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = {
      ...solArrivals(),
      timetable: {
        hasTimetable: true,
        feeds: [currentFeed({ isFeedExpired: true, feedEndDate: '2025-06-30', timetableDate: '2025-06-24' })],
      },
    };
    renderApp('/paradas/4-12', { fake });
    expect(
      await screen.findByText(
        'El horario publicado era válido hasta el 30/06/2025; mostramos el del 24/06/2025, mismo día de la semana.',
      ),
    ).toBeTruthy();
    expect(groupsShown().length).toBeGreaterThan(0);
    // On one line (issue 14), with an info button that shows it whole and says whether it is open.
    const info = within(screen.getByRole('note')).getByRole('button', { name: 'Más información' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
  });

  it('says when the published timetable has not started yet on a date before the feed starts, with both dates', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = {
      ...solArrivals(),
      timetable: {
        hasTimetable: true,
        feeds: [
          currentFeed({
            isFeedExpired: true,
            isBeforeFeedStart: true,
            feedStartDate: '2025-02-20',
            timetableDate: '2025-02-26',
          }),
        ],
      },
    };
    renderApp('/paradas/4-12', { fake });
    expect(
      await screen.findByText(
        'El horario publicado empieza el 20/02/2025; mostramos el del 26/02/2025, mismo día de la semana.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/era válido hasta/)).toBeNull();
  });

  it('says a public holiday the published timetable does not cover is answered from its holiday timetable', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = {
      ...solArrivals(),
      timetable: {
        hasTimetable: true,
        feeds: [
          currentFeed({
            isFeedExpired: true,
            isHolidayStandIn: true,
            feedEndDate: '2026-02-20',
            timetableDate: '2025-12-25',
          }),
        ],
      },
    };
    renderApp('/paradas/4-12', { fake });
    expect(
      await screen.findByText(
        'El horario publicado no cubre este día festivo; mostramos el de festivos, del 25/12/2025.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/mismo día de la semana/)).toBeNull();
  });

  it('says plainly that a stop without a timetable cannot show departures (NO_TIMETABLE)', async () => {
    renderApp('/paradas/1234');
    expect(
      await screen.findByText(
        'No se publican horarios de las líneas de esta parada, así que no podemos mostrar sus salidas sin tiempos en directo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No hay más salidas programadas en las próximas 2 horas.')).toBeNull();
  });

  it("does not say a stop without a timetable cannot show departures when a live source lists them (EMT's buses)", async () => {
    const fake = fakeApi();
    fake.answers.arrivals['1234'] = arrivalsFixture('1234', [liveDeparture(EMT_51, 0, 'Manoteras', 4)], {
      timetable: { hasTimetable: false, feeds: [] },
      notice: { code: 'NO_TIMETABLE', message: 'No timetable is published for the lines of this stop.' },
      live: liveState([{ source: 'emt', state: 'ok', errorCode: null, ageSeconds: 20 }]),
    });
    renderApp('/paradas/1234', { fake });
    await boardRows();
    expect(rowsRead()[0]).toMatch(/en directo$/);
    expect(screen.queryByText(/No se publican horarios de las líneas de esta parada/)).toBeNull();
  });

  it('says there are no more scheduled departures when the timetable has none left', async () => {
    const fake = fakeApi();
    // A departure that left minutes ago is not "next".
    fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', -3)]);
    renderApp('/paradas/4-12', { fake });
    expect(await screen.findByText('No hay más salidas programadas en las próximas 2 horas.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Salidas por línea y destino' })).toBeNull();
  });

  it('asks the API again on refresh', async () => {
    const { api } = renderApp('/paradas/4-12');
    await boardRows();
    expect(api.getArrivals).toHaveBeenCalledTimes(1);
    const refresh = screen.getByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    fireEvent.click(refresh);
    await waitFor(() => expect(api.getArrivals).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.getArrivals).mock.calls[1]?.[0]).toBe('4-12');
  });

  it('pins a line on top, keeps the choice for the next visit, and unpins it', async () => {
    const first = renderApp('/paradas/4-12');
    await boardRows();
    fireEvent.click(
      openRow(/^Línea 1 a Pinar de Chamartín/).getByRole('button', { name: 'Fijar la línea 1 arriba' }),
    );
    await waitFor(() =>
      expect(groupsShown()).toEqual([
        'Línea 1 → Pinar de Chamartín',
        'Línea 2 → Las Rosas',
        'Línea 1 → Valdecarros',
      ]),
    );
    expect(rowsRead()[0]).toMatch(/^Fijada arriba\. Línea 1 a Pinar de Chamartín: /);
    const unpin = screen.getByRole('button', { name: 'Dejar de fijar la línea 1' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    expect(first.services.stores.get(FAVOURITE_ARRIVALS_STORE).getState().arrivals).toEqual([
      { stopCode: '4-12', lineCode: '4-1', lineDir: 1, isPinned: true },
    ]);
    first.unmount();

    // A new start reads the choice back from storage.
    renderApp('/paradas/4-12');
    await boardRows();
    await waitFor(() => expect(groupsShown()[0]).toBe('Línea 1 → Pinar de Chamartín'));
    fireEvent.click(
      openRow(/^Fijada arriba\. Línea 1 a Pinar de Chamartín/).getByRole('button', {
        name: 'Dejar de fijar la línea 1',
      }),
    );
    await waitFor(() => expect(groupsShown()[0]).toBe('Línea 2 → Las Rosas'));
    expect(screen.queryByRole('button', { name: 'Dejar de fijar la línea 1' })).toBeNull();
  });

  it('pinning a line past the cap of favourite arrivals is refused, and the rider is told so', async () => {
    // core's FAVOURITE_ARRIVALS_MAX_LENGTH pinned lines, at other stops.
    const arrivals = Array.from({ length: 500 }, (_, i) => ({
      stopCode: String(i + 1),
      lineCode: '4-1',
      lineDir: 1,
      isPinned: true,
    }));
    localStorage.setItem(
      'transit:madrid:favourite-arrivals',
      JSON.stringify({ state: { arrivals }, version: 1 }),
    );
    const { services } = renderApp('/paradas/4-12');
    await boardRows();
    fireEvent.click(
      openRow(/^Línea 1 a Valdecarros/).getByRole('button', { name: 'Fijar la línea 1 arriba' }),
    );
    expect(
      await screen.findByText(
        'Ya tienes 500 líneas fijadas, el máximo. Deja de fijar alguna para fijar esta.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dejar de fijar la línea 1' })).toBeNull();
    expect(services.stores.get(FAVOURITE_ARRIVALS_STORE).getState().arrivals).toHaveLength(500);
  });

  it('opens the arrival sources modal with a history entry, and closes it on Back', async () => {
    renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    const lengthBefore = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: '¿De dónde salen estos datos?' }));
    const dialog = screen.getByRole('dialog', { name: 'Origen de los datos' });
    expect(dialog.textContent).toContain('Consorcio Regional de Transportes de Madrid');
    expect(dialog.textContent).toContain('hola@transit-app.es');
    expect(window.history.length).toBe(lengthBefore + 1);
    expect((window.history.state as { modal?: string }).modal).toBe('arrival-sources');

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/paradas/4-12');
    expect(screen.getByRole('heading', SOL)).toBeTruthy();
  });

  it('closes the arrival sources modal with its close button, going back over its history entry', async () => {
    renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    fireEvent.click(screen.getByRole('button', { name: '¿De dónde salen estos datos?' }));
    const dialog = screen.getByRole('dialog', { name: 'Origen de los datos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((window.history.state as { modal?: string }).modal).toBeUndefined());
    expect(currentUrl()).toBe('/paradas/4-12');
  });

  it('says that a code that is not a stop code is not valid, in a translated sentence and not as the raw coded error, without asking the API', async () => {
    const { api, services } = renderApp('/paradas/abc');
    const said = [
      { locale: 'es', sentence: '«abc» no es un código de parada válido.', technical: 'Detalles técnicos' },
      { locale: 'en', sentence: '“abc” is not a valid stop code.', technical: 'Technical details' },
      { locale: 'ca', sentence: '«abc» no és un codi de parada vàlid.', technical: 'Detalls tècnics' },
    ] as const;
    for (const { locale, sentence, technical } of said) {
      act(() => services.preferences.getState().setLocale(locale));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(within(alert).getByText(sentence)).toBeTruthy());
      // No coded error and none of its English developer text where the rider reads: only the code, for support,
      // inside the collapsed technical details.
      const details = within(alert).getByText(technical).closest('details');
      expect(details?.open).toBe(false);
      expect(details?.textContent).toBe(`${technical}STOP_CODE_MALFORMED`);
      expect(alert.textContent).not.toMatch(/ \| |is not a stop code|expected digits/);
      expect(alert.textContent?.replace(details?.textContent ?? '', '')).not.toContain('STOP_CODE_MALFORMED');
    }
    expect(api.getStopInfo).not.toHaveBeenCalled();
  });

  it('shows a non-canonical code (8_09568) under its canonical address, replacing the history entry', async () => {
    const lengthBefore = window.history.length;
    renderApp('/paradas/8_09568');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estación de Aranjuez' })).toBeTruthy();
    expect(currentUrl()).toBe('/paradas/09568');
    expect(window.history.length).toBe(lengthBefore + 1);
  });

  it('goes to the canonical stop when the API answers an alias with another code', async () => {
    const fake = fakeApi();
    fake.answers.stopInfo['4-990'] = stopInfoFixture();
    const { services } = renderApp('/paradas/4-990', { fake });
    await waitFor(() => expect(currentUrl()).toBe('/paradas/4-12'));
    expect(await screen.findByRole('heading', SOL)).toBeTruthy();
    // The visit is recorded in an effect after the page draws: on a loaded machine, a moment after the heading.
    await waitFor(() => expect(services.stores.get(RECENT_STOPS_STORE).getState().visited).toEqual(['4-12']));
  });

  it('a 404 stop offers no Retry and is requested once', async () => {
    const { api } = renderApp('/paradas/4-999');
    expect(await screen.findByText('No existe la parada 4-999.')).toBeTruthy();
    // The router asks as it matches the route; the screen does not ask again as it opens (it did: twice each).
    expect(api.getStopInfo).toHaveBeenCalledTimes(1);
    expect(api.getArrivals).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('an unvisited stop while offline shows the no-connection message at once, and loads when the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api } = renderApp('/paradas/4-12');
    expect(await screen.findByText('Parece que no tienes conexión a internet')).toBeTruthy();
    expect(screen.getByText('Se cargará en cuanto vuelvas a tener conexión.')).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(api.getStopInfo).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', SOL)).toBeTruthy();
  });

  it("a hanging API shows the spec's slow-loading notice, then the error with Retry once the stop info's 20 s are up (it took 89 s)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((timeoutMs) => {
      const controller = new AbortController();
      setTimeout(
        () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        timeoutMs,
      );
      return controller.signal;
    });
    // The real client over a server that accepts the request and never answers.
    const calls: { readonly url: string; readonly atMs: number }[] = [];
    const hanging: typeof fetch = (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), atMs: Date.now() });
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    };
    const api = createApiClient({ baseUrl: madrid.apiBase, fetch: hanging });
    renderApp('/paradas/4-12', { services: createAppServices(madrid, { api }) });
    // The screen's code arrives on the real clock, the app's start steps and the waits on the fake one.
    for (
      let turn = 0;
      turn < 500 && !screen.queryByRole('heading', { level: 1, name: 'Paradas' });
      turn += 1
    ) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
        await vi.dynamicImportSettled();
      });
    }
    const askedAt = calls.find((call) => call.url.endsWith('/v1/stops/4-12/info'))?.atMs ?? Number.NaN;
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(screen.queryByText(/La carga puede tardar hasta un minuto/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_AFTER_MS + 100));
    expect(screen.getByText(/La carga puede tardar hasta un minuto/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(askedAt + STOP_INFO_TIMEOUT_MS - 200 - Date.now()));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    // The 20 s are up (and the screen has had a moment to render it).
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(
      screen.getByText(
        'Se ha producido un error al obtener los datos de la parada. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/v1/stops/4-12/info'))).toHaveLength(1);
  });

  it('keeps the last saved departures when a refresh fails, says so, and Reintentar asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    const { api } = renderApp('/paradas/4-12', { fake });
    await boardRows();
    expect(rowsRead()).toHaveLength(3);
    fake.answers.arrivals['4-12'] = httpError('/v1/stops/4-12/arrivals', 503, 'UNAVAILABLE');
    vi.mocked(api.getArrivals).mockClear();
    fireEvent.click(within(departuresSection()).getByRole('button', { name: 'Actualizar' }));
    // The spec's three retries, 1, 2 and 4 s apart.
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    expect(await screen.findByText('No se han podido actualizar las salidas.')).toBeTruthy();
    expect(rowsRead()).toEqual(ROWS_READ);
    fake.answers.arrivals['4-12'] = solArrivals();
    fireEvent.click(within(departuresSection()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se han podido actualizar las salidas.')).toBeNull());
  });

  it('says there is no internet when offline, after the spec retries, and Reintentar loads the stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.stopInfo['4-12'] = offlineError('/v1/stops/4-12/info');
    const { api } = renderApp('/paradas/4-12', { fake });
    // The stop screen is open (its title reads "Paradas" until the stop loads) and waits on the first answer.
    await screen.findByRole('heading', { level: 1, name: 'Paradas' });
    await screen.findByText('Cargando…');
    // Three retries, the delay doubling from 1 s (spec §8, §9).
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    expect(await screen.findByText('Parece que no tienes conexión a internet')).toBeTruthy();
    expect(api.getStopInfo).toHaveBeenCalledTimes(4);

    fake.answers.stopInfo['4-12'] = stopInfoFixture();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', SOL)).toBeTruthy();
  });

  it('says the departures could not be loaded, and Reintentar loads them', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = httpError('/v1/stops/4-12/arrivals', 404, 'STOP_NOT_FOUND');
    renderApp('/paradas/4-12', { fake });
    expect(
      await screen.findByText(
        'Se ha producido un error al obtener los datos de la parada. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    fake.answers.arrivals['4-12'] = solArrivals();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await boardRows();
    expect(rowsRead()).toEqual(ROWS_READ);
  });

  it('records the visit in the recent stops', async () => {
    const { services } = renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    await waitFor(() => expect(services.stores.get(RECENT_STOPS_STORE).getState().visited).toEqual(['4-12']));
  });

  it('warns while an interurban stop loads that it may take up to a minute', async () => {
    const fake = fakeApi();
    fake.answers.stopInfo['09568'] = PENDING;
    renderApp('/paradas/09568', { fake });
    expect(
      await screen.findByText(
        'La carga puede tardar hasta un minuto por los problemas de los servidores del Consorcio de Transportes.',
      ),
    ).toBeTruthy();
  });

  const cercanias = stopInfoFixture({
    code: '5-18',
    stopType: 'cercanias',
    stopTypeCode: 5,
    lines: [{ ...CERCANIAS_C3, isNocturnal: false, destinations: ['Aranjuez'] }],
  });
  const lightMetro = stopInfoFixture({
    code: '10-60',
    name: 'Plaza Mayor Ligero',
    stopType: 'lightMetro',
    stopTypeCode: 10,
  });

  it.each([
    [
      'Metro',
      '4-12',
      undefined,
      [
        ['Tarifas', '/info/tarifas/metro'],
        ['Plano de Metro', '/info/plano-metro'],
        ['Mapa de Metro', '/info/mapa-metro'],
        ['Mapa de transportes de Madrid', '/info/mapa-transporte-madrid'],
      ],
    ],
    [
      'Metro Ligero',
      '10-60',
      lightMetro,
      [
        ['Tarifas', '/info/tarifas/metro-ligero'],
        ['Plano de Metro', '/info/plano-metro'],
        ['Mapa de Metro', '/info/mapa-metro'],
      ],
    ],
    [
      'Cercanías',
      '5-18',
      cercanias,
      [
        ['Tarifas', '/info/tarifas/cercanias'],
        ['Plano de Cercanías', '/info/plano-cercanias'],
        ['Mapa de transportes de Madrid', '/info/mapa-transporte-madrid'],
      ],
    ],
    [
      'interurban',
      '09568',
      undefined,
      [
        ['Tarifas', '/info/tarifas/buses-interurbanos'],
        ['Autobuses interurbanos nocturnos', '/info/mapa-buses-interurbanos-nocturnos'],
      ],
    ],
    [
      'EMT',
      '1234',
      undefined,
      [
        ['Tarifas', '/info/tarifas/buses-emt'],
        ['Mapa de transportes de Madrid', '/info/mapa-transporte-madrid'],
        ['Autobuses nocturnos EMT', '/info/mapa-buses-emt-nocturnos'],
      ],
    ],
  ] as const)('links the related content of a %s stop', async (_type, code, info, expected) => {
    const fake = fakeApi();
    if (info) fake.answers.stopInfo[code] = info;
    fake.answers.arrivals[code] = arrivalsFixture(code, []);
    renderApp(`/paradas/${code}`, { fake });
    const related = await screen.findByRole('region', { name: 'Más información' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
  });
});

/** Stores favourite stops on the device before the app starts, as an earlier visit left them. */
function storeFavouriteStops(favourites: readonly { stopCode: string; name: string }[]) {
  localStorage.setItem('transit:madrid:stopFavs', JSON.stringify(favourites));
}

describe('a stop as a favourite, on its page (spec §4)', () => {
  it('saves the stop through the alias modal, its name prefilled, then says "Parada guardada" and goes by the alias', async () => {
    const { services } = renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    const star = await screen.findByRole('button', { name: 'Guardar en favoritos' });
    // As a keyboard rider does: focus the star, then press it.
    star.focus();
    fireEvent.click(star);
    const dialog = screen.getByRole('dialog', { name: 'Guardar la parada en favoritos' });
    expect((window.history.state as { modal?: string }).modal).toBe('favourite-name');
    const field = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect((field as HTMLInputElement).value).toBe('Sol');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('maxlength')).toBe('200');

    fireEvent.change(field, { target: { value: '  Casa  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parada guardada')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa' })).toBeTruthy();
    // The stop's own name stays on the page, under the alias.
    expect(screen.getByText('Sol')).toBeTruthy();
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([
      { stopCode: '4-12', name: 'Casa' },
    ]);
    expect(JSON.parse(localStorage.getItem('transit:madrid:stopFavs') ?? 'null')).toEqual([
      { stopCode: '4-12', name: 'Casa' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The star is the same control, now to remove it, and focus is back on it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar de favoritos' })),
    );
    expect(screen.getByRole('button', { name: 'Cambiar nombre' })).toBeTruthy();
  });

  it('requires an alias: an empty one says "Escribe un nombre." and saves nothing', async () => {
    const { services } = renderApp('/paradas/4-12');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar en favoritos' }));
    const dialog = screen.getByRole('dialog', { name: 'Guardar la parada en favoritos' });
    const field = within(dialog).getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escribe un nombre.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([]);
    expect(screen.queryByText('Parada guardada')).toBeNull();
  });

  it('Cancelar and Back close the alias modal without saving', async () => {
    const { services } = renderApp('/paradas/4-12');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar en favoritos' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar en favoritos' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/paradas/4-12');
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([]);
  });

  it('renames a favourite stop ("Parada renombrada"), the modal opening with the alias', async () => {
    storeFavouriteStops([{ stopCode: '4-12', name: 'Casa' }]);
    renderApp('/paradas/4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa' })).toBeTruthy();
    const rename = await screen.findByRole('button', { name: 'Cambiar nombre' });
    rename.focus();
    fireEvent.click(rename);
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre de la parada' });
    const field = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect((field as HTMLInputElement).value).toBe('Casa');
    fireEvent.change(field, { target: { value: 'Trabajo' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Parada renombrada')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabajo' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(rename));
  });

  it('removing asks for confirmation: Cancelar keeps the favourite, Quitar removes it ("Parada eliminada")', async () => {
    storeFavouriteStops([{ stopCode: '4-12', name: 'Casa' }]);
    const { services } = renderApp('/paradas/4-12');
    const star = await screen.findByRole('button', { name: 'Quitar de favoritos' });
    star.focus();
    fireEvent.click(star);
    const question = screen.getByRole('dialog', { name: '¿Quitar Casa de tus paradas favoritas?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(star));

    fireEvent.click(star);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Parada eliminada')).toBeTruthy();
    expect(await screen.findByRole('heading', SOL)).toBeTruthy();
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toEqual([]);
    expect(localStorage.getItem('transit:madrid:stopFavs')).toBe('[]');
    expect(screen.queryByRole('button', { name: 'Cambiar nombre' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(star));
    expect(star.textContent).toBe('Guardar en favoritos');
  });

  it('goes by the alias from the device even while the stop itself cannot load', async () => {
    storeFavouriteStops([{ stopCode: '4-12', name: 'Casa' }]);
    const fake = fakeApi();
    fake.answers.stopInfo['4-12'] = PENDING;
    fake.answers.arrivals['4-12'] = PENDING;
    renderApp('/paradas/4-12', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa' })).toBeTruthy();
  });

  it('saving a favourite stop past the cap is refused, and the rider is told so in their language', async () => {
    // core's FAVOURITES_LIST_MAX_LENGTH favourite stops, none of them this one.
    const full = Array.from({ length: 300 }, (_, i) => ({
      stopCode: String(i + 1),
      name: `Parada ${i + 1}`,
    }));
    storeFavouriteStops(full);
    const { services } = renderApp('/paradas/4-12');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar en favoritos' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ya tienes 300 paradas favoritas, el máximo. Quita alguna para guardar esta.'),
    ).toBeTruthy();
    expect(screen.queryByText('Parada guardada')).toBeNull();
    expect(services.stores.get(FAVOURITES_STORE).getState().stopFavs).toHaveLength(300);
    expect(JSON.parse(localStorage.getItem('transit:madrid:stopFavs') ?? 'null')).toEqual(full);
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toBeTruthy();
  });

  it('says the change lasts only until the app closes when the device cannot store it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderApp('/paradas/4-12');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar en favoritos' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parada guardada')).toBeTruthy();
    expect(
      await screen.findByText('No se ha podido guardar en este dispositivo: se perderá al cerrar la app.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toBeTruthy();
  });
});
