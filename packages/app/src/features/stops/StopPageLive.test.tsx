/*
 * The stop page's live board (issue 10): each row's status, each live source's state, the sources modal, alerts, the
 * refresh that follows the answer's live state, and the way to the stop's station. The live rows, sources' states and
 * alerts below are constructed from the API contract's documented fields (testSupport's liveDeparture, liveState):
 * not recorded upstream answers.
 */
import type { Alert } from '@transit/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  arrivalsFixture,
  currentUrl,
  departure,
  EMT_51,
  fakeApi,
  liveDeparture,
  liveState,
  METRO_1,
  METRO_2,
  renderApp,
  spokenText,
} from '../../testSupport';

const SOL = { level: 1, name: 'Sol' } as const;

function departuresSection() {
  return screen.getByRole('region', { name: 'Próximas salidas' });
}

/** The board's rows (one per line and direction), each as a screen reader reads it, in the order shown. */
function rowsRead(): string[] {
  const list = within(departuresSection()).getByRole('list', { name: 'Salidas por línea y destino' });
  return [...list.querySelectorAll(':scope > li > button')].map((row) => spokenText(row));
}

/** Waits for the board's rows. */
async function boardRows() {
  return within(await screen.findByRole('region', { name: 'Próximas salidas' })).findByRole('list', {
    name: 'Salidas por línea y destino',
  });
}

/** A live source's state line of the board (the polite status region above the departures). */
function stateLines(): string[] {
  return [...departuresSection().querySelectorAll('[data-live-state]')].map((line) => line.textContent ?? '');
}

