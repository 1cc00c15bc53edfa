import type { Locale } from '@transit/core';
import type { CatalogPart, LazyCatalogFeature } from '@transit/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeatureMessagesStore, hasLocale, loadFeatureInto, loadLocaleInto } from './featureMessages';

/** Each part asked for, answered when the test says so. */
const asked = new Map<string, (part: CatalogPart) => void>();
const calls: string[] = [];

vi.mock('@transit/i18n', () => ({
  loadFeatureMessages: (feature: LazyCatalogFeature, locale: Locale) => {
    calls.push(`${feature}:${locale}`);
    return new Promise<CatalogPart>((resolve) => asked.set(`${feature}:${locale}`, resolve));
  },
}));

function answer(key: string, part: CatalogPart): void {
  const resolve = asked.get(key);
  if (!resolve) throw new Error(`${key} was not asked for`);
  resolve(part);
}

afterEach(() => {
  asked.clear();
  calls.length = 0;
});

describe("a feature's messages", () => {
  it('still on their way in one language when another is chosen: the new language waits for them too', async () => {
    // The CI failure it mends: the stops home asked for the favourites' messages in English, the rider chose Català
    // before they arrived, and the app switched to Català without the favourites' texts.
    const store = createFeatureMessagesStore();
    const english = loadFeatureInto(store, 'favourites', 'en');
    expect(hasLocale(store.getState(), 'en')).toBe(false);
    expect(hasLocale(store.getState(), 'ca')).toBe(false);

    const catalan = loadLocaleInto(store, 'ca');
    answer('favourites:en', { 'favourites.home.stops': 'Favourite stops' });
    await english;
    expect(hasLocale(store.getState(), 'en')).toBe(true);
    expect(hasLocale(store.getState(), 'ca')).toBe(false);

    answer('favourites:ca', { 'favourites.home.stops': 'Parades preferides' });
    await catalan;
    expect(hasLocale(store.getState(), 'ca')).toBe(true);
    expect(store.getState().messages.ca).toEqual({ 'favourites.home.stops': 'Parades preferides' });
  });

  it('are asked for once while on their way, and not again once they are in', async () => {
    const store = createFeatureMessagesStore();
    const first = loadFeatureInto(store, 'map', 'es');
    const second = loadFeatureInto(store, 'map', 'es');
    answer('map:es', {});
    await Promise.all([first, second]);
    await loadFeatureInto(store, 'map', 'es');
    expect(calls).toEqual(['map:es']);
  });
});
