import type { LineList, StopList } from '@transit/api-client';
import type { City } from '@transit/core';
import madrid from '@transit/city-madrid';
import { describe, expect, it } from 'vitest';
import { linesOf, stationsOf, stopsOf } from '../../common/staticLists';
import { lineSearchIndex, stationSearchIndex, stopSearchIndex } from './searchIndex';

const stopList: StopList = {
  columns: ['code', 'name', 'latitude', 'longitude', 'lineNumbers', 'isNocturnal', 'stopTypeCode'],
  stops: [
    ['72', 'Cibeles-Casa de América', 40.4195, -3.6925, ['1', '2', '74'], false, 6],
    ['4-12', 'Sol', 40.41688, -3.70326, ['1', '2', '3'], false, 4],
    ['5-122', 'Sol', 40.41685, -3.70309, ['C3', 'C4A'], false, 5],
    ['1234', 'Puerta del Sol-Carretas', 40.4165, -3.7035, ['3', '51'], false, 6],
    ['09568', 'ESTACIÓN-EST.ARANJUEZ', 40.0345, -3.6178, ['1'], false, 8],
  ],
  attribution: [],
};

const lineList: LineList = {
  lines: [
    {
      lineCode: '4-1',
      lineNumber: '1',
      lineName: 'Pinar de Chamartín-Valdecarros',
      transportTypeCode: 4,
      colour: null,
      textColour: null,
      hasTimetable: true,
      isNocturnal: false,
    },
    {
      lineCode: '5-4',
      lineNumber: 'C4A',
      lineName: 'Parla-Alcobendas',
      transportTypeCode: 5,
      colour: null,
      textColour: null,
      hasTimetable: false,
      isNocturnal: false,
    },
    {
      lineCode: '6-1',
      lineNumber: '1',
      lineName: 'CRISTO REY-PROSPERIDAD',
      transportTypeCode: 6,
      colour: null,
      textColour: null,
      hasTimetable: false,
      isNocturnal: false,
    },
  ],
  attribution: [],
};

const metroOnly = { ...madrid, allowedStopTypeCodes: [4, 10], allowedTransportTypeCodes: [4, 10] } as City;

describe('stop search over the static stop list', () => {
  const stops = stopsOf(stopList, madrid);

  it('finds "sol", "pta del sol" and "Sól", Cercanías before Metro before EMT', () => {
    const index = stopSearchIndex(stops);
    expect(index.search('sol').map((stop) => stop.code)).toEqual(['5-122', '4-12', '1234']);
    // Riders call the square's stations "Puerta del Sol": they come first, then the stop named after the square.
    expect(index.search('pta del sol').map((stop) => stop.code)).toEqual(['5-122', '4-12', '1234']);
    expect(index.search('Sól').map((stop) => stop.code)).toEqual(['5-122', '4-12', '1234']);
  });

  it('finds a stop by its code first', () => {
    expect(stopSearchIndex(stops).search('72')[0]?.name).toBe('Cibeles-Casa de América');
    expect(stopSearchIndex(stops).search('8_09568')[0]?.code).toBe('09568');
  });

  it('keeps only the stop types a city allows (Madrid allows all)', () => {
    expect(stops).toHaveLength(5);
    expect(stopsOf(stopList, metroOnly).map((stop) => stop.code)).toEqual(['4-12']);
  });
});

describe('line search over the static line list', () => {
  it('finds a line by its number, typed whole first', () => {
    const index = lineSearchIndex(linesOf(lineList, madrid));
    expect(index.search('c4a').map((line) => line.lineCode)).toEqual(['5-4']);
    expect(index.search('1').map((line) => line.lineCode)).toEqual(['4-1', '6-1']);
    expect(index.search('prosperidad').map((line) => line.lineCode)).toEqual(['6-1']);
  });

  it('keeps only the transport types a city allows', () => {
    expect(linesOf(lineList, metroOnly).map((line) => line.lineCode)).toEqual(['4-1']);
  });
});

describe('stationSearchIndex (issue 10)', () => {
  const stations = stationsOf({
    ...stopList,
    stations: {
      'E4-12': { name: 'Sol', stops: ['5-122', '4-12'] },
      'E5-18': { name: 'Atocha', stops: ['5-18', '4-18'] },
    },
  });

  it('finds a station by its name, accents and case aside, and by its code', () => {
    const index = stationSearchIndex(stations);
    expect(index.search('sol').map((station) => station.code)).toEqual(['E4-12']);
    expect(index.search('ATOCHA').map((station) => station.code)).toEqual(['E5-18']);
    expect(index.search('E4-12').map((station) => station.code)).toEqual(['E4-12']);
    expect(index.search('Cibeles')).toEqual([]);
  });

  it('reads no station from a list made before stations', () => {
    expect(stationsOf(stopList)).toEqual([]);
  });
});
