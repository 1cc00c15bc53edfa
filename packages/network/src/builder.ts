import { compareStopTypes, stopTypeFromCode } from '@transit/core';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import {
  type Network,
  NETWORK_FORMAT_VERSION,
  type NetworkFeed,
  type NetworkLayout,
  networkOf,
} from './model';

/**
 * Builds the columnar {@link Network} from plain records: the one place that groups trips into patterns, sorts
 * them, and derives the indexes (lines per stop, patterns per stop, footpaths). packages/gtfs maps feeds to these
 * records; tests write them by hand.
 */

export interface StopInput {
  readonly code: string;
  readonly name: string;
  readonly typeCode: number;
  /** Degrees, WGS 84. */
  readonly lat: number;
  readonly lon: number;
  readonly zone?: string | undefined;
  /** 0 unknown, 1 accessible, 2 not. */
  readonly wheelchair?: number | undefined;
  /** Its street address, as the feed describes it ("Calle de Mateo Inurria 1"); '' or absent when unknown. */
  readonly address?: string | undefined;
  readonly feed: number;
}

export interface LineInput {
  readonly code: string;
  readonly number: string;
  readonly name: string;
  readonly transportTypeCode: number;
  readonly isNocturnal: boolean;
  readonly colour?: string | undefined;
  readonly textColour?: string | undefined;
  readonly feed: number;
}

export interface ShapeInput {
  /** [lat, lon] in degrees. */
  readonly points: readonly (readonly [number, number])[];
}

export interface ItineraryInput {
  readonly code: string;
  readonly line: number;
  readonly direction: number;
  readonly headsign: string;
  readonly stops: readonly number[];
  readonly shape?: number | undefined;
  readonly lengthM?: number | undefined;
}

export interface ServiceInput {
  readonly serviceId: string;
  readonly feed: number;
  readonly startDay: number;
  readonly endDay: number;
  /** Bit 0 Monday … bit 6 Sunday. */
  readonly weekdays: number;
  readonly exceptions: readonly { readonly day: number; readonly type: 1 | 2 }[];
}

export interface StopTimeInput {
  readonly stop: number;
  readonly arrivalSec: number;
  readonly departureSec: number;
  readonly platform?: string | undefined;
}

export interface TripInput {
  readonly line: number;
  readonly direction: number;
  readonly service: number;
  readonly headsign: string;
  readonly tripId: string;
  readonly isHeadwayBased?: boolean | undefined;
  /** The itinerary this trip follows, when known. */
  readonly itinerary?: number | undefined;
  readonly stopTimes: readonly StopTimeInput[];
}

export interface TransferInput {
  readonly from: number;
  readonly to: number;
  readonly durationSec: number;
}

/** A station: rail stops riders treat as one place (packages/gtfs says which). */
export interface StationInput {
  /** Core's StationCode ("E4-12"). */
  readonly code: string;
  readonly name: string;
  /** Its stops (indexes into `stops`), at least two, none in another station; any order. */
  readonly stops: readonly number[];
  /** Degrees, WGS 84; the mean of its stops' positions when absent. */
  readonly lat?: number | undefined;
  readonly lon?: number | undefined;
}

/**
 * A stop table's word that a line calls at a stop, towards a headsign (EMT's stop detail): for stops no itinerary
 * lists. It makes the line one of the stop's lines; its feed says who recorded it and when.
 */
export interface StopLineInput {
  readonly stop: number;
  readonly line: number;
  /** Where the line heads from the stop, as the record names it; '' when it does not say. */
  readonly headsign: string;
  readonly feed: number;
}

export interface NetworkInput {
  readonly cityId: string;
  readonly feeds: readonly NetworkFeed[];
  readonly stops: readonly StopInput[];
  readonly lines: readonly LineInput[];
  readonly shapes?: readonly ShapeInput[];
  readonly itineraries: readonly ItineraryInput[];
  readonly services: readonly ServiceInput[];
  readonly trips: readonly TripInput[];
  /** Walking links the feed states (GTFS transfers.txt); they win over computed ones. */
  readonly transfers?: readonly TransferInput[];
  readonly stopAliases?: Readonly<Record<string, string>>;
  readonly footpaths?: FootpathOptions;
  readonly stations?: readonly StationInput[];
  readonly stopLines?: readonly StopLineInput[];
}

