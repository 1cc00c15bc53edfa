// The whole Madrid compile, on the real CRTM snapshots in cities/madrid/data. Compiled once for the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { City } from '@transit/core';
import {
  dayOf,
  decodeNetwork,
  encodeNetwork,
  findLine,
  findStation,
  findStop,
  destinationsAt,
  itinerariesOf,
  linesAt,
  itineraryAt,
  itineraryIndexes,
  itineraryStops,
  lineAt,
  lineIndexes,
  type Network,
  type NetworkLine,
  parseDay,
  parseGtfsTime,
  scheduledDepartures,
  stationAt,
  stationIndexes,
  stationOfStop,
  stationStops,
  stopAt,
  stopIndexes,
  weekdayOf,
} from '@transit/network';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity, registryPathFor } from './compile';
import { openTableSource } from './source';
import { departuresOfServiceDay, lineNumbersAt, loadCity, REPO_ROOT, stopIndexOf } from './testing';

const DATA = path.join(REPO_ROOT, 'cities/madrid/data');
const COMPILE_TIMEOUT_MS = 240_000;

/** The columns these tests read, as csv-parse gives them (strings; absent when the file has no such column). */
interface Row {
  readonly [column: string]: string | undefined;
  readonly service_id?: string;
  readonly date?: string;
  readonly exception_type?: string;
  readonly start_date?: string;
  readonly end_date?: string;
  readonly route_id?: string;
  readonly route_short_name?: string;
  readonly direction_id?: string;
  readonly trip_id?: string;
  readonly stop_id?: string;
  readonly stop_sequence?: string;
  readonly departure_time?: string;
  readonly start_time?: string;
  readonly end_time?: string;
  readonly headway_secs?: string;
  readonly CODIGOESTACION?: string;
  readonly parent_station?: string;
  readonly CODIGOCTMESTACIONREDMETRO?: string;
  readonly MODOINTERCAMBIADOR?: string;
  readonly CODIGOINTERCAMBIADOR?: string;
  readonly NUMEROLINEAUSUARIO?: string;
  readonly CODIGOITINERARIO?: string;
  readonly DENOMINACION?: string;
  readonly CODIGOPROVINCIA?: string;
  readonly CODIGOMUNICIPIO?: string;
  readonly MUNICIPIO?: string;
  readonly stop_name?: string;
  readonly stop_code?: string;
  readonly stop_desc?: string;
  readonly trip_headsign?: string;
  readonly trip_short_name?: string;
}
/** Reads a snapshot table directly (not through the compiler), to check the compiler against it. */
const table = (file: string): Row[] =>
  parse<Row>(readFileSync(path.join(DATA, file)), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    // EMT's stops.txt has quotes inside an unquoted address: Calle de Mario Moreno "Cantinflas" 1.
    relax_quotes: true,
  });

/** The rows of a zipped stops.txt of the extracts (their files come as per-file zips). */
async function zippedStops(folder: string): Promise<Row[]> {
  const source = await openTableSource(REPO_ROOT, path.join('cities/madrid/data', folder));
  const file = source.file('stops.txt');
  if (!file) throw new Error(`no stops.txt in ${folder}`);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
  await source.close();
  return parse<Row>(Buffer.concat(chunks), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_quotes: true,
  });
}

/** Whether a GTFS service runs on a day, straight from calendar.txt and calendar_dates.txt. */
function runs(calendar: Row[], dates: Row[], serviceId: string, day: number): boolean {
  const exception = dates.find((row) => row.service_id === serviceId && parseDay(row.date ?? '') === day);
  if (exception) return exception.exception_type === '1';
  const row = calendar.find((entry) => entry.service_id === serviceId);
  if (!row || day < parseDay(row.start_date ?? '') || day > parseDay(row.end_date ?? '')) return false;
  const names = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return row[names[weekdayOf(day)] ?? ''] === '1';
}

const seconds = (text: string | undefined) => parseGtfsTime(text ?? '') as number;

