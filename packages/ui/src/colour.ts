import { TransportTypeCode } from '@transit/core';

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [red: number, green: number, blue: number];

/** WCAG AA's minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/** Reads "#RRGGBB" or "RRGGBB" (feeds and the API use both); anything else is undefined. */
export function parseHexColour(value: string | null | undefined): Rgb | undefined {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

export function toHexColour(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Relative luminance (WCAG 2), 0 for black to 1 for white. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Colours of a line badge, as "#RRGGBB". */
export interface LineColours {
  readonly background: string;
  readonly text: string;
}

/**
 * Madrid's colour per transport type, for lines whose feed gives none: the consortium's green for interurban buses,
 * EMT blue, Cercanías red, Metro and Metro Ligero blues and the municipal red. Each keeps white text at AA contrast.
 */
export const TRANSPORT_TYPE_COLOURS: Readonly<Record<TransportTypeCode, LineColours>> = {
  [TransportTypeCode.Interurban]: { background: '#00734A', text: '#FFFFFF' },
  [TransportTypeCode.Emt]: { background: '#1A5BA8', text: '#FFFFFF' },
  [TransportTypeCode.CommuterRail]: { background: '#C8102E', text: '#FFFFFF' },
  [TransportTypeCode.Metro]: { background: '#0A3F8F', text: '#FFFFFF' },
  [TransportTypeCode.LightMetro]: { background: '#0B6E99', text: '#FFFFFF' },
  [TransportTypeCode.Urban]: { background: '#B3261E', text: '#FFFFFF' },
};

/** For a type code outside the known ones: a neutral grey. */
export const UNKNOWN_TRANSPORT_COLOURS: LineColours = { background: '#4A5560', text: '#FFFFFF' };

/**
 * The colours a line badge shows: the line's own colour and text colour when the feed gives them, the transport
 * type's otherwise. Feeds pair colours that riders cannot read (Metro line 1's light blue with white); the background
 * is the line's identity and stays, but a text colour below AA contrast is replaced by black or white, whichever
 * reads better — one of the two always reaches 4.5:1.
 */
export function lineColours(input: {
  readonly colour?: string | null | undefined;
  readonly textColour?: string | null | undefined;
  readonly transportTypeCode: number;
}): LineColours {
  const fallback =
    (TRANSPORT_TYPE_COLOURS as Readonly<Record<number, LineColours | undefined>>)[input.transportTypeCode] ??
    UNKNOWN_TRANSPORT_COLOURS;
  const background = parseHexColour(input.colour);
  if (!background) return fallback;
  const text = parseHexColour(input.textColour);
  if (text && contrastRatio(background, text) >= AA_TEXT_CONTRAST) {
    return { background: toHexColour(background), text: toHexColour(text) };
  }
  const readable = contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
  return { background: toHexColour(background), text: toHexColour(readable) };
}
