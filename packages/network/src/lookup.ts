import { asLine, asPattern, asStop, type LineIndex, type PatternIndex, type StopIndex } from './indexes';
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
}

const derivedIndexes = new WeakMap<Network, Derived>();

export function derivedOf(network: Network): Derived {
  let derived = derivedIndexes.get(network);
  if (!derived) {
    const { stops, lines, patterns, services, stopAliases } = layoutOf(network);
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
    derived = {
      stopByCode,
      lineByCode,
      aliases: new Map(Object.entries(stopAliases)),
      patternsOfLine,
      exceptionDaysOfFeed,
    };
    derivedIndexes.set(network, derived);
  }
  return derived;
}
