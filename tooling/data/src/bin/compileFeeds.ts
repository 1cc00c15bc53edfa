// Compiles a city's network from other GTFS zips than its committed snapshots, for benchmarks over feeds too large to
// commit (the planner's bench: the NYC subway plus every borough's buses, from ../shared/data/new-york). Run with tsx:
//   tsx compileFeeds.ts <city id> <out.bin> <feed id>=<typeCode>:<zip> [...]
// A feed id the city configures keeps its settings and reads the zip instead of its snapshot; another is added as a
// timetabled GTFS feed of that transport type. Codes are numbered in a fresh registry kept in memory (nothing of the
// repository is written). Prints one line: the feeds, the stop times and the seconds it took.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type City, type CityFeed, isTransportTypeCode } from '@transit/core';
import { CodeRegistry, compileCity } from '@transit/gtfs';
import { encodeNetwork, networkSize } from '@transit/network';
import { loadCities } from '../cities';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const [cityId, out, ...specs] = process.argv.slice(2);
const city = (await loadCities(repoRoot)).find((candidate) => candidate.id === cityId);
if (!city || !out || specs.length === 0) {
  throw new Error('usage: compileFeeds.ts <city id> <out.bin> <feed id>=<typeCode>:<zip> [...]');
}
const started = performance.now();
const feeds: CityFeed[] = [];
const sourceOverrides: Record<string, string> = {};
for (const spec of specs) {
  const match = /^([a-z0-9-]+)=(\d+):(.+)$/.exec(spec);
  const [, id = '', code, zip = ''] = match ?? [];
  const typeCode = Number(code);
  if (!match || !isTransportTypeCode(typeCode))
    throw new Error(`'${spec}' is not <feed id>=<typeCode>:<zip>`);
  const configured = city.feeds.find((feed) => feed.id === id);
  feeds.push(
    configured ?? {
      id,
      name: `${id} (GTFS)`,
      kind: 'gtfs',
      officialUrl: 'https://example.invalid/',
      snapshotPath: `cities/${city.id}/data/${id}`,
      transportTypeCode: typeCode,
      hasTimetable: true,
      attribution: city.feeds[0]?.attribution ?? id,
    },
  );
  sourceOverrides[id] = path.resolve(zip);
}
const compiled: City = { ...city, feeds };
const { network } = await compileCity(compiled, repoRoot, {
  sourceOverrides,
  registry: new CodeRegistry(path.join(path.dirname(path.resolve(out)), `${path.basename(out)}.codes.json`)),
});
await writeFile(out, encodeNetwork(network));
const seconds = (performance.now() - started) / 1000;
console.log(
  `${feeds.length} feeds, ${networkSize(network).stopTimes} stop times, compiled in ${seconds.toFixed(1)} s`,
);
