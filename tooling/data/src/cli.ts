import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type City, ProductError } from '@transit/core';
import {
  CodeRegistry,
  type CompileReport,
  compileCity,
  registryPathFor,
  SAME_NAME_WALK_M,
} from '@transit/gtfs';
import { encodeNetwork, placesFileSchema } from '@transit/network';
import { downloadFeeds } from './download';

export interface DataCommandOptions {
  readonly repoRoot: string;
  /** Every city config of the repository (cities/<id>/city.ts), validated. */
  readonly cities: readonly City[];
  readonly fetch?: typeof fetch;
  /** Where a line of output goes (stdout by default). */
  readonly print?: (line: string) => void;
}

/** A city that shows another's network whose config does not match that city's (`pnpm data` stops with it). */
export class CityNetworkError extends ProductError<'CITY_NETWORK_MISMATCH'> {
  override readonly name = 'CityNetworkError';
}

/** What `pnpm data` wrote for one city. */
export interface CityBuild {
  readonly cityId: string;
  readonly artifactPath: string;
  readonly artifactBytes: number;
  /** Wall-clock seconds of the compile (reading, mapping, building, encoding). */
  readonly seconds: number;
  readonly report: CompileReport;
}

const USAGE = `Usage: pnpm data [--city <id>]... [--download <id>] [--verbose]
  Compiles every city with feeds into cities/<id>/dist/network.bin (and its places, dist/places.json) from the
  committed snapshots. A city that shows another's network (networkOf) is not compiled: its feeds are checked to be
  that city's.
  --city <id>       only this city (repeatable)
  --download <id>   fetch the city's feeds from their official URLs and compile from them instead
  --verbose         list every bad row, not only the first few of each feed`;

/** Bad rows and warnings shown per feed unless --verbose. */
const SHOWN_PER_FEED = 3;

const pad = (value: string | number, width: number) => String(value).padStart(width);

function summaryOf(build: CityBuild): string {
  const feeds = build.report.feeds;
  const sum = (pick: (feed: (typeof feeds)[number]) => number) =>
    feeds.reduce((total, feed) => total + pick(feed), 0);
  return [
    build.cityId.padEnd(17),
    pad(feeds.length, 5),
    pad(
      sum((f) => f.stops),
      7,
    ),
    pad(
      sum((f) => f.lines),
      6,
    ),
    pad(
      sum((f) => f.patterns),
      8,
    ),
    pad(
      sum((f) => f.trips),
      7,
    ),
    pad(
      sum((f) => f.stopTimes),
      10,
    ),
    pad(build.report.badRowCount, 8),
    pad(build.artifactBytes, 11),
    pad(build.seconds.toFixed(1), 7),
  ].join(' ');
}

const HEADER = [
  'city'.padEnd(17),
  pad('feeds', 5),
  pad('stops', 7),
  pad('lines', 6),
  pad('patterns', 8),
  pad('trips', 7),
  pad('stop times', 10),
  pad('bad rows', 8),
  pad('bytes', 11),
  pad('seconds', 7),
].join(' ');

function detailsOf(report: CompileReport, isVerbose: boolean): string[] {
  const lines: string[] = [
    `  stations: ${report.stations.count}, grouping ${report.stations.stops} rail stops (a shared parent station or CRTM interchange, or one name within ${SAME_NAME_WALK_M} m)`,
  ];
  for (const feed of report.feeds) {
    const timetable = feed.hasTimetable ? 'timetable' : 'no timetable';
    lines.push(
      `  ${feed.feedId}: ${feed.stops} stops (${feed.stopsWithLines} with lines), ${feed.lines} lines, ${feed.itineraries} itineraries (${feed.itinerariesWithStops} with stops), ${feed.trips} trips, ${timetable}, ${feed.badRows.length} bad rows (${feed.source})`,
    );
    const records = feed.stopLineRecords;
    if (records) {
      lines.push(
        `    stop lines: ${records.records} records, ${records.matched} matched at ${records.stops} stops, ${records.unknownStop} naming an unknown stop, ${records.unknownLine} an unknown line`,
      );
    }
    const shown = isVerbose ? feed.badRows : feed.badRows.slice(0, SHOWN_PER_FEED);
    for (const row of shown) lines.push(`    bad row ${row}`);
    if (shown.length < feed.badRows.length)
      lines.push(`    … ${feed.badRows.length - shown.length} more bad rows`);
    for (const warning of isVerbose ? feed.warnings : feed.warnings.slice(0, SHOWN_PER_FEED)) {
      lines.push(`    warning: ${warning}`);
    }
  }
  return lines;
}

/**
 * Checks a city that shows another's network (City.networkOf) against that city: it must be one of the repository's
 * and list the same feeds (by id, in any order), since the artifact the API serves for both is compiled from that
 * city's. Undefined when it matches (or has no networkOf); else the coded error.
 */
