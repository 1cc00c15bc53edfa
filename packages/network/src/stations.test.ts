import { describe, expect, it } from 'vitest';
import type { StationIndex } from './indexes';
import {
  findStation,
  stationAt,
  stationCount,
  stationIndexes,
  stationOfStop,
  stationStops,
} from './stations';
import { stopAt } from './stops';
import { station, stop, stopOf, testNetwork } from './testNetwork';

/** Sol: Metro 4-12 and Cercanías 5-122, 15 m apart; Pinar de Chamartín: Metro and Metro Ligero; an EMT stop. */
const network = testNetwork({
  stops: [
    stop('4-12', { name: 'Sol', lat: 40.41688, lon: -3.70326, typeCode: 4 }),
    stop('10-1', { name: 'Pinar de Chamartín', lat: 40.48, lon: -3.6674, typeCode: 10 }),
    stop('4-263', { name: 'Pinar de Chamartín', lat: 40.48001, lon: -3.66744, typeCode: 4 }),
    stop('5-122', { name: 'Sol', lat: 40.41685, lon: -3.70309, typeCode: 5 }),
    stop('123', { name: 'Puerta del Sol', lat: 40.417, lon: -3.7035, typeCode: 6 }),
  ],
  stations: [station('E4-12', ['4-12', '5-122'], { name: 'Sol' }), station('E4-263', ['10-1', '4-263'])],
});
const codesOf = (stops: ReturnType<typeof stationStops>) => stops.map((s) => stopAt(network, s).code);
const [SOL, PINAR] = stationIndexes(network) as [StationIndex, StationIndex];

describe('stations: the rail stops riders treat as one place', () => {
  it('finds a station by its code, and nothing for a stop code or an unknown station', () => {
    expect(stationCount(network)).toBe(2);
    expect(stationIndexes(network)).toEqual([0, 1]);
    const sol = findStation(network, 'E4-12');
    expect(sol).toBe(0);
    expect(findStation(network, '4-12')).toBeUndefined();
    expect(findStation(network, 'E4-13')).toBeUndefined();
    expect(findStation(network, 'constructor')).toBeUndefined();
  });

  it('gives its name and, when the compiler gives none, the mean of its stops as its position', () => {
    expect(stationAt(network, SOL)).toEqual({
      index: 0,
      code: 'E4-12',
      name: 'Sol',
      lat: 40.416865,
      lon: -3.703175,
    });
  });

  it('lists its stops in the order riders read the modes: Cercanías, Metro, Metro Ligero', () => {
    expect(codesOf(stationStops(network, SOL))).toEqual(['5-122', '4-12']);
    expect(codesOf(stationStops(network, PINAR))).toEqual(['4-263', '10-1']);
  });

  it('tells the station of each stop, and none for a stop in no station (the EMT stop)', () => {
    expect(stationOfStop(network, stopOf(network, '4-12'))).toBe(0);
    expect(stationOfStop(network, stopOf(network, '5-122'))).toBe(0);
    expect(stationOfStop(network, stopOf(network, '10-1'))).toBe(1);
    expect(stationOfStop(network, stopOf(network, '123'))).toBeUndefined();
  });

  it('has no stations in a network compiled without them', () => {
    const plain = testNetwork({ stops: [stop('4-12')] });
    expect(stationCount(plain)).toBe(0);
    expect(stationOfStop(plain, stopOf(plain, '4-12'))).toBeUndefined();
  });
});
