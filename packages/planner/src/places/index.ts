// The planner's place search: the provider shape the app and the API share, the offline index over a city's network
// and places file, the optional online geocoder, and the search that asks them in turn.
export type { PlaceSearchProvider } from './provider';
export { createOfflinePlaceIndex, FUZZY_MIN_LENGTH, fuzzyEditsFor, type OfflinePlaceIndex } from './offline';
export {
  createGeocoderProvider,
  DEFAULT_GEOCODER_TIMEOUT_MS,
  type GeocoderBounds,
  type GeocoderConfig,
  GeocoderError,
  type GeocoderErrorCode,
  GEOCODER_KINDS,
  type GeocoderKind,
} from './geocoder';
export { type PlaceSearchFailure, type PlaceSearchResult, searchPlaces } from './search';
