import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findImportCycles, judgeCycles, normalizeCycle } from './importCycles';

const FIXTURE = path.resolve(import.meta.dirname, '../test/fixtures/cycles');

describe('findImportCycles', () => {
  it('finds a circle through another folder’s index, and one of a dynamic and a type-only import', async () => {
    const cycles = await findImportCycles(FIXTURE, ['src/**/*.ts', 'other/**/*.ts'], /node_modules/);
    expect(cycles.map(normalizeCycle).sort()).toEqual([
      'other/index.ts → src/a.ts → src/b.ts → other/index.ts',
      'src/feature.ts → src/shell.ts → src/feature.ts',
    ]);
  });

  it('finds none where the imports make no circle', async () => {
    expect(await findImportCycles(FIXTURE, ['src/leaf.ts'], /node_modules|shell\.ts/)).toEqual([]);
  });
});

describe('judgeCycles', () => {
  const shell = describeCycle(['src/shell.ts', 'src/feature.ts']);

  it('fails on a circle not on the known list, whichever file it was found from', () => {
    const verdict = judgeCycles([['src/a.ts', 'src/b.ts']], []);
    expect(verdict.unexpected).toEqual(['src/a.ts → src/b.ts → src/a.ts']);
    expect(judgeCycles([['src/b.ts', 'src/a.ts']], ['src/a.ts → src/b.ts → src/a.ts']).unexpected).toEqual(
      [],
    );
  });

  it('keeps a known circle, and calls a known circle that is gone stale', () => {
    expect(judgeCycles([['src/feature.ts', 'src/shell.ts']], [shell])).toEqual({
      unexpected: [],
      stale: [],
      known: ['src/feature.ts → src/shell.ts → src/feature.ts'],
    });
    expect(judgeCycles([], [shell]).stale).toEqual(['src/feature.ts → src/shell.ts → src/feature.ts']);
  });
});
