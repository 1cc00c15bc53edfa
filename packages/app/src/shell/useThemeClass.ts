import { chooseTheme, type ThemeColour, themeColourInfo } from '@transit/core';
import { applyThemeClass } from '@transit/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useCity, usePreferences } from './appContext';

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

/**
 * Applies the theme (spec §4): the stored choice when valid, else dark-black when the system prefers dark, else the
 * city's default; as a class on the page body, and as the browser's theme colour.
 */
export function useThemeClass(): ThemeColour {
  const city = useCity();
  const stored = usePreferences((state) => state.theme);
  const prefersDark = usePrefersDark();
  const theme = chooseTheme({ storedTheme: stored, prefersDark, defaultTheme: city.defaultTheme });
  useEffect(() => {
    applyThemeClass(theme, document.body);
    document.documentElement.style.colorScheme = themeColourInfo(theme).background;
  }, [theme]);
  return theme;
}
