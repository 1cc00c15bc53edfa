import type { FeedAttribution, FeedTimetable, Location, Notice } from '@transit/api-contract';
import { type City, parseLineCode, parseStopCode, quoteInput } from '@transit/core';
import {
  type FeedIndex,
  findLine as findNetworkLine,
  findStop as findNetworkStop,
  type LineIndex,
  localTimeOf,
  type Network,
  parseDay,
  type PlacesFile,
  type PublicHolidays,
  type StopIndex,
  stopAt,
  timetableDayFor,
} from '@transit/network';
import { attributionOf, feedTimetableOf, type PlaceSearchProvider } from '@transit/planner';
import { ApiError } from './errors';

/** A city the server answers for: its validated config and its compiled network. */
export interface CityEntry {
  readonly city: City;
  readonly network: Network;
  /** The artifact's bytes the network was decoded from (served as they are by GET /v1/network); absent for a built one. */
  readonly artifact?: Uint8Array | undefined;
  /** Its places file (dist/places.json): municipalities and landmarks; undefined when there is none. */
  readonly places?: PlacesFile | undefined;
}

/** A city with what its routes need, built once at startup. */
export interface CityContext {
  readonly city: City;
  readonly network: Network;
  /** The artifact's bytes, when the network was read from one. */
  readonly artifact: Uint8Array | undefined;
  /** The path every route of the city lives under ("/api/madrid"). */
  readonly basePath: string;
  /** The city's public holidays (days since 1970-01-01): an expired feed runs its holiday service on them. */
  readonly holidays: PublicHolidays;
  /** Every feed's credit, in feed order. */
  readonly attribution: readonly FeedAttribution[];
  /** The municipalities and landmarks its place search offers; undefined when there is no places file. */
  readonly places: PlacesFile | undefined;
  /** The online geocoder its place search asks after the offline index; undefined when none is configured. */
  readonly geocoder: PlaceSearchProvider | undefined;
}

/** The path part of a city's apiBase (an absolute URL keeps only its path), without a trailing slash. */
export function basePathOf(city: City): string {
  const path = /^https?:\/\//.test(city.apiBase) ? new URL(city.apiBase).pathname : city.apiBase;
  return path.replace(/\/+$/, '');
}

export function createCityContext(
  { city, network, artifact, places }: CityEntry,
  options: {
    /** Makes the city's geocoder (cityGeocoder with the server's settings); none when absent. */
    readonly geocoderOf?: ((context: Omit<CityContext, 'geocoder'>) => PlaceSearchProvider) | undefined;
  } = {},
): CityContext {
  const context: Omit<CityContext, 'geocoder'> = {
    city,
    network,
    artifact,
    places,
    basePath: basePathOf(city),
    holidays: new Set((city.publicHolidays ?? []).map(parseDay)),
    attribution: attributionOf(network),
  };
  return { ...context, geocoder: options.geocoderOf?.(context) };
}

/**
 * The stop a code names: a stop's own code or an alias of it, as given or in canonical form ("4_12", "04-12" and
 * "4-12" are one stop). A code that is not a stop code is a 400 with the parser's coded error; one that names no
 * stop is a 404.
 */
export function findStop(context: CityContext, code: string): StopIndex {
  const direct = findNetworkStop(context.network, code);
  if (direct !== undefined) return direct;
  const parsed = parseStopCode(code);
  if (!parsed.ok) throw new ApiError(400, parsed.error.code, parsed.error.message);
  const found = findNetworkStop(context.network, parsed.value);
  if (found === undefined) {
    throw new ApiError(
      404,
      'STOP_NOT_FOUND',
      `There is no stop ${quoteInput(parsed.value)} in ${context.city.id}.`,
    );
  }
  return found;
}

/** The line a code names, as given or in canonical form; 400 when it is not a line code, 404 when unknown. */
export function findLine(context: CityContext, code: string): LineIndex {
  const direct = findNetworkLine(context.network, code);
  if (direct !== undefined) return direct;
  const parsed = parseLineCode(code);
  if (!parsed.ok) throw new ApiError(400, parsed.error.code, parsed.error.message);
  const found = findNetworkLine(context.network, parsed.value);
  if (found === undefined) {
    throw new ApiError(
      404,
      'LINE_NOT_FOUND',
      `There is no line ${quoteInput(parsed.value)} in ${context.city.id}.`,
    );
  }
  return found;
}

export function stopLocation(network: Network, stop: StopIndex): Location {
  const { lat, lon } = stopAt(network, stop);
  return { latitude: lat, longitude: lon };
}

/** A feed colour as the answers give it (the planner's rule, shared with its plans). */
export { colourOf } from '@transit/planner';

/** Which day of a feed's timetable answers for a day asked about, as the API states it. */
export function feedTimetable(context: CityContext, feed: FeedIndex, day: number): FeedTimetable {
  return feedTimetableOf(
    context.network,
    feed,
    timetableDayFor(context.network, feed, day, context.holidays),
  );
}

/** The day an instant falls on in a feed's time zone. */
export function feedDayOf(network: Network, feed: FeedIndex, epochMs: number): number {
  return localTimeOf(epochMs, network.feeds[feed]?.timeZone ?? 'UTC').day;
}

export const NO_TIMETABLE_FOR_STOP: Notice = {
  code: 'NO_TIMETABLE',
  message: 'No timetable is published for the lines at this stop, so no departure times can be shown.',
};

export const NO_TIMETABLE_FOR_LINE: Notice = {
  code: 'NO_TIMETABLE',
  message: 'No timetable is published for this line, so no departure times can be shown.',
};
