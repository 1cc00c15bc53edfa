// `pnpm data`: compiles every city's network artifact (see ../cli.ts). Run with tsx: city configs are TypeScript.
import path from 'node:path';
import { loadCities } from '../cities';
import { runDataCommand } from '../cli';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

process.exitCode = await runDataCommand(process.argv.slice(2), {
  repoRoot,
  cities: await loadCities(repoRoot),
});
