import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { apiRoutes } from '@transit/api-contract';
import {
  LOCALES,
  PARSE_ONCE,
  PERSISTED_CACHE_MAX_AGE_MS,
  PERSISTED_CACHE_SAVE_THROTTLE_MS,
} from '@transit/core';
import { z } from 'zod';
import { ApiError } from './errors';
import type {
  ArrivalsKey,
  LineKey,
  LineListKey,
  LineTimetableKey,
  StationArrivalsKey,
  StationInfoKey,
  StopInfoKey,
  StopListKey,
} from './keys';

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
  /**
   * Told of each saved answer that was dropped because it is damaged (or of a kind this release does not save); the
   * rest of the cache is kept. console.warn when absent.
   */
  readonly onDropped?: (dropped: DroppedAnswer) => void;
}

/** A saved answer left out of the restored cache. */
export interface DroppedAnswer {
  /** Always SAVED_ANSWER_DAMAGED: a coded report, for logs and error reporting. */
  readonly code: 'SAVED_ANSWER_DAMAGED';
  readonly queryKey: readonly unknown[];
  /** What is wrong with it: the schema's first issues, or that no schema knows its key. */
  readonly reason: string;
}

/** What PersistQueryClientProvider takes as `persistOptions`. */
export type TransitPersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/** Whether a query goes into the persisted cache: a successful one whose factory marked it `meta: { persist: true }`. */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.['persist'] === true;
}

/**
 * The shape of a stored cache, checked before it is handed to TanStack Query: hydrate trusts what it gets, and a
 * value written by another program or cut short would fail deep inside it. Each saved answer is then checked on its
 * own with its route's response schema (below), so one damaged answer costs only itself.
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

/** A code in a saved key (a stop's, a line's, a station's): its format is checked where the code is parsed. */
const keyCode = z.string();
/** The rider's language in a board's key. */
const keyLang = z.enum(LOCALES);

/**
 * The answer schema of each saved query, by the spec name its key starts with (keys.ts): the route's own response
 * schema, which the answer passed when it arrived, and the shape of the whole key as keys.ts builds it today. A key of
 * another shape (one an earlier release saved, such as a board's key before it carried the language) is left out:
 * no query of this release would read it. `whenRead` marks the stop list: at about 1 MB (13,570 Madrid stops) its
 * check costs a cheap phone a few hundred milliseconds, which a start that does not show it must not pay, so it is
 * checked when first read (`checkedSavedAnswer`, the stop list query's `select`).
 */
const SAVED_ANSWERS: {
  readonly [Name in SavedKeyName]: {
    readonly schema: z.ZodType;
    readonly key: z.ZodType;
    readonly whenRead?: true;
  };
} = {
  stopList_new: {
    schema: apiRoutes.stopList.response,
    key: z.tuple([z.literal('stopList_new')]),
    whenRead: true,
  },
  stopInfo_new: { schema: apiRoutes.stopInfo.response, key: z.tuple([z.literal('stopInfo_new'), keyCode]) },
  arrivals: {
    schema: apiRoutes.arrivals.response,
    key: z.union([
      z.tuple([z.literal('arrivals'), keyCode, keyLang]),
      z.tuple([z.literal('arrivals'), keyCode, keyLang, z.object({ at: z.string() })]),
    ]),
  },
  lineList_new: { schema: apiRoutes.lineList.response, key: z.tuple([z.literal('lineList_new')]) },
  line_new: {
    schema: apiRoutes.line.response,
    key: z.union([
      z.tuple([z.literal('line_new'), keyCode]),
      z.tuple([z.literal('line_new'), keyCode, z.object({ date: z.string() })]),
    ]),
  },
  lineTimetable: {
    schema: apiRoutes.lineTimetable.response,
    key: z.union([
      z.tuple([z.literal('lineTimetable'), keyCode, keyCode]),
      z.tuple([z.literal('lineTimetable'), keyCode, keyCode, z.object({ date: z.string() })]),
    ]),
  },
  stationInfo: { schema: apiRoutes.stationInfo.response, key: z.tuple([z.literal('stationInfo'), keyCode]) },
  stationArrivals: {
    schema: apiRoutes.stationArrivals.response,
    key: z.union([
      z.tuple([z.literal('stationArrivals'), keyCode, keyLang]),
      z.tuple([z.literal('stationArrivals'), keyCode, keyLang, z.object({ at: z.string() })]),
    ]),
  },
};

