import { z } from 'zod';
import { type LineCode, type StopCode, parseLineCode, parseStopCode } from './codes';
import { ProductError } from './errors';
import { PARSE_ONCE } from './parseOnce';
import { err, ok, type Result } from './result';

/** A favourite stop (spec §3): keyed by stopCode, with the rider's alias as its name. */
export interface FavouriteStop {
  readonly stopCode: StopCode;
  readonly name: string;
}

/** A favourite line (spec §3): keyed by lineCode, with a favName. */
export interface FavouriteLine {
  readonly lineCode: LineCode;
  readonly favName: string;
}

/** A favourite place (spec §3): keyed by placeId, with a favName. */
export interface FavouritePlace {
  readonly placeId: string;
  readonly favName: string;
}

/**
 * The most entries each favourites list (stopFavs, lineFavs, placeFavs) keeps. The spec sets no limit; this one is
 * far above any rider's real list (a few to a few dozen stops, lines or places) while bounding what a list costs
 * everywhere it goes: the stops home renders every favourite stop as a row with its pinned departures (thousands of
 * rows took seconds), each change writes the whole list back (spec §4), and even with the longest names 300 entries
 * stay under about 70,000 characters for stops and 220,000 for places, of the roughly 5 million an origin's storage
 * holds for its sibling apps and query caches together. Adding past it is refused with FAVOURITES_LIST_FULL; a
 * longer stored list reads back cut to it (see {@link parseStoredList}).
 */
export const FAVOURITES_LIST_MAX_LENGTH = 300;

/**
 * The most favourite arrivals (a line's direction at a stop, pinned or not) the list keeps. An entry is small (two
 * codes, a direction and a flag: about 60 characters stored), but the stop page looks each line group it shows up in
 * the list, and the stops home each favourite stop's pins; a rider pins one to three lines at a handful of stops.
 * 500 leaves room for more than one per favourite stop at {@link FAVOURITES_LIST_MAX_LENGTH} favourite stops, and
 * keeps those lookups and the stored list (about 30,000 characters) small.
 */
export const FAVOURITE_ARRIVALS_MAX_LENGTH = 500;

/** The most recently visited stops the stops home keeps (the most recent ones). */
export const RECENT_STOPS_MAX_LENGTH = 20;

/**
 * The operations every favourites collection supports (spec §3), over immutable lists: each returns a new list and
 * leaves its input untouched, so a store can keep the previous state and undo. A list holds at most `maxLength`
 * entries ({@link FAVOURITES_LIST_MAX_LENGTH}).
 */
export interface FavouriteCollection<Item, Id> {
  idOf(item: Item): Id;
  /** The most entries the list keeps. */
  readonly maxLength: number;
  /** The entry with this id, if any. */
  find(list: readonly Item[], id: Id): Item | undefined;
  /**
   * Replaces the entry with the same id where it stands; otherwise appends at the end, unless the list already holds
   * `maxLength` entries: then the new entry is refused with FAVOURITES_LIST_FULL and the list is unchanged.
   */
  add(list: readonly Item[], item: Item): Result<Item[], FavouriteError>;
  /**
   * Appends the entries of `other` whose ids are not yet present, in `other`'s order, while the list has room: the
   * entries past `maxLength` are left out (compare the lengths to know how many).
   */
  merge(list: readonly Item[], other: readonly Item[]): Item[];
  /** Gives the entry with this id a new name; the list is unchanged when no entry has the id. */
  rename(list: readonly Item[], id: Id, name: string): Item[];
  /** Removes the entry with this id. */
  remove(list: readonly Item[], id: Id): Item[];
  /** All entries, in order. */
  list(list: readonly Item[]): Item[];
}

function favouriteCollection<Item, Id>(
  what: string,
  idOf: (item: Item) => Id,
  withName: (item: Item, name: string) => Item,
): FavouriteCollection<Item, Id> {
  const maxLength = FAVOURITES_LIST_MAX_LENGTH;
  const find = (list: readonly Item[], id: Id) => list.find((item) => idOf(item) === id);
  return {
    idOf,
    maxLength,
    find,
    add(list, item) {
      const id = idOf(item);
      const index = list.findIndex((existing) => idOf(existing) === id);
      if (index !== -1) return ok(list.map((existing, i) => (i === index ? item : existing)));
      if (list.length >= maxLength) return err(listFullError(what, maxLength));
      return ok([...list, item]);
    },
    merge(list, other) {
      const present = new Set(list.map(idOf));
      const additions: Item[] = [];
      for (const item of other) {
        if (list.length + additions.length >= maxLength) break;
        const id = idOf(item);
        if (present.has(id)) continue;
        present.add(id);
        additions.push(item);
      }
      return [...list, ...additions];
    },
    rename(list, id, name) {
      return list.map((item) => (idOf(item) === id ? withName(item, name) : item));
    },
    remove(list, id) {
      return list.filter((item) => idOf(item) !== id);
    },
    list(list) {
      return [...list];
    },
  };
}

