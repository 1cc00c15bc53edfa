import { useStore } from 'zustand';
import { useAppServices } from '../../shell/appContext';
import type { FavouritesState } from './favouritesStore';

/** A slice of the rider's favourites, re-rendering only when it changes. */
export function useFavourites<Slice>(select: (state: FavouritesState) => Slice): Slice {
  return useStore(useAppServices().favourites, select);
}
