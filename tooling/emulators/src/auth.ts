import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, isFree, waitForPort } from './ports';
import { startProcess } from './process';

/** A running Firebase Auth emulator. */
export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  readonly host: string;
  /** The demo project it serves (a demo-* id needs no login and reaches no Google service). */
  readonly projectId: string;
  /** Signs up a user with e-mail and password and answers their ID token (the emulator's, unsigned). */
  signUp(email: string, password: string): Promise<{ readonly uid: string; readonly idToken: string }>;
  /** Disables or enables an account (spec §4: a disabled account is signed out). */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** Any API key does for the emulator. */
const EMULATOR_API_KEY = 'fake-api-key';

export interface AuthEmulatorOptions {
  /** The demo project (demo-transit by default). */
  readonly projectId?: string;
  /** The port to listen on when it is free (a free one otherwise). */
  readonly preferredPort?: number;
  /** A folder to keep the accounts in between runs (imported at start, exported at stop); none by default. */
  readonly dataDir?: string;
}

/**
 * Starts firebase-tools' Auth emulator (it runs in Node and starts offline) for a demo project, on free ports (its
 * hub and logging ports too, so runs side by side never collide), with no UI. It takes 10–30 s on a busy machine.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? 'demo-transit';
  const [port, hubPort, loggingPort] = await Promise.all([
    options.preferredPort !== undefined && (await isFree(options.preferredPort))
      ? options.preferredPort
      : freePort(),
    freePort(),
    freePort(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'transit-auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const keep =
    options.dataDir === undefined
      ? []
      : [
          ...(existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))
            ? ['--import', options.dataDir]
            : []),
          '--export-on-exit',
          options.dataDir,
        ];
  const server = startProcess(
    process.execPath,
    [firebase, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', config, ...keep],
    {
      cwd: dir,
      // No update check, no usage reports, no prompts: nothing asks the network or a person.
      env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  try {
    await waitForPort(port, 180_000, 'The Firebase Auth emulator', server.exited);
  } catch (error) {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const host = `127.0.0.1:${port}`;
  const identityToolkit = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const call = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(`The Auth emulator answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer as Record<string, unknown>;
  };
  return {
    host,
    projectId,
    async signUp(email, password) {
      const answer = await call(`${identityToolkit}/accounts:signUp?key=${EMULATOR_API_KEY}`, {
        email,
        password,
        returnSecureToken: true,
      });
      return { uid: String(answer['localId']), idToken: String(answer['idToken']) };
    },
    async setDisabled(uid, disabled) {
      // The admin endpoint: the emulator takes 'Bearer owner' as the project's admin.
      await call(
        `${identityToolkit}/projects/${projectId}/accounts:update`,
        { localId: uid, disableUser: disabled },
        { authorization: 'Bearer owner' },
      );
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
