import { STOP_LIST_COLUMNS, type StopInfo, type StopList } from '@transit/api-contract';
import { stopTypeFromCode } from '@transit/core';
import {
  destinationsAt,
  type FeedIndex,
  lineAt,
  linesAt,
  platformsAt,
  stopAt,
  type StopIndex,
  stopIndexes,
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

/** The static stop list (spec §3 column order), filtered by the city's allowed stop and transport type codes. */
export function buildStopList(context: CityContext): StopList {
  const { network } = context;
  const rows: StopList['stops'] = [];
  for (const s of stopIndexes(network)) {
    const stop = stopAt(network, s);
    if (!isStopTypeAllowed(context, stop.typeCode)) continue;
    const lineNumbers = [
      ...new Set(
        linesAt(network, s)
          .map((line) => lineAt(network, line))
          .filter((line) => isTransportTypeAllowed(context, line.transportTypeCode))
          .map((line) => line.number),
      ),
    ];
    rows.push([stop.code, stop.name, stop.lat, stop.lon, lineNumbers, stop.isNocturnal, stop.typeCode]);
  }
  return { columns: [...STOP_LIST_COLUMNS], stops: rows, attribution: [...context.attribution] };
}

/** The feeds a stop's data comes from: its own and those of the lines serving it. */
export function feedsOfStop(context: CityContext, stop: StopIndex): FeedIndex[] {
  const { network } = context;
  const feeds = new Set<FeedIndex>([stopAt(network, stop).feed]);
  for (const line of linesAt(network, stop)) feeds.add(lineAt(network, line).feed);
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
