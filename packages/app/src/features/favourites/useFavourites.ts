import { useStore } from 'zustand';
import { useFeatureStore } from '../../common/appServices';
import { FAVOURITES_STORE, type FavouritesState } from './favouritesStore';

/** A slice of the rider's favourites, re-rendering only when it changes. */
export function useFavourites<Slice>(select: (state: FavouritesState) => Slice): Slice {
  return useStore(useFeatureStore(FAVOURITES_STORE), select);
}
