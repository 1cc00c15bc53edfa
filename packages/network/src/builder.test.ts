import { describe, expect, it } from 'vitest';
import { buildNetwork as buildHandle, DEFAULT_FOOTPATHS, type NetworkInput } from './builder';
import { type LaidOutNetwork as Network, laidOut, NETWORK_FORMAT_VERSION } from './model';
import { networkSchema } from './schema';
import {
  feed,
  itinerary,
  line,
  lineOf,
  patternStopCodes,
  secondsOf,
  service,
  stop,
  stopOf,
  type NetworkSpec,
  testNetwork as testHandle,
  transfer,
  trip,
} from './testNetwork';
import { parseDay } from './time';
import { asPattern } from './indexes';

// These tests read the layout the builder writes; outside the package a network is read through its accessors.
const testNetwork = (spec?: NetworkSpec) => laidOut(testHandle(spec));
const buildNetwork = (input: NetworkInput) => laidOut(buildHandle(input));

/** Each pattern as line code, direction, stop codes and trip ids, in pattern order. */
function patternsOf(network: Network) {
  const { patterns, trips } = network;
  return Array.from({ length: patterns.count }, (_, p) => ({
    line: network.lines.code[patterns.line[p] as number],
    direction: patterns.direction[p],
    stops: patternStopCodes(network, asPattern(p)).join(''),
    trips: trips.tripId.slice(patterns.tripStart[p], patterns.tripStart[p + 1]),
  }));
}

/** Departure times (HH:MM) of each trip of a pattern, stop by stop. */
function timesOf(network: Network, pattern: number, column: 'arrivalSec' | 'departureSec' = 'departureSec') {
  const { patterns, stopTimes } = network;
  const stops = (patterns.stopOffset[pattern + 1] as number) - (patterns.stopOffset[pattern] as number);
  const rows: string[][] = [];
  for (
    let t = patterns.tripStart[pattern] as number;
    t < (patterns.tripStart[pattern + 1] as number);
    t += 1
  ) {
    const base =
      (patterns.timeStart[pattern] as number) + (t - (patterns.tripStart[pattern] as number)) * stops;
    rows.push(
      Array.from(stopTimes[column].subarray(base, base + stops), (sec) =>
        [Math.floor(sec / 3600), Math.floor(sec / 60) % 60].map((n) => String(n).padStart(2, '0')).join(':'),
      ),
    );
  }
  return rows;
}

/** Whether no trip of any pattern leaves or reaches a stop before the trip ahead of it. */
function isFifo(network: Network): boolean {
  const { patterns, stopTimes } = network;
  for (let p = 0; p < patterns.count; p += 1) {
    const stops = (patterns.stopOffset[p + 1] as number) - (patterns.stopOffset[p] as number);
    const tripCount = (patterns.tripStart[p + 1] as number) - (patterns.tripStart[p] as number);
    for (let t = 1; t < tripCount; t += 1) {
      for (let i = 0; i < stops; i += 1) {
        const at = (patterns.timeStart[p] as number) + t * stops + i;
        if ((stopTimes.departureSec[at] as number) < (stopTimes.departureSec[at - stops] as number))
          return false;
        if ((stopTimes.arrivalSec[at] as number) < (stopTimes.arrivalSec[at - stops] as number)) return false;
      }
    }
  }
  return true;
}

const linesAt = (network: Network, code: string) => {
  const { lineOffset, lineIndex } = network.stops;
  const s = stopOf(network, code);
  return [...lineIndex.subarray(lineOffset[s], lineOffset[s + 1])].map((l) => network.lines.code[l]);
};

const footpathsFrom = (network: Network, code: string) => {
  const { offset, toStop, durationSec } = network.footpaths;
  const s = stopOf(network, code);
  const rows: [string | undefined, number | undefined][] = [];
  for (let k = offset[s] as number; k < (offset[s + 1] as number); k += 1) {
    rows.push([network.stops.code[toStop[k] as number], durationSec[k]]);
  }
  return rows;
};

const patternsAt = (network: Network, code: string) => {
  const { offset, pattern, position } = network.stopPatterns;
  const s = stopOf(network, code);
  const rows: [number | undefined, number | undefined][] = [];
  for (let k = offset[s] as number; k < (offset[s + 1] as number); k += 1)
    rows.push([pattern[k], position[k]]);
  return rows;
};

