import { parseLineCode, parseStopCode, unwrap, type UserDataField } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import {
  cloudFavouritesKey,
  type IdTokenSource,
  createCloudFavouritesRepository,
  type UserDataApi,
  USER_DATA_STALE_MS,
} from './cloudFavouritesRepository';
import { FAVOURITE_RULES } from './favouritesRepository';

const stop = (code: string) => unwrap(parseStopCode(code));
const LA_1 = { lineCode: unwrap(parseLineCode('4-1')), favName: 'La 1' };
const SOL = { stopCode: stop('4-12'), name: 'Sol' };
const CASA = { stopCode: stop('09568'), name: 'Casa' };

type Lists = { [Field in UserDataField]: readonly unknown[] };

/** The account's user record on a fake server: GET answers the three lists, PUT replaces one. */
function fakeServer(initial: Partial<Lists> = {}) {
  const record: Lists = { stopFavs: [], lineFavs: [], placeFavs: [], ...initial };
  const calls: string[] = [];
  let failure: Error | undefined;
  const api: UserDataApi = {
    getUserData: vi.fn(async (idToken: IdTokenSource) => {
      await idToken(false);
      calls.push('GET');
      if (failure !== undefined) throw failure;
      return { ...record, droppedCount: 0 };
    }),
    writeUserData: vi.fn(async (idToken: IdTokenSource, field: UserDataField, value: readonly unknown[]) => {
      await idToken(false);
      calls.push(`PUT ${field}`);
      if (failure !== undefined) throw failure;
      record[field] = value;
      return { savedAt: '2026-11-26T09:00:00.000Z' };
    }),
  };
  return {
    api,
    record,
    calls,
    fail: (error: Error) => {
      failure = error;
    },
    recover: () => {
      failure = undefined;
    },
  };
}

const OFFLINE = Object.assign(new Error('offline'), { code: 'OFFLINE' });
const REFUSED = Object.assign(new Error('refused'), { code: 'HTTP_ERROR', status: 401 });

function repositoryOver(
  server: ReturnType<typeof fakeServer>,
  fields: { nowMs?: () => number; isOnline?: () => boolean } = {},
) {
  const events = new EventTarget();
  const repository = createCloudFavouritesRepository({
    cityId: 'madrid',
    userId: 'uid-1',
    api: server.api,
    idToken: () => Promise.resolve('id-token'),
    rules: FAVOURITE_RULES,
    storage: localStorage,
    events,
    ...fields,
  });
  return { repository, events };
}

