import { screen, waitFor } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import { ProductError } from '@transit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adNetworkFromEnv, mountApp } from './mountApp';
import { stopListFixture } from './testSupport';

describe('mountApp', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
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
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
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
    localStorage.setItem(
      'transit:madrid:recent-stops',
      JSON.stringify({ state: { visited: ['4-12'] }, version: 1 }),
    );
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    window.history.pushState(null, '', '/paradas');
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
});

describe('the ad network a build configures', () => {
  it('is none by default, AdSense when configured', () => {
    expect(adNetworkFromEnv({})).toBeUndefined();
    expect(
      adNetworkFromEnv({
        VITE_ADSENSE_CLIENT: 'ca-pub-1234567890123456',
        VITE_ADSENSE_BOTTOM_SLOT: '1234567',
      })?.id,
    ).toBe('adsense');
  });

  it('reports a malformed setting with its code and runs without ads', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(adNetworkFromEnv({ VITE_ADSENSE_CLIENT: 'nope' })).toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^AD_CONFIG_INVALID \| Invalid ad settings:/));
  });
});
