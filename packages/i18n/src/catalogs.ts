import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, ProductError } from '@transit/core';
import caCommon from './catalogs/ca/common.json';
import caFavourites from './catalogs/ca/favourites.json';
import caInfo from './catalogs/ca/info.json';
import caLines from './catalogs/ca/lines.json';
import caMap from './catalogs/ca/map.json';
import caSettings from './catalogs/ca/settings.json';
import enCommon from './catalogs/en/common.json';
import enFavourites from './catalogs/en/favourites.json';
import enInfo from './catalogs/en/info.json';
import enLines from './catalogs/en/lines.json';
import enMap from './catalogs/en/map.json';
import enSettings from './catalogs/en/settings.json';
import esCommon from './catalogs/es/common.json';
import esFavourites from './catalogs/es/favourites.json';
import esInfo from './catalogs/es/info.json';
import esLines from './catalogs/es/lines.json';
import esMap from './catalogs/es/map.json';
import esSettings from './catalogs/es/settings.json';

/*
 * A locale's catalog is one file per feature (catalogs/<locale>/<feature>.json), so features grow their messages
 * apart; an id lives in exactly one of them (the i18n check fails otherwise).
 */
const es = { ...esCommon, ...esFavourites, ...esInfo, ...esLines, ...esMap, ...esSettings };
const en = { ...enCommon, ...enFavourites, ...enInfo, ...enLines, ...enMap, ...enSettings };
const ca = { ...caCommon, ...caFavourites, ...caInfo, ...caLines, ...caMap, ...caSettings };

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
