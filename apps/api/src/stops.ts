import { STOP_LIST_COLUMNS, type StopInfo, type StopList } from '@transit/api-contract';
import { stopTypeFromCode } from '@transit/core';
import {
  destinationsAt,
  type FeedIndex,
  lineAt,
  linesAt,
  type NetworkStop,
  platformsAt,
  stationAt,
  stationIndexes,
  type StationIndex,
  stationStops,
  stopAt,
  type StopIndex,
  stopIndexes,
  stopLineRecordsAt,
} from '@transit/network';
import { type CityContext, colourOf, stopLocation } from './cityContext';

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

/**
 * The static stop list (spec §3 column order), filtered by the city's allowed stop and transport type codes, with
 * where each stop's lines go from it, and the stations its stops make.
 */
export function buildStopList(context: CityContext): StopList {
  const { network } = context;
  const rows: StopList['stops'] = [];
  const destinations: Record<string, string[]> = {};
  const listed: NetworkStop[] = [];
  for (const s of stopIndexes(network)) {
    const stop = stopAt(network, s);
    if (!isStopTypeAllowed(context, stop.typeCode)) continue;
    listed.push(stop);
    const served = linesAt(network, s)
      .map((line) => lineAt(network, line))
      .filter((line) => isTransportTypeAllowed(context, line.transportTypeCode));
    const lineNumbers = [...new Set(served.map((line) => line.number))];
    const towards = [...new Set(served.flatMap((line) => destinationsAt(network, line.index, s)))];
    if (towards.length > 0) destinations[stop.code] = towards;
    rows.push([stop.code, stop.name, stop.lat, stop.lon, lineNumbers, stop.isNocturnal, stop.typeCode]);
  }
  return {
    columns: [...STOP_LIST_COLUMNS],
    stops: rows,
    attribution: [...context.attribution],
    destinations,
    addresses: sharedNameAddresses(listed),
    stations: stopListStations(context),
  };
}

/**
 * The addresses of the listed stops whose name other listed stops share at another address (eighteen EMT stops are
 * "Plaza Castilla", at twelve addresses), by stop code: what tells them apart in search results. Other stops'
 * addresses stay out, to keep the list small: a name of its own, or a name whose stops all give one address.
 */
function sharedNameAddresses(listed: readonly NetworkStop[]): Record<string, string> {
  const addressesOf = new Map<string, Set<string>>();
  for (const stop of listed) {
    const seen = addressesOf.get(stop.name) ?? new Set<string>();
    seen.add(stop.address ?? '');
    addressesOf.set(stop.name, seen);
  }
  const addresses: Record<string, string> = {};
  for (const stop of listed) {
    if (stop.address !== undefined && (addressesOf.get(stop.name)?.size ?? 0) > 1) {
      addresses[stop.code] = stop.address;
    }
  }
  return addresses;
}

/**
 * A station's stops the city's lists show (spec §5's allowed stop types: the Metro app shows no Cercanías stop), in
 * the order riders read the modes. A station is shown only with two or more of them.
 */
export function listedStationStops(context: CityContext, station: StationIndex): StopIndex[] {
  return stationStops(context.network, station).filter((stop) =>
    isStopTypeAllowed(context, stopAt(context.network, stop).typeCode),
  );
}

/**
 * The stations of the static stop list: station code → its name and its listed stops' codes, for the stations with
 * two or more listed stops.
 */
export function stopListStations(context: CityContext): NonNullable<StopList['stations']> {
  const { network } = context;
  const stations: NonNullable<StopList['stations']> = {};
  for (const station of stationIndexes(network)) {
    const stops = listedStationStops(context, station);
    if (stops.length < 2) continue;
    const { code, name } = stationAt(network, station);
    stations[code] = { name, stops: stops.map((stop) => stopAt(network, stop).code) };
  }
  return stations;
}

/**
 * The feeds a stop's data comes from: its own, those of the lines serving it, and those that recorded its lines
 * (EMT's stop details, dated in their name), so the stop page credits each and says how old it is.
 */
export function feedsOfStop(context: CityContext, stop: StopIndex): FeedIndex[] {
  const { network } = context;
  const feeds = new Set<FeedIndex>([stopAt(network, stop).feed]);
  for (const line of linesAt(network, stop)) feeds.add(lineAt(network, line).feed);
  for (const record of stopLineRecordsAt(network, stop)) feeds.add(record.feed);
  return [...feeds].sort((a, b) => a - b);
}

/** What the stop page shows (spec §3). */
export function buildStopInfo(context: CityContext, stopIndex: StopIndex): StopInfo {
  const { network } = context;
  const stop = stopAt(network, stopIndex);
  const served = linesAt(network, stopIndex).map((line) => lineAt(network, line));
  return {
    code: stop.code,
    name: stop.name,
    stopType: stopTypeFromCode(stop.typeCode) ?? null,
    stopTypeCode: stop.typeCode,
    zone: stop.zone ?? null,
    wheelchair: stop.wheelchair,
    address: stop.address ?? null,
    location: stopLocation(network, stopIndex),
    isNocturnal: stop.isNocturnal,
    lines: served.map((line) => ({
      lineCode: line.code,
      lineNumber: line.number,
      lineName: line.name,
      transportTypeCode: line.transportTypeCode,
      colour: colourOf(line.colour),
      textColour: colourOf(line.textColour),
      hasTimetable: line.hasTimetable,
      isNocturnal: line.isNocturnal,
      destinations: destinationsAt(network, line.index, stopIndex),
    })),
    platforms: platformsAt(network, stopIndex),
    hasTimetable: served.some((line) => line.hasTimetable),
    attribution: feedsOfStop(context, stopIndex).flatMap((feed) => context.attribution[feed] ?? []),
  };
}
