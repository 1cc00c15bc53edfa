import type { FeedAttribution, FeedTimetable, Location, Notice } from '@transit/api-contract';
import {
  type City,
  formatDay,
  localTimeOf,
  type Network,
  parseLineCode,
  parseStopCode,
  quoteInput,
  timetableDayFor,
} from '@transit/core';
import { ApiError } from './errors';

/** A city the server answers for: its validated config and its compiled network. */
export interface CityEntry {
  readonly city: City;
  readonly network: Network;
}

/** A city with the indexes its routes need, built once at startup. */
export interface CityContext {
  readonly city: City;
  readonly network: Network;
  /** The path every route of the city lives under ("/api/madrid"). */
  readonly basePath: string;
  readonly stopByCode: ReadonlyMap<string, number>;
  readonly lineByCode: ReadonlyMap<string, number>;
  /** Alias code → canonical stop code (network.stopAliases, as a Map so no input reaches Object.prototype). */
  readonly aliases: ReadonlyMap<string, string>;
  /** The patterns of each line (index by line). */
  readonly patternsOfLine: readonly (readonly number[])[];
  /** Every feed's credit, in feed order. */
  readonly attribution: readonly FeedAttribution[];
}

/** The path part of a city's apiBase (an absolute URL keeps only its path), without a trailing slash. */
export function basePathOf(city: City): string {
  const path = /^https?:\/\//.test(city.apiBase) ? new URL(city.apiBase).pathname : city.apiBase;
  return path.replace(/\/+$/, '');
}

export function createCityContext({ city, network }: CityEntry): CityContext {
  const stopByCode = new Map<string, number>();
  network.stops.code.forEach((code, index) => stopByCode.set(code, index));
  const lineByCode = new Map<string, number>();
  network.lines.code.forEach((code, index) => lineByCode.set(code, index));
  const patternsOfLine: number[][] = Array.from({ length: network.lines.count }, () => []);
  for (let p = 0; p < network.patterns.count; p += 1)
    patternsOfLine[network.patterns.line[p] as number]?.push(p);
  return {
    city,
    network,
    basePath: basePathOf(city),
    stopByCode,
    lineByCode,
    aliases: new Map(Object.entries(network.stopAliases)),
    patternsOfLine,
    attribution: network.feeds.map((feed) => ({
      feedId: feed.id,
      name: feed.name,
      attribution: feed.attribution,
      licenceUrl: feed.licenceUrl ?? null,
    })),
  };
}

function lookUpStop(context: CityContext, code: string): number | undefined {
  return context.stopByCode.get(code) ?? context.stopByCode.get(context.aliases.get(code) ?? '');
}

/**
 * The stop a code names: a stop's own code or an alias of it, as given or in canonical form ("4_12", "04-12" and
 * "4-12" are one stop). A code that is not a stop code is a 400 with the parser's coded error; one that names no
 * stop is a 404.
 */
export function findStop(context: CityContext, code: string): number {
  const direct = lookUpStop(context, code);
  if (direct !== undefined) return direct;
  const parsed = parseStopCode(code);
  if (!parsed.ok) throw new ApiError(400, parsed.error.code, parsed.error.message);
  const found = lookUpStop(context, parsed.value);
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
export function findLine(context: CityContext, code: string): number {
  const direct = context.lineByCode.get(code);
  if (direct !== undefined) return direct;
  const parsed = parseLineCode(code);
  if (!parsed.ok) throw new ApiError(400, parsed.error.code, parsed.error.message);
  const found = context.lineByCode.get(parsed.value);
  if (found === undefined) {
    throw new ApiError(
      404,
      'LINE_NOT_FOUND',
      `There is no line ${quoteInput(parsed.value)} in ${context.city.id}.`,
    );
  }
  return found;
}

/** Degrees with 6 decimals from microdegrees. */
export const degrees = (e6: number) => e6 / 1e6;

export function stopLocation(network: Network, stop: number): Location {
  return {
    latitude: degrees(network.stops.latE6[stop] as number),
    longitude: degrees(network.stops.lonE6[stop] as number),
  };
}

/** A feed colour ("E60003") as '#E60003'; null when the feed gives none (or something that is not a colour). */
export function colourOf(hex: string | undefined): string | null {
  return hex !== undefined && /^[0-9A-Fa-f]{6}$/.test(hex) ? `#${hex}` : null;
}

/** Which day of a feed's timetable answers for a day asked about, as the API states it. */
export function feedTimetable(network: Network, feed: number, day: number): FeedTimetable {
  const info = network.feeds[feed];
  const use = timetableDayFor(network, feed, day);
  return {
    feedId: info?.id ?? '',
    timetableDate: formatDay(use.timetableDay),
    isFeedExpired: use.isOutsideFeed,
    feedStartDate: info?.startDay === undefined ? null : formatDay(info.startDay),
    feedEndDate: info?.endDay === undefined ? null : formatDay(info.endDay),
  };
}

/** The day an instant falls on in a feed's time zone. */
export function feedDayOf(network: Network, feed: number, epochMs: number): number {
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
