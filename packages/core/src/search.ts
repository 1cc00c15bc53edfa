/**
 * Stop and line search (spec §5): text normalisation into tokens, and a matcher that ranks entries by them.
 */
import { parseStopCode } from './codes';

/** Words dropped from search text (spec §5). */
export const SEARCH_FILLER_WORDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'un',
  'una',
  'y',
]);

/**
 * Abbreviations expanded in search text: every one the spec lists, then the other common Spanish street and place
 * abbreviations riders type. Keys are already lower-case and accent-free, as tokens are when they are looked up.
 */
export const SEARCH_ABBREVIATIONS: Readonly<Record<string, string>> = Object.freeze({
  // Listed in spec §5.
  av: 'avenida',
  avda: 'avenida',
  pza: 'plaza',
  ctra: 'carretera',
  urb: 'urbanizacion',
  gta: 'glorieta',
  rda: 'ronda',
  est: 'estacion',
  pol: 'poligono',
  ind: 'industrial',
  ayto: 'ayuntamiento',
  sta: 'santa',
  dr: 'doctor',
  pque: 'parque',
  pta: 'puerta',
  // The spec's "and others": further abbreviations of Spanish addresses and stop names.
  avd: 'avenida',
  avnda: 'avenida',
  c: 'calle',
  cl: 'calle',
  cll: 'calle',
  pl: 'plaza',
  plz: 'plaza',
  plza: 'plaza',
  ps: 'paseo',
  pso: 'paseo',
  cno: 'camino',
  cmno: 'camino',
  crta: 'carretera',
  glta: 'glorieta',
  trav: 'travesia',
  trva: 'travesia',
  pje: 'pasaje',
  psje: 'pasaje',
  bda: 'barriada',
  col: 'colonia',
  sto: 'santo',
  gral: 'general',
  pdte: 'presidente',
  prof: 'profesor',
  ntra: 'nuestra',
  sra: 'senora',
  sr: 'senor',
  hosp: 'hospital',
  univ: 'universidad',
  intercamb: 'intercambiador',
  pgno: 'poligono',
  ptda: 'partida',
  cjto: 'conjunto',
  // What riders type for words CRTM's names spell out ("NUEVOS MINISTERIOS"), and for a shopping centre.
  nvo: 'nuevo',
  nva: 'nueva',
  nvos: 'nuevos',
  nvas: 'nuevas',
  cc: 'centro comercial',
});

/**
 * Street-type words a stop's name usually leaves out: EMT names the stops along Calle de Alcalá "Alcalá-Goya",
 * "Alcalá-Manuel Becerra". A query word of these matches a name that has it, and is not needed where the name lacks it
 * (it then scores nothing): "c/ alcala" finds "Alcalá-Goya".
 */
export const SEARCH_OPTIONAL_STREET_WORDS: ReadonlySet<string> = new Set(['calle']);

/**
 * Places riders name by more words than the stop does: the square is "Puerta del Sol", its stations "Sol". The
 * query's words (normalised) are read as the stop's words when they are typed whole.
 */
export const SEARCH_PLACE_NAMES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['puerta', 'sol'], ['sol']],
];

/**
 * Abbreviations whose dot, slash or ordinal sign is part of them ("c/", "pº", "bº", "nº"): read before punctuation
 * turns those signs into spaces. Each pattern runs on lower-case text.
 */
const SIGNED_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|[^\p{L}\p{N}])c\s*\//gu, '$1 calle '],
  // "C.C.QUADERNILLOS": a shopping centre (centro comercial), not two streets; "CºREAL": a camino.
  [/(^|[^\p{L}\p{N}])c\s*\.\s*c\s*\./gu, '$1 centro comercial '],
  [/(^|[^\p{L}\p{N}])c[º°]/gu, '$1 camino '],
  [/(^|[^\p{L}\p{N}])p[º°]/gu, '$1 paseo '],
  [/(^|[^\p{L}\p{N}])b[º°]/gu, '$1 barrio '],
  [/(^|[^\p{L}\p{N}])n\.?[º°]/gu, '$1 numero '],
];

const COMBINING_MARKS = /\p{M}+/gu;
/** Punctuation, symbols and the ordinal signs º and ª become spaces (spec §5). */
const SEPARATORS = /[^\p{L}\p{N}]+|[ºª°]/gu;

interface SearchToken {
  /** The word as typed, lower-case and without accents. */
  readonly raw: string;
  /** The word after abbreviation expansion. */
  readonly token: string;
}

const SINGLE_LETTER = /^\p{L}$/u;
const DIGITS = /^\d+$/;

/**
 * The words of a text, a lone letter joined to the number after it: "T-4", "T 4" and "T4" (the airport's terminal),
 * "M-30" and "M30" read alike.
 */
function wordsOf(plain: string): string[] {
  const words = plain.split(SEPARATORS).filter((word) => word !== '');
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (
      next !== undefined &&
      SINGLE_LETTER.test(word) &&
      !SEARCH_FILLER_WORDS.has(word) &&
      DIGITS.test(next)
    ) {
      joined.push(`${word}${next}`);
      i += 1;
    } else joined.push(word);
  }
  return joined;
}

