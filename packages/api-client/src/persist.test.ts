import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { PERSISTED_CACHE_MAX_AGE_MS, PERSISTED_CACHE_SAVE_THROTTLE_MS } from '@transit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { lineKeys, stationKeys, stopKeys } from './keys';
import { lineListQuery } from './lines';
import { ApiError, isRetryableError } from './errors';
import {
  checkedSavedAnswer,
  createPersister,
  deserializePersistedClient,
  type DroppedAnswer,
  shouldPersistQuery,
} from './persist';
import { createTransitQueryClient } from './queryClient';
import { arrivalsQuery, stopInfoQuery, stopListQuery } from './stops';
import {
  ARRIVALS,
  fakeFetch,
  LINE_1,
  LINE_LIST,
  LINE_TIMETABLE_AT_SOL,
  MemoryStorage,
  SOL,
  SOL_STATION,
  STATION_ARRIVALS,
  STATION_INFO,
  STOP_INFO,
  STOP_LIST,
} from './testSupport';

const KEY = 'transit-madrid-query-cache';
const BUSTER = '2.0.717';
const NOW = Date.parse('2025-11-19T06:55:00Z');

const client = createApiClient({
  baseUrl: 'https://transit.test/api/madrid',
  fetch: fakeFetch((url) => {
    if (url.endsWith('/info')) return { json: STOP_INFO };
    if (url.includes('/arrivals')) return { json: ARRIVALS };
    if (url.endsWith('/v1/lines')) return { json: LINE_LIST };
    return { status: 500, json: { code: 'INTERNAL_ERROR', message: 'Unexpected.' } };
  }).fetch,
});

