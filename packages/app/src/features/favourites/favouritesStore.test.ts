import {
  FAVOURITE_NAME_MAX_LENGTH,
  ok,
  parseLineCode,
  parseStopCode,
  unwrap,
  type UserDataField,
} from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createLocalFavouritesRepository,
  type FavouriteList,
  type FavouritesRepository,
  FavouritesStorageError,
} from './favouritesRepository';
import { createFavouritesStore } from './favouritesStore';

const stop = (code: string) => unwrap(parseStopCode(code));
const line = (code: string) => unwrap(parseLineCode(code));

type Lists = { [Field in UserDataField]: FavouriteList<Field> };

/** A repository in memory that records its writes. */
function memoryRepository(initial: Partial<Lists> = {}) {
  const lists: Lists = { stopFavs: [], lineFavs: [], placeFavs: [], ...initial };
  const writes: [UserDataField, unknown][] = [];
  const repository: FavouritesRepository = {
    read<Field extends UserDataField>(field: Field) {
      const items: FavouriteList<Field> = lists[field];
      return Promise.resolve({ items: [...items], droppedCount: 0, unreadCount: 0 });
    },
    write(field, list) {
      writes.push([field, list]);
      (lists as Record<UserDataField, unknown>)[field] = list;
      return Promise.resolve(ok(undefined));
    },
  };
  return { repository, lists, writes };
}

/** The store once its lists are read. */
async function loadedStore(repository: FavouritesRepository) {
  const store = createFavouritesStore(repository);
  await vi.waitFor(() => expect(store.getState().isLoaded).toBe(true));
  return store;
}

