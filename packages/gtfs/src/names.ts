/**
 * Names as riders know them. CRTM's tables and its Cercanías feed file some names the way a gazetteer sorts them,
 * the article moved to the end ("ÁGUILAS LAS", "ESCORIAL, EL", "ROZAS DE MADRID, LAS"); riders say and read
 * "Las Águilas" and "El Escorial".
 */

/** A Spanish article after the name it belongs before, with a comma or a space ("POZO EL", "MATAS, LAS"). */
const TRAILING_ARTICLE = /^(.*[^\s,])(?:\s*,\s*|\s+)(el|la|los|las)$/iu;
const HAS_LOWER_CASE = /\p{Ll}/u;

/**
 * A name with a trailing article put back in front ("ÁGUILAS LAS" → "LAS ÁGUILAS", "Rozas, Las" → "Las Rozas"), in
 * the name's own casing: an all-capitals name (as CRTM writes its stations, and as the product shows them) keeps its
 * capitals. Other names come back trimmed and otherwise unchanged.
 */
export function riderName(name: string): string {
  const trimmed = name.trim();
  const match = TRAILING_ARTICLE.exec(trimmed);
  if (!match) return trimmed;
  const [, rest = '', article = ''] = match;
  const lower = article.toLowerCase();
  const front = HAS_LOWER_CASE.test(rest)
    ? `${lower[0]?.toUpperCase()}${lower.slice(1)}`
    : article.toUpperCase();
  return `${front} ${rest}`;
}

const COMBINING_MARKS = /\p{M}+/gu;
const plain = (word: string) => word.normalize('NFD').replace(COMBINING_MARKS, '').toUpperCase();

/**
 * Puts back the accents a name lost (CRTM's tables write "ALCALA DE HENARES", "LEGANES"), word by word, from the
 * spellings of the same words in the feed's own texts ("ALCALÁ", "LEGANÉS"); a word the texts do not hold stays as
 * it is. Built once per feed from its texts; each word takes its most frequent accented spelling.
 */
export function accentRestorer(texts: Iterable<string>): (name: string) => string {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const word of text.toUpperCase().match(/[\p{L}\p{M}]+/gu) ?? []) {
      const key = plain(word);
      if (key === word) continue;
      const spellings = counts.get(key) ?? new Map<string, number>();
      spellings.set(word, (spellings.get(word) ?? 0) + 1);
      counts.set(key, spellings);
    }
  }
  const spelling = new Map<string, string>();
  for (const [key, spellings] of counts) {
    const [best] = [...spellings].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
    if (best) spelling.set(key, best[0]);
  }
  return (name) =>
    name.replace(/[\p{L}\p{M}]+/gu, (word) => {
      const accented = spelling.get(plain(word));
      return accented !== undefined && word === word.toUpperCase() ? accented : word;
    });
}

