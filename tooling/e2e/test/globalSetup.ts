import { readdir, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../src/server';
import { SCREENSHOT_DIR } from './screenshots';

/**
 * Starts the real server (apps/api serving the built Madrid app, as `npm start` does) on a free port and hands its
 * origin to the tests in E2E_ORIGIN. The returned function stops it and prints where the screenshots are.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const server = await startServer();
  process.env['E2E_ORIGIN'] = server.origin;
  console.log(`e2e: the server is ready at ${server.origin}`);
  return async () => {
    await server.stop();
    const files = (await readdir(SCREENSHOT_DIR)).filter((file) => file.endsWith('.png')).sort();
    console.log(`\ne2e: ${files.length} screenshots`);
    for (const file of files) console.log(`  ${path.join(SCREENSHOT_DIR, file)}`);
  };
}
