import { z } from 'zod';

/**
 * A city's places file (cities/<id>/dist/places.json), compiled by `pnpm data` beside its network artifact: the
 * places the planner's offline search offers besides stops and stations, each taken from a snapshot's own fields
 * (never made up). A city whose snapshots name none has empty lists.
 */
export const PLACES_FILE_FORMAT = 1;

const placeSourceSchema = z.object({
  /** The feed of the city config the place comes from ("crtm-open-data-tables"). */
  feedId: z.string().min(1),
  /** The file and the columns read ("Train_itineraries.csv: MUNICIPIO"). */
  fields: z.string().min(1),
  /** The credit the feed's licence asks for. */
  attribution: z.string().min(1),
  licenceUrl: z.string().nullable(),
});

/** A municipality the data names, placed at its most central station (the data gives no town centres). */
export const placesFileMunicipalitySchema = z.object({
  /** INE code: province and municipality ("28005"). */
  code: z.string().regex(/^\d{5}$/),
  /** As riders write it, accents restored from the data's own spellings ("Alcalá de Henares"). */
  name: z.string().min(1),
  /** The station the point stands at: the one of the municipality's stations nearest their mean position. */
  stationName: z.string().min(1),
  /** WGS 84 degrees. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** How many of the data's stations lie in it. */
  stationCount: z.number().int().min(1),
});

/** A landmark the data names. No snapshot the repository ships has any yet; the list is there for one that does. */
export const placesFileLandmarkSchema = z.object({
  name: z.string().min(1),
  detail: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const placesFileSchema = z.object({
  format: z.literal(PLACES_FILE_FORMAT),
  cityId: z.string().min(1),
  municipalities: z.array(placesFileMunicipalitySchema),
  landmarks: z.array(placesFileLandmarkSchema),
  /** Where the places come from; empty when there are none. */
  sources: z.array(placeSourceSchema),
});

export type PlacesFile = z.output<typeof placesFileSchema>;
export type PlacesFileMunicipality = z.output<typeof placesFileMunicipalitySchema>;
export type PlacesFileLandmark = z.output<typeof placesFileLandmarkSchema>;

/** The file of a city with no places beyond its stops and stations. */
export const emptyPlacesFile = (cityId: string): PlacesFile => ({
  format: PLACES_FILE_FORMAT,
  cityId,
  municipalities: [],
  landmarks: [],
  sources: [],
});