describe('buildNetwork: patterns', () => {
  it('groups trips by line, direction and stop sequence, ordered by line, direction and first departure', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00', 'B 08:05', 'C 08:10'], { id: 'l1-a' }),
        trip('L1', ['A 09:00', 'B 09:05', 'C 09:10'], { id: 'l1-b' }),
        trip('L1', ['C 08:30', 'B 08:35', 'A 08:40'], { id: 'l1-back', direction: 1 }),
        trip('L1', ['A 08:15', 'B 08:20'], { id: 'l1-short' }),
        trip('L2', ['A 08:02', 'B 08:07', 'C 08:12'], { id: 'l2' }),
      ],
    });
    expect(patternsOf(network)).toEqual([
      { line: 'L1', direction: 0, stops: 'ABC', trips: ['l1-a', 'l1-b'] },
      { line: 'L1', direction: 0, stops: 'AB', trips: ['l1-short'] },
      { line: 'L1', direction: 1, stops: 'CBA', trips: ['l1-back'] },
      { line: 'L2', direction: 0, stops: 'ABC', trips: ['l2'] },
    ]);
    expect([...network.patterns.tripStart]).toEqual([0, 2, 3, 4, 5]);
    expect([...network.trips.pattern]).toEqual([0, 0, 1, 2, 3]);
    expect([...network.patterns.line]).toEqual([0, 0, 0, 1]);
    expect(network.trips.count).toBe(5);
  });

  it('keeps trips that use other platforms at the same stops in a pattern of their own', () => {
    const network = testNetwork({
      trips: [
        trip('C4', ['A 08:00 @1', 'B 08:10 @1'], { id: 'p1' }),
        trip('C4', ['A 08:30 @2', 'B 08:40 @1'], { id: 'p2' }),
        trip('C4', ['A 09:00 @1', 'B 09:10 @1'], { id: 'p1-later' }),
      ],
    });
    expect(patternsOf(network).map((p) => p.trips)).toEqual([['p1', 'p1-later'], ['p2']]);
    expect(network.patterns.platformNames).toEqual(['1', '2']);
    expect([...network.patterns.stopPlatform]).toEqual([0, 0, 1, 0]);
  });

  it('marks a visit without a platform (or with an empty one) as -1', () => {
    const network = testNetwork({ trips: [trip('L1', ['A 08:00 @', 'B 08:05'])] });
    expect([...network.patterns.stopPlatform]).toEqual([-1, -1]);
    expect(network.patterns.platformNames).toEqual([]);
  });

  it('sorts the trips of a pattern by their first departure, whatever order they come in', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 09:00', 'B 09:05'], { id: 'nine' }),
        trip('L1', ['A 07:00', 'B 07:05'], { id: 'seven' }),
        trip('L1', ['A 08:00', 'B 08:05'], { id: 'eight' }),
      ],
    });
    expect(patternsOf(network)[0]?.trips).toEqual(['seven', 'eight', 'nine']);
    expect(timesOf(network, 0)).toEqual([
      ['07:00', '07:05'],
      ['08:00', '08:05'],
      ['09:00', '09:05'],
    ]);
  });

  it('orders trips that leave at the same time by trip id', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00', 'B 08:05'], { id: 'b' }),
        trip('L1', ['A 08:00', 'B 08:05'], { id: 'a' }),
      ],
    });
    expect(patternsOf(network)).toEqual([{ line: 'L1', direction: 0, stops: 'AB', trips: ['a', 'b'] }]);
  });

  it('starts a new pattern for a trip that overtakes, so every pattern stays FIFO', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00', 'B 08:20', 'C 08:40'], { id: 'slow' }),
        trip('L1', ['A 08:10', 'B 08:15', 'C 08:20'], { id: 'express' }),
        trip('L1', ['A 08:45', 'B 09:00', 'C 09:10'], { id: 'later' }),
      ],
    });
    expect(patternsOf(network)).toEqual([
      { line: 'L1', direction: 0, stops: 'ABC', trips: ['slow', 'later'] },
      { line: 'L1', direction: 0, stops: 'ABC', trips: ['express'] },
    ]);
    expect(isFifo(network)).toBe(true);
  });

  it('counts an earlier arrival alone as overtaking', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00', 'B 08:10 08:12', 'C 08:20'], { id: 'first' }),
        trip('L1', ['A 08:01', 'B 08:09 08:12', 'C 08:20'], { id: 'second' }),
      ],
    });
    expect(network.patterns.count).toBe(2);
    expect(isFifo(network)).toBe(true);
  });

  it('does not count equal times as overtaking', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00', 'B 08:10', 'C 08:20'], { id: 'first' }),
        trip('L1', ['A 08:05', 'B 08:10', 'C 08:20'], { id: 'second' }),
      ],
    });
    expect(patternsOf(network)).toEqual([
      { line: 'L1', direction: 0, stops: 'ABC', trips: ['first', 'second'] },
    ]);
  });

  it('stays FIFO with many trips of varying speed', () => {
    const trips = Array.from({ length: 40 }, (_, i) => {
      const start = 6 * 60 + ((i * 37) % 120);
      const ride = 5 + ((i * 13) % 11);
      const hhmm = (min: number) => `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')}`;
      return trip('L1', [`A ${hhmm(start)}`, `B ${hhmm(start + ride)}`, `C ${hhmm(start + 2 * ride)}`]);
    });
    const network = testNetwork({ trips });
    expect(network.trips.count).toBe(40);
    expect(network.patterns.count).toBeGreaterThan(1);
    expect(isFifo(network)).toBe(true);
  });

  it('drops trips with fewer than two stop times', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['A 08:00'], { id: 'one-stop' }),
        trip('L1', [], { id: 'no-stop' }),
        trip('L2', ['A 08:00', 'B 08:05'], { id: 'kept' }),
      ],
    });
    expect(network.trips.tripId).toEqual(['kept']);
    expect(network.patterns.count).toBe(1);
    expect(network.stopTimes.departureSec).toHaveLength(2);
  });

  it('stores stop times trip by trip: trip t, stop i at timeStart + t × stops + i', () => {
    const network = testNetwork({
      trips: [
        trip('L1', ['X 06:00', 'Y 06:10'], { id: 'other' }),
        trip('L2', ['A 08:00', 'B 08:05 08:06', 'C 25:10:30']),
        trip('L2', ['A 09:00', 'B 09:05 09:07', 'C 26:00']),
      ],
    });
    const p = 1;
    expect(network.patterns.timeStart[p]).toBe(2);
    expect(timesOf(network, p, 'arrivalSec')).toEqual([
      ['08:00', '08:05', '25:10'],
      ['09:00', '09:05', '26:00'],
    ]);
    expect(timesOf(network, p)).toEqual([
      ['08:00', '08:06', '25:10'],
      ['09:00', '09:07', '26:00'],
    ]);
    expect(network.stopTimes.departureSec[2 + 2]).toBe(secondsOf('25:10:30'));
    expect([...network.patterns.timeStart]).toEqual([0, 2, 8]);
  });

  it('keeps the itinerary a trip follows on its pattern, -1 when unknown', () => {
    const network = testNetwork({
      itineraries: [itinerary('L1', ['A', 'B'], { code: 'L1-out' })],
      trips: [
        trip('L1', ['A 08:00', 'B 08:05'], { itinerary: 'L1-out' }),
        trip('L2', ['A 08:00', 'B 08:05']),
      ],
    });
    expect([...network.patterns.itinerary]).toEqual([0, -1]);
  });
});

