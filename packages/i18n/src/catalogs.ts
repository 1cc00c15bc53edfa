import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, ProductError } from '@transit/core';
import caCommon from './catalogs/ca/common.json';
import enCommon from './catalogs/en/common.json';
import type esAccount from './catalogs/es/account.json';
import type esAppOnly from './catalogs/es/appOnly.json';
import type esCard from './catalogs/es/card.json';
import esCommon from './catalogs/es/common.json';
import type esFavourites from './catalogs/es/favourites.json';
import type esInfo from './catalogs/es/info.json';
import type esLines from './catalogs/es/lines.json';
import type esLive from './catalogs/es/live.json';
import type esMap from './catalogs/es/map.json';
import type esPlanner from './catalogs/es/planner.json';
import type esPremium from './catalogs/es/premium.json';
import type esSettings from './catalogs/es/settings.json';

/*
 * A locale's catalog is one file per feature (catalogs/<locale>/<feature>.json), so features grow their messages
 * apart; an id lives in exactly one of them (the i18n check fails otherwise). The common file loads with the app;
 * each feature's file loads with the screens that speak with it, one locale at a time, so its texts stay out of the
 * first download (spec §9 budget: the app's initial JS).
 */
const es = esCommon;
const en: Readonly<Record<keyof typeof es, string>> = enCommon;
const ca: Readonly<Record<keyof typeof es, string>> = caCommon;

type FeatureIds =
  | keyof typeof esAccount
  | keyof typeof esAppOnly
  | keyof typeof esCard
  | keyof typeof esFavourites
  | keyof typeof esInfo
  | keyof typeof esLines
  | keyof typeof esLive
  | keyof typeof esMap
  | keyof typeof esPlanner
  | keyof typeof esPremium
  | keyof typeof esSettings;

/** The ids of the base catalog, loaded with the app. */
export type BaseMessageId = keyof typeof es;
/** Every message id. The Spanish catalog defines them; en and ca must hold exactly the same (CI checks it). */
export type MessageId = BaseMessageId | FeatureIds;
/** A whole locale's messages. */
export type Catalog = Readonly<Record<MessageId, string>>;
/** The messages loaded with the app. */
export type BaseCatalog = Readonly<Record<BaseMessageId, string>>;
/** Some of a locale's messages: those of a feature that loads on its own. */
export type CatalogPart = Readonly<Partial<Record<MessageId, string>>>;

/** The base catalogs, by locale. */
export const BASE_CATALOGS: Readonly<Record<Locale, BaseCatalog>> = Object.freeze({ es, en, ca });

/** The features whose messages load with their screens. */
export const LAZY_CATALOG_FEATURES = [
  'account',
  'appOnly',
  'card',
  'favourites',
  'info',
  'lines',
  'live',
  'map',
  'planner',
  'premium',
  'settings',
] as const;
export type LazyCatalogFeature = (typeof LAZY_CATALOG_FEATURES)[number];

type CatalogModule = Promise<{ readonly default: CatalogPart }>;

/** One import per file, written out so the bundler makes each its own chunk. */
const LAZY_CATALOGS: Readonly<Record<LazyCatalogFeature, Readonly<Record<Locale, () => CatalogModule>>>> = {
  account: {
    es: () => import('./catalogs/es/account.json'),
    en: () => import('./catalogs/en/account.json'),
    ca: () => import('./catalogs/ca/account.json'),
  },
  appOnly: {
    es: () => import('./catalogs/es/appOnly.json'),
    en: () => import('./catalogs/en/appOnly.json'),
    ca: () => import('./catalogs/ca/appOnly.json'),
  },
  card: {
    es: () => import('./catalogs/es/card.json'),
    en: () => import('./catalogs/en/card.json'),
    ca: () => import('./catalogs/ca/card.json'),
  },
  favourites: {
    es: () => import('./catalogs/es/favourites.json'),
    en: () => import('./catalogs/en/favourites.json'),
    ca: () => import('./catalogs/ca/favourites.json'),
  },
  info: {
    es: () => import('./catalogs/es/info.json'),
    en: () => import('./catalogs/en/info.json'),
    ca: () => import('./catalogs/ca/info.json'),
  },
  lines: {
    es: () => import('./catalogs/es/lines.json'),
    en: () => import('./catalogs/en/lines.json'),
    ca: () => import('./catalogs/ca/lines.json'),
  },
  live: {
    es: () => import('./catalogs/es/live.json'),
    en: () => import('./catalogs/en/live.json'),
    ca: () => import('./catalogs/ca/live.json'),
  },
  map: {
    es: () => import('./catalogs/es/map.json'),
    en: () => import('./catalogs/en/map.json'),
    ca: () => import('./catalogs/ca/map.json'),
  },
  planner: {
    es: () => import('./catalogs/es/planner.json'),
    en: () => import('./catalogs/en/planner.json'),
    ca: () => import('./catalogs/ca/planner.json'),
  },
  premium: {
    es: () => import('./catalogs/es/premium.json'),
    en: () => import('./catalogs/en/premium.json'),
    ca: () => import('./catalogs/ca/premium.json'),
  },
  settings: {
    es: () => import('./catalogs/es/settings.json'),
    en: () => import('./catalogs/en/settings.json'),
    ca: () => import('./catalogs/ca/settings.json'),
  },
};

/** The messages of a feature that loads on its own, in one locale. */
export async function loadFeatureMessages(feature: LazyCatalogFeature, locale: Locale): Promise<CatalogPart> {
  return (await LAZY_CATALOGS[feature][locale]()).default;
}

export class I18nError extends ProductError<'TRANSLATIONS_MISSING'> {
  override readonly name = 'I18nError';
}

/**
 * The base messages of a locale (those loaded with the app); asking for a locale without translations throws
 * (spec §5).
 */
export function getMessages(locale: string): BaseCatalog {
  if (!isLocale(locale)) {
    throw new I18nError(
      'TRANSLATIONS_MISSING',
      `No translations exist for locale '${locale}'; available: ${LOCALES.join(', ')}.`,
    );
  }
  return BASE_CATALOGS[locale];
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
