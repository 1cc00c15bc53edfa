import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PlaceRef, parsePlaceRef, unwrap } from '@transit/core';
import {
  decodeNetwork,
  hasScheduledCalls,
  type Network,
  stopAt,
  stopIndexes,
  zonedTimeToEpochMs,
} from '@transit/network';
import { at, line, stop, testNetwork, transfer, trip } from '@transit/network/testing';
import { describe, expect, it } from 'vitest';
import { createPlanner } from './planner';

const TIME_ZONE = 'Europe/Madrid';
const place = (text: string): PlaceRef => unwrap(parsePlaceRef(text));
const metro = (code: string) => line(code, { transportTypeCode: 4, number: code });
const request = (from: string, to: string, atEpochMs: number, arriveBy: boolean) => ({
  from: place(from),
  to: place(to),
  atEpochMs,
  arriveBy,
  maxTransfers: 4,
});

describe('"arrive by": the reverse search', () => {
  const net = testNetwork({
    stops: Array.from({ length: 6 }, (_, i) => stop(`4-${i + 1}`, { typeCode: 4 })),
    lines: [metro('A'), metro('B')],
    transfers: [transfer('4-2', '4-4', 180)],
    trips: [
      ...['07:40', '07:50', '08:00', '08:10'].map((time) =>
        trip('A', [`4-1 ${time}`, `4-2 ${time.replace(/0$/, '8')}`]),
      ),
      // B leaves 4-4 at :20 and :35; walking 3 min from 4-2.
      trip('B', ['4-4 08:05', '4-5 08:15']),
      trip('B', ['4-4 08:20', '4-5 08:30']),
      trip('B', ['4-4 08:35', '4-5 08:45']),
    ],
  });
  const planner = createPlanner(net, { timeZone: TIME_ZONE });

  it('leaves as late as the walk and the connection allow, and arrives by the deadline', () => {
    const plan = planner.plan(request('stop:4-1', 'stop:4-5', at('2025-03-04', '08:32'), true), 'server');
    const last = plan.trips.at(-1);
    // A at 08:10 reaches 4-2 at 08:18: 3 min on foot make 08:21, too late for B at 08:20; A at 08:00 (08:08, 08:11)
    // catches it and arrives 08:30.
    expect(last?.departureTime).toBe('2025-03-04T08:00:00+01:00');
    expect(last?.arrivalTime).toBe('2025-03-04T08:30:00+01:00');
    expect(last?.steps.map((step) => step.kind)).toEqual(['transit', 'walk', 'transit']);
    expect(plan.trips.every((trip) => trip.arrivalTime <= '2025-03-04T08:32:00+01:00')).toBe(true);
  });

  it('with no trip arriving in time that morning, offers the last one that did: the day before', () => {
    const plan = planner.plan(request('stop:4-1', 'stop:4-5', at('2025-03-04', '08:10'), true), 'server');
    expect(plan.trips.map((trip) => trip.arrivalTime)).toEqual(['2025-03-03T08:45:00+01:00']);
  });

  it('crosses midnight backwards: a night trip of the day before arrives by 00:50', () => {
    const night = testNetwork({
      stops: [stop('4-1', { typeCode: 4 }), stop('4-2', { typeCode: 4 })],
      lines: [metro('A')],
      trips: [trip('A', ['4-1 24:30', '4-2 24:40']), trip('A', ['4-1 23:30', '4-2 23:40'])],
    });
    const plan = createPlanner(night, { timeZone: TIME_ZONE }).plan(
      request('stop:4-1', 'stop:4-2', at('2025-03-05', '00:50'), true),
      'server',
    );
    expect(plan.trips.at(-1)?.departureTime).toBe('2025-03-05T00:30:00+01:00');
  });
});

/** The reverse search on Madrid's real Metro and Metro Ligero (cities/madrid/dist/network.bin, `pnpm data`). */
describe('the reverse search agrees with the forward one on the real Madrid network', () => {
  const file = path.resolve(import.meta.dirname, '../../../cities/madrid/dist/network.bin');
  const network: Network = decodeNetwork(new Uint8Array(readFileSync(file)));
  const planner = createPlanner(network, { timeZone: TIME_ZONE });
  const stops = stopIndexes(network)
    .filter((index) => hasScheduledCalls(network, index))
    .map((index) => stopAt(network, index).code);
  const metroFeed = network.feeds.find((feed) => feed.id === 'crtm-metro');
  const day = Math.floor(((metroFeed?.startDay ?? 0) + (metroFeed?.endDay ?? 0)) / 2);

  it('for 100 random queries, the latest departure arriving by the deadline is the latest: leaving a minute later arrives after it', () => {
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    let checked = 0;
    for (let q = 0; q < 100; q += 1) {
      const from = `stop:${stops[Math.floor(next() * stops.length)]}`;
      const to = `stop:${stops[Math.floor(next() * stops.length)]}`;
      if (from === to) continue;
      const deadline = zonedTimeToEpochMs(day, 8 * 3600 + Math.floor(next() * 12 * 3600), TIME_ZONE);
      const latest = planner.journeys(request(from, to, deadline, true), 'earliest');
      const best = latest.reduce((max, journey) => Math.max(max, journey.departureSec), -Infinity);
      if (best === -Infinity) continue;
      const leaveAt = deadline + best * 1000;
      const forward = planner.journeys(request(from, to, leaveAt, false), 'earliest');
      const arrival = Math.min(...forward.map((journey) => leaveAt + journey.arrivalSec * 1000));
      expect(arrival, `${from} → ${to} by ${new Date(deadline).toISOString()}`).toBeLessThanOrEqual(deadline);
      const later = planner.journeys(request(from, to, leaveAt + 60_000, false), 'earliest');
      const laterArrival = Math.min(...later.map((journey) => leaveAt + 60_000 + journey.arrivalSec * 1000));
      expect(laterArrival, `${from} → ${to}: leaving a minute later`).toBeGreaterThan(deadline);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(80);
  });
});
