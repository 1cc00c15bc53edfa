/**
 * One area of the device's key–value storage, in the Web Storage API's shape. Every call may throw, as the browser's
 * own does: a SecurityError where the browser blocks storage (some private modes and WebViews throw on the mere
 * access), a QuotaExceededError when it is full. Its users catch (persistedStore's safeStorage, the favourites
 * repository, the query persister), so blocked or full storage costs what it cannot keep, never the start.
 */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Where the rider's data stays on the device (spec §6: an anonymous rider's data lives in a local store). */
export interface StoragePort {
  /** Kept across sessions: preferences, favourites, recent stops, the persisted query cache. */
  readonly local: StorageArea;
  /** Kept for this tab's session only: the app configuration a wrapper passes at every start (spec §2). */
  readonly session: StorageArea;
}

/**
 * The browser's storage area, reached at each call rather than once: a browser that blocks storage throws on the
 * mere access to `window.localStorage`, and that must cost the call, not the start.
 */
function browserArea(name: 'localStorage' | 'sessionStorage'): StorageArea {
  const area = (): Storage => globalThis[name];
  return {
    getItem: (key) => area().getItem(key),
    setItem: (key, value) => area().setItem(key, value),
    removeItem: (key) => area().removeItem(key),
    key: (index) => area().key(index),
    get length() {
      return area().length;
    },
  };
}

/** The web adapter: the browser's localStorage and sessionStorage, with their failure modes. */
export const WEB_STORAGE: StoragePort = {
  local: browserArea('localStorage'),
  session: browserArea('sessionStorage'),
};

/**
 * The area when it answers at all, else null: a browser that blocks storage throws on any use, and what would be
 * kept there then stays in memory for the session.
 */
export function reachableArea(area: StorageArea): StorageArea | null {
  try {
    void area.length;
    return area;
  } catch {
    return null;
  }
}
