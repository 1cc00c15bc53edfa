// `pnpm bench` (after bench.ts): the live boards' figures (issue 10). A benchmark, not a test: nothing is asserted.
// Every upstream is the realtime package's fixture server (recorded and constructed answers, never live data), and
// every API is a separate process started as `npm start` starts it, with the fixture server's URLs in its
// environment, so the figures are the server's own and not this process's.
//   5. a cache hit: the board of EMT stop 72 once its live answer is cached — p95 over sequential requests, and
//      autocannon's rate at 50 connections (targets: p95 ≤ 10 ms, ≥ 5,000 req/s)
//   6. a miss with a 200 ms upstream: boards of EMT stops none has asked yet (target: p95 ≤ 300 ms)
//   7. a failing upstream (every call HTTP 500) under 60 s of load at 50 connections (target: no error, no 5xx)
//   8. two API processes and one Redis: how many upstream calls one stop's board makes per cache window (target: 1)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@transit/emulators';
import {
  type Fault,
  FIXTURE_EMT_KEYS,
  type FixtureServer,
  startFixtureServer,
} from '@transit/realtime/testing';
import { arrivalsSchema } from '@transit/api-contract';
import autocannon from 'autocannon';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const API_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const HTTP_SECONDS = Number(process.env['BENCH_HTTP_SECONDS'] ?? 10);
const LOAD_SECONDS = Number(process.env['BENCH_LIVE_LOAD_SECONDS'] ?? 60);
const API_BASE = '/api/madrid/v1';
/** EMT stop 72, whose recorded MobilityLabs answer the fixture server replays. */
const EMT_STOP = '72';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}

/** The environment that points an API process at the fixture server (as `pnpm fixtures` prints it). */
function liveEnv(fixtures: FixtureServer): Record<string, string> {
  return {
    EMT_BASE_URL: fixtures.emtBaseUrl,
    EMT_CLIENT_ID: FIXTURE_EMT_KEYS.clientId,
    EMT_PASS_KEY: FIXTURE_EMT_KEYS.passKey,
    METRO_BASE_URL: fixtures.metroBaseUrl,
  };
}

interface ApiProcess {
  readonly origin: string;
  stop(): Promise<void>;
}

/** One API process serving Madrid, listening once it prints its address. */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', API_MAIN], {
    cwd: path.dirname(API_MAIN),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CITIES: 'madrid', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before listening`);
    try {
      if ((await fetch(`${origin}/time`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API did not listen within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function board(origin: string, stopCode: string): Promise<{ ms: number; states: string }> {
  const start = performance.now();
  const response = await fetch(`${origin}${API_BASE}/stops/${stopCode}/arrivals`);
  const body = arrivalsSchema.parse(await response.json());
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${stopCode}: HTTP ${response.status}`);
  return {
    ms: elapsed,
    states: body.live.sources.map((source) => `${source.source} ${source.state}`).join(', '),
  };
}

function runAutocannon(url: string, seconds: number, connections = 50): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
}

/** The EMT stops of Madrid's stop list, in list order: each a board no one has asked for yet. */
async function emtStops(origin: string, count: number): Promise<string[]> {
  const list = (await (await fetch(`${origin}${API_BASE}/stops`)).json()) as {
    stops: [string, ...unknown[]][];
  };
  return list.stops
    .map(([code]) => code)
    .filter((code) => /^\d+$/.test(code) && code !== EMT_STOP)
    .slice(0, count);
}

async function withFixtures<T>(
  everyRequest: Fault | undefined,
  run: (fixtures: FixtureServer) => Promise<T>,
) {
  const fixtures = await startFixtureServer({
    replayAt: Date.now,
    ...(everyRequest ? { everyRequest } : {}),
  });
  try {
    return await run(fixtures);
  } finally {
    await fixtures.close();
  }
}

async function cacheHitFigures(): Promise<void> {
  await withFixtures(undefined, async (fixtures) => {
    const api = await startApi(liveEnv(fixtures));
    try {
      const first = await board(api.origin, EMT_STOP);
      const calls = fixtures.requestsTo('emt.arrivals').length;
      const times: number[] = [];
      for (let i = 0; i < 2_000; i += 1) times.push((await board(api.origin, EMT_STOP)).ms);
      times.sort((a, b) => a - b);
      const result = await runAutocannon(`${api.origin}${API_BASE}/stops/${EMT_STOP}/arrivals`, HTTP_SECONDS);
      table('5. Live board, cache hit (EMT stop 72; targets: p95 ≤ 10 ms, ≥ 5,000 req/s)', [
        {
          'sources (first answer)': first.states,
          'sequential p50': ms(percentile(times, 50)),
          'sequential p95': ms(percentile(times, 95)),
          'autocannon req/s (50 conn.)': Math.round(result.requests.average),
          'autocannon p97.5': `${result.latency.p97_5} ms`,
          'non-2xx': result.non2xx,
          errors: result.errors,
          'upstream calls (after the first / during)': `${calls} / ${fixtures.requestsTo('emt.arrivals').length - calls}`,
        },
      ]);
    } finally {
      await api.stop();
    }
  });
}