export interface FootpathOptions {
  /** Stops closer than this (straight line, metres) are linked by a footpath. */
  readonly maxDistanceM: number;
  /** Walking speed in metres per second. */
  readonly walkSpeedMps: number;
  /** Streets are longer than the straight line: the distance is multiplied by this. */
  readonly detourFactor: number;
}

/** Footpaths by default: within 400 m, at 1.2 m/s, 1.3 times the straight-line distance. */
export const DEFAULT_FOOTPATHS: FootpathOptions = { maxDistanceM: 400, walkSpeedMps: 1.2, detourFactor: 1.3 };

const toE6 = (degrees: number) => Math.round(degrees * 1e6);

/** Compressed rows from a list of lists. */
function csr(rows: readonly (readonly number[])[]): { offset: Uint32Array; index: Uint32Array } {
  const offset = new Uint32Array(rows.length + 1);
  let total = 0;
  rows.forEach((row, i) => {
    offset[i] = total;
    total += row.length;
  });
  offset[rows.length] = total;
  const index = new Uint32Array(total);
  rows.forEach((row, i) => index.set(row, offset[i]));
  return { offset, index };
}

/** Interns strings in first-seen order. */
function interner(): { indexOf(value: string): number; values: string[] } {
  const values: string[] = [];
  const seen = new Map<string, number>();
  return {
    values,
    indexOf(value) {
      let index = seen.get(value);
      if (index === undefined) {
        index = values.length;
        values.push(value);
        seen.set(value, index);
      }
      return index;
    },
  };
}

interface PatternDraft {
  readonly line: number;
  readonly direction: number;
  readonly itinerary: number;
  readonly stops: readonly number[];
  readonly platforms: readonly number[];
  readonly trips: TripInput[];
}

/** Whether trip `b` never leaves a stop before trip `a` does (so appending it keeps the pattern FIFO). */
function isNotOvertaking(a: TripInput, b: TripInput): boolean {
  return a.stopTimes.every(
    (time, i) =>
      (b.stopTimes[i]?.departureSec ?? 0) >= time.departureSec &&
      (b.stopTimes[i]?.arrivalSec ?? 0) >= time.arrivalSec,
  );
}

/** Compiles the records into a network (see the module comment); the only maker of a network besides the codec. */
export function buildNetwork(input: NetworkInput): Network {
  return networkOf(buildLayout(input));
}

