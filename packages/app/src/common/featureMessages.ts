import type { Locale } from '@transit/core';
import { type CatalogPart, type LazyCatalogFeature, loadFeatureMessages } from '@transit/i18n';
import { createStore } from 'zustand';

/** The messages of the features asked for so far: which feature in which locale, and the messages by locale. */
export interface FeatureMessagesState {
  /**
   * The features whose messages have been asked for, in any locale, counted from the moment they are asked for: a
   * locale chosen while a feature's messages are still on their way must wait for that feature too.
   */
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

/** The loads on their way, per store and '{feature}:{locale}', so one part is asked for once. */
const pendingLoads = new WeakMap<FeatureMessagesStore, Map<string, Promise<void>>>();

/**
 * Loads a feature's messages in a locale (once) into the store: the router awaits it before it shows the feature's
 * screen, so a screen never renders an id whose text has not arrived. The feature counts as asked for at once, so
 * `hasLocale` of any other locale is false until its part has arrived too.
 */
export function loadFeatureInto(
  store: FeatureMessagesStore,
  feature: LazyCatalogFeature,
  locale: Locale,
): Promise<void> {
  const key = `${feature}:${locale}`;
  if (store.getState().loaded.has(key)) return Promise.resolve();
  const pending = pendingLoads.get(store) ?? new Map<string, Promise<void>>();
  pendingLoads.set(store, pending);
  const onItsWay = pending.get(key);
  if (onItsWay) return onItsWay;
  if (!store.getState().features.has(feature)) {
    store.setState((current) => ({ features: new Set([...current.features, feature]) }));
  }
  const load = loadFeatureMessages(feature, locale)
    .then((part) => {
      store.setState((current) => ({
        loaded: new Set([...current.loaded, key]),
        messages: { ...current.messages, [locale]: { ...current.messages[locale], ...part } },
      }));
    })
    .finally(() => pending.delete(key));
  pending.set(key, load);
  return load;
}

/** Loads, in a newly chosen locale, the messages of every feature asked for so far (before the app shows that locale). */
export async function loadLocaleInto(store: FeatureMessagesStore, locale: Locale): Promise<void> {
  await Promise.all([...store.getState().features].map((feature) => loadFeatureInto(store, feature, locale)));
}

/** Whether every feature asked for so far has its messages in `locale`. */
export function hasLocale(state: FeatureMessagesState, locale: Locale): boolean {
  return [...state.features].every((feature) => state.loaded.has(`${feature}:${locale}`));
}
