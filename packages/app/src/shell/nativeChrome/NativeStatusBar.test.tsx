import madrid from '@transit/city-madrid';
import { type AppConfig, ok } from '@transit/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BridgeMessage, type BridgePort, webPlatform } from '../../platform';
import { createAppServices, fakeApi, renderApp } from '../../testSupport';

const ANDROID_40: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 40 };
const ANDROID_30: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 30 };
const IOS: AppConfig = { clientType: 'ios', enableGA: true, iosClientVersion: '2.0.717' };
const WEB: AppConfig = { clientType: 'web', enableGA: true };

/**
 * The kit's themes.css sets each theme's tokens on its body class; jsdom loads no CSS module, so the test puts the two
 * tokens the bars take in a stylesheet, for the light-blue theme (Madrid's default) and the dark-black one.
 */
const TOKENS = {
  'theme-V2_LightBlue': { background: '#d8e9f8', surface: '#f9fbfd' },
  'theme-V2_DarkBlack': { background: '#000000', surface: '#121212' },
} as const;

/** The two themes' tokens as a stylesheet on the page, as the kit's themes.css gives them. */
function followThemeTokens(): HTMLStyleElement {
  const sheet = document.createElement('style');
  sheet.textContent = Object.entries(TOKENS)
    .map(
      ([name, tokens]) =>
        `.${name} { --ui-color-background: ${tokens.background}; --ui-color-surface: ${tokens.surface}; }`,
    )
    .join('\n');
  document.head.append(sheet);
  return sheet;
}

function renderAs(config: AppConfig) {
  const sent: BridgeMessage[] = [];
  const bridge: BridgePort = {
    isAvailable: true,
    send: vi.fn((message: BridgeMessage) => {
      sent.push(message);
      return Promise.resolve(ok(undefined));
    }),
  };
  const fake = fakeApi();
  const services = createAppServices(madrid, { api: fake.api, platform: { ...webPlatform(madrid), bridge } });
  services.appConfig.getState().setConfig(config);
  renderApp('/paradas', { fake, services });
  const bars = () => sent.filter((message) => message.name.endsWith('BarColor'));
  return { services, bars };
}

describe("the wrapper's bars in the theme's colours (spec §4: Android 38+ themed, else black)", () => {
  let sheet: HTMLStyleElement | undefined;
  afterEach(() => sheet?.remove());

  it('an Android app of version 38 or above gets the theme’s background with dark content, and the navigation bar', async () => {
    sheet = followThemeTokens();
    const { bars } = renderAs(ANDROID_40);
    await screen.findByRole('heading', { level: 1, name: 'Paradas' });
    await waitFor(() =>
      expect(bars()).toEqual([
        { name: 'setStatusBarColor', payload: { color: '#d8e9f8', content: 'dark' } },
        { name: 'setNavigationBarColor', payload: { color: '#f9fbfd' } },
      ]),
    );
  });

  it('a theme change colours the bars again, once, with that theme’s content colour', async () => {
    sheet = followThemeTokens();
    const { services, bars } = renderAs(ANDROID_40);
    await waitFor(() => expect(bars()).toHaveLength(2));
    act(() => services.preferences.getState().setTheme('V2_DarkBlack'));
    await waitFor(() =>
      expect(bars().slice(2)).toEqual([
        { name: 'setStatusBarColor', payload: { color: '#000000', content: 'light' } },
        { name: 'setNavigationBarColor', payload: { color: '#121212' } },
      ]),
    );
  });

  it.each([
    ['an Android app below version 38', ANDROID_30],
    ['the iOS app', IOS],
  ])('%s gets a black status bar with light content', async (_name, config) => {
    sheet = followThemeTokens();
    const { bars } = renderAs(config);
    await waitFor(() =>
      expect(bars()).toEqual([
        { name: 'setStatusBarColor', payload: { color: '#000000', content: 'light' } },
      ]),
    );
  });

  it('the web sends nothing (and never loads the code)', async () => {
    sheet = followThemeTokens();
    const { bars } = renderAs(WEB);
    await screen.findByRole('heading', { level: 1, name: 'Paradas' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bars()).toEqual([]);
  });
});
