import { assertNever, type StopType, TransportTypeCode } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { TRANSPORT_TYPE_COLOURS } from '../colour';

/**
 * The stop map's icons (spec §3: one per stop type, with nocturnal variants for EMT and interurban), in drawing order:
 * buses first and rail last, so where stops crowd a station the station stays on top.
 */
export const STOP_MAP_ICON_KINDS = [
  'emt',
  'emtNocturnal',
  'interurban',
  'interurbanNocturnal',
  'lightMetro',
  'metro',
  'cercanias',
] as const;
export type StopMapIconKind = (typeof STOP_MAP_ICON_KINDS)[number];

/** An icon of the stop map (spec §3: url, width, height), and the colour of the dot that stands for it zoomed out. */
export interface StopMapIcon {
  /** An SVG data URL: nothing to fetch. */
  readonly url: string;
  readonly widthPx: number;
  readonly heightPx: number;
  /** '#RRGGBB'. */
  readonly dotColour: string;
}

/** The icon of a stop: its type's, or the nocturnal variant for a nocturnal EMT or interurban stop. */
export function stopMapIconKind(type: StopType, isNocturnal: boolean): StopMapIconKind {
  switch (type) {
    case 'emt':
      return isNocturnal ? 'emtNocturnal' : 'emt';
    case 'interurban':
      return isNocturnal ? 'interurbanNocturnal' : 'interurban';
    case 'metro':
    case 'lightMetro':
    case 'cercanias':
      return type;
    default:
      return assertNever(type);
  }
}

/** What each icon stands for, in words (the stop lists beside the map show the icon with its name). */
export const STOP_MAP_ICON_LABELS = {
  emt: 'ui.stopType.emt',
  emtNocturnal: 'map.icon.emtNocturnal',
  interurban: 'ui.stopType.interurban',
  interurbanNocturnal: 'map.icon.interurbanNocturnal',
  lightMetro: 'ui.stopType.lightMetro',
  metro: 'ui.stopType.metro',
  cercanias: 'ui.stopType.cercanias',
} as const satisfies Record<StopMapIconKind, MessageId>;

/** Icons are this many CSS pixels across. */
export const STOP_MAP_ICON_SIZE_PX = 26;

/** The glyphs of StopTypeIcon (a 24-unit box, stroked), so the map and the lists draw each type alike. */
const GLYPHS: Readonly<Record<StopType, string>> = {
  emt: '<rect x="5" y="3" width="14" height="15" rx="3"/><path d="M5 11h14M9 6h6M8.5 14.5v.01M15.5 14.5v.01M7.5 18v2.5M16.5 18v2.5"/>',
  interurban:
    '<path d="M3 16V8a2 2 0 0 1 2-2h12.5a2 2 0 0 1 1.9 1.4L21 12v4z"/><path d="M3 11h18M8 6v5M13 6v5"/><circle cx="7.5" cy="17" r="1.8"/><circle cx="16.5" cy="17" r="1.8"/>',
  metro:
    '<rect x="6" y="3" width="12" height="14" rx="3"/><path d="M6 10h12M9 13.5v.01M15 13.5v.01M9 21l1.5-4M15 21l-1.5-4"/>',
  lightMetro:
    '<path d="M9 2h6M12 2v3"/><rect x="6" y="5" width="12" height="12" rx="2"/><path d="M6 10.5h12M9 14v.01M15 14v.01M9 21l1.5-4M15 21l-1.5-4"/>',
  cercanias:
    '<path d="M8 3h8l2.5 10v2.5a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2V13z"/><path d="M6.2 10h11.6M9 14v.01M15 14v.01M8.5 21l2-3.5M15.5 21l-2-3.5"/>',
};

/** The night services' colours: a night-blue disc, the glyph in lamplight yellow, ringed in the type's colour. */
const NIGHT_BLUE = '#14213D';
const NIGHT_GLYPH = '#FFD60A';
const WHITE = '#FFFFFF';

const TYPE_OF_KIND: Readonly<
  Record<StopMapIconKind, { readonly type: StopType; readonly isNocturnal: boolean }>
> = {
  emt: { type: 'emt', isNocturnal: false },
  emtNocturnal: { type: 'emt', isNocturnal: true },
  interurban: { type: 'interurban', isNocturnal: false },
  interurbanNocturnal: { type: 'interurban', isNocturnal: true },
  lightMetro: { type: 'lightMetro', isNocturnal: false },
  metro: { type: 'metro', isNocturnal: false },
  cercanias: { type: 'cercanias', isNocturnal: false },
};

const TYPE_CODES: Readonly<Record<StopType, TransportTypeCode>> = {
  emt: TransportTypeCode.Emt,
  interurban: TransportTypeCode.Interurban,
  metro: TransportTypeCode.Metro,
  lightMetro: TransportTypeCode.LightMetro,
  cercanias: TransportTypeCode.CommuterRail,
};

function iconOf(kind: StopMapIconKind): StopMapIcon {
  const { type, isNocturnal } = TYPE_OF_KIND[kind];
  const typeColour = TRANSPORT_TYPE_COLOURS[TYPE_CODES[type]].background;
  const fill = isNocturnal ? NIGHT_BLUE : typeColour;
  const ring = isNocturnal ? typeColour : WHITE;
  const glyph = isNocturnal ? NIGHT_GLYPH : WHITE;
  // Stations are squares and bus stops discs, so the shape tells them apart where the blues are alike.
  const isRail = type === 'metro' || type === 'lightMetro' || type === 'cercanias';
  const size = STOP_MAP_ICON_SIZE_PX;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 26 26">` +
    (isRail
      ? `<rect x="1.25" y="1.25" width="23.5" height="23.5" rx="6" fill="${fill}" stroke="${ring}" stroke-width="2.5"/>`
      : `<circle cx="13" cy="13" r="11.75" fill="${fill}" stroke="${ring}" stroke-width="2.5"/>`) +
    `<g transform="translate(4.6 4.6) scale(0.7)" fill="none" stroke="${glyph}" stroke-width="2.6" ` +
    `stroke-linecap="round" stroke-linejoin="round">${GLYPHS[type]}</g></svg>`;
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    widthPx: size,
    heightPx: size,
    dotColour: fill,
  };
}

/** The seven icons of the stop map. */
export const STOP_MAP_ICONS: Readonly<Record<StopMapIconKind, StopMapIcon>> = Object.fromEntries(
  STOP_MAP_ICON_KINDS.map((kind) => [kind, iconOf(kind)]),
) as Record<StopMapIconKind, StopMapIcon>;
