import { findStop, type Network, routingTablesOf } from '@transit/network';
import { line, stop, testNetwork, transfer, trip } from '@transit/network/testing';
import { describe, expect, it } from 'vitest';
import { TravelTimeBounds, UNREACHABLE } from './lowerBound';

/** Metro stops 4-1 … 4-6, 1.1 km apart (no footpath between them unless a test adds one). */
const net: Network = testNetwork({
  stops: Array.from({ length: 6 }, (_, i) => stop(`4-${i + 1}`, { typeCode: 4 })),
  lines: [line('A', { transportTypeCode: 4 }), line('B', { transportTypeCode: 4 })],
  // 4-6 has no trip: no journey walks from it (it neither rides from it nor alights there).
  transfers: [transfer('4-4', '4-3', 300), transfer('4-6', '4-3', 60)],
  trips: [
    // 4-1 → 4-2 takes 10 min on the first trip and 5 on the second; 4-2 → 4-3 takes 20 min and 25.
    trip('A', ['4-1 08:00', '4-2 08:10 08:11', '4-3 08:31']),
    trip('A', ['4-1 09:00', '4-2 09:05 09:06', '4-3 09:31']),
    // B runs away from 4-3: no way back from 4-5.
    trip('B', ['4-3 10:00', '4-5 10:10']),
    trip('B', ['4-4 11:00', '4-5 11:10']),
  ],
});

function boundsTo(destination: string, egressSec = 0, radiusSec?: number): Record<string, number> {
  const tables = routingTablesOf(net);
  const bounds = new Int32Array(tables.stopCount);
  const to = findStop(net, destination) ?? -1;
  new TravelTimeBounds(tables).toDestination([{ stop: to, durationSec: egressSec }], bounds, radiusSec);
  return Object.fromEntries(
    ['4-1', '4-2', '4-3', '4-4', '4-5', '4-6'].map((code) => [code, bounds[findStop(net, code) ?? -1] ?? -1]),
  );
}

describe('lower bounds on the time to the destination (pruning a range search)', () => {
  it('adds up each hop at the least time any trip takes, without waiting, and the walks', () => {
    expect(boundsTo('4-3')).toEqual({
      '4-1': 5 * 60 + 20 * 60, // the second trip's first hop, the first trip's second
      '4-2': 20 * 60,
      '4-3': 0,
      '4-4': 300, // the feed's transfer to 4-3
      '4-5': UNREACHABLE,
      '4-6': UNREACHABLE,
    });
  });

  it('stopped at a radius, gives every stop beyond the time it stopped at (still no more than the least)', () => {
    // Within 6 minutes: 4-3 and 4-4. The search stopped with 4-2 next, at 20 min: no stop left is nearer.
    expect(boundsTo('4-3', 0, 6 * 60)).toEqual({
      '4-1': 20 * 60,
      '4-2': 20 * 60,
      '4-3': 0,
      '4-4': 300,
      '4-5': 20 * 60,
      '4-6': 20 * 60,
    });
  });

  it('counts the walk from the last stop to the destination', () => {
    expect(boundsTo('4-3', 90)['4-2']).toBe(20 * 60 + 90);
  });
});
