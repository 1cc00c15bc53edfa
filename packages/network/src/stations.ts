import { asStation, asStop, indexesUpTo, type StationIndex, type StopIndex } from './indexes';
import { derivedOf } from './lookup';
import { layoutOf, type Network } from './model';
import { degreesOfE6 } from './stops';

/** A station: the rail stops of every mode riders treat as one place (Sol: Metro 4-12 and Cercanías 5-122). */
export interface NetworkStation {
  readonly index: StationIndex;
  /** Core's StationCode: 'E' and the code of its anchor stop ("E4-12"). */
  readonly code: string;
  readonly name: string;
  /** WGS 84 degrees (6 decimals): the mean of its stops' positions. */
  readonly lat: number;
  readonly lon: number;
}

/** How many stations the network has. */
export function stationCount(network: Network): number {
  return layoutOf(network).stations.count;
}

/** Every station, in the network's order. */
export function stationIndexes(network: Network): StationIndex[] {
  return indexesUpTo<StationIndex>(stationCount(network));
}

/** The station with this code (canonical, "E4-12"); undefined when none. */
export function findStation(network: Network, code: string): StationIndex | undefined {
  return derivedOf(network).stationByCode.get(code);
}

/** A station's fields. */
export function stationAt(network: Network, station: StationIndex): NetworkStation {
  const { stations } = layoutOf(network);
  return {
    index: station,
    code: stations.code[station] ?? '',
    name: stations.name[station] ?? '',
    lat: degreesOfE6(stations.latE6[station] ?? 0),
    lon: degreesOfE6(stations.lonE6[station] ?? 0),
  };
}

/** A station's stops (two or more), in the order riders read the modes: Cercanías, Metro, Metro Ligero. */
export function stationStops(network: Network, station: StationIndex): StopIndex[] {
  const { stopOffset, stopIndex } = layoutOf(network).stations;
  return Array.from(
    stopIndex.subarray(stopOffset[station] as number, stopOffset[station + 1] as number),
    asStop,
  );
}

/** The station a stop belongs to; undefined for a stop in none (every bus stop, and most rail stops). */
export function stationOfStop(network: Network, stop: StopIndex): StationIndex | undefined {
  const station = derivedOf(network).stationOfStop[stop];
  return station === undefined || station < 0 ? undefined : asStation(station);
}