function tokenize(text: string): SearchToken[] {
  let lower = text.toLowerCase();
  for (const [pattern, replacement] of SIGNED_ABBREVIATIONS) lower = lower.replace(pattern, replacement);
  const plain = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  const tokens: SearchToken[] = [];
  for (const raw of wordsOf(plain)) {
    if (SEARCH_FILLER_WORDS.has(raw)) continue;
    for (const token of (SEARCH_ABBREVIATIONS[raw] ?? raw).split(' ')) {
      if (!tokens.some((seen) => seen.token === token)) tokens.push({ raw, token });
    }
  }
  return tokens;
}

/**
 * Turns search text into tokens (spec §5): accents ignored; punctuation and ordinal signs become spaces and the text
 * is split on spaces (a lone letter stays joined to the number after it, "T-4" → "t4"); filler words dropped;
 * abbreviations expanded; duplicates removed (first occurrence kept).
 */
export function normalizeSearchText(text: string): string[] {
  return tokenize(text).map(({ token }) => token);
}

/** An entry to search: its display name and the codes (stop code, line number) a rider may type instead. */
export interface SearchEntry<Item> {
  readonly item: Item;
  /** The name shown to the rider, normalised into tokens once when the index is built. */
  readonly name: string;
  /** Codes that match when typed whole (a stop code, a line number such as "C4A" or "27"). */
  readonly codes?: readonly string[];
  /** Tie-break order among equally good matches: lower first (for stops, the nearby-stop type order). */
  readonly rank?: number;
}

export interface SearchIndex<Item> {
  readonly size: number;
  /** The entries matching every token of the query, best first. */
  search(query: string, limit?: number): Item[];
}

interface IndexedEntry<Item> {
  readonly item: Item;
  readonly tokens: readonly string[];
  readonly codes: readonly string[];
  readonly rank: number;
  readonly sortName: string;
  readonly position: number;
}

/** Score of a query whose whole text equals one of an entry's codes: above any name match. */
const CODE_EXACT_SCORE = 1_000;
const CODE_PREFIX_SCORE = 500;
const TOKEN_EXACT_SCORE = 3;
const TOKEN_PREFIX_SCORE = 2;
/** Score per word of a name wholly contained in a longer query (below any match of the whole query). */
const CONTAINED_NAME_TOKEN_SCORE = 1;
/** Bonus when the entry's name starts with the query's first token ("sol" ranks "Sol" above "Puerta del Sol"). */
const LEADING_TOKEN_BONUS = 1;

function normalizeCode(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^0+(?=\d)/, '');
}

/** A query read as a code: as typed, and as the canonical stop code when it is one ("8_09568" → "09568"). */
interface QueryCode {
  readonly typed: string;
  readonly asStopCode: string | undefined;
}

function queryCodeOf(query: string): QueryCode {
  const stopCode = parseStopCode(query);
  return { typed: normalizeCode(query), asStopCode: stopCode.ok ? normalizeCode(stopCode.value) : undefined };
}

/** A word of a query: the name words it matches, and whether a name may lack it. */
interface QueryToken {
  readonly alternatives: readonly string[];
  /** A street-type word (SEARCH_OPTIONAL_STREET_WORDS) in a query that has other words too. */
  readonly isOptional: boolean;
  /** A word the rider typed whole, read as a stop's word (SEARCH_PLACE_NAMES): it matches whole words only. */
  readonly isWhole: boolean;
}

/** A query word, and whether it is a stop's word put in for a place name riders use. */
interface PlacedToken extends SearchToken {
  readonly isPlaceName?: true;
}

/** The query's words with each place name riders use read as the stop's (SEARCH_PLACE_NAMES). */
function withPlaceNames(tokens: readonly SearchToken[]): PlacedToken[] {
  let result: PlacedToken[] = [...tokens];
  for (const [phrase, stopWords] of SEARCH_PLACE_NAMES) {
    const at = result.findIndex((_, i) => phrase.every((word, k) => result[i + k]?.token === word));
    if (at === -1) continue;
    result = [
      ...result.slice(0, at),
      ...stopWords.map((word) => ({ raw: word, token: word, isPlaceName: true as const })),
      ...result.slice(at + phrase.length),
    ];
  }
  return result;
}

/**
 * The tokens a query must match, each with its alternatives. The last word may still be being typed, so it also
 * matches as typed: "bo" finds "Boadilla" although "bo" alone could be an abbreviation.
 */
function queryTokensOf(query: string): QueryToken[] {
  const tokens = withPlaceNames(tokenize(query));
  const hasRequired = tokens.some(({ token }) => !SEARCH_OPTIONAL_STREET_WORDS.has(token));
  return tokens.map(({ raw, token, isPlaceName }, index) => ({
    alternatives: index === tokens.length - 1 && raw !== token ? [token, raw] : [token],
    isOptional: hasRequired && SEARCH_OPTIONAL_STREET_WORDS.has(token),
    isWhole: isPlaceName === true,
  }));
}

