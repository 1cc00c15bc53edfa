/*
 * The signed-in rider's favourites (issue 12): the chunk the favourites store loads when a rider signs in, with the
 * account's repository, the sync of local favourites on login and the account client. A rider who never signs in
 * never downloads it.
 */
import type { City } from '@transit/core';
import type { AuthPort, StoragePort } from '../../platform';
import {
  createCloudFavouritesRepository,
  type IdTokenSource,
  type UserDataApi,
} from './cloudFavouritesRepository';
import type { FavouriteRules, FavouritesRepository, SwitchableFavourites } from './favouritesRepository';
import { deleteLocalFavourites, syncLocalFavourites, uploadLocalFavourites } from './favouritesSync';
import { createUserDataClient } from './userDataClient';

export interface AccountContext {
  readonly city: Pick<City, 'id' | 'apiBase'>;
  /** The device's local storage (the queue is kept there) and the account's ID token. */
  readonly platform: {
    readonly storage: Pick<StoragePort, 'local'>;
    readonly auth: Pick<AuthPort, 'idToken'>;
  };
  /** The device's favourites (the anonymous rider's). */
  readonly local: FavouritesRepository;
  readonly userId: string;
  /** The favourites' rules, handed in by the first download (see FavouriteRules). */
  readonly rules: FavouriteRules;
  /** The account calls; fetch to the city's API by default. */
  readonly api?: UserDataApi;
  /** Where the device's `online` event fires; `window` by default. */
  readonly events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Connects the store to a signed-in rider's account: runs the sync of local favourites on login (spec §4), then shows
 * the account's lists, with the choice screen over them while the device and the account both have favourites. When
 * the account cannot be read (offline), the device's lists stay and the sync runs again once the device is online.
 * Answers what disconnects it (the rider signed out, or another signed in).
 */
export function connectAccount(store: SwitchableFavourites, context: AccountContext): () => void {
  const { local } = context;
  const { auth } = context.platform;
  const events = context.events ?? window;
  const idToken: IdTokenSource = async (forceRefresh) => {
    const token = await auth.idToken(forceRefresh);
    if (!token.ok) throw token.error;
    return token.value;
  };
  const account = createCloudFavouritesRepository({
    cityId: context.city.id,
    userId: context.userId,
    api: context.api ?? createUserDataClient(context.city.apiBase),
    rules: context.rules,
    idToken,
    storage: context.platform.storage.local,
    events,
  });
  let isConnected = true;

  /** Clears the choice and shows the account's lists, once the rider's choice is handled. */
  const settle = async (handle: () => Promise<void>) => {
    await handle();
    if (isConnected) await store.getState().switchRepository(account);
  };

  const sync = async () => {
    const outcome = await syncLocalFavourites(local, account, context.rules.syncAction);
    if (!isConnected) return;
    if (outcome === 'unknown') {
      events.addEventListener('online', retry, { once: true });
      return;
    }
    await store.getState().switchRepository(account);
    if (outcome === 'askRider' && isConnected) {
      store.setState({
        syncChoice: {
          upload: () => settle(() => uploadLocalFavourites(local, account)),
          deleteLocal: () => settle(() => deleteLocalFavourites(local)),
        },
      });
    }
  };
  const retry = () => void sync();
  void sync();

  return () => {
    isConnected = false;
    events.removeEventListener('online', retry);
    account.dispose();
  };
}
