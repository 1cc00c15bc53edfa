import { chooseTheme, type ThemeColour, themeColourInfo } from '@transit/core';
import { applyThemeClass } from '@transit/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useCity, usePreferences } from './appServices';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the system prefers dark, followed live (spec §4: a system theme change applies at once). */
function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
}

/** The theme in force and why: the rider's choice, or the system's (no choice stored). */
export interface ThemeChoice {
  /** The theme applied to the page. */
  readonly theme: ThemeColour;
  /** True when the rider chose "system": the theme then follows prefers-color-scheme. */
  readonly isSystem: boolean;
}

/**
 * The theme in force (spec §4): the stored choice when valid, else dark-black when the system prefers dark, else the
 * city's default. Re-renders when the choice or the system's preference changes; applies nothing.
 */
export function useThemeChoice(): ThemeChoice {
  const city = useCity();
  const stored = usePreferences((state) => state.theme);
  const prefersDark = usePrefersDark();
  const theme = chooseTheme({ storedTheme: stored, prefersDark, defaultTheme: city.defaultTheme });
  return { theme, isSystem: stored === undefined };
}

/**
 * Applies the theme in force (see useThemeChoice) as a class on the page body and as the page's colour scheme (so
 * the browser's own controls and scrollbars match). Mounted once, above the router.
 */
export function useThemeClass(): ThemeColour {
  const { theme } = useThemeChoice();
  useEffect(() => {
    applyThemeClass(theme, document.body);
    document.documentElement.style.colorScheme = themeColourInfo(theme).background;
  }, [theme]);
  return theme;
}
