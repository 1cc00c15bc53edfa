import { describe, expect, it } from 'vitest';
import type { GtfsFeed } from './feed';
import { crtmShortName, linesOf } from './routes';

describe('crtmShortName', () => {
  it('reads the short name hidden in CRTM route ids', () => {
    expect(crtmShortName('4__1___')).toBe('1');
    expect(crtmShortName('8_N_902___')).toBe('N902');
    expect(crtmShortName('8__510_A__')).toBe('510A');
    expect(crtmShortName('5__C4_A__')).toBe('C4A');
    expect(crtmShortName('9__1__013_')).toBe('1');
  });

  it('keeps a bare route id ("881", "N26") as the number instead of an empty one', () => {
    expect(crtmShortName('881')).toBe('881');
    expect(crtmShortName('N26')).toBe('N26');
  });
});

describe('linesOf without routes.txt (CRTM bus extracts)', () => {
  const trip = (route: string, direction: 0 | 1, shortName: string, headsign = 'X') => ({
    route_id: route,
    service_id: 'S',
    trip_id: `${route}-${direction}-${shortName}`,
    trip_headsign: headsign,
    trip_short_name: shortName,
    direction_id: direction,
    line: 2,
  });
  const feed = {
    routes: undefined,
    trips: [
      trip('8__510___', 0, '510 ALCORCÓN'),
      trip('8__510___', 1, 'lv 510 MADRID (Cuatro Vientos)'),
      trip('8_N_501___', 0, 'N501 MÓSTOLES'),
      trip('9__1__013_', 0, '1 ARBOLEDA'),
      trip('9__1__013_', 1, '1 ARBOLEDA'),
      trip('9__1__014_', 0, '1 CENTRO'),
    ],
  } as unknown as GtfsFeed;

  it("derives each line of the feed's mode from trips, named by where each direction goes", () => {
    const { lines, otherModeRouteIds } = linesOf(feed, 8, true);
    expect(lines).toEqual([
      {
        routeId: '8__510___',
        number: '510',
        name: 'MADRID (Cuatro Vientos) - ALCORCÓN',
        isNocturnal: false,
        candidate: 510,
      },
      { routeId: '8_N_501___', number: 'N501', name: 'MÓSTOLES', isNocturnal: true, candidate: undefined },
    ]);
    expect([...otherModeRouteIds]).toEqual(['9__1__013_', '9__1__014_']);
  });

  it('numbers no line directly when its number repeats in the feed (urban line 1 of two towns)', () => {
    const { lines } = linesOf(feed, 9, true);
    expect(lines.map((line) => [line.number, line.name, line.candidate])).toEqual([
      ['1', 'ARBOLEDA', undefined],
      ['1', 'CENTRO', undefined],
    ]);
  });
});

describe('linesOf of a CRTM feed whose route has only a bare id', () => {
  // EMT's night line N26 as CRTM's M6 routes.txt lists it, had its id been written bare and its short name left out.
  const feed = {
    routes: [{ route_id: 'N26', route_long_name: 'ALONSO MARTINEZ-ALUCHE', route_type: 3, line: 2 }],
    trips: [],
  } as unknown as GtfsFeed;

  it('numbers it by its id, N26, a night line', () => {
    expect(linesOf(feed, 6, true).lines.map((line) => [line.number, line.isNocturnal])).toEqual([
      ['N26', true],
    ]);
  });
});

describe('linesOf with routes.txt', () => {
  const route = (id: string, shortName: string) => ({
    route_id: id,
    route_short_name: shortName,
    route_long_name: `Line ${shortName}`,
    route_type: 3,
    line: 2,
  });
  const feed = {
    routes: [
      route('6__1___', '1'),
      route('6__001___', '001'),
      route('6__5___', '05'),
      route('6__27___', '27'),
    ],
    trips: [],
  } as unknown as GtfsFeed;

  it('gives the number to "1" rather than "001" when both read as 1, and to a lone "05"', () => {
    const { lines } = linesOf(feed, 6, true);
    expect(lines.map((line) => [line.number, line.candidate])).toEqual([
      ['1', 1],
      ['001', undefined],
      ['05', 5],
      ['27', 27],
    ]);
  });
});
