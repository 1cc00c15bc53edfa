// Draws the poster pages' preview illustrations (the SVG files the app imports from
// packages/app/src/features/info/previews) from the Madrid network that `pnpm data` compiles from the CRTM feeds
// (cities/madrid/dist/network.bin). The official posters are not ours to copy, so each preview is drawn only from
// what the data holds: stations and their order, track and route shapes, line numbers and line colours. A Node tool,
// so it lives here and not in the React package. Run it again after the data changes:
//
//   pnpm --filter @transit/data previews
//
// It writes plain SVG, deterministic for the same network, with its sources in a comment and in <desc>.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeNetwork, formatDay } from '@transit/network';

/** The repository root: this file is tooling/data/src/bin/drawPreviews.mjs. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const OUT_DIR = path.join(REPO_ROOT, 'packages/app/src/features/info/previews');
const NETWORK_PATH = path.join(REPO_ROOT, 'cities/madrid/dist/network.bin');

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
const NIGHT_BACKGROUND = '#0C1B33';
const NIGHT_LINE = '#FFD54A';

const network = decodeNetwork(new Uint8Array(readFileSync(NETWORK_PATH)));

/** @param {number} feedIndex */
function feedCredit(feedIndex) {
  const feed = network.feeds[feedIndex];
  if (!feed) throw new Error(`No feed ${feedIndex} in the network.`);
  const version = feed.feedVersion ?? (feed.startDay === undefined ? 'undated' : formatDay(feed.startDay));
  return `${feed.name}, ${version}; ${feed.attribution}${feed.licenceUrl ? ` (${feed.licenceUrl})` : ''}`;
}

/** @param {number} typeCode @returns {number[]} line indexes of that transport type */
function linesOfType(typeCode) {
  const lines = [];
  for (let line = 0; line < network.lines.count; line += 1) {
    if (network.lines.transportTypeCode[line] === typeCode) lines.push(line);
  }
  return lines;
}

/** @param {number} line @returns {number[]} */
function itinerariesOf(line) {
  const list = [];
  for (let k = network.lines.itineraryOffset[line]; k < network.lines.itineraryOffset[line + 1]; k += 1) {
    list.push(network.lines.itineraryIndex[k]);
  }
  return list;
}

/** @param {number} itinerary @returns {number[]} stop indexes in order */
function stopsOf(itinerary) {
  const stops = [];
  const { stopOffset, stopIndex } = network.itineraries;
  for (let k = stopOffset[itinerary]; k < stopOffset[itinerary + 1]; k += 1) stops.push(stopIndex[k]);
  return stops;
}

/** @typedef {[lon: number, lat: number]} LonLat */

/** @param {number} stop @returns {LonLat} */
function stopPoint(stop) {
  return [network.stops.lonE6[stop] / 1e6, network.stops.latE6[stop] / 1e6];
}

/** @param {number} shape @returns {LonLat[]} */
function shapePoints(shape) {
  const points = [];
  const { pointOffset, latE6, lonE6 } = network.shapes;
  for (let k = pointOffset[shape]; k < pointOffset[shape + 1]; k += 1)
    points.push([lonE6[k] / 1e6, latE6[k] / 1e6]);
  return points;
}

/**
 * The itineraries that show a line once: those of direction 0 (the other direction retraces them), each different
 * stop sequence once (Cercanías C8 has two branches).
 * @param {number} line
 */
