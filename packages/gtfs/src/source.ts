import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { GtfsError } from './errors';

/**
 * Where a feed's files come from. A GTFS source is a zip, a folder of .txt files, a folder of per-file zips
 * (`stops.txt.zip`, as CRTM's extracts come), or a folder holding a feed zip; supplement sources fill the files the
 * main one lacks (Metro's shapes come from an older extract).
 */
export interface SourceFile {
  /** The GTFS file name, lower case ("stops.txt"). */
  readonly name: string;
  /** Where it is read from, for reports ("cities/madrid/data/x/stops.txt", "feed.zip!stops.txt"). */
  readonly origin: string;
  open(): Promise<Readable>;
}

export interface TableSource {
  /** The main path, for reports. */
  readonly origin: string;
  /** What was odd but readable (bytes after an archive's end). */
  readonly warnings: readonly string[];
  file(name: string): SourceFile | undefined;
  /** Every file name the source offers, sorted. */
  names(): string[];
  close(): Promise<void>;
}

interface ZipHandle {
  readonly zip: yauzl.ZipFile;
  readonly entries: Map<string, yauzl.Entry>;
}

function unreadable(origin: string, cause: unknown): GtfsError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new GtfsError('GTFS_ARCHIVE_UNREADABLE', `${origin} cannot be read as a zip archive: ${reason}`, {
    cause,
  });
}

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_BYTES = 22;

/**
 * The archive without bytes after its end record, or undefined when it has none to drop. Some published feeds
 * carry a stray byte after the zip (Metro Bilbao's ends in a line feed), which yauzl rightly refuses.
 */
function withoutTrailingBytes(bytes: Buffer): Buffer | undefined {
  const end = bytes.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (end === -1 || end + END_RECORD_BYTES > bytes.length) return undefined;
  const length = end + END_RECORD_BYTES + bytes.readUInt16LE(end + 20);
  return length < bytes.length ? bytes.subarray(0, length) : undefined;
}

function openZipFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) => {
      if (error) reject(error);
      else resolve(opened);
    });
  });
}

function openZipBuffer(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => {
      if (error) reject(error);
      else resolve(opened);
    });
  });
}

/** Opens a zip and lists its files by lower-case base name (the first wins when a name repeats). */
async function openZip(file: string, origin: string, warnings?: string[]): Promise<ZipHandle> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZipFile(file);
  } catch (error) {
    const trimmed = withoutTrailingBytes(await readFile(file).catch(() => Buffer.alloc(0)));
    if (!trimmed) throw unreadable(origin, error);
    zip = await openZipBuffer(trimmed).catch(() => Promise.reject(unreadable(origin, error)));
    warnings?.push(`${origin} has bytes after the end of the archive; they are ignored`);
  }
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const base = path.posix.basename(entry.fileName).toLowerCase();
      // Folders, and the resource forks macOS adds to the archives it makes, are not feed files.
      if (!entry.fileName.endsWith('/') && !entry.fileName.startsWith('__MACOSX/') && !entries.has(base)) {
        entries.set(base, entry);
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.once('error', (error) => {
      zip.close();
      reject(unreadable(origin, error));
    });
    zip.readEntry();
  });
  return { zip, entries };
}

function openEntry(handle: ZipHandle, entry: yauzl.Entry, origin: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    handle.zip.openReadStream(entry, (error, stream) => {
      if (error) reject(unreadable(origin, error));
      else resolve(stream);
    });
  });
}

/** What a path on disk contributes: its files, and the zips to close afterwards. */
interface PathFiles {
  readonly files: SourceFile[];
  readonly zips: ZipHandle[];
}

async function filesOfZip(file: string, origin: string, warnings: string[]): Promise<PathFiles> {
  const handle = await openZip(file, origin, warnings);
  const files = [...handle.entries].map(([name, entry]) => ({
    name,
    origin: `${origin}!${entry.fileName}`,
    open: () => openEntry(handle, entry, `${origin}!${entry.fileName}`),
  }));
  return { files, zips: [handle] };
}

/** A per-file zip (`stops.txt.zip`): opened only when read, closed when its one file has been read. */
function perFileZip(file: string, origin: string, name: string): SourceFile {
  return {
    name,
    origin,
    async open() {
      const handle = await openZip(file, origin);
      const entry = handle.entries.get(name) ?? [...handle.entries.values()][0];
      if (!entry) {
        handle.zip.close();
        throw unreadable(origin, new Error(`it holds no ${name}`));
      }
      const stream = await openEntry(handle, entry, origin);
      stream.once('close', () => handle.zip.close());
      return stream;
    },
  };
}

async function filesOfPath(absolute: string, origin: string, warnings: string[]): Promise<PathFiles> {
  const info = await stat(absolute).catch(() => undefined);
  if (!info) throw new GtfsError('GTFS_FILE_MISSING', `${origin} does not exist.`);
  if (info.isFile()) return filesOfZip(absolute, origin, warnings);
  const names = (await readdir(absolute)).sort();
  const files: SourceFile[] = [];
  const zips: ZipHandle[] = [];
  for (const entry of names) {
    const lower = entry.toLowerCase();
    const full = path.join(absolute, entry);
    const entryOrigin = `${origin}/${entry}`;
    if (lower.endsWith('.txt') || lower.endsWith('.csv') || lower.endsWith('.json')) {
      files.push({ name: lower, origin: entryOrigin, open: () => Promise.resolve(createReadStream(full)) });
    } else if (lower.endsWith('.txt.zip')) {
      files.push(perFileZip(full, entryOrigin, lower.slice(0, -'.zip'.length)));
    }
  }
  // A folder that holds a whole feed as a zip (how the Barcelona and Bilbao snapshots come): its files count too,
  // after the loose ones.
  for (const entry of names.filter((name) => /\.zip$/i.test(name) && !/\.txt\.zip$/i.test(name))) {
    const part = await filesOfZip(path.join(absolute, entry), `${origin}/${entry}`, warnings);
    files.push(...part.files);
    zips.push(...part.zips);
  }
  return { files, zips };
}

/**
 * Opens a feed's files: the main path first, then each supplement for the files still missing.
 * @param repoRoot paths are resolved against it and reported relative to it
 * @param mainPath a zip or a folder (absolute, or relative to repoRoot)
 */
export async function openTableSource(
  repoRoot: string,
  mainPath: string,
  supplementPaths: readonly string[] = [],
): Promise<TableSource> {
  const byName = new Map<string, SourceFile>();
  const zips: ZipHandle[] = [];
  const warnings: string[] = [];
  const display = (p: string) => {
    const relative = path.relative(repoRoot, path.resolve(repoRoot, p));
    return relative.startsWith('..') ? path.resolve(repoRoot, p) : relative.split(path.sep).join('/');
  };
  try {
    for (const p of [mainPath, ...supplementPaths]) {
      const part = await filesOfPath(path.resolve(repoRoot, p), display(p), warnings);
      zips.push(...part.zips);
      for (const file of part.files) if (!byName.has(file.name)) byName.set(file.name, file);
    }
  } catch (error) {
    for (const handle of zips) handle.zip.close();
    throw error;
  }
  return {
    origin: display(mainPath),
    warnings,
    file: (name) => byName.get(name),
    names: () => [...byName.keys()].sort(),
    close: () => {
      for (const handle of zips) handle.zip.close();
      return Promise.resolve();
    },
  };
}
