import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import { APP_VERSION } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { useAppServices } from './common/appServices';
import { createAppServices } from './shell/services';
import {
  arrivalsFixture,
  departure,
  fakeApi,
  METRO_1,
  renderApp,
  stopInfoFixture,
  stopListFixture,
} from './testSupport';
import type * as UpdateBannerModule from './shell/UpdateBanner';
import { createTransitAppState, TransitApp } from './TransitApp';
import { RECENT_STOPS_STORE } from './features/stops/recentStopsStore';

/** Work done while the app renders, as the browser does it when a yielding first render gives way (a test sets it). */
const duringRender: { current: (() => void) | undefined } = { current: undefined };

// The update banner renders between the locale's provider and the router: the point where the first render may give
// way to the browser, and a screen's code and messages arrive.
vi.mock('./shell/UpdateBanner', async (importOriginal) => {
  const original = await importOriginal<typeof UpdateBannerModule>();
  return {
    UpdateBanner: (props: Parameters<typeof original.UpdateBanner>[0]) => {
      duringRender.current?.();
      duringRender.current = undefined;
      return original.UpdateBanner(props);
    },
  };
});

/** Makes window.localStorage and window.sessionStorage throw on access, as a browser blocking storage does. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, name, 'get').mockImplementation(() => {
      throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
    });
  }
}

describe('TransitApp', () => {
  it('starts and works when the browser blocks storage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    blockStorage();
    const { services } = renderApp('/paradas/4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    // The visit is recorded by an effect after the stop's name shows; on a loaded machine React's scheduler yields
    // between the two, so the heading can be found before the visit is in the store (it kept in memory).
    await waitFor(() => expect(services.stores.get(RECENT_STOPS_STORE).getState().visited).toEqual(['4-12']));
  });

  it('creates its own services for the city when given none', async () => {
    // The real client over a fetch that answers nothing: the screen is what matters here.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    window.history.pushState(null, '', '/paradas');
    render(<TransitApp city={madrid} />);
    expect(await screen.findByText('Paradas recientes')).toBeTruthy();
  });
});

/** Writes a saved query cache as the persister does, with these answers, saved a minute ago. */
function saveQueryCache(queries: readonly { readonly queryKey: unknown[]; readonly data: unknown }[]): void {
  const savedAt = Date.now() - 60_000;
  localStorage.setItem(
    'transit:madrid:queries',
    JSON.stringify({
      timestamp: savedAt,
      buster: APP_VERSION,
      clientState: {
        mutations: [],
        queries: queries.map(({ queryKey, data }) => ({
          queryKey,
          queryHash: JSON.stringify(queryKey),
          state: { data, dataUpdatedAt: savedAt, status: 'success', fetchStatus: 'idle' },
        })),
      },
    }),
  );
}

describe('the saved query cache', () => {
  it('a damaged saved answer is dropped on start: the stop page shows the stop, not an error page on every reload', async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Saved by a release whose answer had another shape, or written over by another program.
    saveQueryCache([
      { queryKey: ['stopInfo_new', '4-12'], data: { ...stopInfoFixture(), lines: 'L1, L2, L3' } },
    ]);
    const { api } = renderApp('/paradas/4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Líneas' })).toBeTruthy();
    expect(api.getStopInfo).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^SAVED_ANSWER_DAMAGED \| \["stopInfo_new","4-12"\]/),
    );
  });

  it('a damaged saved stop list is dropped when search first reads it, and asked for again', async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveQueryCache([
      {
        queryKey: ['stopList_new'],
        data: { ...stopListFixture(), stops: [['4-12', 'Sol', 'not a latitude']] },
      },
    ]);
    const { api } = renderApp('/paradas/buscar');
    expect(await screen.findByRole('region', { name: 'Paradas con más líneas' })).toBeTruthy();
    expect(api.getStopList).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Ha ocurrido un error/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^SAVED_ANSWER_DAMAGED \| \["stopList_new"\]/));
  });

  it("a board saved by an earlier release under ['arrivals', code], without the language, is not used and breaks nothing", async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveQueryCache([
      {
        queryKey: ['arrivals', '4-12'],
        data: arrivalsFixture('4-12', [departure(METRO_1, 0, 'Destino de otra versión', 4)]),
      },
    ]);
    const { api } = renderApp('/paradas/4-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Salidas por línea y destino' });
    expect(screen.queryByText('Destino de otra versión')).toBeNull();
    expect(screen.queryByText(/Ha ocurrido un error/)).toBeNull();
    expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.objectContaining({ lang: 'es' }));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^SAVED_ANSWER_DAMAGED \| \["arrivals","4-12"\]/),
    );
  });

  it('is saved at once when the page goes away, with the answers seen last', async () => {
    localStorage.clear();
    renderApp('/paradas/4-12');
    await screen.findByRole('list', { name: 'Salidas por línea y destino' });
    window.dispatchEvent(new Event('pagehide'));
    const saved = localStorage.getItem('transit:madrid:queries') ?? '';
    expect(saved).toContain('"stopInfo_new","4-12"');
    expect(saved).toContain('"arrivals","4-12","es"');
  });
});

describe('the messages of a screen that loads on its own', () => {
  it('arrive with the screen, and in a newly chosen language before the app switches to it', async () => {
    const { services } = renderApp('/info/tarifas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas' })).toBeTruthy();
    expect(services.featureMessages.getState().loaded).toEqual(new Set(['info:es']));
    act(() => services.preferences.getState().setLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fares' })).toBeTruthy();
    expect(services.featureMessages.getState().loaded).toEqual(new Set(['info:es', 'info:en']));
  });

  it('are there when the screen first renders, even when they arrive while the first render is under way', async () => {
    const services = createAppServices(madrid, { api: fakeApi().api });
    window.history.pushState(null, '', '/info/tarifas');
    const state = createTransitAppState(madrid, services);
    await waitFor(() => expect(state.router.state.initialized).toBe(true));
    // The screen's code and messages are in, but the locale's provider renders before its messages are, and the
    // router has started by the time its provider renders.
    const loaded = services.featureMessages.getState();
    services.featureMessages.setState({ features: new Set(), loaded: new Set(), messages: {} });
    duringRender.current = () => services.featureMessages.setState(loaded);
    render(<TransitApp city={madrid} state={state} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas' })).toBeTruthy();
    // testSetup fails the test if any message was shown missing on the way.
  });
});

describe('useAppServices', () => {
  it('says it needs the provider when there is none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppServices())).toThrow(
      'useAppServices needs AppServicesProvider above it.',
    );
  });

  it('creates per-city services with the real API client by default', () => {
    const services = createAppServices(madrid);
    expect(services.city).toBe(madrid);
    expect(typeof services.api.getStopInfo).toBe('function');
    expect(services.appConfig.getState().config).toEqual({ clientType: 'web', enableGA: true });
  });
});