describe('buildNetwork: trips', () => {
  const network = testNetwork({
    services: [service('WD', { days: 'MTWTF..' }), service('WE', { days: '.....SS' })],
    trips: [
      trip('L1', ['A 08:00', 'B 08:05'], { id: 'a', headsign: 'Sol', service: 'WE' }),
      trip('L1', ['A 08:10', 'B 08:15'], { id: 'b', headsign: 'Atocha', service: 'WD', headway: true }),
      trip('L1', ['A 08:20', 'B 08:25'], { id: 'c', headsign: 'Sol' }),
    ],
  });

  it('interns headsigns in first-seen order', () => {
    expect(network.trips.headsigns).toEqual(['Sol', 'Atocha']);
    expect([...network.trips.headsign]).toEqual([0, 1, 0]);
  });

  it('keeps each trip’s service, id and headway flag', () => {
    expect([...network.trips.service]).toEqual([1, 0, 0]);
    expect(network.trips.tripId).toEqual(['a', 'b', 'c']);
    expect([...network.trips.isHeadwayBased]).toEqual([0, 1, 0]);
  });
});

describe('buildNetwork: stops and lines', () => {
  it('lists the lines serving each stop, including lines known only from itineraries', () => {
    const network = testNetwork({
      lines: [line('L0'), line('L1'), line('L9')],
      itineraries: [itinerary('L0', ['B', 'D']), itinerary('L1', ['A', 'B', 'C'])],
      trips: [trip('L1', ['A 08:00', 'B 08:05', 'C 08:10'])],
    });
    expect(linesAt(network, 'A')).toEqual(['L1']);
    expect(linesAt(network, 'B')).toEqual(['L0', 'L1']);
    expect(linesAt(network, 'C')).toEqual(['L1']);
    expect(linesAt(network, 'D')).toEqual(['L0']);
    expect(network.stops.lineOffset).toHaveLength(network.stops.count + 1);
  });

  it('marks a stop nocturnal only when every line serving it is nocturnal', () => {
    const network = testNetwork({
      stops: [stop('A'), stop('B'), stop('D'), stop('UNSERVED')],
      lines: [line('N1', { nocturnal: true }), line('N2', { nocturnal: true }), line('L1')],
      itineraries: [itinerary('N2', ['D'])],
      trips: [trip('N1', ['A 00:30', 'B 00:40']), trip('L1', ['B 08:00', 'C 08:10'])],
    });
    const nocturnal = (code: string) => network.stops.isNocturnal[stopOf(network, code)];
    expect(nocturnal('A')).toBe(1);
    expect(nocturnal('B')).toBe(0);
    expect(nocturnal('C')).toBe(0);
    expect(nocturnal('D')).toBe(1);
    expect(nocturnal('UNSERVED')).toBe(0);
    expect([...network.lines.isNocturnal]).toEqual([1, 1, 0]);
  });

  it('says which lines have departure times', () => {
    const network = testNetwork({
      lines: [line('L1'), line('L9'), line('L5')],
      itineraries: [itinerary('L9', ['A', 'B'])],
      trips: [trip('L1', ['A 08:00', 'B 08:05']), trip('L5', ['A 08:00'])],
    });
    expect([...network.lines.hasTimetable]).toEqual([1, 0, 0]);
  });

  it('keeps stop columns, with coordinates in microdegrees and defaults for what is not given', () => {
    const network = testNetwork({
      feeds: [feed(), feed()],
      stops: [
        stop('SOL', {
          name: 'Sol',
          lat: 40.4168,
          lon: -3.7038,
          typeCode: 4,
          zone: 'A',
          wheelchair: 1,
          feed: 1,
        }),
        stop('X', { lat: 40.0000004, lon: -3.0000006 }),
      ],
    });
    const { stops } = network;
    expect(stops.count).toBe(2);
    expect(stops.code).toEqual(['SOL', 'X']);
    expect(stops.name).toEqual(['Sol', 'Stop X']);
    expect([...stops.typeCode]).toEqual([4, 6]);
    expect([...stops.latE6]).toEqual([40_416_800, 40_000_000]);
    expect([...stops.lonE6]).toEqual([-3_703_800, -3_000_001]);
    expect(stops.zone).toEqual(['A', '']);
    expect([...stops.wheelchair]).toEqual([1, 0]);
    expect([...stops.feed]).toEqual([1, 0]);
  });

  it('keeps line columns, with empty colours when the feed gives none', () => {
    const network = testNetwork({
      lines: [
        line('METRO-1', { number: '1', name: 'Pinar de Chamartín – Valdecarros', transportTypeCode: 4 }),
        line('EMT-27', { number: '27', colour: '0000FF', textColour: 'FFFFFF' }),
      ],
      itineraries: [itinerary('EMT-27', ['A']), itinerary('METRO-1', ['A']), itinerary('EMT-27', ['B'])],
    });
    const { lines } = network;
    expect(lines.count).toBe(2);
    expect(lines.number).toEqual(['1', '27']);
    expect(lines.name[0]).toBe('Pinar de Chamartín – Valdecarros');
    expect([...lines.transportTypeCode]).toEqual([4, 6]);
    expect(lines.colour).toEqual(['', '0000FF']);
    expect(lines.textColour).toEqual(['', 'FFFFFF']);
    expect([...lines.itineraryOffset]).toEqual([0, 1, 3]);
    expect([...lines.itineraryIndex]).toEqual([1, 0, 2]);
  });

  it('keeps itineraries and their shapes', () => {
    const network = testNetwork({
      shapes: [
        {
          points: [
            [40.1, -3.1],
            [40.2, -3.2],
          ],
        },
        { points: [[40.3, -3.3]] },
      ],
      itineraries: [
        itinerary('L1', ['A', 'B', 'C'], { code: 'L1-0', headsign: 'C', shape: 1, lengthM: 1234.5 }),
        itinerary('L1', ['C', 'A'], { code: 'L1-1', direction: 1 }),
      ],
    });
    const { itineraries, shapes } = network;
    expect(itineraries.code).toEqual(['L1-0', 'L1-1']);
    expect([...itineraries.line]).toEqual([0, 0]);
    expect([...itineraries.direction]).toEqual([0, 1]);
    expect(itineraries.headsign).toEqual(['C', '']);
    expect([...itineraries.stopOffset]).toEqual([0, 3, 5]);
    expect([...itineraries.stopIndex]).toEqual([0, 1, 2, 2, 0]);
    expect([...itineraries.shape]).toEqual([1, -1]);
    expect([...itineraries.lengthM]).toEqual([1234.5, 0]);
    expect(shapes.count).toBe(2);
    expect([...shapes.pointOffset]).toEqual([0, 2, 3]);
    expect([...shapes.latE6]).toEqual([40_100_000, 40_200_000, 40_300_000]);
    expect([...shapes.lonE6]).toEqual([-3_100_000, -3_200_000, -3_300_000]);
  });
});

