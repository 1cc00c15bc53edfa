import { describe, expect, it } from 'vitest';
import { type LineCode, parseLineCode, parseStopCode, type StopCode } from './codes';
import {
  addFavouriteArrival,
  droppedEntriesProblem,
  FAVOURITE_ARRIVALS_MAX_LENGTH,
  FAVOURITE_ARRIVALS_STORED,
  FAVOURITE_LINES_STORED,
  FAVOURITE_NAME_MAX_LENGTH,
  FAVOURITE_PLACES_STORED,
  FAVOURITE_STOPS_STORED,
  type FavouriteArrival,
  FavouriteError,
  type FavouriteLine,
  favouriteLines,
  type FavouritePlace,
  favouritePlaces,
  type FavouriteStop,
  favouriteStops,
  FAVOURITES_LIST_MAX_LENGTH,
  favouritesSyncAction,
  findFavouriteArrival,
  parseFavouriteName,
  parseStoredList,
  pinnedFirst,
  RECENT_STOPS_MAX_LENGTH,
  RECENT_STOPS_STORED,
  setFavouriteArrivalPinned,
  USER_DATA_FIELDS,
  visitStop,
} from './favourites';
import { unwrap } from './result';

const stop = (code: string): StopCode => unwrap(parseStopCode(code));
const line = (code: string): LineCode => unwrap(parseLineCode(code));

const sol: FavouriteLine = { lineCode: line('4-1'), favName: 'Línea 1' };
const circular: FavouriteLine = { lineCode: line('4-6'), favName: 'Circular' };
const bus27: FavouriteLine = { lineCode: line('6-27'), favName: 'El 27' };

/** The favourite stop with the EMT code `index + 1`, named after it. */
const favouriteStopAt = (index: number): FavouriteStop => ({
  stopCode: stop(String(index + 1)),
  name: `Parada ${index + 1}`,
});

/** A frozen list: any attempt to change it in place throws. */
const frozen = <Item>(items: Item[]): readonly Item[] =>
  Object.freeze(items.map((item) => Object.freeze(item) as Item));