describe('the favourites store (spec §3 collections, §4 saving writes the whole list)', () => {
  it('starts empty and not loaded, then holds the stored lists', async () => {
    const { repository } = memoryRepository({
      stopFavs: [{ stopCode: stop('4-12'), name: 'Casa' }],
      placeFavs: [{ placeId: 'ChIJ1', favName: 'Gimnasio' }],
    });
    const store = createFavouritesStore(repository);
    expect(store.getState()).toMatchObject({ isLoaded: false, stopFavs: [], lineFavs: [], placeFavs: [] });
    await vi.waitFor(() => expect(store.getState().isLoaded).toBe(true));
    expect(store.getState().stopFavs).toEqual([{ stopCode: '4-12', name: 'Casa' }]);
    expect(store.getState().placeFavs).toEqual([{ placeId: 'ChIJ1', favName: 'Gimnasio' }]);
  });

  it('saves a stop with its alias trimmed, appending it, and writes the whole stopFavs list', async () => {
    const { repository, writes } = memoryRepository({
      stopFavs: [{ stopCode: stop('72'), name: 'Cibeles' }],
    });
    const store = await loadedStore(repository);
    expect(await store.getState().stops.save(stop('4-12'), '  Casa ')).toEqual({ ok: true, value: 'stored' });
    const expected = [
      { stopCode: '72', name: 'Cibeles' },
      { stopCode: '4-12', name: 'Casa' },
    ];
    expect(store.getState().stopFavs).toEqual(expected);
    expect(writes).toEqual([['stopFavs', expected]]);
  });

  it('saving a stop that is already a favourite replaces it where it stands (spec §3 add)', async () => {
    const { repository } = memoryRepository({
      stopFavs: [
        { stopCode: stop('4-12'), name: 'Casa' },
        { stopCode: stop('72'), name: 'Cibeles' },
      ],
    });
    const store = await loadedStore(repository);
    await store.getState().stops.save(stop('4-12'), 'Sol');
    expect(store.getState().stopFavs).toEqual([
      { stopCode: '4-12', name: 'Sol' },
      { stopCode: '72', name: 'Cibeles' },
    ]);
  });

  it('renames and removes a stop by its code', async () => {
    const { repository, lists } = memoryRepository({
      stopFavs: [
        { stopCode: stop('4-12'), name: 'Casa' },
        { stopCode: stop('72'), name: 'Cibeles' },
      ],
    });
    const store = await loadedStore(repository);
    expect(await store.getState().stops.rename(stop('4-12'), 'Trabajo ')).toEqual({
      ok: true,
      value: 'stored',
    });
    expect(store.getState().stopFavs[0]).toEqual({ stopCode: '4-12', name: 'Trabajo' });
    expect(await store.getState().stops.remove(stop('4-12'))).toBe('stored');
    expect(store.getState().stopFavs).toEqual([{ stopCode: '72', name: 'Cibeles' }]);
    expect(lists.stopFavs).toEqual([{ stopCode: '72', name: 'Cibeles' }]);
  });

  it.each([
    ['an empty alias', '   ', 'FAVOURITE_NAME_EMPTY'],
    [
      'an alias over the stored maximum',
      'x'.repeat(FAVOURITE_NAME_MAX_LENGTH + 1),
      'FAVOURITE_NAME_TOO_LONG',
    ],
  ])('refuses %s without writing anything', async (_, name, code) => {
    const { repository, writes } = memoryRepository({
      stopFavs: [{ stopCode: stop('72'), name: 'Cibeles' }],
    });
    const store = await loadedStore(repository);
    const saved = await store.getState().stops.save(stop('4-12'), name);
    const renamed = await store.getState().stops.rename(stop('72'), name);
    expect([saved.ok ? undefined : saved.error.code, renamed.ok ? undefined : renamed.error.code]).toEqual([
      code,
      code,
    ]);
    expect(store.getState().stopFavs).toEqual([{ stopCode: '72', name: 'Cibeles' }]);
    expect(writes).toEqual([]);
  });

  it('keeps lines and places in lineFavs and placeFavs with the same rules', async () => {
    const { repository, writes } = memoryRepository({ placeFavs: [{ placeId: 'ChIJ1', favName: 'Gym' }] });
    const store = await loadedStore(repository);
    await store.getState().lines.save(line('4_01'), 'Pinar de Chamartín - Valdecarros');
    await store.getState().lines.rename(line('4-1'), 'La azul');
    await store.getState().places.rename('ChIJ1', 'Gimnasio');
    expect(store.getState().lineFavs).toEqual([{ lineCode: '4-1', favName: 'La azul' }]);
    expect(store.getState().placeFavs).toEqual([{ placeId: 'ChIJ1', favName: 'Gimnasio' }]);
    await store.getState().lines.remove(line('4-1'));
    await store.getState().places.remove('ChIJ1');
    expect(writes.map(([field, list]) => `${field}: ${JSON.stringify(list)}`)).toEqual([
      'lineFavs: [{"lineCode":"4-1","favName":"Pinar de Chamartín - Valdecarros"}]',
      'lineFavs: [{"lineCode":"4-1","favName":"La azul"}]',
      'placeFavs: [{"placeId":"ChIJ1","favName":"Gimnasio"}]',
      'lineFavs: []',
      'placeFavs: []',
    ]);
  });

  it('adds a place (for the planner’s place search)', async () => {
    const store = await loadedStore(memoryRepository().repository);
    await store.getState().places.save('ChIJ2', 'Casa de los abuelos');
    expect(store.getState().placeFavs).toEqual([{ placeId: 'ChIJ2', favName: 'Casa de los abuelos' }]);
  });

  it('applies a change made before the lists are read on top of them, not under them', async () => {
    const { repository } = memoryRepository({ stopFavs: [{ stopCode: stop('72'), name: 'Cibeles' }] });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = repository.read.bind(repository);
    repository.read = <Field extends UserDataField>(field: Field) => held.then(() => read(field));
    const store = createFavouritesStore(repository);
    const saving = store.getState().stops.save(stop('4-12'), 'Casa');
    release();
    expect(await saving).toEqual({ ok: true, value: 'stored' });
    expect(store.getState().stopFavs).toEqual([
      { stopCode: '72', name: 'Cibeles' },
      { stopCode: '4-12', name: 'Casa' },
    ]);
  });

  it('writes one change after another, in the order they were made', async () => {
    const { repository } = memoryRepository();
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const write = repository.write.bind(repository);
    let calls = 0;
    repository.write = async (field, list) => {
      calls += 1;
      const call = calls;
      if (call === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push(`${call}: ${list.length}`);
      return write(field, list);
    };
    const store = await loadedStore(repository);
    const first = store.getState().stops.save(stop('4-12'), 'Casa');
    const second = store.getState().stops.save(stop('72'), 'Cibeles');
    await vi.waitFor(() => expect(calls).toBe(1));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['1: 1', '2: 2']);
  });

  it('keeps a change in memory, and says so, when the storage refuses it (full, or blocked)', async () => {
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const store = await loadedStore(createLocalFavouritesRepository('madrid', full));
    expect(await store.getState().stops.save(stop('4-12'), 'Casa')).toEqual({
      ok: true,
      value: 'keptInMemory',
    });
    expect(store.getState().stopFavs).toEqual([{ stopCode: '4-12', name: 'Casa' }]);
    expect(await store.getState().stops.remove(stop('4-12'))).toBe('keptInMemory');
  });

  it('keeps a change in memory when a repository rejects the write, and later writes still go out', async () => {
    const { repository, lists } = memoryRepository();
    const write = repository.write.bind(repository);
    let calls = 0;
    repository.write = (field, list) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('network down')) : write(field, list);
    };
    const store = await loadedStore(repository);
    expect(await store.getState().lines.save(line('4-1'), 'La 1')).toEqual({
      ok: true,
      value: 'keptInMemory',
    });
    expect(await store.getState().lines.save(line('4-2'), 'La 2')).toEqual({ ok: true, value: 'stored' });
    expect(lists.lineFavs).toHaveLength(2);
  });

  it('starts a list the repository cannot read empty, still reading the others', async () => {
    const { repository } = memoryRepository({ lineFavs: [{ lineCode: line('4-1'), favName: 'La 1' }] });
    const read = repository.read.bind(repository);
    repository.read = <Field extends UserDataField>(field: Field) =>
      field === 'stopFavs'
        ? Promise.reject(new FavouritesStorageError('FAVOURITES_STORAGE_UNAVAILABLE', 'unreadable'))
        : read(field);
    const store = await loadedStore(repository);
    expect(store.getState().stopFavs).toEqual([]);
    expect(store.getState().lineFavs).toEqual([{ lineCode: '4-1', favName: 'La 1' }]);
  });

  it('reads back from the browser what it saved, per city', async () => {
    const store = await loadedStore(createLocalFavouritesRepository('madrid'));
    await store.getState().stops.save(stop('8_09568'), 'Pueblo');
    const again = await loadedStore(createLocalFavouritesRepository('madrid'));
    expect(again.getState().stopFavs).toEqual([{ stopCode: '09568', name: 'Pueblo' }]);
    const sibling = await loadedStore(createLocalFavouritesRepository('madrid-bus'));
    expect(sibling.getState().stopFavs).toEqual([]);
  });
});

