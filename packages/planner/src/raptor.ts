import type { RoutingTables } from '@transit/network';
import type { DaySlot } from './calendar';
import { TravelTimeBounds, UNREACHABLE } from './lowerBound';

/** No time: later than any. */
export const NEVER = 0x7fffffff;

/** A stop reached on foot from the origin, or left on foot for the destination, in so many seconds. */
export interface StopWalk {
  readonly stop: number;
  readonly durationSec: number;
}

/** One RAPTOR search. Times are seconds from the query's origin instant (the calendar's slots count from it too). */
export interface RaptorSearch {
  readonly access: readonly StopWalk[];
  readonly egress: readonly StopWalk[];
  /** Leave the origin at or after this time… */
  readonly departFromSec: number;
  /** …and (a range search) no later than this; equal to departFromSec for one departure. */
  readonly departUntilSec: number;
  /** The most vehicles ridden (transfers + 1). */
  readonly maxRides: number;
  /** The service days of each feed (by feed), from {@link TripCalendar.slotsAround}. */
  readonly slots: readonly (readonly DaySlot[])[];
}

/** A ride of a journey, as the search found it (plain numbers of the routing tables). */
export interface RawRide {
  readonly pattern: number;
  readonly trip: number;
  readonly boardPosition: number;
  readonly alightPosition: number;
  /** The day slot the trip runs in (an index into its feed's slots). */
  readonly slot: number;
  readonly departureSec: number;
  readonly arrivalSec: number;
}

/** How a journey goes from one ride to the next: staying at the stop, or walking a footpath. */
export interface RawTransfer {
  readonly fromStop: number;
  readonly toStop: number;
  /** 0 when staying at the stop (the minimum change time applies). */
  readonly walkSec: number;
}

/** A journey as the search found it: access walk, rides with the transfers between them, egress walk. */
export interface RawJourney {
  readonly departureSec: number;
  readonly arrivalSec: number;
  readonly accessStop: number;
  readonly accessSec: number;
  readonly rides: readonly RawRide[];
  /** transfers[i] joins rides[i] and rides[i + 1]. */
  readonly transfers: readonly RawTransfer[];
  readonly egressStop: number;
  readonly egressSec: number;
}

/**
 * The trips of one service day, per pattern p: the trips whose service runs that day, in the pattern's order (by
 * departure), `trips[index[4p]]` to `trips[index[4p + 1] - 1]`; index[4p + 2] is when the first of them leaves the
 * pattern's first stop (no trip of the day leaves any of its stops earlier) and index[4p + 3] when the last reaches
 * its last stop (none leaves later). A trip search reads only these (in a feed with many service days, a pattern's
 * trips are mostly of other days), and a pattern's four numbers share a cache line.
 */
interface DayTrips {
  readonly index: Int32Array;
  readonly trips: Int32Array;
  /** When each of `trips` leaves its pattern's first stop: a trip search narrows its range here, in one place. */
  readonly starts: Int32Array;
}

const EMPTY = new Int32Array(0);
/**
 * How far from the destination a single departure works out its lower bounds (beyond, a stop's bound is this much):
 * a quarter of an hour is about a millisecond of Dijkstra on NYC's subway and buses, and prunes the labels that come
 * within a quarter of an hour of the best arrival far from the destination (about 5% of the search there).
 */
const SINGLE_BOUND_RADIUS_SEC = 15 * 60;
/** Days' trips kept by services running (each some hundreds of KiB on NYC's buses). */
const DAY_TRIPS_CACHE_SIZE = 64;
const DAY_TRIPS_FROM = 0;
const DAY_TRIPS_TO = 1;
const DAY_FIRST_DEPARTURE = 2;
const DAY_LAST_ARRIVAL = 3;

/** A moment to leave the origin in a range search, and the access walks (query.access indexes) that catch a trip then. */
interface Departure {
  readonly time: number;
  readonly walks: readonly number[];
}

/** Labels that point back: a ride label copied from the round before, a ready label copied or reached on access. */
const COPIED = -2;
/** How many trips a scan steps back from the one it rides before searching the pattern's trips from scratch. */
const STEP_BACK_LIMIT = 4;
const ACCESS = -1;

/**
 * RAPTOR (Delling, Pajor, Werneck: "Round-Based Public Transit Routing", 2012) over a network's routing tables, with
 * its range variant (rRAPTOR: departures scanned latest first, labels kept between them) for "leave in this window"
 * and "arrive by". Round k holds, for every stop, the earliest arrival riding k vehicles at most (`arrival`) and the
 * earliest moment one can board the next from there (`ready`: the arrival plus the minimum change time at the same
 * stop, or plus a footpath's time at the stop it leads to). Each round scans only the patterns through stops whose
 * `ready` improved, with local and target pruning; the answer is Pareto-optimal on arrival time × rides.
 *
 * One instance holds its typed arrays and reuses them for every query (no per-query allocation beyond the answer);
 * it is not re-entrant: one query at a time.
 */
