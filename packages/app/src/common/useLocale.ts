import type { City, Locale } from '@transit/core';
import { resolveLocale } from '@transit/i18n';
import { useEffect } from 'react';
import { type AppServices, useCity, usePreferences } from './appServices';

/** The locale to show, outside React: the rider's choice if the city offers it, else the browser's, else the default. */
export function appLocale(
  city: Pick<City, 'languages' | 'defaultLocale'>,
  chosen: Locale | undefined,
): Locale {
  const available = city.languages.filter((locale) => locale !== undefined);
  return chosen !== undefined && available.includes(chosen)
    ? chosen
    : resolveLocale(
        typeof navigator === 'undefined' ? [] : navigator.languages,
        available,
        city.defaultLocale,
      );
}

/** The locale the app shows now, outside React: what the services' city offers and the rider's stored choice give. */
export function shownLocale(services: Pick<AppServices, 'city' | 'preferences'>): Locale {
  return appLocale(services.city, services.preferences.getState().locale);
}

/**
 * The locale to show: the rider's choice, else the first of the browser's languages the city offers, else the
 * city's default. It also sets the page's `lang`, so screen readers pronounce the text right.
 */
export function useLocale(): Locale {
  const city = useCity();
  const chosen = usePreferences((state) => state.locale);
  const locale = appLocale(city, chosen);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return locale;
}
