/*
 * The signed-in rider's favourites in the account's user record (spec §6: read remotely, keyed by uid), part of the
 * chunk loaded when a rider signs in (features/favourites/accountFavourites), never of the app's first download.
 */
import type { UserDataField } from '@transit/core';
import type { StorageArea } from '../../platform';
import type { FavouriteList, FavouriteRules, FavouritesRepository } from './favouritesRepository';

/** The signed-in rider's ID token: the current one, or a fresh one when `forceRefresh` (api-client's IdTokenSource). */
export type IdTokenSource = (forceRefresh: boolean) => Promise<string>;

/** The user record's fields (core's USER_DATA_FIELDS, written here: the chunk takes only types from core). */
export const FIELDS = ['stopFavs', 'lineFavs', 'placeFavs'] as const satisfies readonly UserDataField[];

/** How long the account's lists read by one GET are used before the next read asks again (spec §9: 30 minutes). */
export const USER_DATA_STALE_MS = 1_800_000;
/** How long the account's last lists are kept on the device to show offline (spec §9 user data: kept 7 days). */
export const USER_DATA_KEPT_MS = 604_800_000;

/** The two account calls the repository makes (api-client's AccountApi has them; tests pass a fake). */
export interface UserDataApi {
  /** GET /v1/me/data: the three lists at once. */
  getUserData(idToken: IdTokenSource): Promise<{ readonly [Field in UserDataField]: readonly unknown[] }>;
  /** PUT /v1/me/data/:field: one list whole; a token that expired is refreshed and the call made again by the client. */
  writeUserData(idToken: IdTokenSource, field: UserDataField, value: readonly unknown[]): Promise<unknown>;
}

export interface CloudFavouritesOptions {
  readonly cityId: string;
  /** The rider's uid (the user record's key, spec §3 cities/{city}/users/{uid}). */
  readonly userId: string;
  readonly api: UserDataApi;
  readonly idToken: IdTokenSource;
  readonly rules: Pick<FavouriteRules, 'readList' | 'StorageError'>;
  /** Where the queue of edits not yet sent and the last lists read are kept (the device's local storage). */
  readonly storage: StorageArea;
  /** The clock, epoch milliseconds. */
  readonly nowMs?: () => number;
  /** Whether the device says it is online; `navigator.onLine` by default. */
  readonly isOnline?: () => boolean;
  /** Where the device's `online` event fires (the queue is replayed then); `window` by default. */
  readonly events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** How a replay of the queue ended: all sent, some left for later (offline, a failure), or refused (401, 403). */
export type ReplayOutcome = 'sent' | 'queued' | 'refused';

export interface CloudFavouritesRepository extends FavouritesRepository {
  /**
   * Reads the account's lists when the last read is older than the stale time; answers whether they are known (read
   * within it). The sync on login decides only on known lists, never on a failed read taken for an empty account.
   */
  refresh(): Promise<boolean>;
  /** Sends the queued lists, oldest field first; a refusal (401, 403) stops it and keeps the queue. */
  replay(): Promise<ReplayOutcome>;
  /** The fields whose latest list is still waiting to be sent. */
  queuedFields(): readonly UserDataField[];
  /** Stops listening to the device's `online` event (the rider signed out). */
  dispose(): void;
}

type RawLists = { [Field in UserDataField]: readonly unknown[] };

/** What the device keeps per city and uid: the account's lists as last read, and the edits not yet sent. */
interface Saved {
  readAtMs: number;
  lists: RawLists | undefined;
  /** The latest whole list per field (a write replaces the field, so older ones need not be sent). */
  queue: Partial<RawLists>;
}

/** The device key of a rider's cloud favourites: per city and uid, so riders sharing a device keep apart. */
export function cloudFavouritesKey(cityId: string, userId: string): string {
  return `transit:${cityId}:cloudFavs:${userId}`;
}

function listsOf(value: unknown): Partial<RawLists> {
  const lists: Partial<Record<UserDataField, readonly unknown[]>> = {};
  if (typeof value !== 'object' || value === null) return lists;
  for (const field of FIELDS) {
    const list = (value as Readonly<Record<string, unknown>>)[field];
    if (Array.isArray(list)) lists[field] = list as unknown[];
  }
  return lists;
}

/** Reads the saved record field by field: what is damaged is left out (the lists are parsed again when read). */
function restore(storage: StorageArea, key: string): Saved {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    value = null;
  }
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Readonly<
    Record<string, unknown>
  >;
  const lists = listsOf(fields['lists']);
  const readAtMs = fields['readAtMs'];
  const isWhole = FIELDS.every((field) => lists[field] !== undefined);
  return {
    readAtMs: typeof readAtMs === 'number' ? readAtMs : 0,
    lists: isWhole ? (lists as RawLists) : undefined,
    queue: listsOf(fields['queue']),
  };
}

