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