export function checkSharedNetwork(
  city: City,
  known: ReadonlyMap<string, City>,
): CityNetworkError | undefined {
  if (city.networkOf === undefined) return undefined;
  const owner = known.get(city.networkOf);
  if (owner === undefined) {
    return new CityNetworkError(
      'CITY_NETWORK_MISMATCH',
      `${city.id} shares the network of '${city.networkOf}', which is not a city of the repository.`,
    );
  }
  const idsOf = (of: City) => of.feeds.map((feed) => feed.id).sort();
  const own = idsOf(city);
  const theirs = idsOf(owner);
  if (own.length === theirs.length && own.every((id, index) => id === theirs[index])) return undefined;
  return new CityNetworkError(
    'CITY_NETWORK_MISMATCH',
    `${city.id} shares the network of '${owner.id}' but lists other feeds: ${own.join(', ') || 'none'} (${owner.id}: ${theirs.join(', ') || 'none'}).`,
  );
}

/**
 * `pnpm data`: compiles each selected city into cities/<id>/dist/network.bin, extends the code registries with the
 * numbers new ids were given, and prints per city its feeds, stops, lines, patterns, trips, stop times, bad rows,
 * artifact bytes and seconds. A city that shows another's network (networkOf) is not compiled: its feeds are checked
 * against that city's (a mismatch fails, as a compile does) and one line says whose artifact it shares. Returns the
 * process exit code (0 done, 1 a compile or a shared-network check failed, 2 bad arguments).
 */
export async function runDataCommand(args: readonly string[], options: DataCommandOptions): Promise<number> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  let values: { city?: string[]; download?: string; verbose?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        city: { type: 'string', multiple: true },
        download: { type: 'string' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const known = new Map<string, City>(options.cities.map((city) => [city.id, city]));
  const wanted = values.download === undefined ? values.city : [values.download];
  for (const id of wanted ?? []) {
    if (!known.has(id)) {
      print(`Unknown city '${id}'. Cities: ${[...known.keys()].sort().join(', ')}`);
      return 2;
    }
  }
  const chosen = (wanted ? wanted.map((id) => known.get(id) as City) : [...options.cities]).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const sharing = chosen.flatMap((city) =>
    city.networkOf === undefined ? [] : [{ city, networkOf: city.networkOf }],
  );
  const selected = chosen.filter((city) => city.networkOf === undefined && city.feeds.length > 0);

  // Checked before any compile: a mismatch is a config mistake, told in a moment rather than after the compiles.
  for (const { city } of sharing) {
    const mismatch = checkSharedNetwork(city, known);
    if (mismatch !== undefined) {
      print(`${city.id}: failed: ${mismatch.toString()}`);
      return 1;
    }
  }

  const registries = new Map<string, CodeRegistry>();
  const builds: CityBuild[] = [];
  print(HEADER);
  for (const city of selected) {
    let folder: string | undefined;
    try {
      const started = performance.now();
      let sourceOverrides: Record<string, string> | undefined;
      if (values.download !== undefined) {
        folder = await mkdtemp(path.join(tmpdir(), `transit-${city.id}-`));
        const downloaded = await downloadFeeds(city, folder, options.fetch);
        sourceOverrides = downloaded.sourceOverrides;
        for (const note of downloaded.notes) print(`  ${note}`);
      }
      const registryPath = registryPathFor(city, options.repoRoot);
      const registry = registries.get(registryPath) ?? (await CodeRegistry.load(registryPath));
      registries.set(registryPath, registry);
      const { network, report, places } = await compileCity(city, options.repoRoot, {
        registry,
        ...(sourceOverrides ? { sourceOverrides } : {}),
      });
      const bytes = encodeNetwork(network);
      const artifactPath = path.join(options.repoRoot, 'cities', city.id, 'dist', 'network.bin');
      await mkdir(path.dirname(artifactPath), { recursive: true });
      await writeFile(artifactPath, bytes);
      // The planner's offline place search reads it beside the artifact (checked against its schema first).
      const placesPath = path.join(path.dirname(artifactPath), 'places.json');
      await writeFile(placesPath, `${JSON.stringify(placesFileSchema.parse(places), null, 1)}\n`);
      if (registry.hasChanges) await registry.save();
      const build: CityBuild = {
        cityId: city.id,
        artifactPath,
        artifactBytes: bytes.byteLength,
        seconds: (performance.now() - started) / 1000,
        report,
      };
      builds.push(build);
      print(summaryOf(build));
      for (const line of detailsOf(report, values.verbose === true)) print(line);
    } catch (error) {
      const message = error instanceof ProductError ? error.toString() : String(error);
      print(`${city.id}: failed: ${message}`);
      return 1;
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }
  for (const { city, networkOf } of sharing) {
    print(
      `${city.id}: not compiled: it shares the artifact of '${networkOf}' (cities/${networkOf}/dist/network.bin)`,
    );
  }
  const newCodes = [...registries.values()].flatMap((registry) => [
    ...registry.addedKeys('stops'),
    ...registry.addedKeys('lines'),
  ]);
  if (newCodes.length > 0) {
    print(`Code registries gained ${newCodes.length} numbers: ${[...registries.keys()].join(', ')}`);
  }
  return 0;
}
