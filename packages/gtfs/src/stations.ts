import {
  compareStopTypes,
  isStationStopType,
  normalizeSearchText,
  type StationCode,
  stationCodeOf,
  type StopCode,
  type StopType,
} from '@transit/core';
import type { StationInput } from '@transit/network';
import { naturalCompare } from './codeRegistry';
import { distanceM } from './geo';

/**
 * Stations: the rail stops of every mode riders treat as one place, so that search can offer "Sol" once and its page
 * can show Metro 1, 2, 3 and Cercanías C-3, C-4 on one board.
 *
 * The rule, in order of authority:
 * 1. Only rail stops are members: Metro, Metro Ligero and Cercanías (core's STATION_STOP_TYPES). Bus stops are never
 *    pulled in, even when a feed hangs them under an interchange (EMT's stops at Plaza de Castilla are children of
 *    CRTM's est_90_21): riders treat a bus stop across the square as a stop of its own, and eighteen EMT stops called
 *    "Plaza Castilla" on different streets are not one place.
 * 2. Stops the data says are one place: a shared place key, which is a GTFS parent_station shared across rider stops
 *    (CRTM's feeds hang Metro Sol, par_4_12, and Cercanías Sol, par_5_122, under the interchange est_90_58), or one of
 *    CRTM's station tables' interchanges (MODOINTERCAMBIADOR and CODIGOINTERCAMBIADOR: 90 and 58 for Sol, the same
 *    numbers as est_90_58). A feed whose parent stations are its own stops (the generic GTFS reading folds the
 *    platforms into the station) gives no keys: its stations are already stops.
 * 3. Otherwise, the same name within {@link SAME_NAME_WALK_M} metres, straight line: the name as search reads it
 *    (core's normalizeSearchText: "Aeropuerto T-4" is "Aeropuerto T4"), so that feeds without interchange data
 *    (Bilbao's Metro and Euskotren at Bolueta, New York's Times Sq-42 St complex) get their stations too.
 * A station is a group of two or more stops: a rail stop alone is its own page.
 */

/** Stops of one name at most this far apart (straight line, metres) are one station; see the module comment. */
export const SAME_NAME_WALK_M = 250;

/** A stop the grouping weighs. */
export interface StationCandidate {
  readonly code: StopCode;
  readonly name: string;
  readonly stopType: StopType;
  /** Degrees. */
  readonly lat: number;
  readonly lon: number;
  /** What the data says the stop is part of ("crtm:est_90_58"): stops sharing a key are one station. */
  readonly placeKeys: readonly string[];
}

/** A station found: its code, its name and its stops (by code, in the order riders read the modes). */
export interface StationDraft {
  readonly code: StationCode;
  readonly name: string;
  readonly stops: readonly StopCode[];
}

/** Disjoint sets over 0 … size − 1. */
function unionFind(size: number) {
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) {
      const next = parent[i] as number;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  return {
    find,
    union(a: number, b: number) {
      const rootA = find(a);
      const rootB = find(b);
      if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
    },
  };
}

/** The stop that names a station: the lowest stop type code, then the lowest number (Metro 4-12 over Cercanías 5-122). */
const byAnchorOrder = (a: StationCandidate, b: StationCandidate) => naturalCompare(a.code, b.code);

/** Riders read a station's modes in spec §5's order: Cercanías, Metro, Metro Ligero; then by code. */
const byModeOrder = (a: StationCandidate, b: StationCandidate) =>
  compareStopTypes(a.stopType, b.stopType) || byAnchorOrder(a, b);

const wordsOf = (name: string) => normalizeSearchText(name);
const isAllCapitals = (name: string) => name === name.toUpperCase() && name !== name.toLowerCase();

/**
 * The station's name: the name its stops share ("Sol"); or the one name that holds every other's words (Cercanías
 * "Alcorcón" and Metro "Alcorcón Central" are "Alcorcón Central"); or, when they are named apart (Cercanías Recoletos
 * and Metro Colón), each name once, in the order riders read the modes, joined by " / ". Of two spellings of one
 * name, the one not in capitals is kept (Euskotren's "BOLUETA" and Metro Bilbao's "Bolueta" are "Bolueta").
 */
function stationName(members: readonly StationCandidate[]): string {
  const spellings = new Map<string, string>();
  for (const member of members) {
    const key = wordsOf(member.name).join(' ');
    const known = spellings.get(key);
    if (known === undefined || (isAllCapitals(known) && !isAllCapitals(member.name))) {
      spellings.set(key, member.name);
    }
  }
  const names = [...spellings.keys()].map((key) => key.split(' '));
  const holder = names.find((words) => names.every((other) => other.every((word) => words.includes(word))));
  return holder === undefined ? [...spellings.values()].join(' / ') : (spellings.get(holder.join(' ')) ?? '');
}

/**
 * Groups stops into stations by the rule of the module comment. Deterministic: the same stops in any order give the
 * same stations, sorted by code.
 */
export function groupStations(
  candidates: readonly StationCandidate[],
  walkM: number = SAME_NAME_WALK_M,
): StationDraft[] {
  const rail = candidates.filter((stop) => isStationStopType(stop.stopType)).sort(byAnchorOrder);
  const sets = unionFind(rail.length);
  const byKey = new Map<string, number>();
  const byName = new Map<string, number[]>();
  rail.forEach((stop, i) => {
    for (const key of stop.placeKeys) {
      const first = byKey.get(key);
      if (first === undefined) byKey.set(key, i);
      else sets.union(first, i);
    }
    const name = wordsOf(stop.name).join(' ');
    if (name === '') return;
    const named = byName.get(name) ?? [];
    for (const other of named) {
      const near = rail[other] as StationCandidate;
      if (distanceM([near.lat, near.lon], [stop.lat, stop.lon]) <= walkM) sets.union(other, i);
    }
    named.push(i);
    byName.set(name, named);
  });
  const groups = new Map<number, StationCandidate[]>();
  rail.forEach((stop, i) => {
    const root = sets.find(i);
    groups.set(root, [...(groups.get(root) ?? []), stop]);
  });
  return [...groups.values()]
    .filter((members) => members.length >= 2)
    .map((members) => {
      const ordered = [...members].sort(byModeOrder);
      const anchor = [...members].sort(byAnchorOrder)[0] as StationCandidate;
      return {
        code: stationCodeOf(anchor.code),
        name: stationName(ordered),
        stops: ordered.map((stop) => stop.code),
      };
    })
    .sort((a, b) => naturalCompare(a.code, b.code));
}

/** The stations as the network builder takes them: stops by index (a code the network lacks is left out). */
export function stationInputs(
  drafts: readonly StationDraft[],
  stopIndex: ReadonlyMap<string, number>,
): StationInput[] {
  return drafts.flatMap((draft) => {
    const stops = draft.stops.flatMap((code) => {
      const index = stopIndex.get(code);
      return index === undefined ? [] : [index];
    });
    return stops.length >= 2 ? [{ code: draft.code, name: draft.name, stops }] : [];
  });
}
