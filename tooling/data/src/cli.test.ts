import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type City, getProject } from '@transit/core';
import { codeRegistrySchema } from '@transit/gtfs';
import { fixturePath, testCity, writeZip } from '@transit/gtfs/testing';
import { decodeNetwork, networkSize, placesFileSchema } from '@transit/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSharedNetwork, CityNetworkError, runDataCommand } from './cli';

/** A repository with only the folders a compile writes to. */
async function emptyRepo(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'gtfs-cli-'));
  await mkdir(path.join(root, 'cities/new-york/data'), { recursive: true });
  return root;
}

async function run(args: string[], repoRoot: string, cities = [testCity([{ id: 'tiny' }])]) {
  const output: string[] = [];
  const code = await runDataCommand(args, { repoRoot, cities, print: (line) => output.push(line) });
  return { code, output: output.join('\n') };
}

describe('pnpm data', () => {
  let server: Server;
  let baseUrl: string;
  const requests: string[] = [];
  beforeAll(async () => {
    const folder = fixturePath('tiny');
    const files: Record<string, string> = {};
    for (const name of await readdir(folder)) files[name] = await readFile(path.join(folder, name), 'utf8');
    const zip = await readFile(await writeZip(files));
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/tiny.zip') {
        response.writeHead(200, { 'content-type': 'application/zip' });
        response.end(zip);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('compiles each city from its snapshot into cities/<id>/dist/network.bin and extends the registry', async () => {
    const root = await emptyRepo();
    await cp(fixturePath('tiny'), path.join(root, 'cities/new-york/data/test-0'), { recursive: true });
    const { code, output } = await run([], root);
    expect(code).toBe(0);
    expect(output).toMatch(
      /^city +feeds +stops +lines +patterns +trips +stop times +bad rows +bytes +seconds$/m,
    );
    expect(output).toMatch(/^new-york +1 +4 +2 +\d+ +10 +\d+ +4 +\d+ +\d+\.\d$/m);
    expect(output).toContain("bad row stops.txt:8: stop_lat: expected a number (got 'not-a-number')");
    const network = decodeNetwork(await readFile(path.join(root, 'cities/new-york/dist/network.bin')));
    expect(networkSize(network).stops).toBe(4);
    // Its places file beside it: a GTFS feed alone names no municipality nor landmark, so the lists are empty.
    const places = placesFileSchema.parse(
      JSON.parse(await readFile(path.join(root, 'cities/new-york/dist/places.json'), 'utf8')),
    );
    expect(places).toEqual({ format: 1, cityId: 'new-york', municipalities: [], landmarks: [], sources: [] });
    const registry = codeRegistrySchema.parse(
      JSON.parse(await readFile(path.join(root, 'cities/new-york/data/codes.json'), 'utf8')),
    );
    expect(registry).toEqual({
      stops: { 'tiny:CEN': 2002, 'tiny:END': 2003, 'tiny:PARK': 2004 },
      lines: { 'tiny:RX': 2 },
    });
  });

  it('--download fetches the official feed and compiles from it', async () => {
    const root = await emptyRepo();
    const city = testCity([{ id: 'tiny', officialUrl: `${baseUrl}/tiny.zip` }]);
    const { code, output } = await run(['--download', 'new-york'], root, [city]);
    expect(code).toBe(0);
    expect(requests).toContain('/tiny.zip');
    expect(output).toMatch(
      /tiny: 4 stops \(4 with lines\), 2 lines, 3 itineraries \(3 with stops\), 10 trips, timetable, 4 bad rows \(.*tiny\.zip\)/,
    );
    const network = decodeNetwork(await readFile(path.join(root, 'cities/new-york/dist/network.bin')));
    expect(networkSize(network).trips).toBe(10);
  });

  it('--download fails with a coded error when the official URL does not answer with a feed', async () => {
    const root = await emptyRepo();
    const city = testCity([{ id: 'tiny', officialUrl: `${baseUrl}/gone.zip` }]);
    const { code, output } = await run(['--download', 'new-york'], root, [city]);
    expect(code).toBe(1);
    expect(output).toContain(
      `new-york: failed: GTFS_DOWNLOAD_FAILED | tiny: ${baseUrl}/gone.zip answered 404`,
    );
  });

  it('refuses unknown cities and options, and skips cities without feeds', async () => {
    const root = await emptyRepo();
    expect((await run(['--city', 'atlantis'], root)).code).toBe(2);
    expect((await run(['--fast'], root)).code).toBe(2);
    expect((await run(['--help'], root)).output).toContain('Usage: pnpm data');
    const { code, output } = await run([], root, [testCity([])]);
    expect(code).toBe(0);
    expect(output.split('\n')).toHaveLength(1);
  });

  describe('a city that shows another city’s network (networkOf)', () => {
    /** The test city's network, shown by the card app, which lists `feeds` (the test city's by default). */
    function sharingCity(owner: City, feeds = owner.feeds): City {
      return {
        ...owner,
        id: 'madrid-card',
        project: getProject('madrid-card'),
        apiBase: '/api/madrid-card',
        feeds,
        networkOf: owner.id,
      };
    }

    it('is not compiled: one line says it shares the artifact of the city it names, which is compiled', async () => {
      const root = await emptyRepo();
      await cp(fixturePath('tiny'), path.join(root, 'cities/new-york/data/test-0'), { recursive: true });
      const owner = testCity([{ id: 'tiny' }]);
      const { code, output } = await run([], root, [sharingCity(owner), owner]);
      expect(code).toBe(0);
      expect(output).toMatch(/^new-york +1 +4 +2 /m);
      expect(output.split('\n').filter((line) => line.startsWith('madrid-card'))).toEqual([
        "madrid-card: not compiled: it shares the artifact of 'new-york' (cities/new-york/dist/network.bin)",
      ]);
      expect(existsSync(path.join(root, 'cities/new-york/dist/network.bin'))).toBe(true);
      expect(existsSync(path.join(root, 'cities/madrid-card'))).toBe(false);
      // Asked for alone, it compiles nothing either.
      const alone = await run(['--city', 'madrid-card'], root, [sharingCity(owner), owner]);
      expect(alone.code).toBe(0);
      expect(alone.output.split('\n').slice(1)).toEqual([
        "madrid-card: not compiled: it shares the artifact of 'new-york' (cities/new-york/dist/network.bin)",
      ]);
    });

    it('fails with a coded error, before any compile, when its feeds are not those of the city it names', async () => {
      const root = await emptyRepo();
      await cp(fixturePath('tiny'), path.join(root, 'cities/new-york/data/test-0'), { recursive: true });
      const owner = testCity([{ id: 'tiny' }]);
      const other = sharingCity(owner, [{ ...(owner.feeds[0] as City['feeds'][number]), id: 'other' }]);
      const { code, output } = await run([], root, [other, owner]);
      expect(code).toBe(1);
      expect(output).toBe(
        "madrid-card: failed: CITY_NETWORK_MISMATCH | madrid-card shares the network of 'new-york' but lists other feeds: other (new-york: tiny).",
      );
      expect(existsSync(path.join(root, 'cities/new-york/dist'))).toBe(false);
      expect((await run([], root, [sharingCity(owner, []), owner])).output).toMatch(
        /lists other feeds: none \(new-york: tiny\)\.$/,
      );
    });

    it('fails when the city it names is not one of the repository', async () => {
      const root = await emptyRepo();
      const { code, output } = await run(['--city', 'madrid-card'], root, [sharingCity(testCity([]))]);
      expect(code).toBe(1);
      expect(output).toBe(
        "madrid-card: failed: CITY_NETWORK_MISMATCH | madrid-card shares the network of 'new-york', which is not a city of the repository.",
      );
    });

    it('matches feeds by id, in any order', () => {
      const owner = testCity([{ id: 'a' }, { id: 'b' }]);
      const known = new Map([[owner.id, owner]]);
      expect(checkSharedNetwork(sharingCity(owner, [...owner.feeds].reverse()), known)).toBeUndefined();
      expect(checkSharedNetwork(owner, known)).toBeUndefined();
      const missing = checkSharedNetwork(sharingCity(owner, owner.feeds.slice(0, 1)), known);
      expect(missing).toBeInstanceOf(CityNetworkError);
      expect(missing?.code).toBe('CITY_NETWORK_MISMATCH');
    });
  });
});