export const favouriteStops = favouriteCollection<FavouriteStop, StopCode>(
  'favourite stops',
  (stop) => stop.stopCode,
  (stop, name) => ({ ...stop, name }),
);
export const favouriteLines = favouriteCollection<FavouriteLine, LineCode>(
  'favourite lines',
  (line) => line.lineCode,
  (line, favName) => ({ ...line, favName }),
);
export const favouritePlaces = favouriteCollection<FavouritePlace, string>(
  'favourite places',
  (place) => place.placeId,
  (place, favName) => ({ ...place, favName }),
);

/** A favourite arrival (spec §3): a line's departures at a stop in one direction, optionally pinned on top. */
export interface FavouriteArrival {
  readonly stopCode: StopCode;
  readonly lineCode: LineCode;
  /** The line's direction as the stop page lists it (1 or 2 for the two destination tabs). */
  readonly lineDir: number;
  readonly isPinned: boolean;
}

export type FavouriteArrivalKey = Pick<FavouriteArrival, 'stopCode' | 'lineCode' | 'lineDir'>;

export type FavouriteErrorCode =
  'DUPLICATE_FAVOURITE_ARRIVAL' | 'FAVOURITE_NAME_EMPTY' | 'FAVOURITE_NAME_TOO_LONG' | 'FAVOURITES_LIST_FULL';

export class FavouriteError extends ProductError<FavouriteErrorCode> {
  override readonly name = 'FavouriteError';
}

/** A new entry refused because its list already holds `maxLength` entries. */
function listFullError(what: string, maxLength: number): FavouriteError {
  return new FavouriteError(
    'FAVOURITES_LIST_FULL',
    `The ${what} list is full: it keeps at most ${maxLength} entries.`,
  );
}

const sameArrival = (a: FavouriteArrivalKey, b: FavouriteArrivalKey) =>
  a.stopCode === b.stopCode && a.lineCode === b.lineCode && a.lineDir === b.lineDir;

export function findFavouriteArrival(
  list: readonly FavouriteArrival[],
  key: FavouriteArrivalKey,
): FavouriteArrival | undefined {
  return list.find((arrival) => sameArrival(arrival, key));
}

/**
 * Appends a favourite arrival; one with the same stop, line and direction is not added again (spec §5), and none is
 * added to a list that already holds {@link FAVOURITE_ARRIVALS_MAX_LENGTH} (FAVOURITES_LIST_FULL).
 */
export function addFavouriteArrival(
  list: readonly FavouriteArrival[],
  arrival: FavouriteArrival,
): Result<FavouriteArrival[], FavouriteError> {
  if (findFavouriteArrival(list, arrival)) {
    return err(
      new FavouriteError(
        'DUPLICATE_FAVOURITE_ARRIVAL',
        `Line ${arrival.lineCode} direction ${arrival.lineDir} at stop ${arrival.stopCode} is already a favourite.`,
      ),
    );
  }
  if (list.length >= FAVOURITE_ARRIVALS_MAX_LENGTH) {
    return err(listFullError('favourite arrivals', FAVOURITE_ARRIVALS_MAX_LENGTH));
  }
  return ok([...list, arrival]);
}

/** The identity of a favourite arrival (its stop, line and direction), as one string. */
export function favouriteArrivalId(arrival: FavouriteArrivalKey): string {
  return `${arrival.stopCode} ${arrival.lineCode} ${arrival.lineDir}`;
}

/** Pins a line's arrivals on top of its stop page, or unpins them. */
export function setFavouriteArrivalPinned(
  list: readonly FavouriteArrival[],
  key: FavouriteArrivalKey,
  isPinned: boolean,
): FavouriteArrival[] {
  return list.map((arrival) => (sameArrival(arrival, key) ? { ...arrival, isPinned } : arrival));
}

/**
 * Orders a stop's line groups with the pinned ones first, keeping the given order within pinned and unpinned.
 * @param isPinned whether a group is pinned (look it up with {@link findFavouriteArrival})
 */
export function pinnedFirst<Group>(groups: readonly Group[], isPinned: (group: Group) => boolean): Group[] {
  return [...groups.filter(isPinned), ...groups.filter((group) => !isPinned(group))];
}

/**
 * Records a visit to a stop (spec §3): the most recent is last, and a new visit removes the stop's earlier entry.
 * @param maxLength keeps only the most recent visits when given (an integer ≥ 1)
 */
export function visitStop(visited: readonly StopCode[], stopCode: StopCode, maxLength?: number): StopCode[] {
  const next = [...visited.filter((code) => code !== stopCode), stopCode];
  return maxLength === undefined ? next : next.slice(-Math.max(1, maxLength));
}

