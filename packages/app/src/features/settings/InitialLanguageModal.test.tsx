import type { AppConfig } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setBrowserLanguages } from '../../testSupport';

const ANDROID: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 40 };
const IOS: AppConfig = { clientType: 'ios', enableGA: true, iosClientVersion: '2.0.717' };

/** Renders the stops home for a client, as a wrapper that opened /app with its parameters would show it. */
async function renderHomeAs(config: AppConfig | undefined) {
  const app = renderApp('/paradas');
  if (config) act(() => app.services.appConfig.getState().setConfig(config));
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function storeLocale(locale: string) {
  localStorage.setItem('transit:madrid:preferences', JSON.stringify({ state: { locale }, version: 1 }));
}

describe('the initial language modal (spec §4: only on non-web clients where the rider has not chosen a language and the browser language differs from the default)', () => {
  it.each([
    ['android', ANDROID],
    ['ios', IOS],
  ])(
    'shows on %s when the browser speaks English, in English, offering the three languages',
    async (_name, config) => {
      setBrowserLanguages(['en-GB', 'en']);
      await renderHomeAs(config);
      const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
      expect(within(dialog).getByText('You can change it at any time in Settings.')).toBeTruthy();
      const options = within(dialog)
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('lang'));
      expect(options.map((button) => [button.textContent, button.getAttribute('lang')])).toEqual([
        ['Español', 'es'],
        ['English', 'en'],
        ['Català', 'ca'],
      ]);
    },
  );

  it('does not show on the web client, whatever the browser speaks', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    await renderHomeAs(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Stops' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show when the browser language is the default, Spanish', async () => {
    setBrowserLanguages(['es-ES', 'es']);
    await renderHomeAs(ANDROID);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show when the rider has chosen a language, even one that differs from the browser', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    storeLocale('es');
    await renderHomeAs(IOS);
    expect(screen.getByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows in Spanish for a browser language the city does not offer', async () => {
    setBrowserLanguages(['fr-FR', 'fr']);
    await renderHomeAs(ANDROID);
    expect(await screen.findByRole('dialog', { name: 'Elige tu idioma' })).toBeTruthy();
  });

  it('shows on an Android wrapper opening /app with its parameters', async () => {
    setBrowserLanguages(['ca-ES', 'ca']);
    renderApp('/app?client=android&androidClientVersionCode=40');
    expect(await screen.findByRole('dialog', { name: 'Tria el teu idioma' })).toBeTruthy();
  });

  it('stores the language the rider chooses and closes, for good', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    const first = await renderHomeAs(ANDROID);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Català' }));
    expect(first.services.preferences.getState().locale).toBe('ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parades' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    await renderHomeAs(ANDROID);
    expect(screen.getByRole('heading', { level: 1, name: 'Parades' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with "Close" without choosing, leaving the language unchosen', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    const { services } = await renderHomeAs(ANDROID);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.preferences.getState().locale).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Stops' })).toBeTruthy();
  });
});
