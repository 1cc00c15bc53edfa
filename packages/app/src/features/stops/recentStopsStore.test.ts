import { parseStopCode, type StopCode } from '@transit/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRecentStopsStore, RECENT_STOPS_LIMIT } from './recentStopsStore';

const code = (text: string): StopCode => {
  const parsed = parseStopCode(text);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

describe('the recent stops store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the most recent visit last, and a new visit removes the earlier entry (spec §3)', () => {
    const store = createRecentStopsStore('madrid');
    store.getState().visit(code('4-12'));
    store.getState().visit(code('72'));
    store.getState().visit(code('4-12'));
    expect(store.getState().visited).toEqual(['72', '4-12']);
  });

  it(`keeps the last ${RECENT_STOPS_LIMIT} stops`, () => {
    const store = createRecentStopsStore('madrid');
    for (let n = 1; n <= RECENT_STOPS_LIMIT + 5; n += 1) store.getState().visit(code(String(n)));
    expect(store.getState().visited).toHaveLength(RECENT_STOPS_LIMIT);
    expect(store.getState().visited[0]).toBe('6');
  });

  it('reads back the stored list, dropping only the corrupt entries', () => {
    localStorage.setItem(
      'transit:madrid:recent-stops',
      JSON.stringify({ state: { visited: ['4-12', 'not a code', 42, '09568'] }, version: 1 }),
    );
    expect(createRecentStopsStore('madrid').getState().visited).toEqual(['4-12', '09568']);
  });

  it('forgets one stop on remove, keeping the others in order, and stores that', () => {
    const store = createRecentStopsStore('madrid');
    for (const visited of ['4-12', '72', '09568']) store.getState().visit(code(visited));
    store.getState().remove(code('72'));
    expect(store.getState().visited).toEqual(['4-12', '09568']);
    expect(createRecentStopsStore('madrid').getState().visited).toEqual(['4-12', '09568']);
  });

  it('forgets everything on clear', () => {
    const store = createRecentStopsStore('madrid');
    store.getState().visit(code('72'));
    store.getState().clear();
    expect(createRecentStopsStore('madrid').getState().visited).toEqual([]);
  });
});
