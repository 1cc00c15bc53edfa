import type {
  FeedTimetable,
  Plan,
  PlanPlace,
  TransitStep,
  Trip,
  TripStep,
  TripTransport,
  WalkStep,
} from '@transit/api-contract';
import { formatPlaceRef, type PlaceRef, stopTypeFromCode, TransportTypeCode } from '@transit/core';
import {
  findStation,
  formatZonedDateTime,
  lineAt,
  type Network,
  patternInfo,
  type PatternInfo,
  routingPattern,
  routingStop,
  routingTablesOf,
  routingTrip,
  stationAt,
  stopAt,
  type StopIndex,
  tripId,
  tripInfo,
} from '@transit/network';
import type { DaySlot } from './calendar';
import { attributionOf, colourOf, feedTimetableOf } from './contractViews';
import { haversineMetres } from './geo';
import type { PlanRequest } from './request';
import type { RawJourney, RawRide, StopWalk } from './raptor';

/** Where a trip starts or ends: the place asked for, its own stops (none for a point), and the walks to its stops. */
export interface Endpoint {
  readonly place: PlaceRef;
  readonly stops: readonly StopIndex[];
  readonly walks: readonly StopWalk[];
  readonly lat: number;
  readonly lon: number;
}

export interface AssembleInput {
  readonly request: PlanRequest;
  readonly origin: Endpoint;
  readonly destination: Endpoint;
  readonly journeys: readonly RawJourney[];
  /** The instant the journeys' seconds count from. */
  readonly originEpochMs: number;
  readonly slots: readonly (readonly DaySlot[])[];
  readonly timeZone: string;
  readonly walkOnly: { readonly durationSec: number; readonly metres: number } | undefined;
  readonly computedBy: Plan['computedBy'];
  readonly unplannedTypes: readonly number[];
  readonly walkSecOf: (metres: number) => number;
  readonly detourFactor: number;
}

