import {
  type Arrivals,
  DEFAULT_ARRIVALS_LIMIT,
  TIMETABLE_ONLY_LIVE_STATE,
  type FeedTimetable,
  type Notice,
  type StationArrival,
  type StationArrivals,
  type StationInfo,
  type StationModeArrivals,
  type StationWalk,
} from '@transit/api-contract';
import {
  distanceBetweenM,
  parseStationCode,
  quoteInput,
  type StopType,
  stopTypeFromCode,
} from '@transit/core';
import {
  DEFAULT_FOOTPATHS,
  findStation as findNetworkStation,
  formatZonedDateTime,
  linesAt,
  stationAt,
  type StationIndex,
  stopAt,
  type StopIndex,
} from '@transit/network';
import { type ArrivalsOptions, buildArrivals } from './arrivals';
import { type CityContext, stopLocation } from './cityContext';
import { ApiError } from './errors';
import { lineSummary } from './lines';
import { feedsOfStop, listedStationStops } from './stops';

const NO_TIMETABLE_FOR_STATION_MODE: Notice = {
  code: 'NO_TIMETABLE',
  message:
    "No timetable is published for the lines of this mode's stops at the station, so no departure times can be shown.",
};

/**
 * The station a code names, as given or in canonical form ("e4_12" is E4-12). A code that is not a station code is
 * a 400 STATION_CODE_MALFORMED; one that names no station, or a station the city's lists show fewer than two stops
 * of, is a 404 STATION_NOT_FOUND.
 */
export function findStation(context: CityContext, code: string): StationIndex {
  let station = findNetworkStation(context.network, code);
  let canonical = code;
  if (station === undefined) {
    const parsed = parseStationCode(code);
    if (!parsed.ok) throw new ApiError(400, parsed.error.code, parsed.error.message);
    canonical = parsed.value;
    station = findNetworkStation(context.network, canonical);
  }
  if (station === undefined || listedStationStops(context, station).length < 2) {
    throw new ApiError(
      404,
      'STATION_NOT_FOUND',
      `There is no station ${quoteInput(canonical)} in ${context.city.id}.`,
    );
  }
  return station;
}

/** A station's stops grouped by stop type, in their order (the station lists them mode by mode). */
function byMode(context: CityContext, stops: readonly StopIndex[]) {
  const modes: { stopType: StopType; stopTypeCode: number; stops: StopIndex[] }[] = [];
  for (const stop of stops) {
    const { typeCode } = stopAt(context.network, stop);
    const last = modes.at(-1);
    if (last?.stopTypeCode === typeCode) last.stops.push(stop);
    else {
      const stopType = stopTypeFromCode(typeCode);
      // A station holds rail stops only (packages/gtfs); a stop of no known type is not shown.
      if (stopType !== undefined) modes.push({ stopType, stopTypeCode: typeCode, stops: [stop] });
    }
  }
  return modes;
}

/**
 * The walk between two stops: the straight line between their coordinates (no street or corridor routing), in
 * metres, and the minutes it takes on foot as the planner's footpaths reckon (the line × 1.3 at 1.2 m/s), at least 1.
 */
function walkBetween(context: CityContext, from: StopIndex, to: StopIndex): StationWalk {
  const a = stopAt(context.network, from);
  const b = stopAt(context.network, to);
  const distanceM = distanceBetweenM(a.lat, a.lon, b.lat, b.lon);
  const { walkSpeedMps, detourFactor } = DEFAULT_FOOTPATHS;
  return {
    fromStopCode: a.code,
    toStopCode: b.code,
    distanceM: Math.round(distanceM),
    walkMinutes: Math.max(1, Math.ceil((distanceM * detourFactor) / walkSpeedMps / 60)),
  };
}

/** What a station's page shows: its stops per mode, with their lines, and the walks between them. */
export function buildStationInfo(context: CityContext, station: StationIndex): StationInfo {
  const { network } = context;
  const stops = listedStationStops(context, station);
  const { code, name, lat, lon } = stationAt(network, station);
  const walks = stops.flatMap((from, i) => stops.slice(i + 1).map((to) => walkBetween(context, from, to)));
  const feeds = [...new Set(stops.flatMap((stop) => feedsOfStop(context, stop)))].sort((a, b) => a - b);
  return {
    code,
    name,
    location: { latitude: lat, longitude: lon },
    modes: byMode(context, stops).map((mode) => ({
      stopType: mode.stopType,
      stopTypeCode: mode.stopTypeCode,
      stops: mode.stops.map((stop) => {
        const lines = linesAt(network, stop).map((line) => lineSummary(context, line));
        return {
          code: stopAt(network, stop).code,
          name: stopAt(network, stop).name,
          location: stopLocation(network, stop),
          lines,
          hasTimetable: lines.some((line) => line.hasTimetable),
        };
      }),
    })),
    transfer: { distanceBasis: 'straightLine', walks },
    attribution: feeds.flatMap((feed) => context.attribution[feed] ?? []),
  };
}

/**
 * A station's board: each of its stops' departures as the stop's own board gives them (its limit and window), merged
 * per mode in time order and cut to the limit, each saying which stop it leaves from. `stopBoards` holds boards made
 * ahead (with their live rows); a stop not in it gets the timetable's board.
 */
export function buildStationArrivals(
  context: CityContext,
  station: StationIndex,
  options: ArrivalsOptions,
  stopBoards: ReadonlyMap<StopIndex, Arrivals> = new Map(),
): StationArrivals {
  const { network } = context;
  const modes = byMode(context, listedStationStops(context, station)).map((mode): StationModeArrivals => {
    const boards = mode.stops.map((stop) => stopBoards.get(stop) ?? buildArrivals(context, stop, options));
    const arrivals: { arrival: StationArrival; epochMs: number }[] = boards.flatMap((board) =>
      board.arrivals.map((arrival) => ({
        arrival: { ...arrival, stopCode: board.stopCode },
        epochMs: Date.parse(arrival.departureTime),
      })),
    );
    arrivals.sort((a, b) => a.epochMs - b.epochMs);
    const feeds = new Map<string, FeedTimetable>();
    for (const board of boards) for (const feed of board.timetable.feeds) feeds.set(feed.feedId, feed);
    const hasTimetable = boards.some((board) => board.timetable.hasTimetable);
    return {
      stopType: mode.stopType,
      stopTypeCode: mode.stopTypeCode,
      stopCodes: mode.stops.map((stop) => stopAt(network, stop).code),
      arrivals: arrivals.slice(0, options.limit ?? DEFAULT_ARRIVALS_LIMIT).map(({ arrival }) => arrival),
      timetable: { hasTimetable, feeds: [...feeds.values()] },
      notice: hasTimetable ? null : NO_TIMETABLE_FOR_STATION_MODE,
    };
  });
  return {
    stationCode: stationAt(network, station).code,
    at: formatZonedDateTime(options.atEpochMs, context.city.timeZone),
    modes,
    live: TIMETABLE_ONLY_LIVE_STATE,
    alerts: [],
  };
}