/** Whether `text` holds `words` as whole words, accents and case aside ("EST. ALCALÁ" holds "ALCALA"). */
export function holdsWords(text: string, words: string): boolean {
  const haystack = ` ${plain(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const needle = ` ${plain(words)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  return needle.trim() !== '' && haystack.includes(needle);
}

/** Words Spanish names keep in lower case after their first word ("Plaza de Castilla", "Ramón y Cajal"). */
const PARTICLES: ReadonlySet<string> = new Set('a al de del e el en la las los y'.split(' '));
/**
 * Words an accent tells apart from another word ("el" and "él", "solo" and "sólo"): the accent of one spelling
 * elsewhere says nothing about this one, so these words keep the name's own spelling.
 */
const DIACRITIC_WORDS: ReadonlySet<string> = new Set(
  'AUN COMO CUAL CUANDO CUANTO DE DONDE EL ESA ESE ESTA ESTE MAS MI O QUE QUIEN SE SI SOLO TE TU'.split(' '),
);
/** A Roman numeral up to 39, as kings, popes and centuries are numbered ("ALFONSO XIII", "SIGLO XXI"). */
const ROMAN_NUMERAL = /^X{0,3}(?:IX|IV|V?I{0,3})$/;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/** A name's letters and digits, upper case, without accents (Ñ is a letter of its own): the key spellings share. */
function spellingKey(text: string): string {
  return text
    .toUpperCase()
    .replaceAll('Ñ', '\u0000')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replaceAll('\u0000', 'Ñ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const accentCount = (text: string) => text.normalize('NFD').match(COMBINING_MARKS)?.length ?? 0;
const markCount = (text: string) => accentCount(text) + (text.match(/'/g)?.length ?? 0);

/**
 * The real spellings of names and words in a feed's texts, to put back what an all-capitals name lost: "ALONSO
 * MARTINEZ" is the "Alonso Martínez" of the feed's route names, "GRAN VIA" the "Gran Vía" of its addresses. Nothing
 * is guessed: a name or word no text spells with accents keeps the letters it has.
 */
export class Spellings {
  private constructor(
    /** Name key → the spelling riders read, from a text that writes that whole name with accents or in lower case. */
    private readonly names: ReadonlyMap<string, string>,
    /** Word key → its accented spelling (upper case), where the texts write the word so more often than without. */
    private readonly words: ReadonlyMap<string, string>,
  ) {}

  /**
   * Collects spellings from `names` (stop, station and route names, headsigns; each also read segment by segment
   * between hyphens, as route names join their ends: "Pinar de Chamartín-Valdecarros") and, word by word, from
   * those and from `texts` (street addresses).
   */
  static of(sources: { readonly names: Iterable<string>; readonly texts?: Iterable<string> }): Spellings {
    const nameCounts = new Map<string, Map<string, number>>();
    const wordCounts = new Map<string, Map<string, number>>();
    const tally = (counts: Map<string, Map<string, number>>, key: string, spelling: string) => {
      const spellings = counts.get(key) ?? new Map<string, number>();
      spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
      counts.set(key, spellings);
    };
    const readWords = (text: string) => {
      for (const word of text.toUpperCase().match(WORD) ?? []) {
        if (LETTERS_ONLY.test(word)) tally(wordCounts, spellingKey(word), word.normalize('NFC'));
      }
    };
    for (const name of new Set(sources.names)) {
      readWords(name);
      const whole = name.trim().replace(/\s+/g, ' ');
      for (const part of [whole, ...whole.split(/\s*-\s*/)]) {
        // A spelling says more than the key when it has accents, lower case or an apostrophe ("O'DONNELL").
        const key = spellingKey(part);
        if (key !== '' && (accentCount(part) > 0 || /[\p{Ll}']/u.test(part))) tally(nameCounts, key, part);
      }
    }
    for (const text of new Set(sources.texts ?? [])) readWords(text);

    const names = new Map<string, string>();
    for (const [key, spellings] of nameCounts) {
      // The fullest spelling (most accents and apostrophes), then one written in lower case by a person, then the
      // commonest.
      const [best] = [...spellings].sort(
        ([a, countA], [b, countB]) =>
          markCount(b) - markCount(a) ||
          Number(/\p{Ll}/u.test(b)) - Number(/\p{Ll}/u.test(a)) ||
          countB - countA ||
          (a < b ? -1 : 1),
      );
      if (best) names.set(key, best[0]);
    }
    const words = new Map<string, string>();
    for (const [key, spellings] of wordCounts) {
      if (DIACRITIC_WORDS.has(key)) continue;
      const plainCount = spellings.get(key) ?? 0;
      const [best] = [...spellings]
        .filter(([spelling]) => spelling !== key)
        .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
      if (best && best[1] > plainCount) words.set(key, best[0]);
    }
    return new Spellings(names, words);
  }

  /** The spelling of a whole name (or a part of one), when a text writes it; undefined otherwise. */
  name(text: string): string | undefined {
    return this.names.get(spellingKey(text));
  }

  /**
   * A text whose words in capitals without accents take the accents the texts give those words, where they do
   * (more often than not); other words stay as they are.
   */
  accentWords(text: string): string {
    return text.replace(WORD, (word) =>
      LETTERS_ONLY.test(word) && word === word.toUpperCase() && accentCount(word) === 0
        ? (this.words.get(spellingKey(word)) ?? word)
        : word,
    );
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A name spelt as `spelling` spells it (same letters, accents and case aside: their keys are equal), keeping the
 * name's own spaces and punctuation, and taking the spelling's apostrophes ("ODONNELL" and "O'DONNELL" give
 * "O'DONNELL"; "AEROPUERTO T1-T2-T3" and "Aeropuerto T1 - T2 - T3" give "Aeropuerto T1-T2-T3").
 */
function respell(name: string, spelling: string): string {
  const letters = [...spelling.normalize('NFC')].filter((ch) => ch === "'" || LETTER_OR_DIGIT.test(ch));
  let k = 0;
  let out = '';
  for (const ch of name.normalize('NFC')) {
    if (!LETTER_OR_DIGIT.test(ch)) {
      out += ch;
      continue;
    }
    while (letters[k] === "'") {
      out += "'";
      k += 1;
    }
    out += letters[k] ?? ch;
    k += 1;
  }
  return out;
}

/**
 * An all-capitals name in Spanish title case ("PLAZA DE CASTILLA" → "Plaza de Castilla", "RAMÓN Y CAJAL" → "Ramón
 * y Cajal"): each word capitalised, the particles (de, del, la, las, los, el, al, y, e, a, en) in lower case except
 * where a name or a hyphenated or bracketed part of one begins ("Galapagar-La Navata"). Codes stay as written:
 * words with digits ("T4", "T-4", "C-4", "T1-T2-T3"), Roman numerals ("Alfonso XIII"), and initials written with
 * dots ("S.S. de los Reyes", "S.A."). A name with any lower-case letter is already as its publisher wants it, and
 * comes back unchanged.
 */
export function titleCase(name: string): string {
  if (HAS_LOWER_CASE.test(name)) return name;
  return name.replace(WORD, (word: string, offset: number) => {
    if (/\p{N}/u.test(word) || ROMAN_NUMERAL.test(word)) return word;
    const next = name[offset + word.length];
    if (word.length === 1 && (next === '.' || next === "'")) return word;
    const lower = word.toLowerCase();
    const isPartStart = /(?:^|[-(/"«])$/.test(name.slice(0, offset).trimEnd());
    if (PARTICLES.has(lower) && !isPartStart) return lower;
    return `${lower.slice(0, 1).toUpperCase()}${lower.slice(1)}`;
  });
}

/**
 * An all-capitals name as riders know it: its article in front (riderName), the accents its real spellings
 * elsewhere in the data give it (the whole name first, then each part between hyphens, then word by word), in
 * Spanish title case; a spelling a person wrote in lower case ("MetroSur", "Guzmán El Bueno") is kept as written.
 * A name with lower-case letters comes back as riderName gives it.
 */
export function styledName(name: string, spellings: Spellings): string {
  const fronted = riderName(name);
  if (HAS_LOWER_CASE.test(fronted) || fronted === '') return fronted;
  // A spelling in capitals may still lack an accent its words have elsewhere ("SAN CRISTÓBAL DE LOS ANGELES").
  const spelt = (part: string, found: string | undefined) =>
    titleCase(spellings.accentWords(found === undefined ? part : respell(part, found)));
  const whole = spellings.name(fronted);
  if (whole !== undefined) return spelt(fronted, whole);
  // Separators (odd positions) stay as written.
  return fronted
    .split(/(\s*-\s*|\s+·\s+)/)
    .map((part, i) => (i % 2 === 1 ? part : spelt(part, spellings.name(part))))
    .join('');
}

/** CRTM's name for a direction of a circular Metro line: the line and the platform it leaves from. */
const PLATFORM_DIRECTION = /^(.*\S)\s*\(\s*AND[EÉ]N[\s-]*(\d+)\s*\)$/iu;

/**
 * A direction label as Metro de Madrid signs it: CRTM writes the two directions of circular lines 6 and 12 by
 * their platform ("CIRCULAR (ANDEN-1)", "METROSUR (ANDEN-2)"), which stations sign "Andén 1" and "Andén 2": the
 * label becomes "CIRCULAR · ANDÉN 1". Other texts come back unchanged.
 */
export function platformDirection(text: string): string {
  const match = PLATFORM_DIRECTION.exec(text.trim());
  if (!match) return text;
  const [, line = '', platform = ''] = match;
  return `${line} · ${HAS_LOWER_CASE.test(line) ? 'Andén' : 'ANDÉN'} ${platform}`;
}
