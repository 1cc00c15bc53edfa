import type { LineSummary } from '@transit/api-client';
import { TransportTypeCode } from '@transit/core';
import type { MessageId } from '@transit/i18n';

/** A set of lines an info page lists from the app's own line list, with its heading and what it says when empty. */
export interface LineSelection {
  readonly heading: MessageId;
  readonly empty: MessageId;
  readonly matches: (line: LineSummary) => boolean;
}

/** Lower case without accents, so "CUATRO VIENTOS" and "Cuatro Vientos" match alike. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export const LINE_SELECTIONS = {
  /** The EMT night lines (the "búhos"), as the data flags them nocturnal. */
  emtNight: {
    heading: 'info.emtNightBusMap.lines.heading',
    empty: 'info.emtNightBusMap.lines.empty',
    matches: (line) => line.transportTypeCode === TransportTypeCode.Emt && line.isNocturnal,
  },
  interurbanNight: {
    heading: 'info.interurbanNightBusMap.lines.heading',
    empty: 'info.interurbanNightBusMap.lines.empty',
    matches: (line) => line.transportTypeCode === TransportTypeCode.Interurban && line.isNocturnal,
  },
  /**
   * Interurban lines whose name in the CRTM data gives Cuatro Vientos as their Madrid end ("MADRID (Cuatro Vientos)
   * - ALCORCÓN …"): in the 2025 data, the lines that come in along the A5.
   */
  cuatroVientos: {
    heading: 'info.a5.cuatroVientosLines.heading',
    empty: 'info.a5.cuatroVientosLines.empty',
    matches: (line) =>
      line.transportTypeCode === TransportTypeCode.Interurban &&
      folded(line.lineName).includes('cuatro vientos'),
  },
} as const satisfies Record<string, LineSelection>;

export type LineSelectionId = keyof typeof LINE_SELECTIONS;

const byNumber = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** The lines of `lines` in the selection, in line-number order (N2 before N10). */
export function selectLines(lines: readonly LineSummary[], id: LineSelectionId): LineSummary[] {
  const selection: LineSelection = LINE_SELECTIONS[id];
  return lines
    .filter((line) => selection.matches(line))
    .sort((a, b) => byNumber.compare(a.lineNumber, b.lineNumber));
}
