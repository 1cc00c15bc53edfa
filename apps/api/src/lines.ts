import {
  type DirectionTimetable,
  type LineDetail,
  type LineList,
  type LineSummary,
  SERVICE_DAY_HOURS,
} from '@transit/api-client/schemas';
import { formatDay, isServiceActive, serviceDayStartEpochMs, timetableDayFor } from '@transit/core';
import {
  type CityContext,
  colourOf,
  degrees,
  feedTimetable,
  NO_TIMETABLE_FOR_LINE,
  stopLocation,
} from './cityContext';
import { isTransportTypeAllowed } from './stops';
import { formatLocalClock } from './zonedTime';

function lineSummary(context: CityContext, line: number): LineSummary {
  const { lines } = context.network;
  return {
    lineCode: lines.code[line] as string,
    lineNumber: lines.number[line] as string,
    lineName: lines.name[line] as string,
    transportTypeCode: lines.transportTypeCode[line] as number,
    isNocturnal: lines.isNocturnal[line] === 1,
    colour: colourOf(lines.colour[line]),
    textColour: colourOf(lines.textColour[line]),
    hasTimetable: lines.hasTimetable[line] === 1,
  };
}

/** The static line list, filtered by the city's allowed transport type codes. */
export function buildLineList(context: CityContext): LineList {
  const { lines } = context.network;
  const list: LineSummary[] = [];
  for (let line = 0; line < lines.count; line += 1) {
    if (isTransportTypeAllowed(context, lines.transportTypeCode[line] as number))
      list.push(lineSummary(context, line));
  }
  return { lines: list, attribution: [...context.attribution] };
}

function itinerariesOf(context: CityContext, line: number): LineDetail['itineraries'] {
  const { network } = context;
  const { lines, itineraries, shapes, stops } = network;
  const result: LineDetail['itineraries'] = [];
  const end = lines.itineraryOffset[line + 1] as number;
  for (let k = lines.itineraryOffset[line] as number; k < end; k += 1) {
    const itinerary = lines.itineraryIndex[k] as number;
    const stopIndexes = itineraries.stopIndex.subarray(
      itineraries.stopOffset[itinerary],
      itineraries.stopOffset[itinerary + 1],
    );
    const shape = itineraries.shape[itinerary] as number;
    const points: [number, number][] = [];
    if (shape >= 0 && shape < shapes.count) {
      const pointEnd = shapes.pointOffset[shape + 1] as number;
      for (let i = shapes.pointOffset[shape] as number; i < pointEnd; i += 1) {
        points.push([degrees(shapes.latE6[i] as number), degrees(shapes.lonE6[i] as number)]);
      }
    }
    result.push({
      code: itineraries.code[itinerary] as string,
      direction: itineraries.direction[itinerary] as number,
      headsign: itineraries.headsign[itinerary] as string,
      isCircular: stopIndexes.length > 2 && stopIndexes[0] === stopIndexes[stopIndexes.length - 1],
      stops: Array.from(stopIndexes, (stop) => ({
        code: stops.code[stop] as string,
        name: stops.name[stop] as string,
        location: stopLocation(network, stop),
      })),
      shape: points,
    });
  }
  return result;
}

interface DirectionDraft {
  /** Departure times from the first stop (GTFS seconds of the service day), in trip order. */
  readonly seconds: number[];
  readonly headsigns: Map<string, number>;
}

/** Departures of each direction of a line on the timetable day, from the first stop of each trip. */
function departuresByDirection(
  context: CityContext,
  line: number,
  timetableDay: number,
  directions: readonly number[],
): Map<number, DirectionDraft> {
  const { network } = context;
  const { patterns, trips, stopTimes } = network;
  const drafts = new Map<number, DirectionDraft>();
  const draftFor = (direction: number) => {
    let draft = drafts.get(direction);
    if (!draft) {
      draft = { seconds: [], headsigns: new Map() };
      drafts.set(direction, draft);
    }
    return draft;
  };
  for (const direction of directions) draftFor(direction);
  for (const p of context.patternsOfLine[line] ?? []) {
    const draft = draftFor(patterns.direction[p] as number);
    const stopCount = (patterns.stopOffset[p + 1] as number) - (patterns.stopOffset[p] as number);
    const tripFrom = patterns.tripStart[p] as number;
    const tripTo = patterns.tripStart[p + 1] as number;
    for (let t = tripFrom; t < tripTo; t += 1) {
      if (!isServiceActive(network, trips.service[t] as number, timetableDay)) continue;
      draft.seconds.push(
        stopTimes.departureSec[(patterns.timeStart[p] as number) + (t - tripFrom) * stopCount] as number,
      );
      const headsign = trips.headsigns[trips.headsign[t] as number] ?? '';
      draft.headsigns.set(headsign, (draft.headsigns.get(headsign) ?? 0) + 1);
    }
  }
  for (const draft of drafts.values()) draft.seconds.sort((a, b) => a - b);
  return drafts;
}

/** Departures before this time of the service day may close the night before (see {@link nightGroupLength}). */
const NIGHT_END_SEC = 4 * 3600;
/** …when this long a pause follows them. */
const NIGHT_GAP_SEC = 3 * 3600;

