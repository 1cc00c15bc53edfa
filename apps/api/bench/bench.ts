// `pnpm bench`: prints the figures the data backbone is judged by. A benchmark, not a test: nothing is asserted.
//   1. artifact build time and size per city (compile from the committed snapshots + encode)
//   2. artifact load time and RSS after load, per city, each in a fresh process
//   3. arrivals p50/p95 over 1,000 random stops, in-process (core's search, and the full HTTP handler via inject)
//   4. HTTP throughput and latency with autocannon (50 connections, 10 s): arrivals, and the cached stop list
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import {
  encodeNetwork,
  hasScheduledCalls,
  type Network,
  networkSize,
  scheduledDepartures,
  stopAt,
  type StopIndex,
  stopIndexes,
} from '@transit/network';
import { DEFAULT_ARRIVALS_LIMIT, DEFAULT_ARRIVALS_WINDOW_MINUTES } from '@transit/api-contract';
import { compileCity } from '@transit/gtfs';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { CITY_CONFIGS } from '../src/cityConfigs';
import { artifactPath, loadCities } from '../src/load';

const execFileAsync = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const HTTP_SECONDS = Number(process.env['BENCH_HTTP_SECONDS'] ?? 10);
const SAMPLE_STOPS = 1000;

/** A small seeded generator, so every run samples the same stops. */
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

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}

async function buildFigures(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  for (const city of CITY_CONFIGS.values()) {
    // A city that shows another's network (networkOf) compiles none of its own.
    if (city.feeds.length === 0 || city.networkOf !== undefined) continue;
    const start = performance.now();
    const { network } = await compileCity(city, REPO_ROOT);
    const compiledMs = performance.now() - start;
    const bytes = encodeNetwork(network);
    const totalMs = performance.now() - start;
    await writeFile(path.join(os.tmpdir(), `bench-${city.id}.bin`), bytes);
    const size = networkSize(network);
    rows.push({
      city: city.id,
      stops: size.stops,
      lines: size.lines,
      trips: size.trips,
      'stop times': size.stopTimes,
      'compile + encode': ms(totalMs),
      'of which encode': ms(totalMs - compiledMs),
      'artifact size': mib(bytes.byteLength),
    });
  }
  table('1. Artifact build (from the committed snapshots)', rows);
}

function loadFigures(): void {
  const rows: Record<string, string | number>[] = [];
  for (const city of CITY_CONFIGS.values()) {
    if (city.feeds.length === 0 || city.networkOf !== undefined) continue; // no artifact of its own
    // A fresh process per city, so RSS is that city's alone.
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'loadProbe.ts'), city.id],
      { cwd: path.join(import.meta.dirname, '..'), encoding: 'utf8' },
    );
    const probe = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
    rows.push({
      city: city.id,
      'load (read + decode)': ms(probe['loadMs'] ?? Number.NaN),
      'RSS before': mib(probe['rssBefore'] ?? 0),
      'RSS after load': mib(probe['rssAfter'] ?? 0),
    });
  }
  table('2. Artifact load, each city in a fresh process (target: ≤ 2 s for the largest)', rows);
}

/** `count` stops drawn with a seeded generator; only stops with timetabled departures when `isTimetabledOnly`. */
function sampleStops(network: Network, count: number, seed: number, isTimetabledOnly = false): StopIndex[] {
  const random = mulberry32(seed);
  const pool = stopIndexes(network).filter((stop) => !isTimetabledOnly || hasScheduledCalls(network, stop));
  const first = pool[0];
  if (first === undefined) return [];
  return Array.from({ length: count }, () => pool[Math.floor(random() * pool.length)] ?? first);
}

async function arrivalsFigures(): Promise<void> {
  const cities = await loadCities({
    dataRoot: REPO_ROOT,
    cityIds: undefined,
    configs: CITY_CONFIGS,
    log: () => {},
  });
  const nowMs = Date.parse('2025-06-11T08:30:00+02:00');
  const app = createApp({ cities, now: () => nowMs });
  await app.ready();
  const rows: Record<string, string | number>[] = [];
  for (const [id, { city, network }] of cities) {
    const at = id === 'new-york' ? Date.parse('2026-06-10T08:30:00-04:00') : nowMs;
    for (const isTimetabledOnly of [false, true]) {
      const stops = sampleStops(network, SAMPLE_STOPS, 7, isTimetabledOnly);
      if (stops.length === 0) continue; // no stop of this city has a timetable
      const core: number[] = [];
      for (const stop of stops) {
        const start = performance.now();
        scheduledDepartures(network, {
          stop,
          fromEpochMs: at,
          windowSec: DEFAULT_ARRIVALS_WINDOW_MINUTES * 60,
          limit: DEFAULT_ARRIVALS_LIMIT,
        });
        core.push(performance.now() - start);
      }
      const http: number[] = [];
      for (const stop of stops) {
        const code = encodeURIComponent(stopAt(network, stop).code);
        const start = performance.now();
        await app.inject({
          url: `${city.apiBase}/v1/stops/${code}/arrivals?at=${new Date(at).toISOString()}`,
        });
        http.push(performance.now() - start);
      }
      core.sort((a, b) => a - b);
      http.sort((a, b) => a - b);
      rows.push({
        city: id,
        stops: isTimetabledOnly ? 'with a timetable' : 'any',
        'core p50': ms(percentile(core, 50)),
        'core p95': ms(percentile(core, 95)),
        'handler p50 (inject)': ms(percentile(http, 50)),
        'handler p95 (inject)': ms(percentile(http, 95)),
      });
    }
  }
  await app.close();
  table(`3. Arrivals over ${SAMPLE_STOPS} random stops, in-process (target: core p95 ≤ 10 ms)`, rows);
}