/** Sol's board with a live, a stale and a scheduled departure, Metro's displays answering. */
function solLiveBoard() {
  return arrivalsFixture(
    '4-12',
    [
      liveDeparture(METRO_2, 0, 'Las Rosas', 2, { ageSeconds: 15 }),
      liveDeparture(METRO_1, 0, 'Valdecarros', 4, { status: 'stale', ageSeconds: 200 }),
      departure(METRO_1, 1, 'Pinar de Chamartín', 6),
    ],
    { live: liveState([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 15 }]) },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the stop page’s live board (issue 10)', () => {
  it('marks each row live ("En directo"), stale ("Sin actualizar", with its age) or scheduled ("Según horario"), in words', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = solLiveBoard();
    renderApp('/paradas/4-12', { fake });
    await boardRows();
    expect(rowsRead()).toEqual([
      'Línea 2 a Las Rosas: 2 minutos, en directo',
      'Línea 1 a Valdecarros: 4 minutos, sin actualizar, datos de hace 3 minutos',
      'Línea 1 a Pinar de Chamartín: 6 minutos, según horario',
    ]);
    // Seen too: the live colour and glyph, the stale one's age, the timetable's clock (issue 14: at a glance).
    expect(
      [...departuresSection().querySelectorAll('[data-first-status]')].map((row) =>
        row.getAttribute('data-first-status'),
      ),
    ).toEqual(['live', 'stale', 'scheduled']);
    expect(within(departuresSection()).getByText('Sin actualizar · hace 3 min')).toBeTruthy();
    // Its details say it in words, each departure with its age.
    fireEvent.click(within(departuresSection()).getByRole('button', { name: /^Línea 1 a Valdecarros/ }));
    const stale = departuresSection().querySelector('[data-status="stale"]') as HTMLElement;
    expect(within(stale).getByText('Sin actualizar')).toBeTruthy();
    expect(within(stale).getByText('Actualizado hace 3 min')).toBeTruthy();
    // The source answering is said above the board; the fixed "timetable only" sentence is gone.
    expect(stateLines()).toEqual(['Metro de Madrid: en tiempo real']);
    expect(within(departuresSection()).queryByText(/Sin datos en tiempo real/)).toBeNull();
  });

  it('gives an EMT bus’s distance to the stop, as EMT says it', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['1234'] = arrivalsFixture(
      '1234',
      [liveDeparture(EMT_51, 0, 'Manoteras', 3, { distanceMeters: 640, liveSource: 'emt' })],
      { live: liveState([{ source: 'emt', state: 'ok', errorCode: null, ageSeconds: 10 }]) },
    );
    renderApp('/paradas/1234', { fake });
    const section = within(await screen.findByRole('region', { name: 'Próximas salidas' }));
    expect(await section.findByText('A 640 m')).toBeTruthy();
    expect(section.getByText('EMT: en tiempo real')).toBeTruthy();
  });

  it('says "EMT: sin datos en tiempo real" when EMT fails or is late, and shows the timetable it has', async () => {
    for (const state of ['failing', 'timedOut'] as const) {
      const fake = fakeApi();
      fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', 4)], {
        live: liveState([
          {
            source: 'emt',
            state,
            errorCode: state === 'failing' ? 'UPSTREAM_HTTP_ERROR' : 'UPSTREAM_TIMEOUT',
            ageSeconds: null,
          },
          { source: 'metro', state: 'notConfigured', errorCode: null, ageSeconds: null },
        ]),
      });
      const { unmount } = renderApp('/paradas/4-12', { fake });
      await boardRows();
      // A source not configured on this server is not a failure to announce on the board.
      expect(stateLines()).toEqual(['EMT: sin datos en tiempo real']);
      unmount();
    }
  });

  it('says "Sin datos en tiempo real: horarios programados" when every source is unconfigured, or none serves the stop', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', 4)], {
      live: liveState([{ source: 'metro', state: 'notConfigured', errorCode: null, ageSeconds: null }]),
    });
    const { unmount } = renderApp('/paradas/4-12', { fake });
    await boardRows();
    expect(stateLines()).toEqual(['Sin datos en tiempo real: horarios programados']);
    unmount();

    // The API's timetable-only answer: no source at all.
    renderApp('/paradas/4-12');
    await boardRows();
    expect(stateLines()).toEqual(['Sin datos en tiempo real: horarios programados']);
  });

  it('lists each source of the board and its state in the sources modal, beside the spec’s explanation', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', 4)], {
      live: liveState([
        { source: 'emt', state: 'ok', errorCode: null, ageSeconds: 15 },
        { source: 'crtm', state: 'pending', errorCode: null, ageSeconds: null },
        { source: 'metro', state: 'timedOut', errorCode: 'UPSTREAM_TIMEOUT', ageSeconds: null },
        { source: 'cercanias', state: 'failing', errorCode: 'UPSTREAM_HTTP_ERROR', ageSeconds: null },
        { source: 'mta', state: 'notConfigured', errorCode: null, ageSeconds: null },
      ]),
    });
    renderApp('/paradas/4-12', { fake });
    await screen.findByRole('heading', SOL);
    fireEvent.click(await screen.findByRole('button', { name: '¿De dónde salen estos datos?' }));
    const dialog = screen.getByRole('dialog', { name: 'Origen de los datos' });
    expect(dialog.textContent).toContain('Consorcio Regional de Transportes de Madrid');
    const states = [...dialog.querySelectorAll('[data-live-state]')].map((row) =>
      [...row.children].map((cell) => cell.textContent).join(' → '),
    );
    expect(states).toEqual([
      'EMT → En tiempo real, datos de hace 15 s',
      'Consorcio de Transportes → Esperando su respuesta',
      'Metro de Madrid → Sin datos: no ha respondido a tiempo',
      'Cercanías (Adif y Renfe) → Sin datos: no funciona ahora mismo',
      'MTA → No disponible en este servicio',
    ]);
  });

  it('says in the sources modal when no live source covers the stop', async () => {
    renderApp('/paradas/4-12');
    await screen.findByRole('heading', SOL);
    fireEvent.click(await screen.findByRole('button', { name: '¿De dónde salen estos datos?' }));
    const dialog = screen.getByRole('dialog', { name: 'Origen de los datos' });
    expect(
      within(dialog).getByText(
        'Ninguna fuente en tiempo real cubre estas salidas: son las del horario publicado.',
      ),
    ).toBeTruthy();
  });

  it('shows the alerts above the board in the rider’s language, the description opening on demand', async () => {
    const fake = fakeApi();
    const alert = (fields: Partial<Alert>): Alert => ({
      source: 'metro',
      id: 'closure-1',
      language: 'es',
      title: 'Línea 1: cerrada entre Sol y Tribunal',
      description: 'Autobuses gratuitos sustituyen el tramo.',
      lineNumbers: ['1'],
      startsAt: null,
      endsAt: null,
      ...fields,
    });
    fake.answers.arrivals['4-12'] = arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', 4)], {
      alerts: [
        alert({
          language: 'en',
          title: 'Line 1: closed between Sol and Tribunal',
          description: 'Free buses.',
        }),
        alert({}),
        alert({
          id: 'lift',
          language: null,
          title: 'Ascensor fuera de servicio',
          description: null,
          lineNumbers: [],
        }),
      ],
    });
    const { services } = renderApp('/paradas/4-12', { fake });
    const alerts = await screen.findByRole('region', { name: 'Avisos' });
    // Above the departures.
    const firstRow = departuresSection().querySelector('[data-first-status]') as HTMLElement;
    expect(alerts.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Línea 1: cerrada entre Sol y TribunalLíneas: 1Autobuses gratuitos sustituyen el tramo.',
      'Ascensor fuera de servicio',
    ]);
    const summary = within(alerts).getByText('Línea 1: cerrada entre Sol y Tribunal');
    expect((summary.closest('details') as HTMLDetailsElement).open).toBe(false);
    fireEvent.click(summary);
    expect((summary.closest('details') as HTMLDetailsElement).open).toBe(true);

    // A rider reading in English gets the English text of the same alert.
    act(() => services.preferences.getState().setLocale('en'));
    const english = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(english).findByText('Line 1: closed between Sol and Tribunal')).toBeTruthy();
    expect(within(english).queryByText('Línea 1: cerrada entre Sol y Tribunal')).toBeNull();
  });

  it('asks for the board in the rider’s language: switching to English asks with lang=en and shows the alert in English', async () => {
    const fake = fakeApi();
    // Constructed: one alert the server answers in the language asked for, as the arrivals route's lang says.
    const board = (alert: Pick<Alert, 'language' | 'title' | 'description'>) =>
      arrivalsFixture('4-12', [departure(METRO_1, 0, 'Valdecarros', 4)], {
        alerts: [
          { source: 'metro', id: 'closure-1', lineNumbers: ['1'], startsAt: null, endsAt: null, ...alert },
        ],
      });
    fake.answers.arrivalsByLang = {
      '4-12': {
        es: board({ language: 'es', title: 'Línea 1: cerrada entre Sol y Tribunal', description: null }),
        en: board({ language: 'en', title: 'Line 1: closed between Sol and Tribunal', description: null }),
      },
    };
    const { services, api } = renderApp('/paradas/4-12', { fake });
    const alerts = await screen.findByRole('region', { name: 'Avisos' });
    expect(within(alerts).getByText('Línea 1: cerrada entre Sol y Tribunal')).toBeTruthy();
    expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.objectContaining({ lang: 'es' }));
    expect(api.getArrivals).not.toHaveBeenCalledWith('4-12', expect.objectContaining({ lang: 'en' }));

    act(() => services.preferences.getState().setLocale('en'));
    await waitFor(() =>
      expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.objectContaining({ lang: 'en' })),
    );
    const english = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(english).findByText('Line 1: closed between Sol and Tribunal')).toBeTruthy();
    expect(within(english).queryByText('Línea 1: cerrada entre Sol y Tribunal')).toBeNull();
  });

  it('links a stop of a station to the station page, once the device has the stop list', async () => {
    renderApp('/paradas/buscar?q=Gran');
    await screen.findByRole('link', { name: /Gran Vía/ });
    // From search (which brought the stop list) to Sol's Metro stop: it belongs to the station E4-12.
    act(() => {
      window.history.pushState(null, '', '/paradas/4-12');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', SOL);
    const link = await screen.findByRole('link', { name: 'Ver la estación completa' });
    expect(link.getAttribute('href')).toBe('/estaciones/E4-12');
    fireEvent.click(link);
    await waitFor(() => expect(currentUrl()).toBe('/estaciones/E4-12'));
  });
});

