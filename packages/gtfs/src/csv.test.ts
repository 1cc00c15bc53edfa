import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCsv } from './csv';
import { GtfsError } from './errors';
import { stopRow } from './schemas';
import type { SourceFile } from './source';

/** A file served in chunks of `chunkBytes`, so rows and line feeds straddle chunk edges as they do on disk. */
function fileOf(text: string | Buffer, chunkBytes = 7): SourceFile {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return {
    name: 'stops.txt',
    origin: 'memory/stops.txt',
    open: () => {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += chunkBytes) chunks.push(bytes.subarray(i, i + chunkBytes));
      return Promise.resolve(Readable.from(chunks));
    },
  };
}

async function read<Schema extends z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>>(
  text: string | Buffer,
  schema: Schema,
  isOptional = false,
) {
  const rows: { row: z.output<Schema>; line: number }[] = [];
  const bad: string[] = [];
  const result = await readCsv({
    file: fileOf(text),
    schema,
    isOptional,
    onRow: (row, line) => rows.push({ row, line }),
    onBadRow: (message) => bad.push(message),
  });
  return { rows, bad, result };
}

const pair = z.object({ a: z.string(), b: z.string().optional() });

describe('readCsv', () => {
  it('reads a UTF-8 BOM, quoted fields with commas, doubled quotes and line breaks, and CRLF', async () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n"two\r\nlines",2\r\nlast,3';
    const { rows, bad } = await read(text, pair);
    expect(bad).toEqual([]);
    expect(rows).toEqual([
      { row: { a: 'x, y', b: 'say "hi"' }, line: 2 },
      { row: { a: 'two\r\nlines', b: '2' }, line: 3 },
      { row: { a: 'last', b: '3' }, line: 5 },
    ]);
  });

  it('reports a bad row as file:line: reason with its physical line and still reads the rest', async () => {
    const text = [
      'stop_id,stop_name,stop_lat,stop_lon',
      'A,"Quoted',
      'name",40.1,-3.1',
      '',
      'B,Broken,north,-3.2',
      'C,Fine,40.3,-3.3',
    ].join('\n');
    const { rows, bad } = await read(text, stopRow);
    expect(rows.map(({ row, line }) => `${row.stop_id}@${line}`)).toEqual(['A@2', 'C@6']);
    expect(bad).toEqual(["stops.txt:5: stop_lat: expected a number (got 'north')"]);
  });

  it('treats empty fields as absent and fills missing trailing columns as empty', async () => {
    const { rows, bad } = await read('a,b\nx,\ny\n', pair);
    expect(bad).toEqual([]);
    expect(rows.map(({ row }) => row)).toEqual([{ a: 'x' }, { a: 'y' }]);
  });

  it('says which column a row lacks', async () => {
    const { bad } = await read('a,b\n,1\n', pair);
    expect(bad).toEqual(['stops.txt:2: a: required but empty']);
  });

  it('fails a required file that lacks a required column, with a coded error naming it', async () => {
    const error = await read('b\n1\n', pair).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ code: 'GTFS_COLUMN_MISSING' });
    expect(String((error as GtfsError).message)).toContain("memory/stops.txt lacks the required column 'a'");
  });

  it('skips an optional file that lacks a required column, and reports it on line 1', async () => {
    const { rows, bad } = await read('b\n1\n', pair, true);
    expect(rows).toEqual([]);
    expect(bad).toEqual(["stops.txt:1: the file lacks the required column 'a'; it is skipped"]);
  });

  it('trims values, and reads a stray quote as written without losing the rows after it', async () => {
    const text = 'a,b\n  padded  , 1 \n"x" y,2\nz,"3" 4\nafter,5\n';
    const { rows, bad } = await read(text, pair);
    expect(bad).toEqual([]);
    expect(rows).toEqual([
      { row: { a: 'padded', b: '1' }, line: 2 },
      { row: { a: '"x" y', b: '2' }, line: 3 },
      { row: { a: 'z', b: '"3" 4' }, line: 4 },
      { row: { a: 'after', b: '5' }, line: 5 },
    ]);
  });

  it('reads a file whose lines end in LF and CRLF alike', async () => {
    const { rows } = await read('a,b\nx,1\r\ny,2\n', pair);
    expect(rows.map(({ row }) => row.b)).toEqual(['1', '2']);
  });

  it('keeps counting lines after a quote that never closes', async () => {
    const { rows, bad, result } = await read('a,b\nok,1\n"open,2\n', pair);
    expect(rows.map(({ line }) => line)).toEqual([2]);
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^stops\.txt:3: /);
    expect(result).toEqual({ rows: 2, badRows: 1 });
  });
});