describe('favourites collections (spec §3)', () => {
  describe('add', () => {
    it('appends at the end when no entry has the same id', () => {
      const list = frozen([sol, circular]);
      expect(favouriteLines.add(list, bus27)).toEqual({ ok: true, value: [sol, circular, bus27] });
    });

    it('replaces an existing entry with the same id where it stands', () => {
      const list = frozen([sol, circular, bus27]);
      const renamed = { lineCode: line('4_06'), favName: 'La circular' };
      expect(favouriteLines.add(list, renamed)).toEqual({ ok: true, value: [sol, renamed, bus27] });
    });

    it('adds to an empty list', () => {
      expect(favouriteLines.add([], sol)).toEqual({ ok: true, value: [sol] });
    });

    it('refuses a new favourite once the list holds its maximum, with FAVOURITES_LIST_FULL, but still replaces one', () => {
      expect(FAVOURITES_LIST_MAX_LENGTH).toBe(300);
      const full = frozen(Array.from({ length: FAVOURITES_LIST_MAX_LENGTH }, (_, i) => favouriteStopAt(i)));
      const refused = favouriteStops.add(full, { stopCode: stop('4-12'), name: 'Sol' });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.error).toBeInstanceOf(FavouriteError);
      expect(refused.error.code).toBe('FAVOURITES_LIST_FULL');
      expect(refused.error.message).toBe('The favourite stops list is full: it keeps at most 300 entries.');
      const renamed = unwrap(favouriteStops.add(full, { stopCode: stop('1'), name: 'Casa' }));
      expect(renamed).toHaveLength(FAVOURITES_LIST_MAX_LENGTH);
      expect(renamed[0]).toEqual({ stopCode: '1', name: 'Casa' });
      expect(favouriteStops.add(full.slice(1), favouriteStopAt(0)).ok).toBe(true);
      expect(favouriteLines.maxLength).toBe(FAVOURITES_LIST_MAX_LENGTH);
      const places = Array.from({ length: 300 }, (_, i) => ({ placeId: `ChIJ${i}`, favName: `Lugar ${i}` }));
      expect(favouritePlaces.add(places, { placeId: 'ChIJ300', favName: 'Uno más' }).ok).toBe(false);
    });
  });

  describe('merge from another collection', () => {
    it('adds only ids not yet present, in the other collection’s order', () => {
      const mine = frozen([sol, circular]);
      const other = frozen([{ ...circular, favName: 'Other name' }, bus27, { ...bus27, favName: 'Twice' }]);
      expect(favouriteLines.merge(mine, other)).toEqual([sol, circular, bus27]);
    });

    it('keeps the list when every id is already present', () => {
      expect(favouriteLines.merge([sol], [sol])).toEqual([sol]);
    });

    it('takes every entry into an empty list', () => {
      expect(favouriteLines.merge([], [sol, bus27])).toEqual([sol, bus27]);
    });

    it('adds only while the list has room for them', () => {
      const nearlyFull = Array.from({ length: FAVOURITES_LIST_MAX_LENGTH - 1 }, (_, i) => favouriteStopAt(i));
      const merged = favouriteStops.merge(nearlyFull, [
        favouriteStopAt(0),
        { stopCode: stop('4-12'), name: 'Sol' },
        { stopCode: stop('72'), name: 'Cibeles' },
      ]);
      expect(merged).toHaveLength(FAVOURITES_LIST_MAX_LENGTH);
      expect(merged.at(-1)).toEqual({ stopCode: '4-12', name: 'Sol' });
      expect(favouriteStops.merge(merged, [{ stopCode: stop('72'), name: 'Cibeles' }])).toEqual(merged);
    });
  });

  describe('rename by id', () => {
    it('gives the entry with this id its new name', () => {
      const list = frozen([sol, circular]);
      expect(favouriteLines.rename(list, circular.lineCode, 'Circ.')).toEqual([
        sol,
        { lineCode: circular.lineCode, favName: 'Circ.' },
      ]);
    });

    it('leaves the list unchanged when no entry has the id', () => {
      const list = frozen([sol]);
      expect(favouriteLines.rename(list, bus27.lineCode, 'x')).toEqual([sol]);
    });

    it('renames a favourite stop’s alias (its name field)', () => {
      const home: FavouriteStop = { stopCode: stop('5999'), name: 'Casa' };
      expect(favouriteStops.rename(frozen([home]), home.stopCode, 'Trabajo')).toEqual([
        { stopCode: home.stopCode, name: 'Trabajo' },
      ]);
    });

    it('renames a favourite place’s favName', () => {
      const gym: FavouritePlace = { placeId: 'ChIJ1', favName: 'Gym' };
      expect(favouritePlaces.rename(frozen([gym]), 'ChIJ1', 'Gimnasio')).toEqual([
        { placeId: 'ChIJ1', favName: 'Gimnasio' },
      ]);
    });
  });

  describe('remove by id', () => {
    it('removes the entry with this id', () => {
      expect(favouriteLines.remove(frozen([sol, circular, bus27]), circular.lineCode)).toEqual([sol, bus27]);
    });

    it('leaves the list when no entry has the id', () => {
      expect(favouriteLines.remove(frozen([sol]), bus27.lineCode)).toEqual([sol]);
    });
  });

  describe('find by id', () => {
    it('finds the entry with this id', () => {
      expect(favouriteLines.find([sol, circular], line('4-06'))).toBe(circular);
    });

    it('finds nothing for an id not present', () => {
      expect(favouriteLines.find([sol], bus27.lineCode)).toBeUndefined();
    });

    it('keys stops by stopCode and places by placeId', () => {
      const home: FavouriteStop = { stopCode: stop('09568'), name: 'Casa' };
      expect(favouriteStops.find([home], stop('8_09568'))).toBe(home);
      expect(favouriteStops.idOf(home)).toBe('09568');
      const gym: FavouritePlace = { placeId: 'ChIJ1', favName: 'Gym' };
      expect(favouritePlaces.find([gym], 'ChIJ1')).toBe(gym);
      expect(favouritePlaces.idOf(gym)).toBe('ChIJ1');
      expect(favouriteLines.idOf(sol)).toBe('4-1');
    });
  });

  describe('list all', () => {
    it('returns every entry in order, as a copy', () => {
      const list = [sol, circular];
      const listed = favouriteLines.list(list);
      expect(listed).toEqual([sol, circular]);
      expect(listed).not.toBe(list);
      listed.pop();
      expect(list).toEqual([sol, circular]);
    });
  });

  it('never changes its input lists (each operation returns a new list)', () => {
    const list = [sol, circular];
    const before = structuredClone(list);
    const results = [
      favouriteLines.add(list, bus27),
      favouriteLines.add(list, { ...sol, favName: 'x' }),
      favouriteLines.merge(list, [bus27]),
      favouriteLines.rename(list, sol.lineCode, 'y'),
      favouriteLines.remove(list, sol.lineCode),
      favouriteLines.list(list),
    ];
    expect(list).toEqual(before);
    for (const result of results) expect(result).not.toBe(list);
  });
});

