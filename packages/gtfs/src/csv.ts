import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { z } from 'zod';
import { GtfsError } from './errors';
import type { SourceFile } from './source';

/** A row schema: an object of the columns a file's reader uses, each a string or absent. */
export type RowSchema = z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;

export interface ReadCsvOptions<Schema extends RowSchema> {
  readonly file: SourceFile;
  readonly schema: Schema;
  /** Whether the compile can do without this file: a missing column then skips the file instead of failing. */
  readonly isOptional: boolean;
  /** Called for each valid row with its physical line number (1 is the header). */
  readonly onRow: (row: z.output<Schema>, line: number) => void;
  /** Called for each row that fails its schema, as 'file:line: reason'. */
  readonly onBadRow: (message: string) => void;
}

export interface ReadCsvResult {
  /** Data rows seen (valid and bad). */
  readonly rows: number;
  readonly badRows: number;
}

/** Which columns each row must have: the schema's keys whose schema rejects absence. */
function requiredColumns(schema: RowSchema): string[] {
  return Object.entries(schema.shape)
    .filter(([, column]) => !column.safeParse(undefined).success)
    .map(([name]) => name);
}

/**
 * The physical line of each byte offset, from the positions of the line feeds seen so far. Physical lines matter
 * because a quoted field may span several of them, and csv-parse's own line count drifts on CRLF inside quotes.
 */
class LineIndex {
  private readonly feeds: number[] = [];
  private cursor = 0;
  private bytesSeen = 0;

  scan(chunk: Buffer): void {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1))
      this.feeds.push(this.bytesSeen + i);
    this.bytesSeen += chunk.length;
  }

  /** 1 + the line feeds before `offset`. Offsets asked must not decrease. */
  lineAt(offset: number): number {
    while (this.cursor < this.feeds.length && (this.feeds[this.cursor] as number) < offset) this.cursor += 1;
    return this.cursor + 1;
  }
}

function describeIssue(issue: z.core.$ZodIssue, row: Record<string, string>): string {
  const column = issue.path.map(String).join('.');
  if (!column) return issue.message;
  const value = row[column];
  if (value === undefined)
    return `${column}: ${issue.code === 'invalid_type' ? 'required but empty' : issue.message}`;
  return `${column}: ${issue.message} (got '${value}')`;
}

/** Waits for `start` to call back, or for the parser to fail (its error is kept by the caller's listener). */
function settled(parser: NodeJS.EventEmitter, start: (done: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    parser.once('error', () => resolve());
    start(() => resolve());
  });
}

/**
 * Streams a CSV file (UTF-8 BOM, quoted fields, CRLF or LF) and schema-checks every row against the columns it
 * uses. A bad row is reported as `file:line: reason` and skipped; the rest is read. A missing required column
 * fails a required file with a coded error and skips an optional one (reported on line 1).
 */
export async function readCsv<Schema extends RowSchema>(
  options: ReadCsvOptions<Schema>,
): Promise<ReadCsvResult> {
  const { file, schema, onRow, onBadRow } = options;
  const columns = Object.keys(schema.shape);
  const required = requiredColumns(schema);
  const lines = new LineIndex();
  let indexes: (number | undefined)[] | undefined;
  let isSkipped = false;
  let failure: Error | undefined;
  let rows = 0;
  let badRows = 0;
  const bad = (line: number, reason: string) => {
    badRows += 1;
    onBadRow(`${file.name}:${line}: ${reason}`);
  };

  const handle = (record: string[], line: number) => {
    if (!indexes) {
      const header = record.map((name) => name.trim());
      indexes = columns.map((name) => {
        const index = header.indexOf(name);
        return index === -1 ? undefined : index;
      });
      const missing = required.filter((name) => !header.includes(name));
      if (missing.length > 0) {
        const list = missing.map((name) => `'${name}'`).join(', ');
        isSkipped = true;
        if (options.isOptional) bad(line, `the file lacks the required column ${list}; it is skipped`);
        else
          failure = new GtfsError('GTFS_COLUMN_MISSING', `${file.origin} lacks the required column ${list}.`);
      }
      return;
    }
    if (isSkipped) return;
    rows += 1;
    const row: Record<string, string> = {};
    columns.forEach((name, i) => {
      const index = indexes?.[i];
      const value = index === undefined ? undefined : record[index]?.trim();
      if (value !== undefined && value !== '') row[name] = value;
    });
    const parsed = schema.safeParse(row);
    if (parsed.success) onRow(parsed.data, line);
    else bad(line, parsed.error.issues.map((issue) => describeIssue(issue, row)).join('; '));
  };

  // Empty lines come through as records (so the line count stays exact) and are dropped here. csv-parse's
  // per-record info would give line numbers too, but building it costs a fifth of the parse, and its count drifts
  // on CRLF inside quotes; each record is instead one line plus the line feeds inside its quoted fields.
  // No `trim`: csv-parse's trimming stops reading the rest of a chunk after a quote followed by text (`"x" y`),
  // losing rows silently; values are trimmed here instead, and such a field is read as written.
  const parser = parse({
    bom: true,
    record_delimiter: ['\r\n', '\n'],
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
  });
  let nextLine = 1;
  let isLost = false;
  parser.on('data', (record: string[]) => {
    let innerFeeds = 0;
    for (const field of record) if (field.includes('\n')) innerFeeds += field.split('\n').length - 1;
    // After a skipped record the count resumes from the byte offset: records are emitted as they are parsed
    // (the stream flows), so the parser's offset is this record's end.
    const line = isLost ? lines.lineAt(Math.max(0, parser.info.bytes - 1)) - innerFeeds : nextLine;
    isLost = false;
    nextLine = line + 1 + innerFeeds;
    if (record.length === 1 && record[0]?.trim() === '') return;
    handle(record, line);
  });
  parser.on('skip', (error: Error & { bytes?: number }) => {
    rows += 1;
    isLost = true;
    // The error carries the offset where the failing record starts.
    bad(lines.lineAt(error.bytes ?? 0), error.message);
  });
  parser.on('error', (error: Error) => {
    failure ??= error;
  });

  let stream: Readable | undefined;
  try {
    stream = await file.open();
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      lines.scan(bytes);
      if (failure !== undefined) break;
      if (!parser.write(bytes)) await settled(parser, (done) => parser.once('drain', done));
    }
    if (failure === undefined) {
      // 'end' (not 'finish'): the last records are out only once the readable side has ended.
      await settled(parser, (done) => {
        parser.once('end', done);
        parser.end();
      });
    }
    if (failure !== undefined) throw failure;
  } catch (error) {
    stream?.destroy();
    parser.destroy();
    if (error instanceof GtfsError) throw error;
    // A zip entry that fails to inflate is a damaged archive; anything else is a file that cannot be read.
    throw new GtfsError(
      /\.zip(!|$)/.test(file.origin) ? 'GTFS_ARCHIVE_UNREADABLE' : 'GTFS_FILE_UNREADABLE',
      `${file.origin} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return { rows, badRows };
}