/** A query client holding stop info, arrivals and the line list (all marked persist), and two that are not. */
async function filledQueryClient(): Promise<QueryClient> {
  const queryClient = createTransitQueryClient();
  await queryClient.fetchQuery(stopInfoQuery(client, SOL));
  await queryClient.fetchQuery(arrivalsQuery(client, SOL, 'es'));
  await queryClient.fetchQuery(lineListQuery(client));
  await queryClient.fetchQuery({ queryKey: ['notMarked'], queryFn: () => 'kept in memory only' });
  await queryClient
    .fetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('no')),
      retry: false,
      meta: { persist: true },
    })
    .catch(() => undefined);
  return queryClient;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the persisted query cache (spec §9)', () => {
  it('saves at most once per 1000 ms and restores the marked, successful queries into a new client', async () => {
    const storage = new MemoryStorage();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
    const queryClient = await filledQueryClient();

    await persistQueryClientSave({ queryClient, ...persistOptions });
    await vi.advanceTimersByTimeAsync(PERSISTED_CACHE_SAVE_THROTTLE_MS - 1);
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(PERSISTED_CACHE_SAVE_THROTTLE_MS).toBe(1000);

    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as {
      buster: string;
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(saved.buster).toBe(BUSTER);
    expect(saved.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['stopInfo_new', '4-12'],
      ['arrivals', '4-12', 'es'],
      ['lineList_new'],
    ]);

    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });
    expect(restored.getQueryData(stopKeys.info(SOL))).toEqual(STOP_INFO);
    expect(restored.getQueryData(stopKeys.arrivals(SOL, 'es'))).toEqual(ARRIVALS);
    expect(restored.getQueryData(lineKeys.list())).toEqual(LINE_LIST);
    // The age the stop page shows comes from here: the time the answer arrived, not the time it was restored.
    expect(restored.getQueryState(stopKeys.arrivals(SOL, 'es'))?.dataUpdatedAt).toBe(NOW);
    expect(restored.getQueryData(['notMarked'])).toBeUndefined();
  });

  it('saves at once when asked (the page is being hidden), past the throttle', async () => {
    const storage = new MemoryStorage();
    const { persistOptions, saveNow } = createPersister({ storage, key: KEY, buster: BUSTER });
    const queryClient = await filledQueryClient();
    saveNow(queryClient);
    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });
    expect(restored.getQueryData(stopKeys.info(SOL))).toEqual(STOP_INFO);
    expect(restored.getQueryData(['notMarked'])).toBeUndefined();
  });

  it('saving at once loses nothing but the save when the storage refuses it', () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { saveNow } = createPersister({ storage, key: KEY, buster: BUSTER });
    expect(() => saveNow(createTransitQueryClient())).not.toThrow();
    expect(createPersister({ storage: null, key: KEY, buster: BUSTER }).saveNow).not.toThrow();
  });

  it('saves on its own as the cache changes, throttled, once subscribed', async () => {
    const storage = new MemoryStorage();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
    const queryClient = createTransitQueryClient();
    const [unsubscribe, restoring] = persistQueryClient({ queryClient, ...persistOptions });
    await restoring;
    await queryClient.fetchQuery(stopInfoQuery(client, SOL));
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(PERSISTED_CACHE_SAVE_THROTTLE_MS);
    expect(storage.getItem(KEY)).toContain('stopInfo_new');
    unsubscribe();
  });

  it('drops a cache older than 24 h, or saved by another release', async () => {
    const storage = new MemoryStorage();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
    await persistQueryClientSave({ queryClient: await filledQueryClient(), ...persistOptions });
    await vi.advanceTimersByTimeAsync(PERSISTED_CACHE_SAVE_THROTTLE_MS);
    const saved = storage.getItem(KEY) ?? '';

    vi.setSystemTime(NOW + PERSISTED_CACHE_MAX_AGE_MS + 1);
    const tooOld = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: tooOld, ...persistOptions });
    expect(tooOld.getQueryData(stopKeys.info(SOL))).toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();

    vi.setSystemTime(NOW + 60_000);
    storage.setItem(KEY, saved);
    const nextRelease = createPersister({ storage, key: KEY, buster: '2.0.718' }).persistOptions;
    const busted = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: busted, ...nextRelease });
    expect(busted.getQueryData(stopKeys.info(SOL))).toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
    expect(PERSISTED_CACHE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ['a bad JSON blob', '{"timestamp": 17635'],
    ['JSON of another shape', '{"queries": []}'],
    [
      'a query without its state',
      JSON.stringify({
        timestamp: NOW,
        buster: BUSTER,
        clientState: { mutations: [], queries: [{ queryKey: ['x'], queryHash: '["x"]' }] },
      }),
    ],
    ['the literal null', 'null'],
  ])('drops %s at start, without throwing, and starts empty', async (_name, stored) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, stored);
    const errors = vi.spyOn(console, 'error');
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
    const queryClient = createTransitQueryClient();
    await expect(persistQueryClientRestore({ queryClient, ...persistOptions })).resolves.toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.getItem(KEY)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('starts empty when the storage cannot be read, and keeps nothing without a storage', async () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    blocked.removeItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const storage of [blocked, null, undefined]) {
      const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
      const queryClient = createTransitQueryClient();
      await expect(persistQueryClientRestore({ queryClient, ...persistOptions })).resolves.toBeUndefined();
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      await persistQueryClientSave({ queryClient: await filledQueryClient(), ...persistOptions });
      await vi.advanceTimersByTimeAsync(PERSISTED_CACHE_SAVE_THROTTLE_MS);
    }
  });

  it('when the storage is full, drops the oldest query and saves the rest', async () => {
    const storage = new MemoryStorage();
    const setItem = storage.setItem.bind(storage);
    let refusals = 1;
    storage.setItem = (key, value) => {
      if (refusals > 0) {
        refusals -= 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem(key, value);
    };
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER });
    const queryClient = await filledQueryClient();
    await persistQueryClientSave({ queryClient, ...persistOptions });
    await vi.advanceTimersByTimeAsync(PERSISTED_CACHE_SAVE_THROTTLE_MS);
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as { clientState: { queries: unknown[] } };
    expect(saved.clientState.queries).toHaveLength(2);
  });
});

describe('what is persisted', () => {
  it('only successful queries marked meta.persist', () => {
    const marked = { persist: true };
    expect(shouldPersistQuery({ state: { status: 'success' } as never, meta: marked })).toBe(true);
    expect(shouldPersistQuery({ state: { status: 'error' } as never, meta: marked })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'pending' } as never, meta: marked })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'success' } as never, meta: undefined })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'success' } as never, meta: { persist: 'yes' } })).toBe(
      false,
    );
  });

  it('never mutations: a restored one would have no function to resume with', () => {
    const { persistOptions } = createPersister({ storage: new MemoryStorage(), key: KEY, buster: BUSTER });
    const queryClient = createTransitQueryClient();
    const mutation = queryClient
      .getMutationCache()
      .build<unknown, Error, unknown, unknown>(queryClient, { mutationFn: () => Promise.resolve() });
    expect(persistOptions.dehydrateOptions?.shouldDehydrateMutation?.(mutation)).toBe(false);
  });

  it('a stored cache that parses is handed over as it is, every field kept', () => {
    const stored = {
      timestamp: NOW,
      buster: BUSTER,
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['stopInfo_new', '4-12'],
            queryHash: '["stopInfo_new","4-12"]',
            state: { data: STOP_INFO, dataUpdatedAt: NOW },
            meta: { persist: true },
          },
        ],
      },
    };
    expect(deserializePersistedClient(JSON.stringify(stored))).toEqual(stored);
  });
});

