import type { Locale } from '@transit/core';
import { type CatalogPart, type LazyCatalogFeature, loadFeatureMessages } from '@transit/i18n';
import { createStore } from 'zustand';

/** The messages of the features loaded so far: which feature in which locale, and the messages by locale. */
export interface FeatureMessagesState {
  /** The features whose screens have loaded, in any locale. */
  readonly features: ReadonlySet<LazyCatalogFeature>;
  /** '{feature}:{locale}' for each part that has arrived. */
  readonly loaded: ReadonlySet<string>;
  readonly messages: Readonly<Partial<Record<Locale, CatalogPart>>>;
}

export type FeatureMessagesStore = ReturnType<typeof createFeatureMessagesStore>;

export function createFeatureMessagesStore() {
  return createStore<FeatureMessagesState>()(() => ({
    features: new Set(),
    loaded: new Set(),
    messages: {},
  }));
}

/**
 * Loads a feature's messages in a locale (once) into the store: the router awaits it before it shows the feature's
 * screen, so a screen never renders an id whose text has not arrived.
 */
export async function loadFeatureInto(
  store: FeatureMessagesStore,
  feature: LazyCatalogFeature,
  locale: Locale,
): Promise<void> {
  const key = `${feature}:${locale}`;
  if (store.getState().loaded.has(key)) return;
  const part = await loadFeatureMessages(feature, locale);
  store.setState((current) => ({
    features: new Set([...current.features, feature]),
    loaded: new Set([...current.loaded, key]),
    messages: { ...current.messages, [locale]: { ...current.messages[locale], ...part } },
  }));
}

/** Loads, in a newly chosen locale, the messages of every feature loaded so far (before the app shows that locale). */
export async function loadLocaleInto(store: FeatureMessagesStore, locale: Locale): Promise<void> {
  await Promise.all([...store.getState().features].map((feature) => loadFeatureInto(store, feature, locale)));
}

/** Whether every feature loaded so far has its messages in `locale`. */
export function hasLocale(state: FeatureMessagesState, locale: Locale): boolean {
  return [...state.features].every((feature) => state.loaded.has(`${feature}:${locale}`));
}