const TRANSPORTS: Readonly<Record<number, TripTransport>> = {
  [TransportTypeCode.Metro]: 'subway',
  [TransportTypeCode.CommuterRail]: 'train',
  [TransportTypeCode.LightMetro]: 'lightRail',
};
const transportOf = (typeCode: number): TripTransport => TRANSPORTS[typeCode] ?? 'bus';
/** A planner answer (the API's Plan) from the journeys a search found. */
export function assemblePlan(network: Network, input: AssembleInput): Plan {
  const { origin, destination, originEpochMs, timeZone, request } = input;
  const tables = routingTablesOf(network);
  const patterns = new Map<number, PatternInfo>();
  const infoOf = (pattern: number) => {
    let info = patterns.get(pattern);
    if (!info) {
      info = patternInfo(network, routingPattern(network, pattern));
      patterns.set(pattern, info);
    }
    return info;
  };
  const timeOf = (sec: number) => formatZonedDateTime(originEpochMs + sec * 1000, timeZone);
  const stopPlace = (stop: StopIndex): PlanPlace => {
    const { code, name, lat, lon, typeCode } = stopAt(network, stop);
    return {
      ref: `stop:${code}`,
      kind: 'stop',
      name,
      location: { latitude: lat, longitude: lon },
      stopType: stopTypeFromCode(typeCode) ?? null,
    };
  };
  const originPlace = endpointPlace(network, origin);
  const destinationPlace = endpointPlace(network, destination);
  const walkMetres = (from: PlanPlace, to: PlanPlace) =>
    Math.round(
      haversineMetres(
        from.location.latitude,
        from.location.longitude,
        to.location.latitude,
        to.location.longitude,
      ) * input.detourFactor,
    );
  const walk = (from: PlanPlace, to: PlanPlace, startSec: number, durationSec: number): WalkStep => ({
    kind: 'walk',
    from,
    to,
    departureTime: timeOf(startSec),
    arrivalTime: timeOf(startSec + durationSec),
    durationSeconds: durationSec,
    distanceMeters: walkMetres(from, to),
  });

  const rideStep = (ride: RawRide): TransitStep => {
    const info = infoOf(ride.pattern);
    const line = lineAt(network, info.line);
    const trip = routingTrip(network, ride.trip);
    const { headsign, isHeadwayBased } = tripInfo(network, trip);
    const feed = tables.lineFeed[info.line] as number;
    const slot = input.slots[feed]?.[ride.slot];
    const stopsOnPattern = info.stops.length;
    const row =
      (tables.patternTimeStart[ride.pattern] as number) +
      (ride.trip - (tables.patternTripStart[ride.pattern] as number)) * stopsOnPattern;
    const start = tables.departureSec[row] as number;
    const offset = (slot?.offsetSec ?? 0) + (slot && start < slot.wallClockBeforeSec ? slot.shiftSec : 0);
    const calls = info.stops.slice(ride.boardPosition, ride.alightPosition + 1).map((stop, k) => {
      const position = ride.boardPosition + k;
      const isLast = position === ride.alightPosition;
      const sec = (
        isLast ? tables.arrivalSec[row + position] : tables.departureSec[row + position]
      ) as number;
      const place = stopPlace(stop);
      return {
        code: place.ref.slice('stop:'.length),
        name: place.name,
        location: place.location,
        time: timeOf(sec + offset),
      };
    });
    const board = info.stops[ride.boardPosition] as StopIndex;
    const alight = info.stops[ride.alightPosition] as StopIndex;
    return {
      kind: 'transit',
      transport: transportOf(line.transportTypeCode),
      transportTypeCode: line.transportTypeCode,
      lineCode: line.code,
      lineNumber: line.number,
      colour: colourOf(line.colour),
      textColour: colourOf(line.textColour),
      direction: headsign,
      tripId: tripId(network, trip),
      from: stopPlace(board),
      to: stopPlace(alight),
      platform: info.platforms[ride.boardPosition] ?? null,
      departureTime: timeOf(ride.departureSec),
      arrivalTime: timeOf(ride.arrivalSec),
      durationSeconds: ride.arrivalSec - ride.departureSec,
      stopCount: ride.alightPosition - ride.boardPosition,
      stops: calls,
      shape: shapeBetween(
        info,
        calls.map((call) => [call.location.latitude, call.location.longitude]),
      ),
      isApproximate: isHeadwayBased,
      status: 'scheduled',
    };
  };

  const tripOf = (journey: RawJourney): Trip => {
    const steps: TripStep[] = [];
    const first = journey.rides[0] as RawRide;
    const accessPlace = stopPlace(routingStop(network, journey.accessStop));
    if (journey.accessSec > 0 || origin.place.kind === 'point') {
      steps.push(walk(originPlace, accessPlace, first.departureSec - journey.accessSec, journey.accessSec));
    }
    journey.rides.forEach((ride, index) => {
      steps.push(rideStep(ride));
      const transfer = journey.transfers[index];
      if (transfer && transfer.walkSec > 0) {
        steps.push(
          walk(
            stopPlace(routingStop(network, transfer.fromStop)),
            stopPlace(routingStop(network, transfer.toStop)),
            ride.arrivalSec,
            transfer.walkSec,
          ),
        );
      }
    });
    const last = journey.rides.at(-1) as RawRide;
    if (journey.egressSec > 0 || destination.place.kind === 'point') {
      const egressPlace = stopPlace(routingStop(network, journey.egressStop));
      steps.push(walk(egressPlace, destinationPlace, last.arrivalSec, journey.egressSec));
    }
    return tripFromSteps(steps, journey.departureSec, journey.arrivalSec, journey.rides.length);
  };

  const trips = input.journeys.map(tripOf);
  if (input.walkOnly && input.walkOnly.metres >= 1) {
    const requestSec = Math.round((request.atEpochMs - originEpochMs) / 1000);
    const startSec = request.arriveBy ? requestSec - input.walkOnly.durationSec : requestSec;
    const step = walk(originPlace, destinationPlace, startSec, input.walkOnly.durationSec);
    trips.push(
      tripFromSteps(
        [{ ...step, distanceMeters: Math.round(input.walkOnly.metres * input.detourFactor) }],
        startSec,
        startSec + input.walkOnly.durationSec,
        0,
      ),
    );
    trips.sort(
      (a, b) => a.departureTime.localeCompare(b.departureTime) || a.arrivalTime.localeCompare(b.arrivalTime),
    );
  }

  return {
    from: originPlace,
    to: destinationPlace,
    at: formatZonedDateTime(request.atEpochMs, timeZone),
    arriveBy: request.arriveBy,
    trips,
    timetable: { feeds: feedsUsed(network, input) },
    unplannedStopTypes: input.unplannedTypes.flatMap((code) => stopTypeFromCode(code) ?? []),
    computedBy: input.computedBy,
    attribution: attributionOf(network),
  };
}

