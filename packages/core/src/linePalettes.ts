/**
 * Line colour palettes (spec §3: "Line colour palettes exist for Cercanías, Metro, Light Metro and bus types, with
 * nocturnal variants"): the colours a line is drawn in when its feed gives none, per mode, and the darker variant of
 * each for night lines.
 */
import { TransportTypeCode } from './transport';

/**
 * The modes a line list groups lines by, in the order riders look for them: the rail networks first (Metro, Metro
 * Ligero, Cercanías), then the buses (EMT, interurban, urban).
 */
export const LINE_MODES = ['metro', 'lightMetro', 'cercanias', 'emt', 'interurban', 'urban'] as const;
export type LineMode = (typeof LINE_MODES)[number];

/** The transport type code (spec §3) of each mode. */
export const LINE_MODE_TYPE_CODES = {
  metro: TransportTypeCode.Metro,
  lightMetro: TransportTypeCode.LightMetro,
  cercanias: TransportTypeCode.CommuterRail,
  emt: TransportTypeCode.Emt,
  interurban: TransportTypeCode.Interurban,
  urban: TransportTypeCode.Urban,
} as const satisfies Record<LineMode, TransportTypeCode>;

/** The mode of a line's transport type code; undefined for a code outside spec §3's. */
export function lineModeOf(transportTypeCode: number): LineMode | undefined {
  return LINE_MODES.find((mode) => LINE_MODE_TYPE_CODES[mode] === transportTypeCode);
}

/** A line's colours, each "#RRGGBB" in upper case. */
export interface LineColourPair {
  /** The line's own colour: badge background, shape on the map. */
  readonly colour: string;
  /** Text drawn on `colour`. */
  readonly textColour: string;
}

/** A mode's colours by day, and the variant for its night lines. */
export interface LinePalette {
  readonly day: LineColourPair;
  readonly night: LineColourPair;
}

/** How bright a night variant is against its day colour (each sRGB channel scaled by this, 0–1). */
export const NIGHT_VARIANT_BRIGHTNESS = 0.55;

const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/** "#RRGGBB" or "RRGGBB" (feeds write both) as upper-case "#RRGGBB"; undefined for anything else. */
export function normalizeHexColour(value: string | null | undefined): string | undefined {
  const match = HEX_COLOUR.exec(value?.trim() ?? '');
  return match?.[1] === undefined ? undefined : `#${match[1].toUpperCase()}`;
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * The night variant of a colour: each channel at {@link NIGHT_VARIANT_BRIGHTNESS}, the dark liveries of the night
 * networks (EMT's búhos, the interurban night buses). White text on it always reads at WCAG AA or better.
 * @param colour "#RRGGBB"
 */
export function nightVariantOf(colour: string): string {
  const hex = normalizeHexColour(colour);
  if (hex === undefined) throw new RangeError(`'${colour}' is not a #RRGGBB colour.`);
  return `#${channels(hex)
    .map((channel) =>
      Math.round(channel * NIGHT_VARIANT_BRIGHTNESS)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

const WHITE = '#FFFFFF';
const BLACK = '#000000';

function paletteOf(day: LineColourPair): LinePalette {
  return { day, night: { colour: nightVariantOf(day.colour), textColour: WHITE } };
}

/**
 * The palette of each mode. Day colours are the operators' public brand colours as the feeds use them, darkened only
 * where white text would not reach WCAG AA (4.5:1):
 * - Metro: Metro de Madrid's blue, #005AA9, the colour CRTM's Metro feed (M4) writes for the Ramal's text;
 * - Metro Ligero: ML1's blue in the Metro Ligero feed (M10), #3A7DDA, at 94 % to carry white text;
 * - Cercanías: the Cercanías red, #C8102E (the Cercanías feed, M5, leaves C4a and C4b without a colour);
 * - EMT: EMT Madrid's blue, #0178BC, which the EMT feed (M6) gives every line, night ones included;
 * - interurban: the consortium's interurban green (spec §8 calls interurban lines green), #00734A;
 * - urban: the municipal red (spec §8 calls municipal lines red), #B3261E.
 * Night variants are the day colours at {@link NIGHT_VARIANT_BRIGHTNESS}; the feeds mark no rail line nocturnal, but a
 * rail night service would still read as its mode.
 */
export const LINE_PALETTES: Readonly<Record<LineMode, LinePalette>> = {
  metro: paletteOf({ colour: '#005AA9', textColour: WHITE }),
  lightMetro: paletteOf({ colour: '#3776CD', textColour: WHITE }),
  cercanias: paletteOf({ colour: '#C8102E', textColour: WHITE }),
  emt: paletteOf({ colour: '#0178BC', textColour: WHITE }),
  interurban: paletteOf({ colour: '#00734A', textColour: WHITE }),
  urban: paletteOf({ colour: '#B3261E', textColour: WHITE }),
};

/** For a transport type outside spec §3's: a neutral grey. */
export const UNKNOWN_MODE_PALETTE: LinePalette = paletteOf({ colour: '#4A5560', textColour: WHITE });

/** The palette of a line's transport type code (the neutral one for an unknown code). */
export function linePaletteOf(transportTypeCode: number): LinePalette {
  const mode = lineModeOf(transportTypeCode);
  return mode === undefined ? UNKNOWN_MODE_PALETTE : LINE_PALETTES[mode];
}

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with `colour` ("#RRGGBB"). */
function readableTextOn(colour: string): string {
  const luminance = relativeLuminance(colour);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? BLACK : WHITE;
}

/**
 * The colours to draw a line in. The feed's colour is the line's identity and wins, with the feed's text colour (or
 * black or white, whichever reads better, when it gives none). A line without one takes its mode's palette: the day
 * colours, or the night variant for a nocturnal line. A nocturnal line whose feed colour is just its mode's day colour
 * (the EMT feed gives its blue to every line, búhos included) says nothing of its own, so it takes the night variant.
 */
export function lineColoursOf(line: {
  readonly colour?: string | null | undefined;
  readonly textColour?: string | null | undefined;
  readonly transportTypeCode: number;
  readonly isNocturnal: boolean;
}): LineColourPair {
  const palette = linePaletteOf(line.transportTypeCode);
  const colour = normalizeHexColour(line.colour);
  if (colour === undefined || (line.isNocturnal && colour === palette.day.colour)) {
    return line.isNocturnal ? palette.night : palette.day;
  }
  return { colour, textColour: normalizeHexColour(line.textColour) ?? readableTextOn(colour) };
}