describe('Madrid (real CRTM snapshots)', () => {
  let city: City;
  let compiled: CompileResult;
  let bytes: Uint8Array;
  let network: Network;
  beforeAll(async () => {
    city = await loadCity('madrid');
    // A copy of the committed registry: the test never writes to the repository.
    const committed = await CodeRegistry.load(registryPathFor(city, REPO_ROOT));
    compiled = await compileCity(city, REPO_ROOT, { registry: committed });
    bytes = encodeNetwork(compiled.network);
    // Riders are answered from the artifact as the server loads it.
    network = decodeNetwork(bytes);
  }, COMPILE_TIMEOUT_MS);

  it('serves Sol (4-12) with lines 1, 2 and 3, its other platforms answering as aliases', () => {
    expect(lineNumbersAt(network, '4-12')).toEqual(['1', '2', '3']);
    // Sol's other platforms answer as aliases of the station.
    expect(findStop(network, '4-35')).toBe(stopIndexOf(network, '4-12'));
    expect(findStop(network, '4-48')).toBe(stopIndexOf(network, '4-12'));
    const wednesday = departuresOfServiceDay(network, '4-12', dayOf(2025, 3, 12));
    expect(new Set(wednesday.map((d) => d.lineCode))).toEqual(new Set(['4-1', '4-2', '4-3']));
  });

  it("gives Sol's line 1 departures on a weekday at the headways of frequencies.txt", () => {
    const day = dayOf(2025, 3, 12);
    const calendar = table('crtm-m4-metro-20250220/calendar.txt');
    const dates = table('crtm-m4-metro-20250220/calendar_dates.txt');
    const stopTimes = table('crtm-m4-metro-20250220/stop_times.txt');
    const frequencies = table('crtm-m4-metro-20250220/frequencies.txt');
    const templates = table('crtm-m4-metro-20250220/trips.txt').filter(
      (trip) =>
        trip.route_id === '4__1___' &&
        trip.direction_id === '0' &&
        runs(calendar, dates, trip.service_id ?? '', day),
    );
    expect(templates.length).toBeGreaterThan(0);
    const expected: number[] = [];
    const headways = new Set<number>();
    let solOffset = 0;
    for (const trip of templates) {
      const times = stopTimes.filter((row) => row.trip_id === trip.trip_id);
      const first = seconds(times[0]?.departure_time);
      const atSol = times.findIndex((row) => row.stop_id === 'par_4_12');
      if (atSol === -1 || atSol === times.length - 1) continue;
      const offset = seconds(times[atSol]?.departure_time) - first;
      solOffset = offset;
      for (const entry of frequencies.filter((row) => row.trip_id === trip.trip_id)) {
        const headway = Number(entry.headway_secs);
        headways.add(headway);
        for (let t = seconds(entry.start_time); t < seconds(entry.end_time); t += headway)
          expected.push(t + offset);
      }
    }
    expected.sort((a, b) => a - b);
    const actual = departuresOfServiceDay(network, '4-12', day).filter(
      (d) => d.lineCode === '4-1' && d.direction === 0,
    );
    expect(actual.map((d) => d.seconds)).toEqual(expected);
    expect(actual.every((d) => d.isHeadwayBased)).toBe(true);
    // Rush hour: frequencies.txt has the line leave its terminus every 210 s from 07:30 to 09:30.
    const rush = actual.filter(
      (d) => d.seconds - solOffset >= seconds('07:30:00') && d.seconds - solOffset < seconds('09:30:00'),
    );
    expect(headways).toContain(210);
    expect(new Set(rush.slice(1).map((d, i) => d.seconds - (rush[i]?.seconds ?? 0)))).toEqual(new Set([210]));
  });

  it("gives a Metro Ligero stop's departures on a date exactly as its stop_times for that date's services", () => {
    const day = dayOf(2025, 3, 11);
    const calendar = table('crtm-m10-metro-ligero-20250220/calendar.txt');
    const dates = table('crtm-m10-metro-ligero-20250220/calendar_dates.txt');
    const running = new Set(
      table('crtm-m10-metro-ligero-20250220/trips.txt')
        .filter((trip) => runs(calendar, dates, trip.service_id ?? '', day))
        .map((trip) => trip.trip_id),
    );
    const byTrip = new Map<string, Row[]>();
    for (const row of table('crtm-m10-metro-ligero-20250220/stop_times.txt')) {
      if (!running.has(row.trip_id ?? '')) continue;
      byTrip.set(row.trip_id ?? '', [...(byTrip.get(row.trip_id ?? '') ?? []), row]);
    }
    const expected: number[] = [];
    for (const rows of byTrip.values()) {
      rows.sort((a, b) => Number(a.stop_sequence) - Number(b.stop_sequence));
      rows.forEach((row, i) => {
        if (row.stop_id === 'par_10_5' && i < rows.length - 1) expected.push(seconds(row.departure_time));
      });
    }
    expected.sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(50);
    expect(departuresOfServiceDay(network, '10-5', day).map((d) => d.seconds)).toEqual(expected);
  });

  /**
   * The departures of Metro line 1 towards Valdecarros from Sol, straight from trips.txt, stop_times.txt and
   * frequencies.txt: Saturday's trips count from Saturday's midnight (its night runs on as 24:xx), and Sunday's night
   * trips (written 00:00–02:00 of Sunday's service) from Sunday's midnight, on the clock as it reads before the change.
   */
  function solLineOneNight(saturday: string, saturdayMidnight: string, sundayMidnight: string): number[] {
    const calendar = table('crtm-m4-metro-20250220/calendar.txt');
    const dates = table('crtm-m4-metro-20250220/calendar_dates.txt');
    const stopTimes = table('crtm-m4-metro-20250220/stop_times.txt');
    const frequencies = table('crtm-m4-metro-20250220/frequencies.txt');
    const trips = table('crtm-m4-metro-20250220/trips.txt').filter(
      (trip) => trip.route_id === '4__1___' && trip.direction_id === '0',
    );
    const instants: number[] = [];
    for (const [day, midnightMs, isNightOnly] of [
      [parseDay(saturday), Date.parse(saturdayMidnight), false],
      [parseDay(saturday) + 1, Date.parse(sundayMidnight), true],
    ] as const) {
      for (const trip of trips.filter((candidate) =>
        runs(calendar, dates, candidate.service_id ?? '', day),
      )) {
        const times = stopTimes.filter((row) => row.trip_id === trip.trip_id);
        const atSol = times.findIndex((row) => row.stop_id === 'par_4_12');
        if (atSol === -1 || atSol === times.length - 1) continue;
        const offset = seconds(times[atSol]?.departure_time) - seconds(times[0]?.departure_time);
        for (const entry of frequencies.filter((row) => row.trip_id === trip.trip_id)) {
          for (
            let t = seconds(entry.start_time);
            t < seconds(entry.end_time);
            t += Number(entry.headway_secs)
          ) {
            if (!isNightOnly || t < 4 * 3600) instants.push(midnightMs + (t + offset) * 1000);
          }
        }
      }
    }
    return [...new Set(instants)].sort((a, b) => a - b);
  }

  function solLineOneDepartures(fromIso: string, untilIso: string): number[] {
    const fromEpochMs = Date.parse(fromIso);
    const windowSec = (Date.parse(untilIso) - fromEpochMs) / 1000;
    const lineOne = findLine(network, '4-1');
    return scheduledDepartures(network, {
      stop: stopIndexOf(network, '4-12'),
      fromEpochMs,
      windowSec,
      limit: 500,
    })
      .departures.filter((d) => d.line === lineOne && d.direction === 0)
      .map((d) => d.departureEpochMs);
  }

  it('lists Sol’s line 1 trains once each, at the clock times the feed gives, on the spring change night (2025-03-30)', () => {
    const from = '2025-03-29T23:00:00+01:00';
    const until = '2025-03-30T04:00:00+02:00';
    const expected = solLineOneNight(
      '2025-03-29',
      '2025-03-29T00:00:00+01:00',
      '2025-03-30T00:00:00+01:00',
    ).filter((instant) => instant >= Date.parse(from) && instant < Date.parse(until));
    expect(expected.length).toBeGreaterThan(20);
    expect(solLineOneDepartures(from, until)).toEqual(expected);
  });

  it('lists Sol’s line 1 trains once each, at the clock times the feed gives, on the autumn change night (2025-10-26)', () => {
    const from = '2025-10-25T23:00:00+02:00';
    const until = '2025-10-26T02:00:00+01:00';
    const expected = solLineOneNight(
      '2025-10-25',
      '2025-10-25T00:00:00+02:00',
      '2025-10-26T00:00:00+02:00',
    ).filter((instant) => instant >= Date.parse(from) && instant < Date.parse(until));
    expect(expected.length).toBeGreaterThan(20);
    expect(solLineOneDepartures(from, until)).toEqual(expected);
  });

  it('runs the Sunday timetable on a holiday that calendar_dates declares (1 May 2025, a Thursday)', () => {
    // From 04:00: a Sunday's 00:xx night trains are the Saturday's 24:xx ones, listed once (as Saturday's).
    const times = (day: number) =>
      departuresOfServiceDay(network, '4-12', day)
        .map((d) => d.seconds)
        .filter((second) => second >= 4 * 3600);
    const mayDay = times(dayOf(2025, 5, 1));
    expect(mayDay).toEqual(times(dayOf(2025, 5, 4)));
    expect(mayDay).not.toEqual(times(dayOf(2025, 5, 8)));
  });

  it("takes Atocha's Cercanías lines from CRTM's itinerary table", () => {
    const expected = new Set(
      table('crtm-open-data-tables-20260529/Train_itineraries.csv')
        .filter((row) => row.CODIGOESTACION === '11')
        .map((row) => (row.NUMEROLINEAUSUARIO ?? '').replace('-', '').toUpperCase()),
    );
    expect([...expected].sort()).toEqual(['C10', 'C2', 'C3', 'C4A', 'C4B', 'C5', 'C7', 'C8A', 'C8B']);
    expect(new Set(lineNumbersAt(network, '5-11'))).toEqual(expected);
    const atocha = stopIndexOf(network, '5-11');
    expect(network.feeds[stopAt(network, atocha).feed]?.id).toBe('crtm-cercanias');
    expect(
      scheduledDepartures(network, { stop: atocha, fromEpochMs: 0, windowSec: 7200, limit: 60 }).hasTimetable,
    ).toBe(false);
  });

  it('adds the Cercanías stations the GTFS lacks from the station table, in ordered itineraries', () => {
    const escorial = stopIndexOf(network, '5-29');
    expect(stopAt(network, escorial).name).toBe('El Escorial');
    expect(network.feeds[stopAt(network, escorial).feed]?.id).toBe('crtm-open-data-tables');
    expect(lineNumbersAt(network, '5-29')).toEqual(['C8A']);
    const itineraries = itineraryIndexes(network).map((itinerary) => itineraryAt(network, itinerary));
    const c8 = itineraries.find((itinerary) => itinerary.code.endsWith(':370837'));
    const stations = c8 === undefined ? [] : itineraryStops(network, c8.index);
    expect(stations).toHaveLength(33);
    expect(stations[0] === undefined ? undefined : stopAt(network, stations[0]).code).toBe('5-38');
    expect(c8?.headsign).toBe('Santa María de la Alameda');
    // C-2 towards Chamartín: the 18 sections between its 19 stations, summed (the first row's value is not one).
    const c2 = itineraries.find((itinerary) => itinerary.code.endsWith(':330338'));
    expect(c2?.lengthM).toBeCloseTo(64_142.2, 1);
  });

  it('compiles EMT, interurban and urban stops and lines with no timetable, and invents none', () => {
    const feed = (id: string) => network.feeds.find((entry) => entry.id === id);
    for (const id of ['crtm-emt', 'crtm-interurban', 'crtm-urban', 'crtm-cercanias']) {
      expect(feed(id)?.hasTimetable).toBe(false);
    }
    const emtStop = stopIndexOf(network, '161');
    const interurbanStop = stopIndexOf(network, '09568');
    expect(stopAt(network, emtStop).typeCode).toBe(6);
    expect(stopAt(network, interurbanStop).typeCode).toBe(8);
    for (const stop of [emtStop, interurbanStop]) {
      expect(
        scheduledDepartures(network, {
          stop,
          fromEpochMs: Date.UTC(2025, 9, 1, 8),
          windowSec: 7200,
          limit: 60,
        }),
      ).toEqual({
        departures: [],
        feeds: [],
        hasTimetable: false,
      });
    }
    const lines = lineIndexes(network).map((line) => lineAt(network, line));
    const types = new Set(lines.filter((line) => !line.hasTimetable).map((line) => line.transportTypeCode));
    expect(types).toEqual(new Set([5, 6, 8, 9]));
    const urban = lines.find((line) => line.code.startsWith('9-'));
    expect(urban?.name).not.toBe('');
    expect(compiled.report.feeds.find((f) => f.feedId === 'crtm-interurban')?.stops).toBeGreaterThan(8000);
  });

  it("lists EMT stop 72's lines and directions from EMT's recorded stop detail (2023-07-06), and no other bus stop's", () => {
    const cibeles = stopIndexOf(network, '72');
    expect(lineNumbersAt(network, '72')).toEqual(
      expect.arrayContaining(['5', '14', '27', '37', '45', '53', '150', 'C03', 'N22', 'N24', 'N25', 'N26']),
    );
    const towards = Object.fromEntries(
      linesAt(network, cibeles).map((line) => [
        lineAt(network, line).number,
        destinationsAt(network, line, cibeles),
      ]),
    );
    // EMT's headers for the direction each line takes at Cibeles (northbound on Recoletos), as recorded.
    expect(towards).toMatchObject({ '5': ['Chamartín'], '14': ['Pío XII'], '37': ['Cuatro Caminos'] });
    expect(network.feeds.find((feed) => feed.id === 'emt-stop-details')).toMatchObject({
      feedVersion: '20230706',
      hasTimetable: false,
    });
    const report = compiled.report.feeds.find((feed) => feed.feedId === 'emt-stop-details');
    expect(report?.stopLineRecords).toEqual({
      records: 14,
      matched: 13,
      unknownStop: 0,
      unknownLine: 1,
      stops: 2,
    });
    // No source lists the lines at the other bus stops (the extracts lack stop_times): they get none.
    const busStops = allStops().filter((stop) => stop.typeCode === 6 || stop.typeCode === 8);
    const withLines = busStops
      .filter((stop) => linesAt(network, stop.index).length > 0)
      .map((stop) => stop.code);
    expect(withLines.sort()).toEqual(['4490', '72']);
  });

  /** Every stop, line and itinerary of the network, read through its accessors. */
  const allStops = () => stopIndexes(network).map((stop) => stopAt(network, stop));
  const stopNames = () => allStops().map((stop) => stop.name);
  const allLines = () => lineIndexes(network).map((line) => lineAt(network, line));
  const allItineraries = () => itineraryIndexes(network).map((itinerary) => itineraryAt(network, itinerary));
  const lineByCode = (code: string) => allLines().find((line) => line.code === code);
  const itinerariesOfLine = (line: NetworkLine | undefined) =>
    line === undefined ? [] : itinerariesOf(network, line.index).map((index) => itineraryAt(network, index));
  /** The stops of the feeds whose capitals are written in title case. */
  const titledStops = () => {
    const titled = new Set(['crtm-metro', 'crtm-metro-ligero', 'crtm-cercanias', 'crtm-open-data-tables']);
    return allStops().filter((stop) => titled.has(network.feeds[stop.feed]?.id ?? ''));
  };

  it('names "ÁGUILAS LAS" and "POZO EL" as riders know them: "Las Águilas" and "El Pozo", not in capitals', () => {
    const gtfsName = (code: string) =>
      table('crtm-m5-cercanias-20240717/stops.txt').find((row) => row.stop_id === `par_5_${code}`)?.stop_name;
    const tableName = (code: string) =>
      table('crtm-open-data-tables-20260529/Train_stations.csv').find((row) => row.CODIGOESTACION === code)
        ?.DENOMINACION;
    const nameOf = (code: string) => stopAt(network, stopIndexOf(network, code)).name;
    // The feed's and the table's words, and what riders read.
    expect([gtfsName('1'), nameOf('5-1')]).toEqual(['ÁGUILAS LAS', 'Las Águilas']);
    expect([gtfsName('59'), nameOf('5-59')]).toEqual(['POZO EL', 'El Pozo']);
    expect([gtfsName('13'), nameOf('5-13')]).toEqual([
      'BARRIAL-C.COM.POZUELO EL',
      'El Barrial-C.Com.Pozuelo',
    ]);
    expect([tableName('29'), nameOf('5-29')]).toEqual(['ESCORIAL, EL', 'El Escorial']);
    const inverted = /(?:,|\s)(?:EL|LA|LOS|LAS)$/i;
    const texts = [
      ...allStops().map((stop) => stop.name),
      ...allLines().map((line) => line.name),
      ...allItineraries().map((itinerary) => itinerary.headsign),
    ];
    expect(texts.filter((text) => inverted.test(text))).toEqual([]);
  });

  it('writes the Metro, Metro Ligero and Cercanías names CRTM gives in capitals in title case, codes kept', () => {
    const metroName = (id: string) =>
      table('crtm-m4-metro-20250220/stops.txt').find((row) => row.stop_id === id)?.stop_name;
    const nameOf = (code: string) => stopAt(network, stopIndexOf(network, code)).name;
    expect([metroName('par_4_1'), nameOf('4-1')]).toEqual(['PLAZA DE CASTILLA', 'Plaza de Castilla']);
    expect([metroName('par_4_12'), nameOf('4-12')]).toEqual(['SOL', 'Sol']);
    expect([metroName('par_4_285'), nameOf('4-285')]).toEqual(['AEROPUERTO T-4', 'Aeropuerto T-4']);
    expect(nameOf('4-57')).toBe('Alonso Martínez');
    expect(stopNames()).toContain('Alfonso XIII');
    expect(stopNames()).toContain('Ramón y Cajal');
    // Headsigns too; route names were in lower case already and stay as published.
    expect(allItineraries().find((itinerary) => itinerary.code === '4-1:1')?.headsign).toBe(
      'Pinar de Chamartín',
    );
    expect(lineByCode('4-1')?.name).toBe('Pinar de Chamartín-Valdecarros');
    // Every stop of those feeds has a name in lower case now; EMT's names and the buses' stay as published.
    const capitals = titledStops()
      .map((stop) => stop.name)
      .filter((name) => !/\p{Ll}/u.test(name));
    expect(capitals).toEqual([]);
    expect(lineByCode('6-1')?.name).toBe('CRISTO REY-PROSPERIDAD');
    expect(nameOf('09568')).toBe('ESTACIÓN-EST.ARANJUEZ');
  });

  it('gives a name in capitals only the accents a real spelling of it elsewhere in the data has', async () => {
    // The Metro feed writes TETUAN and ODONNELL; EMT's stops spell "Tetuán", CRTM's Metro table "O'DONNELL".
    const nameOf = (code: string) => stopAt(network, stopIndexOf(network, code)).name;
    expect(
      table('crtm-m4-metro-20250220/stops.txt').find((row) => row.stop_id === 'par_4_3')?.stop_name,
    ).toBe('TETUAN');
    expect(table('crtm-m6-emt-20230331/stops.txt').some((row) => row.stop_name?.includes('Tetuán'))).toBe(
      true,
    );
    expect(nameOf('4-3')).toBe('Tetuán');
    expect(
      table('crtm-open-data-tables-20260529/Metro_stations.csv').some(
        (row) => row.DENOMINACION === "O'DONNELL",
      ),
    ).toBe(true);
    expect(stopNames()).toContain("O'Donnell");
    // No accent is invented: each accented word of a title-cased name is written so by some text of the data.
    const written = new Set<string>();
    const addWords = (text: string | undefined) => {
      for (const word of text?.toUpperCase().match(/[\p{L}\p{M}]+/gu) ?? []) written.add(word);
    };
    for (const file of [
      'crtm-m4-metro-20250220/stops.txt',
      'crtm-m4-metro-20250220/routes.txt',
      'crtm-m10-metro-ligero-20250220/stops.txt',
      'crtm-m10-metro-ligero-20250220/routes.txt',
      'crtm-m5-cercanias-20240717/stops.txt',
      'crtm-m5-cercanias-20240717/routes.txt',
      'crtm-m6-emt-20230331/stops.txt',
      'crtm-m6-emt-20230331/routes.txt',
      'crtm-open-data-tables-20260529/Metro_stations.csv',
      'crtm-open-data-tables-20260529/Train_stations.csv',
      'crtm-open-data-tables-20260529/Tram_stations.csv',
      'crtm-open-data-tables-20260529/Train_itineraries.csv',
    ]) {
      for (const row of table(file)) Object.values(row).forEach(addWords);
    }
    for (const zipped of ['crtm-emt-extract-2025', 'crtm-interurban-urban-extract-2025']) {
      for (const row of await zippedStops(zipped)) Object.values(row).forEach(addWords);
    }
    const invented = titledStops()
      .map((stop) => stop.name)
      .flatMap((name) => name.toUpperCase().match(/[\p{L}\p{M}]+/gu) ?? [])
      .filter((word) => word.normalize('NFD').length > word.length && !written.has(word));
    expect(invented).toEqual([]);
  });

  it('labels each direction of a circular line by its platform, as Metro signs it, not one terminus both ways', () => {
    const headsignsOf = (lineCode: string) =>
      itinerariesOfLine(lineByCode(lineCode)).map((itinerary) => [itinerary.direction, itinerary.headsign]);
    const trips = table('crtm-m4-metro-20250220/trips.txt');
    const labels = (routeId: string) =>
      [0, 1].map((direction) => {
        const own = trips.filter((t) => t.route_id === routeId && t.direction_id === String(direction));
        // Both directions run from LAGUNA round to LAGUNA: the headsign cannot tell them apart.
        expect(new Set(own.map((t) => t.trip_headsign))).toEqual(
          new Set([routeId === '4__6___' ? 'LAGUNA' : 'PUERTA DEL SUR']),
        );
        return [direction, own[0]?.trip_short_name];
      });
    expect(labels('4__6___')).toEqual([
      [0, 'CIRCULAR (ANDEN-1)'],
      [1, 'CIRCULAR (ANDEN-2)'],
    ]);
    expect(labels('4__12___')).toEqual([
      [0, 'METROSUR (ANDEN-1)'],
      [1, 'METROSUR (ANDEN-2)'],
    ]);
    expect(headsignsOf('4-6')).toEqual([
      [0, 'Circular · Andén 1'],
      [1, 'Circular · Andén 2'],
    ]);
    // routes.txt spells line 12 "MetroSur".
    expect(headsignsOf('4-12')).toEqual([
      [0, 'MetroSur · Andén 1'],
      [1, 'MetroSur · Andén 2'],
    ]);
    // CRTM's bus extract heads both directions of urban line 1 of Aranjuez with one stop, ESTACIÓN-EST.ARANJUEZ; its
    // trips say "1 ARBOLEDA DE LA REINA" one way and "1 EST. ARANJUEZ" the other.
    const aranjuez1 = `9-${compiled.registry.get('lines', 'crtm-urban:9__1__013_')}`;
    expect(headsignsOf(aranjuez1)).toEqual([
      [0, 'ARBOLEDA DE LA REINA'],
      [1, 'EST. ARANJUEZ'],
    ]);
  });

  it("says on the stop board which way a circular line's train goes, not LAGUNA both ways (Metro 6 and 12)", () => {
    const day = dayOf(2025, 3, 12);
    // Príncipe Pío (4-127) on line 6, Getafe Central (4-226) on line 12.
    for (const [stop, lineCode, name] of [
      ['4-127', '4-6', 'Circular'],
      ['4-226', '4-12', 'MetroSur'],
    ] as const) {
      const departures = departuresOfServiceDay(network, stop, day).filter((d) => d.lineCode === lineCode);
      expect(departures.length).toBeGreaterThan(100);
      expect(new Set(departures.map((d) => `${d.direction} ${d.headsign}`))).toEqual(
        new Set([`0 ${name} · Andén 1`, `1 ${name} · Andén 2`]),
      );
    }
  });

  it("keeps Cercanías C-8a and C-8b apart as CRTM's itinerary table has them, where the GTFS merges them as C8", () => {
    const itineraries = table('crtm-open-data-tables-20260529/Train_itineraries.csv');
    const codesOf = (label: string) => [
      ...new Set(
        itineraries.filter((row) => row.NUMEROLINEAUSUARIO === label).map((row) => row.CODIGOITINERARIO),
      ),
    ];
    expect(table('crtm-m5-cercanias-20240717/routes.txt').map((row) => row.route_short_name)).toContain('C8');
    const itinerariesOf = (number: string) =>
      itinerariesOfLine(allLines().find((line) => line.number === number)).map((itinerary) => [
        itinerary.code.split(':')[2],
        itinerary.headsign,
      ]);
    expect(allLines().map((line) => line.number)).not.toContain('C8');
    expect(itinerariesOf('C8A')).toEqual([
      [codesOf('C-8a')[0], 'Santa María de la Alameda'],
      [codesOf('C-8a')[1], 'Guadalajara'],
    ]);
    expect(itinerariesOf('C8B')).toEqual([
      [codesOf('C-8b')[0], 'Cercedilla'],
      [codesOf('C-8b')[1], 'Guadalajara'],
    ]);
    // C-8b is the GTFS route C8 (CRTM codes it "C8") and keeps its line code; C-4a and C-4b stay apart as before.
    expect(allLines().find((line) => line.number === 'C8B')?.code).toBe('5-8');
    expect(itinerariesOf('C4A').map(([code]) => code)).toEqual(codesOf('C-4a'));
    expect(itinerariesOf('C4B').map(([code]) => code)).toEqual(codesOf('C-4b'));
  });

  it("says the town of a regional urban line, as CRTM's table names the municipality its route id carries", () => {
    const municipality = (code: string) =>
      table('crtm-open-data-tables-20260529/Train_itineraries.csv').find(
        (row) => `${row.CODIGOPROVINCIA}${row.CODIGOMUNICIPIO}` === code,
      )?.MUNICIPIO;
    const nameOf = (routeId: string) =>
      lineByCode(`9-${compiled.registry.get('lines', `crtm-urban:${routeId}`)}`)?.name;
    // Line 1 of Ciempozuelos (route 9__1__040_); its trips name it only "1 CIRCULAR (FFCC-Pol.Industrial-P.Olimpia)".
    expect(municipality('28040')).toBe('CIEMPOZUELOS');
    expect(nameOf('9__1__040_')).toBe('CIEMPOZUELOS: CIRCULAR (FFCC-Pol.Industrial-P.Olimpia)');
    // The table writes "LEGANES" and "ROZAS DE MADRID, LAS"; riders read LEGANÉS (as the feed spells it) and LAS ROZAS.
    expect(municipality('28074')).toBe('LEGANES');
    expect(nameOf('9__1__074_')).toBe('LEGANÉS: LA FORTUNA');
    expect(municipality('28127')).toBe('ROZAS DE MADRID, LAS');
    expect(nameOf('9__1__127_')).toBe('LAS ROZAS DE MADRID: LAS ROZAS - URB.MOLINO DE LA HOZ');
    // A name that says its town already stays as it is.
    expect(nameOf('9__1_A_005_')).toBe('CIRCULAR ALCALÁ DE HENARES');
  });

  it("lists the municipalities CRTM's itinerary table names, each at the one of its stations nearest their middle", () => {
    const { places } = compiled;
    const rows = table('crtm-open-data-tables-20260529/Train_itineraries.csv');
    const named = new Set(rows.map((row) => `${row.CODIGOPROVINCIA}${row.CODIGOMUNICIPIO}`));
    // Every municipality the table names has a station with a position in the station tables.
    expect(places.municipalities.map((m) => m.code).sort()).toEqual([...named].sort());
    expect(places.municipalities).toHaveLength(36);
    const byCode = (code: string) => places.municipalities.find((m) => m.code === code);
    // The table writes "ALCALA DE HENARES" and "ESCORIAL, EL"; riders read the station table's accents and the article first.
    expect(byCode('28005')).toMatchObject({
      name: 'Alcalá de Henares',
      stationName: 'Alcalá de Henares',
      stationCount: 3,
    });
    expect(byCode('28054')?.name).toBe('El Escorial');
    // Madrid's 291 stations of the three tables; its point stands at one of them, not at a made-up town centre.
    expect(byCode('28079')).toMatchObject({ name: 'Madrid', stationCount: 291 });
    expect(places.landmarks).toEqual([]);
    expect(places.sources.map((source) => source.feedId)).toEqual(['crtm-open-data-tables']);
    expect(places.sources[0]?.attribution).toContain('Consorcio Regional de Transportes de Madrid');
  });

  it("keeps each stop's street address, so the Plaza Castilla EMT stops can be told apart", () => {
    const emt = table('crtm-m6-emt-20230331/stops.txt');
    const plazaCastilla = emt.filter((row) => row.stop_name === 'Plaza Castilla');
    expect(plazaCastilla.length).toBeGreaterThan(8);
    const addressOf = (code: string) => stopAt(network, stopIndexOf(network, code)).address;
    for (const row of plazaCastilla) expect(addressOf(row.stop_code ?? '')).toBe(row.stop_desc);
    expect(new Set(plazaCastilla.map((row) => addressOf(row.stop_code ?? ''))).size).toBeGreaterThan(8);
    expect(addressOf('30')).toBe('Calle de Mateo Inurria 1');
    expect(addressOf('1531')).toBe('Calle de Bravo Murillo 379');
    // The feed pads some with spaces: "Calle   Gran Vía 23".
    expect(addressOf('4-11')).toBe('Calle Gran Vía 23');
  });

  describe('stations: the Metro, Metro Ligero and Cercanías stops riders treat as one place', () => {
    const stopInfoOf = (stop: ReturnType<typeof stationStops>[number]) => {
      const { code, typeCode } = stopAt(network, stop);
      return { code, stopType: typeCode === 5 ? 'Cercanías' : typeCode === 4 ? 'Metro' : 'Metro Ligero' };
    };
    /** A station's stops by code, with the line numbers of each, as the station lists them (Cercanías first). */
    const stationOf = (code: string) => {
      const station = findStation(network, code);
      if (station === undefined) throw new Error(`no station ${code}`);
      return {
        name: stationAt(network, station).name,
        stops: stationStops(network, station).map((stop) => {
          const { code: stopCode, stopType } = stopInfoOf(stop);
          return `${stopCode} ${stopType} ${lineNumbersAt(network, stopCode).join(' ')}`;
        }),
      };
    };
    const stationCodeAt = (stopCode: string) => {
      const station = stationOfStop(network, stopIndexOf(network, stopCode));
      return station === undefined ? undefined : stationAt(network, station).code;
    };

    it('makes Sol one station, E4-12: Cercanías 5-122 (C-3, C-4a, C-4b) and Metro 4-12 (lines 1, 2 and 3)', () => {
      expect(stationOf('E4-12')).toEqual({
        name: 'Sol',
        stops: ['5-122 Cercanías C3 C4A C4B', '4-12 Metro 1 2 3'],
      });
      // The platform codes of Metro Sol are aliases of its stop, so they lead to the station too.
      expect(stationOfStop(network, stopIndexOf(network, '4-48'))).toBe(findStation(network, 'E4-12'));
    });

    it('makes Atocha one station, E4-16: Cercanías 5-11 and Metro 4-16 (line 1, once "Atocha Renfe"); Estación del Arte, once "Atocha", stays apart', () => {
      expect(stationOf('E4-16')).toEqual({
        name: 'Atocha',
        stops: ['5-11 Cercanías C2 C3 C4A C4B C5 C7 C8B C10 C8A', '4-16 Metro 1'],
      });
      expect(stopAt(network, stopIndexOf(network, '4-15')).name).toBe('Estación del Arte');
      expect(stationCodeAt('4-15')).toBeUndefined();
    });

    it('makes Nuevos Ministerios one station, E4-120: Cercanías 5-51 and Metro 4-120 (lines 6, 8 and 10)', () => {
      expect(stationOf('E4-120')).toEqual({
        name: 'Nuevos Ministerios',
        stops: ['5-51 Cercanías C2 C3 C4A C4B C7 C8B C10 C8A', '4-120 Metro 6 8 10'],
      });
    });

    it("puts in one station the stops of every interchange of CRTM's station tables that joins two stations", () => {
      const tables = 'crtm-open-data-tables-20260529';
      const rows = [
        ...table(`${tables}/Metro_stations.csv`).map((row) => ({ row, prefix: '4' })),
        ...table(`${tables}/Train_stations.csv`).map((row) => ({ row, prefix: '5' })),
        ...table(`${tables}/Tram_stations.csv`).map((row) => ({ row, prefix: '10' })),
      ];
      const interchanges = new Map<string, Set<string>>();
      for (const { row, prefix } of rows) {
        if (!row.CODIGOINTERCAMBIADOR || !row.DENOMINACION) continue;
        const key = `${row.MODOINTERCAMBIADOR}_${row.CODIGOINTERCAMBIADOR}`;
        const number = row.CODIGOCTMESTACIONREDMETRO || row.CODIGOESTACION;
        interchanges.set(key, (interchanges.get(key) ?? new Set()).add(`${prefix}-${number}`));
      }
      const joined = [...interchanges.values()].filter((codes) => codes.size >= 2);
      // 32 join two modes; Metro Callao and Santo Domingo are one interchange too (91, 62).
      expect(joined).toHaveLength(33);
      for (const codes of joined) {
        const found = new Set([...codes].map(stationCodeAt));
        expect(found.size, [...codes].join(' ')).toBe(1);
        expect([...found][0], [...codes].join(' ')).toMatch(/^E\d+-\d+$/);
      }
    });

    it("groups 66 rail stops into 33 stations, never a bus stop: Plaza de Castilla's EMT stops under est_90_21 stay stops", () => {
      expect(compiled.report.stations).toEqual({ count: 33, stops: 66 });
      const members = stationIndexes(network).flatMap((station) => stationStops(network, station));
      expect(members).toHaveLength(66);
      expect(members.every((stop) => [4, 5, 10].includes(stopAt(network, stop).typeCode))).toBe(true);
      const plazaCastilla = table('crtm-m6-emt-20230331/stops.txt').filter(
        (row) => row.parent_station === 'est_90_21',
      );
      expect(plazaCastilla.length).toBeGreaterThan(0);
      for (const row of plazaCastilla) expect(stationCodeAt(row.stop_code ?? '')).toBeUndefined();
      // Metro's Plaza de Castilla is one stop of lines 1, 9 and 10, and no other rail stop is there.
      expect(stationCodeAt('4-1')).toBeUndefined();
    });
  });

  it('numbers lines without a numeric short name from the committed registry', () => {
    expect(compiled.report.newCodes).toEqual({ stops: [], lines: [] });
    const numbered = (number: string) =>
      lineIndexes(network)
        .map((line) => lineAt(network, line))
        .find((line) => line.number === number)?.code;
    expect(numbered('C4A')).toBe('5-4');
    expect(numbered('1')).toBe('4-1');
    expect(findLine(network, '4-1')).toBeDefined();
  });

  it(
    'gives byte-identical artifacts when compiled twice',
    async () => {
      const again = await compileCity(city, REPO_ROOT, {
        registry: await CodeRegistry.load(registryPathFor(city, REPO_ROOT)),
      });
      expect(Buffer.from(encodeNetwork(again.network)).equals(Buffer.from(bytes))).toBe(true);
    },
    COMPILE_TIMEOUT_MS,
  );
});
