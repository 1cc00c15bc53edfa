import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startAuthEmulator, startPostgres } from '@transit/emulators';
import { startServer } from '../src/server';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * Starts the real server (apps/api serving the built Madrid app, as `npm start` does, with sign-in through the Firebase
 * Auth emulator) on a free port and hands its origin to the tests in E2E_ORIGIN. The user data lives in a throwaway
 * PostgreSQL server (Debian's; DATABASE_URL), not npm start's embedded PGlite, because the tests make a rider premium
 * with support's grant tool while the server runs, and only one process may open a PGlite folder. The accounts'
 * environment goes to the tests in E2E_ACCOUNTS_ENV (JSON), for the tool. The returned function stops everything and
 * prints where the screenshots are.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const [auth, postgres] = await Promise.all([startAuthEmulator(), startPostgres()]);
  const accountsEnv = {
    FIREBASE_PROJECT_ID: auth.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    DATABASE_URL: postgres.url,
  };
  const server = await startServer(undefined, accountsEnv);
  process.env['E2E_ORIGIN'] = server.origin;
  process.env['E2E_ACCOUNTS_ENV'] = JSON.stringify(accountsEnv);
  console.log(
    `e2e: the server is ready at ${server.origin} (Auth emulator at ${auth.host}, user data in PostgreSQL)`,
  );
  return async () => {
    await server.stop();
    await Promise.all([auth.stop(), postgres.stop()]);
    const files = (await readdir(SCREENSHOT_DIR)).filter((file) => file.endsWith('.png')).sort();
    console.log(`\ne2e: ${files.length} screenshots`);
    for (const file of files) console.log(`  ${path.join(SCREENSHOT_DIR, file)}`);
  };
}
