// Draws the poster pages' preview illustrations (the SVG files the app imports from
// packages/app/src/features/info/previews) from the Madrid network that `pnpm data` compiles from the CRTM feeds.
// The official posters are not ours to copy, so each preview is drawn only from what the data holds: stations and
// their order, track and route shapes, line numbers and line colours. A Node tool, so it lives here and not in the
// React package; it reads the network only through @transit/network's accessors. src/bin/drawPreviews.ts writes the
// files; run it again after the data changes:
//
//   pnpm --filter @transit/data previews
//
// It writes plain SVG, deterministic for the same network, with its sources in a comment and in <desc>.
import {
  type FeedIndex,
  formatDay,
  type ItineraryIndex,
  itinerariesOf,
  itineraryAt,
  itineraryStops,
  lineAt,
  type LineIndex,
  lineIndexes,
  type Network,
  shapePoints,
  stopAt,
  type StopIndex,
} from '@transit/network';

/** Every preview has the same 4:3 frame, so the page reserves its space before the image loads. */
const WIDTH = 1200;
const HEIGHT = 900;
const PADDING = 60;

/** Transport type codes (spec §3). */
const METRO = 4;
const CERCANIAS = 5;
const EMT = 6;
const INTERURBAN = 8;
const LIGHT_METRO = 10;

/** The app's own colours for what the data leaves uncoloured (packages/ui TRANSPORT_TYPE_COLOURS and its grey). */
const INTERURBAN_GREEN = '#00734A';
const NO_COLOUR_GREY = '#4A5560';
const EMT_BLUE = '#1A5BA8';
const NIGHT_BACKGROUND = '#0C1B33';
const NIGHT_LINE = '#FFD54A';

/** A drawn preview: its file name under packages/app/src/features/info/previews and its SVG text. */
export interface Preview {
  readonly file: string;
  readonly svg: string;
}

/** A geographic point: WGS 84 degrees, longitude first (x before y). */
type LonLat = readonly [lon: number, lat: number];
/** A point of the frame: SVG units from its top left corner. */
type FramePoint = readonly [x: number, y: number];
/** A box of the frame, SVG units. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function feedCredit(network: Network, feedIndex: FeedIndex): string {
  const feed = network.feeds[feedIndex];
  if (!feed) throw new Error(`No feed ${feedIndex} in the network.`);
  const version = feed.feedVersion ?? (feed.startDay === undefined ? 'undated' : formatDay(feed.startDay));
  return `${feed.name}, ${version}; ${feed.attribution}${feed.licenceUrl ? ` (${feed.licenceUrl})` : ''}`;
}

/** The lines of a transport type, in the network's order. */
function linesOfType(network: Network, typeCode: number): LineIndex[] {
  return lineIndexes(network).filter((line) => lineAt(network, line).transportTypeCode === typeCode);
}

function stopPoint(network: Network, stop: StopIndex): LonLat {
  const { lon, lat } = stopAt(network, stop);
  return [lon, lat];
}

/**
 * The itineraries that show a line once: those of direction 0 (the other direction retraces them), each different
 * stop sequence once (Cercanías C8 has two branches).
 */
