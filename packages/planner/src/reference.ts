import {
  activeServicesOn,
  type FeedIndex,
  localTimeOf,
  type Network,
  serviceDayClock,
  timetableDayFor,
  routingTablesOf,
  tripBaseEpochMs,
} from '@transit/network';
import type { StopWalk } from './raptor';

/**
 * A reference earliest-arrival search for the tests, written apart from the engine (raptor.ts, calendar.ts) and
 * sharing none of its code: Dijkstra over the time-expanded graph of trip events. Its nodes are "ready to board at
 * stop s" and "alighted at stop s", keyed by time; a ready node boards every trip instance leaving s at or after it
 * (each trip instance — a trip on one service day — is ridden on from the earliest position any ready node boarded
 * it), a ride alights at every later stop, and an alighted node makes the rider ready at the same stop after the
 * minimum change time and at each footpath's end after its walk. Trip instances come from the network's own
 * calendar (isServiceActive on the day's timetable day) and service-day clocks (tripBaseEpochMs), not from the
 * engine's day slots. It sorts each stop's departures itself, so it assumes nothing about trips overtaking.
 */
export interface ReferenceQuery {
  readonly originEpochMs: number;
  readonly access: readonly StopWalk[];
  readonly egress: readonly StopWalk[];
  /** Leave the origin at this time (seconds from originEpochMs). */
  readonly departSec: number;
}

export interface ReferenceAnswer {
  /** The earliest arrival at the destination (seconds from the origin instant), or undefined when none. */
  readonly arrivalSec: number | undefined;
  /** The vehicles ridden by the journey found. */
  readonly rides: number;
  /** When that journey must leave the origin at the latest (its first ride's departure less the access walk). */
  readonly leaveSec: number | undefined;
}

/** Service days read around a query: the day before (night trips) to two days after, as the engine's model says. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 2;
const INFINITY = 0x7fffffff;

interface DayInstance {
  readonly feed: number;
  /** Where a trip's times count from, relative to the origin, seconds: one base, or two on a clock-change day. */
  readonly noonBaseSec: number;
  readonly midnightSec: number;
  readonly wallClockBeforeSec: number;
  readonly active: Uint8Array;
}

export class ReferenceSearch {
  private readonly network: Network;
  private readonly minChangeSec: number;
  private readonly stopCount: number;
  private readonly tripCount: number;
  /** Per trip: its pattern, its first row of stop times, its number of stops. */
  private readonly tripPattern: Int32Array;
  private readonly tripRow: Int32Array;
  private readonly tripLength: Int32Array;
  private readonly tripFeed: Int32Array;
  private readonly tripServiceOf: Uint32Array;
  /** Per stop, its departures sorted by GTFS time: (trip, position) pairs. */
  private readonly eventOffset: Int32Array;
  private readonly eventTrip: Int32Array;
  private readonly eventPosition: Int32Array;
  private readonly eventTime: Int32Array;
  private readonly eventStop: Int32Array;
  private readonly patternStops: Uint32Array;
  private readonly patternStopOffset: Uint32Array;
  private readonly arrivalSec: Int32Array;
  private readonly departureSec: Int32Array;
  private readonly footpathOffset: Uint32Array;
  private readonly footpathTo: Uint32Array;
  private readonly footpathSec: Uint32Array;
  private readonly activeCache = new Map<string, Uint8Array>();

