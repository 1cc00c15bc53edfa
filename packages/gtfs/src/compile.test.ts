import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  dayOf,
  decodeNetwork,
  encodeNetwork,
  findFeed,
  footpathsFrom,
  formatGtfsTime,
  itineraryAt,
  itineraryIndexes,
  itineraryStops,
  lineAt,
  lineIndexes,
  type Network,
  networkSize,
  serviceAt,
  serviceIndexOf,
  shapePoints,
  stopAt,
  stopIndexes,
  tripId,
  tripIndexes,
} from '@transit/network';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity } from './compile';
import { GtfsError } from './errors';
import {
  departuresOfServiceDay,
  fixturePath,
  lineNumbersAt,
  REPO_ROOT,
  stopIndexOf,
  testCity,
} from './testing';

const TINY = testCity([{ id: 'tiny', transportTypeCode: 4 }]);
const registryPath = () => path.join(tmpdir(), `codes-${process.pid}-${Math.random()}.json`);

function compileTiny(registry = new CodeRegistry(registryPath())): Promise<CompileResult> {
  return compileCity(TINY, REPO_ROOT, { sourceOverrides: { tiny: fixturePath('tiny') }, registry });
}

const clock = (seconds: readonly number[]) => seconds.map(formatGtfsTime);

describe('compileCity on a small feed', () => {
  let result: CompileResult;
  let network: Network;
  beforeAll(async () => {
    result = await compileTiny();
    network = result.network;
  });

  it('reports each bad row as file:line: reason and compiles the rest', () => {
    expect(result.report.feeds[0]?.badRows).toEqual([
      "stops.txt:8: stop_lat: expected a number (got 'not-a-number')",
      "shapes.txt:5: shape_pt_sequence: expected a whole number (got '2.5')",
      "stop_times.txt:15: stop_id 'GHOST' is not a boarding stop in stops.txt",
      "trips.txt:7: route_id 'NOPE' is not in routes.txt",
    ]);
    expect(result.report.badRowCount).toBe(4);
    expect(networkSize(network).trips).toBe(10);
  });

  it('makes a station with platforms one stop, numbers digit ids directly and others from the registry', () => {
    const stops = stopIndexes(network).map((stop) => stopAt(network, stop));
    expect(stops.map((stop) => stop.code)).toEqual(['4-2001', '4-2002', '4-2003', '4-2004']);
    expect(stops.map((stop) => stop.name)).toEqual([
      'Plaza\r\nMayor',
      'Central "Main" Station',
      'End of the line',
      'Park',
    ]);
    expect(stops[1]?.wheelchair).toBe('accessible');
    expect(result.report.newCodes).toEqual({
      stops: ['tiny:CEN', 'tiny:END', 'tiny:PARK'],
      lines: ['tiny:RX'],
    });
    const lines = lineIndexes(network).map((line) => lineAt(network, line));
    expect(lines.map((line) => line.code)).toEqual(['4-1', '4-2']);
    expect(lines.map((line) => line.colour)).toEqual(['00AA00', '']);
    expect(lineNumbersAt(network, '4-2002')).toEqual(['1', 'X']);
  });

  it('keeps a number the registry gave, and numbers new ids above every number in use', async () => {
    const registry = new CodeRegistry(registryPath(), { stops: { 'tiny:PARK': 7 }, lines: {} });
    const { network: renumbered } = await compileTiny(registry);
    const stops = stopIndexes(renumbered).map((stop) => stopAt(renumbered, stop));
    expect(stops.map((stop) => stop.code)).toEqual(['4-7', '4-2001', '4-2002', '4-2003']);
    expect(stops[0]?.name).toBe('Park');
    expect(registry.addedKeys('stops')).toEqual(['tiny:CEN', 'tiny:END']);
  });

  it('reads service days from calendar.txt and calendar_dates.txt, and the feed span from both', () => {
    expect(network.feeds[0]).toMatchObject({
      startDay: dayOf(2025, 1, 6),
      endDay: dayOf(2025, 7, 5),
      timeZone: 'Europe/Madrid',
      hasTimetable: true,
    });
    const tiny = findFeed(network, 'tiny');
    const weekday = tiny === undefined ? undefined : serviceIndexOf(network, tiny, 'WK');
    expect(weekday === undefined ? undefined : serviceAt(network, weekday).weekdays).toBe(0b0011111);
  });

  it('gives the platform of each visit, interpolates untimed stops and keeps times past 24:00', () => {
    const wednesday = dayOf(2025, 3, 5);
    const atCentral = departuresOfServiceDay(network, '4-2002', wednesday);
    expect(atCentral.map((d) => `${formatGtfsTime(d.seconds)} ${d.lineCode} ${d.platform ?? '-'}`)).toEqual([
      '06:00:00 4-2 A',
      '06:15:00 4-2 A',
      '06:30:00 4-2 A',
      '06:45:00 4-2 A',
      '08:00:00 4-1 A',
      '24:30:00 4-1 A',
    ]);
    expect(clock(departuresOfServiceDay(network, '4-2004', wednesday).map((d) => d.seconds))).toEqual([
      '08:13:00',
      '09:10:00',
    ]);
  });

  it('expands frequencies.txt: exact_times empty gives headway-based trips, 1 gives ordinary ones', () => {
    const wednesday = departuresOfServiceDay(network, '4-2002', dayOf(2025, 3, 5));
    expect(wednesday.filter((d) => d.lineCode === '4-2').every((d) => d.isHeadwayBased)).toBe(true);
    const saturday = departuresOfServiceDay(network, '4-2002', dayOf(2025, 3, 8));
    expect(clock(saturday.map((d) => d.seconds))).toEqual(['10:00:00', '10:20:00', '10:40:00']);
    expect(saturday.some((d) => d.isHeadwayBased)).toBe(false);
    const tripIds = tripIndexes(network).map((trip) => tripId(network, trip));
    expect(tripIds).toContain('F1@10:20:00');
    expect(tripIds).not.toContain('F1');
  });

  it('runs the holiday timetable on a day calendar_dates swaps', () => {
    const mayDay = departuresOfServiceDay(network, '4-2002', dayOf(2025, 5, 1));
    expect(clock(mayDay.map((d) => d.seconds))).toEqual(['10:00:00', '10:20:00', '10:40:00']);
    const nextThursday = departuresOfServiceDay(network, '4-2002', dayOf(2025, 5, 8));
    expect(nextThursday).toHaveLength(6);
  });

  it('picks per line and direction the stop sequence most trips run, with its shape and headsign', () => {
    const itineraries = itineraryIndexes(network).map((itinerary) => itineraryAt(network, itinerary));
    const stopsOf = (i: number) =>
      itineraryStops(network, itineraryIndexes(network)[i]!).map((stop) => stopAt(network, stop).code);
    expect(itineraries.map((itinerary) => itinerary.code)).toEqual(['4-1:0', '4-1:1', '4-2:0']);
    expect(stopsOf(0)).toEqual(['4-2002', '4-2001', '4-2004', '4-2003']);
    expect(itineraries.map((itinerary) => itinerary.headsign)).toEqual([
      'End of the line',
      'Central',
      'End of the line',
    ]);
    const shape = itineraries[0]?.shape;
    expect(shape).toBe(0);
    // The shape's second point lies a metre from the first: thinning drops it.
    expect(shape === undefined ? [] : shapePoints(network, shape)).toHaveLength(2);
    expect(itineraries[1]?.shape).toBeUndefined();
  });

  it("uses transfers.txt's min_transfer_time for a walk between stops", () => {
    const from = stopIndexOf(network, '4-2002');
    const to = stopIndexOf(network, '4-2001');
    expect(footpathsFrom(network, from).find((walk) => walk.to === to)?.durationSec).toBe(120);
  });

  it('is deterministic and survives the artifact codec', async () => {
    const again = await compileTiny();
    const bytes = encodeNetwork(network);
    expect(encodeNetwork(again.network)).toEqual(bytes);
    const codes = (of: Network) => stopIndexes(of).map((stop) => stopAt(of, stop).code);
    expect(codes(decodeNetwork(bytes))).toEqual(codes(network));
  });
});

describe('compileCity errors', () => {
  it('fails with a coded error naming a required file the feed lacks', async () => {
    const error = await compileCity(TINY, REPO_ROOT, {
      sourceOverrides: { tiny: fixturePath('no-stops') },
      registry: new CodeRegistry(registryPath()),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ code: 'GTFS_FILE_MISSING' });
    expect((error as GtfsError).message).toMatch(/no-stops has no stops\.txt/);
  });

  it('fails with a coded error naming an archive it cannot read', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-compile-'));
    const file = path.join(folder, 'feed.zip');
    await writeFile(file, 'PK but not really a zip');
    const error = await compileCity(TINY, REPO_ROOT, {
      sourceOverrides: { tiny: file },
      registry: new CodeRegistry(registryPath()),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'GTFS_ARCHIVE_UNREADABLE' });
    expect((error as GtfsError).message).toContain('feed.zip cannot be read as a zip archive');
  });
});
