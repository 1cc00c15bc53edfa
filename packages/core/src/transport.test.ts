import { describe, expect, it } from 'vitest';
import {
  compareStopTypes,
  filterByAllowedCodes,
  isTransportTypeCode,
  STOP_TYPE_CODES,
  STOP_TYPES,
  stopTypeFromCode,
  TRANSPORT_TYPE_CODES,
  TransportTypeCode,
} from './transport';

describe('transport type codes (spec §3)', () => {
  it('are interurban 8, EMT buses 6, commuter rail 5, metro 4, light metro 10, and urban 9', () => {
    expect(TransportTypeCode).toEqual({
      Interurban: 8,
      Emt: 6,
      CommuterRail: 5,
      Metro: 4,
      LightMetro: 10,
      Urban: 9,
    });
    expect(TRANSPORT_TYPE_CODES).toEqual([8, 6, 5, 4, 10, 9]);
  });

  it('recognises a transport type code', () => {
    for (const code of [4, 5, 6, 8, 9, 10]) expect(isTransportTypeCode(code)).toBe(true);
    for (const value of [0, 7, 11, '8', undefined]) expect(isTransportTypeCode(value)).toBe(false);
  });
});

describe('stop types (spec §3, §5)', () => {
  it('are listed in the nearby-stop type order: Cercanías, Metro, Light Metro, interurban, EMT', () => {
    expect(STOP_TYPES).toEqual(['cercanias', 'metro', 'lightMetro', 'interurban', 'emt']);
  });

  it('carry their transport type code', () => {
    expect(STOP_TYPE_CODES).toEqual({ cercanias: 5, metro: 4, lightMetro: 10, interurban: 8, emt: 6 });
  });

  it('are found from their numeric code; urban 9 is not a stop type', () => {
    expect(stopTypeFromCode(5)).toBe('cercanias');
    expect(stopTypeFromCode(4)).toBe('metro');
    expect(stopTypeFromCode(10)).toBe('lightMetro');
    expect(stopTypeFromCode(8)).toBe('interurban');
    expect(stopTypeFromCode(6)).toBe('emt');
    expect(stopTypeFromCode(9)).toBeUndefined();
    expect(stopTypeFromCode(7)).toBeUndefined();
  });

  it('sort in the nearby-stop type order, stable within a type', () => {
    const stops = [
      { id: 1, type: 'emt' },
      { id: 2, type: 'metro' },
      { id: 3, type: 'interurban' },
      { id: 4, type: 'cercanias' },
      { id: 5, type: 'metro' },
      { id: 6, type: 'lightMetro' },
    ] as const;
    expect([...stops].sort((a, b) => compareStopTypes(a.type, b.type)).map((stop) => stop.id)).toEqual([
      4, 2, 5, 6, 3, 1,
    ]);
  });
});

describe('filterByAllowedCodes (spec §5)', () => {
  const items = [
    { name: 'metro stop', stopTypeCode: 4 },
    { name: 'emt stop', stopTypeCode: 6 },
    { name: 'urban line', transportTypeCode: 9 },
    { name: 'metro line', transportTypeCode: 4 },
    { name: 'unknown' },
  ];
  const codesOf = (item: (typeof items)[number]) => item;

  it('keeps everything when no lists are configured (Madrid configures none)', () => {
    expect(filterByAllowedCodes(items, codesOf, {})).toEqual(items);
  });

  it('keeps only allowed stop type codes', () => {
    expect(filterByAllowedCodes(items, codesOf, { stopTypeCodes: [4] }).map((item) => item.name)).toEqual([
      'metro stop',
      'urban line',
      'metro line',
      'unknown',
    ]);
  });

  it('keeps only allowed transport type codes', () => {
    expect(
      filterByAllowedCodes(items, codesOf, { transportTypeCodes: [4] }).map((item) => item.name),
    ).toEqual(['metro stop', 'emt stop', 'metro line', 'unknown']);
  });

  it('applies both lists together', () => {
    expect(
      filterByAllowedCodes(items, codesOf, { stopTypeCodes: [6], transportTypeCodes: [9] }).map(
        (item) => item.name,
      ),
    ).toEqual(['emt stop', 'urban line', 'unknown']);
  });
});