  constructor(network: Network, options: { readonly minChangeSec: number }) {
    this.network = network;
    this.minChangeSec = options.minChangeSec;
    // The network's own arrays (the engine reads the same data; none of its code is used here).
    const t = routingTablesOf(network);
    const patterns = {
      count: t.patternCount,
      stopOffset: t.patternStopOffset,
      stopIndex: t.patternStops,
      tripStart: t.patternTripStart,
      timeStart: t.patternTimeStart,
      line: t.patternLine,
    };
    const lines = { feed: t.lineFeed };
    this.stopCount = t.stopCount;
    this.tripCount = t.tripService.length;
    this.patternStops = t.patternStops;
    this.patternStopOffset = t.patternStopOffset;
    this.arrivalSec = t.arrivalSec;
    this.departureSec = t.departureSec;
    this.footpathOffset = t.footpathOffset;
    this.footpathTo = t.footpathTo;
    this.footpathSec = t.footpathSec;
    this.tripServiceOf = t.tripService;
    this.tripPattern = new Int32Array(this.tripCount).fill(-1);
    this.tripRow = new Int32Array(this.tripCount);
    this.tripLength = new Int32Array(this.tripCount);
    this.tripFeed = new Int32Array(this.tripCount);
    const stopEvents = new Int32Array(this.stopCount + 1);
    for (let p = 0; p < patterns.count; p += 1) {
      const length = (patterns.stopOffset[p + 1] as number) - (patterns.stopOffset[p] as number);
      const first = patterns.tripStart[p] as number;
      for (let trip = first; trip < (patterns.tripStart[p + 1] as number); trip += 1) {
        this.tripPattern[trip] = p;
        this.tripRow[trip] = (patterns.timeStart[p] as number) + (trip - first) * length;
        this.tripLength[trip] = length;
        this.tripFeed[trip] = lines.feed[patterns.line[p] as number] as number;
        for (let i = 0; i < length - 1; i += 1) {
          const at = (patterns.stopIndex[(patterns.stopOffset[p] as number) + i] as number) + 1;
          stopEvents[at] = (stopEvents[at] as number) + 1;
        }
      }
    }
    for (let s = 0; s < this.stopCount; s += 1) {
      stopEvents[s + 1] = (stopEvents[s + 1] as number) + (stopEvents[s] as number);
    }
    this.eventOffset = stopEvents;
    const total = stopEvents[this.stopCount] as number;
    const fill = stopEvents.slice(0, this.stopCount);
    const eventTrip = new Int32Array(total);
    const eventPosition = new Int32Array(total);
    for (let trip = 0; trip < this.tripCount; trip += 1) {
      const p = this.tripPattern[trip] as number;
      if (p < 0) continue;
      const length = this.tripLength[trip] as number;
      for (let i = 0; i < length - 1; i += 1) {
        const s = patterns.stopIndex[(patterns.stopOffset[p] as number) + i] as number;
        const at = fill[s] as number;
        eventTrip[at] = trip;
        eventPosition[at] = i;
        fill[s] = at + 1;
      }
    }
    // Sort each stop's departures by time (an index sort per stop).
    const eventTime = new Int32Array(total);
    this.eventTrip = new Int32Array(total);
    this.eventPosition = new Int32Array(total);
    for (let s = 0; s < this.stopCount; s += 1) {
      const from = stopEvents[s] as number;
      const to = stopEvents[s + 1] as number;
      const order = Array.from({ length: to - from }, (_, k) => from + k);
      const timeOf = (e: number) =>
        this.departureSec[
          (this.tripRow[eventTrip[e] as number] as number) + (eventPosition[e] as number)
        ] as number;
      order.sort((a, b) => timeOf(a) - timeOf(b));
      order.forEach((e, k) => {
        this.eventTrip[from + k] = eventTrip[e] as number;
        this.eventPosition[from + k] = eventPosition[e] as number;
        eventTime[from + k] = timeOf(e);
      });
    }
    this.eventTime = eventTime;
    this.eventStop = new Int32Array(total);
    for (let st = 0; st < this.stopCount; st += 1) {
      this.eventStop.fill(st, stopEvents[st], stopEvents[st + 1]);
    }
  }

  /** The earliest arrival at the destination leaving at `departSec`, over any number of rides. */
  earliestArrival(query: ReferenceQuery): ReferenceAnswer {
    const days = this.daysAround(query.originEpochMs);
    const n = this.stopCount;
    // Node v < n: ready at stop v; v ≥ n: alighted at stop v − n.
    const best = new Int32Array(2 * n).fill(INFINITY);
    const rides = new Int32Array(2 * n);
    const leave = new Int32Array(2 * n);
    const done = new Uint8Array(2 * n);
    const boardedFrom = days.map(() => new Map<number, number>());
    const egress = new Map<number, number>();
    for (const walk of query.egress) {
      egress.set(walk.stop, Math.min(egress.get(walk.stop) ?? INFINITY, walk.durationSec));
    }
    const heap = new MinHeap();
    let target = INFINITY;
    let targetRides = 0;
    let targetLeave = 0;
    const relax = (node: number, time: number, rideCount: number, leaveSec: number) => {
      if (time < (best[node] as number) && time < target) {
        best[node] = time;
        rides[node] = rideCount;
        leave[node] = leaveSec;
        heap.push(time, node);
      }
    };
    for (const walk of query.access) relax(walk.stop, query.departSec + walk.durationSec, 0, query.departSec);
    const eventCount = this.eventTime.length;
    while (heap.size > 0) {
      const time = heap.topKey();
      const node = heap.pop();
      if (time >= target) break;
      if (node >= 2 * n) {
        // A departure event of day d: board its trip if it runs and leaves after the rider is ready, then wait on.
        const d = Math.floor((node - 2 * n) / eventCount);
        const e = node - 2 * n - d * eventCount;
        const day = days[d] as DayInstance;
        const s = this.eventStop[e] as number;
        const gtfs = this.eventTime[e] as number;
        const trip = this.eventTrip[e] as number;
        const row = this.tripRow[trip] as number;
        const base =
          (this.departureSec[row] as number) < day.wallClockBeforeSec ? day.midnightSec : day.noonBaseSec;
        const readySec = best[s] as number;
        const position = this.eventPosition[e] as number;
        const boarded = boardedFrom[d]?.get(trip) ?? (this.tripLength[trip] as number) - 1;
        if (
          this.tripFeed[trip] === day.feed &&
          day.active[this.tripServiceOf[trip] as number] === 1 &&
          gtfs + base >= readySec &&
          position < boarded
        ) {
          boardedFrom[d]?.set(trip, position);
          const rideCount = rides[s] as number;
          // A first ride: the rider could have left as much later as the trip leaves after they are ready.
          const rideLeave = (leave[s] as number) + (rideCount === 0 ? gtfs + base - readySec : 0);
          const stopBase = this.patternStopOffset[this.tripPattern[trip] as number] as number;
          for (let j = position + 1; j <= boarded; j += 1) {
            relax(
              n + (this.patternStops[stopBase + j] as number),
              (this.arrivalSec[row + j] as number) + base,
              rideCount + 1,
              rideLeave,
            );
          }
        }
        const next = this.nextRunning(day, e + 1, this.eventOffset[s + 1] as number);
        if (next >= 0) {
          const at = (this.eventTime[next] as number) + Math.min(day.noonBaseSec, day.midnightSec);
          heap.push(Math.max(time, at), node + (next - e));
        }
        continue;
      }
      if (done[node] === 1 || time !== best[node]) continue;
      done[node] = 1;
      const rideCount = rides[node] as number;
      const leaveSec = leave[node] as number;
      if (node >= n) {
        const s = node - n;
        const walk = egress.get(s);
        if (walk !== undefined && time + walk < target) {
          target = time + walk;
          targetRides = rideCount;
          targetLeave = leaveSec;
        }
        relax(s, time + this.minChangeSec, rideCount, leaveSec);
        const end = this.footpathOffset[s + 1] as number;
        for (let f = this.footpathOffset[s] as number; f < end; f += 1) {
          relax(this.footpathTo[f] as number, time + (this.footpathSec[f] as number), rideCount, leaveSec);
        }
        continue;
      }
      // Ready at stop `node` at `time` (once, the earliest): wait there for each day's departures from then on.
      const from = this.eventOffset[node] as number;
      const to = this.eventOffset[node + 1] as number;
      days.forEach((day, d) => {
        const lowBase = Math.max(day.noonBaseSec, day.midnightSec);
        const highBase = Math.min(day.noonBaseSec, day.midnightSec);
        const e = this.nextRunning(day, lowerBound(this.eventTime, from, to, time - lowBase), to);
        if (e >= 0)
          heap.push(Math.max(time, (this.eventTime[e] as number) + highBase), 2 * n + d * eventCount + e);
      });
    }
    return target === INFINITY
      ? { arrivalSec: undefined, rides: 0, leaveSec: undefined }
      : { arrivalSec: target, rides: targetRides, leaveSec: targetLeave };
  }