describe('a damaged saved answer', () => {
  /** A saved query as the persister writes it. */
  function saved(queryKey: unknown[], data: unknown) {
    return { queryKey, queryHash: JSON.stringify(queryKey), state: { data, dataUpdatedAt: NOW } };
  }

  function storedCache(...queries: ReturnType<typeof saved>[]): string {
    return JSON.stringify({ timestamp: NOW, buster: BUSTER, clientState: { mutations: [], queries } });
  }

  it('is dropped on restore and reported; the sound answers beside it are restored (no error page on every reload)', async () => {
    const storage = new MemoryStorage();
    const onDropped = vi.fn<(dropped: DroppedAnswer) => void>();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER, onDropped });
    storage.setItem(
      KEY,
      storedCache(
        saved(['stopInfo_new', '4-12'], STOP_INFO),
        // A release's bug or another program wrote these: the stop page would read `lines.map` of a string.
        saved(['stopInfo_new', '4-13'], { ...STOP_INFO, code: '4-13', lines: 'L1' }),
        saved(['arrivals', '4-12', 'es'], { ...ARRIVALS, arrivals: [{ lineCode: 7 }] }),
        saved(['lineList_new'], LINE_LIST),
        saved(['unknownKey'], { anything: true }),
      ),
    );
    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });

    expect(restored.getQueryData(stopKeys.info(SOL))).toEqual(STOP_INFO);
    expect(restored.getQueryData(lineKeys.list())).toEqual(LINE_LIST);
    expect(restored.getQueryState(['stopInfo_new', '4-13'])).toBeUndefined();
    expect(restored.getQueryState(stopKeys.arrivals(SOL, 'es'))).toBeUndefined();
    expect(restored.getQueryState(['unknownKey'])).toBeUndefined();
    expect(onDropped.mock.calls.map(([dropped]) => [dropped.code, dropped.queryKey])).toEqual([
      ['SAVED_ANSWER_DAMAGED', ['stopInfo_new', '4-13']],
      ['SAVED_ANSWER_DAMAGED', ['arrivals', '4-12', 'es']],
      ['SAVED_ANSWER_DAMAGED', ['unknownKey']],
    ]);
    expect(onDropped.mock.calls[0]?.[0].reason).toContain('lines');
  });

  it("keeps a line's saved timetable at a stop (['lineTimetable', line, stop]) and drops a damaged one", async () => {
    const storage = new MemoryStorage();
    const onDropped = vi.fn<(dropped: DroppedAnswer) => void>();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER, onDropped });
    storage.setItem(
      KEY,
      storedCache(
        saved(['lineTimetable', '4-1', '4-12'], LINE_TIMETABLE_AT_SOL),
        saved(['lineTimetable', '4-1', '4-13'], { ...LINE_TIMETABLE_AT_SOL, timetable: 'none' }),
      ),
    );
    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });
    expect(restored.getQueryData(lineKeys.timetable(LINE_1, SOL))).toEqual(LINE_TIMETABLE_AT_SOL);
    expect(onDropped.mock.calls.map(([dropped]) => dropped.queryKey)).toEqual([
      ['lineTimetable', '4-1', '4-13'],
    ]);
  });

  it("keeps a station's saved page and board (['stationInfo', code], ['stationArrivals', code]) and drops damaged ones", async () => {
    const storage = new MemoryStorage();
    const onDropped = vi.fn<(dropped: DroppedAnswer) => void>();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER, onDropped });
    storage.setItem(
      KEY,
      storedCache(
        saved(['stationInfo', 'E4-12'], STATION_INFO),
        saved(['stationArrivals', 'E4-12', 'es'], STATION_ARRIVALS),
        saved(['stationArrivals', 'E4-12', 'es', { at: '2025-11-19T08:00' }], STATION_ARRIVALS),
        saved(['stationInfo', 'E4-16'], { ...STATION_INFO, modes: [] }),
        saved(['stationArrivals', 'E4-16', 'es'], { ...STATION_ARRIVALS, modes: 'none' }),
      ),
    );
    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });
    expect(restored.getQueryData(stationKeys.info(SOL_STATION))).toEqual(STATION_INFO);
    expect(restored.getQueryData(stationKeys.arrivals(SOL_STATION, 'es'))).toEqual(STATION_ARRIVALS);
    expect(restored.getQueryData(stationKeys.arrivals(SOL_STATION, 'es', '2025-11-19T08:00'))).toEqual(
      STATION_ARRIVALS,
    );
    expect(onDropped.mock.calls.map(([dropped]) => dropped.queryKey)).toEqual([
      ['stationInfo', 'E4-16'],
      ['stationArrivals', 'E4-16', 'es'],
    ]);
  });

  it("leaves out a board saved under a key without the rider's language (an earlier release's): not used, nothing fails", async () => {
    const storage = new MemoryStorage();
    const onDropped = vi.fn<(dropped: DroppedAnswer) => void>();
    const { persistOptions } = createPersister({ storage, key: KEY, buster: BUSTER, onDropped });
    storage.setItem(
      KEY,
      storedCache(
        saved(['arrivals', '4-12'], ARRIVALS),
        saved(['arrivals', '4-12', { at: '2025-11-19T08:00' }], ARRIVALS),
        saved(['stationArrivals', 'E4-12'], STATION_ARRIVALS),
        saved(['arrivals', '4-12', 'fr'], ARRIVALS),
        saved(['arrivals', '4-12', 'en'], ARRIVALS),
        saved(['arrivals', '4-12', 'ca', { at: '2025-11-19T08:00' }], ARRIVALS),
        saved(['stationArrivals', 'E4-12', 'en'], STATION_ARRIVALS),
      ),
    );
    const restored = createTransitQueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });

    expect(restored.getQueryData(stopKeys.arrivals(SOL, 'en'))).toEqual(ARRIVALS);
    expect(restored.getQueryData(stopKeys.arrivals(SOL, 'ca', '2025-11-19T08:00'))).toEqual(ARRIVALS);
    expect(restored.getQueryData(stationKeys.arrivals(SOL_STATION, 'en'))).toEqual(STATION_ARRIVALS);
    // The Spanish board is not the old answer: its query asks the API.
    expect(restored.getQueryData(stopKeys.arrivals(SOL, 'es'))).toBeUndefined();
    expect(
      restored
        .getQueryCache()
        .findAll({ queryKey: stopKeys.allArrivals() })
        .map((q) => q.queryKey),
    ).toEqual([
      ['arrivals', '4-12', 'en'],
      ['arrivals', '4-12', 'ca', { at: '2025-11-19T08:00' }],
    ]);
    expect(await restored.fetchQuery(arrivalsQuery(client, SOL, 'es'))).toEqual(ARRIVALS);
    expect(onDropped.mock.calls.map(([dropped]) => [dropped.code, dropped.queryKey])).toEqual([
      ['SAVED_ANSWER_DAMAGED', ['arrivals', '4-12']],
      ['SAVED_ANSWER_DAMAGED', ['arrivals', '4-12', { at: '2025-11-19T08:00' }]],
      ['SAVED_ANSWER_DAMAGED', ['stationArrivals', 'E4-12']],
      ['SAVED_ANSWER_DAMAGED', ['arrivals', '4-12', 'fr']],
    ]);
    expect(onDropped.mock.calls[0]?.[0].reason).toContain('key');
  });

  it('is reported on the console when nobody else is told', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restored = deserializePersistedClient(storedCache(saved(['line_new', '4-1'], { lineCode: null })));
    expect(restored.clientState.queries).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^SAVED_ANSWER_DAMAGED \| \["line_new","4-1"\]: /),
    );
  });

  it('the saved stop list is checked when first read: a sound one reads as saved, a damaged one fails the read once, coded', () => {
    const onDropped = vi.fn<(dropped: DroppedAnswer) => void>();
    const sound = deserializePersistedClient(storedCache(saved(['stopList_new'], STOP_LIST)), onDropped);
    const soundList = sound.clientState.queries[0]?.state.data;
    expect(checkedSavedAnswer(soundList)).toBe(soundList);

    const damagedList = { ...STOP_LIST, stops: [['4-12', 'Sol', 'not a latitude']] };
    const damaged = deserializePersistedClient(storedCache(saved(['stopList_new'], damagedList)), onDropped);
    // Restored, unchecked: a start that does not show the list does not pay for its check.
    const restoredList = damaged.clientState.queries[0]?.state.data;
    expect(restoredList).toEqual(damagedList);
    expect(onDropped).not.toHaveBeenCalled();
    expect(() => checkedSavedAnswer(restoredList)).toThrow(
      expect.objectContaining({ name: 'ApiError', code: 'SAVED_ANSWER_DAMAGED' }),
    );
    expect(onDropped).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'SAVED_ANSWER_DAMAGED', queryKey: ['stopList_new'] }),
    );
    expect(isRetryableError(new ApiError('SAVED_ANSWER_DAMAGED', 'x', { url: 'saved:stopList_new' }))).toBe(
      false,
    );
  });

  it('a stop list fetched from the API reads without a second check', async () => {
    const queryClient = createTransitQueryClient();
    const listClient = createApiClient({
      baseUrl: 'https://transit.test/api/madrid',
      fetch: fakeFetch(() => ({ json: STOP_LIST })).fetch,
    });
    const options = stopListQuery(listClient);
    const list = await queryClient.fetchQuery(options);
    expect(options.select?.(list)).toBe(list);
  });
});
