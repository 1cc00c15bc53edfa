import { parseLineCode, parseStopCode, unwrap } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createLocalFavouritesRepository,
  FavouritesStorageError,
  favouritesStorageKey,
} from './favouritesRepository';

const stop = (code: string) => unwrap(parseStopCode(code));
const line = (code: string) => unwrap(parseLineCode(code));

/** A Storage whose every call throws, as a full one does on write and a blocked one on everything. */
function throwingStorage(name = 'QuotaExceededError'): Storage {
  const fail = () => {
    throw new DOMException('The storage refused.', name);
  };
  return { length: 0, clear: fail, key: fail, getItem: fail, setItem: fail, removeItem: fail };
}

describe('the local favourites repository (spec §6: anonymous riders keep favourites in a local store)', () => {
  it('writes each list whole under its user-record field, per city, and reads it back', async () => {
    const repository = createLocalFavouritesRepository('madrid');
    const stops = [
      { stopCode: stop('4-12'), name: 'Casa' },
      { stopCode: stop('09568'), name: 'Trabajo' },
    ];
    expect(await repository.write('stopFavs', stops)).toEqual({ ok: true, value: undefined });
    expect(await repository.write('lineFavs', [{ lineCode: line('4-1'), favName: 'La 1' }])).toEqual({
      ok: true,
      value: undefined,
    });
    expect(favouritesStorageKey('madrid', 'stopFavs')).toBe('transit:madrid:stopFavs');
    expect(JSON.parse(localStorage.getItem('transit:madrid:stopFavs') ?? 'null')).toEqual(stops);

    const again = createLocalFavouritesRepository('madrid');
    expect(await again.read('stopFavs')).toEqual({ items: stops, droppedCount: 0, unreadCount: 0 });
    expect(await again.read('lineFavs')).toEqual({
      items: [{ lineCode: '4-1', favName: 'La 1' }],
      droppedCount: 0,
      unreadCount: 0,
    });
    expect(await again.read('placeFavs')).toEqual({ items: [], droppedCount: 0, unreadCount: 0 });
    // A sibling app on the same origin keeps its own favourites.
    expect(await createLocalFavouritesRepository('barcelona').read('stopFavs')).toEqual({
      items: [],
      droppedCount: 0,
      unreadCount: 0,
    });
  });

  it('drops a corrupt entry and keeps the valid rest, canonicalising codes', async () => {
    localStorage.setItem(
      'transit:madrid:stopFavs',
      JSON.stringify([
        { stopCode: '8_09568', name: 'Casa' },
        { stopCode: 'not a code', name: 'Roto' },
        { stopCode: '4-12' },
        { stopCode: '4-12', name: 'Sol' },
      ]),
    );
    expect(await createLocalFavouritesRepository('madrid').read('stopFavs')).toEqual({
      items: [
        { stopCode: '09568', name: 'Casa' },
        { stopCode: '4-12', name: 'Sol' },
      ],
      droppedCount: 2,
      unreadCount: 0,
    });
  });

  it('reads a list of thousands as its first 300, not parsing the rest, and says how many were left out', async () => {
    const stored = Array.from({ length: 5000 }, (_, i) => ({
      lineCode: `6-${i + 1}`,
      favName: `Línea ${i + 1}`,
    }));
    localStorage.setItem('transit:madrid:lineFavs', JSON.stringify(stored));
    const read = await createLocalFavouritesRepository('madrid').read('lineFavs');
    expect(read.items).toHaveLength(300);
    expect(read.items.at(-1)).toEqual({ lineCode: '6-300', favName: 'Línea 300' });
    expect(read).toMatchObject({ droppedCount: 4700, unreadCount: 4700 });
  });

  it('reads a list that is not JSON, or not a list, as empty without losing the other lists', async () => {
    localStorage.setItem('transit:madrid:stopFavs', '[{"stopCode":"4-12",');
    localStorage.setItem('transit:madrid:lineFavs', '{"lineCode":"4-1","favName":"La 1"}');
    localStorage.setItem(
      'transit:madrid:placeFavs',
      JSON.stringify([{ placeId: 'ChIJ1', favName: 'Gimnasio' }]),
    );
    const repository = createLocalFavouritesRepository('madrid');
    expect(await repository.read('stopFavs')).toEqual({ items: [], droppedCount: 1, unreadCount: 0 });
    expect(await repository.read('lineFavs')).toEqual({ items: [], droppedCount: 1, unreadCount: 0 });
    expect(await repository.read('placeFavs')).toEqual({
      items: [{ placeId: 'ChIJ1', favName: 'Gimnasio' }],
      droppedCount: 0,
      unreadCount: 0,
    });
  });

  it('reads blocked storage as empty and answers FAVOURITES_STORAGE_UNAVAILABLE to a write, never throwing', async () => {
    const repository = createLocalFavouritesRepository('madrid', throwingStorage('SecurityError'));
    expect(await repository.read('stopFavs')).toEqual({ items: [], droppedCount: 0, unreadCount: 0 });
    const written = await repository.write('stopFavs', [{ stopCode: stop('4-12'), name: 'Casa' }]);
    expect(written.ok).toBe(false);
    if (written.ok) return;
    expect(written.error).toBeInstanceOf(FavouritesStorageError);
    expect(written.error.code).toBe('FAVOURITES_STORAGE_UNAVAILABLE');
    expect(written.error.message).toBe(
      'The favourites list transit:madrid:stopFavs could not be stored on this device.',
    );
  });

  it('answers FAVOURITES_STORAGE_UNAVAILABLE when the storage is full', async () => {
    const storage = throwingStorage();
    storage.getItem = () => JSON.stringify([{ stopCode: '4-12', name: 'Casa' }]);
    const repository = createLocalFavouritesRepository('madrid', storage);
    expect((await repository.read('stopFavs')).items).toEqual([{ stopCode: '4-12', name: 'Casa' }]);
    const written = await repository.write('stopFavs', []);
    expect(written.ok ? undefined : written.error.code).toBe('FAVOURITES_STORAGE_UNAVAILABLE');
  });

  it('works where merely touching localStorage throws (storage disabled by the browser)', async () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const repository = createLocalFavouritesRepository('madrid');
    expect(await repository.read('lineFavs')).toEqual({ items: [], droppedCount: 0, unreadCount: 0 });
    const written = await repository.write('lineFavs', []);
    expect(written.ok ? undefined : written.error.code).toBe('FAVOURITES_STORAGE_UNAVAILABLE');
  });
});
