import type { PlaceSuggestion } from '@transit/api-contract';
import {
  createSearchIndex,
  formatPlaceRef,
  normalizeSearchText,
  type SearchEntry,
  STOP_TYPES,
  stopTypeFromCode,
} from '@transit/core';
import {
  lineAt,
  linesAt,
  type Network,
  type PlacesFile,
  stationAt,
  stationIndexes,
  stationStops,
  stopAt,
  stopIndexes,
} from '@transit/network';
import type { PlaceSearchProvider } from './provider';
import { typoDistance } from './typo';

/** How the offline index ranks kinds among equally good matches: stations, then municipalities, landmarks, stops. */
const KIND_RANK = { station: 0, municipality: 1, landmark: 2, stop: 3 } as const;
/** Lines listed in a suggestion's detail, at most. */
const DETAIL_LINES = 8;
/** Query words shorter than this must match exactly or as a beginning: a typo in "sol" would match too much. */
export const FUZZY_MIN_LENGTH = 4;

/** The edits forgiven in a word of this length: one up to 6 letters, two from 7 ("nuevso", "ministreios"). */
export const fuzzyEditsFor = (length: number): number => (length < FUZZY_MIN_LENGTH ? 0 : length < 7 ? 1 : 2);

interface Entry {
  readonly suggestion: PlaceSuggestion;
  /** For a stop: the station it belongs to (its suggestion's ref); stations go before their stops. */
  readonly stationRef: string | undefined;
  readonly rank: number;
  readonly tokens: readonly string[];
}

const typeRank = (stopTypeCode: number) => {
  const type = stopTypeFromCode(stopTypeCode);
  return type === undefined ? STOP_TYPES.length : STOP_TYPES.indexOf(type);
};

const unique = (values: Iterable<string>) => [...new Set(values)];

function linesDetail(numbers: readonly string[]): string {
  const shown = numbers.slice(0, DETAIL_LINES);
  return numbers.length > shown.length ? `${shown.join(' · ')} …` : shown.join(' · ');
}

const pointRef = (latitude: number, longitude: number) =>
  formatPlaceRef({ kind: 'point', latitude, longitude });

/** Every place of a network and its places file, as suggestions with their ranks. */
function entriesOf(network: Network, places: PlacesFile | undefined): Omit<Entry, 'tokens'>[] {
  const lineNumbersAt = (stop: Parameters<typeof linesAt>[1]) =>
    linesAt(network, stop).map((line) => lineAt(network, line).number);
  const entries: Omit<Entry, 'tokens'>[] = [];
  const stationOfStop = new Map<number, string>();
  for (const index of stationIndexes(network)) {
    const station = stationAt(network, index);
    const ref = `station:${station.code}`;
    const members = stationStops(network, index);
    for (const stop of members) stationOfStop.set(stop, ref);
    entries.push({
      suggestion: {
        ref,
        kind: 'station',
        name: station.name,
        detail: linesDetail(unique(members.flatMap(lineNumbersAt))),
        location: { latitude: station.lat, longitude: station.lon },
      },
      stationRef: undefined,
      rank: KIND_RANK.station,
    });
  }
  for (const municipality of places?.municipalities ?? []) {
    entries.push({
      suggestion: {
        ref: pointRef(municipality.latitude, municipality.longitude),
        kind: 'municipality',
        name: municipality.name,
        detail: municipality.stationName,
        location: { latitude: municipality.latitude, longitude: municipality.longitude },
      },
      stationRef: undefined,
      rank: KIND_RANK.municipality,
    });
  }
  for (const landmark of places?.landmarks ?? []) {
    entries.push({
      suggestion: {
        ref: pointRef(landmark.latitude, landmark.longitude),
        kind: 'landmark',
        name: landmark.name,
        detail: landmark.detail,
        location: { latitude: landmark.latitude, longitude: landmark.longitude },
      },
      stationRef: undefined,
      rank: KIND_RANK.landmark,
    });
  }
  for (const index of stopIndexes(network)) {
    const stop = stopAt(network, index);
    const lines = unique(lineNumbersAt(index));
    entries.push({
      suggestion: {
        ref: `stop:${stop.code}`,
        kind: 'stop',
        name: stop.name,
        // A stop's lines tell it apart; where the data names none (Madrid's buses), its street address does.
        detail: lines.length > 0 ? linesDetail(lines) : (stop.address ?? ''),
        location: { latitude: stop.lat, longitude: stop.lon },
      },
      stationRef: stationOfStop.get(index),
      rank: KIND_RANK.stop + typeRank(stop.typeCode),
    });
  }
  return entries;
}

/** A station listed after one of its own stops moves up to just before the first of them. */
function stationsBeforeTheirStops(found: readonly Entry[]): Entry[] {
  const result = [...found];
  for (let i = 0; i < result.length; i += 1) {
    const entry = result[i] as Entry;
    if (entry.suggestion.kind !== 'station') continue;
    const first = result.findIndex((other) => other.stationRef === entry.suggestion.ref);
    if (first !== -1 && first < i) {
      result.splice(i, 1);
      result.splice(first, 0, entry);
    }
  }
  return result;
}

