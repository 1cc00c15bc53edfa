import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { renderWithIntl } from './testUtils';

describe('ErrorState (spec §8: load errors with Retry)', () => {
  it("shows the screen's message as an alert and retries with the Retry button", () => {
    const onRetry = vi.fn();
    renderWithIntl(<ErrorState message="error.stop" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Se ha producido un error al obtener los datos de la parada. Por favor, inténtalo de nuevo.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('labels the button Retry in English', () => {
    renderWithIntl(<ErrorState message="error.generic" onRetry={() => undefined} />, 'en');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('has no Retry button when there is nothing to retry, and shows the details', () => {
    renderWithIntl(
      <ErrorState message="router.error.text" values={{ email: 'hola@example.org' }} details="NOT_FOUND" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/hola@example\.org/)).toBeTruthy();
    expect(screen.getByText('NOT_FOUND')).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('shows its message with values and the action it is given', () => {
    renderWithIntl(
      <EmptyState
        message="search.noResults"
        values={{ searchQuery: 'sol' }}
        icon="search"
        action={<button type="button">otra</button>}
      />,
    );
    expect(screen.getByText('No se han encontrado resultados para la búsqueda sol')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'otra' })).toBeTruthy();
  });
});