async function httpFigures(): Promise<void> {
  const cities = await loadCities({
    dataRoot: REPO_ROOT,
    cityIds: ['madrid'],
    configs: CITY_CONFIGS,
    log: () => {},
  });
  const madrid = cities.get('madrid');
  if (!madrid) throw new Error('the Madrid artifact is missing: run `pnpm data`');
  const app = createApp({ cities, now: () => Date.now() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}${madrid.city.apiBase}`;
  const random = mulberry32(11);
  const stopCodes = sampleStops(madrid.network, 200, 13).map((stop) => stopAt(madrid.network, stop).code);
  const at = '2025-06-11T08:30:00%2B02:00';

  const run = (title: string, options: autocannon.Options) =>
    new Promise<Record<string, string | number>>((resolve, reject) => {
      autocannon({ connections: 50, duration: HTTP_SECONDS, ...options }, (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          endpoint: title,
          'req/s (mean)': Math.round(result.requests.average),
          'latency p50': `${result.latency.p50} ms`,
          'latency p97.5': `${result.latency.p97_5} ms`,
          'latency p99': `${result.latency.p99} ms`,
          'non-2xx': result.non2xx,
          errors: result.errors,
        });
      });
    });

  const stopListUrl = `${base}/v1/stops`;
  const etag =
    (await fetch(stopListUrl, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? '';
  const rows = [
    await run('GET /v1/stops (cached list, full gzip body)', {
      url: stopListUrl,
      headers: { 'accept-encoding': 'gzip' },
    }),
    await run('GET /v1/stops (cached list, revalidated: 304)', {
      url: stopListUrl,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    }),
    await run('GET /v1/lines (cached list, full gzip body)', {
      url: `${base}/v1/lines`,
      headers: { 'accept-encoding': 'gzip' },
    }),
    await run('GET /v1/stops/{random}/arrivals', {
      url: base,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${madrid.city.apiBase}/v1/stops/${stopCodes[Math.floor(random() * stopCodes.length)] ?? ''}/arrivals?at=${at}`,
          }),
        },
      ],
    }),
  ];
  const listBytes = (
    await (await fetch(stopListUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()
  ).byteLength;
  const listJson = Buffer.from(
    await (await fetch(stopListUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const gzipBytes = gzipSync(listJson, { level: 9 }).byteLength;
  console.log(
    `\nMadrid stop list: ${(listBytes / 1024).toFixed(0)} KiB as JSON, ${(gzipBytes / 1024).toFixed(0)} KiB gzipped (what a phone downloads).`,
  );
  // autocannon parses responses in JavaScript on the same two cores, so a ~250 KiB body measures the client as much
  // as the server; wrk (C), when installed (`apt-get install wrk`), shows the server's own rate.
  if (spawnSync('wrk', ['--version']).error === undefined) {
    // Asynchronously: the server answers from this very process, so its event loop must keep running.
    const { stdout } = await execFileAsync('wrk', [
      '-t2',
      '-c50',
      `-d${HTTP_SECONDS}s`,
      '-H',
      'accept-encoding: gzip',
      stopListUrl,
    ]);
    const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1];
    const transfer = /Transfer\/sec:\s+(\S+)/.exec(stdout)?.[1];
    console.log(
      `wrk, 50 connections, ${HTTP_SECONDS} s, full gzip stop list: ${rate ?? '?'} req/s (${transfer ?? '?'}/s)`,
    );
  }
  await app.close();
  table(
    `4. HTTP, autocannon, 50 connections, ${HTTP_SECONDS} s, Madrid (target: ≥ 5,000 req/s cached stop list)`,
    rows,
  );
}

console.log(`# Transit data backbone benchmark — ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mib(os.totalmem())} RAM`,
);
console.log(`(artifacts read from ${artifactPath(REPO_ROOT, '<city>')}; run \`pnpm data\` first)`);
await buildFigures();
loadFigures();
await arrivalsFigures();
await httpFigures();