  /** The first departure event in [from, to) of a trip of the day's feed whose service runs that day, or −1. */
  private nextRunning(day: DayInstance, from: number, to: number): number {
    for (let e = from; e < to; e += 1) {
      const trip = this.eventTrip[e] as number;
      if (this.tripFeed[trip] === day.feed && day.active[this.tripServiceOf[trip] as number] === 1) return e;
    }
    return -1;
  }

  /** Every feed's service days around the origin, with the services each runs (the network's calendar). */
  private daysAround(originEpochMs: number): DayInstance[] {
    const days: DayInstance[] = [];
    this.network.feeds.forEach((feedInfo, feed) => {
      if (!feedInfo.hasTimetable) return;
      const local = localTimeOf(originEpochMs, feedInfo.timeZone).day;
      for (let day = local - DAYS_BEFORE; day <= local + DAYS_AFTER; day += 1) {
        const clock = serviceDayClock(day, feedInfo.timeZone);
        const noon = tripBaseEpochMs(clock, clock.wallClockBeforeSec);
        const midnight = tripBaseEpochMs(clock, -1);
        days.push({
          feed,
          noonBaseSec: Math.round((noon - originEpochMs) / 1000),
          midnightSec: Math.round((midnight - originEpochMs) / 1000),
          wallClockBeforeSec: clock.wallClockBeforeSec,
          active: this.activeOn(feed, day),
        });
      }
    });
    return days;
  }

  private activeOn(feed: number, day: number): Uint8Array {
    const key = `${feed}|${day}`;
    let active = this.activeCache.get(key);
    if (!active) {
      const { timetableDay } = timetableDayFor(this.network, feed as FeedIndex, day);
      active = activeServicesOn(this.network, timetableDay);
      this.activeCache.set(key, active);
    }
    return active;
  }
}

/** The first index in [from, to) whose value is ≥ wanted (values sorted ascending). */
function lowerBound(values: Int32Array, from: number, to: number, wanted: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < wanted) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A binary min-heap of (key, value) integer pairs. */
class MinHeap {
  private keys: number[] = [];
  private values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  topKey(): number {
    return this.keys[0] as number;
  }

  push(key: number, value: number): void {
    const keys = this.keys;
    const values = this.values;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      values[i] = values[parent] as number;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0] as number;
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as number;
    const size = keys.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && (keys[child + 1] as number) < (keys[child] as number)) child += 1;
        if ((keys[child] as number) >= lastKey) break;
        keys[i] = keys[child] as number;
        values[i] = values[child] as number;
        i = child;
      }
      keys[i] = lastKey;
      values[i] = lastValue;
    }
    return top;
  }
}