describe('the cloud favourites repository (spec §6: a signed-in rider’s data lives in the cloud, read remotely)', () => {
  it('reads the three lists with one GET, used for the user-data stale time of 30 minutes', async () => {
    const server = fakeServer({ stopFavs: [SOL], placeFavs: [{ placeId: 'ChIJ1', favName: 'Gimnasio' }] });
    let nowMs = 1_000_000;
    const { repository } = repositoryOver(server, { nowMs: () => nowMs });
    const [stops, lines, places] = await Promise.all([
      repository.read('stopFavs'),
      repository.read('lineFavs'),
      repository.read('placeFavs'),
    ]);
    expect(stops).toEqual({ items: [SOL], droppedCount: 0, unreadCount: 0 });
    expect(lines.items).toEqual([]);
    expect(places.items).toEqual([{ placeId: 'ChIJ1', favName: 'Gimnasio' }]);
    expect(server.calls).toEqual(['GET']);

    nowMs += USER_DATA_STALE_MS - 1;
    await repository.read('stopFavs');
    expect(server.calls).toEqual(['GET']);
    nowMs += 1;
    await repository.read('stopFavs');
    expect(server.calls).toEqual(['GET', 'GET']);
  });

  it('a damaged entry from the server is dropped and costs only itself', async () => {
    const server = fakeServer({ stopFavs: [SOL, { stopCode: 'not a code', name: 'Roto' }, CASA] });
    const { repository } = repositoryOver(server);
    expect(await repository.read('stopFavs')).toEqual({
      items: [SOL, CASA],
      droppedCount: 1,
      unreadCount: 0,
    });
  });

  it('saving writes the whole list to the field with a PUT, and the local view shows it at once', async () => {
    const server = fakeServer({ stopFavs: [SOL] });
    const { repository } = repositoryOver(server);
    await repository.read('stopFavs');
    expect(await repository.write('stopFavs', [SOL, CASA])).toEqual({ ok: true, value: undefined });
    expect((await repository.read('stopFavs')).items).toEqual([SOL, CASA]);
    await vi.waitFor(() => expect(server.record.stopFavs).toEqual([SOL, CASA]));
    expect(server.calls).toEqual(['GET', 'PUT stopFavs']);
    expect(repository.queuedFields()).toEqual([]);
  });

  it('offline edits are queued on the device, the latest whole list per field, and replayed when back online', async () => {
    const server = fakeServer({ stopFavs: [SOL] });
    let isOnline = true;
    const { repository, events } = repositoryOver(server, { isOnline: () => isOnline });
    await repository.read('stopFavs');
    isOnline = false;
    await repository.write('stopFavs', [SOL, CASA]);
    await repository.write('stopFavs', [CASA]);
    await repository.write('lineFavs', [LA_1]);
    expect(await repository.replay()).toBe('queued');
    expect(repository.queuedFields()).toEqual(['stopFavs', 'lineFavs']);
    expect((await repository.read('stopFavs')).items).toEqual([CASA]);
    expect(JSON.parse(localStorage.getItem(cloudFavouritesKey('madrid', 'uid-1')) ?? 'null')).toMatchObject({
      queue: { stopFavs: [CASA], lineFavs: [{ lineCode: '4-1', favName: 'La 1' }] },
    });
    expect(server.calls).toEqual(['GET']);

    isOnline = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(repository.queuedFields()).toEqual([]));
    expect(server.calls).toEqual(['GET', 'PUT stopFavs', 'PUT lineFavs']);
    expect(server.record.stopFavs).toEqual([CASA]);
  });

  it('a write that fails on the network stays queued and is replayed at the next start', async () => {
    const server = fakeServer();
    server.fail(OFFLINE);
    const first = repositoryOver(server).repository;
    await first.write('stopFavs', [SOL]);
    expect(await first.replay()).toBe('queued');
    first.dispose();

    server.recover();
    const next = repositoryOver(server).repository;
    await vi.waitFor(() => expect(server.record.stopFavs).toEqual([SOL]));
    expect(next.queuedFields()).toEqual([]);
  });

  it('a 401 or 403 refusal stops the replay and leaves the queue', async () => {
    const server = fakeServer();
    server.fail(REFUSED);
    const { repository, events } = repositoryOver(server);
    await repository.write('stopFavs', [SOL]);
    await repository.write('lineFavs', []);
    expect(await repository.replay()).toBe('refused');
    server.recover();
    events.dispatchEvent(new Event('online'));
    expect(await repository.replay()).toBe('refused');
    expect(repository.queuedFields()).toEqual(['stopFavs', 'lineFavs']);
    expect(server.calls.filter((call) => call.startsWith('PUT'))).toEqual(['PUT stopFavs']);
  });

  it('offline at start, shows the account’s lists last read on the device, and says they are not known fresh', async () => {
    const server = fakeServer({ stopFavs: [SOL] });
    let nowMs = 5_000_000;
    await repositoryOver(server, { nowMs: () => nowMs }).repository.read('stopFavs');
    server.fail(OFFLINE);
    nowMs += USER_DATA_STALE_MS;
    const again = repositoryOver(server, { nowMs: () => nowMs }).repository;
    expect(await again.refresh()).toBe(false);
    expect((await again.read('stopFavs')).items).toEqual([SOL]);
  });

  it('a damaged record on the device reads as nothing stored, never failing', async () => {
    localStorage.setItem(cloudFavouritesKey('madrid', 'uid-1'), '{"lists":');
    const server = fakeServer({ lineFavs: [{ lineCode: '4-1', favName: 'La 1' }] });
    const { repository } = repositoryOver(server);
    expect((await repository.read('lineFavs')).items).toEqual([{ lineCode: '4-1', favName: 'La 1' }]);
  });

  it('answers FAVOURITES_STORAGE_UNAVAILABLE when the device refuses the queue, and still sends the list', async () => {
    const server = fakeServer();
    const repository = createCloudFavouritesRepository({
      cityId: 'madrid',
      userId: 'uid-1',
      api: server.api,
      idToken: () => Promise.resolve('id-token'),
      rules: FAVOURITE_RULES,
      storage: {
        length: 0,
        key: () => null,
        getItem: () => null,
        removeItem: () => undefined,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      events: new EventTarget(),
    });
    const written = await repository.write('stopFavs', [SOL]);
    expect(written.ok ? undefined : written.error.code).toBe('FAVOURITES_STORAGE_UNAVAILABLE');
    await vi.waitFor(() => expect(server.record.stopFavs).toEqual([SOL]));
  });
});
