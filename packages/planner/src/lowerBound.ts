import type { RoutingTables } from '@transit/network';

/** A walk from a stop to the destination (the engine's StopWalk, by shape: the engine imports this module). */
interface EgressWalk {
  readonly stop: number;
  readonly durationSec: number;
}

/** No bound: the destination cannot be reached from the stop at all. */
export const UNREACHABLE = 0x7fffffff;

/**
 * Lower bounds on the time from each stop to a destination, for pruning a search (A*'s idea in RAPTOR): a graph of
 * the stops whose edges are each pattern's hops at the least time any of its trips takes (no waiting, no change time)
 * and the footpaths between stops that patterns call at (chained freely), searched backwards from the egress stops
 * (Dijkstra). No journey from a stop can be faster, so a label whose time plus its stop's bound is no earlier than
 * the best arrival found cannot lead to a better one.
 *
 * Built once per network (a pass over the stop times). A Dijkstra over the whole graph costs about 5 ms on NYC's
 * subway and buses, which pays off over the many departures of a range search; one departure stops it at a radius
 * (every stop beyond is given the radius it stopped at, still a lower bound).
 */
export class TravelTimeBounds {
  /** Edges into stop v: from[k] in sec[k] seconds, for k in offset[v] .. offset[v + 1] (a reversed CSR). */
  private readonly offset: Int32Array;
  private readonly from: Int32Array;
  private readonly sec: Int32Array;
  private readonly heapKeys: Int32Array;
  private readonly heapStops: Int32Array;

  constructor(tables: RoutingTables) {
    const stops = tables.stopCount;
    const hops = tables.patternStops.length - tables.patternCount;
    const edges = Math.max(0, hops) + tables.footpathTo.length;
    const edgeFrom = new Int32Array(edges);
    const edgeTo = new Int32Array(edges);
    const edgeSec = new Int32Array(edges);
    let e = 0;
    for (let p = 0; p < tables.patternCount; p += 1) {
      const stopBase = tables.patternStopOffset[p] as number;
      const stopsOnPattern = (tables.patternStopOffset[p + 1] as number) - stopBase;
      const trips = (tables.patternTripStart[p + 1] as number) - (tables.patternTripStart[p] as number);
      const timeBase = tables.patternTimeStart[p] as number;
      for (let i = 0; i + 1 < stopsOnPattern; i += 1) {
        let least = UNREACHABLE;
        for (let trip = 0, row = timeBase; trip < trips; trip += 1, row += stopsOnPattern) {
          const hop = (tables.arrivalSec[row + i + 1] as number) - (tables.departureSec[row + i] as number);
          if (hop < least) least = hop;
        }
        edgeFrom[e] = tables.patternStops[stopBase + i] as number;
        edgeTo[e] = tables.patternStops[stopBase + i + 1] as number;
        edgeSec[e] = Math.max(0, least);
        e += 1;
      }
    }
    // A journey walks only between stops it rides from or to: footpaths from or to a stop no pattern calls at (a stop
    // of a feed without timetables, say) are left out, which keeps the graph to the network that can be ridden.
    const called = (s: number) =>
      (tables.stopPatternOffset[s + 1] as number) > (tables.stopPatternOffset[s] as number);
    for (let s = 0; s < stops; s += 1) {
      if (!called(s)) continue;
      const end = tables.footpathOffset[s + 1] as number;
      for (let f = tables.footpathOffset[s] as number; f < end; f += 1) {
        if (!called(tables.footpathTo[f] as number)) continue;
        edgeFrom[e] = s;
        edgeTo[e] = tables.footpathTo[f] as number;
        edgeSec[e] = tables.footpathSec[f] as number;
        e += 1;
      }
    }
    this.offset = new Int32Array(stops + 1);
    const offset = this.offset;
    for (let k = 0; k < e; k += 1) {
      const next = (edgeTo[k] as number) + 1;
      offset[next] = (offset[next] as number) + 1;
    }
    for (let s = 0; s < stops; s += 1) offset[s + 1] = (offset[s + 1] as number) + (offset[s] as number);
    const fill = this.offset.slice(0, stops);
    this.from = new Int32Array(e);
    this.sec = new Int32Array(e);
    for (let k = 0; k < e; k += 1) {
      const at = fill[edgeTo[k] as number] as number;
      fill[edgeTo[k] as number] = at + 1;
      this.from[at] = edgeFrom[k] as number;
      this.sec[at] = edgeSec[k] as number;
    }
    // A stop enters the heap at most once per edge into it, and once as a source.
    this.heapKeys = new Int32Array(e + stops);
    this.heapStops = new Int32Array(e + stops);
  }

  /**
   * Writes into `bounds` (one per stop) the least time from each stop to the destination reached by `egress`, or,
   * past `radiusSec`, the time the search stopped at.
   */
  toDestination(egress: readonly EgressWalk[], bounds: Int32Array, radiusSec: number = UNREACHABLE): void {
    bounds.fill(UNREACHABLE);
    const keys = this.heapKeys;
    const heapStops = this.heapStops;
    let size = 0;
    const push = (key: number, stop: number) => {
      let i = size;
      size += 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((keys[parent] as number) <= key) break;
        keys[i] = keys[parent] as number;
        heapStops[i] = heapStops[parent] as number;
        i = parent;
      }
      keys[i] = key;
      heapStops[i] = stop;
    };
    for (const walk of egress) {
      if (walk.durationSec < (bounds[walk.stop] as number)) {
        bounds[walk.stop] = walk.durationSec;
        push(walk.durationSec, walk.stop);
      }
    }
    let cap = UNREACHABLE;
    while (size > 0) {
      const key = keys[0] as number;
      if (key > radiusSec) {
        cap = key;
        break;
      }
      const stop = heapStops[0] as number;
      // Pop: the last entry sifts down from the root.
      size -= 1;
      const lastKey = keys[size] as number;
      const lastStop = heapStops[size] as number;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && (keys[child + 1] as number) < (keys[child] as number)) child += 1;
        if ((keys[child] as number) >= lastKey) break;
        keys[i] = keys[child] as number;
        heapStops[i] = heapStops[child] as number;
        i = child;
      }
      keys[i] = lastKey;
      heapStops[i] = lastStop;
      if (key > (bounds[stop] as number)) continue; // an older entry of a stop settled since
      const end = this.offset[stop + 1] as number;
      for (let k = this.offset[stop] as number; k < end; k += 1) {
        const before = this.from[k] as number;
        const time = key + (this.sec[k] as number);
        if (time < (bounds[before] as number)) {
          bounds[before] = time;
          push(time, before);
        }
      }
    }
    // Stopped at the radius: every stop not settled is at least as far as the nearest left in the heap.
    if (cap !== UNREACHABLE)
      for (let s = 0; s < bounds.length; s += 1) if ((bounds[s] as number) > cap) bounds[s] = cap;
  }
}
