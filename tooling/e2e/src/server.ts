import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root: this file is tooling/e2e/src/server.ts. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * The built Madrid app, as `npm start` serves it; E2E_STATIC_ROOT points elsewhere (an absolute path) to test a build
 * made with another --outDir, so several builds can be tested side by side.
 */
export const MADRID_DIST = process.env['E2E_STATIC_ROOT'] ?? path.join(REPO_ROOT, 'apps', 'madrid', 'dist');
/** The built app of a variant (apps/<id>/dist). */
export const appDist = (cityId: string) => path.join(REPO_ROOT, 'apps', cityId, 'dist');
const API_FOLDER = path.join(REPO_ROOT, 'apps', 'api');
/** How long the server has to load the network and listen. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
/** The last lines of the server's output kept for an error message. */
const KEPT_LINES = 60;

export interface RunningServer {
  /** Where the app and the API answer, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly origin: string;
  /** The server's output so far (its last lines). */
  readonly output: () => string;
  /** SIGTERM (the server closes and exits), then SIGKILL if it has not gone. */
  readonly stop: () => Promise<void>;
}

/** What the server serves: a built app at / and the cities the API answers for. */
export interface ServedApp {
  /** The built app folder (absolute), served at / as STATIC_ROOT. */
  readonly staticRoot: string;
  /** The cities whose networks the API loads (CITIES, a comma list of ids). */
  readonly cities: readonly string[];
  /** How to build it, for the error when it is missing. */
  readonly buildHint: string;
}

/** The Madrid app and city, as `npm start` serves them. */
export const MADRID_APP: ServedApp = {
  staticRoot: MADRID_DIST,
  cities: ['madrid'],
  buildHint: 'pnpm turbo run build --filter=@transit/app-madrid',
};

/**
 * Starts the real server the way `npm start` does — apps/api's `start` command (tsx src/main.ts) with STATIC_ROOT and
 * CITIES set (by default apps/madrid/dist and madrid) — on a free port (PORT=0, read back from the line it prints),
 * and resolves once it says the app is ready. It builds nothing: the app and the data must be built already (turbo's
 * test:e2e and bench tasks depend on both).
 */
export async function startServer(
  served: ServedApp = MADRID_APP,
  /** More environment for the server (the live sources' URLs and keys). */
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(served.staticRoot, 'index.html'))) {
    throw new Error(
      `${path.relative(REPO_ROOT, served.staticRoot)}/index.html is missing: build the app first (${served.buildHint}).`,
    );
  }
  // `tsx src/main.ts` as one process (tsx's loader in Node itself), so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/main.ts'], {
    cwd: API_FOLDER,
    env: {
      ...process.env,
      ...env,
      STATIC_ROOT: served.staticRoot,
      CITIES: served.cities.join(','),
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const output = () => lines.join('\n');
  let origin: string | undefined;

  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not get ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onText = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.shift();
        const serving = /^Serving .* on (http:\/\/[^\s]+)/.exec(line);
        if (serving?.[1]) origin = serving[1];
        if (line.includes('The app is ready') && origin !== undefined) {
          clearTimeout(timer);
          resolve(origin);
        }
      }
    };
    child.stdout?.on('data', onText);
    child.stderr?.on('data', onText);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${signal ?? `code ${code}`}) before it was ready:\n${output()}`));
    });
  });

  try {
    return { origin: await ready, output, stop: () => stopProcess(child) };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
