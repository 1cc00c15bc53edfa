/*
 * The station page /estaciones/{stationCode} (issue 10), over the fake API's Sol station (Cercanías 5-18 without a
 * timetable, Metro 4-12). Live rows and sources' states are constructed from the contract's fields, not recorded.
 */
import type { StationArrivals } from '@transit/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentUrl,
  deferred,
  fakeApi,
  httpError,
  liveDeparture,
  liveState,
  METRO_1,
  renderApp,
  solStationArrivals,
  spokenText,
} from '../../testSupport';

const BOARD = { name: 'Próximas salidas' } as const;

describe('the station page /estaciones/{stationCode} (issue 10)', () => {
  it('shows Sol: its name, a section per mode in the riders’ order, Cercanías’ NO_TIMETABLE notice, Metro’s departures from their stop', async () => {
    const { api } = renderApp('/estaciones/E4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    const section = within(await screen.findByRole('region', BOARD));
    const modes = await section.findAllByRole('heading', { level: 3 });
    expect(modes.map((heading) => heading.textContent)).toEqual(['Cercanías', 'Metro']);

    const cercanias = within(section.getByRole('region', { name: 'Cercanías' }));
    expect(
      cercanias.getByText(
        'No se publican horarios de Cercanías en esta estación, así que no podemos mostrar sus salidas sin tiempos en directo.',
      ),
    ).toBeTruthy();

    const metro = within(section.getByRole('region', { name: 'Metro' }));
    // The stop page's rows (issue 14): one per line and direction, saying which stop it leaves from.
    const rows = within(metro.getByRole('list', { name: 'Salidas por línea y destino' })).getAllByRole(
      'button',
    );
    expect(rows.map((row) => spokenText(row))).toContain('Línea 2 a Las Rosas: 2 minutos, según horario');
    expect(metro.getAllByText('Sale de la parada 4-12').length).toBe(rows.length);
    // Its details lead to that stop's page.
    fireEvent.click(rows[0] as HTMLElement);
    expect(metro.getByRole('link', { name: 'Ver la parada 4-12' }).getAttribute('href')).toBe(
      '/paradas/4-12',
    );
    expect(metro.getAllByText('Según horario').length).toBeGreaterThan(0);
    // The live state, as on a stop page: no source answers for Sol yet.
    expect(section.getByText('Sin datos en tiempo real: horarios programados')).toBeTruthy();
    expect(api.getStationInfo).toHaveBeenCalledWith('E4-12', expect.anything());
  });

  it('lists the station’s stops, each linking to its own page, and the walk between them', async () => {
    renderApp('/estaciones/E4-12');
    const stops = await screen.findByRole('region', { name: 'Paradas de la estación' });
    const links = within(stops).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cercanías: parada 5-18', '/paradas/5-18'],
      ['Metro: parada 4-12', '/paradas/4-12'],
    ]);
    const transfer = screen.getByRole('region', { name: 'Transbordo' });
    expect(transfer.textContent).toBe(
      'TransbordoDe Cercanías: parada 5-18 a Metro: parada 4-12: un minuto a pie (45 m en línea recta)',
    );
    fireEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe('/paradas/4-12'));
  });

  it('marks live rows and each source’s state on the station’s board, and lists them in the sources modal', async () => {
    const fake = fakeApi();
    const answer = solStationArrivals();
    const metro = answer.modes[1] as StationArrivals['modes'][number];
    fake.answers.stationArrivals['E4-12'] = {
      ...answer,
      modes: [
        answer.modes[0] as StationArrivals['modes'][number],
        { ...metro, arrivals: [{ ...liveDeparture(METRO_1, 0, 'Valdecarros', 3), stopCode: '4-12' }] },
      ],
      live: liveState([
        { source: 'metro', state: 'ok', errorCode: null, ageSeconds: 12 },
        { source: 'cercanias', state: 'failing', errorCode: 'UPSTREAM_HTTP_ERROR', ageSeconds: null },
      ]),
    };
    renderApp('/estaciones/E4-12', { fake });
    const section = within(await screen.findByRole('region', BOARD));
    expect(
      await section.findByRole('button', { name: 'Línea 1 a Valdecarros: 3 minutos, en directo' }),
    ).toBeTruthy();
    expect(section.getByText('Metro de Madrid: en tiempo real')).toBeTruthy();
    expect(section.getByText('Cercanías (Adif y Renfe): sin datos en tiempo real')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: '¿De dónde salen estos datos?' }));
    const dialog = screen.getByRole('dialog', { name: 'Origen de los datos' });
    expect(within(dialog).getByText('En tiempo real, datos de hace 12 s')).toBeTruthy();
    expect(within(dialog).getByText('Sin datos: no funciona ahora mismo')).toBeTruthy();
  });

  it('shows the station’s alerts above its board', async () => {
    const fake = fakeApi();
    fake.answers.stationArrivals['E4-12'] = solStationArrivals({
      alerts: [
        {
          source: 'cercanias',
          id: 'c3-works',
          language: 'es',
          title: 'C3: obras entre Sol y Atocha',
          description: null,
          lineNumbers: ['C3'],
          startsAt: null,
          endsAt: null,
        },
      ],
    });
    renderApp('/estaciones/E4-12', { fake });
    const alerts = await screen.findByRole('region', { name: 'Avisos' });
    expect(within(alerts).getByText('C3: obras entre Sol y Atocha')).toBeTruthy();
    expect(within(alerts).getByText('Líneas: C3')).toBeTruthy();
  });

  it('asks for its board in the rider’s language: switching to English asks with lang=en and shows the alert in English', async () => {
    const fake = fakeApi();
    // Constructed: one alert the server answers in the language asked for, as the arrivals route's lang says.
    const board = (language: 'es' | 'en', title: string) =>
      solStationArrivals({
        alerts: [
          {
            source: 'cercanias',
            id: 'c3-works',
            language,
            title,
            description: null,
            lineNumbers: ['C3'],
            startsAt: null,
            endsAt: null,
          },
        ],
      });
    fake.answers.stationArrivalsByLang = {
      'E4-12': {
        es: board('es', 'C3: obras entre Sol y Atocha'),
        en: board('en', 'C3: works between Sol and Atocha'),
      },
    };
    const { services, api } = renderApp('/estaciones/E4-12', { fake });
    const alerts = await screen.findByRole('region', { name: 'Avisos' });
    expect(within(alerts).getByText('C3: obras entre Sol y Atocha')).toBeTruthy();
    expect(api.getStationArrivals).toHaveBeenCalledWith('E4-12', expect.objectContaining({ lang: 'es' }));

    act(() => services.preferences.getState().setLocale('en'));
    await waitFor(() =>
      expect(api.getStationArrivals).toHaveBeenCalledWith('E4-12', expect.objectContaining({ lang: 'en' })),
    );
    const english = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(english).findByText('C3: works between Sol and Atocha')).toBeTruthy();
    expect(within(english).queryByText('C3: obras entre Sol y Atocha')).toBeNull();
  });

  it('shows a spinner while it loads', async () => {
    const fake = fakeApi();
    fake.answers.stationInfo['E4-12'] = deferred<never>().promise;
    renderApp('/estaciones/E4-12', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estación' })).toBeTruthy();
    expect(screen.getByText('Cargando…')).toBeTruthy();
  });

  it('says a station the API does not know does not exist, with nothing to retry', async () => {
    const { api } = renderApp('/estaciones/E4-99');
    expect(await screen.findByText('No existe la estación E4-99.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(api.getStationInfo).toHaveBeenCalledTimes(1);
  });

  it('says the station could not be loaded, and Reintentar loads it', async () => {
    const fake = fakeApi();
    const info = fake.answers.stationInfo['E4-12'];
    fake.answers.stationInfo['E4-12'] = httpError('/v1/stations/E4-12', 400, 'BAD_REQUEST');
    renderApp('/estaciones/E4-12', { fake });
    expect(
      await screen.findByText(
        'Se ha producido un error al obtener los datos de la estación. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    if (info !== undefined) fake.answers.stationInfo['E4-12'] = info;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
  });

  it('says the board could not be loaded, and Reintentar loads it', async () => {
    const fake = fakeApi();
    fake.answers.stationArrivals['E4-12'] = httpError('/v1/stations/E4-12/arrivals', 400, 'BAD_REQUEST');
    renderApp('/estaciones/E4-12', { fake });
    const section = within(await screen.findByRole('region', BOARD));
    expect(await section.findByText(/error al obtener los datos de la estación/)).toBeTruthy();
    fake.answers.stationArrivals['E4-12'] = solStationArrivals();
    fireEvent.click(section.getByRole('button', { name: 'Reintentar' }));
    expect(await section.findByRole('heading', { level: 3, name: 'Metro' })).toBeTruthy();
  });

  it('says a code that is not a station code is not valid, without asking the API', async () => {
    const { api } = renderApp('/estaciones/abc');
    expect(await screen.findByText('«abc» no es un código de estación válido.')).toBeTruthy();
    expect(api.getStationInfo).not.toHaveBeenCalled();
  });

  it('refreshes its board with the Refresh button', async () => {
    const { api } = renderApp('/estaciones/E4-12');
    const section = within(await screen.findByRole('region', BOARD));
    const refresh = section.getByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    const before = vi.mocked(api.getStationArrivals).mock.calls.length;
    fireEvent.click(refresh);
    await waitFor(() => expect(vi.mocked(api.getStationArrivals).mock.calls.length).toBe(before + 1));
  });

  it('speaks English and Catalan', async () => {
    const { services } = renderApp('/estaciones/E4-12');
    await screen.findByRole('heading', { level: 1, name: 'Sol' });
    act(() => services.preferences.getState().setLocale('en'));
    expect(await screen.findByRole('region', { name: "The station's stops" })).toBeTruthy();
    act(() => services.preferences.getState().setLocale('ca'));
    expect(await screen.findByRole('region', { name: "Parades de l'estació" })).toBeTruthy();
  });
});
