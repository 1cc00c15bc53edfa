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
import type { AuthPort } from '../../platform';
import { reportDroppedEntries } from '../../common/storedLists';
import {
  createLocalFavouritesRepository,
  FAVOURITE_RULES,
  type FavouriteItems,
  type FavouriteList,
  type FavouriteListsState,
  type FavouritesRepository,
  type SyncChoice,
} from './favouritesRepository';

export type { FavouriteListsState, SyncChoice } from './favouritesRepository';

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
  /**
   * The sync choice on login (spec §4): set while a signed-in rider has local favourites and the account has some
   * too, until the rider uploads the local ones (overwriting the account's) or deletes them.
   */
  readonly syncChoice?: SyncChoice | undefined;
  /**
   * Reads the lists from another repository and writes there from now on (the account's on sign-in, the device's on
   * sign-out), closing any sync choice; changes made before wait for their writes to the repository they were made in.
   */
  readonly switchRepository: (repository: FavouritesRepository) => Promise<void>;
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
    let current = repository;
    let lastWrite: Promise<unknown> = Promise.resolve();
    let loaded: Promise<void> = Promise.resolve();
    /** Reads the lists of the current repository, after the writes and reads before (so the last switch wins). */
    function load(): Promise<void> {
      // A sync choice belongs to the lists it was asked over: the lists read anew close it.
      loaded = lastWrite
        .then(() => readAll(current))
        .then((lists) => set({ ...lists, isLoaded: true, syncChoice: undefined }));
      lastWrite = loaded;
      return loaded;
    }
    void load();

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
      const target = current;
      const written = lastWrite.then(() => target.write(field, list));
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
      switchRepository(next) {
        current = next;
        return load();
      },
    };
  });
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/**
 * Switches the store with the account (spec §6, §7: user data is read remotely for a signed-in rider, keyed by uid,
 * and from the local store when anonymous): a rider who signs in gets `connect`'s account lists (after the sync of
 * local favourites on login), one who signs out the device's lists again. `connect` answers what disconnects it.
 */
export function followAccount(
  store: FavouritesStore,
  auth: Pick<AuthPort, 'state' | 'subscribe'>,
  local: FavouritesRepository,
  connect: (userId: string) => Promise<() => void>,
): void {
  let userId: string | undefined;
  let connected: Promise<(() => void) | undefined | void> = Promise.resolve();
  const follow = () => {
    const state = auth.state();
    // While a session is restored (loading) the lists stay as they are: it counts as no rider until signed in.
    const next = state.status === 'signedIn' ? state.userId : undefined;
    if (next === userId) return;
    userId = next;
    connected = connected.then((disconnect): Promise<(() => void) | undefined | void> => {
      disconnect?.();
      // A chunk that fails to load (offline) leaves the rider on the device's lists until the next change.
      return next === undefined
        ? store.getState().switchRepository(local)
        : connect(next).catch(() => undefined);
    });
  };
  auth.subscribe(follow);
  follow();
}

/**
 * The rider's favourites as the app keeps them: on the device for an anonymous rider (spec §6), in the city's keys of
 * the device's storage; in the account's user record for a signed-in one (loaded with the account, never at start).
 */
export const FAVOURITES_STORE = storeFactory('favourites', (context) => {
  const local = createLocalFavouritesRepository(context.city.id, context.platform.storage.local);
  const store = createFavouritesStore(local);
  followAccount(store, context.platform.auth, local, (userId) =>
    import('./accountFavourites').then((module) =>
      module.connectAccount(store, { ...context, local, userId, rules: FAVOURITE_RULES }),
    ),
  );
  return store;
});