export interface OfflinePlaceIndex extends PlaceSearchProvider {
  /** How many places it holds, by kind. */
  readonly counts: Readonly<Record<'stop' | 'station' | 'municipality' | 'landmark', number>>;
  /** The same answer as search, synchronously (the index is in memory). */
  searchNow(query: string, limit: number): PlaceSuggestion[];
}

/**
 * The planner's offline place search over a city's network (its stops, with their lines, and its stations) and its
 * places file (municipalities and landmarks the snapshots name). Matching is core's stop search (spec §5): accents,
 * case, filler words and abbreviations ignored; a stop code typed whole first; then names with every word of the
 * query as a word or its beginning ("nuevos minis"), exact above prefix. When those are fewer than asked, names
 * within a typo or two of the query follow ("atocah"), fewest edits first. Among equal matches a station goes before
 * a municipality, a landmark and a stop, and always before its own stops.
 */
export function createOfflinePlaceIndex(network: Network, places?: PlacesFile): OfflinePlaceIndex {
  const entries: Entry[] = entriesOf(network, places).map((entry) => ({
    ...entry,
    tokens: normalizeSearchText(entry.suggestion.name),
  }));
  const searchEntries: SearchEntry<Entry>[] = entries.map((entry) => ({
    item: entry,
    name: entry.suggestion.name,
    codes: entry.suggestion.kind === 'stop' ? [entry.suggestion.ref.slice('stop:'.length)] : [],
    rank: entry.rank,
  }));
  const index = createSearchIndex(searchEntries);
  // The words of every name, once each, with the entries that hold them: a typo is looked up among words, not names.
  const holders = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const token of new Set(entry.tokens)) {
      const list = holders.get(token);
      if (list) list.push(position);
      else holders.set(token, [position]);
    }
  });
  const vocabulary = [...holders.keys()];

  /** Entries every query word matches within its forgiven edits (the last word also as a beginning), by edits. */
  function fuzzy(query: string, excluded: ReadonlySet<Entry>, limit: number): Entry[] {
    const words = normalizeSearchText(query);
    if (words.length === 0 || words.every((word) => fuzzyEditsFor(word.length) === 0)) return [];
    let edits: Map<number, number> | undefined;
    for (const [at, word] of words.entries()) {
      const allowed = fuzzyEditsFor(word.length);
      const isLast = at === words.length - 1;
      const best = new Map<number, number>();
      for (const token of vocabulary) {
        let cost: number;
        if (token === word || (isLast && token.startsWith(word))) cost = 0;
        else if (
          allowed === 0 ||
          token.length < word.length - allowed ||
          (!isLast && token.length > word.length + allowed)
        )
          continue;
        else {
          cost = typoDistance(word, token, allowed);
          // The last word may still be being typed: its typo is also forgiven against a name word's beginning.
          if (isLast && token.length > word.length)
            cost = Math.min(cost, typoDistance(word, token.slice(0, word.length), allowed));
          if (cost > allowed) continue;
        }
        for (const position of holders.get(token) ?? []) {
          const seen = best.get(position);
          if (seen === undefined || cost < seen) best.set(position, cost);
        }
      }
      const next = new Map<number, number>();
      for (const [position, cost] of best) {
        const before = edits === undefined ? 0 : edits.get(position);
        if (before !== undefined) next.set(position, before + cost);
      }
      edits = next;
      if (edits.size === 0) return [];
    }
    const found = [...(edits ?? new Map<number, number>())]
      .filter(([position]) => !excluded.has(entries[position] as Entry))
      .sort(
        ([a, costA], [b, costB]) =>
          costA - costB ||
          (entries[a] as Entry).tokens.length - (entries[b] as Entry).tokens.length ||
          (entries[a] as Entry).rank - (entries[b] as Entry).rank ||
          a - b,
      );
    return found.slice(0, limit).map(([position]) => entries[position] as Entry);
  }

  function searchNow(query: string, limit: number): PlaceSuggestion[] {
    if (limit <= 0) return [];
    const matched = index.search(query, limit);
    const found =
      matched.length < limit
        ? [...matched, ...fuzzy(query, new Set(matched), limit - matched.length)]
        : matched;
    return stationsBeforeTheirStops(found).map((entry) => entry.suggestion);
  }

  const counts = { stop: 0, station: 0, municipality: 0, landmark: 0 };
  for (const entry of entries) {
    if (entry.suggestion.kind !== 'address') counts[entry.suggestion.kind] += 1;
  }

  return {
    id: 'offline',
    counts,
    searchNow,
    // eslint-disable-next-line @typescript-eslint/require-await -- the provider shape is asynchronous; this one needs no wait
    async search(query, options) {
      options.signal?.throwIfAborted();
      return searchNow(query, options.limit);
    },
  };
}
