import {
  buildNetwork,
  type FootpathOptions,
  type ItineraryInput,
  type LineInput,
  type ServiceInput,
  type ShapeInput,
  type StopInput,
  type StopTimeInput,
  type TripInput,
} from './builder';
import type { LineIndex, PatternIndex, StopIndex } from './indexes';
import { findLine } from './lines';
import { layoutOf, type Network, type NetworkFeed } from './model';
import { SERVICE_ADDED, SERVICE_REMOVED } from './services';
import { findStop } from './stops';
import { parseDay, zonedTimeToEpochMs } from './time';

/**
 * Test-only support: a small language to declare a network by name and get it compiled by {@link buildNetwork}.
 *
 *   testNetwork({
 *     services: [service('WD', { days: 'MTWTF..' })],
 *     trips: [trip('L1', ['A 08:00', 'B 08:05 08:06 @2', 'C 25:10:00'], { service: 'WD' })],
 *   });
 *
 * A stop time is 'STOP TIME [TIME] [@PLATFORM]': one time is both arrival and departure, two are arrival then
 * departure; times are HH:MM or HH:MM:SS and may pass 24:00. Stops and lines that are used but not declared are
 * made up (stops about 1.1 km apart, so no footpaths link them). Without services, every trip runs every day of
 * 2025 ('ALL'); a trip without a service runs on the first one declared. Dates are YYYY-MM-DD.
 */

export const TEST_START = '2025-01-01';
export const TEST_END = '2025-12-31';
export const TEST_TIME_ZONE = 'Europe/Madrid';
/** Where made-up stops start; stop i is 0.01° (about 1.1 km) north of stop i − 1. */
const ORIGIN = { lat: 40.4, lon: -3.7 } as const;
const STOP_SPACING_DEG = 0.01;

export interface FeedSpec {
  readonly id?: string;
  readonly name?: string;
  readonly licenceUrl?: string;
  readonly feedVersion?: string;
  readonly timeZone?: string;
  /** First and last day of the feed (default the whole of 2025). */
  readonly start?: string;
  readonly end?: string;
  /** False for a feed without a calendar (no start or end day). */
  readonly hasCalendar?: boolean;
  readonly hasTimetable?: boolean;
}

export interface StopSpec {
  readonly code: string;
  readonly name?: string;
  readonly lat?: number;
  readonly lon?: number;
  readonly typeCode?: number;
  readonly zone?: string;
  readonly wheelchair?: number;
  readonly feed?: number;
}

export interface LineSpec {
  readonly code: string;
  readonly number?: string;
  readonly name?: string;
  readonly transportTypeCode?: number;
  readonly nocturnal?: boolean;
  readonly colour?: string;
  readonly textColour?: string;
  readonly feed?: number;
}

export interface ServiceSpec {
  readonly serviceId: string;
  readonly feed?: number;
  /** Weekdays it runs, Monday first, '.' for a day off ('MTWTF..'); default every day. */
  readonly days?: string;
  readonly start?: string;
  readonly end?: string;
  /** calendar_dates.txt only: no weekly calendar, just the added days. */
  readonly datesOnly?: boolean;
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
}

export interface TripSpec {
  readonly line: string;
  readonly stopTimes: readonly string[];
  readonly service?: string;
  readonly direction?: number;
  readonly headsign?: string;
  readonly id?: string;
  readonly headway?: boolean;
  /** The code of an itinerary declared in the same network. */
  readonly itinerary?: string;
}

export interface ItinerarySpec {
  readonly line: string;
  readonly stops: readonly string[];
  readonly code?: string;
  readonly direction?: number;
  readonly headsign?: string;
  readonly shape?: number;
  readonly lengthM?: number;
}

export interface TransferSpec {
  readonly from: string;
  readonly to: string;
  readonly durationSec: number;
}

export interface StationSpec {
  readonly code: string;
  readonly stops: readonly string[];
  readonly name?: string;
}

export interface NetworkSpec {
  readonly cityId?: string;
  readonly feeds?: readonly FeedSpec[];
  readonly stops?: readonly StopSpec[];
  readonly lines?: readonly LineSpec[];
  readonly services?: readonly ServiceSpec[];
  readonly trips?: readonly TripSpec[];
  readonly itineraries?: readonly ItinerarySpec[];
  readonly transfers?: readonly TransferSpec[];
  readonly shapes?: readonly ShapeInput[];
  readonly stopAliases?: Readonly<Record<string, string>>;
  readonly footpaths?: FootpathOptions;
  readonly stations?: readonly StationSpec[];
  /** Stop tables' records of a line at a stop (EMT's stop detail): stop and line codes, headsign, feed index. */
  readonly stopLines?: readonly { stop: string; line: string; headsign?: string; feed?: number }[];
}

