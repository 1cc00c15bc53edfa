// `pnpm bench`: the planner's figures (issue 11). A benchmark, not a test: nothing is asserted.
//   Networks: the NYC subway plus all its buses (compiled here from ../shared/data/new-york with @transit/gtfs, cached
//   under the OS's temp folder keyed by the inputs' sizes and times), the NYC subway alone and Madrid metro + Metro
//   Ligero (cities/<id>/dist/network.bin, from `pnpm data`).
//   Per network, each in a fresh process (so RSS is the network's): artifact bytes and load time, RSS after load and
//   after the queries, earliest-arrival p50/p95/max over 1,000 random queries and a 2-hour range query p50/p95 over
//   100, on one core (one thread). Targets on NYC subway + buses: EA p50 ≤ 10 ms, p95 ≤ 25 ms; range p50 ≤ 60 ms.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  decodeNetwork,
  footpathsFrom,
  hasScheduledCalls,
  type Network,
  routingTablesOf,
  type StopIndex,
  stopIndexes,
  zonedTimeToEpochMs,
} from '@transit/network';
import { TripCalendar } from '../src/calendar';
import { TravelTimeBounds } from '../src/lowerBound';
import { paretoJourneys, Raptor, type StopWalk } from '../src/raptor';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SHARED_NYC = path.resolve(REPO_ROOT, '../shared/data/new-york');
const EA_QUERIES = Number(process.env['BENCH_PLAN_QUERIES'] ?? 1000);
const RANGE_QUERIES = Number(process.env['BENCH_PLAN_RANGE_QUERIES'] ?? 100);
const ONE_DAY = process.env['BENCH_PLAN_ONE_DAY'] === '1';
const RANGE_WINDOW_SEC = 2 * 3600;
/** The most rides a search may take: 6 transfers (MAX_PLAN_TRANSFERS), the most a rider can ask. */
const MAX_RIDES = 7;
const MIN_CHANGE_SEC = 120;

interface Figures {
  readonly network: string;
  readonly bytes: number;
  readonly stopTimes: number;
  readonly loadMs: number;
  /** The engine's own set-up (new Raptor), and the part of it that builds the lower-bound graph (measured apart). */
  readonly engineMs: number;
  readonly boundsMs: number;
  readonly rssAfterLoad: number;
  readonly rssAfterQueries: number;
  readonly ea: { p50: number; p95: number; max: number; cpuP50: number; cpuP95: number };
  readonly range: { p50: number; p95: number; cpuP50: number; cpuP95: number };
}

/** A small seeded generator, so every run asks the same queries. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The NYC subway and bus zips the bench compiles (the subway's and each borough's bus feed). */
function nycInputs(): string[] {
  const buses = readdirSync(path.join(SHARED_NYC, 'buses'))
    .filter((name) => name.endsWith('.zip'))
    .sort()
    .map((name) => path.join(SHARED_NYC, 'buses', name));
  return [path.join(SHARED_NYC, 'subway-gtfs.zip'), ...buses];
}

/** The compiled NYC subway + buses artifact, cached under os.tmpdir() by the inputs' names, sizes and times. */
function nycAllArtifact(): string {
  const inputs = nycInputs();
  const key = createHash('sha256')
    .update(
      inputs
        .map((file) => {
          const stat = statSync(file);
          return `${path.basename(file)}:${stat.size}:${stat.mtimeMs}`;
        })
        .join('|'),
    )
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), 'transit-planner-bench');
  const file = path.join(dir, `nyc-subway-buses-${key}.bin`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const [subway, ...buses] = inputs;
  // The compile is tooling's (@transit/gtfs sits beside the planner, not below it): a child process, once per input.
  const feeds = [
    `mta-subway=4:${subway}`,
    ...buses.map(
      (zip) =>
        `mta-${path
          .basename(zip, '.zip')
          .replace(/-gtfs$/, '')
          .replace(/_/g, '-')}=9:${zip}`,
    ),
  ];
  const compile = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'tooling/data/src/bin/compileFeeds.ts'),
      'new-york',
      `${file}.part`,
      ...feeds,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], cwd: path.join(REPO_ROOT, 'tooling/data') },
  );
  if (compile.status !== 0) throw new Error(`compiling NYC subway + buses failed: ${compile.stdout}`);
  renameSync(`${file}.part`, file);
  console.log(`NYC subway + buses: ${compile.stdout.trim()} → ${file}`);
  return file;
}

/** A stop and its footpaths' ends, as the planner walks from or to a stop. */
function walksOf(network: Network, stop: StopIndex): StopWalk[] {
  const best = new Map<number, number>([[stop, 0]]);
  for (const walk of footpathsFrom(network, stop)) {
    if (walk.durationSec < (best.get(walk.to) ?? Infinity)) best.set(walk.to, walk.durationSec);
  }
  return [...best].map(([s, durationSec]) => ({ stop: s, durationSec }));
}

