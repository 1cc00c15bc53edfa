import type { LineSummary } from '@transit/api-client';
import { createSearchIndex, LINE_MODES, type LineMode, lineModeOf, type SearchIndex } from '@transit/core';

/** A group of the line list: a mode's day lines, its night lines, or the lines of a type outside spec §3. */
export interface LineGroup {
  /** Unique per group: 'metro', 'emtNight', 'other'… (also the anchor the list's mode links jump to). */
  readonly id: string;
  /** The mode; undefined for the lines of an unknown transport type. */
  readonly mode: LineMode | undefined;
  readonly isNocturnal: boolean;
  readonly lines: readonly LineSummary[];
}

/** Line numbers in the order riders count them: "2" before "10", "C4A" before "C4B", "N1" before "N12". */
const lineNumberOrder = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

function compareLines(a: LineSummary, b: LineSummary): number {
  return (
    lineNumberOrder.compare(a.lineNumber, b.lineNumber) ||
    lineNumberOrder.compare(a.lineName, b.lineName) ||
    lineNumberOrder.compare(a.lineCode, b.lineCode)
  );
}

/** Where a line's group comes in the list: the modes in LINE_MODES order, each by day then by night; others last. */
function groupRank(line: Pick<LineSummary, 'transportTypeCode' | 'isNocturnal'>): number {
  const mode = lineModeOf(line.transportTypeCode);
  if (mode === undefined) return LINE_MODES.length * 2;
  return LINE_MODES.indexOf(mode) * 2 + (line.isNocturnal ? 1 : 0);
}

/**
 * The line list grouped by mode (Metro, Metro Ligero, Cercanías, EMT, interurban, urban), each mode's night lines in
 * a group after its day lines, and lines of a transport type outside spec §3 last. Empty groups are left out; lines
 * within a group go by number.
 */
export function groupLines(lines: readonly LineSummary[]): LineGroup[] {
  const byRank = new Map<number, LineSummary[]>();
  for (const line of lines) {
    const rank = groupRank(line);
    const group = byRank.get(rank);
    if (group) group.push(line);
    else byRank.set(rank, [line]);
  }
  return [...byRank.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rank, members]) => {
      const mode = LINE_MODES[Math.floor(rank / 2)];
      const isNocturnal = mode !== undefined && rank % 2 === 1;
      return {
        id: mode === undefined ? 'other' : `${mode}${isNocturnal ? 'Night' : ''}`,
        mode,
        isNocturnal,
        lines: members.sort(compareLines),
      };
    });
}

/**
 * Lines ranked for the list's search: a line number or code typed whole first ("1" finds every line 1, Metro's
 * first), then by number and name, accents ignored (spec §5 normalisation); ties in the list's group order.
 */
export function lineListSearchIndex(lines: readonly LineSummary[]): SearchIndex<LineSummary> {
  // Among equal matches the group order goes before the name's length: Metro's line 1 before "1 CIRCULAR", one of
  // Madrid's many urban lines 1.
  return createSearchIndex(
    [...lines].sort(compareLines).map((line) => ({
      item: line,
      name: `${line.lineNumber} ${line.lineName}`,
      codes: [line.lineNumber, line.lineCode],
      rank: groupRank(line),
    })),
    { isRankBeforeNameLength: true },
  );
}
