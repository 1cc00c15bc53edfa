import { existsSync } from 'node:fs';
import { freePort, waitForPort } from './ports';
import { startProcess } from './process';

/** Which Firestore emulator runs: Google's own (when the machine has it), or the TypeScript one from npm. */
export type FirestoreEmulatorKind = 'google-cloud-firestore-emulator' | '@firestore-emulator/server';

/** A running Firestore emulator firebase-admin talks to through FIRESTORE_EMULATOR_HOST (gRPC). */
export interface FirestoreEmulator {
  readonly kind: FirestoreEmulatorKind;
  /** host:port, as FIRESTORE_EMULATOR_HOST wants it. */
  readonly host: string;
  stop(): Promise<void>;
}

/**
 * Where Google's Firestore emulator is, when the machine has it: Debian's google-cloud-cli-firestore-emulator package
 * (from Google's apt repository) puts it here; FIRESTORE_EMULATOR_PATH names another copy of its start script.
 */
const GOOGLE_EMULATOR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * Starts a Firestore emulator on a free port: Google's own when the machine has it (and Java to run it), else
 * @firestore-emulator/server, a Firestore gRPC server written in TypeScript that installs from npm and runs in this
 * process. firebase-tools' way to Google's emulator needs Java 21 (Debian 12 has 17) and a download, so it is not
 * used. Each test uses its own city and users, so runs need no reset.
 */
export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  const port = await freePort();
  const google = process.env['FIRESTORE_EMULATOR_PATH'] ?? GOOGLE_EMULATOR;
  if (existsSync(google) && hasJava()) {
    const server = startProcess(google, ['start', '--host=127.0.0.1', `--port=${port}`]);
    try {
      await waitForPort(port, 120_000, "Google's Firestore emulator", server.exited);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return { kind: 'google-cloud-firestore-emulator', host: `127.0.0.1:${port}`, stop: () => server.stop() };
  }
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const server = new FirestoreServer();
  await server.start(port);
  return {
    kind: '@firestore-emulator/server',
    host: `127.0.0.1:${port}`,
    stop: () => {
      server.stop();
      return Promise.resolve();
    },
  };
}

function hasJava(): boolean {
  return (process.env['PATH'] ?? '').split(':').some((dir) => dir !== '' && existsSync(`${dir}/java`));
}
