import {
  asFeed,
  asLine,
  asStop,
  type FeedIndex,
  indexesUpTo,
  type LineIndex,
  type StopIndex,
} from './indexes';
import { derivedOf } from './lookup';
import { layoutOf, type Network } from './model';

/** GTFS wheelchair_boarding, as words. */
export type WheelchairBoarding = 'unknown' | 'accessible' | 'notAccessible';
const WHEELCHAIR: readonly WheelchairBoarding[] = ['unknown', 'accessible', 'notAccessible'];

/** A rider-facing stop (a metro station with several platforms is one stop). */
export interface NetworkStop {
  readonly index: StopIndex;
  /** Canonical stop code (spec §5). */
  readonly code: string;
  readonly name: string;
  /** Stop type code (spec §3: 4 metro, 5 Cercanías, 6 EMT, 8 interurban, 10 light metro). */
  readonly typeCode: number;
  /** WGS 84 degrees (6 decimals, as compiled). */
  readonly lat: number;
  readonly lon: number;
  /** Fare zone; undefined when unknown. */
  readonly zone: string | undefined;
  readonly wheelchair: WheelchairBoarding;
  /** Street address ("Calle de Mateo Inurria 1", CRTM's stop_desc); undefined when unknown. */
  readonly address: string | undefined;
  /** True when every line serving the stop is nocturnal. */
  readonly isNocturnal: boolean;
  /** The feed the stop comes from. */
  readonly feed: FeedIndex;
}

/** Degrees from the layout's microdegrees. */
export const degreesOfE6 = (e6: number) => e6 / 1e6;

/** How many stops the network has. */
export function stopCount(network: Network): number {
  return layoutOf(network).stops.count;
}

/** Every stop, in the network's order. */
export function stopIndexes(network: Network): StopIndex[] {
  return indexesUpTo<StopIndex>(stopCount(network));
}

/** The stop with a code, or the station an alias code names (a metro platform's own code); undefined when none. */
export function findStop(network: Network, code: string): StopIndex | undefined {
  const { stopByCode, aliases } = derivedOf(network);
  const own = stopByCode.get(code);
  if (own !== undefined) return own;
  const canonical = aliases.get(code);
  return canonical === undefined ? undefined : stopByCode.get(canonical);
}

/** A stop's fields. */
export function stopAt(network: Network, stop: StopIndex): NetworkStop {
  const { stops } = layoutOf(network);
  const zone = stops.zone[stop] ?? '';
  const address = stops.address[stop] ?? '';
  return {
    index: stop,
    code: stops.code[stop] ?? '',
    name: stops.name[stop] ?? '',
    typeCode: stops.typeCode[stop] ?? 0,
    lat: degreesOfE6(stops.latE6[stop] ?? 0),
    lon: degreesOfE6(stops.lonE6[stop] ?? 0),
    zone: zone === '' ? undefined : zone,
    wheelchair: WHEELCHAIR[stops.wheelchair[stop] ?? 0] ?? 'unknown',
    address: address === '' ? undefined : address,
    isNocturnal: stops.isNocturnal[stop] === 1,
    feed: asFeed(stops.feed[stop] ?? 0),
  };
}

/** The lines serving a stop (from timetables and itineraries alike), in line order. */
export function linesAt(network: Network, stop: StopIndex): LineIndex[] {
  const { lineOffset, lineIndex } = layoutOf(network).stops;
  return Array.from(lineIndex.subarray(lineOffset[stop] as number, lineOffset[stop + 1] as number), asLine);
}

/** Platform labels of every timetable visit to a stop, sorted as people read them ("2" before "10"). */
export function platformsAt(network: Network, stop: StopIndex): string[] {
  const { stopPatterns, patterns } = layoutOf(network);
  const labels = new Set<string>();
  const end = stopPatterns.offset[stop + 1] as number;
  for (let k = stopPatterns.offset[stop] as number; k < end; k += 1) {
    const p = stopPatterns.pattern[k] as number;
    const label =
      patterns.stopPlatform[(patterns.stopOffset[p] as number) + (stopPatterns.position[k] as number)];
    if (label !== undefined && label >= 0) labels.add(patterns.platformNames[label] ?? '');
  }
  labels.delete('');
  return [...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * Where a line goes from a stop: its itineraries' headsigns through the stop (leaving out those that end there), then
 * the headsigns stop tables recorded for it there (stopLineRecordsAt).
 */
export function destinationsAt(network: Network, line: LineIndex, stop: StopIndex): string[] {
  const { lines, itineraries } = layoutOf(network);
  const found = new Set<string>();
  for (const record of stopLineRecordsAt(network, stop)) {
    if (record.line === line && record.headsign !== '') found.add(record.headsign);
  }
  const end = lines.itineraryOffset[line + 1] as number;
  for (let k = lines.itineraryOffset[line] as number; k < end; k += 1) {
    const itinerary = lines.itineraryIndex[k] as number;
    const first = itineraries.stopOffset[itinerary] as number;
    const last = (itineraries.stopOffset[itinerary + 1] as number) - 1;
    for (let i = first; i < last; i += 1) {
      if (itineraries.stopIndex[i] === stop) {
        const headsign = itineraries.headsign[itinerary] ?? '';
        if (headsign !== '') found.add(headsign);
        break;
      }
    }
  }
  return [...found];
}

/** A stop table's word on a line at a stop (see StopLineRecordTable). */
export interface StopLineRecord {
  readonly line: LineIndex;
  /** Where the line heads from the stop, as recorded; '' when the record does not say. */
  readonly headsign: string;
  /** The feed that recorded it (its name and version say when). */
  readonly feed: FeedIndex;
}

/** What stop tables recorded of the lines at a stop (EMT's stop detail), in line order; [] when none did. */
export function stopLineRecordsAt(network: Network, stop: StopIndex): StopLineRecord[] {
  const table = layoutOf(network).stopLineRecords;
  // The first record of the stop (records are sorted by stop).
  let low = 0;
  let high = table.stop.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((table.stop[middle] as number) < stop) low = middle + 1;
    else high = middle;
  }
  const records: StopLineRecord[] = [];
  for (let k = low; k < table.stop.length && table.stop[k] === stop; k += 1) {
    records.push({
      line: asLine(table.line[k] as number),
      headsign: table.headsign[k] ?? '',
      feed: asFeed(table.feed[k] as number),
    });
  }
  return records;
}

/** A walk from one stop to another. */
export interface Footpath {
  readonly to: StopIndex;
  /** Walking time, seconds. */
  readonly durationSec: number;
}

/** The walks from a stop: the feed's transfers and every stop within walking distance. */
export function footpathsFrom(network: Network, stop: StopIndex): Footpath[] {
  const { offset, toStop, durationSec } = layoutOf(network).footpaths;
  const walks: Footpath[] = [];
  const end = offset[stop + 1] as number;
  for (let k = offset[stop] as number; k < end; k += 1) {
    walks.push({ to: asStop(toStop[k] as number), durationSec: durationSec[k] as number });
  }
  return walks;
}

/** Whether any trip of the timetable calls at a stop (a terminus included). */
export function hasScheduledCalls(network: Network, stop: StopIndex): boolean {
  const { offset } = layoutOf(network).stopPatterns;
  return (offset[stop + 1] ?? 0) > (offset[stop] ?? 0);
}
