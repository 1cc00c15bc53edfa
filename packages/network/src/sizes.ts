import { layoutOf, type Network } from './model';

/** How much a network (or one feed's part of it) holds. */
export interface NetworkSize {
  stops: number;
  lines: number;
  patterns: number;
  trips: number;
  /** Stop times kept: a pattern's trips × its stops. */
  stopTimes: number;
}

/** The network's size. */
export function networkSize(network: Network): NetworkSize {
  const { stops, lines, patterns, trips, stopTimes } = layoutOf(network);
  return {
    stops: stops.count,
    lines: lines.count,
    patterns: patterns.count,
    trips: trips.count,
    stopTimes: stopTimes.departureSec.length,
  };
}

/** Each feed's part of the network: its stops, its lines and their patterns, trips and stop times. */
export function feedSizes(network: Network): NetworkSize[] {
  const { stops, lines, patterns } = layoutOf(network);
  const sizes = network.feeds.map(() => ({ stops: 0, lines: 0, patterns: 0, trips: 0, stopTimes: 0 }));
  for (let s = 0; s < stops.count; s += 1) {
    const size = sizes[stops.feed[s] as number];
    if (size) size.stops += 1;
  }
  for (let l = 0; l < lines.count; l += 1) {
    const size = sizes[lines.feed[l] as number];
    if (size) size.lines += 1;
  }
  for (let p = 0; p < patterns.count; p += 1) {
    const size = sizes[lines.feed[patterns.line[p] as number] as number];
    if (!size) continue;
    const trips = (patterns.tripStart[p + 1] as number) - (patterns.tripStart[p] as number);
    size.patterns += 1;
    size.trips += trips;
    size.stopTimes += trips * ((patterns.stopOffset[p + 1] as number) - (patterns.stopOffset[p] as number));
  }
  return sizes;
}
