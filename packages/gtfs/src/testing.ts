// Helpers the tests share: loading the real city configs, and reading a compiled network the way riders ask it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type City,
  type CityFeed,
  getProject,
  MADRID_CLIENT_POLICY,
  OPENSTREETMAP_TILES,
  parseCity,
} from '@transit/core';
import {
  findStop,
  lineAt,
  linesAt,
  type Network,
  scheduledDepartures,
  serviceDayStartEpochMs,
  stopAt,
  type StopIndex,
} from '@transit/network';
import yazl from 'yazl';

/** The repository root (this file is packages/gtfs/src/testing.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A real city config, loaded by path: the cities sit beside this package's layer, so it may not import them. */
export async function loadCity(id: string): Promise<City> {
  const module = (await import(pathToFileURL(path.join(REPO_ROOT, 'cities', id, 'city.ts')).href)) as {
    default?: unknown;
  };
  const parsed = parseCity(module.default);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

/** A small GTFS feed written for the tests (test/fixtures/<name>). */
export const fixturePath = (name: string) => path.join(REPO_ROOT, 'packages/gtfs/test/fixtures', name);

/** A valid city config around the given feeds (the New York project, whose data folder the feeds claim). */
export function testCity(feeds: readonly Partial<CityFeed>[]): City {
  const parsed = parseCity({
    id: 'new-york',
    project: getProject('new-york'),
    webApp: { description: 'A test city.', themeColour: '#1565c0', backgroundColour: '#ffffff' },
    clientPolicy: MADRID_CLIENT_POLICY,
    languages: ['en'],
    defaultLocale: 'en',
    defaultTheme: 'V2_LightBlue',
    map: {
      centre: { lat: 40.4, lon: -3.7 },
      bounds: { south: 40, west: -4, north: 41, east: -3 },
      placeSearchBounds: { south: 40, west: -4, north: 41, east: -3 },
      defaultZoom: 14,
      ...OPENSTREETMAP_TILES,
    },
    contactEmail: 'hola@example.org',
    apiBase: '/api/test',
    timeZone: 'Europe/Madrid',
    feeds: feeds.map((feed, i) => ({
      id: `feed-${i}`,
      transportTypeCode: 4,
      name: `Test feed ${i}`,
      kind: 'gtfs',
      officialUrl: 'https://example.org/feed.zip',
      snapshotPath: `cities/new-york/data/test-${i}`,
      hasTimetable: true,
      attribution: 'Test',
      ...feed,
    })),
  });
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

export function stopIndexOf(network: Network, code: string): StopIndex {
  const index = findStop(network, code);
  if (index === undefined) throw new Error(`no stop ${code}`);
  return index;
}

/** The line numbers riders see at a stop, sorted as the network lists them. */
export function lineNumbersAt(network: Network, code: string): string[] {
  return linesAt(network, stopIndexOf(network, code)).map((line) => lineAt(network, line).number);
}

export interface DepartureAt {
  readonly lineCode: string;
  readonly direction: number;
  /** Where the trip says it goes. */
  readonly headsign: string;
  /** Seconds after the service day's noon minus 12 h (GTFS time). */
  readonly seconds: number;
  readonly platform: string | undefined;
  readonly isHeadwayBased: boolean;
}

/** Every scheduled departure of a stop that belongs to one service day, earliest first. */
export function departuresOfServiceDay(network: Network, code: string, day: number): DepartureAt[] {
  const stop = stopIndexOf(network, code);
  const timeZone = network.feeds[stopAt(network, stop).feed]?.timeZone ?? 'UTC';
  const base = serviceDayStartEpochMs(day, timeZone);
  const { departures } = scheduledDepartures(network, {
    stop,
    fromEpochMs: base,
    windowSec: 36 * 3600,
    limit: 100_000,
  });
  return departures
    .filter((departure) => departure.serviceDay === day)
    .map((departure) => ({
      lineCode: lineAt(network, departure.line).code,
      direction: departure.direction,
      headsign: departure.headsign,
      seconds: Math.round((departure.departureEpochMs - base) / 1000),
      platform: departure.platform,
      isHeadwayBased: departure.isHeadwayBased,
    }));
}

/** Writes a zip of the given files (name → text) to a new temporary folder and returns its path. */
export async function writeZip(files: Readonly<Record<string, string>>, name = 'feed.zip'): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-test-'));
  const zip = new yazl.ZipFile();
  for (const [file, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), file);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const file = path.join(folder, name);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}
