import { describe, expect, it } from 'vitest';
import {
  findLine,
  itinerariesOf,
  itineraryAt,
  itineraryIndexes,
  itineraryShape,
  itineraryStops,
  lineAt,
  lineCount,
  lineIndexes,
} from './lines';
import { findFeed, feedIndexes } from './services';
import { feedSizes, networkSize } from './sizes';
import {
  destinationsAt,
  findStop,
  footpathsFrom,
  hasScheduledCalls,
  linesAt,
  platformsAt,
  stopAt,
  stopCount,
  stopIndexes,
  stopLineRecordsAt,
} from './stops';
import { decodeNetwork, encodeNetwork } from './codec';
import { feed, itinerary, line, lineOf, stop, stopOf, testNetwork, transfer, trip } from './testNetwork';
import { lineDeparturesOn, patternsOf, tripId, tripIndexes, tripService } from './trips';
import { parseDay } from './time';

/** Metro line 2 (Sol → Ópera) with platforms and a shape, line 5 on an itinerary only, and a New York bus. */
const network = testNetwork({
  feeds: [feed({ id: 'metro' }), feed({ id: 'nyc', timeZone: 'America/New_York' })],
  stops: [
    stop('SOL', { name: 'Sol', lat: 40.4168, lon: -3.7038, typeCode: 4, zone: 'A', wheelchair: 1 }),
    stop('OPERA', { name: 'Ópera', lat: 40.418, lon: -3.7095, typeCode: 4, wheelchair: 2 }),
    stop('CALLAO', { name: 'Callao', lat: 40.4197, lon: -3.7058, typeCode: 4 }),
    stop('TIMES', { name: 'Times Sq', lat: 40.758, lon: -73.9855, typeCode: 6, feed: 1 }),
    stop('GRAND', { name: 'Grand Central', lat: 40.7527, lon: -73.9772, typeCode: 6, feed: 1 }),
  ],
  lines: [
    line('4-2', { number: '2', colour: 'FF0000', textColour: 'FFFFFF', transportTypeCode: 4 }),
    line('4-5', { number: '5', transportTypeCode: 4 }),
    line('N1', { nocturnal: true, feed: 1 }),
  ],
  shapes: [
    {
      points: [
        [40.4168, -3.7038],
        [40.418, -3.7095],
      ],
    },
  ],
  itineraries: [
    itinerary('4-2', ['SOL', 'OPERA'], { code: 'M2-0', headsign: 'Ópera', shape: 0, lengthM: 650 }),
    itinerary('4-2', ['OPERA', 'SOL'], { code: 'M2-1', direction: 1, headsign: 'Sol' }),
    itinerary('4-5', ['CALLAO', 'OPERA'], { code: 'M5-0', headsign: '' }),
    itinerary('N1', ['TIMES', 'GRAND'], { code: 'N1-0', headsign: 'Grand Central' }),
  ],
  trips: [
    trip('4-2', ['SOL 06:00 @1', 'OPERA 06:02 06:03 @2'], { headsign: 'Ópera', id: 'first' }),
    trip('4-2', ['SOL 06:10 @10', 'OPERA 06:12'], { headsign: 'Ópera', id: 'second' }),
    trip('4-2', ['OPERA 06:20', 'SOL 06:22'], {
      direction: 1,
      headsign: 'Sol',
      id: 'back',
      headway: true,
    }),
    trip('N1', ['TIMES 23:50', 'GRAND 24:05'], { headsign: 'Grand Central', id: 'night' }),
  ],
  transfers: [transfer('SOL', 'CALLAO', 240)],
  stopAliases: { par_4_SOL_1: 'SOL' },
});
const sol = stopOf(network, 'SOL');
const opera = stopOf(network, 'OPERA');
const lineTwo = lineOf(network, '4-2');

