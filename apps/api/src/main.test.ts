import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeNetwork } from '@transit/network';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureMadridNetwork } from './fixtureNetwork';
import { artifactPath } from './load';

/**
 * `pnpm start` as a rider's machine runs it: Node with tsx's loader on src/main.ts, configured by the environment.
 * One process, so a signal reaches the server itself (tsx's CLI wrapper relays signals with a 30 ms handshake that a
 * loaded CI machine can miss, and then kills the server).
 */
const API_ROOT = path.resolve(import.meta.dirname, '..');

let root: string;
let child: ChildProcess | undefined;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'transit-main-'));
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
  rmSync(root, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_ROOT: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let stdout = '';
  let stderr = '';
  started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => started.on('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 300; i += 1) {
      const match = pattern.exec(stdout);
      if (match) return match;
      if (started.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${pattern} in output: ${stdout} ${stderr}`);
  };
  return { child: started, exited, output, waitFor };
}

describe('main: the server process', () => {
  it('exits non-zero with a helpful message when an artifact is missing', async () => {
    const server = start({ CITIES: 'madrid' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      `ARTIFACT_MISSING | ${artifactPath(root, 'madrid')} is missing: run \`pnpm data\` to build the city networks.`,
    );
  });

  it('exits non-zero on a bad environment', async () => {
    const server = start({ CITIES: 'atlantis' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/ENV_INVALID \| Invalid environment: CITIES names 'atlantis'/);
  });

  it('loads the artifacts, logs load times and list sizes, serves, and stops on SIGTERM', async () => {
    const file = artifactPath(root, 'madrid');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, encodeNetwork(fixtureMadridNetwork()));
    const server = start({});
    // By default every city whose network has an artifact: the card balance app shows Madrid's, decoded once.
    const [, address] = await server.waitFor(/Serving madrid, madrid-card on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(server.output().stdout).toMatch(/madrid: loaded cities\/madrid\/dist\/network\.bin .* in \d+ ms/);
    expect(server.output().stdout).toContain('madrid-card: shares the network of madrid, decoded once');
    expect(server.output().stdout).toMatch(
      /madrid: \/api\/madrid\/v1\/stops is [\d.]+ KiB \(gzip [\d.]+ KiB, brotli [\d.]+ KiB\)/,
    );
    const response = await fetch(`${address}/api/madrid/v1/stops/4-12/info`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toBe('Sol');
    const card = await fetch(`${address}/api/madrid-card/v1/stops/4-12/info`);
    expect(((await card.json()) as { name: string }).name).toBe('Sol');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