describe('buildNetwork: services', () => {
  it('keeps calendars and sorts each service’s exceptions by day', () => {
    const network = testNetwork({
      services: [
        service('WD', {
          days: 'MTWTF..',
          start: '2025-01-01',
          end: '2025-06-30',
          removed: ['2025-05-01', '2025-01-06'],
          added: ['2025-03-01'],
        }),
        service('NONE'),
        service('X', { feed: 1, datesOnly: true, added: ['2025-02-02'] }),
      ],
      feeds: [feed(), feed()],
    });
    const { services } = network;
    expect(services.count).toBe(3);
    expect(services.serviceId).toEqual(['WD', 'NONE', 'X']);
    expect([...services.feed]).toEqual([0, 0, 1]);
    expect(services.startDay[0]).toBe(parseDay('2025-01-01'));
    expect(services.endDay[0]).toBe(parseDay('2025-06-30'));
    expect([...services.weekdays]).toEqual([0b0011111, 0b1111111, 0]);
    expect([...services.exceptionOffset]).toEqual([0, 3, 3, 4]);
    expect([...services.exceptionDay]).toEqual(
      ['2025-01-06', '2025-03-01', '2025-05-01', '2025-02-02'].map(parseDay),
    );
    expect([...services.exceptionType]).toEqual([2, 1, 2, 1]);
  });
});

