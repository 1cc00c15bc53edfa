import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { PARSE_ONCE, PERSISTED_CACHE_MAX_AGE_MS, PERSISTED_CACHE_SAVE_THROTTLE_MS } from '@transit/core';
import { z } from 'zod';

/** The synchronous key–value storage the cache is kept in: window.localStorage in the app. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CreatePersisterOptions {
  /**
   * Where the cache is kept. Null or undefined keeps nothing: some Android WebViews have no localStorage, and the
   * app must still start.
   */
  readonly storage: SyncStorage | null | undefined;
  /** The storage key; one per city, so variants served from one origin keep their caches apart. */
  readonly key: string;
  /**
   * A cache saved under another buster is dropped on start. Pass the app version: a release whose answers changed
   * shape never reads an older cache as its own.
   */
  readonly buster: string;
}

/** What PersistQueryClientProvider takes as `persistOptions`. */
export type TransitPersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/** Whether a query goes into the persisted cache: a successful one whose factory marked it `meta: { persist: true }`. */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.['persist'] === true;
}

/**
 * The shape of a stored cache, checked before it is handed to TanStack Query: hydrate trusts what it gets, and a
 * value written by another program or cut short would fail deep inside it. Only the envelope is checked; the
 * answers inside were parsed with their schemas when they arrived, and the buster guards their shape across
 * releases.
 */
const persistedClientSchema = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({
    mutations: z.array(z.unknown()),
    queries: z.array(
      z.object({ queryKey: z.array(z.unknown()), queryHash: z.string(), state: z.object({}) }),
    ),
  }),
});

/**
 * Stands for a stored value that cannot be used. Its timestamp of 0 makes the restore remove the stored value
 * instead of hydrating it (persistQueryClientRestore drops a client without a timestamp), so a bad blob is gone
 * after one start rather than failing every start.
 */
const UNUSABLE_CLIENT: PersistedClient = {
  timestamp: 0,
  buster: '',
  clientState: { mutations: [], queries: [] },
};

/** Reads a stored cache; never throws. */
export function deserializePersistedClient(text: string): PersistedClient {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return UNUSABLE_CLIENT;
  }
  // The checked value itself is returned, not the schema's output, which would strip every field not listed.
  return persistedClientSchema.safeParse(value, PARSE_ONCE).success
    ? (value as PersistedClient)
    : UNUSABLE_CLIENT;
}

/**
 * The storage behind a guard: reading or removing never throws (storage can be blocked by the browser's privacy
 * settings, and a failure there must cost the cache, not the start). Writing may throw: the persister catches that
 * and retries without the oldest query, which is what a full storage needs.
 */
function guardedStorage(storage: SyncStorage): SyncStorage {
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to do: the value stays, and the next start checks it again.
      }
    },
  };
}

/**
 * The persisted query cache (spec §9): restored on start, saved at most once per second, discarded after 24 h or
 * when the buster changes; only successful queries marked `meta: { persist: true }` are saved, mutations never (a
 * restored mutation has no function to resume with). For PersistQueryClientProvider:
 * `<PersistQueryClientProvider client={queryClient} persistOptions={createPersister(…).persistOptions}>`.
 */
export function createPersister(options: CreatePersisterOptions): {
  readonly persister: Persister;
  readonly persistOptions: TransitPersistOptions;
  /**
   * Saves the cache at once, past the throttle: for the page being hidden or closed, when a save still waiting for
   * its second would be lost with the page (a rider who opens a stop and closes the app at once keeps its answer).
   */
  readonly saveNow: (queryClient: QueryClient) => void;
} {
  // createSyncStoragePersister is marked deprecated in favour of the async persister, which would only wrap this
  // synchronous storage in promises; it still ships in TanStack Query 5 and its behaviour is tested here.
  const persister = createSyncStoragePersister({
    storage: options.storage ? guardedStorage(options.storage) : undefined,
    key: options.key,
    throttleTime: PERSISTED_CACHE_SAVE_THROTTLE_MS,
    deserialize: deserializePersistedClient,
    retry: removeOldestQuery,
  });
  const dehydrateOptions = {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  };
  return {
    persister,
    persistOptions: {
      persister,
      buster: options.buster,
      maxAge: PERSISTED_CACHE_MAX_AGE_MS,
      dehydrateOptions,
    },
    saveNow(queryClient) {
      if (!options.storage) return;
      const client: PersistedClient = {
        buster: options.buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, dehydrateOptions),
      };
      try {
        options.storage.setItem(options.key, JSON.stringify(client));
      } catch {
        // Full or blocked: the throttled save, which drops the oldest query until it fits, still runs while it can.
      }
    },
  };
}
