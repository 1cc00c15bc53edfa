import {
  addFavouriteArrival,
  type FavouriteArrival,
  favouriteArrivalSchema,
  findFavouriteArrival,
  type LineCode,
  parseStoredList,
  setFavouriteArrivalPinned,
  type StopCode,
} from '@transit/core';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeFactory } from '../../common/feature';
import { persistedOptions } from '../../common/persistedStore';
import type { StorageArea } from '../../platform';

export interface FavouriteArrivalsState {
  /** Favourite line arrivals at stops (spec §3), with their pinned flag. */
  readonly arrivals: readonly FavouriteArrival[];
  /** Pins a line's arrivals (in one direction) on top of its stop page, or unpins them (spec §2). */
  readonly setPinned: (stopCode: StopCode, lineCode: LineCode, lineDir: number, isPinned: boolean) => void;
}

const storedArrivals = z.unknown().transform((value) => parseStoredList(favouriteArrivalSchema, value).items);

export function createFavouriteArrivalsStore(cityId: string, storage?: StorageArea) {
  return createStore<FavouriteArrivalsState>()(
    persist(
      (set) => ({
        arrivals: [],
        setPinned: (stopCode, lineCode, lineDir, isPinned) =>
          set((state) => {
            const key = { stopCode, lineCode, lineDir };
            if (findFavouriteArrival(state.arrivals, key)) {
              return { arrivals: setFavouriteArrivalPinned(state.arrivals, key, isPinned) };
            }
            const added = addFavouriteArrival(state.arrivals, { ...key, isPinned });
            return added.ok ? { arrivals: added.value } : state;
          }),
      }),
      persistedOptions<FavouriteArrivalsState, Pick<FavouriteArrivalsState, 'arrivals'>>({
        name: `transit:${cityId}:favourite-arrivals`,
        version: 1,
        ...(storage && { storage }),
        fields: { arrivals: storedArrivals },
      }),
    ),
  );
}

export type FavouriteArrivalsStore = ReturnType<typeof createFavouriteArrivalsStore>;

/** The rider's favourite line arrivals at stops and their pins, kept in the device's storage for the city. */
export const FAVOURITE_ARRIVALS_STORE = storeFactory('favouriteArrivals', ({ city, platform }) =>
  createFavouriteArrivalsStore(city.id, platform.storage.local),
);
