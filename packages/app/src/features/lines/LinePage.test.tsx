import type { LineDetail, LineStopTimetable } from '@transit/api-client';
import { LINE_PALETTES } from '@transit/core';
import type { LineShapeMapProps } from '@transit/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, deferred, fakeApi, httpError, renderApp } from '../../testSupport';
import {
  cercaniasC3Detail,
  EMT_N1,
  interurban423Detail,
  METRO_1_ITINERARIES,
  METRO_1_MONDAY_AT_SOL_TOWARDS_PINAR,
  METRO_1_MONDAY_AT_SOL_TOWARDS_VALDECARROS,
  METRO_1_MONDAY_FROM_AN_END,
  metro1AtSol,
  metro1Detail,
  metro6Detail,
  printedTimetable,
} from './lineFixtures';
import { timetableDays } from './timetableDays';
import { FAVOURITES_STORE } from '../favourites/favouritesStore';

const map = vi.hoisted(() => ({ isFailing: false }));

// Leaflet does not run in jsdom: the lazily loaded map is a stand-in that shows what it was given.
vi.mock('./LineMap', () => ({
  default: (props: LineShapeMapProps) => {
    if (map.isFailing) {
      throw new Error('Failed to fetch dynamically imported module');
    }
    return (
      <div role="region" aria-label={props.label} data-colour={props.colour} data-tiles={props.tiles.tileUrl}>
        <p>{`${props.shape.length} points`}</p>
        {props.stops.map((stop) => (
          <button key={stop.code} type="button" onClick={() => props.onStopSelect?.(stop.code)}>
            {`${stop.name} ${stop.latitude},${stop.longitude}`}
          </button>
        ))}
      </div>
    );
  },
}));

function renderLine(path: string, lines: Record<string, LineDetail> = { '4-1': metro1Detail() }) {
  const fake = fakeApi();
  Object.assign(fake.answers.lines, lines);
  return renderApp(path, { fake });
}

const METRO_1_TITLE = { level: 1, name: 'Línea 1 Pinar de Chamartín - Valdecarros' } as const;

function stopsShown(): string[] {
  const stops = within(screen.getByRole('region', { name: 'Paradas' })).getByRole('list');
  return within(stops)
    .getAllByRole('link')
    .map((link) => `${link.textContent} → ${link.getAttribute('href')}`);
}

function timetableSection() {
  return screen.getByRole('region', { name: 'Horario' });
}

