import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fixturePath, testCity } from '@transit/gtfs/testing';
import { decodeNetwork, networkSize } from '@transit/network';
import { describe, expect, it } from 'vitest';
import { compileFeeds } from './compileFeeds';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

describe('compileFeeds (a city from other GTFS sources, for benchmarks)', () => {
  it('reads a configured feed from the source given and adds an unconfigured one, writing nothing', async () => {
    const city = testCity([{ id: 'tiny' }]);
    const before = await readdir(path.join(REPO_ROOT, 'cities'));
    const { network, bytes } = await compileFeeds(
      city,
      [`tiny=4:${fixturePath('tiny')}`, `tiny-again=9:${fixturePath('tiny')}`],
      REPO_ROOT,
    );
    expect(network.feeds.map((feed) => [feed.id, feed.hasTimetable])).toEqual([
      ['tiny', true],
      ['tiny-again', true],
    ]);
    expect(networkSize(decodeNetwork(bytes))).toEqual(networkSize(network));
    expect(networkSize(network).stopTimes).toBeGreaterThan(0);
    expect(await readdir(path.join(REPO_ROOT, 'cities'))).toEqual(before);
  });

  it('refuses a spec that is not <feed id>=<typeCode>:<source>, and no spec at all', async () => {
    const city = testCity([{ id: 'tiny' }]);
    await expect(compileFeeds(city, ['tiny:4=x'], REPO_ROOT)).rejects.toThrow(/is not <feed id>/);
    await expect(compileFeeds(city, ['tiny=7:x'], REPO_ROOT)).rejects.toThrow(/is not <feed id>/);
    await expect(compileFeeds(city, [], REPO_ROOT)).rejects.toThrow(/at least one/);
  });
});