describe('favourite arrivals (spec §3, §5)', () => {
  const key = { stopCode: stop('4-10'), lineCode: line('4-1'), lineDir: 1 };
  const arrival: FavouriteArrival = { ...key, isPinned: false };
  const otherDirection: FavouriteArrival = { ...key, lineDir: 2, isPinned: false };
  const otherLine: FavouriteArrival = { ...key, lineCode: line('4-2'), isPinned: true };
  const otherStop: FavouriteArrival = { ...key, stopCode: stop('4-11'), isPinned: false };

  it('adds a favourite arrival at the end', () => {
    const added = addFavouriteArrival(frozen([otherDirection]), arrival);
    expect(added).toEqual({ ok: true, value: [otherDirection, arrival] });
  });

  it('does not add a duplicate favourite arrival (same stop, line and direction)', () => {
    const list = frozen([arrival]);
    const result = addFavouriteArrival(list, { ...key, isPinned: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(FavouriteError);
    expect(result.error.code).toBe('DUPLICATE_FAVOURITE_ARRIVAL');
    expect(result.error.name).toBe('FavouriteError');
    expect(result.error.message).toBe('Line 4-1 direction 1 at stop 4-10 is already a favourite.');
    expect(list).toEqual([arrival]);
  });

  it('adds the same line at the same stop in the other direction, and the same line at another stop', () => {
    let list: FavouriteArrival[] = [arrival];
    for (const next of [otherDirection, otherLine, otherStop]) list = unwrap(addFavouriteArrival(list, next));
    expect(list).toEqual([arrival, otherDirection, otherLine, otherStop]);
  });

  it('adds none to a list that holds its maximum, with FAVOURITES_LIST_FULL', () => {
    expect(FAVOURITE_ARRIVALS_MAX_LENGTH).toBe(500);
    const full = Array.from({ length: FAVOURITE_ARRIVALS_MAX_LENGTH }, (_, i) => ({
      ...arrival,
      lineDir: i + 3,
    }));
    const refused = addFavouriteArrival(full, arrival);
    expect(refused.ok ? undefined : refused.error.message).toBe(
      'The favourite arrivals list is full: it keeps at most 500 entries.',
    );
    expect(refused.ok ? undefined : refused.error.code).toBe('FAVOURITES_LIST_FULL');
    expect(unwrap(addFavouriteArrival(full.slice(1), arrival))).toHaveLength(FAVOURITE_ARRIVALS_MAX_LENGTH);
  });

  it('finds a favourite arrival by stop, line and direction', () => {
    const list = [otherDirection, arrival];
    expect(findFavouriteArrival(list, key)).toBe(arrival);
    expect(findFavouriteArrival(list, { ...key, lineDir: 3 })).toBeUndefined();
  });

  it('pins a line’s arrivals on top, and unpins them', () => {
    const list = frozen([arrival, otherDirection]);
    const pinned = setFavouriteArrivalPinned(list, key, true);
    expect(pinned).toEqual([{ ...arrival, isPinned: true }, otherDirection]);
    expect(setFavouriteArrivalPinned(pinned, key, false)).toEqual([arrival, otherDirection]);
    expect(list).toEqual([arrival, otherDirection]);
  });

  it('orders line groups with the pinned ones first, keeping the order within pinned and unpinned', () => {
    const groups = ['a', 'B', 'c', 'D', 'e'];
    expect(pinnedFirst(groups, (group) => group === group.toUpperCase())).toEqual(['B', 'D', 'a', 'c', 'e']);
    expect(pinnedFirst(groups, () => false)).toEqual(groups);
    expect(pinnedFirst([], () => true)).toEqual([]);
  });
});

describe('visited stops (spec §3)', () => {
  const a = stop('4-1');
  const b = stop('5999');
  const c = stop('09568');

  it('puts the most recent visit last', () => {
    expect(visitStop(frozen([a, b]), c)).toEqual([a, b, c]);
  });

  it('removes the earlier entry of a stop visited again', () => {
    expect(visitStop(frozen([a, b, c]), a)).toEqual([b, c, a]);
    expect(visitStop([c], c)).toEqual([c]);
  });

  it('keeps only the most recent maxLength visits', () => {
    expect(visitStop([a, b], c, 2)).toEqual([b, c]);
    expect(visitStop([a, b], c, 3)).toEqual([a, b, c]);
    expect(visitStop([a, b], c, 1)).toEqual([c]);
  });

  it('keeps at least the visit just made', () => {
    expect(visitStop([a, b], c, 0)).toEqual([c]);
  });
});

describe('user data fields (spec §3, §7)', () => {
  it('stores the lists in stopFavs, lineFavs and placeFavs', () => {
    expect(USER_DATA_FIELDS).toEqual(['stopFavs', 'lineFavs', 'placeFavs']);
  });
});

describe('parseFavouriteName: the name a rider gives a favourite', () => {
  it('keeps the name trimmed of surrounding white space', () => {
    expect(parseFavouriteName('  Casa de la abuela \n')).toEqual({ ok: true, value: 'Casa de la abuela' });
  });

  it.each(['', '   ', '\t\n'])('refuses an empty name (%j) with FAVOURITE_NAME_EMPTY', (input) => {
    const result = parseFavouriteName(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(FavouriteError);
    expect(result.error.code).toBe('FAVOURITE_NAME_EMPTY');
  });

  it('accepts exactly the length the stored lists read back, and refuses one more', () => {
    expect(FAVOURITE_NAME_MAX_LENGTH).toBe(200);
    const longest = 'x'.repeat(FAVOURITE_NAME_MAX_LENGTH);
    expect(parseFavouriteName(` ${longest} `)).toEqual({ ok: true, value: longest });
    expect(parseStoredList(FAVOURITE_STOPS_STORED, [{ stopCode: '4-10', name: longest }]).droppedCount).toBe(
      0,
    );
    const result = parseFavouriteName(`${longest}y`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('FAVOURITE_NAME_TOO_LONG');
    expect(result.error.message).toBe("A favourite's name has at most 200 characters; this one has 201.");
  });
});

describe('parseStoredList: reading stored favourites', () => {
  it('reads every valid entry, canonicalising codes', () => {
    const parsed = parseStoredList(FAVOURITE_STOPS_STORED, [
      { stopCode: '8_09568', name: 'Casa' },
      { stopCode: '4-10', name: 'Sol' },
    ]);
    expect(parsed).toEqual({
      items: [
        { stopCode: '09568', name: 'Casa' },
        { stopCode: '4-10', name: 'Sol' },
      ],
      droppedCount: 0,
      unreadCount: 0,
    });
  });

  it('drops one corrupt entry and keeps the rest', () => {
    const parsed = parseStoredList(FAVOURITE_STOPS_STORED, [
      { stopCode: '4-10', name: 'Sol' },
      { stopCode: '9-123', name: 'Unknown prefix' },
      { stopCode: '5999', name: 'Casa' },
    ]);
    expect(parsed).toEqual({
      items: [
        { stopCode: '4-10', name: 'Sol' },
        { stopCode: '5999', name: 'Casa' },
      ],
      droppedCount: 1,
      unreadCount: 0,
    });
  });

  it.each<[string, unknown]>([
    ['a malformed stop code', { stopCode: 'abc', name: 'x' }],
    ['a stop code of the wrong type', { stopCode: 4010, name: 'x' }],
    ['a missing name', { stopCode: '4-10' }],
    ['a name over 200 characters', { stopCode: '4-10', name: 'x'.repeat(201) }],
    ['null', null],
    ['a string', '4-10'],
  ])('drops a favourite stop with %s', (_, corrupt) => {
    expect(parseStoredList(FAVOURITE_STOPS_STORED, [corrupt, { stopCode: '4-10', name: 'Sol' }])).toEqual({
      items: [{ stopCode: '4-10', name: 'Sol' }],
      droppedCount: 1,
      unreadCount: 0,
    });
  });

  it('accepts a name of exactly 200 characters', () => {
    expect(
      parseStoredList(FAVOURITE_STOPS_STORED, [{ stopCode: '4-10', name: 'x'.repeat(200) }]).droppedCount,
    ).toBe(0);
  });

  it('reads favourite lines and drops those with a bad line code', () => {
    expect(
      parseStoredList(FAVOURITE_LINES_STORED, [
        { lineCode: '8_450', favName: 'A Boadilla' },
        { lineCode: '7-1', favName: 'Unknown type' },
        { lineCode: 'C4A', favName: 'Letters' },
      ]),
    ).toEqual({ items: [{ lineCode: '8-450', favName: 'A Boadilla' }], droppedCount: 2, unreadCount: 0 });
  });

  it('reads favourite places and drops those with an empty or too long placeId', () => {
    expect(
      parseStoredList(FAVOURITE_PLACES_STORED, [
        { placeId: 'ChIJ1', favName: 'Gym' },
        { placeId: '', favName: 'Empty' },
        { placeId: 'x'.repeat(501), favName: 'Long' },
        { placeId: 'x'.repeat(500), favName: 'Longest' },
      ]),
    ).toEqual({
      items: [
        { placeId: 'ChIJ1', favName: 'Gym' },
        { placeId: 'x'.repeat(500), favName: 'Longest' },
      ],
      droppedCount: 2,
      unreadCount: 0,
    });
  });

  it('reads favourite arrivals, unpinned by default, and drops those with a bad direction', () => {
    expect(
      parseStoredList(FAVOURITE_ARRIVALS_STORED, [
        { stopCode: '4-10', lineCode: '4-1', lineDir: 1 },
        { stopCode: '4-10', lineCode: '4-1', lineDir: 2, isPinned: true },
        { stopCode: '4-10', lineCode: '4-1', lineDir: 1.5 },
        { stopCode: '4-10', lineCode: '4-1', lineDir: '1' },
        { stopCode: '4-10', lineCode: '4-1', lineDir: 1, isPinned: 'yes' },
      ]),
    ).toEqual({
      items: [
        { stopCode: '4-10', lineCode: '4-1', lineDir: 1, isPinned: false },
        { stopCode: '4-10', lineCode: '4-1', lineDir: 2, isPinned: true },
      ],
      droppedCount: 3,
      unreadCount: 0,
    });
  });

  it('reads nothing stored as an empty list with nothing dropped', () => {
    expect(parseStoredList(FAVOURITE_STOPS_STORED, undefined)).toEqual({
      items: [],
      droppedCount: 0,
      unreadCount: 0,
    });
    expect(parseStoredList(FAVOURITE_STOPS_STORED, null)).toEqual({
      items: [],
      droppedCount: 0,
      unreadCount: 0,
    });
    expect(parseStoredList(FAVOURITE_STOPS_STORED, [])).toEqual({
      items: [],
      droppedCount: 0,
      unreadCount: 0,
    });
  });

  it('reads a stored value that is not a list as empty, counting it as one dropped value', () => {
    expect(parseStoredList(FAVOURITE_STOPS_STORED, { stopCode: '4-10', name: 'Sol' })).toEqual({
      items: [],
      droppedCount: 1,
      unreadCount: 0,
    });
    expect(parseStoredList(FAVOURITE_STOPS_STORED, 'corrupt')).toEqual({
      items: [],
      droppedCount: 1,
      unreadCount: 0,
    });
  });

  it('keeps one entry per id, the first one, dropping the repeats', () => {
    expect(
      parseStoredList(FAVOURITE_STOPS_STORED, [
        { stopCode: '8_09568', name: 'Casa' },
        { stopCode: '4-10', name: 'Sol' },
        { stopCode: '09568', name: 'Pueblo' },
      ]),
    ).toEqual({
      items: [
        { stopCode: '09568', name: 'Casa' },
        { stopCode: '4-10', name: 'Sol' },
      ],
      droppedCount: 1,
      unreadCount: 0,
    });
    expect(
      parseStoredList(FAVOURITE_ARRIVALS_STORED, [
        { stopCode: '4-10', lineCode: '4-1', lineDir: 1, isPinned: true },
        { stopCode: '4-10', lineCode: '4_01', lineDir: 1, isPinned: false },
        { stopCode: '4-10', lineCode: '4-1', lineDir: 2 },
      ]).items,
    ).toEqual([
      { stopCode: '4-10', lineCode: '4-1', lineDir: 1, isPinned: true },
      { stopCode: '4-10', lineCode: '4-1', lineDir: 2, isPinned: false },
    ]);
  });

  it('thousands of stored favourite stops read back capped, keeping the first ones, the rest counted unread', () => {
    const stored = Array.from({ length: 5000 }, (_, i) => ({
      stopCode: String(i + 1),
      name: `Parada ${i + 1}`,
    }));
    const parsed = parseStoredList(FAVOURITE_STOPS_STORED, stored);
    expect(parsed.items).toHaveLength(FAVOURITES_LIST_MAX_LENGTH);
    expect(parsed.items[0]).toEqual({ stopCode: '1', name: 'Parada 1' });
    expect(parsed.items.at(-1)).toEqual({ stopCode: '300', name: 'Parada 300' });
    expect(parsed.droppedCount).toBe(4700);
    expect(parsed.unreadCount).toBe(4700);
    for (const rule of [FAVOURITE_LINES_STORED, FAVOURITE_PLACES_STORED]) {
      expect(rule.maxLength).toBe(FAVOURITES_LIST_MAX_LENGTH);
    }
  });

  it('stops reading once the cap is reached: the entries past it are not even parsed', () => {
    const stored: unknown[] = Array.from({ length: 5000 }, (_, i) => ({
      stopCode: String(i + 1),
      name: 'x',
    }));
    let reads = 0;
    const counted = new Proxy(stored, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(parseStoredList(FAVOURITE_STOPS_STORED, counted).items).toHaveLength(FAVOURITES_LIST_MAX_LENGTH);
    expect(reads).toBe(FAVOURITES_LIST_MAX_LENGTH);
  });

  it('a damaged entry among thousands costs only itself: the cap is filled from the next ones', () => {
    const stored: unknown[] = Array.from({ length: 5000 }, (_, i) => ({
      stopCode: String(i + 1),
      name: 'x',
    }));
    stored[10] = { stopCode: 'not a code', name: 'Roto' };
    const parsed = parseStoredList(FAVOURITE_STOPS_STORED, stored);
    expect(parsed.items).toHaveLength(FAVOURITES_LIST_MAX_LENGTH);
    expect(parsed.items.map((item) => item.stopCode).slice(9, 12)).toEqual(['10', '12', '13']);
    expect(parsed.items.at(-1)?.stopCode).toBe('301');
    expect(parsed).toMatchObject({ droppedCount: 4700, unreadCount: 4699 });
  });

  it('parses at most twice the cap, so thousands of damaged entries are not read to the end', () => {
    const stored: unknown[] = Array.from({ length: 100_000 }, () => ({ stopCode: 'not a code', name: 'x' }));
    stored.push({ stopCode: '4-10', name: 'Sol' });
    const parsed = parseStoredList(FAVOURITE_STOPS_STORED, stored);
    expect(parsed).toEqual({ items: [], droppedCount: 100_001, unreadCount: 100_001 - 600 });
    // Damaged entries up to the cap's worth do not cost a valid one after them.
    const mixed = [
      ...stored.slice(0, 300),
      ...Array.from({ length: 300 }, (_, i) => ({ stopCode: String(i + 1), name: 'x' })),
    ];
    expect(parseStoredList(FAVOURITE_STOPS_STORED, mixed).items).toHaveLength(300);
  });

  it('keeps the most recent visited stops, the last ones, each stop once and the most recent last', () => {
    expect(RECENT_STOPS_MAX_LENGTH).toBe(20);
    const stored = Array.from({ length: 1000 }, (_, i) => String(i + 1));
    stored.push('990', 'not a code');
    const parsed = parseStoredList(RECENT_STOPS_STORED, stored);
    expect(parsed.items).toEqual([
      ...Array.from({ length: 19 }, (_, i) => String(i + 981)).filter((code) => code !== '990'),
      '1000',
      '990',
    ]);
    expect(parsed).toMatchObject({ droppedCount: 982, unreadCount: 980 });
  });
});

describe('droppedEntriesProblem: reporting a stored list read back with entries left out', () => {
  it('says nothing when every entry was kept', () => {
    expect(
      droppedEntriesProblem('stopFavs', { items: [], droppedCount: 0, unreadCount: 0 }, 300),
    ).toBeUndefined();
  });

  it('says how many were kept, damaged and not read, with a code', () => {
    const stored: unknown[] = Array.from({ length: 5000 }, (_, i) => ({
      stopCode: String(i + 1),
      name: 'x',
    }));
    stored[10] = 42;
    const problem = droppedEntriesProblem(
      'transit:madrid:stopFavs',
      parseStoredList(FAVOURITE_STOPS_STORED, stored),
      FAVOURITES_LIST_MAX_LENGTH,
    );
    expect(problem?.toString()).toBe(
      'STORED_LIST_ENTRIES_DROPPED | The stored list transit:madrid:stopFavs was read back with 300 entries; 4700 ' +
        'were left out: 1 damaged or repeated, and 4699 not read (it keeps at most 300).',
    );
  });
});

describe('favouritesSyncAction: sync of local favourites on login (spec §4)', () => {
  it('does nothing when there are no local favourites', () => {
    expect(favouritesSyncAction({ localCount: 0, serverCount: 0 })).toBe('none');
    expect(favouritesSyncAction({ localCount: 0, serverCount: 3 })).toBe('none');
  });

  it('uploads local data when no server data exists', () => {
    expect(favouritesSyncAction({ localCount: 2, serverCount: 0 })).toBe('upload');
  });

  it('lets the rider choose when both local and server data exist', () => {
    expect(favouritesSyncAction({ localCount: 1, serverCount: 1 })).toBe('askRider');
  });
});
