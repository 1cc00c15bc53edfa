import type { Plan, TransitStep, Trip } from '@transit/api-contract';
import { type PlaceRef, unwrap, parsePlaceRef } from '@transit/core';
import type { Network } from '@transit/network';
import {
  at,
  feed,
  itinerary,
  line,
  service,
  stop,
  type StopSpec,
  testNetwork,
  transfer,
  trip,
  type NetworkSpec,
} from '@transit/network/testing';
import { describe, expect, it } from 'vitest';
import { createPlanner, PlanError, type PlannerOptions } from './planner';

const TIME_ZONE = 'Europe/Madrid';
const place = (text: string): PlaceRef => unwrap(parsePlaceRef(text));

/** Metro stops 4-1 … 4-n, 1.1 km apart going north (no footpath between them unless a test adds one). */
const metroStops = (count: number, extra: Partial<StopSpec> = {}) =>
  Array.from({ length: count }, (_, i) =>
    stop(`4-${i + 1}`, { typeCode: 4, name: `Estación ${i + 1}`, ...extra }),
  );
const metroLine = (code: string, options: Parameters<typeof line>[1] = {}) =>
  line(code, {
    transportTypeCode: 4,
    number: code.replace(/^4__/, ''),
    colour: '2A7BD8',
    textColour: 'FFFFFF',
    ...options,
  });

function network(spec: NetworkSpec): Network {
  return testNetwork({ stops: metroStops(8), ...spec });
}

function plan(
  net: Network,
  from: string,
  to: string,
  date: string,
  time: string,
  options: { arriveBy?: boolean; maxTransfers?: number; planner?: Partial<PlannerOptions> } = {},
): Plan {
  const planner = createPlanner(net, { timeZone: TIME_ZONE, ...options.planner });
  return planner.plan(
    {
      from: place(from),
      to: place(to),
      atEpochMs: at(date, time),
      arriveBy: options.arriveBy ?? false,
      maxTransfers: options.maxTransfers ?? 4,
    },
    'server',
  );
}

const clock = (iso: string) => iso.slice(11, 16);
const rides = (trip: Trip) => trip.steps.filter((step): step is TransitStep => step.kind === 'transit');
/** A trip as 'HH:MM–HH:MM L1 4-1→4-3 | L2 4-3→4-5', walks as 'walk 180s'. */
const summary = (trip: Trip) =>
  `${clock(trip.departureTime)}–${clock(trip.arrivalTime)} ` +
  trip.steps
    .map((step) =>
      step.kind === 'transit'
        ? `${step.lineNumber} ${step.from.ref.slice(5)}→${step.to.ref.slice(5)}`
        : `walk ${step.durationSeconds}s`,
    )
    .join(' | ');

