import { THEME_COLOUR_NAMES, themeBodyClass, type ThemeColour } from '@transit/core';

const THEME_CLASSES: readonly string[] = THEME_COLOUR_NAMES.map(themeBodyClass);

/**
 * Puts the theme's class on an element (the page body, spec §4) and removes any other theme's class, so switching
 * themes never leaves two sets of colours fighting over the cascade.
 */
export function applyThemeClass(theme: ThemeColour, element: HTMLElement): void {
  element.classList.remove(...THEME_CLASSES);
  element.classList.add(themeBodyClass(theme));
}
