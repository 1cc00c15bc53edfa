import {
  type DirectionTimetable,
  type HourDepartures,
  type LineDetail,
  type LineList,
  type LineStopTimetable,
  type LineSummary,
  SERVICE_DAY_HOURS,
  type StopDepartures,
} from '@transit/api-contract';
import { quoteInput } from '@transit/core';
import {
  formatDay,
  formatLocalClock,
  formatZonedDateTimes,
  itinerariesOf,
  itineraryAt,
  itineraryShape,
  itineraryStops,
  lineAt,
  type LineDeparture,
  lineDeparturesOn,
  type LineIndex,
  lineIndexes,
  serviceTimeToEpochMs,
  stopAt,
  type StopIndex,
  timetableDayFor,
} from '@transit/network';
import {
  type CityContext,
  colourOf,
  feedTimetable,
  NO_TIMETABLE_FOR_LINE,
  stopLocation,
} from './cityContext';
import { ApiError } from './errors';
import { isTransportTypeAllowed } from './stops';

/** A line as the line list (and a station's stops) show it. */
export function lineSummary(context: CityContext, index: LineIndex): LineSummary {
  const line = lineAt(context.network, index);
  return {
    lineCode: line.code,
    lineNumber: line.number,
    lineName: line.name,
    transportTypeCode: line.transportTypeCode,
    isNocturnal: line.isNocturnal,
    colour: colourOf(line.colour),
    textColour: colourOf(line.textColour),
    hasTimetable: line.hasTimetable,
  };
}

/** The static line list, filtered by the city's allowed transport type codes. */
export function buildLineList(context: CityContext): LineList {
  const list: LineSummary[] = [];
  for (const line of lineIndexes(context.network)) {
    if (isTransportTypeAllowed(context, lineAt(context.network, line).transportTypeCode))
      list.push(lineSummary(context, line));
  }
  return { lines: list, attribution: [...context.attribution] };
}

function itinerariesOfLine(context: CityContext, line: LineIndex): LineDetail['itineraries'] {
  const { network } = context;
  return itinerariesOf(network, line).map((index) => {
    const itinerary = itineraryAt(network, index);
    const stops = itineraryStops(network, index);
    return {
      code: itinerary.code,
      direction: itinerary.direction,
      headsign: itinerary.headsign,
      isCircular: stops.length > 2 && stops[0] === stops.at(-1),
      stops: stops.map((stop) => {
        const { code, name } = stopAt(network, stop);
        return { code, name, location: stopLocation(network, stop) };
      }),
      shape: itineraryShape(network, index).map(([lat, lon]): [number, number] => [lat, lon]),
    };
  });
}

interface DirectionDraft {
  /** Departures from the first stop (GTFS seconds of the service day), in trip order. */
  readonly seconds: number[];
  readonly headsigns: Map<string, number>;
}

