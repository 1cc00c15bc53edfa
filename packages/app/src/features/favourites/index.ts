/*
 * Favourite stops, lines and places (spec §3, §4), kept on the device for an anonymous rider (spec §6). This feature
 * has no route of its own: the stops home and the stop page show its lists and controls, and the line page its toggle.
 */
export { announceRefusal } from './announce';
export { EditableList, type EditableListProps } from './EditableList';
export { FavouriteLineButton } from './FavouriteLineButton';
export { FavouriteLinesSection, FavouritePlacesSection, FavouriteStopsSection } from './FavouriteSections';
export { FavouriteStopControls, useFavouriteStop } from './FavouriteStopControls';
export {
  createLocalFavouritesRepository,
  type FavouriteItems,
  type FavouriteList,
  type FavouritesRepository,
  FavouritesStorageError,
  favouritesStorageKey,
} from './favouritesRepository';
export {
  createFavouritesStore,
  type FavouriteChange,
  type FavouritesState,
  type FavouritesStore,
  type SaveOutcome,
} from './favouritesStore';
export { useFavourites } from './useFavourites';
