import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import { ProductError } from '@transit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adNetworkFromEnv, mountApp } from './mountApp';
import { appStartParams } from './platform/appStart';
import { stopListFixture } from './testSupport';

/** Answers the city's stop list from the fixture, and every other call 404. */
function answerStopList() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = url.endsWith('/v1/stops')
      ? stopListFixture()
      : { code: 'NOT_FOUND', message: `${url} is not served by this test.` };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: url.endsWith('/v1/stops') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

function rootAt(path: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  window.history.pushState(null, '', path);
  return root;
}

describe('mountApp', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('throws the coded error when the page has no root element', () => {
    expect(() => mountApp(null, madrid)).toThrow(ProductError);
    try {
      mountApp(document.getElementById('root'), madrid);
    } catch (error) {
      expect(String(error)).toBe('APP_ROOT_MISSING | The page has no #root element to render the app in.');
    }
  });

  it('refuses, in development, a city config that does not validate, with its coded error', () => {
    const root = document.createElement('div');
    expect(() => mountApp(root, { ...madrid, timeZone: 'Nowhere' })).toThrow(
      "City config 'madrid' is invalid: timeZone: not an IANA time zone",
    );
  });

  it("renders the city's app into the root, calling the city's API", async () => {
    const fetch = answerStopList();
    localStorage.setItem(
      'transit:madrid:recent-stops',
      JSON.stringify({ state: { visited: ['4-12'] }, version: 1 }),
    );
    const root = rootAt('/paradas');
    mountApp(root, madrid);
    expect(await screen.findByText('Paradas recientes')).toBeTruthy();
    // The recent stop's name comes from the stop list the real client fetched from the city's API.
    expect(await screen.findByText('Sol')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input]) =>
          (input instanceof Request ? input.url : input.toString()).includes('/api/madrid/v1/stops'),
        ),
      ).toBe(true),
    );
    expect(root.contains(screen.getByText('Sol'))).toBe(true);
  });

  it('shows the house ad for premium in the bottom slot of a build with no ad network, opening the plans in the app', async () => {
    answerStopList();
    mountApp(rootAt('/paradas'), madrid);
    const slot = await screen.findByRole('complementary', { name: 'Publicidad' });
    const link = within(slot).getByRole('link', { name: 'Viaja sin anuncios con Premium Ver los planes' });
    // Not a page load: the router opens the premium plans (the click's default is prevented).
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe('/ajustes/planes-premium'));
  });

  it('sends app_start once, with the browser and OS, through Google Analytics once the first screen has settled', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID_WEB', 'G-TEST12345');
    answerStopList();
    const view = window as Window & { dataLayer?: unknown[] };
    mountApp(rootAt('/paradas'), madrid);
    await screen.findByText('Paradas recientes');
    const events = () => (view.dataLayer ?? []).map((command) => Array.from(command as ArrayLike<unknown>));
    await waitFor(() =>
      expect(events().some(([kind, name]) => kind === 'event' && name === 'app_start')).toBe(true),
    );
    const appStarts = events().filter(([kind, name]) => kind === 'event' && name === 'app_start');
    expect(appStarts).toHaveLength(1);
    expect(appStarts[0]?.[2]).toEqual(appStartParams(navigator.userAgent));
    expect(events()).toContainEqual(['config', 'G-TEST12345']);
    expect(
      document.head.querySelector('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]'),
    ).not.toBeNull();
    document.head.querySelector('script[src^="https://www.googletagmanager.com/"]')?.remove();
    delete view.dataLayer;
  });
});

describe('the ad network a build configures', () => {
  it('is our house ad for premium by default, where the city offers premium', () => {
    expect(madrid.premium).toBeDefined();
    expect(adNetworkFromEnv({}, madrid)?.id).toBe('house');
    expect(adNetworkFromEnv({ VITE_ADSENSE_CLIENT: '', VITE_HOUSE_AD: '' }, madrid)?.id).toBe('house');
  });

  it('is none where the city offers no premium, or when VITE_HOUSE_AD=off', () => {
    expect(adNetworkFromEnv({}, { premium: undefined })).toBeUndefined();
    expect(adNetworkFromEnv({ VITE_HOUSE_AD: 'off' }, madrid)).toBeUndefined();
  });

  it('is AdSense when configured', () => {
    expect(
      adNetworkFromEnv(
        {
          VITE_ADSENSE_CLIENT: 'ca-pub-1234567890123456',
          VITE_ADSENSE_BOTTOM_SLOT: '1234567',
        },
        madrid,
      )?.id,
    ).toBe('adsense');
  });

  it('reports a malformed ad network with its code and shows the house ad instead', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(adNetworkFromEnv({ VITE_ADSENSE_CLIENT: 'nope' }, madrid)?.id).toBe('house');
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^AD_CONFIG_INVALID \| Invalid ad settings:/));
    expect(adNetworkFromEnv({ VITE_ADSENSE_CLIENT: 'nope' }, { premium: undefined })).toBeUndefined();
  });

  it('reports a malformed VITE_HOUSE_AD with its code and runs without ads', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(adNetworkFromEnv({ VITE_HOUSE_AD: 'no' }, madrid)).toBeUndefined();
    expect(report).toHaveBeenCalledWith(
      "AD_CONFIG_INVALID | Invalid ad settings: VITE_HOUSE_AD must be 'on' or 'off'",
    );
  });

  it('opens the premium plans (/ajustes/planes-premium) through the app when the house ad is clicked', async () => {
    const navigate = vi.fn(() => true);
    const container = document.createElement('div');
    // Its drawing code loads with the first ad, not with the first screen.
    adNetworkFromEnv({}, madrid, navigate)?.mount(container, { message: (id) => id });
    const link = await vi.waitFor(() => {
      const drawn = container.querySelector('a');
      if (!drawn) throw new Error('not drawn yet');
      return drawn;
    });
    link.click();
    expect(navigate).toHaveBeenCalledWith('/ajustes/planes-premium');
  });
});