/** Departures of each direction of a line on the timetable day, from the first stop of each trip. */
function departuresByDirection(
  context: CityContext,
  line: LineIndex,
  timetableDay: number,
  directions: readonly number[],
): Map<number, DirectionDraft> {
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
  for (const departure of lineDeparturesOn(context.network, line, timetableDay)) {
    const draft = draftFor(departure.direction);
    draft.seconds.push(departure.departureSec);
    draft.headsigns.set(departure.headsign, (draft.headsigns.get(departure.headsign) ?? 0) + 1);
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
  for (const [i, seconds] of sortedSeconds.entries()) {
    const next = sortedSeconds[i + 1];
    if (seconds >= NIGHT_END_SEC || next === undefined) return 0;
    if (next - seconds >= NIGHT_GAP_SEC) return i + 1;
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
  const firstSec = today[nightGroupLength(today)] ?? latest;
  // The last of tomorrow's night group; none when tomorrow has no night group (index -1).
  const tomorrowNightLast = tomorrow[nightGroupLength(tomorrow) - 1];
  if (latest < 86_400 && tomorrowNightLast !== undefined) {
    return { firstSec, lastSec: tomorrowNightLast, lastIsNextDay: true };
  }
  return { firstSec, lastSec: latest, lastIsNextDay: false };
}

/** A direction of a line as its itineraries give it. */
interface DirectionItineraries {
  /** The headsign of its first itinerary. */
  readonly headsign: string;
  /** Each itinerary's stops in order, in the network's order of itineraries. */
  readonly stopLists: readonly (readonly StopIndex[])[];
}

/** A line's itineraries by direction. */
function itinerariesByDirection(context: CityContext, line: LineIndex): Map<number, DirectionItineraries> {
  const { network } = context;
  const byDirection = new Map<number, { headsign: string; stopLists: StopIndex[][] }>();
  for (const index of itinerariesOf(network, line)) {
    const { direction, headsign } = itineraryAt(network, index);
    const entry = byDirection.get(direction) ?? { headsign, stopLists: [] };
    entry.stopLists.push(itineraryStops(network, index));
    byDirection.set(direction, entry);
  }
  return byDirection;
}

/** A line's departures from one stop on a timetable day, by direction, each sorted by time. */
function departuresAtStop(
  context: CityContext,
  line: LineIndex,
  timetableDay: number,
  stop: StopIndex,
): Map<number, LineDeparture[]> {
  const byDirection = new Map<number, LineDeparture[]>();
  for (const departure of lineDeparturesOn(context.network, line, timetableDay, { stop })) {
    const list = byDirection.get(departure.direction) ?? [];
    list.push(departure);
    byDirection.set(departure.direction, list);
  }
  for (const list of byDirection.values()) list.sort((a, b) => a.departureSec - b.departureSec);
  return byDirection;
}

/** A direction's trips on a timetable day: when each leaves its first stop, and its departures from one stop. */
interface DirectionDay {
  /** Each trip's first departure (GTFS seconds of the service day), sorted. */
  readonly tripStarts: readonly number[];
  /** The departures from the stop, sorted. */
  readonly atStop: readonly LineDeparture[];
}

/** The start of the last trip of a service day's night group (see {@link nightGroupLength}); -1 without one. */
function nightGroupEnd(sortedStarts: readonly number[]): number {
  return sortedStarts[nightGroupLength(sortedStarts) - 1] ?? -1;
}

/**
 * A direction's departures from a stop on the day asked about, as a printed timetable reads them: those of the
 * service day's trips but the night group that closes the night before, then those of the next service day's night
 * group when the feed writes the trips after midnight there — the trips {@link serviceSpan} reads the first and last
 * departure from, told apart by when each trip starts, so that a trip keeps its place along the line. Each is read at
 * its clock time on the day asked about (a stand-in day from another season still shows local times), hour by hour;
 * one train written twice (the same instant and headsign) is listed once.
 */
function stopDeparturesOf(
  context: CityContext,
  stop: StopIndex,
  day: number,
  feedTimeZone: string,
  today: DirectionDay,
  tomorrow: DirectionDay,
): StopDepartures {
  const todayNightEnd = nightGroupEnd(today.tripStarts);
  const latestStart = today.tripStarts.at(-1);
  const tomorrowNightEnd =
    latestStart === undefined || latestStart >= 86_400 ? -1 : nightGroupEnd(tomorrow.tripStarts);
  const instantOf = (serviceDay: number) => (departure: LineDeparture) => ({
    departure,
    epochMs: serviceTimeToEpochMs(serviceDay, departure.departureSec, feedTimeZone, departure.tripStartSec),
  });
  const sorted = [
    ...today.atStop.filter((departure) => departure.tripStartSec > todayNightEnd).map(instantOf(day)),
    ...tomorrow.atStop
      .filter((departure) => departure.tripStartSec <= tomorrowNightEnd)
      .map(instantOf(day + 1)),
  ].sort((a, b) => a.epochMs - b.epochMs || a.departure.headsign.localeCompare(b.departure.headsign));
  const trains = sorted.filter((item, i) => {
    const previous = sorted[i - 1];
    return previous?.epochMs !== item.epochMs || previous.departure.headsign !== item.departure.headsign;
  });
  // ISO 8601 in the city's zone: the date tells the next morning apart, and the clock reads off it.
  const times = formatZonedDateTimes(
    trains.map((train) => train.epochMs),
    context.city.timeZone,
  );
  const askedDate = formatDay(day);
  const hours: HourDepartures[] = [];
  for (const time of times) {
    const hour = Number(time.slice(11, 13));
    const isNextDay = time.slice(0, 10) > askedDate;
    const minute = Number(time.slice(14, 16));
    const row = hours.at(-1);
    if (row?.hour === hour && row.isNextDay === isNextDay) row.minutes.push(minute);
    else hours.push({ hour, isNextDay, minutes: [minute] });
  }
  return {
    stopCode: stopAt(context.network, stop).code,
    firstDeparture: times[0]?.slice(11, 16) ?? null,
    lastDeparture: times.at(-1)?.slice(11, 16) ?? null,
    departureCount: times.length,
    isApproximate: trains.some((train) => train.departure.isHeadwayBased),
    hours,
  };
}

/**
 * A line's timetable for a service day: per direction the first and last departure from the line's first stops and
 * the departures per hour of the service day, and the departures from one stop (`stop` where the direction's
 * itineraries call there, else the first stop of its first itinerary). A day the feed does not cover reads the
 * feed's stand-in day.
 */
function timetableOf(
  context: CityContext,
  line: LineIndex,
  day: number,
  stop?: StopIndex,
): NonNullable<LineDetail['timetable']> {
  const { network, holidays } = context;
  const { feed } = lineAt(network, line);
  const feedTimeZone = network.feeds[feed]?.timeZone ?? context.city.timeZone;
  const itineraries = itinerariesByDirection(context, line);
  const knownDirections = [...itineraries.keys()];
  const todayTimetable = timetableDayFor(network, feed, day, holidays).timetableDay;
  const tomorrowTimetable = timetableDayFor(network, feed, day + 1, holidays).timetableDay;
  const today = departuresByDirection(context, line, todayTimetable, knownDirections);
  const tomorrow = departuresByDirection(context, line, tomorrowTimetable, knownDirections);
  // Clock times are read on the day asked about, so a stand-in day from another season still shows local times;
  // the departures are first-stop ones, so each is its trip's start (which decides a clock-change night's reading).
  const clock = (serviceDay: number, seconds: number) =>
    formatLocalClock(serviceTimeToEpochMs(serviceDay, seconds, feedTimeZone), context.city.timeZone);

  const stopOf = (direction: number): StopIndex | undefined => {
    const stopLists = itineraries.get(direction)?.stopLists ?? [];
    if (stop === undefined) return stopLists[0]?.[0];
    return stopLists.some((stops) => stops.includes(stop)) ? stop : undefined;
  };
  const atStops = new Map<
    StopIndex,
    { today: Map<number, LineDeparture[]>; tomorrow: Map<number, LineDeparture[]> }
  >();
  const departuresAt = (at: StopIndex) => {
    let found = atStops.get(at);
    if (!found) {
      found = {
        today: departuresAtStop(context, line, todayTimetable, at),
        tomorrow: departuresAtStop(context, line, tomorrowTimetable, at),
      };
      atStops.set(at, found);
    }
    return found;
  };
  const stopDepartures = (direction: number): StopDepartures | null => {
    const at = stopOf(direction);
    if (at === undefined) return null;
    const departures = departuresAt(at);
    return stopDeparturesOf(
      context,
      at,
      day,
      feedTimeZone,
      { tripStarts: today.get(direction)?.seconds ?? [], atStop: departures.today.get(direction) ?? [] },
      {
        tripStarts: tomorrow.get(direction)?.seconds ?? [],
        atStop: departures.tomorrow.get(direction) ?? [],
      },
    );
  };

  const directions: DirectionTimetable[] = [...today.entries()]
    .sort(([a], [b]) => a - b)
    .map(([direction, draft]) => {
      const perHour = new Array<number>(SERVICE_DAY_HOURS).fill(0);
      for (const seconds of draft.seconds) {
        const hour = Math.min(Math.max(Math.floor(seconds / 3600), 0), SERVICE_DAY_HOURS - 1);
        perHour[hour] = (perHour[hour] ?? 0) + 1;
      }
      const span = serviceSpan(draft.seconds, tomorrow.get(direction)?.seconds ?? []);
      return {
        direction,
        headsign: headsignFor(direction, draft, itineraries),
        firstDeparture: span ? clock(day, span.firstSec) : null,
        lastDeparture: span ? clock(span.lastIsNextDay ? day + 1 : day, span.lastSec) : null,
        departureCount: draft.seconds.length,
        departuresPerHour: perHour,
        stopDepartures: stopDepartures(direction),
      };
    });
  return { date: formatDay(day), feeds: [feedTimetable(context, feed, day)], directions };
}

/** A direction's headsign: its first itinerary's, else the commonest trip headsign of the day. */
function headsignFor(
  direction: number,
  draft: DirectionDraft,
  itineraries: ReadonlyMap<number, DirectionItineraries>,
): string {
  const fromItinerary = itineraries.get(direction)?.headsign;
  if (fromItinerary) return fromItinerary;
  let best = '';
  let bestCount = 0;
  for (const [headsign, count] of draft.headsigns) {
    if (count > bestCount) [best, bestCount] = [headsign, count];
  }
  return best;
}

/** A line (spec §3) with its itineraries and the timetable of a service day (days since 1970-01-01). */
export function buildLineDetail(context: CityContext, line: LineIndex, day: number): LineDetail {
  const summary = lineSummary(context, line);
  const itineraries = itinerariesOfLine(context, line);
  const { feed } = lineAt(context.network, line);
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
    timetable: summary.hasTimetable ? timetableOf(context, line, day) : null,
    notice: summary.hasTimetable ? null : NO_TIMETABLE_FOR_LINE,
    attribution: context.attribution[feed] ? [context.attribution[feed]] : [],
  };
}

/**
 * A line's timetable for a service day (days since 1970-01-01) with each direction's departures from one of its
 * stops. A stop that none of the line's itineraries calls at is a 404 (STOP_NOT_ON_LINE).
 */
export function buildLineStopTimetable(
  context: CityContext,
  line: LineIndex,
  stop: StopIndex,
  day: number,
): LineStopTimetable {
  const { network } = context;
  const { code: lineCode, hasTimetable } = lineAt(network, line);
  const stopCode = stopAt(network, stop).code;
  const isOnLine = itinerariesOf(network, line).some((itinerary) =>
    itineraryStops(network, itinerary).includes(stop),
  );
  if (!isOnLine) {
    throw new ApiError(
      404,
      'STOP_NOT_ON_LINE',
      `No itinerary of line ${quoteInput(lineCode)} in ${context.city.id} calls at the stop ${quoteInput(stopCode)}.`,
    );
  }
  return {
    lineCode,
    stopCode,
    timetable: hasTimetable ? timetableOf(context, line, day, stop) : null,
    notice: hasTimetable ? null : NO_TIMETABLE_FOR_LINE,
  };
}
