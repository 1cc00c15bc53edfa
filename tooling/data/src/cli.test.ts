import { cp, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeRegistrySchema } from '@transit/gtfs';
import { fixturePath, testCity, writeZip } from '@transit/gtfs/testing';
import { decodeNetwork, networkSize, placesFileSchema } from '@transit/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataCommand } from './cli';

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
});