export class Raptor {
  private readonly tables: RoutingTables;
  /**
   * Per pattern stop (patternStopOffset[p] + i): the least and the most any trip of p takes from leaving its first
   * stop to leaving its i-th, which bound where a trip search at the i-th stop looks among the trips' starts.
   */
  private readonly leaveAfterMin: Int32Array;
  private readonly leaveAfterMax: Int32Array;
  private readonly minChangeSec: number;
  private readonly rounds: number;
  private readonly stops: number;
  // Per round × stop.
  private readonly arrival: Int32Array;
  private readonly ready: Int32Array;
  private readonly readyFrom: Int32Array;
  private readonly ridePattern: Int32Array;
  private readonly rideTrip: Int32Array;
  private readonly rideBoard: Int32Array;
  private readonly rideAlight: Int32Array;
  private readonly rideSlot: Int32Array;
  // Per stop.
  private readonly egressSec: Int32Array;
  /**
   * A single departure's earliest arrival and ready time at each stop over the rounds so far (the original RAPTOR's
   * τ*): its rounds run in order, so these are the local pruning bounds, and a round's labels are written in that
   * round alone. A range search's departures reuse the rounds' labels instead, so each label is written through to
   * the later rounds (see {@link writeThrough}).
   */
  private readonly bestArrival: Int32Array;
  private readonly bestReady: Int32Array;
  /** Whether labels are written through to the later rounds (a range search) or kept in their round (τ*). */
  private writeThrough = true;
  private readonly markedReady: Uint8Array;
  private readonly markedArrival: Uint8Array;
  /** The stops whose ready label improved in the round before: the only ones a round boards at. */
  private readonly boardable: Uint8Array;
  private readyList: Int32Array;
  private readyCount = 0;
  private nextReadyList: Int32Array;
  private nextReadyCount = 0;
  private readonly arrivalList: Int32Array;
  private arrivalCount = 0;
  // Per pattern.
  private readonly queuePosition: Int32Array;
  private readonly queue: Int32Array;
  private queueCount = 0;
  private readonly patternLive: Uint8Array;
  /**
   * Per stop, at least how long from it to the destination (from travelTimeBounds' graph): a range search's
   * many departures pay for working it out everywhere; a single departure only near the destination (see
   * SINGLE_BOUND_RADIUS_SEC).
   */
  private readonly bounds: Int32Array;
  private readonly travelTimeBounds: TravelTimeBounds;
  /**
   * Per round × pattern: the trip (and its slot) a scan last rode and the earliest position it was ridden from, in
   * this query. Its arrivals after that position have all been offered to the round's labels (which only fall), so
   * riding it again from there on, as each earlier departure of a range search does, needs not read them.
   */
  private readonly riddenTrip: Int32Array;
  private readonly riddenSlot: Int32Array;
  private readonly riddenFrom: Int32Array;
  /** …and where that trip is in its day's trips: a new search in the round starts from it (the next run's is near). */
  private readonly riddenIndex: Int32Array;
  // Per round: the best arrival at the destination and the stop it was reached from (and a copy, between departures).
  private readonly target: Int32Array;
  private readonly targetStop: Int32Array;
  private readonly targetBefore: Int32Array;
  /** Per day's service bitset: the trips running that day, cached. */
  private readonly dayTrips = new WeakMap<Uint8Array, DayTrips[]>();
  /**
   * The same, by which of the feed's services run: most days repeat another's (every weekday of a week, say), so a
   * query on another day of the same kind finds its trips built (a bounded cache: a server asks about a few days).
   */
  private readonly dayTripsByServices = new Map<string, DayTrips>();
  /** Per feed: its patterns, and the services its trips run on. */
  private readonly feedPatterns: readonly Int32Array[];
  private readonly feedServices: readonly Int32Array[];
  /** Per trip: when it leaves its first stop. */
  private readonly tripStart: Int32Array;
  /** The footpaths from each stop as [to, seconds] pairs (one stream to read), at footpathOffset × 2. */
  private readonly walks: Int32Array;
  /** The current query's per feed, per slot: the trips of the slot's day. */
  private slotTrips: readonly (readonly DayTrips[])[] = [];
  /**
   * The current query's per pattern p and slot d (of p's feed): no trip of p in d leaves any stop before
   * `slotSpans[spanStride * p + 2d]` or after `slotSpans[spanStride * p + 2d + 1]` (on the query's clock), so a trip
   * search reads a pattern's days from one cache line; an empty day spans nothing (NEVER, −NEVER).
   */
  private slotSpans = new Int32Array(0);
  private spanStride = 0;
  // The last trip search's answer (fields, not an object, to allocate nothing).
  private foundTrip = -1;
  /** Where the found trip is in its day's trips (DayTrips.trips). */
  private foundIndex = -1;
  private foundSlot = -1;
  private foundOffset = 0;
  private foundDeparture = NEVER;

