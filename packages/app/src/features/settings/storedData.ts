import { err, ok, ProductError, type Result } from '@transit/core';
import { type StorageArea, type StoragePort, WEB_STORAGE } from '../../platform';

/** Where a stored key lives: the kept storage (localStorage) or this tab's session (sessionStorage). */
export type StorageAreaName = keyof StoragePort;

export interface StoredEntry {
  readonly area: StorageAreaName;
  readonly key: string;
  /**
   * What the entry costs against the browser's storage quota, in bytes: key and value in UTF-16 code units, 2 bytes
   * each (browsers keep and count Web Storage text that way).
   */
  readonly sizeBytes: number;
}

export class StorageUnavailableError extends ProductError<'STORAGE_UNAVAILABLE'> {
  override readonly name = 'StorageUnavailableError';
}

/** The prefix of every key the app stores for a city (`transit:<city>:…`), so sibling apps on one origin keep apart. */
export function cityKeyPrefix(cityId: string): string {
  return `transit:${cityId}:`;
}

/**
 * The key the persisted query cache is saved under (spec §4: restored on start, saved throttled at 1 s). TransitApp
 * saves it there; the debug page clears it.
 */
export function queryCacheKey(cityId: string): string {
  return `${cityKeyPrefix(cityId)}queries`;
}

function entriesOf(storage: StorageArea, area: StorageAreaName, prefix: string): StoredEntry[] {
  const entries: StoredEntry[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || !key.startsWith(prefix)) continue;
    const value = storage.getItem(key) ?? '';
    entries.push({ area, key, sizeBytes: 2 * (key.length + value.length) });
  }
  return entries;
}

/**
 * Every key this city has in the device's kept and session storage, sorted by area then key. A browser that blocks
 * storage (it throws on the mere access) gives a coded error instead.
 */
export function listStoredEntries(
  cityId: string,
  storage: StoragePort = WEB_STORAGE,
): Result<readonly StoredEntry[], StorageUnavailableError> {
  const prefix = cityKeyPrefix(cityId);
  try {
    const { local, session } = storage;
    const entries = [...entriesOf(local, 'local', prefix), ...entriesOf(session, 'session', prefix)];
    return ok(entries.sort((a, b) => a.area.localeCompare(b.area) || a.key.localeCompare(b.key)));
  } catch (error) {
    return err(
      new StorageUnavailableError(
        'STORAGE_UNAVAILABLE',
        `The browser's storage cannot be read: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      ),
    );
  }
}

/** A persisted zustand store, as far as clearing it goes. */
export interface ClearableStore<State> {
  getInitialState(): State;
  setState(state: State, replace: true): void;
  readonly persist: { clearStorage(): void };
}

/**
 * Puts a persisted store back to its defaults and removes its saved copy: the defaults first (the store saves them),
 * then the saved copy, so nothing of the rider's is left in the browser.
 */
export function clearPersistedStore<State>(store: ClearableStore<State>): void {
  store.setState(store.getInitialState(), true);
  store.persist.clearStorage();
}