function drawnItineraries(network: Network, line: LineIndex): ItineraryIndex[] {
  const all = itinerariesOf(network, line);
  const outbound = all.filter((itinerary) => itineraryAt(network, itinerary).direction === 0);
  const chosen = outbound.length > 0 ? outbound : all;
  const seen = new Set<string>();
  return chosen.filter((itinerary) => {
    const key = `${itineraryStops(network, itinerary).join(',')}|${itineraryAt(network, itinerary).shape ?? 'none'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The points of the shape an itinerary follows, longitude first; undefined when the data gives it none. */
function itineraryShapePoints(network: Network, itinerary: ItineraryIndex): LonLat[] | undefined {
  const { shape } = itineraryAt(network, itinerary);
  return shape === undefined
    ? undefined
    : shapePoints(network, shape).map(([lat, lon]): LonLat => [lon, lat]);
}

/** The red, green and blue channels (0–255) of "RRGGBB" or "#RRGGBB"; undefined for anything else. */
function channelsOf(hex: string): number[] | undefined {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [1, 2, 3].map((group) => parseInt(match[group] ?? '0', 16)) : undefined;
}

/** WCAG relative luminance (0–1) of 0–255 channels. */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `hex` (the rule the app's line badges follow). */
function textOn(hex: string): string {
  const rgb = channelsOf(hex);
  if (!rgb) return '#FFFFFF';
  const l = luminance(rgb);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#FFFFFF' : '#000000';
}

/** The line's colour from the data ("#RRGGBB"), or `fallback` when it has none. */
function colourOf(network: Network, line: LineIndex, fallback: string): string {
  const { colour } = lineAt(network, line);
  return colour ? `#${colour.toUpperCase()}` : fallback;
}

/**
 * A plane fitted to the drawing: longitudes shrink by the cosine of the middle latitude (an equirectangular
 * projection, true enough at a city's scale), and the points' extent fills the frame inside the padding.
 * @param points the points that must show
 */
function fitProjection(points: readonly LonLat[]): (point: LonLat) => FramePoint {
  const lats = points.map(([, lat]) => lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = points.map(([lon]) => lon * k);
  const ys = lats.map((lat) => -lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * PADDING) / (maxX - minX), (HEIGHT - 2 * PADDING) / (maxY - minY));
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  return ([lon, lat]) => [offsetX + (lon * k - minX) * scale, offsetY + (-lat - minY) * scale];
}

/**
 * Douglas–Peucker: drops the points within `tolerance` (frame units) of the line through their neighbours, so a
 * bus route's thousand GPS points become the few dozen a picture needs.
 */
function simplify(points: readonly FramePoint[], tolerance: number): readonly FramePoint[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [first: number, last: number][] = [[0, points.length - 1]];
  for (let range = stack.pop(); range !== undefined; range = stack.pop()) {
    const [first, last] = range;
    const [ax, ay] = points[first] ?? [0, 0];
    const [bx, by] = points[last] ?? [0, 0];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i] ?? [0, 0];
      const distance =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** SVG path data through the points, one decimal. */
function pathData(points: readonly FramePoint[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface SvgDocument {
  readonly title: string;
  readonly description: string;
  readonly sources: readonly string[];
  readonly background: string;
  readonly body: readonly string[];
}

function svgDocument(svg: SvgDocument): string {
  const credit = svg.sources.map((source) => `  - ${source}`).join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<!--\n${escapeXml(svg.description)}\nDrawn by tooling/data/src/previews.ts from:\n${escapeXml(credit)}\nNot an official map.\n-->`,
    `<title>${escapeXml(svg.title)}</title>`,
    `<desc>${escapeXml(`${svg.description} Sources: ${svg.sources.join(' | ')}. Not an official map.`)}</desc>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${svg.background}"/>`,
    ...svg.body,
    '</svg>',
    '',
  ].join('\n');
}

/** A badge's size in frame units for a label at a font size (frame units). */
function badgeSize(label: string, size: number): { width: number; height: number } {
  return { width: Math.max(size * 1.4, label.length * size * 0.66 + size * 0.8), height: size * 1.4 };
}

/** A line number on a pill of its colour, centred on a frame point; `size` is the font size. */
function badge([x, y]: FramePoint, label: string, fill: string, size: number): string {
  const { width, height } = badgeSize(label, size);
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">` +
    `<rect x="${(-width / 2).toFixed(1)}" y="${(-height / 2).toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${fill}" stroke="#FFFFFF" stroke-width="2"/>` +
    `<text y="${(size * 0.35).toFixed(1)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${textOn(fill)}">${escapeXml(label)}</text>` +
    '</g>'
  );
}

/**
 * Where a line's badge goes: the first of `candidates` (points along the line, its end first) where the badge lies
 * inside the frame and clear of the badges already `placed`, which it joins; undefined when there is none.
 */
function placeBadge(
  candidates: readonly FramePoint[],
  size: { readonly width: number; readonly height: number },
  placed: Box[],
): FramePoint | undefined {
  const gap = 4;
  for (const [x, y] of candidates) {
    const box = { x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height };
    if (box.x < 0 || box.y < 0 || box.x + box.width > WIDTH || box.y + box.height > HEIGHT) continue;
    const isClear = placed.every(
      (other) =>
        box.x + box.width + gap <= other.x ||
        other.x + other.width + gap <= box.x ||
        box.y + box.height + gap <= other.y ||
        other.y + other.height + gap <= box.y,
    );
    if (isClear) {
      placed.push(box);
      return [x, y];
    }
  }
  return undefined;
}

/** Points along a projected line, from its end back to its start, about every `stepUnits` frame units. */
function candidatesFromEnd(points: readonly FramePoint[], stepUnits: number): FramePoint[] {
  const candidates: FramePoint[] = [];
  let travelled = stepUnits;
  for (let i = points.length - 1; i > 0; i -= 1) {
    const [ax, ay] = points[i] ?? [0, 0];
    const [bx, by] = points[i - 1] ?? [0, 0];
    const length = Math.hypot(bx - ax, by - ay);
    while (travelled <= length) {
      const t = travelled / length;
      candidates.push([ax + (bx - ax) * t, ay + (by - ay) * t]);
      travelled += stepUnits;
    }
    travelled -= length;
  }
  const end = points[points.length - 1];
  return end === undefined ? candidates : [end, ...candidates];
}

interface RailOptions {
  readonly lines: readonly LineIndex[];
  /** Along the itineraries' shapes where they have one, else station to station. */
  readonly useShapes: boolean;
  /** The lines the frame is fitted to (default all of `lines`); the others may run on beyond it. */
  readonly fitTo?: readonly LineIndex[];
  /** Frame units. */
  readonly strokeWidth: number;
  readonly stationRadius: number;
  /** Font size of the line badges; 0 for none. */
  readonly labelSize: number;
}

/**
 * Rail lines drawn station to station (a diagram of the order of stations at their real positions) or along their
 * track shapes where the data has them; stations as white dots, larger where lines meet.
 */
function railBody(network: Network, options: RailOptions): string[] {
  const strokes: { line: LineIndex; points: LonLat[]; stops: StopIndex[] }[] = [];
  for (const line of options.lines) {
    for (const itinerary of drawnItineraries(network, line)) {
      const stops = itineraryStops(network, itinerary);
      const points =
        (options.useShapes ? itineraryShapePoints(network, itinerary) : undefined) ??
        stops.map((stop) => stopPoint(network, stop));
      if (points.length >= 2) strokes.push({ line, points, stops });
    }
  }
  const fitLines = options.fitTo ?? options.lines;
  const project = fitProjection(
    strokes.filter((stroke) => fitLines.includes(stroke.line)).flatMap((stroke) => stroke.points),
  );
  const linesAtStop = new Map<StopIndex, Set<LineIndex>>();
  for (const stroke of strokes) {
    for (const stop of stroke.stops) {
      const set = linesAtStop.get(stop) ?? new Set();
      set.add(stroke.line);
      linesAtStop.set(stop, set);
    }
  }
  const body: string[] = [];
  body.push('<g fill="none" stroke-linecap="round" stroke-linejoin="round">');
  for (const stroke of strokes) {
    const colour = colourOf(network, stroke.line, NO_COLOUR_GREY);
    const d = pathData(simplify(stroke.points.map(project), 0.6));
    // A white line (Metro's Ramal) keeps its identity and stays visible on white with a casing in its text colour.
    if (colour === '#FFFFFF') {
      const casing = `#${lineAt(network, stroke.line).textColour || '000000'}`;
      body.push(`<path d="${d}" stroke="${casing}" stroke-width="${options.strokeWidth + 4}"/>`);
    }
    body.push(`<path d="${d}" stroke="${colour}" stroke-width="${options.strokeWidth}"/>`);
  }
  body.push('</g>');
  body.push('<g fill="#FFFFFF" stroke="#1A1A1A" stroke-width="2">');
  for (const [stop, lines] of [...linesAtStop].sort(([a], [b]) => a - b)) {
    const [x, y] = project(stopPoint(network, stop));
    if (x < 0 || x > WIDTH || y < 0 || y > HEIGHT) continue;
    const radius = lines.size > 1 ? options.stationRadius * 1.6 : options.stationRadius;
    body.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}"/>`);
  }
  body.push('</g>');
  if (options.labelSize > 0) {
    const placed: Box[] = [];
    for (const line of options.lines) {
      const first = strokes.find((stroke) => stroke.line === line);
      if (!first) continue;
      const colour = colourOf(network, line, NO_COLOUR_GREY);
      const label = lineAt(network, line).number;
      const at = placeBadge(
        candidatesFromEnd(first.points.map(project), 8),
        badgeSize(label, options.labelSize),
        placed,
      );
      if (at) body.push(badge(at, label, colour === '#FFFFFF' ? '#005AA9' : colour, options.labelSize));
    }
  }
  return body;
}

interface BusOptions {
  readonly lines: readonly LineIndex[];
  readonly colour: string;
  /** Frame units. */
  readonly strokeWidth: number;
  /** Font size of the line badges; 0 for none. */
  readonly labelSize: number;
  /** Stroke opacity, 0–1. */
  readonly opacity: number;
}

/** Bus routes along their shapes, one itinerary per line; `count` is how many lines had a shape to draw. */
function busBody(network: Network, options: BusOptions): { body: string[]; count: number } {
  const strokes: { line: LineIndex; points: LonLat[] }[] = [];
  for (const line of options.lines) {
    for (const itinerary of drawnItineraries(network, line)) {
      const points = itineraryShapePoints(network, itinerary);
      if (points === undefined) continue;
      strokes.push({ line, points });
      break;
    }
  }
  const project = fitProjection(strokes.flatMap((stroke) => stroke.points));
  const body = [
    `<g fill="none" stroke="${options.colour}" stroke-width="${options.strokeWidth}" stroke-opacity="${options.opacity}" stroke-linecap="round" stroke-linejoin="round">`,
    ...strokes.map((stroke) => `<path d="${pathData(simplify(stroke.points.map(project), 0.8))}"/>`),
    '</g>',
  ];
  if (options.labelSize > 0) {
    const placed: Box[] = [];
    for (const stroke of strokes) {
      const label = lineAt(network, stroke.line).number;
      const at = placeBadge(
        candidatesFromEnd(stroke.points.map(project), 8),
        badgeSize(label, options.labelSize),
        placed,
      );
      if (at) body.push(badge(at, label, options.colour, options.labelSize));
    }
  }
  return { body, count: strokes.length };
}

function nightLines(network: Network, typeCode: number): LineIndex[] {
  return linesOfType(network, typeCode).filter((line) => lineAt(network, line).isNocturnal);
}

/** The feed of the first line of a transport type; throws when the network has none, as every preview needs its feed. */
function feedOfType(network: Network, typeCode: number): FeedIndex {
  const line = linesOfType(network, typeCode)[0];
  if (line === undefined) throw new Error(`No line of type ${typeCode} in the network.`);
  return lineAt(network, line).feed;
}

/** The interurban night lines as a grid of badges: the data has no route shapes for them to draw. */
function interurbanNightCover(network: Network, lines: readonly LineIndex[]): string[] {
  const columns = 6;
  const size = 30;
  const cellWidth = (WIDTH - 2 * PADDING) / columns;
  const rows = Math.ceil(lines.length / columns);
  const cellHeight = Math.min(90, (HEIGHT - 2 * PADDING - 140) / rows);
  const top = 140 + (HEIGHT - 140 - PADDING - rows * cellHeight) / 2;
  const body = [
    // A crescent moon: the cover's only picture, drawn as the difference of two circles.
    '<path d="M600 40a56 56 0 1 0 44 90a46 46 0 1 1-44-90z" fill="#FFD54A"/>',
  ];
  lines.forEach((line, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = PADDING + cellWidth * (column + 0.5);
    const y = top + cellHeight * (row + 0.5);
    body.push(badge([x, y], lineAt(network, line).number, INTERURBAN_GREEN, size));
  });
  return body;
}

/**
 * The seven previews of a network with Metro, Metro Ligero, Cercanías, EMT and interurban lines (Madrid's), in
 * the order they are written; throws when one of those transport types has no line.
 */
export function drawPreviews(network: Network): Preview[] {
  const metroLines = linesOfType(network, METRO);
  const lightMetroLines = linesOfType(network, LIGHT_METRO);
  const cercaniasLines = linesOfType(network, CERCANIAS);
  const metroCredit = feedCredit(network, feedOfType(network, METRO));
  const lightMetroCredit = feedCredit(network, feedOfType(network, LIGHT_METRO));
  const cercaniasCredit = feedCredit(network, feedOfType(network, CERCANIAS));
  const emtCredit = feedCredit(network, feedOfType(network, EMT));
  const interurbanCredit = feedCredit(network, feedOfType(network, INTERURBAN));
  const metroShapesNote =
    'Metro track shapes: CRTM feed M4 of 2023 (cities/madrid/data/crtm-metro-shapes-2023); a line without a shape is drawn station to station';
  const cercaniasOrderNote =
    'Cercanías station order: CRTM open-data tables (Train_itineraries), cities/madrid/data/crtm-open-data-tables-20260529';
  const emtShapesNote =
    'EMT route shapes: CRTM feed M6, 2025 extract (cities/madrid/data/crtm-emt-extract-2025)';

  const dayEmt = linesOfType(network, EMT);
  const nightInterurban = nightLines(network, INTERURBAN);
  const emtNight = busBody(network, {
    lines: nightLines(network, EMT),
    colour: NIGHT_LINE,
    strokeWidth: 3,
    labelSize: 18,
    opacity: 0.9,
  });
  const firstEmt = dayEmt[0];
  const emtAll = busBody(network, {
    lines: dayEmt,
    colour: firstEmt === undefined ? EMT_BLUE : colourOf(network, firstEmt, EMT_BLUE),
    strokeWidth: 2,
    labelSize: 0,
    opacity: 0.55,
  });

  const previews: (SvgDocument & { readonly file: string })[] = [
    {
      file: 'metro-schematic.svg',
      title: 'Metro de Madrid: lines and stations',
      description:
        'Each Metro de Madrid line joins its stations in order, at their real positions, in the colour the data gives it; white dots are stations, larger where lines meet; a badge names each line at one end.',
      sources: [metroCredit],
      background: '#FFFFFF',
      body: railBody(network, {
        lines: metroLines,
        useShapes: false,
        strokeWidth: 9,
        stationRadius: 4.5,
        labelSize: 24,
      }),
    },
    {
      file: 'metro-map.svg',
      title: 'Metro de Madrid and Metro Ligero along their tracks',
      description:
        'Metro de Madrid and Metro Ligero lines along their track shapes, in the colours the data gives them, with their stations.',
      sources: [metroCredit, metroShapesNote, lightMetroCredit],
      background: '#FFFFFF',
      body: railBody(network, {
        lines: [...metroLines, ...lightMetroLines],
        useShapes: true,
        strokeWidth: 6,
        stationRadius: 3.5,
        labelSize: 22,
      }),
    },
    {
      file: 'cercanias-schematic.svg',
      title: 'Cercanías Madrid: lines and stations',
      description:
        'Each Cercanías Madrid line joins its stations in order, at their real positions, in the colour the data gives it (C4a and C4b have none and are drawn in grey); a badge names each line at one end.',
      sources: [cercaniasCredit, cercaniasOrderNote],
      background: '#FFFFFF',
      body: railBody(network, {
        lines: cercaniasLines,
        useShapes: false,
        strokeWidth: 7,
        stationRadius: 4,
        labelSize: 22,
      }),
    },
    {
      file: 'madrid-transport.svg',
      title: 'Rail in Madrid: Metro, Metro Ligero and Cercanías',
      description:
        'Metro, Metro Ligero and Cercanías lines station to station in the colours the data gives them, framed on the Metro network; Cercanías lines run on beyond the frame.',
      sources: [metroCredit, lightMetroCredit, cercaniasCredit, cercaniasOrderNote],
      background: '#FFFFFF',
      body: railBody(network, {
        lines: [...cercaniasLines, ...metroLines, ...lightMetroLines],
        fitTo: [...metroLines, ...lightMetroLines],
        useShapes: false,
        strokeWidth: 6,
        stationRadius: 3.5,
        labelSize: 0,
      }),
    },
    {
      file: 'emt-night-buses.svg',
      title: 'EMT Madrid night buses',
      description: `The ${emtNight.count} EMT Madrid night lines along their route shapes, each named by a badge at its outer end.`,
      sources: [emtCredit, emtShapesNote],
      background: NIGHT_BACKGROUND,
      body: emtNight.body,
    },
    {
      file: 'emt-buses.svg',
      title: 'EMT Madrid bus routes',
      description: `The ${emtAll.count} EMT Madrid lines with a route shape in the data, one itinerary each, in the colour the data gives EMT lines.`,
      sources: [emtCredit, emtShapesNote],
      background: '#FFFFFF',
      body: emtAll.body,
    },
    {
      file: 'interurban-night-buses.svg',
      title: 'Interurban night buses',
      description: `A cover with the numbers of the ${nightInterurban.length} interurban night lines in the data; the data holds no route shapes for them, so no map is drawn.`,
      sources: [interurbanCredit],
      background: NIGHT_BACKGROUND,
      body: interurbanNightCover(network, nightInterurban),
    },
  ];
  return previews.map((preview) => ({ file: preview.file, svg: svgDocument(preview) }));
}
