import {
  addFavouriteArrival,
  FAVOURITE_ARRIVALS_STORED,
  type FavouriteArrival,
  type FavouriteError,
  findFavouriteArrival,
  type LineCode,
  ok,
  type Result,
  setFavouriteArrivalPinned,
  type StopCode,
} from '@transit/core';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeFactory } from '../../common/feature';
import { persistedOptions } from '../../common/persistedStore';
import { storedListField } from '../../common/storedLists';
import type { StorageArea } from '../../platform';

export interface FavouriteArrivalsState {
  /** Favourite line arrivals at stops (spec §3), with their pinned flag. */
  readonly arrivals: readonly FavouriteArrival[];
  /**
   * Pins a line's arrivals (in one direction) on top of its stop page, or unpins them (spec §2). Pinning a line that
   * is not yet a favourite arrival adds one, refused with FAVOURITES_LIST_FULL (nothing changed) when the list already
   * holds core's FAVOURITE_ARRIVALS_MAX_LENGTH.
   */
  readonly setPinned: (
    stopCode: StopCode,
    lineCode: LineCode,
    lineDir: number,
    isPinned: boolean,
  ) => Result<void, FavouriteError>;
}

export function createFavouriteArrivalsStore(cityId: string, storage?: StorageArea) {
  const name = `transit:${cityId}:favourite-arrivals`;
  return createStore<FavouriteArrivalsState>()(
    persist(
      (set, get) => ({
        arrivals: [],
        setPinned: (stopCode, lineCode, lineDir, isPinned) => {
          const arrivals = get().arrivals;
          const key = { stopCode, lineCode, lineDir };
          if (findFavouriteArrival(arrivals, key)) {
            set({ arrivals: setFavouriteArrivalPinned(arrivals, key, isPinned) });
            return ok(undefined);
          }
          // Unpinning a line that is no favourite arrival has nothing to change.
          if (!isPinned) return ok(undefined);
          const added = addFavouriteArrival(arrivals, { ...key, isPinned });
          if (!added.ok) return added;
          set({ arrivals: added.value });
          return ok(undefined);
        },
      }),
      persistedOptions<FavouriteArrivalsState, Pick<FavouriteArrivalsState, 'arrivals'>>({
        name,
        version: 1,
        ...(storage && { storage }),
        // At most FAVOURITE_ARRIVALS_MAX_LENGTH, the first ones; a damaged entry costs only itself.
        fields: { arrivals: storedListField(FAVOURITE_ARRIVALS_STORED, name) },
      }),
    ),
  );
}

export type FavouriteArrivalsStore = ReturnType<typeof createFavouriteArrivalsStore>;

/** The rider's favourite line arrivals at stops and their pins, kept in the device's storage for the city. */
export const FAVOURITE_ARRIVALS_STORE = storeFactory('favouriteArrivals', ({ city, platform }) =>
  createFavouriteArrivalsStore(city.id, platform.storage.local),
);