describe('the planner (RAPTOR over the network)', () => {
  it('rides the first trip that leaves after the moment asked, with its stops, times and line badge', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: [
        trip('4__1', ['4-1 08:00', '4-2 08:04 08:05', '4-3 08:10'], { headsign: 'Estación 3' }),
        trip('4__1', ['4-1 08:20', '4-2 08:24 08:25', '4-3 08:30'], { headsign: 'Estación 3' }),
      ],
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-3', '2025-03-04', '08:10');
    expect(answer.trips.map(summary)).toEqual(['08:20–08:30 1 4-1→4-3']);
    const [ride] = rides(answer.trips[0] as Trip);
    expect(ride).toMatchObject({
      transport: 'subway',
      lineNumber: '1',
      colour: '#2A7BD8',
      direction: 'Estación 3',
      stopCount: 2,
      durationSeconds: 600,
      status: 'scheduled',
    });
    expect(ride?.stops.map((call) => `${call.code} ${clock(call.time)}`)).toEqual([
      '4-1 08:20',
      '4-2 08:25',
      '4-3 08:30',
    ]);
    expect(answer.from).toMatchObject({
      ref: 'stop:4-1',
      kind: 'stop',
      name: 'Estación 1',
      stopType: 'metro',
    });
    expect(answer.computedBy).toBe('server');
  });

  it('lists the good options leaving within the hour, earliest first', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '10:30'].map((time) =>
        trip('4__1', [
          `4-1 ${time}`,
          `4-2 ${time.slice(0, 3)}${String(Number(time.slice(3)) + 5).padStart(2, '0')}`,
        ]),
      ),
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-2', '2025-03-04', '08:10');
    expect(answer.trips.map((trip) => clock(trip.departureTime))).toEqual([
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
  });

  it('answers one departure’s earliest arrival when asked for it alone (the engine’s earliest-arrival query)', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: ['08:15', '08:30', '08:45'].map((time) =>
        trip('4__1', [
          `4-1 ${time}`,
          `4-2 ${time.slice(0, 3)}${String(Number(time.slice(3)) + 5).padStart(2, '0')}`,
        ]),
      ),
    });
    const planner = createPlanner(net, { timeZone: TIME_ZONE });
    const request = {
      from: place('stop:4-1'),
      to: place('stop:4-2'),
      atEpochMs: at('2025-03-04', '08:10'),
      arriveBy: false,
      maxTransfers: 4,
    };
    expect(planner.journeys(request, 'earliest').map((journey) => journey.arrivalSec)).toEqual([10 * 60]);
    expect(planner.journeys(request, 'range')).toHaveLength(3);
  });

  it('changes vehicles at a stop only when the minimum change time allows it', () => {
    const net = network({
      lines: [metroLine('4__1'), metroLine('4__2')],
      trips: [
        trip('4__1', ['4-1 08:00', '4-2 08:10']),
        trip('4__2', ['4-2 08:11', '4-3 08:20']), // 60 s after arriving: too tight for 120 s
        trip('4__2', ['4-2 08:12', '4-3 08:22']), // exactly 120 s: catchable
      ],
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-3', '2025-03-04', '07:55', {
      planner: { departWindowSec: 0 },
    });
    expect(answer.trips.map(summary)).toEqual(['08:00–08:22 1 4-1→4-2 | 2 4-2→4-3']);
    expect(answer.trips[0]?.transfers).toBe(1);
  });

  it('walks a transfer of the feed (transfers.txt) with its minimum time', () => {
    const net = network({
      lines: [metroLine('4__1'), metroLine('4__2')],
      transfers: [transfer('4-2', '4-5', 240)],
      trips: [
        trip('4__1', ['4-1 08:00', '4-2 08:10']),
        trip('4__2', ['4-5 08:13', '4-6 08:20']), // leaves before the 4-minute walk ends
        trip('4__2', ['4-5 08:15', '4-6 08:25']),
      ],
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-6', '2025-03-04', '07:55', {
      planner: { departWindowSec: 0 },
    });
    expect(answer.trips.map(summary)).toEqual(['08:00–08:25 1 4-1→4-2 | walk 240s | 2 4-5→4-6']);
    expect(answer.trips[0]?.walkSeconds).toBe(240);
  });

  it('offers both the faster trip with a change and the slower direct one (arrival × transfers)', () => {
    const net = network({
      lines: [metroLine('4__1'), metroLine('4__2'), metroLine('4__3')],
      trips: [
        trip('4__1', ['4-1 08:00', '4-2 08:05']),
        trip('4__2', ['4-2 08:08', '4-4 08:15']),
        trip('4__3', ['4-1 08:00', '4-4 08:40']),
      ],
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-4', '2025-03-04', '07:55', {
      planner: { departWindowSec: 0 },
    });
    expect(answer.trips.map(summary).sort()).toEqual([
      '08:00–08:15 1 4-1→4-2 | 2 4-2→4-4',
      '08:00–08:40 3 4-1→4-4',
    ]);
    expect(
      plan(net, 'stop:4-1', 'stop:4-4', '2025-03-04', '07:55', { maxTransfers: 0 }).trips.map(summary),
    ).toEqual(['08:00–08:40 3 4-1→4-4']);
  });

  it('catches a trip of the day before that runs past midnight (GTFS 24:xx times)', () => {
    const net = network({
      lines: [metroLine('4__1')],
      services: [service('WEEKDAY', { days: 'MTWTF..' })],
      trips: [trip('4__1', ['4-1 24:30', '4-2 24:40'], { service: 'WEEKDAY' })],
    });
    // Tuesday 2025-03-04's night trip leaves at 00:30 on Wednesday the 5th.
    const answer = plan(net, 'stop:4-1', 'stop:4-2', '2025-03-05', '00:20');
    expect(answer.trips.map((trip) => trip.departureTime)).toEqual(['2025-03-05T00:30:00+01:00']);
    // Early on Sunday the 9th no night trip runs (Saturday has no service): the next is Monday's, early on Tuesday.
    expect(
      plan(net, 'stop:4-1', 'stop:4-2', '2025-03-09', '00:20').trips.map((trip) => trip.departureTime),
    ).toEqual(['2025-03-11T00:30:00+01:00']);
  });

  it('finds the first trip of the next service day after the last one has gone', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: [trip('4__1', ['4-1 06:05', '4-2 06:15']), trip('4__1', ['4-1 23:30', '4-2 23:40'])],
    });
    const late = plan(net, 'stop:4-1', 'stop:4-2', '2025-03-04', '23:45', {
      planner: { departWindowSec: 8 * 3600 },
    });
    expect(late.trips.map((trip) => trip.departureTime)).toEqual(['2025-03-05T06:05:00+01:00']);
  });

  it('changes to an earlier trip met further along, on an ordinary day and on the night the clocks go back', () => {
    // From 4-1 the 01:05 has gone, but a 2-minute walk reaches 4-2 before it leaves there at 01:15.
    const net = network({
      lines: [metroLine('4__1')],
      transfers: [transfer('4-1', '4-2', 120)],
      trips: [
        trip('4__1', ['4-1 01:05', '4-2 01:15', '4-3 01:25']),
        trip('4__1', ['4-1 01:35', '4-2 01:45', '4-3 01:55']),
        trip('4__1', ['4-1 04:05', '4-2 04:15', '4-3 04:25']),
      ],
    });
    const earliest = (date: string, time: string) =>
      plan(net, 'stop:4-1', 'stop:4-3', date, time, { planner: { departWindowSec: 0 } }).trips.map(
        (trip) => `${trip.departureTime} ${summary(trip)}`,
      );
    expect(earliest('2025-10-25', '01:08')).toEqual([
      '2025-10-25T01:13:00+02:00 01:13–01:25 walk 120s | 1 4-2→4-3',
    ]);
    // 2025-10-26: at 03:00 the clocks go back to 02:00; the timetable's times stay the wall clock's on either side.
    expect(earliest('2025-10-26', '01:08')).toEqual([
      '2025-10-26T01:13:00+02:00 01:13–01:25 walk 120s | 1 4-2→4-3',
    ]);
    expect(earliest('2025-10-26', '04:08')).toEqual([
      '2025-10-26T04:13:00+01:00 04:13–04:25 walk 120s | 1 4-2→4-3',
    ]);
  });

  it('marks a trip expanded from a headway (frequencies.txt) as approximate', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: [trip('4__1', ['4-1 08:00', '4-2 08:06'], { headway: true })],
    });
    const [trip0] = plan(net, 'stop:4-1', 'stop:4-2', '2025-03-04', '07:59').trips;
    expect(rides(trip0 as Trip)[0]?.isApproximate).toBe(true);
  });

  it('answers no trip when no vehicle joins the places and they are too far to walk', () => {
    const net = network({
      lines: [metroLine('4__1'), metroLine('4__2')],
      trips: [trip('4__1', ['4-1 08:00', '4-2 08:06']), trip('4__2', ['4-5 08:00', '4-6 08:06'])],
    });
    expect(plan(net, 'stop:4-1', 'stop:4-6', '2025-03-04', '07:59').trips).toEqual([]);
  });

  it('answers no trip from a place to itself', () => {
    const net = network({ lines: [metroLine('4__1')], trips: [trip('4__1', ['4-1 08:00', '4-2 08:06'])] });
    expect(plan(net, 'stop:4-1', 'stop:4-1', '2025-03-04', '07:59').trips).toEqual([]);
  });

  it('walks the whole way between two points close enough, with the distance and time of the walk', () => {
    const net = network({ lines: [metroLine('4__1')], trips: [trip('4__1', ['4-1 08:00', '4-2 08:06'])] });
    const answer = plan(net, 'point:40.400000,-3.700000', 'point:40.404000,-3.700000', '2025-03-04', '08:00');
    const walkOnly = answer.trips.find((trip) => trip.steps.every((step) => step.kind === 'walk'));
    // 445 m straight × 1.3 = 578 m, at 1.2 m/s: 482 s.
    expect(walkOnly?.steps[0]).toMatchObject({ kind: 'walk', distanceMeters: 578, durationSeconds: 482 });
    expect(walkOnly?.transfers).toBe(0);
  });

  it('walks from a point to the stops around it and from the last stop to the point asked', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: [trip('4__1', ['4-1 08:10', '4-3 08:20'])],
    });
    // 0.002° (222 m) south of 4-1 and 0.002° north of 4-3.
    const answer = plan(net, 'point:40.398000,-3.700000', 'point:40.422000,-3.700000', '2025-03-04', '08:00');
    const [trip0] = answer.trips.filter((trip) => rides(trip).length > 0);
    expect(trip0?.steps.map((step) => step.kind)).toEqual(['walk', 'transit', 'walk']);
    expect(trip0?.steps[0]).toMatchObject({ durationSeconds: 241, to: { ref: 'stop:4-1' } });
    expect(clock(trip0?.departureTime ?? '')).toBe('08:05');
  });

  it('arrives by the time asked, leaving as late as it can', () => {
    const net = network({
      lines: [metroLine('4__1')],
      trips: ['07:00', '07:30', '08:00', '08:30'].map((time) =>
        trip('4__1', [
          `4-1 ${time}`,
          `4-2 ${time.slice(0, 3)}${String(Number(time.slice(3)) + 20).padStart(2, '0')}`,
        ]),
      ),
    });
    const answer = plan(net, 'stop:4-1', 'stop:4-2', '2025-03-04', '08:25', { arriveBy: true });
    const last = answer.trips.at(-1);
    expect(clock(last?.departureTime ?? '')).toBe('08:00');
    expect(answer.trips.every((trip) => clock(trip.arrivalTime) <= '08:25')).toBe(true);
    expect(answer.arriveBy).toBe(true);
  });

  it('plans from and to a station, from any of its stops', () => {
    const net = network({
      stops: [...metroStops(3), stop('5-1', { typeCode: 5, lat: 40.4, lon: -3.7 })],
      lines: [metroLine('4__1'), line('5__C1', { transportTypeCode: 5, number: 'C1' })],
      stations: [{ code: 'E4-1', name: 'Sol', stops: ['4-1', '5-1'] }],
      trips: [trip('5__C1', ['5-1 08:00', '4-3 08:09'])],
    });
    const answer = plan(net, 'station:E4-1', 'stop:4-3', '2025-03-04', '07:50');
    expect(answer.from).toMatchObject({ kind: 'station', name: 'Sol' });
    expect(answer.trips.map(summary)).toEqual(['08:00–08:09 C1 5-1→4-3']);
    expect(rides(answer.trips[0] as Trip)[0]?.transport).toBe('train');
  });

  it('names the stop types no trip can ride because their data has no timetable', () => {
    const net = network({
      stops: [...metroStops(2), stop('6-72', { typeCode: 6 })],
      feeds: [feed(), feed({ hasTimetable: false })],
      lines: [metroLine('4__1')],
      trips: [trip('4__1', ['4-1 08:00', '4-2 08:06'])],
    });
    expect(plan(net, 'stop:4-1', 'stop:4-2', '2025-03-04', '07:59').unplannedStopTypes).toEqual(['emt']);
  });

  it('follows the itinerary’s shape between the stops ridden', () => {
    const net = network({
      lines: [metroLine('4__1')],
      shapes: [
        {
          points: [
            [40.4, -3.7],
            [40.405, -3.701],
            [40.41, -3.7],
            [40.415, -3.701],
            [40.42, -3.7],
          ],
        },
      ],
      itineraries: [itinerary('4__1', ['4-1', '4-2', '4-3'], { code: 'I1', shape: 0 })],
      trips: [trip('4__1', ['4-1 08:00', '4-2 08:05', '4-3 08:10'], { itinerary: 'I1' })],
    });
    const [ride] = rides(plan(net, 'stop:4-2', 'stop:4-3', '2025-03-04', '07:59').trips[0] as Trip);
    expect(ride?.shape).toEqual([
      [40.41, -3.7],
      [40.415, -3.701],
      [40.42, -3.7],
    ]);
  });

  it('refuses an unknown stop or station, and a point far from every stop, with coded errors', () => {
    const net = network({ lines: [metroLine('4__1')], trips: [trip('4__1', ['4-1 08:00', '4-2 08:06'])] });
    const codeOf = (from: string) => {
      try {
        plan(net, from, 'stop:4-2', '2025-03-04', '07:59');
      } catch (error) {
        return error instanceof PlanError ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf('stop:4-99')).toBe('STOP_NOT_FOUND');
    expect(codeOf('station:E4-99')).toBe('STATION_NOT_FOUND');
    expect(codeOf('point:41.400000,-3.700000')).toBe('PLACE_OUT_OF_AREA');
  });
});
