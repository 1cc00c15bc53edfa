import {
  type Arrival,
  type Arrivals,
  DEFAULT_ARRIVALS_LIMIT,
  DEFAULT_ARRIVALS_WINDOW_MINUTES as DEFAULT_WINDOW_MINUTES,
  TIMETABLE_ONLY_LIVE_STATE,
} from '@transit/api-contract';
import {
  type FeedIndex,
  formatZonedDateTime,
  formatZonedDateTimes,
  lineAt,
  linesAt,
  scheduledDepartures,
  stopAt,
  type StopIndex,
  tripId,
} from '@transit/network';
import { type CityContext, colourOf, feedDayOf, feedTimetable, NO_TIMETABLE_FOR_STOP } from './cityContext';

export interface ArrivalsOptions {
  /** The moment to list departures from, epoch milliseconds. */
  readonly atEpochMs: number;
  /** 1–200. */
  readonly limit?: number | undefined;
  /** How far ahead to look, 1–1440 minutes. */
  readonly windowMinutes?: number | undefined;
}

/**
 * The next departures from a stop, from the timetable. Each one is labelled `source: "schedule"`,
 * `isRealtime: false`; live sources will add their own items (`source: "live"`) and replace the scheduled ones they
 * match by trip. A stop none of whose lines has a timetable answers with no departures and a NO_TIMETABLE notice,
 * never a blank board.
 */
export function buildArrivals(context: CityContext, stop: StopIndex, options: ArrivalsOptions): Arrivals {
  const { network, city } = context;
  const { atEpochMs } = options;
  const timetabledFeeds = [
    ...new Set<FeedIndex>(
      linesAt(network, stop)
        .map((line) => lineAt(network, line))
        .filter((line) => line.hasTimetable)
        .map((line) => line.feed),
    ),
  ].sort((a, b) => a - b);
  const hasTimetable = timetabledFeeds.length > 0;
  const departures = hasTimetable
    ? scheduledDepartures(network, {
        stop,
        fromEpochMs: atEpochMs,
        windowSec: (options.windowMinutes ?? DEFAULT_WINDOW_MINUTES) * 60,
        limit: options.limit ?? DEFAULT_ARRIVALS_LIMIT,
        holidays: context.holidays,
      }).departures
    : [];
  const departureTimes = formatZonedDateTimes(
    departures.map((departure) => departure.departureEpochMs),
    city.timeZone,
  );
  const arrivals = departures.map((departure, i): Arrival => {
    const line = lineAt(network, departure.line);
    return {
      lineCode: line.code,
      lineNumber: line.number,
      colour: colourOf(line.colour),
      textColour: colourOf(line.textColour),
      transportTypeCode: line.transportTypeCode,
      destination: departure.headsign,
      direction: departure.direction,
      platform: departure.platform ?? null,
      tripId: tripId(network, departure.trip),
      departureTime: departureTimes[i] ?? formatZonedDateTime(departure.departureEpochMs, city.timeZone),
      minutes: Math.max(0, Math.floor((departure.departureEpochMs - atEpochMs) / 60_000)),
      isRealtime: false,
      source: 'schedule',
      isApproximate: departure.isHeadwayBased,
      status: 'scheduled',
    };
  });
  return {
    stopCode: stopAt(network, stop).code,
    at: formatZonedDateTime(atEpochMs, city.timeZone),
    arrivals,
    timetable: {
      hasTimetable,
      feeds: timetabledFeeds.map((feed) => feedTimetable(context, feed, feedDayOf(network, feed, atEpochMs))),
    },
    notice: hasTimetable ? null : NO_TIMETABLE_FOR_STOP,
    live: TIMETABLE_ONLY_LIVE_STATE,
    alerts: [],
  };
}
