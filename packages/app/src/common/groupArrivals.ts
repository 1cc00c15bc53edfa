import type { Arrival } from '@transit/api-client';
import { pinnedFirst } from '@transit/core';

/** A line's departures in one direction, as a board lists them (the stop page, a station's mode, the pinned lines). */
export interface ArrivalGroup<A extends Arrival = Arrival> {
  /**
   * `lineCode|direction`, stable across refreshes (a React key); with `byDestination` (a board's rows, issue 14) the
   * destination after them, since trains that turn back early share a direction, not a destination; with `byStop` (a
   * station's modes) the stop's code before them. Pins go by line and direction: every destination of a pinned line
   * and direction is pinned.
   */
  readonly key: string;
  /** Null for a live line the network does not know (grouped by its number). */
  readonly lineCode: string | null;
  readonly lineNumber: string;
  readonly colour: string | null;
  readonly textColour: string | null;
  readonly transportTypeCode: number;
  readonly direction: number;
  /** Where the next departure goes. */
  readonly destination: string;
  /** The next departures, earliest first. */
  readonly arrivals: readonly A[];
}

/** The departures a group keeps by default: a row's three (LINE_ROW_DEPARTURES). */
export const ARRIVALS_PER_GROUP = 3;

/**
 * Groups departures by line and direction (spec §2 stop page; and destination, and stop, as `options` ask), each group
 * ordered by its next departure, pinned
 * lines first (spec §2: line arrivals can be pinned on top), keeping at most `perGroup` departures per group.
 */
export function groupArrivals<A extends Arrival>(
  arrivals: readonly A[],
  isPinned: (lineCode: string | null, direction: number) => boolean,
  perGroup: number = ARRIVALS_PER_GROUP,
  options: { readonly byDestination?: boolean; readonly byStop?: boolean } = {},
): ArrivalGroup<A>[] {
  const groups = new Map<string, A[]>();
  const sorted = [...arrivals].sort((a, b) => Date.parse(a.departureTime) - Date.parse(b.departureTime));
  for (const arrival of sorted) {
    const direction = `${arrival.lineCode ?? `#${arrival.lineNumber}`}|${arrival.direction}`;
    const line = options.byDestination === true ? `${direction}|${arrival.destination}` : direction;
    const key =
      options.byStop === true && 'stopCode' in arrival ? `${String(arrival.stopCode)}|${line}` : line;
    const group = groups.get(key);
    if (group) group.push(arrival);
    else groups.set(key, [arrival]);
  }
  const result: ArrivalGroup<A>[] = [];
  for (const [key, list] of groups) {
    const first = list[0] as A;
    result.push({
      key,
      lineCode: first.lineCode,
      lineNumber: first.lineNumber,
      colour: first.colour,
      textColour: first.textColour,
      transportTypeCode: first.transportTypeCode,
      direction: first.direction,
      destination: first.destination,
      arrivals: list.slice(0, perGroup),
    });
  }
  return pinnedFirst(result, (group) => isPinned(group.lineCode, group.direction));
}
