import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { GtfsError } from './errors';

/**
 * The committed registry of numbers given to ids that are not numbers themselves (New York's "A27", FGC's "PC",
 * Cercanías' "5__C1___"): `cities/<city>/data/codes.json`, keyed "<feedId>:<stop_id or route_id>". A number once
 * given is never changed, so a rider's favourite keeps its code when the feed is refreshed.
 */
export const codeRegistrySchema = z.strictObject({
  stops: z.record(z.string().regex(/^[a-z0-9-]+:.+$/), z.number().int().nonnegative()),
  lines: z.record(z.string().regex(/^[a-z0-9-]+:.+$/), z.number().int().nonnegative()),
});
export type CodeRegistryData = z.output<typeof codeRegistrySchema>;
export type CodeKind = keyof CodeRegistryData;

/**
 * Compares strings with digit runs as numbers ("C2" before "C10"), then by code unit, so the order never depends on
 * a locale's collation.
 */
export function naturalCompare(a: string, b: string): number {
  const pattern = /(\d+)|(\D+)/g;
  const partsA = a.match(pattern) ?? [];
  const partsB = b.match(pattern) ?? [];
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i += 1) {
    const x = partsA[i] as string;
    const y = partsB[i] as string;
    if (x === y) continue;
    const isNumberX = /^\d/.test(x);
    const isNumberY = /^\d/.test(y);
    if (isNumberX && isNumberY) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return difference;
    }
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length || (a < b ? -1 : a > b ? 1 : 0);
}

export class CodeRegistry {
  private readonly data: CodeRegistryData;
  private readonly added: Record<CodeKind, string[]> = { stops: [], lines: [] };

  constructor(
    /** Where it is stored (absolute). */
    readonly filePath: string,
    data: CodeRegistryData = { stops: {}, lines: {} },
  ) {
    this.data = { stops: { ...data.stops }, lines: { ...data.lines } };
  }

  /** Reads a registry; a missing file is an empty registry, a malformed one a coded error. */
  static async load(filePath: string): Promise<CodeRegistry> {
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch {
      return new CodeRegistry(filePath);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new GtfsError('GTFS_CODES_INVALID', `${filePath} is not JSON.`, { cause: error });
    }
    const parsed = codeRegistrySchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new GtfsError('GTFS_CODES_INVALID', `${filePath} is invalid: ${issues.join('; ')}`);
    }
    return new CodeRegistry(filePath, parsed.data);
  }

  get(kind: CodeKind, key: string): number | undefined {
    return Object.hasOwn(this.data[kind], key) ? this.data[kind][key] : undefined;
  }

  entries(kind: CodeKind): [string, number][] {
    return Object.entries(this.data[kind]);
  }

  add(kind: CodeKind, key: string, value: number): void {
    this.data[kind][key] = value;
    this.added[kind].push(key);
  }

  /** Keys given a number since the registry was loaded. */
  addedKeys(kind: CodeKind): readonly string[] {
    return this.added[kind];
  }

  get hasChanges(): boolean {
    return this.added.stops.length + this.added.lines.length > 0;
  }

  /** The registry as committed: keys in natural order, two-space indent, a final newline. */
  toJson(): string {
    const sorted = (record: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).sort(([a], [b]) => naturalCompare(a, b)));
    return `${JSON.stringify({ stops: sorted(this.data.stops), lines: sorted(this.data.lines) }, null, 2)}\n`;
  }

  async save(): Promise<void> {
    await writeFile(this.filePath, this.toJson());
  }
}