  constructor(tables: RoutingTables, options: { readonly maxRides: number; readonly minChangeSec: number }) {
    this.tables = tables;
    this.tripStart = new Int32Array(tables.tripService.length);
    this.walks = new Int32Array(2 * tables.footpathTo.length);
    for (let f = 0; f < tables.footpathTo.length; f += 1) {
      this.walks[2 * f] = tables.footpathTo[f] as number;
      this.walks[2 * f + 1] = tables.footpathSec[f] as number;
    }
    const feedCount = tables.lineFeed.reduce((most, feed) => Math.max(most, feed), 0) + 1;
    const patternsOf: number[][] = Array.from({ length: feedCount }, () => []);
    const servicesOf: Set<number>[] = Array.from({ length: feedCount }, () => new Set());
    for (let p = 0; p < tables.patternCount; p += 1) {
      const feed = tables.lineFeed[tables.patternLine[p] as number] as number;
      patternsOf[feed]?.push(p);
      const end = tables.patternTripStart[p + 1] as number;
      for (let trip = tables.patternTripStart[p] as number; trip < end; trip += 1)
        servicesOf[feed]?.add(tables.tripService[trip] as number);
    }
    this.feedPatterns = patternsOf.map((patterns) => Int32Array.from(patterns));
    this.feedServices = servicesOf.map((services) => Int32Array.from([...services].sort((a, b) => a - b)));
    this.leaveAfterMin = new Int32Array(tables.patternStops.length).fill(NEVER);
    this.leaveAfterMax = new Int32Array(tables.patternStops.length).fill(-NEVER);
    for (let p = 0; p < tables.patternCount; p += 1) {
      const stopBase = tables.patternStopOffset[p] as number;
      const stopsOnPattern = (tables.patternStopOffset[p + 1] as number) - stopBase;
      const trips = (tables.patternTripStart[p + 1] as number) - (tables.patternTripStart[p] as number);
      let row = tables.patternTimeStart[p] as number;
      const tripFrom = tables.patternTripStart[p] as number;
      for (let trip = 0; trip < trips; trip += 1, row += stopsOnPattern) {
        const start = tables.departureSec[row] as number;
        this.tripStart[tripFrom + trip] = start;
        for (let i = 0; i < stopsOnPattern; i += 1) {
          const after = (tables.departureSec[row + i] as number) - start;
          if (after < (this.leaveAfterMin[stopBase + i] as number)) this.leaveAfterMin[stopBase + i] = after;
          if (after > (this.leaveAfterMax[stopBase + i] as number)) this.leaveAfterMax[stopBase + i] = after;
        }
      }
    }
    this.minChangeSec = options.minChangeSec;
    this.rounds = options.maxRides + 1;
    this.stops = tables.stopCount;
    const labels = this.rounds * this.stops;
    this.arrival = new Int32Array(labels);
    this.ready = new Int32Array(labels);
    this.readyFrom = new Int32Array(labels);
    this.ridePattern = new Int32Array(labels);
    this.rideTrip = new Int32Array(labels);
    this.rideBoard = new Int32Array(labels);
    this.rideAlight = new Int32Array(labels);
    this.rideSlot = new Int32Array(labels);
    this.egressSec = new Int32Array(this.stops).fill(NEVER);
    this.bestArrival = new Int32Array(this.stops);
    this.bestReady = new Int32Array(this.stops);
    this.markedReady = new Uint8Array(this.stops);
    this.markedArrival = new Uint8Array(this.stops);
    this.boardable = new Uint8Array(this.stops);
    this.readyList = new Int32Array(this.stops);
    this.nextReadyList = new Int32Array(this.stops);
    this.arrivalList = new Int32Array(this.stops);
    this.queuePosition = new Int32Array(tables.patternCount).fill(NEVER);
    this.queue = new Int32Array(tables.patternCount);
    this.patternLive = new Uint8Array(tables.patternCount);
    this.bounds = new Int32Array(tables.stopCount);
    // Every search reads the bounds: their graph is built with the rest, not on a rider's first query.
    this.travelTimeBounds = new TravelTimeBounds(tables);
    this.riddenTrip = new Int32Array(this.rounds * tables.patternCount);
    this.riddenSlot = new Int32Array(this.rounds * tables.patternCount);
    this.riddenFrom = new Int32Array(this.rounds * tables.patternCount);
    this.riddenIndex = new Int32Array(this.rounds * tables.patternCount);
    this.target = new Int32Array(this.rounds);
    this.targetStop = new Int32Array(this.rounds);
    this.targetBefore = new Int32Array(this.rounds);
  }

  /** The most rides this instance can search (its rounds). */
  get maxRides(): number {
    return this.rounds - 1;
  }

  /**
   * The journeys from the access stops to the egress stops leaving in [departFromSec, departUntilSec]: for each
   * departure considered, latest first, every journey that arrives earlier than any found with as many rides or
   * fewer. The caller filters them for dominance (see {@link paretoJourneys}).
   */
  search(query: RaptorSearch): RawJourney[] {
    const maxRides = Math.min(query.maxRides, this.rounds - 1);
    this.arrival.fill(NEVER);
    this.riddenTrip.fill(-1);
    this.ready.fill(NEVER);
    this.target.fill(NEVER);
    for (const walk of query.egress) {
      if (walk.durationSec < (this.egressSec[walk.stop] as number))
        this.egressSec[walk.stop] = walk.durationSec;
    }
    const journeys: RawJourney[] = [];
    this.prepareDays(query);
    const range = query.departUntilSec > query.departFromSec;
    this.writeThrough = range;
    if (!range) {
      this.bestArrival.fill(NEVER);
      this.bestReady.fill(NEVER);
    }
    this.travelTimeBounds.toDestination(
      query.egress,
      this.bounds,
      range ? UNREACHABLE : SINGLE_BOUND_RADIUS_SEC,
    );
    const before = this.targetBefore;
    try {
      for (const departure of this.departures(query)) {
        before.set(this.target);
        this.runFrom(departure, query, maxRides);
        for (let k = 1; k <= maxRides; k += 1) {
          const best = this.target[k] as number;
          // A new journey: this round improved here, and rides fewer than k did not already arrive as early.
          if (best < (before[k] as number) && best < (this.target[k - 1] as number)) {
            journeys.push(this.journeyOf(k, this.targetStop[k] as number, query));
          }
        }
      }
    } finally {
      for (const walk of query.egress) this.egressSec[walk.stop] = NEVER;
      this.slotTrips = [];
    }
    return journeys;
  }

