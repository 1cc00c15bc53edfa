import { parseStopCode, type StopCode, visitStop } from '@transit/core';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeFactory } from '../../common/feature';
import { persistedOptions } from '../../common/persistedStore';
import type { StorageArea } from '../../platform';

/** How many recently visited stops the home keeps. */
export const RECENT_STOPS_LIMIT = 20;

export interface RecentStopsState {
  /** Visited stops, the most recent last (spec §3). */
  readonly visited: readonly StopCode[];
  readonly visit: (code: StopCode) => void;
  /** Forgets one visited stop (the stops home's edit mode). */
  readonly remove: (code: StopCode) => void;
  readonly clear: () => void;
}

const stopCode = z.string().transform((value, ctx) => {
  const parsed = parseStopCode(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error.message });
  return z.NEVER;
});

/** Keeps the entries that parse: one corrupt code costs only itself. */
const visitedSchema = z.array(z.unknown()).transform((values) =>
  values.flatMap((value) => {
    const parsed = stopCode.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  }),
);

export function createRecentStopsStore(cityId: string, storage?: StorageArea) {
  return createStore<RecentStopsState>()(
    persist(
      (set) => ({
        visited: [],
        visit: (code) => set((state) => ({ visited: visitStop(state.visited, code, RECENT_STOPS_LIMIT) })),
        remove: (code) => set((state) => ({ visited: state.visited.filter((visited) => visited !== code) })),
        clear: () => set({ visited: [] }),
      }),
      persistedOptions<RecentStopsState, Pick<RecentStopsState, 'visited'>>({
        name: `transit:${cityId}:recent-stops`,
        version: 1,
        ...(storage && { storage }),
        fields: { visited: visitedSchema },
      }),
    ),
  );
}

export type RecentStopsStore = ReturnType<typeof createRecentStopsStore>;

/** The rider's recently visited stops, kept in the device's storage for the city. */
export const RECENT_STOPS_STORE = storeFactory('recentStops', ({ city, platform }) =>
  createRecentStopsStore(city.id, platform.storage.local),
);
