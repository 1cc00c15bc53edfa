import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  chooseTheme,
  DEFAULT_THEME,
  isThemeColour,
  statusBarStyle,
  SYSTEM_DARK_THEME,
  THEME_COLOUR_NAMES,
  THEME_COLOURS,
  type ThemeColour,
  themeBodyClass,
  themeColourInfo,
} from './theme';

const LIGHT = [
  'V2_LightGreen',
  'V2_LightBlue',
  'V2_LightCyan',
  'V2_LightOrange',
  'V2_LightBlueB',
  'V2_LightPurple',
  'V2_LightYellow',
  'V2_LightGreenB',
  'V2_LightBeige',
  'V2_LightRed',
  'V2_LightGray',
  'V2_LightPink',
];
const DARK = [
  'V2_DarkBlue',
  'V2_DarkRed',
  'V2_DarkPink',
  'V2_DarkPurple',
  'V2_DarkBlack',
  'V2_DarkGreen',
  'V2_DarkBlueB',
  'V2_DarkBrown',
];

describe('theme colours (spec §3)', () => {
  it('are the 20 names the spec spells, 12 light and 8 dark', () => {
    expect(THEME_COLOUR_NAMES).toEqual([...LIGHT, ...DARK]);
    expect(THEME_COLOURS).toHaveLength(20);
    expect(THEME_COLOURS.filter((colour) => colour.background === 'light')).toHaveLength(12);
    expect(THEME_COLOURS.filter((colour) => colour.background === 'dark')).toHaveLength(8);
  });

  it.each(LIGHT)('has a light background with dark content for %s', (name) => {
    expect(themeColourInfo(name as ThemeColour)).toEqual({ name, background: 'light', content: 'dark' });
  });

  it.each(DARK)('has a dark background with light content for %s', (name) => {
    expect(themeColourInfo(name as ThemeColour)).toEqual({ name, background: 'dark', content: 'light' });
  });

  it('checks a value for membership of the set', () => {
    for (const name of [...LIGHT, ...DARK]) expect(isThemeColour(name)).toBe(true);
    for (const value of ['V2_LightBlack', 'v2_lightblue', 'LightBlue', '', undefined, null, 3, {}]) {
      expect(isThemeColour(value)).toBe(false);
    }
  });

  it('narrows a checked value to ThemeColour', () => {
    const value: unknown = 'V2_DarkBrown';
    if (isThemeColour(value)) expectTypeOf(value).toEqualTypeOf<ThemeColour>();
    expectTypeOf<string>().not.toExtend<ThemeColour>();
  });

  it('defaults to light blue (spec §9)', () => {
    expect(DEFAULT_THEME).toBe('V2_LightBlue');
  });
});

describe('chooseTheme: the theme choice (spec §4)', () => {
  it('takes the stored choice if valid', () => {
    expect(chooseTheme({ storedTheme: 'V2_DarkGreen', prefersDark: false })).toBe('V2_DarkGreen');
    expect(chooseTheme({ storedTheme: 'V2_LightPink', prefersDark: true })).toBe('V2_LightPink');
  });

  it('is dark-black when there is no valid stored choice and the system prefers dark', () => {
    expect(SYSTEM_DARK_THEME).toBe('V2_DarkBlack');
    expect(chooseTheme({ storedTheme: undefined, prefersDark: true })).toBe('V2_DarkBlack');
    expect(chooseTheme({ storedTheme: 'Neon', prefersDark: true, defaultTheme: 'V2_LightRed' })).toBe(
      'V2_DarkBlack',
    );
  });

  it('is the default otherwise', () => {
    expect(chooseTheme({ storedTheme: undefined, prefersDark: false })).toBe('V2_LightBlue');
    expect(chooseTheme({ storedTheme: 42, prefersDark: false })).toBe('V2_LightBlue');
  });

  it('is the city’s default theme otherwise, when one is given', () => {
    expect(chooseTheme({ storedTheme: null, prefersDark: false, defaultTheme: 'V2_LightRed' })).toBe(
      'V2_LightRed',
    );
  });
});

describe('themeBodyClass: the global class on the page body (spec §4)', () => {
  it('names the theme', () => {
    expect(themeBodyClass('V2_DarkBlack')).toBe('theme-V2_DarkBlack');
    expect(new Set(THEME_COLOUR_NAMES.map(themeBodyClass)).size).toBe(20);
  });
});

describe('statusBarStyle (spec §4)', () => {
  it('sets the status-bar colour and content colour on Android clients with version code 38 or above', () => {
    expect(
      statusBarStyle({ clientType: 'android', androidClientVersionCode: 38, theme: 'V2_LightBlue' }),
    ).toEqual({
      kind: 'themed',
      theme: 'V2_LightBlue',
      content: 'dark',
    });
    expect(
      statusBarStyle({ clientType: 'android', androidClientVersionCode: 40, theme: 'V2_DarkRed' }),
    ).toEqual({
      kind: 'themed',
      theme: 'V2_DarkRed',
      content: 'light',
    });
  });

  it('makes the status bar black otherwise', () => {
    expect(
      statusBarStyle({ clientType: 'android', androidClientVersionCode: 37, theme: 'V2_LightBlue' }),
    ).toEqual({
      kind: 'black',
    });
    expect(statusBarStyle({ clientType: 'android', theme: 'V2_LightBlue' })).toEqual({ kind: 'black' });
    expect(
      statusBarStyle({ clientType: 'ios', androidClientVersionCode: 38, theme: 'V2_LightBlue' }),
    ).toEqual({
      kind: 'black',
    });
    expect(statusBarStyle({ clientType: 'web', theme: 'V2_DarkBlue' })).toEqual({ kind: 'black' });
  });
});
