/** The interface languages (spec §1, §9): Spanish, English and Catalan, Spanish by default. */
export const LOCALES = ['es', 'en', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}
