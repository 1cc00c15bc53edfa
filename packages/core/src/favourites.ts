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
 * The operations every favourites collection supports (spec §3), over immutable lists: each returns a new list and
 * leaves its input untouched, so a store can keep the previous state and undo.
 */
export interface FavouriteCollection<Item, Id> {
  idOf(item: Item): Id;
  /** The entry with this id, if any. */
  find(list: readonly Item[], id: Id): Item | undefined;
  /** Replaces the entry with the same id where it stands; otherwise appends at the end. */
  add(list: readonly Item[], item: Item): Item[];
  /** Appends the entries of `other` whose ids are not yet present, in `other`'s order. */
  merge(list: readonly Item[], other: readonly Item[]): Item[];
  /** Gives the entry with this id a new name; the list is unchanged when no entry has the id. */
  rename(list: readonly Item[], id: Id, name: string): Item[];
  /** Removes the entry with this id. */
  remove(list: readonly Item[], id: Id): Item[];
  /** All entries, in order. */
  list(list: readonly Item[]): Item[];
}

function favouriteCollection<Item, Id>(
  idOf: (item: Item) => Id,
  withName: (item: Item, name: string) => Item,
): FavouriteCollection<Item, Id> {
  const find = (list: readonly Item[], id: Id) => list.find((item) => idOf(item) === id);
  return {
    idOf,
    find,
    add(list, item) {
      const id = idOf(item);
      const index = list.findIndex((existing) => idOf(existing) === id);
      if (index === -1) return [...list, item];
      return list.map((existing, i) => (i === index ? item : existing));
    },
    merge(list, other) {
      const present = new Set(list.map(idOf));
      const additions: Item[] = [];
      for (const item of other) {
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
  (stop) => stop.stopCode,
  (stop, name) => ({ ...stop, name }),
);
export const favouriteLines = favouriteCollection<FavouriteLine, LineCode>(
  (line) => line.lineCode,
  (line, favName) => ({ ...line, favName }),
);
export const favouritePlaces = favouriteCollection<FavouritePlace, string>(
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
  'DUPLICATE_FAVOURITE_ARRIVAL' | 'FAVOURITE_NAME_EMPTY' | 'FAVOURITE_NAME_TOO_LONG';

export class FavouriteError extends ProductError<FavouriteErrorCode> {
  override readonly name = 'FavouriteError';
}

const sameArrival = (a: FavouriteArrivalKey, b: FavouriteArrivalKey) =>
  a.stopCode === b.stopCode && a.lineCode === b.lineCode && a.lineDir === b.lineDir;

export function findFavouriteArrival(
  list: readonly FavouriteArrival[],
  key: FavouriteArrivalKey,
): FavouriteArrival | undefined {
  return list.find((arrival) => sameArrival(arrival, key));
}

/** Appends a favourite arrival; one with the same stop, line and direction is not added again (spec §5). */
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
  return ok([...list, arrival]);
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

/** A stored list read back: the entries that parse, and how many did not. */
export interface ParsedList<Item> {
  readonly items: Item[];
  /** Entries that were corrupt and were left out; the rest of the list is kept. */
  readonly droppedCount: number;
}

/**
 * Reads a stored list entry by entry, so that one corrupt entry costs only itself (never the whole list). A value
 * that is not a list at all reads as empty, with nothing dropped that could be saved.
 */
export function parseStoredList<Item>(schema: z.ZodType<Item>, stored: unknown): ParsedList<Item> {
  if (!Array.isArray(stored))
    return { items: [], droppedCount: stored === undefined || stored === null ? 0 : 1 };
  const items: Item[] = [];
  let droppedCount = 0;
  for (const entry of stored as unknown[]) {
    const parsed = schema.safeParse(entry, PARSE_ONCE);
    if (parsed.success) items.push(parsed.data);
    else droppedCount += 1;
  }
  return { items, droppedCount };
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
