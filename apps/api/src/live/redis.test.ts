import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from '@transit/emulators';
import type { Arrivals } from '@transit/api-contract';
import { type FixtureServer, startFixtureServer } from '@transit/realtime/testing';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { err, parseStopCode, unwrap } from '@transit/core';
import { type LiveSource, RealtimeError } from '@transit/realtime';
import { sourceCovers } from './config';
import { createLiveService } from './service';
import { createRedisStore } from './store';
import { fixtureLiveEnv, liveApp, METRO_SAMPLE_NOW, type TestClock } from './liveFixtures';

/**
 * Two API processes sharing one Redis: a real redis-server (Debian's package; CI's .ci/run installs it), started
 * here on a free port with nothing saved to disk. Without redis-server these tests fail, saying so: none is skipped.
 */

function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'redis-server is not installed: the Redis tests need it (apt-get install -y redis-server; .ci/run installs it in CI).',
    );
  }
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return { url: `redis://127.0.0.1:${port}/0`, process: child };
}

let server: FixtureServer;
let redis: { url: string; process: ChildProcess } | undefined;
/** The test Redis's URL (beforeAll started it, or failed saying why). */
function redisUrl(): string {
  if (redis === undefined) throw new Error('redis-server did not start');
  return redis.url;
}
const apps: App[] = [];
beforeAll(async () => {
  server = await startFixtureServer();
  redis = await startRedis();
});
afterEach(async () => {
  server.clearFaults();
  await Promise.all(apps.splice(0).map((app) => app.close()));
  // A clean Redis for the next test: its entries would answer it from cache.
  if (redis === undefined) return;
  const client = new Redis(redis.url);
  await client.flushdb();
  client.disconnect();
});
afterAll(async () => {
  redis?.process.kill('SIGTERM');
  await server.close();
});

async function twoApps(redisUrl: string, clock: TestClock, logs: string[] = []) {
  const env = fixtureLiveEnv(server, { redisUrl });
  const pair = [await liveApp(env, clock, logs), await liveApp(env, clock, logs)] as const;
  apps.push(...pair);
  return pair;
}

async function board(app: App): Promise<Arrivals> {
  const response = await app.inject({ url: '/api/madrid/v1/stops/4-12/arrivals' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Arrivals>();
}

describe('two API processes sharing one Redis', () => {
  it("share a source's open circuit: the other process does not ask it until the flag expires", async () => {
    const clock = { now: METRO_SAMPLE_NOW };
    let calls = 0;
    const failingSource = (circuit: 'open' | 'closed'): LiveSource => ({
      id: 'metro',
      servesStop: () => true,
      state: () => circuit,
      departures: () => {
        calls += 1;
        return Promise.resolve(
          err(new RealtimeError('UPSTREAM_HTTP_ERROR', 'metro: 500', { source: 'metro' })),
        );
      },
    });
    const serviceWith = (source: LiveSource) =>
      createLiveService({
        sources: { metro: source },
        now: () => clock.now,
        store: createRedisStore(redisUrl()),
        lockHoldMs: 3_500,
        failingFlagMs: 30_000,
        covers: sourceCovers,
      });
    const a = serviceWith(failingSource('open'));
    const b = serviceWith(failingSource('closed'));
    try {
      const sol = unwrap(parseStopCode('4-12'));
      expect((await a.stopReports(['metro'], sol, 'es'))[0]).toMatchObject({
        state: 'failing',
        errorCode: 'UPSTREAM_HTTP_ERROR',
      });
      const other = unwrap(parseStopCode('4-13'));
      expect((await b.stopReports(['metro'], other, 'es'))[0]).toMatchObject({
        state: 'failing',
        errorCode: 'UPSTREAM_CIRCUIT_OPEN',
      });
      expect(calls).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('make one upstream call for a stop asked by both at once', async () => {
    const clock = { now: METRO_SAMPLE_NOW };
    const [a, b] = await twoApps(redisUrl(), clock);
    const before = server.requestsTo('metro.teleindicadores').length;
    // The upstream is slow enough that both processes ask while the first call is on its way.
    server.inject('metro.teleindicadores', { kind: 'slow', delayMs: 200 }, 3);
    const boards = await Promise.all([board(a), board(b), board(a), board(b)]);
    for (const each of boards) {
      expect(each.live.sources[0]?.state).toBe('ok');
      expect(each.arrivals.filter((arrival) => arrival.status === 'live')).toHaveLength(7);
    }
    // Sol's three displays, asked once for the two processes.
    expect(server.requestsTo('metro.teleindicadores').length - before).toBe(3);
  });

  it("make one upstream call per window: the second process reads the first's answer from Redis", async () => {
    const clock = { now: METRO_SAMPLE_NOW };
    const [a, b] = await twoApps(redisUrl(), clock);
    const before = server.requestsTo('metro.teleindicadores').length;
    await board(a);
    clock.now += 20_000;
    const second = await board(b);
    expect(second.live.sources).toEqual([{ source: 'metro', state: 'ok', errorCode: null, ageSeconds: 35 }]);
    expect(server.requestsTo('metro.teleindicadores').length - before).toBe(3);
  });

  it('Redis down: each process falls back to its memory, logs LIVE_REDIS_UNAVAILABLE, never a 5xx', async () => {
    const clock = { now: METRO_SAMPLE_NOW };
    const logs: string[] = [];
    const [a] = await twoApps(`redis://127.0.0.1:${await freePort()}/0`, clock, logs);
    const answer = await board(a);
    expect(answer.live.sources[0]?.state).toBe('ok');
    expect(answer.arrivals.filter((arrival) => arrival.status === 'live')).toHaveLength(7);
    expect(logs.some((line) => line.startsWith('LIVE_REDIS_UNAVAILABLE '))).toBe(true);
  });
});
