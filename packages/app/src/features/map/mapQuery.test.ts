import madrid from '@transit/city-madrid';
import { describe, expect, it } from 'vitest';
import { type MapFocus, parseMapQuery } from './mapQuery';

const read = (search: string): MapFocus => parseMapQuery(new URLSearchParams(search), madrid.map.bounds);

describe('parseMapQuery (spec §2: /paradas/mapa with codParada, a stop, or p, a place)', () => {
  it('asks for nothing without parameters, or with empty ones', () => {
    expect(read('')).toEqual({ kind: 'none' });
    expect(read('codParada=&p=')).toEqual({ kind: 'none' });
  });

  it('reads codParada as a stop code, in its canonical spelling', () => {
    expect(read('codParada=4-12')).toEqual({ kind: 'stop', code: '4-12' });
    expect(read('codParada=8_09568')).toEqual({ kind: 'stop', code: '09568' });
    expect(read('codParada=%201234%20')).toEqual({ kind: 'stop', code: '1234' });
  });

  it('reports a codParada that is no stop code as MAP_STOP_CODE_INVALID, keeping the text', () => {
    const focus = read('codParada=sol');
    expect(focus.kind).toBe('invalid');
    if (focus.kind !== 'invalid') return;
    expect(focus.input).toBe('sol');
    expect(focus.error.code).toBe('MAP_STOP_CODE_INVALID');
    expect(focus.error.toString()).toBe(
      "MAP_STOP_CODE_INVALID | 'sol' is not a stop code: expected digits with an optional 1–2 digit prefix and '-' or '_', for example 4-123.",
    );
    expect(read('codParada=7-12')).toMatchObject({
      kind: 'invalid',
      error: { code: 'MAP_STOP_CODE_INVALID' },
    });
  });

  it('reads p as "latitude,longitude" in decimal degrees', () => {
    expect(read('p=40.4169,-3.7035')).toEqual({ kind: 'place', latitude: 40.4169, longitude: -3.7035 });
    expect(read('p=40.4169%2C%20-3.7035')).toEqual({ kind: 'place', latitude: 40.4169, longitude: -3.7035 });
    expect(read('p=40,-4')).toEqual({ kind: 'place', latitude: 40, longitude: -4 });
  });

  it('reports any other p as MAP_PLACE_UNREADABLE', () => {
    for (const place of [
      'Sol',
      '40.4169',
      '40.4169;-3.7035',
      'ChIJgTwKgJcpQg0RaSKMYcHeNsQ',
      '95,-3.7',
      '40.4,-190',
      '1e1,2',
    ]) {
      const focus = read(`p=${encodeURIComponent(place)}`);
      expect(focus, place).toMatchObject({
        kind: 'invalid',
        input: place,
        error: { code: 'MAP_PLACE_UNREADABLE' },
      });
    }
  });

  it('reports a place outside the city map area as MAP_PLACE_OUTSIDE', () => {
    // Paris.
    expect(read('p=48.8566,2.3522')).toMatchObject({
      kind: 'invalid',
      input: '48.8566,2.3522',
      error: { code: 'MAP_PLACE_OUTSIDE' },
    });
  });

  it('shows the stop when both are given', () => {
    expect(read('codParada=4-12&p=40.4169,-3.7035')).toEqual({ kind: 'stop', code: '4-12' });
  });
});
