import { describe, expect, it } from 'vitest';
import { formatPlaceRef, isSamePlace, parsePlaceRef, type PlaceRef } from './places';

const read = (text: unknown): PlaceRef => {
  const result = parsePlaceRef(text);
  if (!result.ok) throw result.error;
  return result.value;
};

describe('place references (the planner’s from and to)', () => {
  it('reads a stop, a station and a point, canonically', () => {
    expect(read('stop:4_012')).toEqual({ kind: 'stop', code: '4-12' });
    expect(read('station:e4-12')).toEqual({ kind: 'station', code: 'E4-12' });
    expect(read('point:40.41687,-3.70379')).toEqual({
      kind: 'point',
      latitude: 40.41687,
      longitude: -3.70379,
    });
  });

  it('writes each so that it reads back the same', () => {
    for (const text of [
      'stop:4-12',
      'station:E4-12',
      'point:40.416870,-3.703790',
      'point:-33.900000,151.200000',
    ]) {
      expect(formatPlaceRef(read(text))).toBe(text);
    }
  });

  it.each([
    ['', 'expected'],
    ['4-12', 'expected'],
    ['bus:4-12', 'expected'],
    ['stop:', 'not a place'],
    ['stop:abc', 'not a place'],
    ['station:E6-72', 'not a rail stop type'],
    ['point:91,0', 'latitude'],
    ['point:0,181', 'longitude'],
    ['point:40.4;-3.7', 'latitude'],
    ['point:1e2,3', 'latitude'],
  ])('refuses %j with PLACE_REF_MALFORMED', (text, words) => {
    const result = parsePlaceRef(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('PLACE_REF_MALFORMED');
    expect(result.error.message).toContain(words);
  });

  it('refuses what is not text', () => {
    expect(parsePlaceRef(12).ok).toBe(false);
    expect(parsePlaceRef(undefined).ok).toBe(false);
  });

  it('tells the same place from another', () => {
    expect(isSamePlace(read('stop:4_12'), read('stop:4-12'))).toBe(true);
    expect(isSamePlace(read('stop:4-12'), read('station:E4-12'))).toBe(false);
  });
});
