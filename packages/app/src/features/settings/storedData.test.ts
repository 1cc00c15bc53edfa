import { describe, expect, it } from 'vitest';
import { createPreferencesStore } from '../../common/preferencesStore';
import { clearPersistedStore, listStoredEntries, queryCacheKey } from './storedData';

describe("the city's stored data (debug page)", () => {
  it('lists local keys before session keys, each sorted, with 2 bytes per UTF-16 code unit of key and value', () => {
    localStorage.setItem('transit:madrid:b', 'ñ');
    localStorage.setItem('transit:madrid:a', '');
    localStorage.setItem('transit:madrid-metro:a', 'other city');
    sessionStorage.setItem('transit:madrid:c', '12');
    const listed = listStoredEntries('madrid');
    expect(listed).toEqual({
      ok: true,
      value: [
        { area: 'local', key: 'transit:madrid:a', sizeBytes: 32 },
        { area: 'local', key: 'transit:madrid:b', sizeBytes: 34 },
        { area: 'session', key: 'transit:madrid:c', sizeBytes: 36 },
      ],
    });
  });

  it('gives a coded error when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const area = {
      getItem: blocked,
      setItem: blocked,
      removeItem: blocked,
      key: blocked,
      get length() {
        return blocked();
      },
    };
    const listed = listStoredEntries('madrid', { local: area, session: area });
    expect(listed.ok).toBe(false);
    if (!listed.ok) {
      expect(listed.error.code).toBe('STORAGE_UNAVAILABLE');
      expect(listed.error.message).toContain('The operation is insecure.');
    }
  });

  it('names the query cache key of a city', () => {
    expect(queryCacheKey('madrid')).toBe('transit:madrid:queries');
  });

  it('puts a persisted store back to its defaults and removes its saved copy', () => {
    const store = createPreferencesStore('madrid');
    store.getState().setLocale('ca');
    store.getState().setAllowPopularStops(false);
    expect(localStorage.getItem('transit:madrid:preferences')).not.toBeNull();
    clearPersistedStore(store);
    expect(store.getState().locale).toBeUndefined();
    expect(store.getState().allowPopularStops).toBe(true);
    expect(localStorage.getItem('transit:madrid:preferences')).toBeNull();
    // The actions survive the reset.
    store.getState().setLocale('en');
    expect(store.getState().locale).toBe('en');
  });
});
