import { STOP_LIST_COLUMNS, type StopInfo, type StopList } from '@transit/api-client/schemas';
import { stopTypeFromCode } from '@transit/core';
import { type CityContext, colourOf, degrees, stopLocation } from './cityContext';

const WHEELCHAIR = ['unknown', 'accessible', 'notAccessible'] as const;

/** Whether the city's lists keep a stop type code (spec §5: absent list keeps all). */
export function isStopTypeAllowed(context: CityContext, stopTypeCode: number): boolean {
  const allowed = context.city.allowedStopTypeCodes;
  return allowed === undefined || allowed.some((code) => code === stopTypeCode);
}

/** Whether the city's lists keep a transport type code (spec §5: absent list keeps all). */
export function isTransportTypeAllowed(context: CityContext, transportTypeCode: number): boolean {
  const allowed = context.city.allowedTransportTypeCodes;
  return allowed === undefined || allowed.some((code) => code === transportTypeCode);
}

/** The lines serving a stop, in line order. */
export function linesAt(context: CityContext, stop: number): number[] {
  const { lineOffset, lineIndex } = context.network.stops;
  return Array.from(lineIndex.subarray(lineOffset[stop] as number, lineOffset[stop + 1] as number));
}

/**
 * The static stop list (spec §3 column order), filtered by the city's allowed stop and transport type codes, with
 * where each stop's lines go from it.
 */
export function buildStopList(context: CityContext): StopList {
  const { stops, lines } = context.network;
  const rows: StopList['stops'] = [];
  const destinations: Record<string, string[]> = {};
  const listed: number[] = [];
  for (let s = 0; s < stops.count; s += 1) {
    const typeCode = stops.typeCode[s] as number;
    if (!isStopTypeAllowed(context, typeCode)) continue;
    listed.push(s);
    const served = linesAt(context, s).filter((line) =>
      isTransportTypeAllowed(context, lines.transportTypeCode[line] as number),
    );
    const lineNumbers = [...new Set(served.map((line) => lines.number[line] as string))];
    const towards = [...new Set(served.flatMap((line) => destinationsAt(context, line, s)))];
    if (towards.length > 0) destinations[stops.code[s] as string] = towards;
    rows.push([
      stops.code[s] as string,
      stops.name[s] as string,
      degrees(stops.latE6[s] as number),
      degrees(stops.lonE6[s] as number),
      lineNumbers,
      stops.isNocturnal[s] === 1,
      typeCode,
    ]);
  }
  return {
    columns: [...STOP_LIST_COLUMNS],
    stops: rows,
    attribution: [...context.attribution],
    destinations,
    addresses: sharedNameAddresses(context, listed),
  };
}

/**
 * The addresses of the listed stops whose name other listed stops share at another address (eighteen EMT stops are
 * "Plaza Castilla", at twelve addresses), by stop code: what tells them apart in search results. Other stops'
 * addresses stay out, to keep the list small: a name of its own, or a name whose stops all give one address.
 */
function sharedNameAddresses(context: CityContext, listed: readonly number[]): Record<string, string> {
  const { stops } = context.network;
  const addressesOf = new Map<string, Set<string>>();
  for (const s of listed) {
    const name = stops.name[s] as string;
    const seen = addressesOf.get(name) ?? new Set<string>();
    seen.add(stops.address[s] ?? '');
    addressesOf.set(name, seen);
  }
  const addresses: Record<string, string> = {};
  for (const s of listed) {
    const address = stops.address[s] ?? '';
    if (address !== '' && (addressesOf.get(stops.name[s] as string)?.size ?? 0) > 1) {
      addresses[stops.code[s] as string] = address;
    }
  }
  return addresses;
}

/** Headsigns of a line's itineraries that call at a stop without ending there. */
function destinationsAt(context: CityContext, line: number, stop: number): string[] {
  const { lines, itineraries } = context.network;
  const found = new Set<string>();
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

/** Platform labels of every timetable visit to a stop, sorted. */
function platformsAt(context: CityContext, stop: number): string[] {
  const { stopPatterns, patterns } = context.network;
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

/** The feeds a stop's data comes from: its own and those of the lines serving it. */
export function feedsOfStop(context: CityContext, stop: number): number[] {
  const { stops, lines } = context.network;
  const feeds = new Set<number>([stops.feed[stop] as number]);
  for (const line of linesAt(context, stop)) feeds.add(lines.feed[line] as number);
  return [...feeds].sort((a, b) => a - b);
}

/** What the stop page shows (spec §3). */
export function buildStopInfo(context: CityContext, stop: number): StopInfo {
  const { network } = context;
  const { stops, lines } = network;
  const typeCode = stops.typeCode[stop] as number;
  const served = linesAt(context, stop);
  const zone = stops.zone[stop] ?? '';
  const address = stops.address[stop] ?? '';
  return {
    code: stops.code[stop] as string,
    name: stops.name[stop] as string,
    stopType: stopTypeFromCode(typeCode) ?? null,
    stopTypeCode: typeCode,
    zone: zone === '' ? null : zone,
    wheelchair: WHEELCHAIR[stops.wheelchair[stop] as number] ?? 'unknown',
    address: address === '' ? null : address,
    location: stopLocation(network, stop),
    isNocturnal: stops.isNocturnal[stop] === 1,
    lines: served.map((line) => ({
      lineCode: lines.code[line] as string,
      lineNumber: lines.number[line] as string,
      lineName: lines.name[line] as string,
      transportTypeCode: lines.transportTypeCode[line] as number,
      colour: colourOf(lines.colour[line]),
      textColour: colourOf(lines.textColour[line]),
      hasTimetable: lines.hasTimetable[line] === 1,
      isNocturnal: lines.isNocturnal[line] === 1,
      destinations: destinationsAt(context, line, stop),
    })),
    platforms: platformsAt(context, stop),
    hasTimetable: served.some((line) => lines.hasTimetable[line] === 1),
    attribution: feedsOfStop(context, stop).flatMap((feed) => context.attribution[feed] ?? []),
  };
}
