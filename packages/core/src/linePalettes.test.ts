import { describe, expect, it } from 'vitest';
import {
  LINE_MODE_TYPE_CODES,
  LINE_MODES,
  LINE_PALETTES,
  lineColoursOf,
  lineModeOf,
  linePaletteOf,
  nightVariantOf,
  normalizeHexColour,
  UNKNOWN_MODE_PALETTE,
} from './linePalettes';

/** WCAG 2 contrast ratio of two "#RRGGBB" colours, written out here so the test does not trust the module. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('line modes', () => {
  it('group lines Metro, Metro Ligero, Cercanías, EMT, interurban, urban, by the codes of spec §3', () => {
    expect(LINE_MODES).toEqual(['metro', 'lightMetro', 'cercanias', 'emt', 'interurban', 'urban']);
    expect(LINE_MODE_TYPE_CODES).toEqual({
      metro: 4,
      lightMetro: 10,
      cercanias: 5,
      emt: 6,
      interurban: 8,
      urban: 9,
    });
    expect([4, 10, 5, 6, 8, 9].map(lineModeOf)).toEqual(LINE_MODES);
    expect(lineModeOf(7)).toBeUndefined();
  });
});

describe('line colour palettes (spec §3: Cercanías, Metro, Light Metro and bus types, with nocturnal variants)', () => {
  it('use the operators’ colours as their feeds write them: Metro de Madrid blue, EMT blue', () => {
    expect(LINE_PALETTES.metro.day).toEqual({ colour: '#005AA9', textColour: '#FFFFFF' });
    expect(LINE_PALETTES.emt.day).toEqual({ colour: '#0178BC', textColour: '#FFFFFF' });
    expect(LINE_PALETTES.cercanias.day.colour).toBe('#C8102E');
    expect(LINE_PALETTES.interurban.day.colour).toBe('#00734A');
    expect(LINE_PALETTES.urban.day.colour).toBe('#B3261E');
    expect(LINE_PALETTES.lightMetro.day.colour).toBe('#3776CD');
  });

  it('give every mode a nocturnal variant: its day colour darkened, with white text', () => {
    for (const mode of LINE_MODES) {
      const { day, night } = LINE_PALETTES[mode];
      expect(night.colour, mode).toBe(nightVariantOf(day.colour));
      expect(night.colour, mode).not.toBe(day.colour);
      expect(night.textColour, mode).toBe('#FFFFFF');
    }
    expect(LINE_PALETTES.emt.night.colour).toBe('#014267');
    expect(LINE_PALETTES.interurban.night.colour).toBe('#003F29');
  });

  it('keep every text colour readable on its background (WCAG AA, 4.5:1), by day and by night', () => {
    for (const palette of [...Object.values(LINE_PALETTES), UNKNOWN_MODE_PALETTE]) {
      for (const pair of [palette.day, palette.night]) {
        expect(contrast(pair.colour, pair.textColour), pair.colour).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('darken a colour channel by channel for its night variant, and refuse what is not a colour', () => {
    expect(nightVariantOf('#FFFFFF')).toBe('#8C8C8C');
    expect(nightVariantOf('0178bc')).toBe('#014267');
    expect(() => nightVariantOf('blue')).toThrow(RangeError);
  });

  it('read "#RRGGBB" and "RRGGBB" in either case, and nothing else', () => {
    expect(normalizeHexColour('2dbef0')).toBe('#2DBEF0');
    expect(normalizeHexColour(' #ED1C24 ')).toBe('#ED1C24');
    for (const value of ['#FFF', 'red', '', null, undefined, '#GGGGGG']) {
      expect(normalizeHexColour(value)).toBeUndefined();
    }
  });

  it('give a transport type outside spec §3 a neutral palette', () => {
    expect(linePaletteOf(7)).toBe(UNKNOWN_MODE_PALETTE);
    expect(linePaletteOf(5)).toBe(LINE_PALETTES.cercanias);
  });
});

describe('the colours a line is drawn in', () => {
  it("are the feed's own colours when it gives them (Metro line 1)", () => {
    expect(
      lineColoursOf({ colour: '#2DBEF0', textColour: '#FFFFFF', transportTypeCode: 4, isNocturnal: false }),
    ).toEqual({ colour: '#2DBEF0', textColour: '#FFFFFF' });
  });

  it('pick black or white text for a feed colour that comes without a text colour', () => {
    expect(
      lineColoursOf({ colour: 'FFD000', textColour: null, transportTypeCode: 4, isNocturnal: false }),
    ).toEqual({ colour: '#FFD000', textColour: '#000000' });
    expect(
      lineColoursOf({ colour: '#0178BC', textColour: 'nonsense', transportTypeCode: 6, isNocturnal: false }),
    ).toEqual({ colour: '#0178BC', textColour: '#FFFFFF' });
  });

  it("are the mode's day palette when the feed gives none (interurban, Cercanías C4a)", () => {
    expect(lineColoursOf({ colour: null, transportTypeCode: 8, isNocturnal: false })).toEqual(
      LINE_PALETTES.interurban.day,
    );
    expect(lineColoursOf({ transportTypeCode: 5, isNocturnal: false })).toEqual(LINE_PALETTES.cercanias.day);
  });

  it('are the night variant for a nocturnal line without a colour of its own', () => {
    expect(lineColoursOf({ colour: null, transportTypeCode: 8, isNocturnal: true })).toEqual(
      LINE_PALETTES.interurban.night,
    );
    // The EMT feed gives its blue to the búhos too: that is the mode's colour, not the line's.
    expect(
      lineColoursOf({ colour: '#0178BC', textColour: '#FFFFFF', transportTypeCode: 6, isNocturnal: true }),
    ).toEqual(LINE_PALETTES.emt.night);
  });

  it("keep a nocturnal line's own feed colour when it differs from its mode's", () => {
    expect(
      lineColoursOf({ colour: '#123456', textColour: '#FFFFFF', transportTypeCode: 6, isNocturnal: true }),
    ).toEqual({ colour: '#123456', textColour: '#FFFFFF' });
  });
});
