import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodeRegistry, naturalCompare } from './codeRegistry';
import { assignNumbers } from './codes';

describe('naturalCompare', () => {
  it('orders digit runs by value and the rest by code unit, whatever the locale', () => {
    const ids = ['x:C10', 'x:C2', 'x:C1', 'x:C4_B', 'x:C4_A', 'x:B', 'x:C01'];
    expect([...ids].sort(naturalCompare)).toEqual([
      'x:B',
      'x:C01',
      'x:C1',
      'x:C2',
      'x:C4_A',
      'x:C4_B',
      'x:C10',
    ]);
    expect(naturalCompare('a', 'a')).toBe(0);
  });
});

describe('CodeRegistry', () => {
  it('treats a missing file as empty and writes keys in natural order', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'codes-'));
    const file = path.join(folder, 'codes.json');
    const registry = await CodeRegistry.load(file);
    expect(registry.hasChanges).toBe(false);
    registry.add('lines', 'f:C10', 10);
    registry.add('lines', 'f:C2', 2);
    await registry.save();
    expect(await readFile(file, 'utf8')).toBe(
      '{\n  "stops": {},\n  "lines": {\n    "f:C2": 2,\n    "f:C10": 10\n  }\n}\n',
    );
    expect((await CodeRegistry.load(file)).get('lines', 'f:C10')).toBe(10);
  });

  it('refuses a registry that is not JSON or breaks its schema, with a coded error', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'codes-'));
    const file = path.join(folder, 'codes.json');
    await writeFile(file, '{ nope');
    await expect(CodeRegistry.load(file)).rejects.toMatchObject({ code: 'GTFS_CODES_INVALID' });
    await writeFile(file, JSON.stringify({ stops: { 'f:A': -1 }, lines: {} }));
    await expect(CodeRegistry.load(file)).rejects.toMatchObject({
      code: 'GTFS_CODES_INVALID',
      message: expect.stringContaining('stops.f:A') as string,
    });
  });
});

describe('assignNumbers', () => {
  it('gives a new number to an id whose registered number a fixed one took, and says so', () => {
    const registry = new CodeRegistry('/dev/null', { stops: { 'b:X': 5 }, lines: {} });
    const { numbers, conflicts } = assignNumbers(
      'stops',
      [
        { feedId: 'a', id: 'par_4_5', typeCode: 4, fixed: 5 },
        { feedId: 'b', id: 'X', typeCode: 4 },
      ],
      registry,
      new Map([['b', 4]]),
    );
    expect(numbers.get('b:X')).toBe(6);
    expect(conflicts).toEqual(['b:X: its registered number 5 is taken; it gets a new one']);
  });

  it('uses a candidate only when it is unique in its feed and free in its type', () => {
    const registry = new CodeRegistry('/dev/null', { stops: { 'other:Z': 40 }, lines: {} });
    const { numbers } = assignNumbers(
      'stops',
      [
        { feedId: 'a', id: 'P', typeCode: 10, candidate: 7 },
        { feedId: 'a', id: 'Q', typeCode: 10, candidate: 7 },
        { feedId: 'a', id: 'R', typeCode: 10, candidate: 8 },
        { feedId: 'b', id: 'R', typeCode: 10, candidate: 8 },
      ],
      registry,
      new Map([
        ['a', 10],
        ['b', 10],
      ]),
    );
    // Registry entries of feeds outside the compile keep their numbers clear: new ones start above 40.
    expect(Object.fromEntries(numbers)).toEqual({ 'a:R': 8, 'a:P': 41, 'a:Q': 42, 'b:R': 43 });
  });
});
