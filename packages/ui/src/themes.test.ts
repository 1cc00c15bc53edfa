// @vitest-environment node
import { readFileSync } from 'node:fs';
import { THEME_COLOUR_NAMES, THEME_COLOURS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColour, relativeLuminance, type Rgb } from './colour';

const css = readFileSync(new URL('./styles/themes.css', import.meta.url), 'utf8');

/** Each theme class's colour roles, as the stylesheet sets them. */
function themesInCss(): Map<string, Map<string, Rgb>> {
  const themes = new Map<string, Map<string, Rgb>>();
  for (const block of css.matchAll(/\.theme-(V2_\w+)\s*\{([^}]*)\}/g)) {
    const roles = new Map<string, Rgb>();
    for (const declaration of (block[2] ?? '').matchAll(/--ui-color-([\w-]+):\s*([^;]+);/g)) {
      const rgb = parseHexColour(declaration[2]);
      if (!rgb) throw new Error(`${block[1]}: --ui-color-${declaration[1]} is not #RRGGBB`);
      roles.set(declaration[1] ?? '', rgb);
    }
    themes.set(block[1] ?? '', roles);
  }
  return themes;
}

const ROLES = [
  'background',
  'surface',
  'text',
  'text-muted',
  'accent',
  'on-accent',
  'border',
  'live',
  'danger',
] as const;
/** Roles used as text (or as a focus ring, which needs less) on the page background and on surfaces. */
const TEXT_ROLES = ['text', 'text-muted', 'accent', 'live', 'danger'] as const;

const themes = themesInCss();
function role(theme: string, name: (typeof ROLES)[number]): Rgb {
  const rgb = themes.get(theme)?.get(name);
  if (!rgb) throw new Error(`${theme} has no --ui-color-${name}`);
  return rgb;
}

describe('themes.css (spec §3: the 20 theme colours)', () => {
  it('has a class for exactly the 20 theme colours, each setting every colour role', () => {
    expect([...themes.keys()].sort()).toEqual([...THEME_COLOUR_NAMES].sort());
    for (const theme of THEME_COLOUR_NAMES) {
      expect([...(themes.get(theme)?.keys() ?? [])].sort()).toEqual([...ROLES].sort());
    }
  });

  it('gives the default theme (light blue) to a page without a theme class', () => {
    expect(css).toMatch(/:root,\s*\.theme-V2_LightBlue\s*\{/);
  });

  it.each(THEME_COLOURS.map((theme) => [theme.name, theme] as const))(
    '%s: content and background as flagged, every text role at WCAG AA on background and surface',
    (name, theme) => {
      const background = role(name, 'background');
      const surface = role(name, 'surface');
      const text = role(name, 'text');
      const isLightBackground = relativeLuminance(background) > relativeLuminance(text);
      expect(isLightBackground).toBe(theme.background === 'light');
      expect(theme.content).toBe(theme.background === 'light' ? 'dark' : 'light');
      expect(css).toContain(`.theme-${name} {\n  color-scheme: ${theme.background};`);

      for (const textRole of TEXT_ROLES) {
        for (const [ground, rgb] of [
          ['background', background],
          ['surface', surface],
        ] as const) {
          expect(contrastRatio(role(name, textRole), rgb), `${textRole} on ${ground}`).toBeGreaterThanOrEqual(
            AA_TEXT_CONTRAST,
          );
        }
      }
      expect(contrastRatio(role(name, 'on-accent'), role(name, 'accent'))).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      // Input outlines and dividers are UI components: 3:1 (WCAG 1.4.11).
      expect(contrastRatio(role(name, 'border'), surface)).toBeGreaterThanOrEqual(3);
    },
  );
});