/**
 * The user-data field that holds each favourites list (spec §3, §7).
 * Wired by issue 12 (cloud favourites: the keys stopFavs, lineFavs and placeFavs; the sync choice on login).
 */
export const USER_DATA_FIELDS = ['stopFavs', 'lineFavs', 'placeFavs'] as const;
export type UserDataField = (typeof USER_DATA_FIELDS)[number];

const stopCodeSchema = z.string().transform((value, ctx) => {
  const parsed = parseStopCode(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error.message });
  return z.NEVER;
});
const lineCodeSchema = z.string().transform((value, ctx) => {
  const parsed = parseLineCode(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error.message });
  return z.NEVER;
});
/** The longest name (a stop's alias, a line's or place's favName) a favourite keeps, in UTF-16 code units. */
export const FAVOURITE_NAME_MAX_LENGTH = 200;

const nameSchema = z.string().max(FAVOURITE_NAME_MAX_LENGTH);

/**
 * A name the rider typed for a favourite (the alias of a stop, the favName of a line or place), as it is stored:
 * trimmed of surrounding white space, not empty, and at most {@link FAVOURITE_NAME_MAX_LENGTH} code units long (the
 * length the stored lists are read back with, so a saved name always reads back).
 */
export function parseFavouriteName(input: string): Result<string, FavouriteError> {
  const name = input.trim();
  if (name === '') return err(new FavouriteError('FAVOURITE_NAME_EMPTY', 'A favourite needs a name.'));
  if (name.length > FAVOURITE_NAME_MAX_LENGTH) {
    return err(
      new FavouriteError(
        'FAVOURITE_NAME_TOO_LONG',
        `A favourite's name has at most ${FAVOURITE_NAME_MAX_LENGTH} characters; this one has ${name.length}.`,
      ),
    );
  }
  return ok(name);
}

export const favouriteStopSchema = z.object({ stopCode: stopCodeSchema, name: nameSchema });
export const favouriteLineSchema = z.object({ lineCode: lineCodeSchema, favName: nameSchema });
export const favouritePlaceSchema = z.object({ placeId: z.string().min(1).max(500), favName: nameSchema });
export const favouriteArrivalSchema = z.object({
  stopCode: stopCodeSchema,
  lineCode: lineCodeSchema,
  lineDir: z.number().int(),
  isPinned: z.boolean().default(false),
});

/** How one stored list of the rider's is read back: its entries' schema, its cap, which end it keeps, and identity. */
export interface StoredListRule<Item> {
  readonly schema: z.ZodType<Item>;
  /** The most entries the list keeps. */
  readonly maxLength: number;
  /**
   * Which end of a longer stored list is kept, and read from: `first` for the lists whose entries are appended as
   * the rider saves them (the ones saved first stay; see {@link FAVOURITE_STOPS_STORED}), `last` for a list whose
   * most recent entry is last (the recent stops: the most recent ones stay).
   */
  readonly keep: 'first' | 'last';
  /** An entry's identity: an entry with the id of one already kept is a repeat, and is dropped. */
  readonly idOf: (item: Item) => string;
}

/*
 * Why a favourites list longer than its cap keeps its first entries: the app never writes one (adding at the cap is
 * refused), so a longer list comes from elsewhere (a version before the caps, a damaged or hand-made value), and its
 * first entries are the ones the rider saved first and has seen at the top of the stops home all along; they are also
 * what the next reading of the same value keeps, so the list does not shift from one start to the next, and reading
 * can stop as soon as the cap's worth is in.
 */

/** The favourite stops (stopFavs), as stored: at most {@link FAVOURITES_LIST_MAX_LENGTH}, the first ones kept. */
export const FAVOURITE_STOPS_STORED: StoredListRule<FavouriteStop> = {
  schema: favouriteStopSchema,
  maxLength: FAVOURITES_LIST_MAX_LENGTH,
  keep: 'first',
  idOf: (stop) => stop.stopCode,
};

/** The favourite lines (lineFavs), as stored: at most {@link FAVOURITES_LIST_MAX_LENGTH}, the first ones kept. */
export const FAVOURITE_LINES_STORED: StoredListRule<FavouriteLine> = {
  schema: favouriteLineSchema,
  maxLength: FAVOURITES_LIST_MAX_LENGTH,
  keep: 'first',
  idOf: (line) => line.lineCode,
};

/** The favourite places (placeFavs), as stored: at most {@link FAVOURITES_LIST_MAX_LENGTH}, the first ones kept. */
export const FAVOURITE_PLACES_STORED: StoredListRule<FavouritePlace> = {
  schema: favouritePlaceSchema,
  maxLength: FAVOURITES_LIST_MAX_LENGTH,
  keep: 'first',
  idOf: (place) => place.placeId,
};

