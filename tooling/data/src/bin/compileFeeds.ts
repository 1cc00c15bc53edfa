// Compiles a city's network from other GTFS zips than its snapshots (see ../compileFeeds.ts), into a file. Run with
// tsx: `tsx compileFeeds.ts <city id> <out.bin> <feed id>=<typeCode>:<zip> [...]`. Prints one line: the feeds, the
// stop times and the seconds it took.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { networkSize } from '@transit/network';
import { loadCities } from '../cities';
import { compileFeeds } from '../compileFeeds';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const [cityId, out, ...specs] = process.argv.slice(2);
const city = (await loadCities(repoRoot)).find((candidate) => candidate.id === cityId);
if (!city || !out)
  throw new Error('usage: compileFeeds.ts <city id> <out.bin> <feed id>=<typeCode>:<zip> [...]');
const started = performance.now();
const { network, bytes } = await compileFeeds(city, specs, repoRoot);
await writeFile(out, bytes);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${specs.length} feeds, ${networkSize(network).stopTimes} stop times, compiled in ${seconds} s`);