function isRefusal(error: unknown): boolean {
  const status = (error as { readonly status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/**
 * The signed-in rider's favourites: one GET reads the three lists, used for the spec's user-data stale time (30
 * minutes), and a write replaces a field whole with a PUT. An edit shows at once and is first queued on the device
 * (the latest list per field), then sent; offline, or when a call fails, it stays queued and is replayed when the
 * device is back online, at the next write or at the next start. A refusal (401, 403) stops the replay and keeps the
 * queue: the auth layer signs the rider out. Lists from the server are read with core's stored-list rules, so a
 * damaged entry costs only itself.
 */
export function createCloudFavouritesRepository(options: CloudFavouritesOptions): CloudFavouritesRepository {
  const { api, idToken, storage, rules } = options;
  const nowMs = options.nowMs ?? Date.now;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const events = options.events ?? window;
  const key = cloudFavouritesKey(options.cityId, options.userId);
  const saved = restore(storage, key);
  if (nowMs() - saved.readAtMs >= USER_DATA_KEPT_MS) saved.lists = undefined;
  let reading: Promise<boolean> | undefined;
  let replaying: Promise<ReplayOutcome> = Promise.resolve('sent');
  let isRefused = false;

  /** Keeps the record on the device; false when the storage refuses it (the edit then lasts this session). */
  function persist(): boolean {
    try {
      storage.setItem(key, JSON.stringify(saved));
      return true;
    } catch {
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    if (saved.lists && nowMs() - saved.readAtMs < USER_DATA_STALE_MS) return Promise.resolve(true);
    reading ??= api
      .getUserData(idToken)
      .then((data) => {
        saved.lists = { stopFavs: data.stopFavs, lineFavs: data.lineFavs, placeFavs: data.placeFavs };
        saved.readAtMs = nowMs();
        persist();
        return true;
      })
      .catch(() => false)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function send(): Promise<ReplayOutcome> {
    for (;;) {
      const field = FIELDS.find((each) => saved.queue[each] !== undefined);
      const list = field && saved.queue[field];
      if (!field || !list) return 'sent';
      if (isRefused) return 'refused';
      if (!isOnline()) return 'queued';
      try {
        await api.writeUserData(idToken, field, list);
      } catch (error) {
        isRefused = isRefusal(error);
        return isRefused ? 'refused' : 'queued';
      }
      // A newer edit of the field made while this one was on its way stays queued, and goes next.
      if (saved.queue[field] === list) {
        delete saved.queue[field];
        persist();
      }
    }
  }

  /** One replay after another: an edit made while one is on its way is sent by the next. */
  function replay(): Promise<ReplayOutcome> {
    replaying = replaying.then(send);
    return replaying;
  }

  const onOnline = () => void replay();
  events.addEventListener('online', onOnline);
  void replay();

  return {
    async read<Field extends UserDataField>(field: Field) {
      await refresh();
      const raw = saved.queue[field] ?? saved.lists?.[field];
      return rules.readList(field, raw);
    },
    write<Field extends UserDataField>(field: Field, list: FavouriteList<Field>) {
      saved.queue[field] = list;
      if (saved.lists) saved.lists[field] = list;
      const isKept = persist();
      void replay();
      if (isKept) return Promise.resolve({ ok: true as const, value: undefined });
      // The list is still sent, now or once online, but lasts only while the app is open.
      return Promise.resolve({
        ok: false as const,
        error: new rules.StorageError(
          'FAVOURITES_STORAGE_UNAVAILABLE',
          `The favourites queue ${key} could not be stored on this device.`,
        ),
      });
    },
    refresh,
    replay,
    queuedFields: () => FIELDS.filter((field) => saved.queue[field] !== undefined),
    dispose: () => events.removeEventListener('online', onOnline),
  };
}
