import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';
import { SectionTitle } from './SectionTitle';
import { Spinner } from './Spinner';
import { renderWithIntl } from './testUtils';

describe('Spinner', () => {
  it('is a status announcing that it is loading, in the given label when there is one', () => {
    renderWithIntl(
      <>
        <Spinner size="small" />
        <Spinner label="stop.slowLoadingAlert" />
      </>,
      'en',
    );
    const [first, second] = screen.getAllByRole('status');
    expect(first?.textContent).toBe('Loading…');
    expect(second?.textContent).toContain('up to a minute');
  });
});

describe('SectionTitle', () => {
  it('is a heading with an optional "Nuevo" label', () => {
    renderWithIntl(
      <>
        <SectionTitle isNew>Favoritos</SectionTitle>
        <SectionTitle level={3}>Recientes</SectionTitle>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('FavoritosNuevo');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Recientes');
  });
});

describe('Container', () => {
  it('wraps its content, with a bottom margin when asked', () => {
    const { container } = renderWithIntl(
      <Container hasBottomMargin>
        <p>contenido</p>
      </Container>,
    );
    expect(container.firstElementChild?.className.split(' ')).toHaveLength(2);
    expect(screen.getByText('contenido')).toBeTruthy();
  });
});
