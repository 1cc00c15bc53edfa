import path from 'node:path';
import { type City, type CityFeed, isTransportTypeCode } from '@transit/core';
import { CodeRegistry, compileCity } from '@transit/gtfs';
import { encodeNetwork, type Network } from '@transit/network';

/**
 * A city's network compiled from other GTFS sources than its committed snapshots, for benchmarks over feeds too large
 * to commit (the planner's bench: the NYC subway plus every borough's buses, whose zips the bench passes in). Each spec
 * is `<feed id>=<typeCode>:<zip or folder>`: a feed id the city configures keeps its settings and reads that source
 * instead of its snapshot; another is added as a timetabled GTFS feed of that transport type. Codes are numbered in a
 * fresh registry kept in memory: nothing of the repository is written.
 */
export async function compileFeeds(
  city: City,
  specs: readonly string[],
  repoRoot: string,
): Promise<{ network: Network; bytes: Uint8Array }> {
  if (specs.length === 0) throw new Error('compileFeeds needs at least one <feed id>=<typeCode>:<source>');
  const feeds: CityFeed[] = [];
  const sourceOverrides: Record<string, string> = {};
  for (const spec of specs) {
    const match = /^([a-z0-9-]+)=(\d+):(.+)$/.exec(spec);
    const [, id = '', code, source = ''] = match ?? [];
    const typeCode = Number(code);
    if (!match || !isTransportTypeCode(typeCode)) {
      throw new Error(`'${spec}' is not <feed id>=<typeCode>:<source>`);
    }
    feeds.push(
      city.feeds.find((feed) => feed.id === id) ?? {
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
    sourceOverrides[id] = path.resolve(source);
  }
  const { network } = await compileCity({ ...city, feeds }, repoRoot, {
    sourceOverrides,
    registry: new CodeRegistry(path.join(repoRoot, 'cities', city.id, 'data', 'codes.bench.json')),
  });
  return { network, bytes: encodeNetwork(network) };
}