/** The most entries each favourites list keeps (core's FAVOURITES_LIST_MAX_LENGTH). */
const LIST_CAP = 300;

/** `count` favourite stops as the device stores them: EMT codes 1, 2, … named "Parada 1", "Parada 2", … */
function storedStops(count: number): { stopCode: unknown; name: string }[] {
  return Array.from({ length: count }, (_, i) => ({ stopCode: String(i + 1), name: `Parada ${i + 1}` }));
}

describe('the favourites store with more favourites than a list keeps', () => {
  it('thousands of stored favourite stops load capped, keeping the first 300, and the dropped count is reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('transit:madrid:stopFavs', JSON.stringify(storedStops(5000)));
    localStorage.setItem('transit:madrid:lineFavs', JSON.stringify([{ lineCode: '4-1', favName: 'La 1' }]));
    const store = await loadedStore(createLocalFavouritesRepository('madrid'));
    const stops = store.getState().stopFavs;
    expect(stops).toHaveLength(LIST_CAP);
    expect(stops[0]).toEqual({ stopCode: '1', name: 'Parada 1' });
    expect(stops.at(-1)).toEqual({ stopCode: '300', name: 'Parada 300' });
    expect(store.getState().lineFavs).toEqual([{ lineCode: '4-1', favName: 'La 1' }]);
    expect(warn.mock.calls).toEqual([
      [
        'STORED_LIST_ENTRIES_DROPPED | The stored list stopFavs was read back with 300 entries; 4700 were left out: ' +
          '0 damaged or repeated, and 4700 not read (it keeps at most 300).',
      ],
    ]);
  });

  it('a damaged entry among thousands of stored favourite stops costs only itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = storedStops(5000);
    stored[10] = { stopCode: 'not a code', name: 'Roto' };
    localStorage.setItem('transit:madrid:stopFavs', JSON.stringify(stored));
    const store = await loadedStore(createLocalFavouritesRepository('madrid'));
    const codes = store.getState().stopFavs.map((favourite) => favourite.stopCode);
    expect(codes).toHaveLength(LIST_CAP);
    expect(codes.slice(9, 12)).toEqual(['10', '12', '13']);
    expect(codes.at(-1)).toBe('301');
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      '4700 were left out: 1 damaged or repeated, and 4699 not read',
    );
  });

  it('reports nothing for a list read back whole', async () => {
    const warn = vi.spyOn(console, 'warn');
    localStorage.setItem('transit:madrid:stopFavs', JSON.stringify(storedStops(LIST_CAP)));
    const store = await loadedStore(createLocalFavouritesRepository('madrid'));
    expect(store.getState().stopFavs).toHaveLength(LIST_CAP);
    expect(warn).not.toHaveBeenCalled();
  });

  it('adding a favourite stop, line or place past the cap is refused with FAVOURITES_LIST_FULL, writing nothing', async () => {
    const { repository, writes } = memoryRepository({
      stopFavs: Array.from({ length: LIST_CAP }, (_, i) => ({
        stopCode: stop(String(i + 1)),
        name: `P${i}`,
      })),
      lineFavs: Array.from({ length: LIST_CAP }, (_, i) => ({
        lineCode: line(`6-${i + 1}`),
        favName: `L${i}`,
      })),
      placeFavs: Array.from({ length: LIST_CAP }, (_, i) => ({ placeId: `ChIJ${i}`, favName: `Lugar ${i}` })),
    });
    const store = await loadedStore(repository);
    const refusals = [
      await store.getState().stops.save(stop('4-12'), 'Sol'),
      await store.getState().lines.save(line('4-1'), 'La 1'),
      await store.getState().places.save('ChIJ-new', 'Casa'),
    ];
    expect(refusals.map((refused) => (refused.ok ? refused.value : refused.error.code))).toEqual([
      'FAVOURITES_LIST_FULL',
      'FAVOURITES_LIST_FULL',
      'FAVOURITES_LIST_FULL',
    ]);
    expect(writes).toEqual([]);
    expect(store.getState().stopFavs).toHaveLength(LIST_CAP);
    expect(favouriteCodes(store.getState().stopFavs)).not.toContain('4-12');

    // A full list still takes a new name for a favourite it holds, and room made by a removal.
    expect(await store.getState().stops.save(stop('1'), 'Casa')).toEqual({ ok: true, value: 'stored' });
    expect(await store.getState().stops.rename(stop('2'), 'Trabajo')).toEqual({ ok: true, value: 'stored' });
    expect(await store.getState().stops.remove(stop('3'))).toBe('stored');
    expect(await store.getState().stops.save(stop('4-12'), 'Sol')).toEqual({ ok: true, value: 'stored' });
    expect(store.getState().stopFavs).toHaveLength(LIST_CAP);
    expect(store.getState().stopFavs.at(-1)).toEqual({ stopCode: '4-12', name: 'Sol' });
  });
});

function favouriteCodes(list: readonly { readonly stopCode: string }[]): string[] {
  return list.map((favourite) => favourite.stopCode);
}