describe('stops', () => {
  it('finds a stop by its code or by an alias of it, and nothing else', () => {
    expect(findStop(network, 'SOL')).toBe(sol);
    expect(findStop(network, 'par_4_SOL_1')).toBe(sol);
    expect(findStop(network, 'NOWHERE')).toBeUndefined();
    expect(findStop(network, 'toString')).toBeUndefined();
  });

  it('reads a stop’s fields in degrees and words', () => {
    expect(stopAt(network, sol)).toEqual({
      index: sol,
      code: 'SOL',
      name: 'Sol',
      typeCode: 4,
      lat: 40.4168,
      lon: -3.7038,
      zone: 'A',
      wheelchair: 'accessible',
      isNocturnal: false,
      feed: 0,
    });
    expect(stopAt(network, opera)).toMatchObject({ zone: undefined, wheelchair: 'notAccessible' });
    expect(stopAt(network, stopOf(network, 'CALLAO')).wheelchair).toBe('unknown');
    expect(stopAt(network, stopOf(network, 'TIMES'))).toMatchObject({ isNocturnal: true, feed: 1 });
  });

  it('lists every stop, the lines at each, its platforms and where its lines go from there', () => {
    expect(stopCount(network)).toBe(5);
    expect(stopIndexes(network).map((index) => stopAt(network, index).code)).toEqual([
      'SOL',
      'OPERA',
      'CALLAO',
      'TIMES',
      'GRAND',
    ]);
    expect(linesAt(network, opera).map((index) => lineAt(network, index).code)).toEqual(['4-2', '4-5']);
    expect(platformsAt(network, sol)).toEqual(['1', '10']);
    expect(platformsAt(network, stopOf(network, 'CALLAO'))).toEqual([]);
    // Line 2 leaves Sol towards Ópera; its itinerary towards Sol ends there.
    expect(destinationsAt(network, lineTwo, sol)).toEqual(['Ópera']);
    expect(destinationsAt(network, lineTwo, opera)).toEqual(['Sol']);
    // Line 5's itinerary has no headsign: no destination to show.
    expect(destinationsAt(network, lineOf(network, '4-5'), stopOf(network, 'CALLAO'))).toEqual([]);
  });

  it('gives the walks from a stop and whether trips call there', () => {
    expect(footpathsFrom(network, sol)).toContainEqual({ to: stopOf(network, 'CALLAO'), durationSec: 240 });
    expect(hasScheduledCalls(network, sol)).toBe(true);
    expect(hasScheduledCalls(network, stopOf(network, 'CALLAO'))).toBe(false);
  });
});

describe('lines and itineraries', () => {
  it('finds a line by code and reads its fields', () => {
    expect(findLine(network, 'NOPE')).toBeUndefined();
    expect(lineCount(network)).toBe(3);
    expect(lineIndexes(network).map((index) => lineAt(network, index).number)).toEqual(['2', '5', 'N1']);
    expect(lineAt(network, lineTwo)).toEqual({
      index: lineTwo,
      code: '4-2',
      number: '2',
      name: 'Line 4-2',
      transportTypeCode: 4,
      isNocturnal: false,
      colour: 'FF0000',
      textColour: 'FFFFFF',
      feed: 0,
      hasTimetable: true,
    });
    expect(lineAt(network, lineOf(network, '4-5'))).toMatchObject({ colour: '', hasTimetable: false });
  });

  it('gives a line’s itineraries with their stops and shape in degrees', () => {
    const [outbound, inbound] = itinerariesOf(network, lineTwo);
    expect(itineraryIndexes(network)).toHaveLength(4);
    expect(outbound === undefined ? undefined : itineraryAt(network, outbound)).toMatchObject({
      code: 'M2-0',
      line: lineTwo,
      direction: 0,
      headsign: 'Ópera',
      lengthM: 650,
      shape: 0,
    });
    expect(outbound === undefined ? [] : itineraryStops(network, outbound)).toEqual([sol, opera]);
    expect(outbound === undefined ? [] : itineraryShape(network, outbound)).toEqual([
      [40.4168, -3.7038],
      [40.418, -3.7095],
    ]);
    expect(inbound === undefined ? undefined : itineraryAt(network, inbound).shape).toBeUndefined();
    expect(inbound === undefined ? [] : itineraryShape(network, inbound)).toEqual([]);
  });
});