  /**
   * The trips of the query's days: per slot, the trips whose service runs (cached per day's service bitset), and the
   * patterns with a trip in any slot of their feed (the others are never scanned).
   */
  private prepareDays(query: RaptorSearch): void {
    const t = this.tables;
    this.slotTrips = query.slots.map((slots, feed) => slots.map((slot) => this.tripsOn(feed, slot.active)));
    const stride = 2 * Math.max(1, ...query.slots.map((slots) => slots.length));
    if (this.slotSpans.length < stride * t.patternCount)
      this.slotSpans = new Int32Array(stride * t.patternCount);
    this.spanStride = stride;
    const spans = this.slotSpans;
    for (let p = 0; p < t.patternCount; p += 1) {
      const feed = t.lineFeed[t.patternLine[p] as number] as number;
      const slots = query.slots[feed] ?? [];
      const days = this.slotTrips[feed] ?? [];
      let live = 0;
      for (let d = 0; d < stride / 2; d += 1) {
        const at = stride * p + 2 * d;
        spans[at] = NEVER;
        spans[at + 1] = -NEVER;
        const slot = slots[d];
        if (slot === undefined) continue;
        const index = (days[d] as DayTrips).index;
        if ((index[4 * p + DAY_TRIPS_TO] as number) === (index[4 * p + DAY_TRIPS_FROM] as number)) continue;
        live = 1;
        // On a clock-change day a trip may count from the other midnight (its shift either way).
        const slack = slot.wallClockBeforeSec === 0 ? 0 : Math.abs(slot.shiftSec);
        spans[at] = (index[4 * p + DAY_FIRST_DEPARTURE] as number) + slot.offsetSec - slack;
        spans[at + 1] = (index[4 * p + DAY_LAST_ARRIVAL] as number) + slot.offsetSec + slack;
      }
      this.patternLive[p] = live;
    }
  }

  /** The trips of a feed on a day whose running services are `active` (cached). */
  private tripsOn(feed: number, active: Uint8Array): DayTrips {
    let byFeed = this.dayTrips.get(active);
    if (!byFeed) {
      byFeed = [];
      this.dayTrips.set(active, byFeed);
    }
    const known = byFeed[feed];
    if (known) return known;
    const services = this.feedServices[feed] ?? new Int32Array(0);
    let key = `${feed}:`;
    for (const service of services) key += active[service] === 1 ? '1' : '0';
    let day = this.dayTripsByServices.get(key);
    if (!day) {
      day = this.buildDayTrips(this.feedPatterns[feed] ?? new Int32Array(0), active);
      if (this.dayTripsByServices.size >= DAY_TRIPS_CACHE_SIZE) this.dayTripsByServices.clear();
      this.dayTripsByServices.set(key, day);
    }
    byFeed[feed] = day;
    return day;
  }

  private buildDayTrips(patterns: Int32Array, active: Uint8Array): DayTrips {
    const t = this.tables;
    const index = new Int32Array(4 * t.patternCount);
    let count = 0;
    for (const p of patterns) {
      const end = t.patternTripStart[p + 1] as number;
      for (let trip = t.patternTripStart[p] as number; trip < end; trip += 1)
        if (active[t.tripService[trip] as number] === 1) count += 1;
    }
    const trips = new Int32Array(count);
    const starts = new Int32Array(count);
    count = 0;
    for (const p of patterns) {
      const from = count;
      const end = t.patternTripStart[p + 1] as number;
      for (let trip = t.patternTripStart[p] as number; trip < end; trip += 1) {
        if (active[t.tripService[trip] as number] === 1) {
          trips[count] = trip;
          starts[count] = this.tripStart[trip] as number;
          count += 1;
        }
      }
      index[4 * p + DAY_TRIPS_FROM] = from;
      index[4 * p + DAY_TRIPS_TO] = count;
      index[4 * p + DAY_FIRST_DEPARTURE] = NEVER;
      index[4 * p + DAY_LAST_ARRIVAL] = -NEVER;
      if (from === count) continue;
      const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - (t.patternStopOffset[p] as number);
      const lastRow =
        (t.patternTimeStart[p] as number) +
        ((trips[count - 1] as number) - (t.patternTripStart[p] as number)) * stopsOnPattern;
      index[4 * p + DAY_FIRST_DEPARTURE] = starts[from] as number;
      index[4 * p + DAY_LAST_ARRIVAL] = t.arrivalSec[lastRow + stopsOnPattern - 1] as number;
    }
    return { index, trips, starts };
  }

  /**
   * The departures from the origin worth a search, latest first: each moment one can leave to just catch a trip at
   * an access stop within the window (one departure, departFromSec, when the window is a moment or holds none).
   */
  private departures(query: RaptorSearch): Departure[] {
    const { departFromSec, departUntilSec } = query;
    const every = query.access.map((_, w) => w);
    if (departUntilSec <= departFromSec) return [{ time: departFromSec, walks: every }];
    const t = this.tables;
    const byTime = new Map<number, number[]>();
    for (const [w, walk] of query.access.entries()) {
      const end = t.stopPatternOffset[walk.stop + 1] as number;
      for (let k = t.stopPatternOffset[walk.stop] as number; k < end; k += 1) {
        const p = t.stopPatterns[k] as number;
        const i = t.stopPatternPositions[k] as number;
        const stopBase = t.patternStopOffset[p] as number;
        const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - stopBase;
        if (i === stopsOnPattern - 1 || this.patternLive[p] === 0) continue;
        const feed = t.lineFeed[t.patternLine[p] as number] as number;
        const slots = query.slots[feed] ?? [];
        const days = this.slotTrips[feed] ?? [];
        const tripFrom = t.patternTripStart[p] as number;
        const timeBase = t.patternTimeStart[p] as number;
        for (let d = 0; d < slots.length; d += 1) {
          const slot = slots[d] as DaySlot;
          const day = days[d] as DayTrips;
          const end = day.index[4 * p + DAY_TRIPS_TO] as number;
          // On an ordinary day trips leave in order: from the first leaving in the window to the last.
          const ordinary = slot.wallClockBeforeSec === 0;
          const first = ordinary
            ? this.firstTripLeaving(p, i, departFromSec + walk.durationSec - slot.offsetSec, day)
            : (day.index[4 * p + DAY_TRIPS_FROM] as number);
          for (let index = first; index < end; index += 1) {
            const trip = day.trips[index] as number;
            const row = timeBase + (trip - tripFrom) * stopsOnPattern;
            const offset = slot.offsetSec + tripShift(slot, t.departureSec[row] as number);
            const leave = (t.departureSec[row + i] as number) + offset - walk.durationSec;
            if (ordinary && leave > departUntilSec) break;
            if (leave < departFromSec || leave > departUntilSec) continue;
            const walks = byTime.get(leave);
            if (walks === undefined) byTime.set(leave, [w]);
            else if (walks.at(-1) !== w) walks.push(w);
          }
        }
      }
    }
    const departures = [...byTime].map(([time, walks]) => ({ time, walks })).sort((a, b) => b.time - a.time);
    // The latest (or the window's start, when no trip can be caught in it) starts every walk: a search from then on
    // catches whichever trip comes next at each access stop, also after the window; each earlier departure then adds
    // only the trips it catches that the later ones missed.
    departures[0] = { time: departures[0]?.time ?? departFromSec, walks: every };
    return departures;
  }

