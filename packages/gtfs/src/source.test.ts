import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { GtfsError } from './errors';
import { stopRow } from './schemas';
import { openTableSource, type TableSource } from './source';
import { writeZip } from './testing';

const STOPS = 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40.1,-3.1\n';

async function stopIds(source: TableSource): Promise<string[]> {
  const file = source.file('stops.txt');
  if (!file) throw new Error('no stops.txt');
  const ids: string[] = [];
  await readCsv({
    file,
    schema: stopRow,
    isOptional: false,
    onRow: (row) => ids.push(row.stop_id),
    onBadRow: () => undefined,
  });
  return ids;
}

describe('openTableSource', () => {
  it('reads a GTFS zip, even with its files in a folder inside', async () => {
    const zip = await writeZip({
      'feed/stops.txt': STOPS,
      'feed/routes.txt': 'route_id\n',
      '__MACOSX/x': '',
    });
    const source = await openTableSource('/', zip);
    expect(source.names()).toEqual(['routes.txt', 'stops.txt']);
    expect(await stopIds(source)).toEqual(['A']);
    expect(source.file('stops.txt')?.origin).toMatch(/feed\.zip!feed\/stops\.txt$/);
    await source.close();
  });

  it('reads a folder of per-file zips and a folder holding a feed zip', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-source-'));
    await copyFile(await writeZip({ 'stops.txt': STOPS }), path.join(folder, 'stops.txt.zip'));
    const perFile = await openTableSource(folder, '.');
    expect(await stopIds(perFile)).toEqual(['A']);
    await perFile.close();

    const holder = await mkdtemp(path.join(tmpdir(), 'gtfs-source-'));
    await copyFile(await writeZip({ 'stops.txt': STOPS, 'trips.txt': 'x\n' }), path.join(holder, 'gtfs.zip'));
    const held = await openTableSource(holder, '.');
    expect(held.names()).toEqual(['stops.txt', 'trips.txt']);
    expect(await stopIds(held)).toEqual(['A']);
    await held.close();
  });

  it('fills the files the main path lacks from its supplements, and only those', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gtfs-source-'));
    await mkdir(path.join(root, 'main'));
    await mkdir(path.join(root, 'extra'));
    await writeFile(path.join(root, 'main', 'stops.txt'), STOPS);
    await writeFile(path.join(root, 'extra', 'stops.txt'), 'stop_id,stop_name,stop_lat,stop_lon\nZ,Z,1,1\n');
    await writeFile(path.join(root, 'extra', 'shapes.txt'), 'shape_id\n');
    const source = await openTableSource(root, 'main', ['extra']);
    expect(source.names()).toEqual(['shapes.txt', 'stops.txt']);
    expect(await stopIds(source)).toEqual(['A']);
    expect(source.file('shapes.txt')?.origin).toBe('extra/shapes.txt');
    await source.close();
  });

  it('gives a coded error naming a path that does not exist', async () => {
    const error = await openTableSource('/nowhere', 'cities/x/data/feed').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ code: 'GTFS_FILE_MISSING', message: 'cities/x/data/feed does not exist.' });
  });

  it('gives a coded error naming an archive that cannot be read', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-source-'));
    await writeFile(path.join(folder, 'broken.zip'), 'this is not a zip archive');
    const error = await openTableSource(folder, 'broken.zip').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ code: 'GTFS_ARCHIVE_UNREADABLE' });
    expect((error as GtfsError).message).toMatch(/^broken\.zip cannot be read as a zip archive/);
  });

  it('gives a coded error for a per-file zip that cannot be read, when it is read', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gtfs-source-'));
    await writeFile(path.join(folder, 'stops.txt.zip'), 'garbage');
    const source = await openTableSource(folder, '.');
    const error = await stopIds(source).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'GTFS_ARCHIVE_UNREADABLE' });
  });

  it('reads an archive with stray bytes after its end, and says so', async () => {
    const zip = await writeZip({ 'stops.txt': STOPS });
    await writeFile(zip, Buffer.concat([await readFile(zip), Buffer.from('\n')]));
    const source = await openTableSource(path.dirname(zip), zip);
    expect(await stopIds(source)).toEqual(['A']);
    expect(source.warnings).toEqual(['feed.zip has bytes after the end of the archive; they are ignored']);
  });
});