describe('buildNetwork: patterns per stop', () => {
  it('lists each pattern calling at a stop with the position of the call, twice for a loop', () => {
    const network = testNetwork({
      trips: [trip('C1', ['A 08:00', 'B 08:10', 'C 08:20', 'A 08:30']), trip('L2', ['B 09:00', 'A 09:10'])],
    });
    expect(patternsAt(network, 'A')).toEqual([
      [0, 0],
      [0, 3],
      [1, 1],
    ]);
    expect(patternsAt(network, 'B')).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(patternsAt(network, 'C')).toEqual([[0, 2]]);
    expect(network.stopPatterns.offset).toHaveLength(network.stops.count + 1);
  });

  it('lists no patterns at a stop only itineraries know', () => {
    const network = testNetwork({
      itineraries: [itinerary('L1', ['Z'])],
      trips: [trip('L1', ['A 08:00', 'B 08:10'])],
    });
    expect(patternsAt(network, 'Z')).toEqual([]);
  });
});

describe('buildNetwork: footpaths', () => {
  /** Metres per degree of latitude on the sphere geokdbush measures on (radius 6 371 km). */
  const metresPerDegree = (6_371_000 * Math.PI) / 180;
  const north = (metres: number) => 40.4 + metres / metresPerDegree;
  const stops = [
    stop('A', { lat: north(0), lon: -3.7 }),
    stop('B', { lat: north(300), lon: -3.7 }),
    stop('C', { lat: north(650), lon: -3.7 }),
    stop('FAR', { lat: north(5000), lon: -3.7 }),
  ];

  it('uses 400 m, 1.2 m/s and a 1.3 detour factor by default', () => {
    expect(DEFAULT_FOOTPATHS).toEqual({ maxDistanceM: 400, walkSpeedMps: 1.2, detourFactor: 1.3 });
  });

  it('links stops within 400 m both ways, taking distance × 1.3 / 1.2 seconds', () => {
    const network = testNetwork({ stops });
    expect(footpathsFrom(network, 'A')).toEqual([['B', 325]]); // 300 m
    expect(footpathsFrom(network, 'B')).toEqual([
      ['A', 325],
      ['C', 379], // 350 m
    ]);
    expect(footpathsFrom(network, 'C')).toEqual([['B', 379]]);
    expect(footpathsFrom(network, 'FAR')).toEqual([]);
  });

  it('lets the feed’s transfers add links and override computed ones, one way only', () => {
    const network = testNetwork({
      stops,
      transfers: [
        transfer('A', 'C', 120),
        transfer('B', 'A', 60),
        transfer('FAR', 'A', 900),
        transfer('C', 'C', 30),
      ],
    });
    expect(footpathsFrom(network, 'A')).toEqual([
      ['B', 325],
      ['C', 120],
    ]);
    expect(footpathsFrom(network, 'B')).toEqual([
      ['A', 60],
      ['C', 379],
    ]);
    expect(footpathsFrom(network, 'C')).toEqual([['B', 379]]);
    expect(footpathsFrom(network, 'FAR')).toEqual([['A', 900]]);
  });

  it('follows the footpath options given', () => {
    const wide = testNetwork({ stops, footpaths: { maxDistanceM: 700, walkSpeedMps: 1, detourFactor: 1 } });
    expect(footpathsFrom(wide, 'A')).toEqual([
      ['B', 300],
      ['C', 650],
    ]);
    const none = testNetwork({
      stops,
      transfers: [transfer('A', 'B', 45)],
      footpaths: { ...DEFAULT_FOOTPATHS, maxDistanceM: 0 },
    });
    expect(footpathsFrom(none, 'A')).toEqual([['B', 45]]);
    expect(footpathsFrom(none, 'B')).toEqual([]);
  });

  it('links stops at the same place with a zero-second footpath', () => {
    const network = testNetwork({
      stops: [stop('P1', { lat: 40.5, lon: -3.5 }), stop('P2', { lat: 40.5, lon: -3.5 })],
    });
    expect(footpathsFrom(network, 'P1')).toEqual([['P2', 0]]);
  });
});

