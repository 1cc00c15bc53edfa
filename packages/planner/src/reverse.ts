import type { RoutingTables } from '@transit/network';
import type { DaySlot } from './calendar';
import type { RawJourney, RawRide, RawTransfer } from './raptor';

/**
 * The timetable run backwards, for "arrive by": every pattern's stops in reverse order, every time negated (a
 * departure at 08:10 becomes an "arrival" at −08:10), its trips in reverse order (so they are again sorted, none
 * overtaking another), and every footpath turned round. RAPTOR over these tables from the destination at −deadline
 * finds, per number of rides, the latest departure from the origin that still arrives in time: the reverse search,
 * with the same engine. Pattern numbers are kept; trip numbers and stop positions are mirrored within each pattern.
 *
 * The two days a year the clocks change, the reverse tables read every trip from noon minus 12 h (the forward search
 * reads trips before the change from midnight): an arrive-by search across the change may be an hour off for the
 * night's first trips.
 */
export function reversedTables(tables: RoutingTables): RoutingTables {
  const { patternCount, stopCount, patternStopOffset, patternTripStart, patternTimeStart } = tables;
  const patternStops = new Uint32Array(tables.patternStops.length);
  const tripService = new Uint32Array(tables.tripService.length);
  const arrivalSec = new Int32Array(tables.arrivalSec.length);
  const departureSec = new Int32Array(tables.departureSec.length);
  for (let p = 0; p < patternCount; p += 1) {
    const stopBase = patternStopOffset[p] as number;
    const stops = (patternStopOffset[p + 1] as number) - stopBase;
    for (let i = 0; i < stops; i += 1) {
      patternStops[stopBase + i] = tables.patternStops[stopBase + stops - 1 - i] as number;
    }
    const tripFrom = patternTripStart[p] as number;
    const tripTo = patternTripStart[p + 1] as number;
    const timeBase = patternTimeStart[p] as number;
    for (let t = tripFrom; t < tripTo; t += 1) {
      const mirrored = tripTo - 1 - (t - tripFrom);
      tripService[mirrored] = tables.tripService[t] as number;
      const row = timeBase + (t - tripFrom) * stops;
      const mirroredRow = timeBase + (mirrored - tripFrom) * stops;
      for (let i = 0; i < stops; i += 1) {
        arrivalSec[mirroredRow + stops - 1 - i] = -(tables.departureSec[row + i] as number);
        departureSec[mirroredRow + stops - 1 - i] = -(tables.arrivalSec[row + i] as number);
      }
    }
  }
  const stopPatternPositions = new Uint32Array(tables.stopPatternPositions.length);
  for (let k = 0; k < stopPatternPositions.length; k += 1) {
    const p = tables.stopPatterns[k] as number;
    const stops = (patternStopOffset[p + 1] as number) - (patternStopOffset[p] as number);
    stopPatternPositions[k] = stops - 1 - (tables.stopPatternPositions[k] as number);
  }
  // Footpaths turned round: CSR by the stop they lead to.
  const incoming = new Uint32Array(stopCount + 1);
  for (let k = 0; k < tables.footpathTo.length; k += 1) {
    const to = (tables.footpathTo[k] as number) + 1;
    incoming[to] = (incoming[to] as number) + 1;
  }
  for (let s = 0; s < stopCount; s += 1)
    incoming[s + 1] = (incoming[s + 1] as number) + (incoming[s] as number);
  const fill = incoming.slice(0, stopCount);
  const footpathTo = new Uint32Array(tables.footpathTo.length);
  const footpathSec = new Uint32Array(tables.footpathSec.length);
  for (let from = 0; from < stopCount; from += 1) {
    const end = tables.footpathOffset[from + 1] as number;
    for (let k = tables.footpathOffset[from] as number; k < end; k += 1) {
      const to = tables.footpathTo[k] as number;
      const at = fill[to] as number;
      footpathTo[at] = from;
      footpathSec[at] = tables.footpathSec[k] as number;
      fill[to] = at + 1;
    }
  }
  return {
    ...tables,
    patternStops,
    tripService,
    arrivalSec,
    departureSec,
    stopPatternPositions,
    footpathOffset: incoming,
    footpathTo,
    footpathSec,
  };
}

/** The day slots as the reverse tables read them: offsets negated, every trip from noon minus 12 h. */
export function reversedSlots(slots: readonly (readonly DaySlot[])[]): DaySlot[][] {
  return slots.map((feedSlots) =>
    feedSlots.map((slot) => ({ ...slot, offsetSec: -slot.offsetSec, wallClockBeforeSec: 0, shiftSec: 0 })),
  );
}

/** A journey the reverse search found, as the forward journey it is (rides in travel order, times not negated). */
export function journeyFromReversed(journey: RawJourney, tables: RoutingTables): RawJourney {
  const rides = journey.rides
    .map((ride): RawRide => {
      const p = ride.pattern;
      const stops = (tables.patternStopOffset[p + 1] as number) - (tables.patternStopOffset[p] as number);
      const tripFrom = tables.patternTripStart[p] as number;
      const tripTo = tables.patternTripStart[p + 1] as number;
      return {
        pattern: p,
        trip: tripTo - 1 - (ride.trip - tripFrom),
        boardPosition: stops - 1 - ride.alightPosition,
        alightPosition: stops - 1 - ride.boardPosition,
        slot: ride.slot,
        departureSec: -ride.arrivalSec,
        arrivalSec: -ride.departureSec,
      };
    })
    .reverse();
  const transfers = journey.transfers
    .map((transfer): RawTransfer => ({
      fromStop: transfer.toStop,
      toStop: transfer.fromStop,
      walkSec: transfer.walkSec,
    }))
    .reverse();
  return {
    departureSec: -journey.arrivalSec,
    arrivalSec: -journey.departureSec,
    accessStop: journey.egressStop,
    accessSec: journey.egressSec,
    rides,
    transfers,
    egressStop: journey.accessStop,
    egressSec: journey.accessSec,
  };
}
