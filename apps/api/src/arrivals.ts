import {
  type Arrival,
  type Arrivals,
  DEFAULT_ARRIVALS_LIMIT,
  DEFAULT_ARRIVALS_WINDOW_MINUTES as DEFAULT_WINDOW_MINUTES,
} from '@transit/api-contract';
import { scheduledDepartures } from '@transit/core';
import { type CityContext, colourOf, feedDayOf, feedTimetable, NO_TIMETABLE_FOR_STOP } from './cityContext';
import { linesAt } from './stops';
import { formatZonedDateTime, formatZonedDateTimes } from './zonedTime';

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
export function buildArrivals(context: CityContext, stop: number, options: ArrivalsOptions): Arrivals {
  const { network, city } = context;
  const { lines, trips } = network;
  const { atEpochMs } = options;
  const timetabledFeeds = [
    ...new Set(
      linesAt(context, stop)
        .filter((line) => lines.hasTimetable[line] === 1)
        .map((line) => lines.feed[line] as number),
    ),
  ].sort((a, b) => a - b);
  const hasTimetable = timetabledFeeds.length > 0;
  const departures = hasTimetable
    ? scheduledDepartures(network, {
        stop,
        fromEpochMs: atEpochMs,
        windowSec: (options.windowMinutes ?? DEFAULT_WINDOW_MINUTES) * 60,
        limit: options.limit ?? DEFAULT_ARRIVALS_LIMIT,
      }).departures
    : [];
  const departureTimes = formatZonedDateTimes(
    departures.map((departure) => departure.departureEpochMs),
    city.timeZone,
  );
  const arrivals = departures.map((departure, i): Arrival => ({
    lineCode: lines.code[departure.line] as string,
    lineNumber: lines.number[departure.line] as string,
    colour: colourOf(lines.colour[departure.line]),
    textColour: colourOf(lines.textColour[departure.line]),
    transportTypeCode: lines.transportTypeCode[departure.line] as number,
    destination: departure.headsign,
    direction: departure.direction,
    platform: departure.platform ?? null,
    tripId: trips.tripId[departure.trip] as string,
    departureTime: departureTimes[i] as string,
    minutes: Math.max(0, Math.floor((departure.departureEpochMs - atEpochMs) / 60_000)),
    isRealtime: false,
    source: 'schedule',
    isApproximate: departure.isHeadwayBased,
  }));
  return {
    stopCode: network.stops.code[stop] as string,
    at: formatZonedDateTime(atEpochMs, city.timeZone),
    arrivals,
    timetable: {
      hasTimetable,
      feeds: timetabledFeeds.map((feed) => feedTimetable(network, feed, feedDayOf(network, feed, atEpochMs))),
    },
    notice: hasTimetable ? null : NO_TIMETABLE_FOR_STOP,
  };
}