/** The spec names the saved queries' keys start with. */
type SavedKeyName = (
  | StopListKey
  | StopInfoKey
  | ArrivalsKey
  | LineListKey
  | LineKey
  | LineTimetableKey
  | StationInfoKey
  | StationArrivalsKey
)[0];

function isSavedKeyName(name: unknown): name is SavedKeyName {
  return typeof name === 'string' && Object.hasOwn(SAVED_ANSWERS, name);
}

/** Saved answers restored unchecked (the stop list), with what checks them and whom to tell if they are damaged. */
const uncheckedAnswers = new WeakMap<
  object,
  { readonly schema: z.ZodType; readonly queryKey: readonly unknown[]; readonly report: Report }
>();

type Report = (dropped: DroppedAnswer) => void;

function reportToConsole(dropped: DroppedAnswer): void {
  console.warn(`${dropped.code} | ${JSON.stringify(dropped.queryKey)}: ${dropped.reason}`);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`)
    .join('; ');
}

/**
 * A saved answer as its query reads it: the stop list restored unchecked is checked here, once, with its route's
 * schema. A damaged one fails with SAVED_ANSWER_DAMAGED (reported to the persister's `onDropped`); the query's
 * reader then drops it and asks the API again. Any other answer is returned as it is.
 */
export function checkedSavedAnswer<Answer>(answer: Answer): Answer {
  if (typeof answer !== 'object' || answer === null) return answer;
  const unchecked = uncheckedAnswers.get(answer);
  if (!unchecked) return answer;
  const parsed = unchecked.schema.safeParse(answer, PARSE_ONCE);
  uncheckedAnswers.delete(answer);
  if (parsed.success) return answer;
  const reason = describeIssues(parsed.error);
  unchecked.report({ code: 'SAVED_ANSWER_DAMAGED', queryKey: unchecked.queryKey, reason });
  throw new ApiError(
    'SAVED_ANSWER_DAMAGED',
    `The saved answer ${JSON.stringify(unchecked.queryKey)} is damaged: ${reason}.`,
    {
      url: `saved:${String(unchecked.queryKey[0])}`,
    },
  );
}

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

type SavedQuery = PersistedClient['clientState']['queries'][number];

/**
 * Whether a saved query can be restored: its key has the shape this release builds, and its answer passes its
 * route's schema (or is checked when read).
 */
function isRestorable(query: SavedQuery, report: Report): boolean {
  const name = query.queryKey[0];
  const saved = isSavedKeyName(name) ? SAVED_ANSWERS[name] : undefined;
  if (!saved) {
    report({
      code: 'SAVED_ANSWER_DAMAGED',
      queryKey: query.queryKey,
      reason: 'no saved answer has this key',
    });
    return false;
  }
  if (!saved.key.safeParse(query.queryKey, PARSE_ONCE).success) {
    report({
      code: 'SAVED_ANSWER_DAMAGED',
      queryKey: query.queryKey,
      reason: 'its key is not of a shape this release saves (an earlier release saved it)',
    });
    return false;
  }
  const data: unknown = query.state.data;
  if (saved.whenRead && typeof data === 'object' && data !== null) {
    uncheckedAnswers.set(data, { schema: saved.schema, queryKey: query.queryKey, report });
    return true;
  }
  const parsed = saved.schema.safeParse(data, PARSE_ONCE);
  if (!parsed.success) {
    report({ code: 'SAVED_ANSWER_DAMAGED', queryKey: query.queryKey, reason: describeIssues(parsed.error) });
  }
  return parsed.success;
}

/**
 * Reads a stored cache; never throws. The envelope is checked first (a value that is not one is dropped whole),
 * then each saved answer with its route's response schema: a damaged one is left out and reported, and the others
 * are restored.
 * @param report told of each answer left out (console.warn by default)
 */
export function deserializePersistedClient(text: string, report: Report = reportToConsole): PersistedClient {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return UNUSABLE_CLIENT;
  }
  if (!persistedClientSchema.safeParse(value, PARSE_ONCE).success) return UNUSABLE_CLIENT;
  // The checked value itself is used, not the schema's output, which would strip every field not listed.
  const client = value as PersistedClient;
  const queries = client.clientState.queries.filter((query) => isRestorable(query, report));
  return queries.length === client.clientState.queries.length
    ? client
    : { ...client, clientState: { ...client.clientState, queries } };
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
    deserialize: (text) => deserializePersistedClient(text, options.onDropped),
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
