// EMT's stop details through the whole compile. The answers below are CONSTRUCTED in the shape of the recorded
// MobilityLabs answers (cities/madrid/data/emt-stop-details-2023: STOP_DETAIL_OK.json's data[].stops[].dataLine[],
// STOPS_AROUND_STOP_OK.json's data[].lines[]); the stops, lines and headers are made up for the test.
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  destinationsAt,
  findLine,
  itinerariesOf,
  itineraryStops,
  lineAt,
  type Network,
  stopLineRecordsAt,
} from '@transit/network';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity, type FeedReport } from './compile';
import { lineNumbersAt, REPO_ROOT, stopIndexOf, testCity, writeZip } from './testing';

const EMT_STOPS = [
  'stop_id,stop_code,stop_name,stop_desc,stop_lat,stop_lon,location_type,parent_station',
  'par_6_72,72,Cibeles-Casa de América,Pº de Recoletos 2,40.42036,-3.69214,0,',
  'par_6_73,73,Cibeles,Calle de Alcalá 40,40.41936,-3.69314,0,',
  'par_6_74,74,Banco de España,Calle de Alcalá 49,40.41836,-3.69414,0,',
].join('\n');
const EMT_ROUTES = [
  'route_id,agency_id,route_short_name,route_long_name,route_type',
  '6__5___,CRTM,5,SOL/SEVILLA-CHAMARTIN,3',
  '6__14___,CRTM,14,CONDE DE CASAL-PIO XII,3',
].join('\n');
/** Trips without stop_times, as the 2025 EMT extract has them: directions and headsigns, no stops. */
const EMT_TRIPS = [
  'route_id,service_id,trip_id,trip_headsign,direction_id,shape_id',
  '6__5___,6_I03,6_I03-1_07:35:00_1_6__5___,Chamartín,0,',
  '6__5___,6_I03,6_I03-1_07:35:00_2_6__5___,Sol/Sevilla,1,',
].join('\n');

const detailAnswer = JSON.stringify({
  code: '00',
  description: 'Data recovered  OK',
  datetime: '2023-07-06T19:06:14.429966',
  data: [
    {
      stops: [
        {
          stop: '72',
          name: 'Cibeles-Casa de América',
          dataLine: [
            { line: '005', label: '5', direction: 'B', headerA: 'SOL/SEVILLA', headerB: 'CHAMARTIN' },
            { line: '014', label: '14', direction: 'A', headerA: 'CONDE DE CASAL', headerB: 'PIO XII' },
            { line: '014', label: '14', direction: 'B', headerA: 'CONDE DE CASAL', headerB: 'PIO XII' },
            // A line the GTFS does not have: counted, not dropped silently.
            { line: '999', label: '999', direction: 'A', headerA: 'NOWHERE', headerB: 'ELSEWHERE' },
            // A broken entry: a bad row.
            { line: '027', label: '27', direction: 'C', headerA: 'EMBAJADORES', headerB: 'PLAZA CASTILLA' },
          ],
        },
        // A stop number the GTFS does not have.
        { stop: '99999', dataLine: [{ label: '5', direction: 'A', headerA: 'SOL/SEVILLA' }] },
      ],
    },
  ],
});
const aroundAnswer = JSON.stringify({
  code: '00',
  data: [
    { stopId: 73, lines: [{ line: '005', label: '5', nameA: 'SOL/SEVILLA', nameB: 'CHAMARTIN', to: 'A' }] },
  ],
});
const refusedAnswer = JSON.stringify({ code: '80', description: 'Parada no disponible', data: [] });

const CITY = testCity([
  { id: 'emt', transportTypeCode: 6, hasTimetable: false },
  {
    id: 'emt-stop-details',
    transportTypeCode: 6,
    kind: 'emt-stop-details',
    hasTimetable: false,
    titleCaseNames: true,
  },
]);