/** The printed timetable of a stop as "hour: minutes" rows, as the page shows them. */
function departuresShown(stopName: string): string[] {
  const table = within(timetableSection()).getByRole('table', { name: `Salidas desde ${stopName}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        `${within(row).getByRole('rowheader').textContent}: ${within(row).getByRole('cell').textContent}`,
    );
}

/** A fixture's printed timetable ("HH+" for the next morning) as the page writes its rows. */
function rowsOf(printed: string): string[] {
  return printed
    .trim()
    .split('\n')
    .map((row) => row.trim().replace(/^(\d\d)\+:/, '$1 (día siguiente):'));
}

/** The first and last departure shown. */
function spanShown(): [string | null | undefined, string | null | undefined] {
  const timetable = timetableSection();
  return [
    within(timetable).getByText('Primera salida').nextElementSibling?.textContent,
    within(timetable).getByText('Última salida').nextElementSibling?.textContent,
  ];
}

function stopChooser() {
  return within(timetableSection()).getByRole<HTMLSelectElement>('combobox', {
    name: 'Salidas desde la parada',
  });
}

describe('the line page /lineas/{lineCode} (spec §2)', () => {
  it('shows a spinner while loading, then the line: its badge and name as title, its mode', async () => {
    const fake = fakeApi();
    const line = deferred<LineDetail>();
    fake.answers.lines['4-1'] = line.promise;
    renderApp('/lineas/4-1', { fake });
    // The screen's own spinner, under its title (not the one shown while the screen's code arrives).
    expect(await screen.findByRole('heading', { level: 1, name: 'Líneas' })).toBeTruthy();
    expect(screen.getByText('Cargando…')).toBeTruthy();

    line.resolve(metro1Detail());
    const title = await screen.findByRole('heading', METRO_1_TITLE);
    expect(within(title).getByText('1', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    expect(screen.getByText('Metro', { selector: 'p' })).toBeTruthy();
    expect(fake.api.getLine).toHaveBeenCalledWith('4-1', expect.objectContaining({ date: undefined }));
  });

  it('makes the line a favourite from its page, and back ("Línea guardada", "Línea eliminada")', async () => {
    const { services } = renderLine('/lineas/4-1');
    await screen.findByRole('heading', METRO_1_TITLE);
    const toggle = screen.getByRole('button', { name: 'Línea favorita' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Línea guardada')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(
      services.stores
        .get(FAVOURITES_STORE)
        .getState()
        .lineFavs.map((line) => line.lineCode),
    ).toEqual(['4-1']);
    fireEvent.click(toggle);
    expect(await screen.findByText('Línea eliminada')).toBeTruthy();
  });

  it('shows a destination tab per direction, the first selected, with its ordered stops linking to stop pages', async () => {
    renderLine('/lineas/4-1');
    const tabs = await screen.findByRole('tablist', { name: 'Sentidos' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => `${tab.textContent} ${tab.getAttribute('aria-selected')}`),
    ).toEqual(['Hacia Valdecarros true', 'Hacia Pinar de Chamartín false']);
    expect(screen.getByRole('tabpanel', { name: 'Hacia Valdecarros' })).toBeTruthy();
    expect(stopsShown()).toEqual([
      'Pinar de ChamartínParada 4-263 → /paradas/4-263',
      'SolParada 4-12 → /paradas/4-12',
      'ValdecarrosParada 4-295 → /paradas/4-295',
    ]);
  });

  it('switches direction by tab, keeping the choice in the URL', async () => {
    renderLine('/lineas/4-1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Hacia Pinar de Chamartín' }));
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(screen.getByRole('tab', { name: 'Hacia Valdecarros' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(stopsShown()[0]).toBe('ValdecarrosParada 4-295 → /paradas/4-295');
    expect(currentUrl()).toBe('/lineas/4-1?ruta=4-1%3A1');
  });

  it('moves between tabs with the arrow keys, Home and End, only the selected tab in the tab order', async () => {
    renderLine('/lineas/4-1');
    const tablist = await screen.findByRole('tablist', { name: 'Sentidos' });
    const [first, second] = within(tablist).getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(second);
    expect([first.tabIndex, second.tabIndex]).toEqual([-1, 0]);
    // Right from the last wraps round to the first; Left from the first to the last.
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.keyDown(second, { key: 'Home' });
    await waitFor(() => expect(first.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(first, { key: 'End' });
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(second, { key: 'a' });
    expect(second.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the itinerary the URL names, and on the first one when it names none of the line', async () => {
    renderLine('/lineas/4-1?ruta=4-1%3A1');
    expect(
      (await screen.findByRole('tab', { name: 'Hacia Pinar de Chamartín' })).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it("shows the timetable at the itinerary's first stop: first and last departure, the day hour by hour, and that the feed expired", async () => {
    const { api } = renderLine('/lineas/4-1?ruta=nonsense&dia=not-a-date');
    await screen.findByRole('heading', METRO_1_TITLE);
    const timetable = timetableSection();
    expect(within(timetable).getByRole('note').textContent).toBe(
      'El horario publicado era válido hasta el 20/02/2026; mostramos el del 16/02/2026, mismo día de la semana.',
    );
    expect(
      within(timetable).getByText(
        'El operador publica la frecuencia de paso, no horas exactas: estas horas son orientativas.',
      ),
    ).toBeTruthy();
    expect(spanShown()).toEqual(['06:05', '01:45']);
    // Like a printed timetable: each hour with a departure, then its minutes; the small hours after midnight last.
    expect(departuresShown('Pinar de Chamartín')).toEqual(rowsOf(METRO_1_MONDAY_FROM_AN_END));
    expect(departuresShown('Pinar de Chamartín').slice(-2)).toEqual([
      '00 (día siguiente): 00 15 30 45',
      '01 (día siguiente): 00 15 30 45',
    ]);
    // The first stop's departures come with the line: nothing more is asked.
    expect(api.getLineTimetable).not.toHaveBeenCalled();
  });

  it("shows the selected direction's timetable, and the small hours of the next day as such", async () => {
    const detail = metro1Detail();
    const timetable = detail.timetable as NonNullable<LineDetail['timetable']>;
    renderLine('/lineas/4-1', {
      '4-1': {
        ...detail,
        timetable: {
          ...timetable,
          feeds: [{ ...timetable.feeds[0]!, isFeedExpired: false, timetableDate: timetable.date }],
          directions: [
            timetable.directions[0]!,
            {
              ...timetable.directions[1]!,
              stopDepartures: printedTimetable('4-295', '23: 10 40 50\n00+: 20\n01+: 20', false),
            },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Hacia Pinar de Chamartín' }));
    await waitFor(() =>
      expect(departuresShown('Valdecarros')).toEqual([
        '23: 10 40 50',
        '00 (día siguiente): 20',
        '01 (día siguiente): 20',
      ]),
    );
    expect(spanShown()).toEqual(['23:10', '01:20']);
    expect(within(timetableSection()).queryByRole('note')).toBeNull();
    expect(within(timetableSection()).queryByText(/estas horas son orientativas/)).toBeNull();
  });

  it('says so when nothing runs that day in the direction', async () => {
    const detail = metro1Detail();
    const timetable = detail.timetable as NonNullable<LineDetail['timetable']>;
    const nothing = (direction: (typeof timetable.directions)[number]) => ({
      ...direction,
      firstDeparture: null,
      lastDeparture: null,
      departureCount: 0,
      departuresPerHour: new Array<number>(28).fill(0),
      stopDepartures: {
        ...direction.stopDepartures!,
        firstDeparture: null,
        lastDeparture: null,
        departureCount: 0,
        hours: [],
      },
    });
    renderLine('/lineas/4-1', {
      '4-1': {
        ...detail,
        timetable: { ...timetable, directions: [nothing(timetable.directions[0]!)] },
      },
    });
    expect(await screen.findByText('No hay salidas este día.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }));
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(screen.getByText('No hay salidas este día.')).toBeTruthy();
    expect(within(timetableSection()).queryByRole('table')).toBeNull();
  });

  it('line page shows the departures at a chosen stop of the itinerary, not only hourly counts from the first stop', async () => {
    const fake = fakeApi();
    fake.answers.lines['4-1'] = metro1Detail();
    const atSol = deferred<LineStopTimetable>();
    fake.answers.lineTimetables['4-1/4-12'] = atSol.promise;
    renderApp('/lineas/4-1', { fake });
    await screen.findByRole('heading', METRO_1_TITLE);
    // The itinerary's stops in order, but the last, where its trains end; its first stop chosen.
    const chooser = stopChooser();
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pinar de Chamartín', 'Sol']);
    expect(chooser.value).toBe('4-263');
    expect(departuresShown('Pinar de Chamartín')[0]).toBe('06: 05 13 22 30 39 47 56');

    fireEvent.change(chooser, { target: { value: '4-12' } });
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1?codParada=4-12'));
    expect(fake.api.getLineTimetable).toHaveBeenCalledWith(
      '4-1',
      '4-12',
      expect.objectContaining({ date: undefined }),
    );
    // The days and the chooser stay while Sol's departures come.
    expect(within(timetableSection()).getByText('Cargando…')).toBeTruthy();
    expect(stopChooser().value).toBe('4-12');
    atSol.resolve(metro1AtSol());
    expect(await within(timetableSection()).findByRole('table', { name: 'Salidas desde Sol' })).toBeTruthy();
    expect(departuresShown('Sol')).toEqual(rowsOf(METRO_1_MONDAY_AT_SOL_TOWARDS_VALDECARROS));
    expect(spanShown()).toEqual(['06:29', '02:09']);
    // The feed's notice still says which day answers.
    expect(within(timetableSection()).getByRole('note').textContent).toBe(
      'El horario publicado era válido hasta el 20/02/2026; mostramos el del 16/02/2026, mismo día de la semana.',
    );

    // Back to the first stop: from the line's own answer again, and the address without the stop.
    fireEvent.change(stopChooser(), { target: { value: '4-263' } });
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1'));
    expect(departuresShown('Pinar de Chamartín')).toEqual(rowsOf(METRO_1_MONDAY_FROM_AN_END));
    expect(fake.api.getLineTimetable).toHaveBeenCalledTimes(1);
  });

  it('opens on the stop the address names (?codParada=), and keeps it for the other direction and another day', async () => {
    const fake = fakeApi();
    fake.answers.lines['4-1'] = metro1Detail();
    fake.answers.lineTimetables['4-1/4-12'] = metro1AtSol();
    renderApp('/lineas/4-1?codParada=4_012', { fake });
    expect(await screen.findByRole('table', { name: 'Salidas desde Sol' })).toBeTruthy();
    expect(stopChooser().value).toBe('4-12');
    expect(departuresShown('Sol')).toEqual(rowsOf(METRO_1_MONDAY_AT_SOL_TOWARDS_VALDECARROS));

    // Sol is a stop both ways: the other direction shows its own trains there, from the same answer.
    fireEvent.click(screen.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }));
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1?codParada=4-12&ruta=4-1%3A1'));
    expect(departuresShown('Sol')).toEqual(rowsOf(METRO_1_MONDAY_AT_SOL_TOWARDS_PINAR));
    expect(spanShown()).toEqual(['06:37', '02:17']);
    expect(fake.api.getLineTimetable).toHaveBeenCalledTimes(1);

    // Another day asks for Sol's departures that day.
    const tomorrow = timetableDays(Date.now(), 'Europe/Madrid')[1]!.date;
    fireEvent.click(within(timetableSection()).getByRole('radio', { name: 'Mañana' }));
    await waitFor(() =>
      expect(fake.api.getLineTimetable).toHaveBeenLastCalledWith(
        '4-1',
        '4-12',
        expect.objectContaining({ date: tomorrow }),
      ),
    );
    expect(currentUrl()).toBe(`/lineas/4-1?codParada=4-12&ruta=4-1%3A1&dia=${tomorrow}`);
    expect(await within(timetableSection()).findByRole('table', { name: 'Salidas desde Sol' })).toBeTruthy();
  });

  it('opens the direction that leaves from the stop the address names, when only that one does', async () => {
    const { api } = renderLine('/lineas/4-1?codParada=4-295');
    const tab = await screen.findByRole('tab', { name: 'Hacia Pinar de Chamartín' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(stopChooser().value).toBe('4-295');
    expect(departuresShown('Valdecarros')).toEqual(rowsOf(METRO_1_MONDAY_FROM_AN_END));
    expect(api.getLineTimetable).not.toHaveBeenCalled();
    // Choosing another stop names the direction, which the stop in the address no longer picks on its own.
    fireEvent.change(stopChooser(), { target: { value: '4-12' } });
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1?codParada=4-12&ruta=4-1%3A1'));
  });

  it.each([
    ['sol', '«sol» no es un código de parada válido; mostramos las salidas desde la primera parada.'],
    ['4-30', 'La parada 4-30 no está en este itinerario; mostramos las salidas desde la primera parada.'],
  ])('says a codParada %s is not a stop of the itinerary, and shows its first stop', async (code, text) => {
    const { api } = renderLine(`/lineas/4-1?codParada=${code}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(stopChooser().value).toBe('4-263');
    expect(departuresShown('Pinar de Chamartín')[0]).toBe('06: 05 13 22 30 39 47 56');
    expect(api.getLineTimetable).not.toHaveBeenCalled();
  });

  it('says the line does not stop there when the API answers 404 (STOP_NOT_ON_LINE), without Retry', async () => {
    const { api } = renderLine('/lineas/4-1?codParada=4-12');
    expect(await screen.findByText('Esta línea no para en la parada 4-12.')).toBeTruthy();
    // The server's code waits under "Detalles técnicos", for support.
    expect(within(timetableSection()).getByText('STOP_NOT_ON_LINE')).toBeTruthy();
    expect(within(timetableSection()).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(api.getLineTimetable).toHaveBeenCalledTimes(1);
    // The rest of the page stays.
    expect(stopChooser().value).toBe('4-12');
    expect(screen.getByRole('region', { name: 'Paradas' })).toBeTruthy();
  });

  it("says the stop's departures could not be loaded, after the spec retries, and Retry loads them", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.lines['4-1'] = metro1Detail();
    fake.answers.lineTimetables['4-1/4-12'] = httpError('/v1/lines/4-1/timetable', 503, 'UNAVAILABLE');
    renderApp('/lineas/4-1?codParada=4-12', { fake });
    await screen.findByRole('heading', METRO_1_TITLE);
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    const alert = await within(timetableSection()).findByRole('alert');
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener las salidas desde esta parada. Por favor, inténtalo de nuevo.',
    );
    fake.answers.lineTimetables['4-1/4-12'] = metro1AtSol();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(timetableSection()).findByRole('table', { name: 'Salidas desde Sol' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('says when the published timetable begins later than the day asked about', async () => {
    const detail = metro1Detail();
    const timetable = detail.timetable as NonNullable<LineDetail['timetable']>;
    renderLine('/lineas/4-1', {
      '4-1': {
        ...detail,
        timetable: {
          ...timetable,
          date: '2024-12-30',
          feeds: [{ ...timetable.feeds[0]!, timetableDate: '2025-01-06', feedStartDate: '2025-01-01' }],
        },
      },
    });
    expect(
      await screen.findByText(
        'El horario publicado empieza el 01/01/2025; mostramos el del 06/01/2025, mismo día de la semana.',
      ),
    ).toBeTruthy();
  });

  it('says when an expired feed answers for a day it does not cover', async () => {
    const detail = metro1Detail();
    const timetable = detail.timetable as NonNullable<LineDetail['timetable']>;
    renderLine('/lineas/4-1', {
      '4-1': {
        ...detail,
        timetable: {
          ...timetable,
          date: '2025-12-25',
          feeds: [{ ...timetable.feeds[0]!, timetableDate: '2025-12-18' }],
        },
      },
    });
    expect(
      await screen.findByText(
        'El horario publicado no cubre este día; mostramos el del 18/12/2025, mismo día de la semana.',
      ),
    ).toBeTruthy();
  });

  it('says when a public holiday after the feed ended reads the feed’s holiday timetable', async () => {
    const detail = metro1Detail();
    const timetable = detail.timetable as NonNullable<LineDetail['timetable']>;
    renderLine('/lineas/4-1', {
      '4-1': {
        ...detail,
        timetable: {
          ...timetable,
          date: '2026-04-03',
          feeds: [{ ...timetable.feeds[0]!, timetableDate: '2025-12-25', isHolidayStandIn: true }],
        },
      },
    });
    expect(
      await screen.findByText(
        'El horario publicado no cubre este día festivo; mostramos el de festivos, del 25/12/2025.',
      ),
    ).toBeTruthy();
  });

  it('offers today and the next six days; choosing one asks for that day and keeps the page on screen', async () => {
    const fake = fakeApi();
    fake.answers.lines['4-1'] = metro1Detail();
    renderApp('/lineas/4-1', { fake });
    const days = await screen.findByRole('group', { name: 'Día' });
    const choices = within(days).getAllByRole('radio');
    expect(choices).toHaveLength(7);
    expect(within(days).getByRole('radio', { name: 'Hoy' })).toHaveProperty('checked', true);
    const tomorrow = timetableDays(Date.now(), 'Europe/Madrid')[1]!.date;

    const answer = deferred<LineDetail>();
    fake.answers.lines['4-1'] = answer.promise;
    fireEvent.click(within(days).getByRole('radio', { name: 'Mañana' }));
    await waitFor(() =>
      expect(fake.api.getLine).toHaveBeenLastCalledWith('4-1', expect.objectContaining({ date: tomorrow })),
    );
    expect(currentUrl()).toBe(`/lineas/4-1?dia=${tomorrow}`);
    // The tabs and stops stay while the day's timetable comes.
    expect(screen.getByRole('tablist', { name: 'Sentidos' })).toBeTruthy();
    expect(within(timetableSection()).getByText('Cargando…')).toBeTruthy();
    answer.resolve(metro1Detail({ timetable: { ...metro1Detail().timetable!, date: tomorrow } }));
    expect(await within(timetableSection()).findByText('Primera salida')).toBeTruthy();
    expect(within(days).getByRole('radio', { name: 'Mañana' })).toHaveProperty('checked', true);

    fireEvent.click(within(days).getByRole('radio', { name: 'Hoy' }));
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1'));
  });

  it('says plainly that a Cercanías line publishes no timetable, and offers no day', async () => {
    renderLine('/lineas/5-3', { '5-3': cercaniasC3Detail() });
    await screen.findByRole('heading', { level: 1, name: 'Línea C3 Aranjuez - Chamartín' });
    expect(within(timetableSection()).getByRole('note').textContent).toBe(
      'No se publica el horario de esta línea, así que no podemos mostrar sus salidas.',
    );
    expect(screen.queryByRole('group', { name: 'Día' })).toBeNull();
    // Nor a stop to read departures at: its stations publish no times.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(stopsShown()).toEqual([
      'AranjuezParada 5-20 → /paradas/5-20',
      'AtochaParada 5-19 → /paradas/5-19',
      'SolParada 5-18 → /paradas/5-18',
    ]);
  });

  it('says when an itinerary publishes neither its stops nor its route (interurban lines)', async () => {
    renderLine('/lineas/8-423', { '8-423': interurban423Detail() });
    expect(await screen.findByText('No se publican las paradas de este itinerario.')).toBeTruthy();
    expect(screen.getByText('No se publica el recorrido de este itinerario.')).toBeTruthy();
    expect(screen.getByText('Autobuses interurbanos', { selector: 'p' })).toBeTruthy();
  });

  it('says when a line publishes no itineraries', async () => {
    renderLine('/lineas/8-423', { '8-423': { ...interurban423Detail(), itineraries: [] } });
    expect(await screen.findByText('No se publican los itinerarios de esta línea.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText(/No se publica el horario de esta línea/)).toBeTruthy();
  });

  it('names the directions of a circular line (Metro 6) by their way round, not "Hacia" one terminus both ways', async () => {
    const tabsOf = async () =>
      within(await screen.findByRole('tablist', { name: 'Sentidos' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    const { unmount } = renderLine('/lineas/4-6', { '4-6': metro6Detail() });
    expect(await tabsOf()).toEqual(['Circular · Andén 1', 'Circular · Andén 2']);
    expect(
      await screen.findByRole('region', { name: 'Mapa del recorrido de la línea 6 (Circular · Andén 1)' }),
    ).toBeTruthy();
    unmount();
    // Where the data names both ways by one stop, the number tells them apart, still without "Hacia".
    renderLine('/lineas/4-6', { '4-6': metro6Detail(['Laguna', 'Laguna']) });
    expect(await tabsOf()).toEqual(['Laguna (sentido 1)', 'Laguna (sentido 2)']);
  });

  it("offers a direction's variants by their ends (Cercanías C8), each with its own stops", async () => {
    const stop = (code: string, name: string) => ({
      code,
      name,
      location: { latitude: 40.5, longitude: -3.9 },
    });
    const guadalajara = stop('5-1', 'Guadalajara');
    renderLine('/lineas/5-8', {
      '5-8': {
        ...cercaniasC3Detail(),
        lineCode: '5-8',
        lineNumber: 'C8',
        lineName: 'Guadalajara-Alcalá de Henares-Atocha-Chamartín-Villalba-Cercedilla',
        itineraries: [
          {
            code: '5-8:0:a',
            direction: 0,
            headsign: 'Cercedilla',
            isCircular: false,
            stops: [guadalajara, stop('5-2', 'Cercedilla')],
            shape: [],
          },
          {
            code: '5-8:1:a',
            direction: 1,
            headsign: 'Guadalajara',
            isCircular: false,
            stops: [stop('5-2', 'Cercedilla'), guadalajara],
            shape: [],
          },
          {
            code: '5-8:0:b',
            direction: 0,
            headsign: 'Santa María de la Alameda',
            isCircular: false,
            stops: [guadalajara, stop('5-3', 'Santa María de la Alameda')],
            shape: [],
          },
        ],
      },
    });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Hacia Cercedilla / Santa María de la Alameda',
      'Hacia Guadalajara',
    ]);
    const variants = screen.getByRole('group', { name: 'Itinerarios de este sentido' });
    expect(within(variants).getByRole('radio', { name: 'De Guadalajara a Cercedilla' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(
      within(variants).getByRole('radio', { name: 'De Guadalajara a Santa María de la Alameda' }),
    );
    await waitFor(() => expect(stopsShown()[1]).toBe('Santa María de la AlamedaParada 5-3 → /paradas/5-3'));
    expect(currentUrl()).toBe('/lineas/5-8?ruta=5-8%3A0%3Ab');
    // The other direction has one itinerary: no choice to make.
    fireEvent.click(screen.getByRole('tab', { name: 'Hacia Guadalajara' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Itinerarios de este sentido' })).toBeNull(),
    );
  });

  it("draws the itinerary's shape and stops on a map in the line's colour; a stop on it opens its page", async () => {
    const { services } = renderLine('/lineas/4-1');
    const lineMap = await screen.findByRole('region', {
      name: 'Mapa del recorrido de la línea 1 (Hacia Valdecarros)',
    });
    // The map kit's own texts (its zoom buttons) came with it.
    expect(services.featureMessages.getState().loaded.has('map:es')).toBe(true);
    expect(lineMap.dataset['colour']).toBe('#2DBEF0');
    expect(lineMap.dataset['tiles']).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(within(lineMap).getByText('3 points')).toBeTruthy();
    fireEvent.click(within(lineMap).getByRole('button', { name: 'Sol 40.416775,-3.70379' }));
    await waitFor(() => expect(currentUrl()).toBe('/paradas/4-12'));
  });

  it('draws a night line without a colour of its own in its mode’s night variant', async () => {
    renderLine('/lineas/6-311', {
      '6-311': metro1Detail({
        ...EMT_N1,
        isNocturnalLine: true,
        timetable: null,
        notice: null,
      }),
    });
    const lineMap = await screen.findByRole('region', { name: /Mapa del recorrido de la línea N1/ });
    expect(lineMap.dataset['colour']).toBe(LINE_PALETTES.emt.night.colour);
    expect(screen.getByText('Autobuses EMT nocturnos (búhos)', { selector: 'p' })).toBeTruthy();
  });

  it('says a night line of a transport type outside spec §3 is nocturnal', async () => {
    renderLine('/lineas/4-7', {
      '4-7': metro1Detail({ lineCode: '4-7', transportTypeCode: 7, isNocturnalLine: true }),
    });
    expect(await screen.findByText('Otras líneas · Línea nocturna')).toBeTruthy();
  });

  it('fetches the map only when its place comes near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    class FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, ...(options && { options }) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderLine('/lineas/4-1');
    await screen.findByRole('region', { name: 'Recorrido' });
    const mapName = 'Mapa del recorrido de la línea 1 (Hacia Valdecarros)';
    expect(screen.queryByRole('region', { name: mapName })).toBeNull();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('300px');
    act(() =>
      observer?.callback(
        [{ isIntersecting: false } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.queryByRole('region', { name: mapName })).toBeNull();
    act(() =>
      observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByRole('region', { name: mapName })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('watches for the map’s place once a direction with a route is shown after one without', async () => {
    const observed: Element[] = [];
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const [outbound, inbound] = METRO_1_ITINERARIES as [
      LineDetail['itineraries'][0],
      LineDetail['itineraries'][0],
    ];
    renderLine('/lineas/4-1', {
      '4-1': metro1Detail({ itineraries: [{ ...outbound, stops: [], shape: [] }, inbound] }),
    });
    expect(await screen.findByText('No se publica el recorrido de este itinerario.')).toBeTruthy();
    expect(observed).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }));
    expect(
      await screen.findByRole('region', {
        name: 'Mapa del recorrido de la línea 1 (Hacia Pinar de Chamartín)',
      }),
    ).toBeTruthy();
    expect(observed).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('says when the map cannot be loaded, and Retry loads it, the rest of the page unharmed', async () => {
    map.isFailing = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLine('/lineas/4-1');
    const alert = await screen.findByText(
      'Se ha producido un error al cargar el mapa. Por favor, inténtalo de nuevo.',
    );
    expect(screen.getByRole('region', { name: 'Paradas' })).toBeTruthy();
    map.isFailing = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Mapa del recorrido de la línea 1 (Hacia Valdecarros)' }),
    ).toBeTruthy();
  });

  it('refreshes the line on demand', async () => {
    const { api } = renderLine('/lineas/4-1');
    await screen.findByRole('heading', METRO_1_TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(api.getLine).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', false),
    );
  });

  it('says an invalid line code is not one, without asking the API', async () => {
    const { api } = renderLine('/lineas/abc');
    expect(await screen.findByText('«abc» no es un código de línea válido.')).toBeTruthy();
    expect(screen.getByText(/LINE_CODE_MALFORMED/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(api.getLine).not.toHaveBeenCalled();
  });

  it('shows a line written another way under its canonical address', async () => {
    renderLine('/lineas/4_01');
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1'));
    expect(await screen.findByRole('heading', METRO_1_TITLE)).toBeTruthy();
  });

  it('says an unknown line does not exist', async () => {
    const { api } = renderLine('/lineas/4-99');
    expect(await screen.findByText('No existe la línea 4-99.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(api.getLine).toHaveBeenCalledTimes(1);
  });

  it('says the line could not be loaded (spec §8 style), after the spec retries, and Retry loads it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.lines['4-1'] = httpError('/v1/lines/4-1', 503, 'UNAVAILABLE');
    renderApp('/lineas/4-1', { fake });
    await screen.findByText('Cargando…');
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener los datos de la línea. Por favor, inténtalo de nuevo.',
    );
    fake.answers.lines['4-1'] = metro1Detail();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', METRO_1_TITLE)).toBeTruthy();
  });
});