function buildLayout(input: NetworkInput): NetworkLayout {
  const stopCount = input.stops.length;
  const platformNames = interner();
  const headsigns = interner();

  // Patterns: same line, direction and stop (and platform) sequence; trips sorted by first departure; a trip that
  // would overtake the last one of every matching pattern starts a new pattern, so each pattern stays FIFO.
  const drafts: PatternDraft[] = [];
  const draftsByKey = new Map<string, PatternDraft[]>();
  const sortedTrips = [...input.trips]
    .filter((trip) => trip.stopTimes.length >= 2)
    .sort(
      (a, b) =>
        (a.stopTimes[0]?.departureSec ?? 0) - (b.stopTimes[0]?.departureSec ?? 0) ||
        (a.tripId < b.tripId ? -1 : a.tripId > b.tripId ? 1 : 0),
    );
  for (const trip of sortedTrips) {
    const stops = trip.stopTimes.map((time) => time.stop);
    const platforms = trip.stopTimes.map((time) =>
      time.platform === undefined || time.platform === '' ? -1 : platformNames.indexOf(time.platform),
    );
    const key = `${trip.line}|${trip.direction}|${stops.join(',')}|${platforms.join(',')}`;
    const candidates = draftsByKey.get(key) ?? [];
    let draft = candidates.find((candidate) => isNotOvertaking(candidate.trips.at(-1) as TripInput, trip));
    if (!draft) {
      draft = {
        line: trip.line,
        direction: trip.direction,
        itinerary: trip.itinerary ?? -1,
        stops,
        platforms,
        trips: [],
      };
      candidates.push(draft);
      draftsByKey.set(key, candidates);
      drafts.push(draft);
    }
    draft.trips.push(trip);
  }
  drafts.sort(
    (a, b) =>
      a.line - b.line ||
      a.direction - b.direction ||
      (a.trips[0]?.stopTimes[0]?.departureSec ?? 0) - (b.trips[0]?.stopTimes[0]?.departureSec ?? 0) ||
      a.stops.join(',').localeCompare(b.stops.join(',')),
  );

  const patternStops = csr(drafts.map((draft) => draft.stops));
  const tripStart = new Uint32Array(drafts.length + 1);
  const timeStart = new Uint32Array(drafts.length + 1);
  const tripCount = drafts.reduce((sum, draft) => sum + draft.trips.length, 0);
  const timeCount = drafts.reduce((sum, draft) => sum + draft.trips.length * draft.stops.length, 0);
  const arrivalSec = new Int32Array(timeCount);
  const departureSec = new Int32Array(timeCount);
  const tripPattern = new Uint32Array(tripCount);
  const tripService = new Uint32Array(tripCount);
  const tripHeadsign = new Uint32Array(tripCount);
  const tripIsHeadwayBased = new Uint8Array(tripCount);
  const tripId: string[] = [];
  let t = 0;
  let time = 0;
  drafts.forEach((draft, p) => {
    tripStart[p] = t;
    timeStart[p] = time;
    for (const trip of draft.trips) {
      tripPattern[t] = p;
      tripService[t] = trip.service;
      tripHeadsign[t] = headsigns.indexOf(trip.headsign);
      tripIsHeadwayBased[t] = trip.isHeadwayBased ? 1 : 0;
      tripId.push(trip.tripId);
      for (const stopTime of trip.stopTimes) {
        arrivalSec[time] = stopTime.arrivalSec;
        departureSec[time] = stopTime.departureSec;
        time += 1;
      }
      t += 1;
    }
  });
  tripStart[drafts.length] = t;
  timeStart[drafts.length] = time;

  // Which patterns call at each stop, and which lines serve it (from timetables and from itineraries alike).
  const patternsAtStop: number[][] = Array.from({ length: stopCount }, () => []);
  const positionsAtStop: number[][] = Array.from({ length: stopCount }, () => []);
  const linesAtStop: Set<number>[] = Array.from({ length: stopCount }, () => new Set());
  drafts.forEach((draft, p) =>
    draft.stops.forEach((stop, position) => {
      patternsAtStop[stop]?.push(p);
      positionsAtStop[stop]?.push(position);
      linesAtStop[stop]?.add(draft.line);
    }),
  );
  for (const itinerary of input.itineraries) {
    for (const stop of itinerary.stops) linesAtStop[stop]?.add(itinerary.line);
  }
  for (const record of input.stopLines ?? []) linesAtStop[record.stop]?.add(record.line);
  const stopLines = csr(linesAtStop.map((lines) => [...lines].sort((a, b) => a - b)));
  const stopPatterns = csr(patternsAtStop);

  const itinerariesOfLine: number[][] = input.lines.map(() => []);
  input.itineraries.forEach((itinerary, i) => itinerariesOfLine[itinerary.line]?.push(i));
  const lineItineraries = csr(itinerariesOfLine);
  const itineraryStops = csr(input.itineraries.map((itinerary) => itinerary.stops));
  const shapes = input.shapes ?? [];
  const shapePoints = csr(shapes.map((shape) => shape.points.map((_, i) => i)));

  const services = input.services;
  const exceptions = services.map((service) => [...service.exceptions].sort((a, b) => a.day - b.day));
  const exceptionRows = csr(exceptions.map((list) => list.map((_, i) => i)));

  return {
    formatVersion: NETWORK_FORMAT_VERSION,
    cityId: input.cityId,
    feeds: input.feeds,
    stops: {
      count: stopCount,
      code: input.stops.map((stop) => stop.code),
      name: input.stops.map((stop) => stop.name),
      typeCode: Uint8Array.from(input.stops, (stop) => stop.typeCode),
      latE6: Int32Array.from(input.stops, (stop) => toE6(stop.lat)),
      lonE6: Int32Array.from(input.stops, (stop) => toE6(stop.lon)),
      zone: input.stops.map((stop) => stop.zone ?? ''),
      wheelchair: Uint8Array.from(input.stops, (stop) => stop.wheelchair ?? 0),
      address: input.stops.map((stop) => stop.address ?? ''),
      isNocturnal: Uint8Array.from(linesAtStop, (lines) =>
        lines.size > 0 && [...lines].every((line) => input.lines[line]?.isNocturnal) ? 1 : 0,
      ),
      feed: Uint16Array.from(input.stops, (stop) => stop.feed),
      lineOffset: stopLines.offset,
      lineIndex: stopLines.index,
    },
    lines: {
      count: input.lines.length,
      code: input.lines.map((line) => line.code),
      number: input.lines.map((line) => line.number),
      name: input.lines.map((line) => line.name),
      transportTypeCode: Uint8Array.from(input.lines, (line) => line.transportTypeCode),
      isNocturnal: Uint8Array.from(input.lines, (line) => (line.isNocturnal ? 1 : 0)),
      colour: input.lines.map((line) => line.colour ?? ''),
      textColour: input.lines.map((line) => line.textColour ?? ''),
      feed: Uint16Array.from(input.lines, (line) => line.feed),
      hasTimetable: Uint8Array.from(input.lines, (_, l) =>
        drafts.some((draft) => draft.line === l) ? 1 : 0,
      ),
      itineraryOffset: lineItineraries.offset,
      itineraryIndex: lineItineraries.index,
    },
    itineraries: {
      count: input.itineraries.length,
      code: input.itineraries.map((itinerary) => itinerary.code),
      line: Uint32Array.from(input.itineraries, (itinerary) => itinerary.line),
      direction: Uint8Array.from(input.itineraries, (itinerary) => itinerary.direction),
      headsign: input.itineraries.map((itinerary) => itinerary.headsign),
      stopOffset: itineraryStops.offset,
      stopIndex: itineraryStops.index,
      shape: Int32Array.from(input.itineraries, (itinerary) => itinerary.shape ?? -1),
      lengthM: Float64Array.from(input.itineraries, (itinerary) => itinerary.lengthM ?? 0),
    },
    shapes: {
      count: shapes.length,
      pointOffset: shapePoints.offset,
      latE6: Int32Array.from(shapes.flatMap((shape) => shape.points.map(([lat]) => toE6(lat)))),
      lonE6: Int32Array.from(shapes.flatMap((shape) => shape.points.map(([, lon]) => toE6(lon)))),
    },
    patterns: {
      count: drafts.length,
      line: Uint32Array.from(drafts, (draft) => draft.line),
      direction: Uint8Array.from(drafts, (draft) => draft.direction),
      itinerary: Int32Array.from(drafts, (draft) => draft.itinerary),
      stopOffset: patternStops.offset,
      stopIndex: patternStops.index,
      stopPlatform: Int32Array.from(drafts.flatMap((draft) => draft.platforms)),
      platformNames: platformNames.values,
      tripStart,
      timeStart,
    },
    trips: {
      count: tripCount,
      pattern: tripPattern,
      service: tripService,
      headsign: tripHeadsign,
      headsigns: headsigns.values,
      tripId,
      isHeadwayBased: tripIsHeadwayBased,
    },
    stopTimes: { arrivalSec, departureSec },
    services: {
      count: services.length,
      serviceId: services.map((service) => service.serviceId),
      feed: Uint16Array.from(services, (service) => service.feed),
      startDay: Int32Array.from(services, (service) => service.startDay),
      endDay: Int32Array.from(services, (service) => service.endDay),
      weekdays: Uint8Array.from(services, (service) => service.weekdays),
      exceptionOffset: exceptionRows.offset,
      exceptionDay: Int32Array.from(exceptions.flat(), (exception) => exception.day),
      exceptionType: Uint8Array.from(exceptions.flat(), (exception) => exception.type),
    },
    stopPatterns: {
      offset: stopPatterns.offset,
      pattern: stopPatterns.index,
      position: csr(positionsAtStop).index,
    },
    footpaths: buildFootpaths(input),
    stations: buildStations(input),
    stopLineRecords: buildStopLineRecords(input),
    stopAliases: input.stopAliases ?? {},
  };
}

