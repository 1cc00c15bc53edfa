import { RECENT_STOPS_MAX_LENGTH, RECENT_STOPS_STORED, type StopCode, visitStop } from '@transit/core';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeFactory } from '../../common/feature';
import { persistedOptions } from '../../common/persistedStore';
import { storedListField } from '../../common/storedLists';
import type { StorageArea } from '../../platform';

export interface RecentStopsState {
  /** Visited stops, the most recent last (spec §3), at most core's RECENT_STOPS_MAX_LENGTH. */
  readonly visited: readonly StopCode[];
  readonly visit: (code: StopCode) => void;
  /** Forgets one visited stop (the stops home's edit mode). */
  readonly remove: (code: StopCode) => void;
  readonly clear: () => void;
}

export function createRecentStopsStore(cityId: string, storage?: StorageArea) {
  const name = `transit:${cityId}:recent-stops`;
  return createStore<RecentStopsState>()(
    persist(
      (set) => ({
        visited: [],
        visit: (code) =>
          set((state) => ({ visited: visitStop(state.visited, code, RECENT_STOPS_MAX_LENGTH) })),
        remove: (code) => set((state) => ({ visited: state.visited.filter((visited) => visited !== code) })),
        clear: () => set({ visited: [] }),
      }),
      persistedOptions<RecentStopsState, Pick<RecentStopsState, 'visited'>>({
        name,
        version: 1,
        ...(storage && { storage }),
        // A longer stored list keeps its most recent stops; a corrupt code costs only itself.
        fields: { visited: storedListField(RECENT_STOPS_STORED, name) },
      }),
    ),
  );
}

export type RecentStopsStore = ReturnType<typeof createRecentStopsStore>;

/** The rider's recently visited stops, kept in the device's storage for the city. */
export const RECENT_STOPS_STORE = storeFactory('recentStops', ({ city, platform }) =>
  createRecentStopsStore(city.id, platform.storage.local),
);