describe('trips', () => {
  const thursday = parseDay('2025-02-20');

  it('gives the departures of a line’s trips from their first stop on a day, with their headsigns', () => {
    // The two trips towards Ópera use other platforms, so each is a pattern of its own.
    expect(patternsOf(network, lineTwo)).toHaveLength(3);
    expect(
      lineDeparturesOn(network, lineTwo, thursday).map((d) => [
        tripId(network, d.trip),
        d.direction,
        d.departureSec,
      ]),
    ).toEqual([
      ['first', 0, 6 * 3600],
      ['second', 0, 6 * 3600 + 600],
      ['back', 1, 6 * 3600 + 1200],
    ]);
  });

  it('gives the departures at a chosen stop, leaving out trips that end there', () => {
    const atOpera = lineDeparturesOn(network, lineTwo, thursday, { stop: opera });
    expect(atOpera.map((d) => [tripId(network, d.trip), d.departureSec, d.tripStartSec])).toEqual([
      ['back', 6 * 3600 + 1200, 6 * 3600 + 1200],
    ]);
    const atSol = lineDeparturesOn(network, lineTwo, thursday, { stop: sol });
    expect(atSol.map((d) => [tripId(network, d.trip), d.departureSec, d.tripStartSec])).toEqual([
      ['first', 6 * 3600, 6 * 3600],
      ['second', 6 * 3600 + 600, 6 * 3600 + 600],
    ]);
  });

  it('says which departures the feed gives only as a headway (frequencies.txt, exact_times 0)', () => {
    expect(
      lineDeparturesOn(network, lineTwo, thursday).map((d) => [tripId(network, d.trip), d.isHeadwayBased]),
    ).toEqual([
      ['first', false],
      ['second', false],
      ['back', true],
    ]);
    expect(lineDeparturesOn(network, lineTwo, thursday, { stop: stopOf(network, 'GRAND') })).toEqual([]);
  });

  it('lists no departure on a day its services do not run', () => {
    // The test network's service runs through 2025 only.
    expect(lineDeparturesOn(network, lineTwo, parseDay('2030-01-01'))).toEqual([]);
    expect(tripIndexes(network).map((index) => tripService(network, index))).toEqual([0, 0, 0, 0]);
  });
});

describe('feeds and sizes', () => {
  it('finds a feed by id', () => {
    expect(findFeed(network, 'nyc')).toBe(1);
    expect(findFeed(network, 'none')).toBeUndefined();
    expect(feedIndexes(network)).toEqual([0, 1]);
  });

  it('counts the network and each feed’s part of it', () => {
    expect(networkSize(network)).toEqual({ stops: 5, lines: 3, patterns: 4, trips: 4, stopTimes: 8 });
    expect(feedSizes(network)).toEqual([
      { stops: 3, lines: 2, patterns: 3, trips: 3, stopTimes: 6 },
      { stops: 2, lines: 1, patterns: 1, trips: 1, stopTimes: 2 },
    ]);
  });
});

describe('lines a stop table records at a stop (EMT stop detail), where no itinerary lists the stop', () => {
  /** Constructed: two bus lines at one stop, each recorded in one direction, by a second feed; a stop nobody records. */
  const recorded = testNetwork({
    feeds: [feed({ id: 'gtfs', hasTimetable: false }), feed({ id: 'stop-details', hasTimetable: false })],
    stops: [stop('6-72'), stop('6-73')],
    lines: [line('6-5', { number: '5' }), line('6-14', { number: '14' })],
    itineraries: [itinerary('6-5', [], { code: '6-5:0', headsign: 'Chamartín' })],
    stopLines: [
      { stop: '6-72', line: '6-14', headsign: 'Pío XII', feed: 1 },
      { stop: '6-72', line: '6-5', headsign: 'Chamartín', feed: 1 },
      { stop: '6-72', line: '6-5', headsign: 'Chamartín', feed: 1 },
    ],
  });
  const stop72 = stopOf(recorded, '6-72');
  const five = lineOf(recorded, '6-5');
  const fourteen = lineOf(recorded, '6-14');

  it('lists the recorded lines at the stop, with the direction each heads in, once each', () => {
    expect(linesAt(recorded, stop72)).toEqual([five, fourteen]);
    expect(destinationsAt(recorded, five, stop72)).toEqual(['Chamartín']);
    expect(destinationsAt(recorded, fourteen, stop72)).toEqual(['Pío XII']);
    expect(stopLineRecordsAt(recorded, stop72)).toEqual([
      { line: five, headsign: 'Chamartín', feed: 1 },
      { line: fourteen, headsign: 'Pío XII', feed: 1 },
    ]);
  });

  it('gives a stop no record names no lines', () => {
    const other = stopOf(recorded, '6-73');
    expect(linesAt(recorded, other)).toEqual([]);
    expect(stopLineRecordsAt(recorded, other)).toEqual([]);
  });

  it('keeps the records through the artifact', () => {
    const decoded = decodeNetwork(encodeNetwork(recorded));
    expect(stopLineRecordsAt(decoded, stop72)).toEqual(stopLineRecordsAt(recorded, stop72));
    expect(linesAt(decoded, stop72)).toEqual([five, fourteen]);
  });
});
