import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A locale's messages by id, as read from its catalog file. */
export type CatalogFile = Readonly<Record<string, unknown>>;

export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

export interface I18nCheckInput {
  /** Every catalog by locale; the base locale's ids are the product's message ids. */
  readonly catalogs: Readonly<Record<string, CatalogFile>>;
  readonly baseLocale: string;
  /** The product's source files; an id none of them mentions is unused. */
  readonly sources: readonly SourceFile[];
}

/** One catalog file: a locale's messages of one feature (packages/i18n/src/catalogs/<locale>/<feature>.json). */
export interface CatalogPart {
  readonly locale: string;
  /** The file's name without .json, e.g. 'map'. */
  readonly feature: string;
  readonly messages: CatalogFile;
}

/**
 * Merges each locale's feature files into its catalog, reporting an id that a locale defines in two files, or in
 * another feature's file than the base locale does (so every locale keeps an id where the base keeps it).
 */
export function mergeCatalogParts(
  parts: readonly CatalogPart[],
  baseLocale: string,
): { readonly catalogs: Record<string, CatalogFile>; readonly problems: string[] } {
  const problems: string[] = [];
  const catalogs: Record<string, Record<string, unknown>> = {};
  const homes: Record<string, Map<string, string>> = {};
  for (const part of parts) {
    const catalog = (catalogs[part.locale] ??= {});
    const home = (homes[part.locale] ??= new Map());
    for (const [id, message] of Object.entries(part.messages)) {
      const other = home.get(id);
      if (other !== undefined) {
        problems.push(`${part.locale} defines '${id}' in both ${other}.json and ${part.feature}.json`);
        continue;
      }
      home.set(id, part.feature);
      catalog[id] = message;
    }
  }
  const baseHome = homes[baseLocale] ?? new Map<string, string>();
  for (const [locale, home] of Object.entries(homes)) {
    if (locale === baseLocale) continue;
    for (const [id, feature] of home) {
      const expected = baseHome.get(id);
      if (expected !== undefined && expected !== feature) {
        problems.push(
          `${locale} keeps '${id}' in ${feature}.json but ${baseLocale} keeps it in ${expected}.json`,
        );
      }
    }
  }
  return { catalogs, problems };
}

/**
 * Checks the message catalogs (the i18n validator of the style guide). It reports, one line each:
 * an id a locale lacks; an id a locale has that the base locale does not define; an id no source file uses;
 * a message that is empty, not text, or not valid ICU MessageFormat; and a translation whose {placeholders}
 * differ from the base message's.
 */
export function checkCatalogs(input: I18nCheckInput): string[] {
  const problems: string[] = [];
  const base = input.catalogs[input.baseLocale];
  if (!base) return [`the base locale '${input.baseLocale}' has no catalog`];
  const baseIds = Object.keys(base);
  const basePlaceholders = new Map<string, string[]>();

  for (const [locale, catalog] of Object.entries(input.catalogs)) {
    for (const id of baseIds) {
      if (!Object.hasOwn(catalog, id)) problems.push(`${locale} lacks '${id}'`);
    }
    for (const [id, message] of Object.entries(catalog)) {
      if (!Object.hasOwn(base, id)) {
        problems.push(`${locale} has '${id}', which ${input.baseLocale} does not define (unused)`);
        continue;
      }
      const placeholders = placeholdersOf(message);
      if (typeof placeholders === 'string') {
        problems.push(`${locale} '${id}': ${placeholders}`);
        continue;
      }
      if (locale === input.baseLocale) basePlaceholders.set(id, placeholders);
    }
  }

  for (const [locale, catalog] of Object.entries(input.catalogs)) {
    if (locale === input.baseLocale) continue;
    for (const [id, expected] of basePlaceholders) {
      const actual = Object.hasOwn(catalog, id) ? placeholdersOf(catalog[id]) : undefined;
      if (Array.isArray(actual) && actual.join(',') !== expected.join(',')) {
        problems.push(
          `${locale} '${id}' has placeholders {${actual.join('}, {')}} but ${input.baseLocale} has {${expected.join('}, {')}}`,
        );
      }
    }
  }

  const used = usedIds(baseIds, input.sources);
  for (const id of baseIds) {
    if (!used.has(id)) problems.push(`'${id}' is in the catalogs but no source file uses it (unused)`);
  }
  return problems;
}

/** The sorted placeholder names of a message, or why it cannot be read. */
function placeholdersOf(message: unknown): string[] | string {
  if (typeof message !== 'string') return 'is not text';
  if (message.trim() === '') return 'is empty';
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return `is not valid ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`;
  }
  const names = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(elements);
  return [...names].sort();
}

/** The ids that appear as a quoted string literal in some source file. */
function usedIds(ids: readonly string[], sources: readonly SourceFile[]): Set<string> {
  const used = new Set<string>();
  for (const { text } of sources) {
    for (const id of ids) {
      if (used.has(id)) continue;
      if (text.includes(`'${id}'`) || text.includes(`"${id}"`) || text.includes(`\`${id}\``)) used.add(id);
    }
  }
  return used;
}