describe('buildNetwork: the whole network', () => {
  it('carries the format version, city, feeds and stop aliases', () => {
    const network = testNetwork({
      cityId: 'madrid',
      feeds: [feed({ id: 'metro', timeZone: 'Europe/Madrid' })],
      stopAliases: { par_4_1: 'est_4_1' },
    });
    expect(network.formatVersion).toBe(NETWORK_FORMAT_VERSION);
    expect(network.cityId).toBe('madrid');
    expect(network.feeds).toEqual([
      expect.objectContaining({ id: 'metro', timeZone: 'Europe/Madrid', hasTimetable: true }),
    ]);
    expect(network.stopAliases).toEqual({ par_4_1: 'est_4_1' });
    expect(testNetwork().stopAliases).toEqual({});
  });

  it('builds a network the artifact schema accepts', () => {
    const network = testNetwork({
      feeds: [feed(), feed({ timeZone: 'America/New_York' })],
      stops: [stop('A', { lat: 40.4, lon: -3.7 }), stop('B', { lat: 40.401, lon: -3.7 })],
      services: [service('WD', { days: 'MTWTF..', removed: ['2025-05-01'] }), service('X', { feed: 1 })],
      shapes: [{ points: [[40.4, -3.7]] }],
      itineraries: [itinerary('L1', ['A', 'B', 'C'], { shape: 0 })],
      trips: [
        trip('L1', ['A 08:00 @1', 'B 08:05', 'C 08:10']),
        trip('L1', ['A 08:01', 'B 08:03', 'C 08:05']),
        trip('L1', ['A 08:20', 'B 08:25', 'C 08:30'], { service: 'X', headway: true }),
      ],
    });
    expect(networkSchema.safeParse(network).success).toBe(true);
  });

  it('builds an empty network', () => {
    const network = buildNetwork({
      cityId: 'empty',
      feeds: [],
      stops: [],
      lines: [],
      itineraries: [],
      services: [],
      trips: [],
    });
    expect(network.stops.count).toBe(0);
    expect([...network.stops.lineOffset]).toEqual([0]);
    expect([...network.footpaths.offset]).toEqual([0]);
    expect([...network.patterns.tripStart]).toEqual([0]);
    expect(networkSchema.safeParse(network).success).toBe(true);
  });

  it('makes up the stops and lines a test network only names', () => {
    const network = testNetwork({ trips: [trip('L1', ['A 08:00', 'B 08:05'])] });
    expect(network.stops.code).toEqual(['A', 'B']);
    expect(lineOf(network, 'L1')).toBe(0);
    expect(network.services.serviceId).toEqual(['ALL']);
  });
});
