import { parseLineCode, parseStopCode, unwrap } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { createFavouriteArrivalsStore } from './favouriteArrivalsStore';

const stop = (code: string) => unwrap(parseStopCode(code));
const line = (code: string) => unwrap(parseLineCode(code));

/** The most favourite arrivals the list keeps (core's FAVOURITE_ARRIVALS_MAX_LENGTH). */
const ARRIVALS_CAP = 500;

/** `count` pinned favourite arrivals as the device stores them: line 4-1 at the EMT stops 1, 2, … */
function storedArrivals(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => ({
    stopCode: String(i + 1),
    lineCode: '4-1',
    lineDir: 1,
    isPinned: true,
  }));
}

function store(arrivals: readonly unknown[]) {
  localStorage.setItem(
    'transit:madrid:favourite-arrivals',
    JSON.stringify({ state: { arrivals }, version: 1 }),
  );
}

describe('the favourite arrivals store (spec §3: favourite arrivals with their pinned flag)', () => {
  it('pins a line, keeps it for the next start, and unpins it', () => {
    const arrivals = createFavouriteArrivalsStore('madrid');
    expect(arrivals.getState().setPinned(stop('4-12'), line('4-1'), 1, true)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(createFavouriteArrivalsStore('madrid').getState().arrivals).toEqual([
      { stopCode: '4-12', lineCode: '4-1', lineDir: 1, isPinned: true },
    ]);
    arrivals.getState().setPinned(stop('4-12'), line('4-1'), 1, false);
    expect(arrivals.getState().arrivals).toEqual([
      { stopCode: '4-12', lineCode: '4-1', lineDir: 1, isPinned: false },
    ]);
    // Unpinning a line that was never pinned adds nothing.
    arrivals.getState().setPinned(stop('4-12'), line('4-2'), 1, false);
    expect(arrivals.getState().arrivals).toHaveLength(1);
  });

  it('thousands of stored favourite arrivals load capped, keeping the first 500, and the dropped count is reported', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store(storedArrivals(5000));
    const arrivals = createFavouriteArrivalsStore('madrid').getState().arrivals;
    expect(arrivals).toHaveLength(ARRIVALS_CAP);
    expect(arrivals[0]).toEqual({ stopCode: '1', lineCode: '4-1', lineDir: 1, isPinned: true });
    expect(arrivals.at(-1)?.stopCode).toBe('500');
    expect(warn.mock.calls).toEqual([
      [
        'STORED_LIST_ENTRIES_DROPPED | The stored list transit:madrid:favourite-arrivals was read back with 500 ' +
          'entries; 4500 were left out: 0 damaged or repeated, and 4500 not read (it keeps at most 500).',
      ],
    ]);
  });

  it('a damaged or repeated favourite arrival among thousands costs only itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = storedArrivals(5000);
    stored[3] = { stopCode: '4-12', lineCode: '4-1', lineDir: 'one' };
    stored[4] = stored[0];
    store(stored);
    const codes = createFavouriteArrivalsStore('madrid')
      .getState()
      .arrivals.map((arrival) => arrival.stopCode);
    expect(codes).toHaveLength(ARRIVALS_CAP);
    expect(codes.slice(0, 5)).toEqual(['1', '2', '3', '6', '7']);
    expect(codes.at(-1)).toBe('502');
  });

  it('pinning a new line past the cap is refused with FAVOURITES_LIST_FULL; pins it holds still change', () => {
    store(storedArrivals(ARRIVALS_CAP));
    const arrivals = createFavouriteArrivalsStore('madrid');
    const refused = arrivals.getState().setPinned(stop('4-12'), line('4-1'), 1, true);
    expect(refused.ok ? undefined : refused.error.code).toBe('FAVOURITES_LIST_FULL');
    expect(arrivals.getState().arrivals).toHaveLength(ARRIVALS_CAP);
    expect(arrivals.getState().arrivals.some((arrival) => arrival.stopCode === '4-12')).toBe(false);
    expect(arrivals.getState().setPinned(stop('1'), line('4-1'), 1, false).ok).toBe(true);
    expect(arrivals.getState().arrivals[0]?.isPinned).toBe(false);
  });
});
