import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './ports';
import { startProcess } from './process';

/** A throwaway PostgreSQL server. */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:port/postgres, as DATABASE_URL takes it. */
  readonly url: string;
  /** The server's major version and path, for the log. */
  readonly version: string;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries (the postgresql package), the newest major version installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/**
 * Starts Debian's PostgreSQL on a free port over a fresh cluster in a temporary folder (trust authentication on
 * loopback only, nothing kept). PostgreSQL refuses to run as root, so as root (CI) it runs as the package's postgres
 * user. Fails, saying so, when the package is not installed (.ci/run installs it).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (bin === undefined) {
    throw new Error(
      'PostgreSQL is not installed: the real-server tests need it (apt-get install -y postgresql; .ci/run installs it in CI).',
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'transit-postgres-'));
  const isRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, 'data');
  execFileSync(
    ...as(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]),
    { stdio: 'pipe' },
  );
  const port = await freePort();
  const server = startProcess(
    ...as(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]),
  );
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 60_000, 'PostgreSQL', server.exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: bin, stop };
}