/** The stop tables' line records, by stop, then line, headsign and feed; each record once. */
function buildStopLineRecords(input: NetworkInput): NetworkLayout['stopLineRecords'] {
  const unique = new Map<string, StopLineInput>();
  for (const record of input.stopLines ?? []) {
    if (record.stop < 0 || record.stop >= input.stops.length) continue;
    unique.set(`${record.stop}|${record.line}|${record.feed}|${record.headsign}`, record);
  }
  const records = [...unique.values()].sort(
    (a, b) =>
      a.stop - b.stop ||
      a.line - b.line ||
      a.feed - b.feed ||
      (a.headsign < b.headsign ? -1 : a.headsign > b.headsign ? 1 : 0),
  );
  return {
    stop: Uint32Array.from(records, (record) => record.stop),
    line: Uint32Array.from(records, (record) => record.line),
    headsign: records.map((record) => record.headsign),
    feed: Uint16Array.from(records, (record) => record.feed),
  };
}

/** The stations table; a station's position is its stops' mean when not given. */
function buildStations(input: NetworkInput): NetworkLayout['stations'] {
  const stations = input.stations ?? [];
  const meanOf = (station: StationInput, of: (stop: StopInput) => number) => {
    const values = station.stops.flatMap((index) => {
      const stop = input.stops[index];
      return stop ? [of(stop)] : [];
    });
    return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  };
  // Members in the order riders read the modes (spec §5: Cercanías, Metro, Metro Ligero), then the stops' own.
  const typeOf = (index: number) => stopTypeFromCode(input.stops[index]?.typeCode ?? 0) ?? 'emt';
  const members = csr(
    stations.map((station) =>
      [...station.stops].sort((a, b) => compareStopTypes(typeOf(a), typeOf(b)) || a - b),
    ),
  );
  return {
    count: stations.length,
    code: stations.map((station) => station.code),
    name: stations.map((station) => station.name),
    latE6: Int32Array.from(stations, (station) => toE6(station.lat ?? meanOf(station, (stop) => stop.lat))),
    lonE6: Int32Array.from(stations, (station) => toE6(station.lon ?? meanOf(station, (stop) => stop.lon))),
    stopOffset: members.offset,
    stopIndex: members.index,
  };
}