  /**
   * One RAPTOR run leaving at `departure.time`, over the labels left by later departures. Every access stop is ready
   * earlier (which prunes what reaches it later), but only its own walks' stops are boarded from: at any other,
   * leaving this early catches no trip that leaving at the next later departure missed (that trip would make this
   * moment a departure of its walk too), so the labels already hold all it gives.
   */
  private runFrom(departure: Departure, query: RaptorSearch, maxRides: number): void {
    const n = this.stops;
    this.readyCount = 0;
    let next = 0;
    for (const [w, walk] of query.access.entries()) {
      const starts = departure.walks[next] === w;
      if (starts) next += 1;
      const time = departure.time + walk.durationSec;
      if (time < (this.ready[walk.stop] as number)) {
        this.ready[walk.stop] = time;
        this.bestReady[walk.stop] = time;
        this.readyFrom[walk.stop] = ACCESS;
        for (let later = n + walk.stop; this.writeThrough && later < this.ready.length; later += n) {
          if (time >= (this.ready[later] as number)) break;
          this.ready[later] = time;
          this.readyFrom[later] = COPIED;
        }
        if (starts) this.markReady(walk.stop);
      }
    }
    this.swapReadyLists();
    for (let k = 1; k <= maxRides && this.readyCount > 0; k += 1) {
      if ((this.target[k - 1] as number) < (this.target[k] as number)) {
        this.target[k] = this.target[k - 1] as number;
        this.targetStop[k] = this.targetStop[k - 1] as number;
      }
      // Rides k − 1 or fewer also count as k or fewer: every label was written through to the later rounds.
      for (let m = 0; m < this.readyCount; m += 1) this.boardable[this.readyList[m] as number] = 1;
      this.queuePatterns();
      this.scanPatterns(k, query);
      for (let m = 0; m < this.readyCount; m += 1) this.boardable[this.readyList[m] as number] = 0;
      this.transfer(k);
    }
  }

  private markReady(stop: number): void {
    if (this.markedReady[stop] === 1) return;
    this.markedReady[stop] = 1;
    this.nextReadyList[this.nextReadyCount] = stop;
    this.nextReadyCount += 1;
  }

  /** The stops marked while building a round become the ones the next round scans from. */
  private swapReadyLists(): void {
    const list = this.readyList;
    this.readyList = this.nextReadyList;
    this.readyCount = this.nextReadyCount;
    this.nextReadyList = list;
    this.nextReadyCount = 0;
    for (let m = 0; m < this.readyCount; m += 1) this.markedReady[this.readyList[m] as number] = 0;
  }

  /** Each pattern through a marked stop, from the earliest such stop along it. */
  private queuePatterns(): void {
    const t = this.tables;
    this.queueCount = 0;
    for (let m = 0; m < this.readyCount; m += 1) {
      const s = this.readyList[m] as number;
      const end = t.stopPatternOffset[s + 1] as number;
      for (let k = t.stopPatternOffset[s] as number; k < end; k += 1) {
        const p = t.stopPatterns[k] as number;
        if (this.patternLive[p] === 0) continue;
        const position = t.stopPatternPositions[k] as number;
        const queued = this.queuePosition[p] as number;
        if (queued === NEVER) {
          this.queue[this.queueCount] = p;
          this.queueCount += 1;
          this.queuePosition[p] = position;
        } else if (position < queued) {
          this.queuePosition[p] = position;
        }
      }
    }
  }

