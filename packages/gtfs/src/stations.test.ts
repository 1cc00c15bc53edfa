import { parseStopCode, type StopCode, type StopType } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { groupStations, SAME_NAME_WALK_M, type StationCandidate, stationInputs } from './stations';

const TYPES: Readonly<Record<string, StopType>> = {
  '4': 'metro',
  '5': 'cercanias',
  '10': 'lightMetro',
  '6': 'emt',
  '8': 'interurban',
};

function code(text: string): StopCode {
  const parsed = parseStopCode(text);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

/** A stop for the grouping: its type comes from its code's prefix (a code without one is an EMT stop). */
function candidate(
  stopCode: string,
  name: string,
  [lat, lon]: readonly [number, number],
  placeKeys: readonly string[] = [],
): StationCandidate {
  const prefix = /^(\d+)-/.exec(stopCode)?.[1] ?? '6';
  return { code: code(stopCode), name, stopType: TYPES[prefix] ?? 'emt', lat, lon, placeKeys };
}

/** A point `metres` north of another (a degree of latitude is about 111.2 km). */
const north = ([lat, lon]: readonly [number, number], metres: number): [number, number] => [
  lat + metres / 111_195,
  lon,
];

const SOL: [number, number] = [40.41688, -3.70326];
const SOL_CERCANIAS: [number, number] = [40.41685, -3.70309];
const PLAZA_CASTILLA: [number, number] = [40.4669, -3.68917];

describe('groupStations: the stops riders treat as one place', () => {
  it('makes Sol one station: Metro 4-12 and Cercanías 5-122 under the interchange est_90_58, Cercanías first', () => {
    const stations = groupStations([
      candidate('4-12', 'Sol', SOL, ['crtm:est_90_58']),
      candidate('5-122', 'Sol', SOL_CERCANIAS, ['crtm:est_90_58']),
    ]);
    expect(stations).toEqual([{ code: 'E4-12', name: 'Sol', stops: ['5-122', '4-12'] }]);
  });

  it('groups stops the data puts in one interchange whatever their names and distance (Colón and Recoletos)', () => {
    const colon: [number, number] = [40.42508, -3.69051];
    expect(
      groupStations([
        candidate('4-58', 'Colón', colon, ['crtm:est_92_67']),
        candidate('5-65', 'Recoletos', north(colon, 224), ['crtm:est_92_67']),
      ]),
    ).toEqual([{ code: 'E4-58', name: 'Recoletos / Colón', stops: ['5-65', '4-58'] }]);
  });

  it(`groups rail stops of one name within ${SAME_NAME_WALK_M} m when no data links them (Bolueta in Bilbao)`, () => {
    const bolueta: [number, number] = [43.2505, -2.9178];
    expect(
      groupStations([candidate('4-3', 'Bolueta', bolueta), candidate('5-93', 'BOLUETA', north(bolueta, 29))]),
    ).toEqual([{ code: 'E4-3', name: 'Bolueta', stops: ['5-93', '4-3'] }]);
  });

  it('reads names as search does: accents, capitals, filler words and "T-4" are no difference', () => {
    const t4: [number, number] = [40.49176, -3.59356];
    const [station] = groupStations([
      candidate('4-285', 'Aeropuerto T4', t4),
      candidate('5-142', 'AEROPUERTO T-4', north(t4, 7)),
      candidate('10-50', 'Aeropuerto de la T4', north(t4, 100)),
    ]);
    expect(station?.stops).toEqual(['5-142', '4-285', '10-50']);
    expect(station?.name).toBe('Aeropuerto T4');
  });

  it(`keeps stops of one name apart when they are more than ${SAME_NAME_WALK_M} m apart (23 St on two avenues)`, () => {
    const seventhAvenue: [number, number] = [40.744081, -73.995657];
    expect(
      groupStations([
        candidate('4-130', '23 St', seventhAvenue),
        candidate('4-987', '23 St', north(seventhAvenue, SAME_NAME_WALK_M + 24)),
      ]),
    ).toEqual([]);
    expect(
      groupStations([
        candidate('4-130', '23 St', seventhAvenue),
        candidate('4-987', '23 St', north(seventhAvenue, SAME_NAME_WALK_M - 1)),
      ]),
    ).toHaveLength(1);
  });

  it('never pulls bus stops in: EMT stops under an interchange, or of one name close by, make no station', () => {
    expect(
      groupStations([
        candidate('4-1', 'Plaza de Castilla', PLAZA_CASTILLA, ['crtm:est_90_21']),
        candidate('70', 'Plaza Castilla', north(PLAZA_CASTILLA, 40), ['crtm:est_90_21']),
        candidate('71', 'Plaza Castilla', north(PLAZA_CASTILLA, 80), ['crtm:est_90_21']),
        candidate('08211', 'Plaza de Castilla', north(PLAZA_CASTILLA, 60)),
      ]),
    ).toEqual([]);
    expect(
      groupStations([
        candidate('1544', 'Plaza Castilla', PLAZA_CASTILLA),
        candidate('1545', 'Plaza Castilla', north(PLAZA_CASTILLA, 30)),
      ]),
    ).toEqual([]);
  });

  it('makes no station of a rail stop alone', () => {
    expect(groupStations([candidate('4-10', 'Tribunal', [40.42619, -3.7011], ['crtm:est_4_10'])])).toEqual(
      [],
    );
  });

  it('is named by its anchor, the stop with the lowest type code and then number: E4-263, E5-133', () => {
    const pinar: [number, number] = [40.48, -3.6674];
    const fuenteDeLaMora: [number, number] = [40.48475, -3.66282];
    expect(
      groupStations([
        candidate('10-1', 'Pinar de Chamartín', pinar, ['crtm:est_92_96']),
        candidate('4-263', 'Pinar de Chamartín', north(pinar, 3), ['crtm:est_92_96']),
        candidate('10-2', 'Fuente de la Mora', fuenteDeLaMora, ['crtm:est_92_102']),
        candidate('5-133', 'Fuente de la Mora', north(fuenteDeLaMora, 37), ['crtm:est_92_102']),
      ]),
    ).toEqual([
      { code: 'E4-263', name: 'Pinar de Chamartín', stops: ['4-263', '10-1'] },
      { code: 'E5-133', name: 'Fuente de la Mora', stops: ['5-133', '10-2'] },
    ]);
  });

  it('names a station by the name that holds the others ("Alcorcón" and "Alcorcón Central")', () => {
    const alcorcon: [number, number] = [40.3502, -3.8322];
    expect(
      groupStations([
        candidate('5-5', 'Alcorcón', alcorcon, ['crtm:est_92_89']),
        candidate('4-211', 'Alcorcón Central', north(alcorcon, 4), ['crtm:est_92_89']),
      ])[0]?.name,
    ).toBe('Alcorcón Central');
  });

  it('joins what a key and a name each link: one station, not two', () => {
    const times: [number, number] = [40.75529, -73.987495];
    expect(
      groupStations([
        candidate('4-127', 'Times Sq-42 St', times),
        candidate('4-725', 'Times Sq-42 St', north(times, 27)),
        candidate('4-902', 'Times Sq-42 St', north(times, 132), ['test:shuttle']),
        candidate('10-7', 'Times Square', north(times, 400), ['test:shuttle']),
      ]),
    ).toEqual([
      {
        code: 'E4-127',
        name: 'Times Sq-42 St / Times Square',
        stops: ['4-127', '4-725', '4-902', '10-7'],
      },
    ]);
  });

  it('gives the same stations for the same stops in any order', () => {
    const stops = [
      candidate('4-12', 'Sol', SOL, ['crtm:est_90_58']),
      candidate('5-122', 'Sol', SOL_CERCANIAS, ['crtm:est_90_58']),
      candidate('4-16', 'Atocha', [40.40659, -3.68938], ['crtm:est_90_54']),
      candidate('5-11', 'Atocha', [40.40659, -3.6893], ['crtm:est_90_54']),
      candidate('123', 'Puerta del Sol', [40.417, -3.7035]),
    ];
    const stations = groupStations(stops);
    expect(stations.map((station) => station.code)).toEqual(['E4-12', 'E4-16']);
    expect(groupStations([...stops].reverse())).toEqual(stations);
  });
});

describe('stationInputs: the stations as the network builder takes them', () => {
  it("gives each station its stops' indexes, and leaves out one the network keeps fewer than two stops of", () => {
    const stations = groupStations([
      candidate('4-12', 'Sol', SOL, ['crtm:est_90_58']),
      candidate('5-122', 'Sol', SOL_CERCANIAS, ['crtm:est_90_58']),
      candidate('4-16', 'Atocha', [40.40659, -3.68938], ['crtm:est_90_54']),
      candidate('5-11', 'Atocha', [40.40659, -3.6893], ['crtm:est_90_54']),
    ]);
    const stopIndex = new Map([
      ['4-12', 0],
      ['5-122', 7],
      ['4-16', 3],
    ]);
    expect(stationInputs(stations, stopIndex)).toEqual([{ code: 'E4-12', name: 'Sol', stops: [7, 0] }]);
  });
});
