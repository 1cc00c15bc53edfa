import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from './testUtils';
import { StopRow } from './StopRow';

describe('StopRow', () => {
  it('shows the type, name, code, lines and distance', () => {
    renderWithIntl(
      <StopRow
        name="Sol"
        code="4-12"
        type="metro"
        distanceM={350}
        lines={[
          { lineNumber: '1', colour: '#2DBEF0', textColour: '#FFFFFF', transportTypeCode: 4 },
          { lineNumber: '2', colour: '#ED1C24', textColour: '#FFFFFF', transportTypeCode: 4 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Metro' })).toBeTruthy();
    expect(screen.getByText('Sol')).toBeTruthy();
    expect(screen.getByText('Parada 4-12')).toBeTruthy();
    expect(screen.getByText('A 350 m')).toBeTruthy();
    expect(screen.getByText('Línea 1')).toBeTruthy();
    expect(screen.getByText('Línea 2')).toBeTruthy();
  });

  it('says where the lines go, so stops of one name can be told apart, and nothing when it is not known', () => {
    const { rerender } = renderWithIntl(
      <StopRow name="Sol" code="4-12" type="metro" destinations={['Pinar de Chamartín', 'Valdecarros']} />,
    );
    expect(screen.getByText('Hacia Pinar de Chamartín y Valdecarros')).toBeTruthy();
    rerender(<StopRow name="Sol" code="4-12" type="metro" destinations={[]} />);
    expect(screen.queryByText(/^Hacia/)).toBeNull();
  });

  it('shows the street address that tells stops of one name apart, and nothing without one', () => {
    const { rerender } = renderWithIntl(
      <StopRow name="Plaza Castilla" code="1531" type="emt" address="Calle de Bravo Murillo 379" />,
    );
    expect(screen.getByText('Calle de Bravo Murillo 379')).toBeTruthy();
    rerender(<StopRow name="Plaza Castilla" code="1531" type="emt" />);
    expect(screen.queryByText('Calle de Bravo Murillo 379')).toBeNull();
  });

  it('is a link to the stop when given an href, and plain text otherwise', () => {
    const { rerender } = renderWithIntl(<StopRow name="Sol" code="4-12" type="metro" />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<StopRow name="Sol" code="4-12" type="metro" href="/paradas/4-12" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/paradas/4-12');
  });

  it('shows the distance in the rider’s units and language', () => {
    renderWithIntl(
      <StopRow name="Atocha" code="5-18000" type="cercanias" distanceM={1609.344} unitSystem="IMPERIAL" />,
      'en',
    );
    expect(screen.getByRole('img', { name: 'Cercanías commuter train' })).toBeTruthy();
    expect(screen.getByText('1 mi away')).toBeTruthy();
  });
});