function tripFromSteps(steps: TripStep[], departureSec: number, arrivalSec: number, rides: number): Trip {
  const walks = steps.filter((step) => step.kind === 'walk');
  const transports: TripTransport[] = [];
  for (const step of steps) {
    if (step.kind === 'transit' && !transports.includes(step.transport)) transports.push(step.transport);
  }
  const first = steps[0] as TripStep;
  const last = steps.at(-1) as TripStep;
  return {
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    durationSeconds: arrivalSec - departureSec,
    transfers: Math.max(0, rides - 1),
    walkSeconds: walks.reduce((sum, step) => sum + step.durationSeconds, 0),
    walkMeters: walks.reduce((sum, step) => sum + step.distanceMeters, 0),
    transports,
    steps,
  };
}

/** The place an endpoint names, as the answer shows it. */
function endpointPlace(network: Network, endpoint: Endpoint): PlanPlace {
  const ref = formatPlaceRef(endpoint.place);
  const location = { latitude: round6(endpoint.lat), longitude: round6(endpoint.lon) };
  switch (endpoint.place.kind) {
    case 'stop': {
      const stop = stopAt(network, endpoint.stops[0] as StopIndex);
      return {
        ref,
        kind: 'stop',
        name: stop.name,
        location,
        stopType: stopTypeFromCode(stop.typeCode) ?? null,
      };
    }
    case 'station': {
      const station = findStation(network, endpoint.place.code);
      const name = station === undefined ? '' : stationAt(network, station).name;
      return { ref, kind: 'station', name, location, stopType: null };
    }
    case 'point':
      return { ref, kind: 'point', name: '', location, stopType: null };
  }
}

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The part of the itinerary's shape between the first and the last call: from the shape point nearest the boarding
 * stop to the one nearest the alighting stop after it. Without a shape, the calls joined in order.
 */
function shapeBetween(info: PatternInfo, calls: readonly (readonly [number, number])[]): [number, number][] {
  const shape = info.itineraryShape;
  const joined = calls.map(([lat, lon]) => [lat, lon] as [number, number]);
  if (!shape || shape.length < 2 || calls.length < 2) return joined;
  const nearestFrom = (point: readonly [number, number], from: number) => {
    let best = from;
    let bestDistance = Infinity;
    for (let k = from; k < shape.length; k += 1) {
      const [lat, lon] = shape[k] as readonly [number, number];
      const d = (lat - point[0]) ** 2 + (lon - point[1]) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    return best;
  };
  const start = nearestFrom(calls[0] as readonly [number, number], 0);
  const end = nearestFrom(calls.at(-1) as readonly [number, number], start);
  if (end - start < 1) return joined;
  return shape.slice(start, end + 1).map(([lat, lon]) => [lat, lon]);
}

/** Which day each feed's timetable answered for the rides (every timetabled feed on the day asked, without rides). */
function feedsUsed(network: Network, input: AssembleInput): FeedTimetable[] {
  const tables = routingTablesOf(network);
  const used = new Map<number, DaySlot>();
  for (const journey of input.journeys) {
    for (const ride of journey.rides) {
      const feed = tables.lineFeed[tables.patternLine[ride.pattern] as number] as number;
      const slot = input.slots[feed]?.[ride.slot];
      if (slot && !used.has(feed)) used.set(feed, slot);
    }
  }
  if (used.size === 0) {
    network.feeds.forEach((feed, index) => {
      if (!feed.hasTimetable) return;
      const slot = input.slots[index]?.[1];
      if (slot) used.set(index, slot);
    });
  }
  return [...used].map(([feed, slot]) => feedTimetableOf(network, feed, slot.timetable));
}
