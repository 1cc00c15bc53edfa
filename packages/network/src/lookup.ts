import {
  asLine,
  asPattern,
  asStation,
  asStop,
  type LineIndex,
  type PatternIndex,
  type StationIndex,
  type StopIndex,
} from './indexes';
import { layoutOf, type Network } from './model';

/** Indexes derived from a network once, on first use, and kept as long as the network is. */
interface Derived {
  readonly stopByCode: ReadonlyMap<string, StopIndex>;
  readonly lineByCode: ReadonlyMap<string, LineIndex>;
  /** Alias code → canonical stop code (a Map, so no input reaches Object.prototype). */
  readonly aliases: ReadonlyMap<string, string>;
  /** The patterns of each line, by line index. */
  readonly patternsOfLine: readonly (readonly PatternIndex[])[];
  /** The days on which any service of each feed has a calendar_dates exception, by feed index. */
  readonly exceptionDaysOfFeed: readonly ReadonlySet<number>[];
  readonly stationByCode: ReadonlyMap<string, StationIndex>;
  /** The station of each stop, by stop index; -1 for a stop in none. */
  readonly stationOfStop: Int32Array;
}

const derivedIndexes = new WeakMap<Network, Derived>();

export function derivedOf(network: Network): Derived {
  let derived = derivedIndexes.get(network);
  if (!derived) {
    const { stops, lines, patterns, services, stations, stopAliases } = layoutOf(network);
    const stopByCode = new Map<string, StopIndex>();
    stops.code.forEach((code, index) => stopByCode.set(code, asStop(index)));
    const lineByCode = new Map<string, LineIndex>();
    lines.code.forEach((code, index) => lineByCode.set(code, asLine(index)));
    const patternsOfLine: PatternIndex[][] = Array.from({ length: lines.count }, () => []);
    for (let p = 0; p < patterns.count; p += 1)
      patternsOfLine[patterns.line[p] as number]?.push(asPattern(p));
    const exceptionDaysOfFeed = network.feeds.map(() => new Set<number>());
    for (let s = 0; s < services.count; s += 1) {
      const days = exceptionDaysOfFeed[services.feed[s] as number];
      const end = services.exceptionOffset[s + 1] as number;
      for (let i = services.exceptionOffset[s] as number; i < end; i += 1)
        days?.add(services.exceptionDay[i] as number);
    }
    const stationByCode = new Map<string, StationIndex>();
    stations.code.forEach((code, index) => stationByCode.set(code, asStation(index)));
    const stationOfStop = new Int32Array(stops.count).fill(-1);
    for (let t = 0; t < stations.count; t += 1) {
      const end = stations.stopOffset[t + 1] as number;
      for (let k = stations.stopOffset[t] as number; k < end; k += 1)
        stationOfStop[stations.stopIndex[k] as number] = t;
    }
    derived = {
      stopByCode,
      lineByCode,
      aliases: new Map(Object.entries(stopAliases)),
      patternsOfLine,
      exceptionDaysOfFeed,
      stationByCode,
      stationOfStop,
    };
    derivedIndexes.set(network, derived);
  }
  return derived;
}
