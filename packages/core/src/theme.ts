import { clientCapabilities, type ClientType } from './client';

/**
 * The 20 theme colours (spec §3): 12 on light backgrounds and 8 on dark ones, each with the content colour (text and
 * icons) that reads on it.
 */
export const THEME_COLOURS = [
  { name: 'V2_LightGreen', background: 'light', content: 'dark' },
  { name: 'V2_LightBlue', background: 'light', content: 'dark' },
  { name: 'V2_LightCyan', background: 'light', content: 'dark' },
  { name: 'V2_LightOrange', background: 'light', content: 'dark' },
  { name: 'V2_LightBlueB', background: 'light', content: 'dark' },
  { name: 'V2_LightPurple', background: 'light', content: 'dark' },
  { name: 'V2_LightYellow', background: 'light', content: 'dark' },
  { name: 'V2_LightGreenB', background: 'light', content: 'dark' },
  { name: 'V2_LightBeige', background: 'light', content: 'dark' },
  { name: 'V2_LightRed', background: 'light', content: 'dark' },
  { name: 'V2_LightGray', background: 'light', content: 'dark' },
  { name: 'V2_LightPink', background: 'light', content: 'dark' },
  { name: 'V2_DarkBlue', background: 'dark', content: 'light' },
  { name: 'V2_DarkRed', background: 'dark', content: 'light' },
  { name: 'V2_DarkPink', background: 'dark', content: 'light' },
  { name: 'V2_DarkPurple', background: 'dark', content: 'light' },
  { name: 'V2_DarkBlack', background: 'dark', content: 'light' },
  { name: 'V2_DarkGreen', background: 'dark', content: 'light' },
  { name: 'V2_DarkBlueB', background: 'dark', content: 'light' },
  { name: 'V2_DarkBrown', background: 'dark', content: 'light' },
] as const satisfies readonly {
  name: string;
  background: 'light' | 'dark';
  content: 'light' | 'dark';
}[];

export type ThemeColour = (typeof THEME_COLOURS)[number]['name'];
export type ThemeColourInfo = (typeof THEME_COLOURS)[number];

export const THEME_COLOUR_NAMES: readonly ThemeColour[] = THEME_COLOURS.map((colour) => colour.name);

/** The default theme: light blue (spec §9). */
export const DEFAULT_THEME: ThemeColour = 'V2_LightBlue';
/** The theme for riders whose system prefers dark, when they have not chosen one (spec §4). */
export const SYSTEM_DARK_THEME: ThemeColour = 'V2_DarkBlack';

/** Whether a value is one of the 20 theme colours (spec §3). */
export function isThemeColour(value: unknown): value is ThemeColour {
  return THEME_COLOURS.some((colour) => colour.name === value);
}

export function themeColourInfo(theme: ThemeColour): ThemeColourInfo {
  return THEME_COLOURS.find((colour) => colour.name === theme) as ThemeColourInfo;
}

/**
 * The theme to apply (spec §4): the stored choice if it is a valid colour; otherwise dark-black when the system
 * prefers dark; otherwise the default (or the city's default theme, when given).
 */
export function chooseTheme(input: {
  readonly storedTheme: unknown;
  readonly prefersDark: boolean;
  readonly defaultTheme?: ThemeColour;
}): ThemeColour {
  if (isThemeColour(input.storedTheme)) return input.storedTheme;
  return input.prefersDark ? SYSTEM_DARK_THEME : (input.defaultTheme ?? DEFAULT_THEME);
}

/** The global class the theme sets on the page body (spec §4). */
export function themeBodyClass(theme: ThemeColour): string {
  return `theme-${theme}`;
}

/** How the wrapper's status bar is coloured (spec §4). */
export type StatusBarStyle =
  | { readonly kind: 'themed'; readonly theme: ThemeColour; readonly content: 'light' | 'dark' }
  | { readonly kind: 'black' };

/**
 * Android clients with version code 38 or above colour the status bar with the theme and its content colour;
 * everything else gets a black status bar (spec §4).
 */
export function statusBarStyle(input: {
  readonly clientType: ClientType;
  readonly androidClientVersionCode?: number | undefined;
  readonly theme: ThemeColour;
}): StatusBarStyle {
  if (!clientCapabilities(input).canControlStatusBar) return { kind: 'black' };
  return { kind: 'themed', theme: input.theme, content: themeColourInfo(input.theme).content };
}
