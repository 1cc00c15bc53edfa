import type { LineSummary } from '@transit/api-client';
import { describe, expect, it } from 'vitest';
import { selectLines } from './lineSelections';

function line(
  lineNumber: string,
  transportTypeCode: number,
  lineName: string,
  isNocturnal = false,
): LineSummary {
  return {
    lineCode: `${transportTypeCode}-${lineNumber}`,
    lineNumber,
    lineName,
    transportTypeCode,
    colour: null,
    textColour: null,
    hasTimetable: false,
    isNocturnal,
  };
}

const LINES = [
  line('N10', 6, 'CIBELES-PALOMERAS', true),
  line('N2', 6, 'CIBELES-VALDEBEBAS', true),
  line('27', 6, 'EMBAJADORES-PLAZA CASTILLA'),
  line('N501', 8, 'MADRID (Príncipe Pío) - MOSTOLES (por Est. Alcorcón)', true),
  line('521', 8, 'MADRID (Cuatro Vientos) - MÓSTOLES'),
  line('511', 8, 'MADRID (CUATRO VIENTOS) - ALCORCÓN (por Parque Lisboa)'),
  line('10', 4, 'Hospital Infanta Sofía-Puerta del Sur'),
  line('C5', 5, 'Móstoles El Soto-Atocha-Fuenlabrada-Humanes'),
];

describe('selectLines: the lines an info page lists from the line list', () => {
  it('EMT night lines, in line-number order (N2 before N10)', () => {
    expect(selectLines(LINES, 'emtNight').map((l) => l.lineNumber)).toEqual(['N2', 'N10']);
  });

  it('interurban night lines only', () => {
    expect(selectLines(LINES, 'interurbanNight').map((l) => l.lineNumber)).toEqual(['N501']);
  });

  it('interurban lines whose name gives Cuatro Vientos, whatever the case or accents', () => {
    expect(selectLines(LINES, 'cuatroVientos').map((l) => l.lineNumber)).toEqual(['511', '521']);
  });

  it('none from an empty list', () => {
    expect(selectLines([], 'cuatroVientos')).toEqual([]);
  });
});
