import { parseStopCode, type StopCode } from '@transit/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecentStopsStore } from './recentStopsStore';

/** How many recently visited stops the home keeps (core's RECENT_STOPS_MAX_LENGTH). */
const RECENT_STOPS_LIMIT = 20;

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

  it('reads back the stored list, dropping only the corrupt entries, and reports them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'transit:madrid:recent-stops',
      JSON.stringify({ state: { visited: ['4-12', 'not a code', 42, '09568'] }, version: 1 }),
    );
    expect(createRecentStopsStore('madrid').getState().visited).toEqual(['4-12', '09568']);
    expect(warn.mock.calls).toEqual([
      [
        'STORED_LIST_ENTRIES_DROPPED | The stored list transit:madrid:recent-stops was read back with 2 entries; ' +
          '2 were left out: 2 damaged or repeated, and 0 not read (it keeps at most 20).',
      ],
    ]);
  });

  it('thousands of stored recent stops read back as the 20 most recent, the rest reported as dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visited: unknown[] = Array.from({ length: 5000 }, (_, i) => String(i + 1));
    visited[4990] = 'not a code';
    localStorage.setItem('transit:madrid:recent-stops', JSON.stringify({ state: { visited }, version: 1 }));
    const store = createRecentStopsStore('madrid');
    expect(store.getState().visited).toEqual(
      Array.from({ length: 21 }, (_, i) => String(i + 4980)).filter((stopCode) => stopCode !== '4991'),
    );
    expect(warn.mock.calls).toEqual([
      [
        'STORED_LIST_ENTRIES_DROPPED | The stored list transit:madrid:recent-stops was read back with 20 entries; ' +
          '4980 were left out: 1 damaged or repeated, and 4979 not read (it keeps at most 20).',
      ],
    ]);
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
