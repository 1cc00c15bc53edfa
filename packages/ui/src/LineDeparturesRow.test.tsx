import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LineDeparturesRow, type LineDeparturesRowProps } from './LineDeparturesRow';
import { renderWithIntl } from './testUtils';

const row: LineDeparturesRowProps = {
  lineNumber: '2',
  colour: '#E60003',
  textColour: '#FFFFFF',
  transportTypeCode: 4,
  destination: 'Cuatro Caminos',
  detailsId: 'details',
  isExpanded: false,
  onToggle: () => undefined,
  departures: [
    { minutes: 4, departureTime: '2025-08-07T10:04:00+02:00', status: 'live' },
    { minutes: 12, departureTime: '2025-08-07T10:12:00+02:00', status: 'scheduled' },
    { minutes: 19, departureTime: '2025-08-07T10:19:00+02:00', status: 'scheduled' },
  ],
};

const button = () => screen.getByRole('button');
/** The row's name, as a screen reader reads it from its content. */
const spoken = () =>
  screen.getByRole('button').querySelector(':scope > span:not([aria-hidden])')?.textContent;

describe('LineDeparturesRow (issue 14: one row per line and direction)', () => {
  it('reads as one sentence: the line, where it goes, and its next three departures with their status', () => {
    renderWithIntl(<LineDeparturesRow {...row} />, 'en');
    // Its accessible name, from its content; what it shows is hidden from screen readers, which read the sentence.
    expect(
      screen.getByRole('button', {
        name: 'Line 2 to Cuatro Caminos: 4 minutes, live; then 12 and 19 minutes, scheduled',
      }),
    ).toBeTruthy();
    expect(spoken()).toBe('Line 2 to Cuatro Caminos: 4 minutes, live; then 12 and 19 minutes, scheduled');
  });

  it('in Spanish, the default', () => {
    renderWithIntl(<LineDeparturesRow {...row} />);
    expect(spoken()).toBe(
      'Línea 2 a Cuatro Caminos: 4 minutos, en directo; después 12 y 19 minutos, según horario',
    );
  });

  it('shows the next departure in minutes and the two after it beside it', () => {
    renderWithIntl(<LineDeparturesRow {...row} />);
    const shown = [...button().querySelectorAll(':scope > [aria-hidden="true"]')].map(
      (part) => part.textContent,
    );
    expect(shown).toEqual(['2Línea 2', 'Cuatro Caminos', '4 min1219min', '']);
  });

  it('shows at most three departures, and marks each with its own status', () => {
    const { container } = renderWithIntl(
      <LineDeparturesRow {...row} departures={[...row.departures, { minutes: 25, status: 'scheduled' }]} />,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    expect(button().textContent).not.toContain('25');
  });

  it('says "now" for a departure leaving, and gives the clock time from an hour away', () => {
    renderWithIntl(
      <LineDeparturesRow
        {...row}
        departures={[
          { minutes: 0, status: 'live' },
          { minutes: 75, departureTime: '2025-08-07T11:15:00+02:00', status: 'scheduled' },
        ]}
      />,
      'en',
    );
    expect(spoken()).toBe('Line 2 to Cuatro Caminos: now, live; then at 11:15, scheduled');
    expect(button().textContent).toContain('11:15');
  });

  it('writes the unit after a run of minutes, none after a clock time', () => {
    renderWithIntl(
      <LineDeparturesRow
        {...row}
        departures={[
          { minutes: 30, status: 'scheduled' },
          { minutes: 45, status: 'scheduled' },
          { minutes: 78, departureTime: '2025-08-07T11:18:00+02:00', status: 'scheduled' },
        ]}
      />,
    );
    const times = button().querySelectorAll(':scope > [aria-hidden="true"]')[2];
    expect(times?.textContent).toBe('30 min45min11:18');
  });

  it('an aged prediction says so with its age, seen and heard', () => {
    renderWithIntl(
      <LineDeparturesRow {...row} departures={[{ minutes: 5, status: 'stale', ageSeconds: 240 }]} />,
    );
    expect(screen.getByText('Sin actualizar · hace 4 min')).toBeTruthy();
    expect(spoken()).toBe('Línea 2 a Cuatro Caminos: 5 minutos, sin actualizar, datos de hace 4 minutos');
  });

  it('without departures says there is no estimate', () => {
    renderWithIntl(<LineDeparturesRow {...row} departures={[]} />);
    expect(screen.getByText('Sin estimación')).toBeTruthy();
    expect(spoken()).toBe('Línea 2 a Cuatro Caminos: sin estimación');
  });

  it('a pinned line says so first', () => {
    renderWithIntl(<LineDeparturesRow {...row} isPinned />);
    expect(spoken()).toMatch(/^Fijada arriba\. Línea 2 a Cuatro Caminos: /);
  });

  it('is one button that opens and closes its details', () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithIntl(<LineDeparturesRow {...row} onToggle={onToggle} />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-controls')).toBe('details');
    fireEvent.click(button());
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<LineDeparturesRow {...row} isExpanded />);
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });
});
