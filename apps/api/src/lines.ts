import {
  type DirectionTimetable,
  type LineDetail,
  type LineList,
  type LineSummary,
  SERVICE_DAY_HOURS,
} from '@transit/api-contract';
import {
  formatDay,
  formatLocalClock,
  itinerariesOf,
  itineraryAt,
  itineraryShape,
  itineraryStops,
  lineAt,
  lineDeparturesOn,
  type LineIndex,
  lineIndexes,
  serviceTimeToEpochMs,
  stopAt,
  timetableDayFor,
} from '@transit/network';
import {
  type CityContext,
  colourOf,
  feedTimetable,
  NO_TIMETABLE_FOR_LINE,
  stopLocation,
} from './cityContext';
import { isTransportTypeAllowed } from './stops';

function lineSummary(context: CityContext, index: LineIndex): LineSummary {
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

/**
 * A line's timetable for a service day: per direction the first and last departure from the line's first stops and
 * the departures per hour of the service day. A day the feed does not cover reads the feed's stand-in day.
 */
function timetableOf(
  context: CityContext,
  line: LineIndex,
  day: number,
  itineraries: LineDetail['itineraries'],
): NonNullable<LineDetail['timetable']> {
  const { network, holidays } = context;
  const { feed } = lineAt(network, line);
  const feedTimeZone = network.feeds[feed]?.timeZone ?? context.city.timeZone;
  const knownDirections = itineraries.map((itinerary) => itinerary.direction);
  const today = departuresByDirection(
    context,
    line,
    timetableDayFor(network, feed, day, holidays).timetableDay,
    knownDirections,
  );
  const tomorrow = departuresByDirection(
    context,
    line,
    timetableDayFor(network, feed, day + 1, holidays).timetableDay,
    knownDirections,
  );
  // Clock times are read on the day asked about, so a stand-in day from another season still shows local times;
  // the departures are first-stop ones, so each is its trip's start (which decides a clock-change night's reading).
  const clock = (serviceDay: number, seconds: number) =>
    formatLocalClock(serviceTimeToEpochMs(serviceDay, seconds, feedTimeZone), context.city.timeZone);
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
      };
    });
  return { date: formatDay(day), feeds: [feedTimetable(context, feed, day)], directions };
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
    timetable: summary.hasTimetable ? timetableOf(context, line, day, itineraries) : null,
    notice: summary.hasTimetable ? null : NO_TIMETABLE_FOR_LINE,
    attribution: context.attribution[feed] ? [context.attribution[feed]] : [],
  };
}
