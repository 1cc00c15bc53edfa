import { parseLineCode, parseStopCode, unwrap, type UserDataField } from '@transit/core';
import type { AuthState } from '../../platform';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, FAKE_RIDER } from '../../testSupport';
import { connectAccount } from './accountFavourites';
import type { UserDataApi } from './cloudFavouritesRepository';
import { createLocalFavouritesRepository, FAVOURITE_RULES } from './favouritesRepository';
import { createFavouritesStore, followAccount } from './favouritesStore';

const stop = (code: string) => unwrap(parseStopCode(code));
const line = (code: string) => unwrap(parseLineCode(code));
const SOL = { stopCode: stop('4-12'), name: 'Sol' };
const CASA = { stopCode: stop('09568'), name: 'Casa' };
const LA_1 = { lineCode: line('4-1'), favName: 'La 1' };

type Lists = { [Field in UserDataField]: readonly unknown[] };

function fakeAccount(initial: Partial<Lists> = {}) {
  const record: Lists = { stopFavs: [], lineFavs: [], placeFavs: [], ...initial };
  let isOffline = false;
  const api: UserDataApi = {
    getUserData: vi.fn(() =>
      isOffline ? Promise.reject(new Error('offline')) : Promise.resolve({ ...record, droppedCount: 0 }),
    ),
    writeUserData: vi.fn((_idToken, field: UserDataField, value: readonly unknown[]) => {
      if (isOffline) return Promise.reject(new Error('offline'));
      record[field] = value;
      return Promise.resolve({ savedAt: '2026-11-26T09:00:00.000Z' });
    }),
  };
  return {
    api,
    record,
    setOffline: (value: boolean) => {
      isOffline = value;
    },
  };
}

const SIGNED_IN: AuthState = { status: 'signedIn', ...FAKE_RIDER };

/** The app's favourites store following a fake account, over the device's storage and a fake server. */
function signedInApp(account: ReturnType<typeof fakeAccount>, initial: AuthState = { status: 'signedOut' }) {
  const { auth, setState } = fakeAuth(initial);
  const local = createLocalFavouritesRepository('madrid');
  const store = createFavouritesStore(local);
  const events = new EventTarget();
  const connect = vi.fn((userId: string) =>
    Promise.resolve(
      connectAccount(store, {
        city: { id: 'madrid', apiBase: '/api/madrid' },
        platform: { storage: { local: localStorage }, auth },
        local,
        userId,
        rules: FAVOURITE_RULES,
        api: account.api,
        events,
      }),
    ),
  );
  followAccount(store, auth, local, connect);
  return { store, local, setState, connect, events };
}

function storeLocally(lists: Partial<Lists>) {
  for (const [field, list] of Object.entries(lists)) {
    localStorage.setItem(`transit:madrid:${field}`, JSON.stringify(list));
  }
}

const localList = (field: UserDataField) =>
  JSON.parse(localStorage.getItem(`transit:madrid:${field}`) ?? 'null') as unknown;

