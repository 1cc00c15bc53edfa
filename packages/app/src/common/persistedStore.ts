import { PARSE_ONCE } from '@transit/core';
import type { z } from 'zod';
import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';
import { WEB_STORAGE } from '../platform';

/**
 * Persistence for a zustand store, schema-checked on the way in: each field of the stored state is parsed on its
 * own, so one corrupt value falls back to its default without losing the others, and a blob that is not JSON at
 * all is dropped rather than thrown at start.
 */
export function persistedOptions<State extends object, Persisted extends Partial<State>>(options: {
  /** The storage key, namespaced by city so sibling apps on one origin keep apart. */
  readonly name: string;
  readonly version: number;
  /** One schema per persisted field. */
  readonly fields: { readonly [Key in keyof Persisted]: z.ZodType<Persisted[Key]> };
  /** Where it is kept (its calls may throw); the web's localStorage when absent. */
  readonly storage?: StateStorage;
}): PersistOptions<State, Persisted> {
  const keys = Object.keys(options.fields) as (keyof Persisted)[];
  return {
    name: options.name,
    version: options.version,
    storage: createJSONStorage(() => safeStorage(options.storage ?? WEB_STORAGE.local)),
    partialize: (state) => {
      const picked: Partial<Persisted> = {};
      for (const key of keys) picked[key] = (state as unknown as Persisted)[key];
      return picked as Persisted;
    },
    // A stored value from another version or a damaged one is read field by field, like the current one.
    migrate: (stored) => stored as Persisted,
    merge: (stored, current) => {
      const next = { ...current };
      if (typeof stored === 'object' && stored !== null) {
        for (const key of keys) {
          const parsed = options.fields[key].safeParse(
            (stored as Record<keyof Persisted, unknown>)[key],
            PARSE_ONCE,
          );
          if (parsed.success) (next as unknown as Persisted)[key] = parsed.data;
        }
      }
      return next;
    },
  };
}

/** Storage that never throws: a full or blocked localStorage (private mode) and unreadable JSON cost nothing. */
export function safeStorage(storage: StateStorage | undefined): StateStorage {
  return {
    getItem(name) {
      try {
        const value = storage?.getItem(name);
        if (typeof value !== 'string') return null;
        JSON.parse(value);
        return value;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        void storage?.setItem(name, value);
      } catch {
        // Out of space or storage disabled: the app keeps working with in-memory state.
      }
    },
    removeItem(name) {
      try {
        void storage?.removeItem(name);
      } catch {
        // Nothing to do: see setItem.
      }
    },
  };
}
