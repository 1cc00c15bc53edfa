import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, ProductError } from '@transit/core';
import ca from './catalogs/ca.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';

/** Every message id. The Spanish catalog defines them; en and ca must hold exactly the same (CI checks it). */
export type MessageId = keyof typeof es;
export type Catalog = Readonly<Record<MessageId, string>>;

/** The catalogs shipped with the product, by locale. */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = Object.freeze({ es, en, ca });

export class I18nError extends ProductError<'TRANSLATIONS_MISSING'> {
  override readonly name = 'I18nError';
}

/** The messages of a locale; asking for a locale without translations throws (spec §5). */
export function getMessages(locale: string): Catalog {
  if (!isLocale(locale)) {
    throw new I18nError(
      'TRANSLATIONS_MISSING',
      `No translations exist for locale '${locale}'; available: ${LOCALES.join(', ')}.`,
    );
  }
  return CATALOGS[locale];
}

/**
 * The first supported locale among a rider's preferences (BCP 47 tags such as navigator.languages), matched by
 * language ("ca-ES" → "ca"); the default locale when none is supported.
 */
export function resolveLocale(
  preferred: readonly string[],
  available: readonly Locale[] = LOCALES,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    const match = available.find((locale) => locale === language);
    if (match) return match;
  }
  return fallback;
}
