import type { Plan } from '@transit/api-contract';
import { type PlaceRef, ProductError } from '@transit/core';
import {
  DEFAULT_FOOTPATHS,
  findStation,
  findStop,
  footpathsFrom,
  hasScheduledCalls,
  type Network,
  type PublicHolidays,
  routingTablesOf,
  stationStops,
  stopAt,
  stopIndexes,
  type StopIndex,
} from '@transit/network';
import { haversineMetres } from './geo';
import { KDBushIndex } from './spatial';
import { TripCalendar } from './calendar';
import { NEVER, paretoJourneys, Raptor, type RawJourney, type StopWalk } from './raptor';
import { assemblePlan, type Endpoint } from './assemble';

export type PlanErrorCode = 'STOP_NOT_FOUND' | 'STATION_NOT_FOUND' | 'PLACE_OUT_OF_AREA';

export class PlanError extends ProductError<PlanErrorCode> {
  override readonly name = 'PlanError';
}

/** How riders walk and change, and how far the planner looks (a city's config may set each). */
export interface PlannerOptions {
  readonly timeZone: string;
  readonly holidays?: PublicHolidays;
  /** Metres per second (the network's footpaths use the same: 1.2). */
  readonly walkSpeedMps?: number;
  /** Streets are longer than the straight line: distances are multiplied by this (1.3). */
  readonly detourFactor?: number;
  /** From a point, the stops within this walk (straight line, metres) are tried. */
  readonly accessRadiusM?: number;
  /**
   * A trip on foot alone is offered up to this distance (straight line, metres), and farther when it arrives before
   * every ride does.
   */
  readonly walkOnlyMaxM?: number;
  /** Changing vehicles at the same stop takes at least this long (seconds). */
  readonly minChangeSec?: number;
  /** "Leave at": the options leaving within this window (seconds). */
  readonly departWindowSec?: number;
  /** "Arrive by": how far before the deadline departures are tried (seconds). */
  readonly arriveWindowSec?: number;
  /** At most this many options are answered. */
  readonly maxOptions?: number;
}

export const DEFAULT_PLANNER_OPTIONS = {
  walkSpeedMps: DEFAULT_FOOTPATHS.walkSpeedMps,
  detourFactor: DEFAULT_FOOTPATHS.detourFactor,
  accessRadiusM: 800,
  walkOnlyMaxM: 1000,
  minChangeSec: 120,
  departWindowSec: 3600,
  arriveWindowSec: 7200,
  maxOptions: 6,
} as const;

/** A walk is never offered past this distance (straight line, metres), however slow the rides. */
const WALK_ONLY_LIMIT_M = 5000;
/** A point farther than this from every stop is outside the city's area. */
const POINT_SNAP_MAX_M = 5000;
/** A point with no stop within the access radius walks to this many nearest stops (within POINT_SNAP_MAX_M). */
const NEAREST_STOPS = 4;
/** The most vehicles a search may ride (transfers + 1): a rider's maxTransfers is at most MAX_PLAN_TRANSFERS (6). */
const MAX_RIDES = 7;

export interface PlanRequest {
  readonly from: PlaceRef;
  readonly to: PlaceRef;
  readonly atEpochMs: number;
  readonly arriveBy: boolean;
  readonly maxTransfers: number;
}

/** A planner over one network: build once (it holds its search arrays and spatial index), ask many times. */
export interface Planner {
  plan(request: PlanRequest, computedBy: Plan['computedBy']): Plan;
  /**
   * The raw Pareto journeys of a request, for tests and benchmarks: over the request's window ('range', as plan()
   * asks), or leaving at its moment only ('earliest': one RAPTOR run, the earliest arrival per number of rides).
   */
  journeys(request: PlanRequest, mode?: 'range' | 'earliest'): RawJourney[];
  /** The search engine, for tests and benchmarks. */
  readonly raptor: Raptor;
  readonly calendar: TripCalendar;
}