export const feed = (options: FeedSpec = {}): FeedSpec => options;
export const stop = (code: string, options: Omit<StopSpec, 'code'> = {}): StopSpec => ({ code, ...options });
export const line = (code: string, options: Omit<LineSpec, 'code'> = {}): LineSpec => ({ code, ...options });
export const service = (serviceId: string, options: Omit<ServiceSpec, 'serviceId'> = {}): ServiceSpec => ({
  serviceId,
  ...options,
});
export const trip = (
  lineCode: string,
  stopTimes: readonly string[],
  options: Omit<TripSpec, 'line' | 'stopTimes'> = {},
): TripSpec => ({ line: lineCode, stopTimes, ...options });
export const itinerary = (
  lineCode: string,
  stops: readonly string[],
  options: Omit<ItinerarySpec, 'line' | 'stops'> = {},
): ItinerarySpec => ({ line: lineCode, stops, ...options });
export const station = (
  code: string,
  stops: readonly string[],
  options: Omit<StationSpec, 'code' | 'stops'> = {},
): StationSpec => ({ code, stops, ...options });
export const transfer = (from: string, to: string, durationSec: number): TransferSpec => ({
  from,
  to,
  durationSec,
});

/** Seconds of a time written HH:MM or HH:MM:SS (hours may pass 24). */
export function secondsOf(text: string): number {
  const match = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`'${text}' is not a time (HH:MM or HH:MM:SS).`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** The instant of a local date and wall-clock time ('2025-02-20', '08:05') in a time zone. */
export function at(date: string, time: string, timeZone: string = TEST_TIME_ZONE): number {
  return zonedTimeToEpochMs(parseDay(date), secondsOf(time), timeZone);
}

/** The index of the stop with a code (or an alias of it); throws when the test network has none. */
export function stopOf(network: Network, code: string): StopIndex {
  const index = findStop(network, code);
  if (index === undefined) throw new Error(`No stop '${code}' in the test network.`);
  return index;
}

/** The index of the line with a code; throws when the test network has none. */
export function lineOf(network: Network, code: string): LineIndex {
  const index = findLine(network, code);
  if (index === undefined) throw new Error(`No line '${code}' in the test network.`);
  return index;
}

/** The stop codes a pattern visits, in order. */
export function patternStopCodes(network: Network, pattern: PatternIndex): string[] {
  const { patterns, stops } = layoutOf(network);
  return [...patterns.stopIndex.subarray(patterns.stopOffset[pattern], patterns.stopOffset[pattern + 1])].map(
    (s) => stops.code[s] as string,
  );
}

function indexIn(codes: readonly string[], code: string, what: string): number {
  const index = codes.indexOf(code);
  if (index < 0) throw new Error(`No ${what} '${code}' in the test network.`);
  return index;
}

/** Names in declaration order; a name used but not declared is added (made up) at the end. */
function registry<T extends { readonly code: string }>(declared: readonly T[], makeUp: (code: string) => T) {
  const items = [...declared];
  const indexes = new Map(items.map((item, i) => [item.code, i]));
  return {
    items,
    indexOf(code: string): number {
      let index = indexes.get(code);
      if (index === undefined) {
        index = items.push(makeUp(code)) - 1;
        indexes.set(code, index);
      }
      return index;
    },
  };
}

type Exception = ServiceInput['exceptions'][number];

function weekdayMask(days: string): number {
  let mask = 0;
  [...days].forEach((day, i) => {
    if (day !== '.') mask |= 1 << i;
  });
  return mask;
}

function stopTimeOf(text: string, stopIndex: (code: string) => number): StopTimeInput {
  const [code = '', ...rest] = text.trim().split(/\s+/);
  const platform = rest.find((token) => token.startsWith('@'))?.slice(1);
  const times = rest.filter((token) => !token.startsWith('@')).map(secondsOf);
  const [arrivalSec, departureSec] = times;
  if (arrivalSec === undefined || times.length > 2) {
    throw new Error(`'${text}' is not a stop time ('STOP TIME [TIME] [@PLATFORM]').`);
  }
  return { stop: stopIndex(code), arrivalSec, departureSec: departureSec ?? arrivalSec, platform };
}

/** Compiles a network declared with the helpers above. */
export function testNetwork(spec: NetworkSpec = {}): Network {
  const stops = registry<StopSpec>(spec.stops ?? [], (code) => ({ code }));
  const lines = registry<LineSpec>(spec.lines ?? [], (code) => ({ code }));
  const services = spec.services?.length ? spec.services : [service('ALL')];
  const serviceIndex = (id: string | undefined): number => {
    const index = id === undefined ? 0 : services.findIndex((s) => s.serviceId === id);
    if (index < 0) throw new Error(`No service '${id}' in the test network.`);
    return index;
  };
  const itineraryCodes = (spec.itineraries ?? []).map((it, i) => it.code ?? `${it.line}-${i}`);

  const trips = (spec.trips ?? []).map((t, i): TripInput => ({
    line: lines.indexOf(t.line),
    direction: t.direction ?? 0,
    service: serviceIndex(t.service),
    headsign: t.headsign ?? '',
    tripId: t.id ?? `${t.line}#${i + 1}`,
    isHeadwayBased: t.headway,
    itinerary: t.itinerary === undefined ? undefined : indexIn(itineraryCodes, t.itinerary, 'itinerary'),
    stopTimes: t.stopTimes.map((text) => stopTimeOf(text, (code) => stops.indexOf(code))),
  }));
  const itineraries = (spec.itineraries ?? []).map((it, i): ItineraryInput => ({
    code: itineraryCodes[i] as string,
    line: lines.indexOf(it.line),
    direction: it.direction ?? 0,
    headsign: it.headsign ?? '',
    stops: it.stops.map((code) => stops.indexOf(code)),
    shape: it.shape,
    lengthM: it.lengthM,
  }));
  const transfers = (spec.transfers ?? []).map((t) => ({
    from: stops.indexOf(t.from),
    to: stops.indexOf(t.to),
    durationSec: t.durationSec,
  }));

  const stations = (spec.stations ?? []).map((t) => ({
    code: t.code,
    name: t.name ?? `Station ${t.code}`,
    stops: t.stops.map((code) => stops.indexOf(code)),
  }));

  return buildNetwork({
    cityId: spec.cityId ?? 'test',
    feeds: (spec.feeds ?? [feed()]).map((f, i): NetworkFeed => ({
      id: f.id ?? `feed${i}`,
      name: f.name ?? `Feed ${i}`,
      attribution: `© Feed ${i}`,
      licenceUrl: f.licenceUrl,
      feedVersion: f.feedVersion,
      timeZone: f.timeZone ?? TEST_TIME_ZONE,
      hasTimetable: f.hasTimetable ?? true,
      startDay: f.hasCalendar === false ? undefined : parseDay(f.start ?? TEST_START),
      endDay: f.hasCalendar === false ? undefined : parseDay(f.end ?? TEST_END),
    })),
    stops: stops.items.map((s, i): StopInput => ({
      code: s.code,
      name: s.name ?? `Stop ${s.code}`,
      typeCode: s.typeCode ?? 6,
      lat: s.lat ?? ORIGIN.lat + i * STOP_SPACING_DEG,
      lon: s.lon ?? ORIGIN.lon,
      zone: s.zone,
      wheelchair: s.wheelchair,
      feed: s.feed ?? 0,
    })),
    lines: lines.items.map((l): LineInput => ({
      code: l.code,
      number: l.number ?? l.code,
      name: l.name ?? `Line ${l.code}`,
      transportTypeCode: l.transportTypeCode ?? 6,
      isNocturnal: l.nocturnal ?? false,
      colour: l.colour,
      textColour: l.textColour,
      feed: l.feed ?? 0,
    })),
    shapes: spec.shapes,
    itineraries,
    services: services.map((s): ServiceInput => ({
      serviceId: s.serviceId,
      feed: s.feed ?? 0,
      startDay: s.datesOnly ? 1 : parseDay(s.start ?? TEST_START),
      endDay: s.datesOnly ? 0 : parseDay(s.end ?? TEST_END),
      weekdays: s.datesOnly ? 0 : weekdayMask(s.days ?? 'MTWTFSS'),
      exceptions: [
        ...(s.added ?? []).map((day): Exception => ({ day: parseDay(day), type: SERVICE_ADDED })),
        ...(s.removed ?? []).map((day): Exception => ({ day: parseDay(day), type: SERVICE_REMOVED })),
      ],
    })),
    trips,
    transfers,
    stopAliases: spec.stopAliases,
    footpaths: spec.footpaths,
    stations,
    stopLines: (spec.stopLines ?? []).map((record) => ({
      stop: stops.indexOf(record.stop),
      line: lines.indexOf(record.line),
      headsign: record.headsign ?? '',
      feed: record.feed ?? 0,
    })),
  });
}