/**
 * The favourite arrivals, as stored: at most {@link FAVOURITE_ARRIVALS_MAX_LENGTH}, the first ones kept (they are
 * appended as the rider pins them), one per stop, line and direction (spec §5).
 */
export const FAVOURITE_ARRIVALS_STORED: StoredListRule<FavouriteArrival> = {
  schema: favouriteArrivalSchema,
  maxLength: FAVOURITE_ARRIVALS_MAX_LENGTH,
  keep: 'first',
  idOf: favouriteArrivalId,
};

/**
 * The recently visited stops, as stored (the most recent last, spec §3): at most {@link RECENT_STOPS_MAX_LENGTH},
 * the most recent ones kept, each stop once.
 */
export const RECENT_STOPS_STORED: StoredListRule<StopCode> = {
  schema: stopCodeSchema,
  maxLength: RECENT_STOPS_MAX_LENGTH,
  keep: 'last',
  idOf: (stopCode) => stopCode,
};

/** A stored list read back: the entries kept, and how many were not. */
export interface ParsedList<Item> {
  readonly items: Item[];
  /**
   * Entries left out: the corrupt ones and repeats (the rest of the list is kept), and those beyond the cap. A stored
   * value that is not a list counts as one.
   */
  readonly droppedCount: number;
  /** Of those, the entries left out without being read: past the cap's worth, or past the bound on parsing. */
  readonly unreadCount: number;
}

/**
 * Reads a stored list entry by entry, so that one corrupt entry (or a repeat of an id already kept) costs only itself,
 * never the whole list. A value that is not a list at all reads as empty, with nothing dropped that could be saved.
 *
 * The work is bounded whatever the stored length: the entries are read from the end the rule keeps, reading stops
 * once `maxLength` entries are kept, and at most twice `maxLength` entries are parsed (a failed parse costs several
 * times a good one, so a list of thousands of damaged entries is not read to its end). The entries not read count as
 * dropped, in `unreadCount`.
 */
export function parseStoredList<Item>(rule: StoredListRule<Item>, stored: unknown): ParsedList<Item> {
  if (!Array.isArray(stored)) {
    return { items: [], droppedCount: stored === undefined || stored === null ? 0 : 1, unreadCount: 0 };
  }
  const entries = stored as readonly unknown[];
  const readable = Math.min(entries.length, 2 * rule.maxLength);
  const items: Item[] = [];
  const ids = new Set<string>();
  let read = 0;
  while (read < readable && items.length < rule.maxLength) {
    const entry = entries[rule.keep === 'first' ? read : entries.length - 1 - read];
    read += 1;
    const parsed = rule.schema.safeParse(entry, PARSE_ONCE);
    if (!parsed.success) continue;
    const id = rule.idOf(parsed.data);
    if (ids.has(id)) continue;
    ids.add(id);
    items.push(parsed.data);
  }
  if (rule.keep === 'last') items.reverse();
  const unreadCount = entries.length - read;
  return { items, droppedCount: entries.length - items.length, unreadCount };
}

/**
 * What to tell about a stored list read back with entries left out (see {@link parseStoredList}), as a coded error
 * to report (STORED_LIST_ENTRIES_DROPPED); undefined when every entry was kept.
 * @param name the list's name in the report (its storage key)
 */
export function droppedEntriesProblem(
  name: string,
  parsed: ParsedList<unknown>,
  maxLength: number,
): ProductError<'STORED_LIST_ENTRIES_DROPPED'> | undefined {
  if (parsed.droppedCount === 0) return undefined;
  const damaged = parsed.droppedCount - parsed.unreadCount;
  return new ProductError(
    'STORED_LIST_ENTRIES_DROPPED',
    `The stored list ${name} was read back with ${parsed.items.length} entries; ${parsed.droppedCount} were left ` +
      `out: ${damaged} damaged or repeated, and ${parsed.unreadCount} not read (it keeps at most ${maxLength}).`,
  );
}

/** What to do with local favourites when a rider signs in (spec §4, sync of local favourites on login). */
export type FavouritesSyncAction =
  /** No local favourites: nothing to do. */
  | 'none'
  /** Local favourites and none in the account: upload them, then delete them locally. */
  | 'upload'
  /** Both exist: show the choice screen (upload local ones, overwriting the account's, or delete the local ones). */
  | 'askRider';

/** Wired by issue 12 (cloud favourites: the keys stopFavs, lineFavs and placeFavs; the sync choice on login). */
export function favouritesSyncAction(counts: {
  readonly localCount: number;
  readonly serverCount: number;
}): FavouritesSyncAction {
  if (counts.localCount === 0) return 'none';
  return counts.serverCount === 0 ? 'upload' : 'askRider';
}
