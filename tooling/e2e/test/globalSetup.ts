import { mkdtemp, readdir, rm, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '@transit/emulators';
import { startServer } from '../src/server';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * Starts the real server (apps/api serving the built Madrid app, as `npm start` does: sign-in through the Firebase
 * Auth emulator, the user data in PGlite) on a free port and hands its origin to the tests in E2E_ORIGIN, and the
 * emulator's host in E2E_AUTH_EMULATOR_HOST. The returned function stops both and prints where the screenshots are.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const userData = await mkdtemp(path.join(os.tmpdir(), 'e2e-user-data-'));
  const auth = await startAuthEmulator();
  const server = await startServer(undefined, {
    FIREBASE_PROJECT_ID: auth.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    USER_DATA_DIR: userData,
  });
  process.env['E2E_ORIGIN'] = server.origin;
  process.env['E2E_AUTH_EMULATOR_HOST'] = auth.host;
  console.log(`e2e: the server is ready at ${server.origin} (Auth emulator at ${auth.host})`);
  return async () => {
    await server.stop();
    await auth.stop();
    await rm(userData, { recursive: true, force: true });
    const files = (await readdir(SCREENSHOT_DIR)).filter((file) => file.endsWith('.png')).sort();
    console.log(`\ne2e: ${files.length} screenshots`);
    for (const file of files) console.log(`  ${path.join(SCREENSHOT_DIR, file)}`);
  };
}