  private scanPatterns(k: number, query: RaptorSearch): void {
    const t = this.tables;
    const n = this.stops;
    const base = k * n;
    const previous = base - n;
    const arrival = this.arrival;
    const ready = this.ready;
    // The arrivals that prune: the round's labels written through (a range search), or τ* (a single departure).
    const through = this.writeThrough;
    const earliest = through ? arrival : this.bestArrival;
    const earliestBase = through ? base : 0;
    const boardable = this.boardable;
    const spans = this.slotSpans;
    const toDestination = this.bounds;
    const patternStops = t.patternStops;
    const arrivals = t.arrivalSec;
    const departures = t.departureSec;
    // The round's best arrival at the destination: only the transfer step after the scan lowers it.
    const targetK = this.target[k] as number;
    this.arrivalCount = 0;
    for (let q = 0; q < this.queueCount; q += 1) {
      const p = this.queue[q] as number;
      const from = this.queuePosition[p] as number;
      this.queuePosition[p] = NEVER;
      const stopBase = t.patternStopOffset[p] as number;
      const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - stopBase;
      const tripFrom = t.patternTripStart[p] as number;
      const timeBase = t.patternTimeStart[p] as number;
      const feed = t.lineFeed[t.patternLine[p] as number] as number;
      const slots = query.slots[feed] ?? [];
      const days = this.slotTrips[feed] ?? [];
      const spanBase = this.spanStride * p;
      const spanEnd = spanBase + 2 * slots.length;
      let trip = -1;
      let index = -1;
      let slot = -1;
      let offset = 0;
      let row = 0;
      let board = -1;
      // The first of the ridden trip's day's trips of this pattern (DayTrips.trips), on an ordinary day (else −1).
      let dayFirst = -1;
      let dayTrips: Int32Array = EMPTY;
      // Whether the trip ridden has offered its arrivals from here on before (riddenTrip).
      let offered = false;
      const ridden = k * t.patternCount + p;
      for (let i = from; i < stopsOnPattern; i += 1) {
        const s = patternStops[stopBase + i] as number;
        if (trip >= 0 && !offered) {
          const time = (arrivals[row + i] as number) + offset;
          if (
            time < (earliest[earliestBase + s] as number) &&
            time + (toDestination[s] as number) < targetK
          ) {
            arrival[base + s] = time;
            earliest[earliestBase + s] = time;
            // Fewer rides count as more: later rounds see this arrival too (their local pruning bound).
            for (let later = base + n + s; through && later < arrival.length; later += n) {
              if (time >= (arrival[later] as number)) break;
              arrival[later] = time;
              this.rideTrip[later] = COPIED;
            }
            this.ridePattern[base + s] = p;
            this.rideTrip[base + s] = trip;
            this.rideBoard[base + s] = board;
            this.rideAlight[base + s] = i;
            this.rideSlot[base + s] = slot;
            if (this.markedArrival[s] !== 1) {
              this.markedArrival[s] = 1;
              this.arrivalList[this.arrivalCount] = s;
              this.arrivalCount += 1;
            }
          }
        }
        if (i === stopsOnPattern - 1) break;
        // Only where the rider got ready earlier in the round before: from any other stop the labels already hold
        // what boarding there gives (it was scanned in the round after its label improved).
        if (boardable[s] === 0) continue;
        const canBoard = ready[previous + s] as number;
        if (canBoard === NEVER) continue;
        if (trip >= 0) {
          const departure = (departures[row + i] as number) + offset;
          if (canBoard >= departure) continue;
          // Mostly the trip ridden is still the earliest the rider can take here: the one before it on its day
          // leaves too early, and no other day has a trip in between (a search would find the same).
          if (
            dayFirst >= 0 &&
            (index === dayFirst ||
              (departures[
                timeBase + ((dayTrips[index - 1] as number) - tripFrom) * stopsOnPattern + i
              ] as number) +
                offset <
                canBoard)
          ) {
            let other = false;
            for (let at = spanBase; at < spanEnd; at += 2) {
              if (at === spanBase + 2 * slot) continue;
              if ((spans[at] as number) < departure && (spans[at + 1] as number) >= canBoard) {
                other = true;
                break;
              }
            }
            if (!other) continue;
          }
        }
        if (trip >= 0) this.findTrip(p, i, canBoard, slots, days, index, slot);
        else if (this.riddenTrip[ridden] === -1) this.findTrip(p, i, canBoard, slots, days, -1, -1);
        else
          this.findTrip(
            p,
            i,
            canBoard,
            slots,
            days,
            this.riddenIndex[ridden] as number,
            this.riddenSlot[ridden] as number,
          );
        if (this.foundTrip < 0) continue;
        if (trip >= 0 && this.foundDeparture >= (departures[row + i] as number) + offset) continue;
        trip = this.foundTrip;
        index = this.foundIndex;
        slot = this.foundSlot;
        offset = this.foundOffset;
        const day = days[slot] as DayTrips;
        dayFirst =
          (slots[slot] as DaySlot).wallClockBeforeSec === 0
            ? (day.index[4 * p + DAY_TRIPS_FROM] as number)
            : -1;
        dayTrips = day.trips;
        row = timeBase + (trip - tripFrom) * stopsOnPattern;
        board = i;
        if (this.riddenTrip[ridden] === trip && this.riddenSlot[ridden] === slot) {
          offered = (this.riddenFrom[ridden] as number) <= i;
          if (!offered) this.riddenFrom[ridden] = i;
        } else {
          offered = false;
          this.riddenTrip[ridden] = trip;
          this.riddenSlot[ridden] = slot;
          this.riddenFrom[ridden] = i;
          this.riddenIndex[ridden] = index;
        }
      }
    }
  }

