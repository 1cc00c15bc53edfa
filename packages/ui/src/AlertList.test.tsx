import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertList } from './AlertList';
import { renderWithIntl } from './testUtils';

// Constructed from the contract's alert fields: not real alerts.
const ALERT = {
  key: 'a1',
  title: 'Línea 1: servicio interrumpido',
  description: 'Autobuses sustituyen el tramo entre Sol y Tribunal.',
  lineNumbers: ['1', '2'],
  language: 'es',
};

describe('AlertList (alerts above a board)', () => {
  it('renders nothing without alerts', () => {
    const { container } = renderWithIntl(<AlertList alerts={[]} />);
    expect(container.textContent).toBe('');
  });

  it('is a labelled region with each alert’s title and its lines, the description behind a disclosure', () => {
    renderWithIntl(<AlertList alerts={[ALERT, { key: 'a2', title: 'Ascensor averiado' }]} />);
    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Avisos' })).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByText('Líneas: 1, 2')).toBeTruthy();
    const summary = within(region).getByText('Línea 1: servicio interrumpido');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(region).getByText(/Autobuses sustituyen/)).toBeTruthy();
    // An alert without a description is plain text, with nothing to open.
    expect(within(region).getByText('Ascensor averiado').closest('details')).toBeNull();
  });

  it('marks the language each alert is written in, and says its heading in the rider’s', () => {
    renderWithIntl(<AlertList alerts={[{ ...ALERT, language: 'en', title: 'Line 1 closed' }]} />, 'ca');
    expect(screen.getByText('Line 1 closed').closest('li')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('region', { name: 'Avisos' })).toBeTruthy();
  });
});