export function createPlanner(network: Network, options: PlannerOptions): Planner {
  const settings = { ...DEFAULT_PLANNER_OPTIONS, ...options };
  const tables = routingTablesOf(network);
  const raptor = new Raptor(tables, { maxRides: MAX_RIDES, minChangeSec: settings.minChangeSec });
  const calendar = new TripCalendar(network, options.holidays);
  const spatial = new KDBushIndex(network);
  const walkSecOf = (metres: number) => Math.round((metres * settings.detourFactor) / settings.walkSpeedMps);
  const unplannedTypes = unplannedStopTypeCodes(network);

  const endpointOf = (place: PlaceRef, side: 'from' | 'to'): Endpoint => {
    switch (place.kind) {
      case 'stop': {
        const stop = findStop(network, place.code);
        if (stop === undefined) throw new PlanError('STOP_NOT_FOUND', `No stop has the code ${place.code}.`);
        return {
          place,
          stops: [stop],
          walks: withFootpaths(network, [stop]),
          ...coordinatesOf(network, stop),
        };
      }
      case 'station': {
        const station = findStation(network, place.code);
        if (station === undefined) {
          throw new PlanError('STATION_NOT_FOUND', `No station has the code ${place.code}.`);
        }
        const members = stationStops(network, station);
        return { place, stops: members, walks: withFootpaths(network, members), ...meanOf(network, members) };
      }
      case 'point': {
        const near = spatial.within(place.longitude, place.latitude, settings.accessRadiusM);
        const stops =
          near.length > 0
            ? near
            : spatial.nearest(place.longitude, place.latitude, NEAREST_STOPS, POINT_SNAP_MAX_M);
        if (stops.length === 0) {
          throw new PlanError(
            'PLACE_OUT_OF_AREA',
            `The point (${place.latitude}, ${place.longitude}) of ${side} is more than ${POINT_SNAP_MAX_M} m from every stop of the city.`,
          );
        }
        return {
          place,
          stops: [],
          walks: stops.map(({ stop, metres }) => ({ stop, durationSec: walkSecOf(metres) })),
          lat: place.latitude,
          lon: place.longitude,
        };
      }
    }
  };

  const search = (
    request: PlanRequest,
    origin: Endpoint,
    destination: Endpoint,
    mode: 'range' | 'earliest',
  ): RawJourney[] => {
    const window =
      mode === 'earliest' ? 0 : request.arriveBy ? settings.arriveWindowSec : settings.departWindowSec;
    const originEpochMs = request.arriveBy ? request.atEpochMs - window * 1000 : request.atEpochMs;
    const slots = calendar.slotsAround(originEpochMs, originEpochMs + window * 1000);
    const found = raptor.search({
      access: origin.walks,
      egress: destination.walks,
      departFromSec: 0,
      departUntilSec: window,
      maxRides: Math.min(request.maxTransfers + 1, MAX_RIDES),
      slots,
    });
    const inTime = request.arriveBy ? found.filter((journey) => journey.arrivalSec <= window) : found;
    return paretoJourneys(inTime);
  };

  const plannedJourneys = (request: PlanRequest, mode: 'range' | 'earliest' = 'range') => {
    const origin = endpointOf(request.from, 'from');
    const destination = endpointOf(request.to, 'to');
    const journeys = sameEndpoint(origin, destination) ? [] : search(request, origin, destination, mode);
    return { origin, destination, journeys };
  };

  return {
    raptor,
    calendar,
    journeys: (request, mode) => plannedJourneys(request, mode).journeys,
    plan(request, computedBy) {
      const { origin, destination, journeys } = plannedJourneys(request);
      const window = request.arriveBy ? settings.arriveWindowSec : settings.departWindowSec;
      const originEpochMs = request.arriveBy ? request.atEpochMs - window * 1000 : request.atEpochMs;
      const chosen = request.arriveBy
        ? journeys.slice(-settings.maxOptions)
        : journeys.slice(0, settings.maxOptions);
      return assemblePlan(network, {
        request,
        origin,
        destination,
        journeys: chosen,
        originEpochMs,
        slots: calendar.slotsAround(originEpochMs, originEpochMs + window * 1000),
        timeZone: options.timeZone,
        walkOnly: walkOnlyOf(origin, destination, chosen, settings, walkSecOf),
        computedBy,
        unplannedTypes,
        walkSecOf,
        detourFactor: settings.detourFactor,
      });
    },
  };
}

/** A stop and the walks from it (its footpaths): what riders can reach from it on foot. */
function withFootpaths(network: Network, stops: readonly StopIndex[]): StopWalk[] {
  const best = new Map<number, number>();
  for (const stop of stops) best.set(stop, 0);
  for (const stop of stops) {
    for (const walk of footpathsFrom(network, stop)) {
      if (walk.durationSec < (best.get(walk.to) ?? NEVER)) best.set(walk.to, walk.durationSec);
    }
  }
  return [...best].map(([stop, durationSec]) => ({ stop, durationSec }));
}

function coordinatesOf(network: Network, stop: StopIndex): { lat: number; lon: number } {
  const { lat, lon } = stopAt(network, stop);
  return { lat, lon };
}

function meanOf(network: Network, stops: readonly StopIndex[]): { lat: number; lon: number } {
  const points = stops.map((stop) => coordinatesOf(network, stop));
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / Math.max(1, points.length);
  const lon = points.reduce((sum, point) => sum + point.lon, 0) / Math.max(1, points.length);
  return { lat, lon };
}

/** Whether origin and destination share a stop (a trip from a place to itself has nothing to ride). */
function sameEndpoint(origin: Endpoint, destination: Endpoint): boolean {
  return origin.stops.some((stop) => destination.stops.includes(stop));
}

/** The walk straight from origin to destination, when it is short enough to offer. */
function walkOnlyOf(
  origin: Endpoint,
  destination: Endpoint,
  journeys: readonly RawJourney[],
  settings: { readonly walkOnlyMaxM: number },
  walkSecOf: (metres: number) => number,
): { durationSec: number; metres: number } | undefined {
  const metres = haversineMetres(origin.lat, origin.lon, destination.lat, destination.lon);
  if (sameEndpoint(origin, destination) || metres > WALK_ONLY_LIMIT_M) return undefined;
  const durationSec = walkSecOf(metres);
  const beatsEveryRide = journeys.every((journey) => journey.arrivalSec - journey.departureSec > durationSec);
  if (metres > settings.walkOnlyMaxM && !(journeys.length > 0 && beatsEveryRide)) return undefined;
  return { durationSec, metres };
}

/** Stop type codes whose stops no timetabled trip calls at (their feeds carry no times), so no trip rides them. */
function unplannedStopTypeCodes(network: Network): number[] {
  const planned = new Set<number>();
  const seen = new Set<number>();
  for (const stop of stopIndexes(network)) {
    const { typeCode } = stopAt(network, stop);
    seen.add(typeCode);
    if (hasScheduledCalls(network, stop)) planned.add(typeCode);
  }
  return [...seen].filter((code) => !planned.has(code)).sort((a, b) => a - b);
}