describe('the favourites store follows the account (spec §6: remote for a signed-in rider, local when anonymous)', () => {
  it('an anonymous rider keeps the local lists and loads nothing of the account', async () => {
    storeLocally({ stopFavs: [SOL] });
    const { store, connect } = signedInApp(fakeAccount());
    await vi.waitFor(() => expect(store.getState().isLoaded).toBe(true));
    expect(store.getState().stopFavs).toEqual([SOL]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('signing in shows the account’s lists, and signing out the local ones again', async () => {
    const account = fakeAccount({ stopFavs: [CASA], lineFavs: [LA_1] });
    const { store, setState, connect } = signedInApp(account);
    setState(SIGNED_IN);
    await vi.waitFor(() => expect(store.getState().stopFavs).toEqual([CASA]));
    expect(store.getState().lineFavs).toEqual([LA_1]);
    expect(connect).toHaveBeenCalledWith(FAKE_RIDER.userId);

    await store.getState().stops.save(stop('4-12'), 'Sol');
    await vi.waitFor(() => expect(account.record.stopFavs).toEqual([CASA, SOL]));
    expect(localList('stopFavs')).toBeNull();

    setState({ status: 'signedOut' });
    await vi.waitFor(() => expect(store.getState().stopFavs).toEqual([]));
    expect(store.getState().lineFavs).toEqual([]);
  });

  it('a session still being restored keeps the lists as they are', async () => {
    storeLocally({ stopFavs: [SOL] });
    const { store, connect } = signedInApp(fakeAccount(), { status: 'loading' });
    await vi.waitFor(() => expect(store.getState().isLoaded).toBe(true));
    expect(store.getState().stopFavs).toEqual([SOL]);
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('sync of local favourites on login (spec §4)', () => {
  it('no local favourites: nothing to do, the account’s lists show', async () => {
    const account = fakeAccount({ stopFavs: [CASA] });
    const { store } = signedInApp(account, SIGNED_IN);
    await vi.waitFor(() => expect(store.getState().stopFavs).toEqual([CASA]));
    expect(store.getState().syncChoice).toBeUndefined();
    expect(account.api.writeUserData).not.toHaveBeenCalled();
  });

  it('local data exists and no server data: the local data is uploaded, then deleted locally', async () => {
    storeLocally({ stopFavs: [SOL, CASA], lineFavs: [LA_1] });
    const account = fakeAccount();
    const { store } = signedInApp(account, SIGNED_IN);
    await vi.waitFor(() => expect(account.record.stopFavs).toEqual([SOL, CASA]));
    expect(account.record.lineFavs).toEqual([LA_1]);
    expect(localList('stopFavs')).toEqual([]);
    expect(localList('lineFavs')).toEqual([]);
    await vi.waitFor(() => expect(store.getState().stopFavs).toEqual([SOL, CASA]));
    expect(store.getState().syncChoice).toBeUndefined();
  });

  it('both exist: a choice screen shows until the rider chooses; upload overwrites the account’s', async () => {
    storeLocally({ stopFavs: [SOL] });
    const account = fakeAccount({ stopFavs: [CASA], lineFavs: [LA_1] });
    const { store } = signedInApp(account, SIGNED_IN);
    await vi.waitFor(() => expect(store.getState().syncChoice).toBeDefined());
    expect(account.api.writeUserData).not.toHaveBeenCalled();
    expect(localList('stopFavs')).toEqual([SOL]);

    await store.getState().syncChoice?.upload();
    expect(store.getState().syncChoice).toBeUndefined();
    await vi.waitFor(() => expect(account.record).toEqual({ stopFavs: [SOL], lineFavs: [], placeFavs: [] }));
    expect(localList('stopFavs')).toEqual([]);
    expect(store.getState().stopFavs).toEqual([SOL]);
    expect(store.getState().lineFavs).toEqual([]);
  });

  it('both exist: delete the local ones keeps the account’s', async () => {
    storeLocally({ stopFavs: [SOL] });
    const account = fakeAccount({ stopFavs: [CASA] });
    const { store } = signedInApp(account, SIGNED_IN);
    await vi.waitFor(() => expect(store.getState().syncChoice).toBeDefined());
    await store.getState().syncChoice?.deleteLocal();
    expect(store.getState().syncChoice).toBeUndefined();
    expect(localList('stopFavs')).toEqual([]);
    expect(account.record.stopFavs).toEqual([CASA]);
    expect(account.api.writeUserData).not.toHaveBeenCalled();
    expect(store.getState().stopFavs).toEqual([CASA]);
  });

  it('an account that cannot be read is never taken for an empty one: the sync waits for the network', async () => {
    storeLocally({ stopFavs: [SOL] });
    const account = fakeAccount({ stopFavs: [CASA] });
    account.setOffline(true);
    const { store, events } = signedInApp(account, SIGNED_IN);
    await vi.waitFor(() => expect(account.api.getUserData).toHaveBeenCalled());
    expect(account.api.writeUserData).not.toHaveBeenCalled();
    expect(localList('stopFavs')).toEqual([SOL]);
    expect(store.getState().syncChoice).toBeUndefined();

    account.setOffline(false);
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.getState().syncChoice).toBeDefined());
  });

  it('signing out while the choice shows closes it and shows the local lists', async () => {
    storeLocally({ stopFavs: [SOL] });
    const { store, setState } = signedInApp(fakeAccount({ stopFavs: [CASA] }), SIGNED_IN);
    await vi.waitFor(() => expect(store.getState().syncChoice).toBeDefined());
    setState({ status: 'signedOut' });
    await vi.waitFor(() => expect(store.getState().syncChoice).toBeUndefined());
    await vi.waitFor(() => expect(store.getState().stopFavs).toEqual([SOL]));
  });
});
