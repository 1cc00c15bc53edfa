// Stations through the whole compile: CRTM-style feeds (par_ platforms, est_ interchanges) and CRTM's station
// tables, written as small zips, so the GTFS parent_station, the tables' interchanges and the name rule each show.
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findStation,
  findStop,
  type Network,
  stationAt,
  stationIndexes,
  stationOfStop,
  stationStops,
  stopAt,
} from '@transit/network';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity } from './compile';
import { REPO_ROOT, testCity, writeZip } from './testing';

const STOPS_HEADER = 'stop_id,stop_code,stop_name,stop_lat,stop_lon,location_type,parent_station';
const stops = (...rows: string[]) => [STOPS_HEADER, ...rows].join('\n');
const routes = (id: string, type: number) =>
  `route_id,route_short_name,route_long_name,route_type\n${id},${id},Line ${id},${type}`;
const STATIONS_HEADER =
  'IDESTACION,CODIGOESTACION,DENOMINACION,CODIGOCTMESTACIONREDMETRO,MODOINTERCAMBIADOR,CODIGOINTERCAMBIADOR';
const stations = (...rows: string[]) => [STATIONS_HEADER, ...rows].join('\n');

/** Metres north as degrees of latitude. */
const north = (metres: number) => metres / 111_195;

const feeds = {
  metro: stops(
    // Sol's two platforms hang under the interchange est_90_58, as in CRTM's Metro feed.
    'par_4_12,12,SOL,40.41688,-3.70326,0,est_90_58',
    'par_4_35,35,SOL,40.41685,-3.70326,0,est_90_58',
    'est_90_58,58,Puerta del Sol,40.41688,-3.70331,1,',
    // Colón has no parent station: only the tables put it with Cercanías Recoletos.
    'par_4_58,58,COLON,40.42508,-3.69051,0,',
    // One name and 5 m from Metro Ligero's stop, nothing else links them.
    'par_4_202,202,COLONIA JARDIN,40.39697,-3.77446,0,',
    // One name, 400 m from Metro Ligero's: two places.
    `par_4_300,300,PUEBLO,40.3,-3.8,0,`,
  ),
  cercanias: stops(
    'par_5_122,122,SOL,40.41685,-3.70309,0,est_90_58',
    'est_90_58,58,Puerta del Sol,40.41688,-3.70331,1,',
    `par_5_65,65,RECOLETOS,${40.42508 + north(224)},-3.69051,0,`,
  ),
  lightMetro: stops(
    `par_10_10,10,COLONIA JARDIN,${40.39697 + north(5)},-3.77446,0,`,
    `par_10_40,40,PUEBLO,${40.3 + north(400)},-3.8,0,`,
  ),
  // EMT's stop at Sol hangs under the same interchange; a bus stop is never part of a station.
  emt: stops(
    'par_6_123,123,PUERTA DEL SOL,40.417,-3.7035,0,est_90_58',
    'est_90_58,58,Puerta del Sol,40.41688,-3.70331,1,',
  ),
  tables: {
    'metro_stations.csv': stations('4_12,12,SOL,12,90,58', '4_35,35,SOL,12,90,58', '4_58,58,COLON,58,92,67'),
    'train_stations.csv': stations('5_122,122,SOL,122,90,58', '5_65,65,RECOLETOS,65,92,67'),
  },
};

const CITY = testCity([
  { id: 'metro', transportTypeCode: 4, hasTimetable: false },
  { id: 'cercanias', transportTypeCode: 5, hasTimetable: false },
  { id: 'light-metro', transportTypeCode: 10, hasTimetable: false },
  { id: 'emt', transportTypeCode: 6, hasTimetable: false },
  { id: 'tables', transportTypeCode: 5, kind: 'crtm-opendata', hasTimetable: false },
]);

describe('compileCity: stations from parent stations, CRTM interchanges and names', () => {
  let result: CompileResult;
  let network: Network;
  beforeAll(async () => {
    const zip = (name: string, files: Record<string, string>) => writeZip(files, `${name}.zip`);
    result = await compileCity(CITY, REPO_ROOT, {
      sourceOverrides: {
        metro: await zip('metro', { 'stops.txt': feeds.metro, 'routes.txt': routes('M1', 1) }),
        cercanias: await zip('cercanias', { 'stops.txt': feeds.cercanias, 'routes.txt': routes('C3', 2) }),
        'light-metro': await zip('ml', { 'stops.txt': feeds.lightMetro, 'routes.txt': routes('ML2', 0) }),
        emt: await zip('emt', { 'stops.txt': feeds.emt, 'routes.txt': routes('1', 3) }),
        tables: await zip('tables', feeds.tables),
      },
      registry: new CodeRegistry(path.join(tmpdir(), `codes-${process.pid}-${Math.random()}.json`)),
    });
    network = result.network;
  });

  const stationsFound = () =>
    stationIndexes(network).map((station) => ({
      code: stationAt(network, station).code,
      name: stationAt(network, station).name,
      stops: stationStops(network, station).map((stop) => stopAt(network, stop).code),
    }));

  it('finds three stations of six rail stops, and says so in the report', () => {
    expect(stationsFound()).toEqual([
      { code: 'E4-12', name: 'SOL', stops: ['5-122', '4-12'] },
      { code: 'E4-58', name: 'RECOLETOS / COLON', stops: ['5-65', '4-58'] },
      { code: 'E4-202', name: 'COLONIA JARDIN', stops: ['4-202', '10-10'] },
    ]);
    expect(result.report.stations).toEqual({ count: 3, stops: 6 });
  });

  it("groups Sol's Metro and Cercanías stops under the feeds' parent station est_90_58, not its EMT stop", () => {
    const sol = findStation(network, 'E4-12');
    const emt = findStop(network, '123');
    expect(sol).toBeDefined();
    expect(emt).toBeDefined();
    if (emt !== undefined) expect(stationOfStop(network, emt)).toBeUndefined();
    // Sol's second platform is an alias of its station, which is the one in the station.
    const platform = findStop(network, '4-35');
    expect(platform === undefined ? undefined : stationOfStop(network, platform)).toBe(sol);
  });

  it('leaves two stops of one name 400 m apart as two places', () => {
    for (const code of ['4-300', '10-40']) {
      const stop = findStop(network, code);
      expect(stop === undefined ? 'missing' : stationOfStop(network, stop)).toBeUndefined();
    }
  });
});