/** Footpaths: the feed's transfers, plus every pair of stops within walking distance (both ways). */
function buildFootpaths(input: NetworkInput): NetworkLayout['footpaths'] {
  const options = input.footpaths ?? DEFAULT_FOOTPATHS;
  const links = input.stops.map(() => new Map<number, number>());
  if (input.stops.length > 0 && options.maxDistanceM > 0) {
    const index = new KDBush(input.stops.length);
    for (const stop of input.stops) index.add(stop.lon, stop.lat);
    index.finish();
    input.stops.forEach((stop, from) => {
      for (const to of around(index, stop.lon, stop.lat, Infinity, options.maxDistanceM / 1000)) {
        if (to === from) continue;
        const other = input.stops[to] as StopInput;
        const metres = distance(stop.lon, stop.lat, other.lon, other.lat) * 1000;
        links[from]?.set(to, Math.round((metres * options.detourFactor) / options.walkSpeedMps));
      }
    });
  }
  for (const transfer of input.transfers ?? []) {
    if (transfer.from !== transfer.to) links[transfer.from]?.set(transfer.to, transfer.durationSec);
  }
  const rows = links.map((map) => [...map.entries()].sort((a, b) => a[0] - b[0]));
  const { offset } = csr(rows.map((row) => row.map(([to]) => to)));
  return {
    offset,
    toStop: Uint32Array.from(rows.flat(), ([to]) => to),
    durationSec: Uint32Array.from(rows.flat(), ([, seconds]) => seconds),
  };
}
