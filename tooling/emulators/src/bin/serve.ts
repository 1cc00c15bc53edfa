// `npm start`'s server: the API with the built Madrid app (STATIC_ROOT and CITIES come from the root's serve script),
// and, unless FIREBASE_PROJECT_ID names a real Firebase project, sign-in working on this machine alone: firebase-tools'
// Auth emulator (demo accounts, offline; kept in .data/auth-emulator between runs) and the user data in the embedded
// PGlite (.data/user-data). Stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type AuthEmulator, startAuthEmulator } from '../auth';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
/** The Auth emulator's usual port, so a browser's saved sign-in still points at it after a restart. */
const AUTH_EMULATOR_PORT = 9099;

async function main(): Promise<void> {
  let emulator: AuthEmulator | undefined;
  const env: Record<string, string | undefined> = { ...process.env };
  if (env['FIREBASE_PROJECT_ID'] === undefined || env['FIREBASE_PROJECT_ID'] === '') {
    process.stdout.write(
      'Starting the Firebase Auth emulator for sign-in on this machine (demo accounts)…\n',
    );
    emulator = await startAuthEmulator({
      projectId: 'demo-transit',
      preferredPort: AUTH_EMULATOR_PORT,
      dataDir: path.join(REPO_ROOT, '.data', 'auth-emulator'),
    });
    env['FIREBASE_PROJECT_ID'] = emulator.projectId;
    env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  }
  const api = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'apps', 'api'),
    env,
    stdio: 'inherit',
  });
  const stop = async (code: number) => {
    await emulator?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      api.kill(signal);
    });
  }
  api.once('exit', (code, signal) => {
    void stop(code ?? (signal === null ? 1 : 0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
