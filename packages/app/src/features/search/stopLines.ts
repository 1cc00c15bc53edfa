import type { LineSummary } from '@transit/api-client';
import type { LineBadgeLine } from '@transit/ui';
import type { StaticStop } from '../../common/staticLists';

/** Lines by transport type and number ("4|1" is Metro line 1), the first of the list where a number repeats. */
export type LineLookup = ReadonlyMap<string, LineSummary>;

const keyOf = (transportTypeCode: number, lineNumber: string) => `${transportTypeCode}|${lineNumber}`;

/** Indexes the static line list for stopBadges. */
export function lineLookup(lines: readonly LineSummary[]): LineLookup {
  const byKey = new Map<string, LineSummary>();
  for (const line of lines) {
    const key = keyOf(line.transportTypeCode, line.lineNumber);
    if (!byKey.has(key)) byKey.set(key, line);
  }
  return byKey;
}

/**
 * The badges of a stop's lines, in the stop list's order and in each line's colours. The stop list names lines by
 * number only; a number is read among the lines of the stop's own mode (urban buses, 9, stop at interurban stops, 8).
 * A number the line list lacks still gets a badge, in its mode's colours.
 */
export function stopBadges(stop: StaticStop, lookup: LineLookup): LineBadgeLine[] {
  const types = stop.stopTypeCode === 8 ? [8, 9] : [stop.stopTypeCode];
  return stop.lineNumbers.map((lineNumber) => {
    for (const type of types) {
      const line = lookup.get(keyOf(type, lineNumber));
      if (line) return line;
    }
    return { lineNumber, transportTypeCode: stop.stopTypeCode };
  });
}
