import { describe, expect, it } from 'vitest';
import { typoDistance } from './typo';

describe('typoDistance', () => {
  it('counts a swap of two neighbouring letters as one slip ("atocah" is one from "atocha")', () => {
    expect(typoDistance('atocah', 'atocha', 2)).toBe(1);
    expect(typoDistance('nuevso', 'nuevos', 2)).toBe(1);
  });

  it('counts a missing, extra or wrong letter as one', () => {
    expect(typoDistance('atoha', 'atocha', 2)).toBe(1);
    expect(typoDistance('attocha', 'atocha', 2)).toBe(1);
    expect(typoDistance('atochi', 'atocha', 2)).toBe(1);
    expect(typoDistance('ministreios', 'ministerios', 2)).toBe(1);
    expect(typoDistance('minsterio', 'ministerios', 2)).toBe(2);
    expect(typoDistance('sol', 'sol', 0)).toBe(0);
  });

  it('stops at the most it is asked about: more than max edits read as max + 1', () => {
    expect(typoDistance('castellana', 'fuencarral', 2)).toBe(3);
    expect(typoDistance('sol', 'solana', 1)).toBe(2);
    expect(typoDistance('abcdef', 'ghijkl', 1)).toBe(2);
  });
});