/** One network's figures (run in a child process, so that RSS is its own). */
function measure(name: string, file: string): Figures {
  const started = performance.now();
  const bytes = readFileSync(file);
  const network = decodeNetwork(bytes);
  const tables = routingTablesOf(network);
  const loadMs = performance.now() - started;
  const rssAfterLoad = process.memoryUsage().rss;
  const engineStarted = performance.now();
  const raptor = new Raptor(tables, { maxRides: MAX_RIDES, minChangeSec: MIN_CHANGE_SEC });
  const engineMs = performance.now() - engineStarted;
  const boundsStarted = performance.now();
  new TravelTimeBounds(tables);
  const boundsMs = performance.now() - boundsStarted;
  const calendar = new TripCalendar(network);
  const random = mulberry32(20261126);
  const stops = [...stopIndexes(network)].filter((stop) => hasScheduledCalls(network, stop));
  const feeds = network.feeds.filter((feed) => feed.hasTimetable);
  const first = Math.max(...feeds.map((feed) => feed.startDay ?? 0));
  const last = Math.min(...feeds.map((feed) => feed.endDay ?? first));
  const timeZone = feeds[0]?.timeZone ?? 'UTC';
  const query = () => {
    const from = stops[Math.floor(random() * stops.length)] as StopIndex;
    const to = stops[Math.floor(random() * stops.length)] as StopIndex;
    // BENCH_PLAN_ONE_DAY=1 asks every query on one day (the server's case: riders ask about today, whose service
    // tables stay cached), so the figures are the search alone; by default each query is on a random day of the feeds.
    const day = ONE_DAY
      ? first + Math.floor((last - first) / 2)
      : first + Math.floor(random() * (last - first + 1));
    const originEpochMs = zonedTimeToEpochMs(day, Math.floor(random() * 86_400), timeZone);
    return { originEpochMs, access: walksOf(network, from), egress: walksOf(network, to) };
  };
  const run = (windowSec: number) => {
    const { originEpochMs, access, egress } = query();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const slots = calendar.slotsAround(originEpochMs, originEpochMs + windowSec * 1000);
    paretoJourneys(
      raptor.search({
        access,
        egress,
        departFromSec: 0,
        departUntilSec: windowSec,
        maxRides: MAX_RIDES,
        slots,
      }),
    );
    const wall = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  for (let i = 0; i < 20; i += 1) run(0); // warm-up
  const eaRuns = Array.from({ length: EA_QUERIES }, () => run(0));
  const rangeRuns = Array.from({ length: RANGE_QUERIES }, () => run(RANGE_WINDOW_SEC));
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const ea = sorted(eaRuns.map((r) => r.wall));
  const eaCpu = sorted(eaRuns.map((r) => r.cpu));
  const range = sorted(rangeRuns.map((r) => r.wall));
  const rangeCpu = sorted(rangeRuns.map((r) => r.cpu));
  return {
    network: name,
    bytes: bytes.byteLength,
    stopTimes: tables.arrivalSec.length,
    loadMs,
    engineMs,
    boundsMs,
    rssAfterLoad,
    rssAfterQueries: process.memoryUsage().rss,
    ea: {
      p50: percentile(ea, 50),
      p95: percentile(ea, 95),
      max: ea.at(-1) ?? Number.NaN,
      cpuP50: percentile(eaCpu, 50),
      cpuP95: percentile(eaCpu, 95),
    },
    range: {
      p50: percentile(range, 50),
      p95: percentile(range, 95),
      cpuP50: percentile(rangeCpu, 50),
      cpuP95: percentile(rangeCpu, 95),
    },
  };
}

function main(): void {
  const [mode, name, file] = process.argv.slice(2);
  if (mode === '--measure' && name && file) {
    console.log(JSON.stringify(measure(name, file)));
    return;
  }
  const networks: [string, string][] = [
    ['NYC subway + buses', nycAllArtifact()],
    ['NYC subway', path.join(REPO_ROOT, 'cities/new-york/dist/network.bin')],
    ['Madrid metro + ML', path.join(REPO_ROOT, 'cities/madrid/dist/network.bin')],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [label, artifact] of networks) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--measure', label, artifact],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
    );
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{'))
      throw new Error(`measuring ${label} failed: ${child.stdout}`);
    const figures = JSON.parse(line) as Figures;
    rows.push({
      network: figures.network,
      'stop times': figures.stopTimes,
      artifact: mib(figures.bytes),
      load: ms(figures.loadMs),
      'engine set-up (bounds graph)': `${ms(figures.engineMs)} (${ms(figures.boundsMs)})`,
      'RSS loaded': mib(figures.rssAfterLoad),
      'RSS after': mib(figures.rssAfterQueries),
      'EA p50': ms(figures.ea.p50),
      'EA p95': ms(figures.ea.p95),
      'EA max': ms(figures.ea.max),
      'EA CPU p50/p95': `${ms(figures.ea.cpuP50)} / ${ms(figures.ea.cpuP95)}`,
      'range 2 h p50': ms(figures.range.p50),
      'range 2 h p95': ms(figures.range.p95),
      'range CPU p50/p95': `${ms(figures.range.cpuP50)} / ${ms(figures.range.cpuP95)}`,
    });
  }
  // Wall times are what a rider waits on an idle core; CPU times (the process's user + system) show the same work
  // on a machine busy with other processes, where wall times are not the engine's.
  console.log(
    `load average while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `\n## Planner (RAPTOR, one core): ${EA_QUERIES} earliest-arrival queries and ${RANGE_QUERIES} 2-hour range queries, up to 6 transfers (the most a rider can ask)`,
  );
  console.table(rows);
}

main();