  /**
   * The earliest trip of pattern p leaving its i-th stop at `earliest` or later, over the day slots: its trip, slot,
   * offset and departure in the found… fields (foundTrip −1 when none).
   */
  private findTrip(
    p: number,
    i: number,
    earliest: number,
    slots: readonly DaySlot[],
    days: readonly DayTrips[],
    currentIndex: number,
    currentSlot: number,
  ): void {
    const t = this.tables;
    const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - (t.patternStopOffset[p] as number);
    const tripFrom = t.patternTripStart[p] as number;
    const timeBase = t.patternTimeStart[p] as number;
    const departures = t.departureSec;
    this.foundTrip = -1;
    this.foundDeparture = NEVER;
    for (let d = 0; d < slots.length; d += 1) {
      const day = days[d] as DayTrips;
      const first = day.index[4 * p + DAY_TRIPS_FROM] as number;
      const end = day.index[4 * p + DAY_TRIPS_TO] as number;
      if (first === end) continue;
      const trips = day.trips;
      const slot = slots[d] as DaySlot;
      // Trips are in departure order at every stop: on an ordinary day, none of the day's can do better when the
      // first leaves its first stop no earlier than the one found or the last ends too early; else the first that
      // leaves late enough is the one.
      if (slot.wallClockBeforeSec === 0) {
        const at = this.spanStride * p + 2 * d;
        if ((this.slotSpans[at] as number) >= this.foundDeparture) continue;
        if ((this.slotSpans[at + 1] as number) < earliest) continue;
        const index =
          d === currentSlot
            ? this.firstTripLeavingBefore(p, i, earliest - slot.offsetSec, day, currentIndex)
            : this.firstTripLeaving(p, i, earliest - slot.offsetSec, day);
        if (index === end) continue;
        const trip = trips[index] as number;
        const departure =
          (departures[timeBase + (trip - tripFrom) * stopsOnPattern + i] as number) + slot.offsetSec;
        if (departure >= this.foundDeparture) continue;
        this.foundTrip = trip;
        this.foundIndex = index;
        this.foundSlot = d;
        this.foundOffset = slot.offsetSec;
        this.foundDeparture = departure;
        continue;
      }
      // A clock-change day: its trips' offsets differ, so it is scanned in full.
      for (let index = first; index < end; index += 1) {
        const trip = trips[index] as number;
        const row = timeBase + (trip - tripFrom) * stopsOnPattern;
        const offset = slot.offsetSec + tripShift(slot, departures[row] as number);
        const departure = (departures[row + i] as number) + offset;
        if (departure < earliest) continue;
        if (departure >= this.foundDeparture) break;
        this.foundTrip = trip;
        this.foundIndex = index;
        this.foundSlot = d;
        this.foundOffset = offset;
        this.foundDeparture = departure;
        break;
      }
    }
  }

  /**
   * {@link firstTripLeaving}, from a trip likely near the answer (the one the scan rides, or the one the round rode
   * last on the pattern): when it leaves late enough the one just before it is usually too early, so stepping back a
   * few trips beats a binary search (which it falls back to after a few, or when the trip leaves too early).
   */
  private firstTripLeavingBefore(
    p: number,
    i: number,
    wanted: number,
    day: DayTrips,
    current: number,
  ): number {
    const t = this.tables;
    const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - (t.patternStopOffset[p] as number);
    const tripFrom = t.patternTripStart[p] as number;
    const timeBase = t.patternTimeStart[p] as number;
    const departures = t.departureSec;
    const first = day.index[4 * p + DAY_TRIPS_FROM] as number;
    const current0 = day.trips[current] as number;
    if ((departures[timeBase + (current0 - tripFrom) * stopsOnPattern + i] as number) < wanted)
      return this.firstTripLeaving(p, i, wanted, day);
    let index = current;
    for (let steps = 0; steps < STEP_BACK_LIMIT; steps += 1) {
      if (index === first) return index;
      const before = day.trips[index - 1] as number;
      if ((departures[timeBase + (before - tripFrom) * stopsOnPattern + i] as number) < wanted) return index;
      index -= 1;
    }
    return this.firstTripLeaving(p, i, wanted, day);
  }

  /**
   * Where in its day's trips the first trip of pattern p leaving its i-th stop at `wanted` (seconds of the trip's
   * day) or later is (binary search; the end of the pattern's trips when none).
   */
  private firstTripLeaving(p: number, i: number, wanted: number, day: DayTrips): number {
    const t = this.tables;
    const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - (t.patternStopOffset[p] as number);
    const tripFrom = t.patternTripStart[p] as number;
    const timeBase = t.patternTimeStart[p] as number;
    const departures = t.departureSec;
    const trips = day.trips;
    const starts = day.starts;
    const patternStop = (t.patternStopOffset[p] as number) + i;
    // Trips that start before wanted − (the longest any takes to the stop) leave it too early; one that starts at
    // wanted − (the shortest) or later leaves late enough: the answer lies between, found among the starts first.
    const tooEarly = wanted - (this.leaveAfterMax[patternStop] as number);
    const lateEnough = wanted - (this.leaveAfterMin[patternStop] as number);
    let lo = day.index[4 * p + DAY_TRIPS_FROM] as number;
    let hi = day.index[4 * p + DAY_TRIPS_TO] as number;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((starts[mid] as number) < tooEarly) lo = mid + 1;
      else hi = mid;
    }
    let upper = lo;
    hi = day.index[4 * p + DAY_TRIPS_TO] as number;
    while (upper < hi) {
      const mid = (upper + hi) >>> 1;
      if ((starts[mid] as number) < lateEnough) upper = mid + 1;
      else hi = mid;
    }
    // The first trip leaving the stop at wanted or later is in [lo, upper] (upper itself does, when there is one).
    hi = upper;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (
        (departures[timeBase + ((trips[mid] as number) - tripFrom) * stopsOnPattern + i] as number) < wanted
      )
        lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** From each stop a ride reached in round k: stay (minimum change time) or walk its footpaths; then the target. */
  private transfer(k: number): void {
    const t = this.tables;
    const base = k * this.stops;
    const toDestination = this.bounds;
    const walks = this.walks;
    const earliestReady = this.writeThrough ? this.ready : this.bestReady;
    const earliestBase = this.writeThrough ? base : 0;
    for (let m = 0; m < this.arrivalCount; m += 1) {
      const s = this.arrivalList[m] as number;
      this.markedArrival[s] = 0;
      const time = this.arrival[base + s] as number;
      const egress = this.egressSec[s] as number;
      if (egress !== NEVER && time + egress < (this.target[k] as number)) {
        this.target[k] = time + egress;
        this.targetStop[k] = s;
      }
      // Target pruning: from a stop ready no earlier than the destination was reached (with as many rides, or one
      // more), nothing better follows.
      const bound = Math.min(this.target[k] as number, this.target[k + 1] ?? NEVER);
      if (time + this.minChangeSec + (toDestination[s] as number) < bound)
        this.improveReady(base, s, time + this.minChangeSec, s);
      const end = 2 * (t.footpathOffset[s + 1] as number);
      for (let f = 2 * (t.footpathOffset[s] as number); f < end; f += 2) {
        const to = walks[f] as number;
        const walked = time + (walks[f + 1] as number);
        // Most footpaths lead where the rider is ready earlier already: that is asked first.
        if (
          walked < (earliestReady[earliestBase + to] as number) &&
          walked + (toDestination[to] as number) < bound
        )
          this.improveReady(base, to, walked, s);
      }
    }
    this.swapReadyLists();
  }

