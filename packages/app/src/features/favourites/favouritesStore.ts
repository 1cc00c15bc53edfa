import {
  type FavouriteCollection,
  type FavouriteError,
  favouriteLines,
  favouritePlaces,
  favouriteStops,
  FAVOURITES_LIST_MAX_LENGTH,
  type LineCode,
  ok,
  parseFavouriteName,
  type Result,
  type StopCode,
  type UserDataField,
} from '@transit/core';
import { createStore } from 'zustand';
import { storeFactory } from '../../common/feature';
import { reportDroppedEntries } from '../../common/storedLists';
import {
  createLocalFavouritesRepository,
  type FavouriteItems,
  type FavouriteList,
  type FavouritesRepository,
} from './favouritesRepository';

/**
 * How a change was kept: `stored` by the repository, or `keptInMemory` when the storage refused it (full, or blocked
 * in private mode): the change then lasts until the app closes, and the rider should be told.
 */
export type SaveOutcome = 'stored' | 'keptInMemory';

/**
 * A named change: refused with FAVOURITE_NAME_EMPTY or FAVOURITE_NAME_TOO_LONG, a new favourite refused with
 * FAVOURITES_LIST_FULL when its list already holds FAVOURITES_LIST_MAX_LENGTH, or kept as SaveOutcome says.
 */
export type FavouriteChange = Result<SaveOutcome, FavouriteError>;

/** The three lists of the user record (spec §3), by field. */
export type FavouriteListsState = { readonly [Field in UserDataField]: FavouriteList<Field> };

/** The operations on one named favourites list; names are trimmed and checked with core's parseFavouriteName. */
export interface NamedFavouriteActions<Id> {
  /**
   * Adds a favourite, or replaces the one with the same id where it stands (spec §3 add); a new one is refused with
   * FAVOURITES_LIST_FULL, and nothing written, when the list already holds FAVOURITES_LIST_MAX_LENGTH.
   */
  readonly save: (id: Id, name: string) => Promise<FavouriteChange>;
  /** Gives the favourite with this id a new name (spec §3 rename by id). */
  readonly rename: (id: Id, name: string) => Promise<FavouriteChange>;
  /** Removes the favourite with this id (spec §3 remove by id). */
  readonly remove: (id: Id) => Promise<SaveOutcome>;
}

export interface FavouritesState extends FavouriteListsState {
  /** Whether the lists have been read; until then they are empty without being known to be empty. */
  readonly isLoaded: boolean;
  /** Favourite stops: a stop code with the rider's alias. */
  readonly stops: NamedFavouriteActions<StopCode>;
  /** Favourite lines: a line code with its favName. */
  readonly lines: NamedFavouriteActions<LineCode>;
  /** Favourite places: a place id with its favName (added from the planner's place search). */
  readonly places: NamedFavouriteActions<string>;
}

/**
 * Reads every list; one the repository cannot read starts empty rather than keeping the others from loading. A list
 * read back with entries left out (damaged, repeated, or past its cap) is reported, by its field.
 */
async function readAll(repository: FavouritesRepository): Promise<FavouriteListsState> {
  const read = async <Field extends UserDataField>(field: Field): Promise<FavouriteList<Field>> => {
    try {
      const parsed = await repository.read(field);
      reportDroppedEntries(field, parsed, FAVOURITES_LIST_MAX_LENGTH);
      return parsed.items;
    } catch {
      return [];
    }
  };
  const [stopFavs, lineFavs, placeFavs] = await Promise.all([
    read('stopFavs'),
    read('lineFavs'),
    read('placeFavs'),
  ]);
  return { stopFavs, lineFavs, placeFavs };
}

/**
 * The rider's favourite stops, lines and places over a repository: each change applies core's collection rule to the
 * list in memory at once (the screens show it), then writes the whole list (spec §4). Writes go out one after another,
 * in the order of the changes, and a change made before the lists are read waits for them, so nothing read later
 * overwrites it.
 */
export function createFavouritesStore(repository: FavouritesRepository) {
  return createStore<FavouritesState>()((set, get) => {
    const loaded = readAll(repository).then((lists) => set({ ...lists, isLoaded: true }));
    let lastWrite: Promise<unknown> = loaded;

    /** Applies a change to the list in memory and writes the list; a refused change leaves both as they were. */
    async function change<Field extends UserDataField>(
      field: Field,
      next: (list: FavouriteList<Field>) => Result<FavouriteItems[Field][], FavouriteError>,
    ): Promise<FavouriteChange> {
      await loaded;
      const lists: FavouriteListsState = get();
      const changed = next(lists[field]);
      if (!changed.ok) return changed;
      const list = changed.value;
      set({ [field]: list } as unknown as Partial<FavouritesState>);
      const written = lastWrite.then(() => repository.write(field, list));
      lastWrite = written.catch(() => undefined);
      try {
        return ok((await written).ok ? 'stored' : 'keptInMemory');
      } catch {
        return ok('keptInMemory');
      }
    }

    function named<Field extends UserDataField, Id>(
      field: Field,
      collection: FavouriteCollection<FavouriteItems[Field], Id>,
      make: (id: Id, name: string) => FavouriteItems[Field],
    ): NamedFavouriteActions<Id> {
      return {
        async save(id, input) {
          const name = parseFavouriteName(input);
          if (!name.ok) return name;
          return change(field, (list) => collection.add(list, make(id, name.value)));
        },
        async rename(id, input) {
          const name = parseFavouriteName(input);
          if (!name.ok) return name;
          return change(field, (list) => ok(collection.rename(list, id, name.value)));
        },
        async remove(id) {
          const removed = await change(field, (list) => ok(collection.remove(list, id)));
          // A removal is never refused.
          return removed.ok ? removed.value : 'keptInMemory';
        },
      };
    }

    return {
      isLoaded: false,
      stopFavs: [],
      lineFavs: [],
      placeFavs: [],
      stops: named('stopFavs', favouriteStops, (stopCode, name) => ({ stopCode, name })),
      lines: named('lineFavs', favouriteLines, (lineCode, favName) => ({ lineCode, favName })),
      places: named('placeFavs', favouritePlaces, (placeId, favName) => ({ placeId, favName })),
    };
  });
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/**
 * The rider's favourites as the app keeps them: on the device for an anonymous rider (spec §6), in the city's keys of
 * the device's storage.
 */
export const FAVOURITES_STORE = storeFactory('favourites', ({ city, platform }) =>
  createFavouritesStore(createLocalFavouritesRepository(city.id, platform.storage.local)),
);