async function missFigures(): Promise<void> {
  await withFixtures({ kind: 'slow', delayMs: 200 }, async (fixtures) => {
    const api = await startApi(liveEnv(fixtures));
    try {
      await board(api.origin, EMT_STOP); // the login, once
      const stops = await emtStops(api.origin, 200);
      const times: number[] = [];
      const states = new Map<string, number>();
      for (const stop of stops) {
        const answer = await board(api.origin, stop);
        times.push(answer.ms);
        states.set(answer.states, (states.get(answer.states) ?? 0) + 1);
      }
      times.sort((a, b) => a - b);
      table('6. Live board, cache miss with a 200 ms upstream (target: p95 ≤ 300 ms)', [
        {
          boards: stops.length,
          p50: ms(percentile(times, 50)),
          p95: ms(percentile(times, 95)),
          max: ms(times.at(-1) ?? Number.NaN),
          'upstream calls': fixtures.requestsTo('emt.arrivals').length,
          'source states': [...states].map(([state, count]) => `${state} ×${count}`).join('; '),
        },
      ]);
    } finally {
      await api.stop();
    }
  });
}

async function failingLoadFigures(): Promise<void> {
  await withFixtures({ kind: 'status', status: 500 }, async (fixtures) => {
    const api = await startApi(liveEnv(fixtures));
    try {
      const stops = [EMT_STOP, ...(await emtStops(api.origin, 500)), '4-12', '4-16', '4-120'];
      let next = 0;
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          {
            url: api.origin,
            connections: 50,
            duration: LOAD_SECONDS,
            requests: [
              {
                setupRequest: (request) => {
                  next = (next + 1) % stops.length;
                  return { ...request, path: `${API_BASE}/stops/${stops[next] ?? EMT_STOP}/arrivals` };
                },
              },
            ],
          },
          (error, done) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
        );
      });
      const last = await board(api.origin, EMT_STOP);
      table(
        `7. ${LOAD_SECONDS} s at 50 connections, every upstream call failing with HTTP 500 (target: no error)`,
        [
          {
            requests: result.requests.total,
            'req/s': Math.round(result.requests.average),
            'p50 / p97.5 / p99': `${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
            'non-2xx': result.non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            'upstream calls': fixtures.requests.length,
            'sources afterwards': last.states,
          },
        ],
      );
    } finally {
      await api.stop();
    }
  });
}

async function twoProcessesFigures(): Promise<void> {
  let redisPath: string;
  try {
    redisPath = execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    console.log(
      '\n## 8. Two processes and one Redis: skipped, redis-server is not installed (apt-get install redis-server)',
    );
    return;
  }
  const port = await freePort();
  const redis = spawn(redisPath, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await withFixtures({ kind: 'slow', delayMs: 200 }, async (fixtures) => {
      const env = { ...liveEnv(fixtures), REDIS_URL: `redis://127.0.0.1:${port}` };
      const apis = [await startApi(env), await startApi(env)];
      try {
        const rows: Record<string, string | number>[] = [];
        for (const stop of [EMT_STOP, '4-12']) {
          const route = stop === EMT_STOP ? 'emt.arrivals' : 'metro.teleindicadores';
          const before = fixtures.requestsTo(route).length;
          // 100 boards at once, half on each process, then 100 more over the next 5 s: all within one window.
          const burst = await Promise.all(
            Array.from({ length: 100 }, (_, i) => board(apis[i % 2]?.origin ?? '', stop)),
          );
          for (let i = 0; i < 100; i += 1) {
            await board(apis[i % 2]?.origin ?? '', stop);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          rows.push({
            stop,
            boards: 200,
            processes: 2,
            'upstream calls': fixtures.requestsTo(route).length - before,
            'first burst states': [...new Set(burst.map((answer) => answer.states))].join('; '),
          });
        }
        table(
          '8. Two API processes sharing one redis-server, one stop asked 200 times within a window (target: 1 upstream call per stop; Metro asks one call per display)',
          rows,
        );
      } finally {
        await Promise.all(apis.map((api) => api.stop()));
      }
    });
  } finally {
    redis.kill('SIGTERM');
  }
}

console.log(`\n# Live boards benchmark — ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; upstreams: the realtime fixture server`,
);
console.log(`(artifacts read from ${REPO_ROOT}/cities/<city>/dist; run \`pnpm data\` first)`);
// BENCH_LIVE_SECTIONS=5,8 runs some sections only.
const sections = (process.env['BENCH_LIVE_SECTIONS'] ?? '5,6,7,8')
  .split(',')
  .map((section) => section.trim());
if (sections.includes('5')) await cacheHitFigures();
if (sections.includes('6')) await missFigures();
if (sections.includes('7')) await failingLoadFigures();
if (sections.includes('8')) await twoProcessesFigures();
