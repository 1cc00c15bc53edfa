import {
  err,
  FAVOURITE_LINES_STORED,
  FAVOURITE_PLACES_STORED,
  FAVOURITE_STOPS_STORED,
  type FavouriteLine,
  favouritesSyncAction,
  type FavouritePlace,
  type FavouriteStop,
  ok,
  type ParsedList,
  parseStoredList,
  ProductError,
  type Result,
  type StoredListRule,
  type UserDataField,
} from '@transit/core';
import { type StorageArea, WEB_STORAGE } from '../../platform';

/** The entry type of each favourites list of the user record (spec §3: stopFavs, lineFavs, placeFavs). */
export interface FavouriteItems {
  readonly stopFavs: FavouriteStop;
  readonly lineFavs: FavouriteLine;
  readonly placeFavs: FavouritePlace;
}

/** The stored form of one list, as the user record holds it (spec §3). */
export type FavouriteList<Field extends UserDataField> = readonly FavouriteItems[Field][];

/** The three lists of the user record (spec §3), by field. */
export type FavouriteListsState = { readonly [Field in UserDataField]: FavouriteList<Field> };

/** The two actions of the sync choice screen (spec §4 Sync of local favourites on login). */
export interface SyncChoice {
  /** Uploads the local favourites, overwriting the account's, then clears them on the device. */
  readonly upload: () => Promise<void>;
  /** Deletes the local favourites, keeping the account's. */
  readonly deleteLocal: () => Promise<void>;
}

/** What the account's chunk (accountFavourites) does with the favourites store: switch it, and ask the rider. */
export interface SwitchableFavourites {
  getState(): { readonly switchRepository: (repository: FavouritesRepository) => Promise<void> };
  setState(partial: { readonly syncChoice: SyncChoice }): void;
}

export type FavouritesStorageErrorCode = 'FAVOURITES_STORAGE_UNAVAILABLE';

/** A list could not be written: the store keeps the change in memory for this session only. */
export class FavouritesStorageError extends ProductError<FavouritesStorageErrorCode> {
  override readonly name = 'FavouritesStorageError';
}

/**
 * Where the rider's favourites live: the user record's three fields, each read and written whole (spec §3, §4:
 * saving writes the whole list to the field). Anonymous riders keep them on the device (spec §6); the account's
 * cloud record will be another implementation of this interface, which is why every call is asynchronous.
 */
export interface FavouritesRepository {
  /**
   * Reads one list. A corrupt entry costs only itself and a corrupt list only its field (never the other two); a list
   * longer than its cap (core's FAVOURITES_LIST_MAX_LENGTH) keeps its first entries, and the rest is not even parsed.
   * `droppedCount` says how many were left out. Never rejects for the device's own storage.
   */
  read<Field extends UserDataField>(field: Field): Promise<ParsedList<FavouriteItems[Field]>>;
  /** Replaces one list whole. Fails with FAVOURITES_STORAGE_UNAVAILABLE when the storage refuses it. */
  write<Field extends UserDataField>(
    field: Field,
    list: FavouriteList<Field>,
  ): Promise<Result<void, FavouritesStorageError>>;
}

/** How each stored list is read back: its entries' schema and its cap (core's, so the rules stay in one place). */
const FAVOURITE_LIST_RULES: { readonly [Field in UserDataField]: StoredListRule<FavouriteItems[Field]> } = {
  stopFavs: FAVOURITE_STOPS_STORED,
  lineFavs: FAVOURITE_LINES_STORED,
  placeFavs: FAVOURITE_PLACES_STORED,
};

/**
 * The favourites' rules the account's chunk (features/favourites/accountFavourites) is handed by the first download:
 * that chunk imports only types from the first download's modules, as a module imported by both would be split into
 * a chunk of its own and grow the first download (see platform/authSession).
 */
export interface FavouriteRules {
  /** Reads a stored list with core's stored-list rules (a damaged entry costs only itself, see `read`). */
  readonly readList: <Field extends UserDataField>(
    field: Field,
    stored: unknown,
  ) => ParsedList<FavouriteItems[Field]>;
  /** Core's sync of local favourites on login (spec §4). */
  readonly syncAction: typeof favouritesSyncAction;
  /** The error class of FAVOURITES_STORAGE_UNAVAILABLE. */
  readonly StorageError: typeof FavouritesStorageError;
}

export const FAVOURITE_RULES: FavouriteRules = {
  readList: (field, stored) => parseStoredList(FAVOURITE_LIST_RULES[field], stored),
  syncAction: favouritesSyncAction,
  StorageError: FavouritesStorageError,
};

/** The localStorage key of a city's list: per city, so sibling apps on one origin keep apart. */
export function favouritesStorageKey(cityId: string, field: UserDataField): string {
  return `transit:${cityId}:${field}`;
}

/**
 * The anonymous rider's favourites in the browser (spec §6: a local store), one key per city and list holding the
 * list as JSON. Blocked, full or damaged storage never throws: a value that is not JSON reads as an empty list, and a
 * refused write answers FAVOURITES_STORAGE_UNAVAILABLE.
 * @param storage the storage area to use (its calls may throw); the web's localStorage when absent
 */
export function createLocalFavouritesRepository(
  cityId: string,
  storage: StorageArea = WEB_STORAGE.local,
): FavouritesRepository {
  return {
    read<Field extends UserDataField>(field: Field) {
      return Promise.resolve(FAVOURITE_RULES.readList(field, readJson(storage, field, cityId)));
    },
    write(field, list) {
      const key = favouritesStorageKey(cityId, field);
      try {
        storage.setItem(key, JSON.stringify(list));
        return Promise.resolve(ok(undefined));
      } catch (cause) {
        return Promise.resolve(
          err(
            new FavouritesStorageError(
              'FAVOURITES_STORAGE_UNAVAILABLE',
              `The favourites list ${key} could not be stored on this device.`,
              { cause },
            ),
          ),
        );
      }
    },
  };
}

/**
 * The stored value of a list: undefined when nothing is stored or the storage cannot be read, and the text itself
 * when it is not JSON (it then reads as one corrupt value).
 */
function readJson(storage: StorageArea, field: UserDataField, cityId: string): unknown {
  let text: string | null | undefined;
  try {
    text = storage.getItem(favouritesStorageKey(cityId, field));
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