function drawnItineraries(line) {
  const all = itinerariesOf(line);
  const outbound = all.filter((itinerary) => network.itineraries.direction[itinerary] === 0);
  const chosen = outbound.length > 0 ? outbound : all;
  const seen = new Set();
  return chosen.filter((itinerary) => {
    const key = `${stopsOf(itinerary).join(',')}|${network.itineraries.shape[itinerary]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** @param {string} hex "RRGGBB" or '' */
function channelsOf(hex) {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [1, 2, 3].map((group) => parseInt(match[group] ?? '0', 16)) : undefined;
}

/** @param {number[]} rgb WCAG relative luminance */
function luminance(rgb) {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `hex` (the rule the app's line badges follow). */
function textOn(hex) {
  const rgb = channelsOf(hex);
  if (!rgb) return '#FFFFFF';
  const l = luminance(rgb);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#FFFFFF' : '#000000';
}

/** @param {number} line the line's colour from the data, or `fallback` when it has none */
function colourOf(line, fallback) {
  const colour = network.lines.colour[line];
  return colour ? `#${colour.toUpperCase()}` : fallback;
}

/**
 * A plane fitted to the drawing: longitudes shrink by the cosine of the middle latitude (an equirectangular
 * projection, true enough at a city's scale), and the points' extent fills the frame inside the padding.
 * @param {LonLat[]} points the points that must show
 */
function fitProjection(points) {
  const lats = points.map(([, lat]) => lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = points.map(([lon]) => lon * k);
  const ys = lats.map((lat) => -lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * PADDING) / (maxX - minX), (HEIGHT - 2 * PADDING) / (maxY - minY));
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  /** @param {LonLat} point @returns {[number, number]} */
  return ([lon, lat]) => [offsetX + (lon * k - minX) * scale, offsetY + (-lat - minY) * scale];
}

/**
 * Douglas–Peucker: drops the points within `tolerance` (frame units) of the line through their neighbours, so a
 * bus route's thousand GPS points become the few dozen a picture needs.
 * @param {[number, number][]} points
 * @param {number} tolerance
 */
function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = /** @type {[number, number]} */ (stack.pop());
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i];
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

/** @param {[number, number][]} points SVG path data, one decimal */
function pathData(points) {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {{ title: string, description: string, sources: string[], background: string, body: string[] }} svg
 */
function svgDocument(svg) {
  const credit = svg.sources.map((source) => `  - ${source}`).join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<!--\n${escapeXml(svg.description)}\nDrawn by tooling/data/src/bin/drawPreviews.mjs from:\n${escapeXml(credit)}\nNot an official map.\n-->`,
    `<title>${escapeXml(svg.title)}</title>`,
    `<desc>${escapeXml(`${svg.description} Sources: ${svg.sources.join(' | ')}. Not an official map.`)}</desc>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${svg.background}"/>`,
    ...svg.body,
    '</svg>',
    '',
  ].join('\n');
}

/** A badge's size in frame units for a label at a font size. */
function badgeSize(label, size) {
  return { width: Math.max(size * 1.4, label.length * size * 0.66 + size * 0.8), height: size * 1.4 };
}

/** @param {[number, number]} at @param {string} label @param {string} fill @param {number} size font size */
function badge([x, y], label, fill, size) {
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
 * inside the frame and clear of the badges already placed, which it joins; undefined when there is none.
 * @param {[number, number][]} candidates
 * @param {{ width: number, height: number }} size
 * @param {{ x: number, y: number, width: number, height: number }[]} placed
 * @returns {[number, number] | undefined}
 */
function placeBadge(candidates, size, placed) {
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
function candidatesFromEnd(points, stepUnits) {
  const candidates = [];
  let travelled = stepUnits;
  for (let i = points.length - 1; i > 0; i -= 1) {
    const [ax, ay] = points[i];
    const [bx, by] = points[i - 1];
    const length = Math.hypot(bx - ax, by - ay);
    while (travelled <= length) {
      const t = travelled / length;
      candidates.push([ax + (bx - ax) * t, ay + (by - ay) * t]);
      travelled += stepUnits;
    }
    travelled -= length;
  }
  return [points[points.length - 1], ...candidates];
}

/**
 * Rail lines drawn station to station (a diagram of the order of stations at their real positions) or along their
 * track shapes where the data has them; stations as white dots, larger where lines meet.
 * @param {{ lines: number[], useShapes: boolean, fitTo?: number[], strokeWidth: number, stationRadius: number, labelSize: number }} options
 */
function railBody(options) {
  /** @type {{ line: number, points: LonLat[], stops: number[] }[]} */
  const strokes = [];
  for (const line of options.lines) {
    for (const itinerary of drawnItineraries(line)) {
      const stops = stopsOf(itinerary);
      const shape = network.itineraries.shape[itinerary];
      const points = options.useShapes && shape >= 0 ? shapePoints(shape) : stops.map(stopPoint);
      if (points.length >= 2) strokes.push({ line, points, stops });
    }
  }
  const fitLines = options.fitTo ?? options.lines;
  const project = fitProjection(
    strokes.filter((stroke) => fitLines.includes(stroke.line)).flatMap((stroke) => stroke.points),
  );
  const linesAtStop = new Map();
  for (const stroke of strokes) {
    for (const stop of stroke.stops) {
      const set = linesAtStop.get(stop) ?? new Set();
      set.add(stroke.line);
      linesAtStop.set(stop, set);
    }
  }
  const body = [];
  body.push('<g fill="none" stroke-linecap="round" stroke-linejoin="round">');
  for (const stroke of strokes) {
    const colour = colourOf(stroke.line, NO_COLOUR_GREY);
    const d = pathData(simplify(stroke.points.map(project), 0.6));
    // A white line (Metro's Ramal) keeps its identity and stays visible on white with a casing in its text colour.
    if (colour === '#FFFFFF') {
      const casing = `#${network.lines.textColour[stroke.line] || '000000'}`;
      body.push(`<path d="${d}" stroke="${casing}" stroke-width="${options.strokeWidth + 4}"/>`);
    }
    body.push(`<path d="${d}" stroke="${colour}" stroke-width="${options.strokeWidth}"/>`);
  }
  body.push('</g>');
  body.push('<g fill="#FFFFFF" stroke="#1A1A1A" stroke-width="2">');
  for (const [stop, lines] of [...linesAtStop].sort(([a], [b]) => a - b)) {
    const [x, y] = project(stopPoint(stop));
    if (x < 0 || x > WIDTH || y < 0 || y > HEIGHT) continue;
    const radius = lines.size > 1 ? options.stationRadius * 1.6 : options.stationRadius;
    body.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}"/>`);
  }
  body.push('</g>');
  if (options.labelSize > 0) {
    const placed = [];
    for (const line of options.lines) {
      const first = strokes.find((stroke) => stroke.line === line);
      if (!first) continue;
      const colour = colourOf(line, NO_COLOUR_GREY);
      const label = network.lines.number[line];
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

/**
 * Bus routes along their shapes, one itinerary per line.
 * @param {{ lines: number[], colour: string, strokeWidth: number, labelSize: number, opacity: number }} options
 */
function busBody(options) {
  const strokes = [];
  for (const line of options.lines) {
    const itinerary = drawnItineraries(line).find((candidate) => network.itineraries.shape[candidate] >= 0);
    if (itinerary === undefined) continue;
    strokes.push({ line, points: shapePoints(network.itineraries.shape[itinerary]) });
  }
  const project = fitProjection(strokes.flatMap((stroke) => stroke.points));
  const body = [
    `<g fill="none" stroke="${options.colour}" stroke-width="${options.strokeWidth}" stroke-opacity="${options.opacity}" stroke-linecap="round" stroke-linejoin="round">`,
    ...strokes.map((stroke) => `<path d="${pathData(simplify(stroke.points.map(project), 0.8))}"/>`),
    '</g>',
  ];
  if (options.labelSize > 0) {
    const placed = [];
    for (const stroke of strokes) {
      const label = network.lines.number[stroke.line];
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

/** @param {number} typeCode @param {boolean} isNocturnal */
function busLines(typeCode, isNocturnal) {
  return linesOfType(typeCode).filter((line) => (network.lines.isNocturnal[line] === 1) === isNocturnal);
}

/** @param {number} typeCode */
function feedOfType(typeCode) {
  const line = linesOfType(typeCode)[0];
  if (line === undefined) throw new Error(`No line of type ${typeCode} in the network.`);
  return network.lines.feed[line];
}

const metroLines = linesOfType(METRO);
const lightMetroLines = linesOfType(LIGHT_METRO);
const cercaniasLines = linesOfType(CERCANIAS);
const metroCredit = feedCredit(feedOfType(METRO));
const lightMetroCredit = feedCredit(feedOfType(LIGHT_METRO));
const cercaniasCredit = feedCredit(feedOfType(CERCANIAS));
const emtCredit = feedCredit(feedOfType(EMT));
const metroShapesNote =
  'Metro track shapes: CRTM feed M4 of 2023 (cities/madrid/data/crtm-metro-shapes-2023); a line without a shape is drawn station to station';
const cercaniasOrderNote =
  'Cercanías station order: CRTM open-data tables (Train_itineraries), cities/madrid/data/crtm-open-data-tables-20260529';

const nightEmt = busLines(EMT, true);
const dayEmt = linesOfType(EMT);
const nightInterurban = busLines(INTERURBAN, true);

const emtNight = busBody({
  lines: nightEmt,
  colour: NIGHT_LINE,
  strokeWidth: 3,
  labelSize: 18,
  opacity: 0.9,
});
const emtAll = busBody({
  lines: dayEmt,
  colour: colourOf(dayEmt[0] ?? 0, '#1A5BA8'),
  strokeWidth: 2,
  labelSize: 0,
  opacity: 0.55,
});

/** The interurban night lines as a grid of badges: the data has no route shapes for them to draw. */
function interurbanNightCover() {
  const columns = 6;
  const size = 30;
  const cellWidth = (WIDTH - 2 * PADDING) / columns;
  const rows = Math.ceil(nightInterurban.length / columns);
  const cellHeight = Math.min(90, (HEIGHT - 2 * PADDING - 140) / rows);
  const top = 140 + (HEIGHT - 140 - PADDING - rows * cellHeight) / 2;
  const body = [
    // A crescent moon: the cover's only picture, drawn as the difference of two circles.
    '<path d="M600 40a56 56 0 1 0 44 90a46 46 0 1 1-44-90z" fill="#FFD54A"/>',
  ];
  nightInterurban.forEach((line, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = PADDING + cellWidth * (column + 0.5);
    const y = top + cellHeight * (row + 0.5);
    body.push(badge([x, y], network.lines.number[line], INTERURBAN_GREEN, size));
  });
  return body;
}

const PREVIEWS = [
  {
    file: 'metro-schematic.svg',
    title: 'Metro de Madrid: lines and stations',
    description:
      'Each Metro de Madrid line joins its stations in order, at their real positions, in the colour the data gives it; white dots are stations, larger where lines meet; a badge names each line at one end.',
    sources: [metroCredit],
    background: '#FFFFFF',
    body: railBody({
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
    body: railBody({
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
    body: railBody({
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
    body: railBody({
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
    sources: [
      emtCredit,
      'EMT route shapes: CRTM feed M6, 2025 extract (cities/madrid/data/crtm-emt-extract-2025)',
    ],
    background: NIGHT_BACKGROUND,
    body: emtNight.body,
  },
  {
    file: 'emt-buses.svg',
    title: 'EMT Madrid bus routes',
    description: `The ${emtAll.count} EMT Madrid lines with a route shape in the data, one itinerary each, in the colour the data gives EMT lines.`,
    sources: [
      emtCredit,
      'EMT route shapes: CRTM feed M6, 2025 extract (cities/madrid/data/crtm-emt-extract-2025)',
    ],
    background: '#FFFFFF',
    body: emtAll.body,
  },
  {
    file: 'interurban-night-buses.svg',
    title: 'Interurban night buses',
    description: `A cover with the numbers of the ${nightInterurban.length} interurban night lines in the data; the data holds no route shapes for them, so no map is drawn.`,
    sources: [feedCredit(feedOfType(INTERURBAN))],
    background: NIGHT_BACKGROUND,
    body: interurbanNightCover(),
  },
];

for (const preview of PREVIEWS) {
  const text = svgDocument(preview);
  writeFileSync(path.join(OUT_DIR, preview.file), text);
  console.log(`${preview.file}: ${(text.length / 1024).toFixed(1)} KiB`);
}
