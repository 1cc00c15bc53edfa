import { describe, expect, it } from 'vitest';
import { groupLines, lineListSearchIndex } from './lineGroups';
import { EMT_1, linesFixture, URBAN_1A } from './lineFixtures';

const numbers = (lines: readonly { lineNumber: string }[]) => lines.map((line) => line.lineNumber);

describe('the line list groups', () => {
  it('go Metro, Metro Ligero, Cercanías, EMT, EMT night, interurban, interurban night, urban', () => {
    expect(groupLines(linesFixture().lines).map((group) => group.id)).toEqual([
      'metro',
      'lightMetro',
      'cercanias',
      'emt',
      'emtNight',
      'interurban',
      'interurbanNight',
      'urban',
    ]);
  });

  it('order lines by number as riders count them ("2" before "10", "C4A" before "C4B")', () => {
    const line = (lineNumber: string) => ({ ...EMT_1, lineCode: `6-${lineNumber}`, lineNumber });
    const [emt] = groupLines(['10', 'C4B', '2', 'C4A', '1'].map(line));
    expect(numbers(emt?.lines ?? [])).toEqual(['1', '2', '10', 'C4A', 'C4B']);
  });

  it('put a transport type outside spec §3 in a last group of its own', () => {
    const groups = groupLines([{ ...EMT_1, transportTypeCode: 7 }, EMT_1]);
    expect(groups.map((group) => [group.id, group.mode, numbers(group.lines)])).toEqual([
      ['emt', 'emt', ['1']],
      ['other', undefined, ['1']],
    ]);
  });

  it('are none for an empty list', () => {
    expect(groupLines([])).toEqual([]);
  });
});

describe('the line list search', () => {
  const index = lineListSearchIndex(linesFixture().lines);

  it('puts a line number typed whole first, in the list’s group order: Metro before EMT before urban', () => {
    // Madrid has many urban lines 1, some with names shorter than Metro's line 1.
    const circular = { ...URBAN_1A, lineCode: '9-34', lineNumber: '1', lineName: 'CIRCULAR' };
    const found = lineListSearchIndex([...linesFixture().lines, circular]).search('1');
    expect(found.map((line) => line.lineCode).slice(0, 3)).toEqual(['4-1', '6-1', '9-34']);
    // Then the lines whose number or name starts with it.
    expect(found.map((line) => line.lineNumber).slice(3)).toEqual(['1A']);
    expect(index.search('1', 1).map((line) => line.lineCode)).toEqual(['4-1']);
  });

  it('puts a line code typed whole first (Metro "4-1" before EMT line 41)', () => {
    const emt41 = { ...EMT_1, lineCode: '6-41', lineNumber: '41', lineName: 'ATOCHA-VALDEMARÍN' };
    const found = lineListSearchIndex([emt41, ...linesFixture().lines]).search('4-1');
    expect(found.map((line) => line.lineCode).slice(0, 2)).toEqual(['4-1', '6-41']);
  });

  it('finds by line code, and by name with accents and case ignored', () => {
    expect(numbers(index.search('6-311'))).toEqual(['N1']);
    expect(numbers(index.search('alcalá'))[0]).toBe('1A');
    expect(numbers(index.search('CHAMARTIN')).sort()).toEqual(['1', 'C3', 'ML1']);
  });
});