describe('compileCity: the lines at EMT stops from EMT’s stop details', () => {
  let result: CompileResult;
  let network: Network;
  let details: FeedReport;
  beforeAll(async () => {
    result = await compileCity(CITY, REPO_ROOT, {
      sourceOverrides: {
        emt: await writeZip(
          { 'stops.txt': EMT_STOPS, 'routes.txt': EMT_ROUTES, 'trips.txt': EMT_TRIPS },
          'emt.zip',
        ),
        'emt-stop-details': await writeZip(
          {
            'STOP_DETAIL_OK.json': detailAnswer,
            'STOPS_AROUND_STOP_OK.json': aroundAnswer,
            'STOP_DETAIL_INVALID_STOP.json': refusedAnswer,
            'NOT_JSON.json': '<html>',
          },
          'details.zip',
        ),
      },
      registry: new CodeRegistry(path.join(tmpdir(), `codes-${process.pid}-${Math.random()}.json`)),
    });
    network = result.network;
    details = result.report.feeds[1] as FeedReport;
  });

  const line = (number: string) => {
    const found = findLine(network, `6-${number}`);
    if (found === undefined) throw new Error(`no line 6-${number}`);
    return found;
  };

  it('lists a stop served by two lines, one of them in both directions, with where each heads', () => {
    expect(lineNumbersAt(network, '72')).toEqual(['5', '14']);
    const stop = stopIndexOf(network, '72');
    expect(destinationsAt(network, line('5'), stop)).toEqual(['Chamartin']);
    expect(destinationsAt(network, line('14'), stop)).toEqual(['Conde de Casal', 'Pio XII']);
    expect(stopLineRecordsAt(network, stop).every((record) => record.feed === 1)).toBe(true);
  });

  it('reads the around-stop answer too: line 5 at stop 73 heads for its header A', () => {
    const stop = stopIndexOf(network, '73');
    expect(lineNumbersAt(network, '73')).toEqual(['5']);
    expect(destinationsAt(network, line('5'), stop)).toEqual(['Sol/Sevilla']);
  });

  it('leaves a stop no answer names without lines: nothing is invented', () => {
    expect(lineNumbersAt(network, '74')).toEqual([]);
  });

  it('keeps bus itineraries without stops when the feed has no stop_times', () => {
    const fives = itinerariesOf(network, line('5'));
    expect(fives.length).toBe(2);
    for (const itinerary of fives) expect(itineraryStops(network, itinerary)).toEqual([]);
    expect(lineAt(network, line('5')).hasTimetable).toBe(false);
  });

  it('counts the records matched and those naming a stop or a line the network lacks, and says which', () => {
    expect(details.stopLineRecords).toEqual({
      records: 6,
      matched: 4,
      unknownStop: 1,
      unknownLine: 1,
      stops: 2,
    });
    expect(details.warnings).toEqual([
      'EMT_LINE_UNKNOWN: stop_detail_ok.json: stop 72, line 999: line 999 is not a route_short_name of emt',
      'EMT_STOP_UNKNOWN: stop_detail_ok.json: stop 99999, line 5: par_6_99999 is not a stop of emt',
    ]);
    const emt = result.report.feeds[0] as FeedReport;
    expect(emt.stopsWithLines).toBe(2);
    expect(emt.itinerariesWithStops).toBe(0);
  });

  it('reports each broken entry and refused answer as a coded bad row', () => {
    expect(details.badRows).toEqual([
      'not_json.json: EMT_ANSWER_UNREADABLE: not JSON; the file is skipped',
      'stop_detail_invalid_stop.json: EMT_ANSWER_NOT_OK: EMT code 80, not 00; the file is skipped',
      expect.stringMatching(
        /^stop_detail_ok\.json: stop 72, dataLine\[4\]: EMT_STOP_LINE_INVALID: direction: /,
      ),
    ]);
  });

  it('dates the recorded feed by the answer’s datetime', () => {
    expect(network.feeds[1]).toMatchObject({
      id: 'emt-stop-details',
      feedVersion: '20230706',
      hasTimetable: false,
    });
  });
});
