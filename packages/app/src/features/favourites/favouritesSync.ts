/*
 * The sync of local favourites on login (spec §4), part of the chunk loaded when a rider signs in.
 */
import type { UserDataField } from '@transit/core';
import { FIELDS } from './cloudFavouritesRepository';
import type {
  FavouriteList,
  FavouriteListsState,
  FavouriteRules,
  FavouritesRepository,
} from './favouritesRepository';

/**
 * What the sync on login did: `none` (no local favourites), `uploaded` (the account had none: the local ones were
 * uploaded, then deleted locally), `askRider` (both have some: the choice screen shows), or `unknown` (the account's
 * lists could not be read: nothing is decided until they can).
 */
export type SyncOutcome = 'none' | 'uploaded' | 'askRider' | 'unknown';

/** The account's side of the sync: its lists, and whether they are known (read from the server within its time). */
export interface AccountLists extends FavouritesRepository {
  readonly refresh: () => Promise<boolean>;
}

async function readLists(repository: FavouritesRepository): Promise<FavouriteListsState> {
  const read = async <Field extends UserDataField>(field: Field): Promise<FavouriteList<Field>> =>
    (await repository.read(field)).items;
  const [stopFavs, lineFavs, placeFavs] = await Promise.all([
    read('stopFavs'),
    read('lineFavs'),
    read('placeFavs'),
  ]);
  return { stopFavs, lineFavs, placeFavs };
}

function countOf(lists: FavouriteListsState): number {
  return FIELDS.reduce((count, field) => count + lists[field].length, 0);
}

/**
 * Uploads the local favourites (stops, lines and places), overwriting the account's, then clears them locally (spec
 * §4: local data is cleared after handling). The account's repository keeps each list queued on the device until it
 * is sent, so clearing the local lists loses nothing offline.
 */
export async function uploadLocalFavourites(
  local: FavouritesRepository,
  account: FavouritesRepository,
): Promise<void> {
  const lists = await readLists(local);
  await account.write('stopFavs', lists.stopFavs);
  await account.write('lineFavs', lists.lineFavs);
  await account.write('placeFavs', lists.placeFavs);
  await deleteLocalFavourites(local);
}

/** Deletes the local favourites, keeping the account's (spec §4). */
export async function deleteLocalFavourites(local: FavouritesRepository): Promise<void> {
  await local.write('stopFavs', []);
  await local.write('lineFavs', []);
  await local.write('placeFavs', []);
}

/**
 * The sync of local favourites on login (spec §4, core's favouritesSyncAction): with no local favourites nothing is
 * done; with local ones and none in the account they are uploaded, then deleted locally; with both, the rider is to
 * choose (`askRider`). An account whose lists cannot be read is never taken for an empty one.
 */
export async function syncLocalFavourites(
  local: FavouritesRepository,
  account: AccountLists,
  syncAction: FavouriteRules['syncAction'],
): Promise<SyncOutcome> {
  const localCount = countOf(await readLists(local));
  if (localCount === 0) return 'none';
  if (!(await account.refresh())) return 'unknown';
  const action = syncAction({ localCount, serverCount: countOf(await readLists(account)) });
  switch (action) {
    case 'none':
      return 'none';
    case 'upload':
      await uploadLocalFavourites(local, account);
      return 'uploaded';
    case 'askRider':
      return 'askRider';
  }
}
