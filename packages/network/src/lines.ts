import {
  asFeed,
  asItinerary,
  asLine,
  asShape,
  asStop,
  type FeedIndex,
  indexesUpTo,
  type ItineraryIndex,
  type LineIndex,
  type ShapeIndex,
  type StopIndex,
} from './indexes';
import { derivedOf } from './lookup';
import { layoutOf, type Network } from './model';
import { degreesOfE6 } from './stops';

/** A line (spec §3). */
export interface NetworkLine {
  readonly index: LineIndex;
  /** Canonical line code (spec §5). */
  readonly code: string;
  /** The number riders see ("1", "C4A", "ML2", "N1"). */
  readonly number: string;
  readonly name: string;
  /** Transport type code (spec §3). */
  readonly transportTypeCode: number;
  readonly isNocturnal: boolean;
  /** Background and text colours, hex without '#'; '' when the feed gives none. */
  readonly colour: string;
  readonly textColour: string;
  readonly feed: FeedIndex;
  /** True when the line has departure times in the data (at least one trip). */
  readonly hasTimetable: boolean;
}

/** One itinerary of a line in one direction (spec §2, §3). */
export interface NetworkItinerary {
  readonly index: ItineraryIndex;
  readonly code: string;
  readonly line: LineIndex;
  /** 0 or 1 (GTFS direction_id). */
  readonly direction: number;
  /** Where it goes ("VALDECARROS"). */
  readonly headsign: string;
  /** Length in metres, 0 when unknown. */
  readonly lengthM: number;
  readonly shape: ShapeIndex | undefined;
}

/** A point of a shape: [latitude, longitude] in WGS 84 degrees. */
export type ShapePoint = readonly [lat: number, lon: number];

/** How many lines the network has. */
export function lineCount(network: Network): number {
  return layoutOf(network).lines.count;
}

/** Every line, in the network's order. */
export function lineIndexes(network: Network): LineIndex[] {
  return indexesUpTo<LineIndex>(lineCount(network));
}

/** The line with a code; undefined when none. */
export function findLine(network: Network, code: string): LineIndex | undefined {
  return derivedOf(network).lineByCode.get(code);
}

/** A line's fields. */
export function lineAt(network: Network, line: LineIndex): NetworkLine {
  const { lines } = layoutOf(network);
  return {
    index: line,
    code: lines.code[line] ?? '',
    number: lines.number[line] ?? '',
    name: lines.name[line] ?? '',
    transportTypeCode: lines.transportTypeCode[line] ?? 0,
    isNocturnal: lines.isNocturnal[line] === 1,
    colour: lines.colour[line] ?? '',
    textColour: lines.textColour[line] ?? '',
    feed: asFeed(lines.feed[line] ?? 0),
    hasTimetable: lines.hasTimetable[line] === 1,
  };
}

/** Every itinerary, in the network's order (lines' itineraries are contiguous). */
export function itineraryIndexes(network: Network): ItineraryIndex[] {
  return indexesUpTo<ItineraryIndex>(layoutOf(network).itineraries.count);
}

/** The itineraries of a line, in the network's order. */
export function itinerariesOf(network: Network, line: LineIndex): ItineraryIndex[] {
  const { itineraryOffset, itineraryIndex } = layoutOf(network).lines;
  return Array.from(
    itineraryIndex.subarray(itineraryOffset[line] as number, itineraryOffset[line + 1] as number),
    asItinerary,
  );
}

/** An itinerary's fields. */
export function itineraryAt(network: Network, itinerary: ItineraryIndex): NetworkItinerary {
  const { itineraries, shapes } = layoutOf(network);
  const shape = itineraries.shape[itinerary] ?? -1;
  return {
    index: itinerary,
    code: itineraries.code[itinerary] ?? '',
    line: asLine(itineraries.line[itinerary] ?? 0),
    direction: itineraries.direction[itinerary] ?? 0,
    headsign: itineraries.headsign[itinerary] ?? '',
    lengthM: itineraries.lengthM[itinerary] ?? 0,
    shape: shape >= 0 && shape < shapes.count ? asShape(shape) : undefined,
  };
}

/** The stops of an itinerary, in order. */
export function itineraryStops(network: Network, itinerary: ItineraryIndex): StopIndex[] {
  const { stopOffset, stopIndex } = layoutOf(network).itineraries;
  return Array.from(
    stopIndex.subarray(stopOffset[itinerary] as number, stopOffset[itinerary + 1] as number),
    asStop,
  );
}

/** The points of a shape, in order. */
export function shapePoints(network: Network, shape: ShapeIndex): ShapePoint[] {
  const { pointOffset, latE6, lonE6 } = layoutOf(network).shapes;
  const points: ShapePoint[] = [];
  const end = pointOffset[shape + 1] as number;
  for (let i = pointOffset[shape] as number; i < end; i += 1) {
    points.push([degreesOfE6(latE6[i] as number), degreesOfE6(lonE6[i] as number)]);
  }
  return points;
}

/** The shape an itinerary follows, as points; empty when the feed gives none. */
export function itineraryShape(network: Network, itinerary: ItineraryIndex): ShapePoint[] {
  const { shape } = itineraryAt(network, itinerary);
  return shape === undefined ? [] : shapePoints(network, shape);
}
