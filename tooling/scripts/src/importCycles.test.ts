import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles, normalizeCycle } from './importCycles';

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
