// The whole Madrid compile, on the real CRTM snapshots in cities/madrid/data. Compiled once for the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { City } from '@transit/core';
import {
  dayOf,
  decodeNetwork,
  encodeNetwork,
  findLine,
  findStop,
  itineraryAt,
  itineraryIndexes,
  itineraryStops,
  lineAt,
  lineIndexes,
  type Network,
  parseDay,
  parseGtfsTime,
  scheduledDepartures,
  stopAt,
  weekdayOf,
} from '@transit/network';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity, registryPathFor } from './compile';
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
  readonly NUMEROLINEAUSUARIO?: string;
}
/** Reads a snapshot table directly (not through the compiler), to check the compiler against it. */
const table = (file: string): Row[] =>
  parse<Row>(readFileSync(path.join(DATA, file)), { columns: true, bom: true, skip_empty_lines: true });

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
    const routes = new Set(table('crtm-m5-cercanias-20240717/routes.txt').map((row) => row.route_short_name));
    const expected = new Set(
      table('crtm-open-data-tables-20260529/Train_itineraries.csv')
        .filter((row) => row.CODIGOESTACION === '11')
        .map((row) => (row.NUMEROLINEAUSUARIO ?? '').replace('-', '').toUpperCase())
        .map((number) => (routes.has(number) ? number : number.replace(/[A-Z]$/, ''))),
    );
    expect([...expected].sort()).toEqual(['C10', 'C2', 'C3', 'C4A', 'C4B', 'C5', 'C7', 'C8']);
    expect(new Set(lineNumbersAt(network, '5-11'))).toEqual(expected);
    const atocha = stopIndexOf(network, '5-11');
    expect(network.feeds[stopAt(network, atocha).feed]?.id).toBe('crtm-cercanias');
    expect(
      scheduledDepartures(network, { stop: atocha, fromEpochMs: 0, windowSec: 7200, limit: 60 }).hasTimetable,
    ).toBe(false);
  });

  it('adds the Cercanías stations the GTFS lacks from the station table, in ordered itineraries', () => {
    const escorial = stopIndexOf(network, '5-29');
    expect(stopAt(network, escorial).name).toBe('ESCORIAL, EL');
    expect(network.feeds[stopAt(network, escorial).feed]?.id).toBe('crtm-open-data-tables');
    expect(lineNumbersAt(network, '5-29')).toEqual(['C8']);
    const itineraries = itineraryIndexes(network).map((itinerary) => itineraryAt(network, itinerary));
    const c8 = itineraries.find((itinerary) => itinerary.code.endsWith(':370837'));
    const stations = c8 === undefined ? [] : itineraryStops(network, c8.index);
    expect(stations).toHaveLength(33);
    expect(stations[0] === undefined ? undefined : stopAt(network, stations[0]).code).toBe('5-38');
    expect(c8?.headsign).toBe('SANTA MARÍA DE LA ALAMEDA');
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