/**
 * How many of a service day's first departures (sorted) close the previous night rather than open the day. Some
 * feeds (CRTM's Metro de Madrid) write the trips after midnight as 00:00–02:00 of the next service day instead of as
 * 24:00–26:00: those are the departures before 04:00 that a pause of 3 hours or more separates from the rest.
 */
export function nightGroupLength(sortedSeconds: readonly number[]): number {
  for (let i = 0; i + 1 < sortedSeconds.length && (sortedSeconds[i] as number) < NIGHT_END_SEC; i += 1) {
    if ((sortedSeconds[i + 1] as number) - (sortedSeconds[i] as number) >= NIGHT_GAP_SEC) return i + 1;
  }
  return 0;
}

/**
 * The first and last departure of a service day as a rider reads them, in GTFS seconds; `lastIsNextDay` when the
 * last one is read from the next service day's night group. Undefined when nothing runs.
 * @param today departures of the day, sorted
 * @param tomorrow departures of the next service day, sorted
 */
export function serviceSpan(
  today: readonly number[],
  tomorrow: readonly number[],
): { firstSec: number; lastSec: number; lastIsNextDay: boolean } | undefined {
  const latest = today.at(-1);
  if (latest === undefined) return undefined;
  const firstSec = today[nightGroupLength(today)] as number;
  const tomorrowNight = nightGroupLength(tomorrow);
  if (latest < 86_400 && tomorrowNight > 0) {
    return { firstSec, lastSec: tomorrow[tomorrowNight - 1] as number, lastIsNextDay: true };
  }
  return { firstSec, lastSec: latest, lastIsNextDay: false };
}

/**
 * A line's timetable for a service day: per direction the first and last departure from the line's first stops and
 * the departures per hour of the service day. A day the feed does not cover reads the feed's stand-in day.
 */
function timetableOf(
  context: CityContext,
  line: number,
  day: number,
  itineraries: LineDetail['itineraries'],
): NonNullable<LineDetail['timetable']> {
  const { network } = context;
  const feed = context.network.lines.feed[line] as number;
  const feedTimeZone = network.feeds[feed]?.timeZone ?? context.city.timeZone;
  const knownDirections = itineraries.map((itinerary) => itinerary.direction);
  const today = departuresByDirection(
    context,
    line,
    timetableDayFor(network, feed, day).timetableDay,
    knownDirections,
  );
  const tomorrow = departuresByDirection(
    context,
    line,
    timetableDayFor(network, feed, day + 1).timetableDay,
    knownDirections,
  );
  // Clock times are read on the day asked about, so a stand-in day from another season still shows local times.
  const clock = (serviceDay: number, seconds: number) =>
    formatLocalClock(
      serviceDayStartEpochMs(serviceDay, feedTimeZone) + seconds * 1000,
      context.city.timeZone,
    );
  const directions: DirectionTimetable[] = [...today.entries()]
    .sort(([a], [b]) => a - b)
    .map(([direction, draft]) => {
      const perHour = new Array<number>(SERVICE_DAY_HOURS).fill(0);
      for (const seconds of draft.seconds) {
        const hour = Math.min(Math.max(Math.floor(seconds / 3600), 0), SERVICE_DAY_HOURS - 1);
        perHour[hour] = (perHour[hour] as number) + 1;
      }
      const span = serviceSpan(draft.seconds, tomorrow.get(direction)?.seconds ?? []);
      return {
        direction,
        headsign: headsignFor(direction, draft, itineraries),
        firstDeparture: span ? clock(day, span.firstSec) : null,
        lastDeparture: span ? clock(span.lastIsNextDay ? day + 1 : day, span.lastSec) : null,
        departureCount: draft.seconds.length,
        departuresPerHour: perHour,
      };
    });
  return { date: formatDay(day), feeds: [feedTimetable(network, feed, day)], directions };
}

/** A direction's headsign: its itinerary's, else the commonest trip headsign of the day. */
function headsignFor(
  direction: number,
  draft: DirectionDraft,
  itineraries: LineDetail['itineraries'],
): string {
  const fromItinerary = itineraries.find((itinerary) => itinerary.direction === direction)?.headsign;
  if (fromItinerary) return fromItinerary;
  let best = '';
  let bestCount = 0;
  for (const [headsign, count] of draft.headsigns) {
    if (count > bestCount) [best, bestCount] = [headsign, count];
  }
  return best;
}

/** A line (spec §3) with its itineraries and the timetable of a service day (days since 1970-01-01). */
export function buildLineDetail(context: CityContext, line: number, day: number): LineDetail {
  const { lines } = context.network;
  const summary = lineSummary(context, line);
  const itineraries = itinerariesOf(context, line);
  const feed = lines.feed[line] as number;
  return {
    lineCode: summary.lineCode,
    lineName: summary.lineName,
    lineNumber: summary.lineNumber,
    transportTypeCode: summary.transportTypeCode,
    isNocturnalLine: summary.isNocturnal,
    colour: summary.colour,
    textColour: summary.textColour,
    hasTimetable: summary.hasTimetable,
    itineraries,
    timetable: summary.hasTimetable ? timetableOf(context, line, day, itineraries) : null,
    notice: summary.hasTimetable ? null : NO_TIMETABLE_FOR_LINE,
    attribution: context.attribution[feed] ? [context.attribution[feed]] : [],
  };
}
