import { parseLineCode, parseStopCode, unwrap } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFavouriteArrivalsStore } from '../features/stops/favouriteArrivalsStore';
import { createRecentStopsStore } from '../features/stops/recentStopsStore';
import { createAppConfigStore } from './appConfigStore';
import { persistedOptions, safeStorage } from './persistedStore';
import { createPreferencesStore } from './preferencesStore';

/** A Storage whose every call throws, as a full or blocked one does. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    length: 0,
    clear: fail,
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
  };
}

interface CounterState {
  readonly count: number;
  readonly label: string;
  readonly increment: () => void;
}

function createCounterStore(storage?: Storage) {
  return createStore<CounterState>()(
    persist(
      (set) => ({ count: 0, label: 'start', increment: () => set((state) => ({ count: state.count + 1 })) }),
      persistedOptions<CounterState, Pick<CounterState, 'count' | 'label'>>({
        name: 'test:counter',
        version: 2,
        ...(storage && { storage }),
        fields: { count: z.number().int().min(0), label: z.string() },
      }),
    ),
  );
}

describe('safeStorage', () => {
  it('never throws: a storage that fails reads as empty and ignores writes', () => {
    const storage = safeStorage(throwingStorage());
    expect(storage.getItem('key')).toBeNull();
    expect(() => storage.setItem('key', '{}')).not.toThrow();
    expect(() => storage.removeItem('key')).not.toThrow();
  });

  it('reads a value that is not JSON as empty', () => {
    localStorage.setItem('key', '{not json');
    expect(safeStorage(localStorage).getItem('key')).toBeNull();
    localStorage.setItem('key', '{"state":{}}');
    expect(safeStorage(localStorage).getItem('key')).toBe('{"state":{}}');
  });

  it('works without a storage at all', () => {
    const storage = safeStorage(undefined);
    expect(storage.getItem('key')).toBeNull();
    expect(() => storage.setItem('key', '1')).not.toThrow();
  });
});

describe('persistedOptions', () => {
  it('stores only the listed fields, under its name and version', () => {
    createCounterStore().getState().increment();
    expect(JSON.parse(localStorage.getItem('test:counter') ?? 'null')).toEqual({
      state: { count: 1, label: 'start' },
      version: 2,
    });
  });

  it('reads a value stored by another version field by field, dropping only what does not parse', () => {
    localStorage.setItem('test:counter', JSON.stringify({ state: { count: -4, label: 'kept' }, version: 1 }));
    const state = createCounterStore().getState();
    expect([state.count, state.label]).toEqual([0, 'kept']);
  });

  it.each(['42', 'null', '"text"', '[1,2]'])(
    'starts from the defaults when the stored state is %s',
    (state) => {
      localStorage.setItem('test:counter', `{"state":${state},"version":2}`);
      const store = createCounterStore();
      expect([store.getState().count, store.getState().label]).toEqual([0, 'start']);
    },
  );

  it('keeps working in memory when the storage throws on every write', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createCounterStore(throwingStorage());
    store.getState().increment();
    store.getState().increment();
    expect(store.getState().count).toBe(2);
  });
});

describe('the rider stores over a storage that throws (full, or blocked in private mode)', () => {
  it('keep the preferences, recent stops, pinned lines and app config in memory', () => {
    const storage = throwingStorage();
    const preferences = createPreferencesStore('madrid', storage);
    preferences.getState().setLocale('en');
    expect(preferences.getState().locale).toBe('en');

    const recent = createRecentStopsStore('madrid', storage);
    expect(() => recent.getState().clear()).not.toThrow();

    const favourites = createFavouriteArrivalsStore('madrid', storage);
    expect(favourites.getState().arrivals).toEqual([]);

    const config = createAppConfigStore('madrid', storage);
    config.getState().setConfig({ clientType: 'ios', enableGA: false });
    expect(config.getState().config).toEqual({ clientType: 'ios', enableGA: false });
  });

  it('the app config reads back from the session what the wrapper said, and ignores a corrupt value', () => {
    createAppConfigStore('madrid')
      .getState()
      .setConfig({ clientType: 'android', enableGA: true, androidClientVersionCode: 40 });
    expect(createAppConfigStore('madrid').getState().config.androidClientVersionCode).toBe(40);
    sessionStorage.setItem(
      'transit:madrid:app-config',
      JSON.stringify({ state: { config: { clientType: 'fax', enableGA: true } }, version: 1 }),
    );
    expect(createAppConfigStore('madrid').getState().config).toEqual({ clientType: 'web', enableGA: true });
  });

  it('pinning twice keeps one favourite arrival, and unpinning keeps it unpinned', () => {
    const store = createFavouriteArrivalsStore('madrid');
    const stop = unwrap(parseStopCode('4-12'));
    const line = unwrap(parseLineCode('4-1'));
    store.getState().setPinned(stop, line, 0, true);
    store.getState().setPinned(stop, line, 0, true);
    store.getState().setPinned(stop, line, 0, false);
    expect(store.getState().arrivals).toEqual([
      { stopCode: '4-12', lineCode: '4-1', lineDir: 0, isPinned: false },
    ]);
    expect(createFavouriteArrivalsStore('madrid').getState().arrivals).toHaveLength(1);
  });
});