describe('the live board refreshes itself (issue 10)', () => {
  /** Renders the stop page on the fake clock and lets its code, its data and its first render arrive. */
  async function renderOnFakeClock(fake: ReturnType<typeof fakeApi>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const rendered = renderApp('/paradas/4-12', { fake });
    for (let turn = 0; turn < 500 && !screen.queryByText('Metro de Madrid: en tiempo real'); turn += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
        await vi.dynamicImportSettled();
      });
    }
    expect(screen.getByText('Metro de Madrid: en tiempo real')).toBeTruthy();
    return rendered;
  }

  function setHidden(isHidden: boolean) {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    // As browsers fire it: on the document, bubbling to the window (where TanStack Query listens).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }

  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks again after the answer’s refreshAfterSeconds, and not while the page is hidden', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = {
      ...solLiveBoard(),
      live: liveState([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 15 }], {
        refreshAfterSeconds: 15,
      }),
    };
    const { api } = await renderOnFakeClock(fake);
    const calls = () => vi.mocked(api.getArrivals).mock.calls.length;
    const before = calls();

    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(calls()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(calls()).toBe(before + 1);

    // Hidden (another tab, the phone locked): no refresh however long it stays so.
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls()).toBe(before + 1);

    // Back in sight, the board (stale by now) is asked for again at once, then every 15 s.
    act(() => setHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls()).toBe(before + 2);
  });

  it('asks again soon while a live source is still pending', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = {
      ...solLiveBoard(),
      live: liveState([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 15 }], {
        isPending: true,
        refreshAfterSeconds: 30,
      }),
    };
    const { api } = await renderOnFakeClock(fake);
    const before = vi.mocked(api.getArrivals).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(vi.mocked(api.getArrivals).mock.calls.length).toBe(before + 1);
  });

  it('refreshes on a pull down from the top of the page, as the Refresh button does', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = solLiveBoard();
    const { api } = renderApp('/paradas/4-12', { fake });
    const section = await screen.findByRole('region', { name: 'Próximas salidas' });
    await boardRows();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Actualizar' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    const before = vi.mocked(api.getArrivals).mock.calls.length;
    // A short pull does nothing.
    fireEvent.touchStart(section, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(section, { touches: [{ clientY: 130 }] });
    fireEvent.touchEnd(section, { touches: [] });
    expect(vi.mocked(api.getArrivals).mock.calls.length).toBe(before);
    fireEvent.touchStart(section, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(section, { touches: [{ clientY: 200 }] });
    expect(within(section).getByText('Actualizando…')).toBeTruthy();
    fireEvent.touchEnd(section, { touches: [] });
    await waitFor(() => expect(vi.mocked(api.getArrivals).mock.calls.length).toBe(before + 1));
  });

  it('can be refreshed from the keyboard: the Refresh button is a focusable button', async () => {
    const { api } = renderApp('/paradas/4-12');
    const section = await screen.findByRole('region', { name: 'Próximas salidas' });
    const refresh = within(section).getByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    refresh.focus();
    expect(document.activeElement).toBe(refresh);
    const before = vi.mocked(api.getArrivals).mock.calls.length;
    // A native button: Enter and Space click it.
    fireEvent.click(refresh);
    await waitFor(() => expect(vi.mocked(api.getArrivals).mock.calls.length).toBe(before + 1));
  });
});

describe('the board’s news on refresh (issue 14)', () => {
  it('says politely what changed, in one sentence, without the board being read again', async () => {
    const fake = fakeApi();
    fake.answers.arrivals['4-12'] = solLiveBoard();
    renderApp('/paradas/4-12', { fake });
    const list = await boardRows();
    const section = departuresSection();
    const news = section.querySelector('[aria-live="polite"]:not([class*="state"])') as HTMLElement;
    // The first answer is the one being read: nothing to announce.
    expect(news.textContent).toBe('');
    // The rows are no live region: a refresh does not read them all again.
    expect(list.closest('[aria-live]')).toBeNull();

    fake.answers.arrivals['4-12'] = arrivalsFixture(
      '4-12',
      [liveDeparture(METRO_2, 0, 'Las Rosas', 1, { ageSeconds: 5 })],
      { live: liveState([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 5 }]) },
    );
    const refresh = within(section).getByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    fireEvent.click(refresh);
    await waitFor(() =>
      expect(news.textContent).toBe('Salidas actualizadas. Línea 2 a Las Rosas: 1 minuto, en directo'),
    );
  });
});