/**
 * Builds a search index over stops or lines. Names are normalised once here, so each keystroke only compares
 * tokens. Ranking: a whole code typed (stop code, line number) first; then every query token must match a name token
 * exactly or as its beginning (exact scores higher), with a bonus when the name starts with the first token; then
 * names whose every word is a word of a longer query ("pta del sol" → "Sol"); ties go to fewer name tokens, then the
 * entry's rank, then the name, then the order given.
 */
export function createSearchIndex<Item>(
  entries: readonly SearchEntry<Item>[],
  options: {
    /**
     * Ties go to the entry's rank before the shorter name: for lines, where the mode matters more than the name's
     * length (Metro line 1 before an urban line "1 CIRCULAR").
     */
    readonly isRankBeforeNameLength?: boolean;
  } = {},
): SearchIndex<Item> {
  const indexed: IndexedEntry<Item>[] = entries.map((entry, position) => {
    const tokens = normalizeSearchText(entry.name);
    return {
      item: entry.item,
      tokens,
      codes: (entry.codes ?? []).map(normalizeCode).filter((code) => code !== ''),
      rank: entry.rank ?? 0,
      sortName: tokens.join(' '),
      position,
    };
  });

  function scoreOf(
    entry: IndexedEntry<Item>,
    queryTokens: readonly QueryToken[],
    queryCode: QueryCode,
  ): number {
    let score = 0;
    if (queryCode.typed !== '') {
      for (const code of entry.codes) {
        if (code === queryCode.typed || code === queryCode.asStopCode)
          score = Math.max(score, CODE_EXACT_SCORE);
        else if (queryCode.typed.length >= 2 && code.startsWith(queryCode.typed))
          score = Math.max(score, CODE_PREFIX_SCORE);
      }
    }
    let nameScore = 0;
    let leading: QueryToken | undefined;
    for (const queryToken of queryTokens) {
      let best = 0;
      for (const token of entry.tokens) {
        for (const alternative of queryToken.alternatives) {
          if (token === alternative) best = TOKEN_EXACT_SCORE;
          else if (best < TOKEN_PREFIX_SCORE && !queryToken.isWhole && token.startsWith(alternative))
            best = TOKEN_PREFIX_SCORE;
        }
        if (best === TOKEN_EXACT_SCORE) break;
      }
      if (best === 0 && queryToken.isOptional) continue;
      if (best === 0) return score + containedNameScore(entry, queryTokens);
      leading ??= queryToken;
      nameScore += best;
    }
    const first = entry.tokens[0];
    if (first !== undefined && leading?.alternatives.some((alternative) => first.startsWith(alternative))) {
      nameScore += LEADING_TOKEN_BONUS;
    }
    return score + nameScore;
  }

  /**
   * A name the rider typed more than: every word of the name is a word of the query ("pta del sol" holds "Sol",
   * "estacion de atocha" holds "Atocha"). It ranks below every entry that matches the whole query: its score, one
   * per name word, stays under the least a full match scores (TOKEN_PREFIX_SCORE per query word).
   */
  function containedNameScore(entry: IndexedEntry<Item>, queryTokens: readonly QueryToken[]): number {
    if (entry.tokens.length === 0 || entry.tokens.length >= queryTokens.length) return 0;
    const isContained = entry.tokens.every((token) =>
      queryTokens.some((queryToken) => queryToken.alternatives.includes(token)),
    );
    return isContained ? entry.tokens.length * CONTAINED_NAME_TOKEN_SCORE : 0;
  }

  return {
    size: indexed.length,
    search(query, limit = Number.POSITIVE_INFINITY) {
      const queryTokens = queryTokensOf(query);
      const queryCode = queryCodeOf(query);
      if (queryTokens.length === 0 && queryCode.typed === '') return [];
      const matches: { entry: IndexedEntry<Item>; score: number }[] = [];
      for (const entry of indexed) {
        const score = scoreOf(entry, queryTokens, queryCode);
        if (score > 0) matches.push({ entry, score });
      }
      const byLength = (a: IndexedEntry<Item>, b: IndexedEntry<Item>) => a.tokens.length - b.tokens.length;
      const byRank = (a: IndexedEntry<Item>, b: IndexedEntry<Item>) => a.rank - b.rank;
      const [firstTie, secondTie] = options.isRankBeforeNameLength ? [byRank, byLength] : [byLength, byRank];
      matches.sort(
        (a, b) =>
          b.score - a.score ||
          firstTie(a.entry, b.entry) ||
          secondTie(a.entry, b.entry) ||
          a.entry.sortName.localeCompare(b.entry.sortName) ||
          a.entry.position - b.entry.position,
      );
      return matches.slice(0, limit).map((match) => match.entry.item);
    },
  };
}
