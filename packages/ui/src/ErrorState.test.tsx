import { fireEvent, screen, within } from '@testing-library/react';
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

  it('has no Retry button when there is nothing to retry, and keeps the details under a collapsed "Detalles técnicos"', () => {
    renderWithIntl(
      <ErrorState
        message="router.error.text"
        values={{ email: 'hola@example.org' }}
        technicalDetails="NOT_FOUND"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/hola@example\.org/)).toBeTruthy();
    // A code is for support, not the rider's message: closed until asked for, opened by its summary.
    const summary = screen.getByText('Detalles técnicos');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    expect(within(details as HTMLElement).getByText('NOT_FOUND')).toBeTruthy();
    fireEvent.click(summary);
    expect(details?.open).toBe(true);
  });

  it('names the technical details in English and Catalan', () => {
    const { unmount } = renderWithIntl(<ErrorState message="error.generic" technicalDetails="X" />, 'en');
    expect(screen.getByText('Technical details')).toBeTruthy();
    unmount();
    renderWithIntl(<ErrorState message="error.generic" technicalDetails="X" />, 'ca');
    expect(screen.getByText('Detalls tècnics')).toBeTruthy();
  });

  it('shows a second sentence for the rider as it is, and no technical details when it has none', () => {
    renderWithIntl(<ErrorState message="error.noInternet" details="Se cargará al volver la conexión." />);
    expect(screen.getByText('Se cargará al volver la conexión.').closest('details')).toBeNull();
    expect(screen.queryByText('Detalles técnicos')).toBeNull();
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