  private improveReady(base: number, stop: number, time: number, from: number): void {
    const ready = this.ready;
    if (this.writeThrough) {
      if (time >= (ready[base + stop] as number)) return;
    } else {
      if (time >= (this.bestReady[stop] as number)) return;
      this.bestReady[stop] = time;
    }
    ready[base + stop] = time;
    this.readyFrom[base + stop] = from;
    this.markReady(stop);
    // As for arrivals: later rounds may board from here as early.
    for (
      let later = base + this.stops + stop;
      this.writeThrough && later < ready.length;
      later += this.stops
    ) {
      if (time >= (ready[later] as number)) break;
      ready[later] = time;
      this.readyFrom[later] = COPIED;
    }
  }

  /** The journey arriving at the destination from `stop` in round k, read back through the labels. */
  private journeyOf(k: number, egressStop: number, query: RaptorSearch): RawJourney {
    const t = this.tables;
    const n = this.stops;
    const rides: RawRide[] = [];
    const transfers: RawTransfer[] = [];
    let round = k;
    let stop = egressStop;
    for (;;) {
      // A label of an earlier round: written through (COPIED), or only in its round (none in the later ones).
      while (this.rideTrip[round * n + stop] === COPIED || this.arrival[round * n + stop] === NEVER)
        round -= 1;
      const label = round * n + stop;
      const p = this.ridePattern[label] as number;
      const trip = this.rideTrip[label] as number;
      const board = this.rideBoard[label] as number;
      const alight = this.rideAlight[label] as number;
      const slotIndex = this.rideSlot[label] as number;
      const slots = query.slots[t.lineFeed[t.patternLine[p] as number] as number] ?? [];
      const slot = slots[slotIndex] as DaySlot;
      const stopsOnPattern = (t.patternStopOffset[p + 1] as number) - (t.patternStopOffset[p] as number);
      const row =
        (t.patternTimeStart[p] as number) + (trip - (t.patternTripStart[p] as number)) * stopsOnPattern;
      const offset = slot.offsetSec + tripShift(slot, t.departureSec[row] as number);
      rides.unshift({
        pattern: p,
        trip,
        boardPosition: board,
        alightPosition: alight,
        slot: slotIndex,
        departureSec: (t.departureSec[row + board] as number) + offset,
        arrivalSec: (t.arrivalSec[row + alight] as number) + offset,
      });
      const boardStop = t.patternStops[(t.patternStopOffset[p] as number) + board] as number;
      round -= 1;
      while (this.readyFrom[round * n + boardStop] === COPIED || this.ready[round * n + boardStop] === NEVER)
        round -= 1;
      const from = this.readyFrom[round * n + boardStop] as number;
      if (from === ACCESS || round === 0) {
        const access = query.access.reduce(
          (best, walk) => (walk.stop === boardStop && walk.durationSec < best ? walk.durationSec : best),
          NEVER,
        );
        const first = rides[0] as RawRide;
        const last = rides.at(-1) as RawRide;
        const egress = this.egressSec[egressStop] as number;
        return {
          departureSec: first.departureSec - access,
          arrivalSec: last.arrivalSec + egress,
          accessStop: boardStop,
          accessSec: access,
          rides,
          transfers,
          egressStop,
          egressSec: egress,
        };
      }
      const walkSec =
        from === boardStop
          ? 0
          : (this.ready[round * n + boardStop] as number) - (this.arrival[round * n + from] as number);
      transfers.unshift({ fromStop: from, toStop: boardStop, walkSec });
      stop = from;
    }
  }
}

/** The shift of a trip's times on a clock-change day (0 on every other day). */
function tripShift(slot: DaySlot, tripStartSec: number): number {
  return tripStartSec < slot.wallClockBeforeSec ? slot.shiftSec : 0;
}

/**
 * The journeys no other beats: one is beaten by another that leaves no earlier, arrives no later and rides no more
 * vehicles (and differs in one of them). Ordered by departure, then arrival.
 */
export function paretoJourneys<
  Journey extends { departureSec: number; arrivalSec: number; rides: readonly unknown[] },
>(journeys: readonly Journey[]): Journey[] {
  const beats = (a: Journey, b: Journey) =>
    a.departureSec >= b.departureSec &&
    a.arrivalSec <= b.arrivalSec &&
    a.rides.length <= b.rides.length &&
    (a.departureSec > b.departureSec || a.arrivalSec < b.arrivalSec || a.rides.length < b.rides.length);
  const kept = journeys.filter((journey) => !journeys.some((other) => beats(other, journey)));
  const unique = kept.filter(
    (journey, index) =>
      kept.findIndex(
        (other) =>
          other.departureSec === journey.departureSec &&
          other.arrivalSec === journey.arrivalSec &&
          other.rides.length === journey.rides.length,
      ) === index,
  );
  return unique.sort((a, b) => a.departureSec - b.departureSec || a.arrivalSec - b.arrivalSec);
}
