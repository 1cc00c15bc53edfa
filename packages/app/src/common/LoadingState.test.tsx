import { act, render, screen } from '@testing-library/react';
import { TransitIntlProvider } from '@transit/i18n/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingState, SLOW_LOADING_AFTER_MS } from './LoadingState';

function renderInSpanish(node: ReactNode) {
  return render(<TransitIntlProvider locale="es">{node}</TransitIntlProvider>);
}

const SLOW = 'Está tardando más de lo normal. Seguimos intentándolo.';

describe('the rider never waits on a bare spinner (LoadingState)', () => {
  it(`says a load is slow once ${SLOW_LOADING_AFTER_MS} ms have gone by, not before`, async () => {
    vi.useFakeTimers();
    renderInSpanish(<LoadingState query={{ fetchStatus: 'fetching' }} />);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_AFTER_MS - 1));
    expect(screen.queryByText(SLOW)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(SLOW)).toBeTruthy();
  });

  it('gives the notice it is told to, at once where the spec warns up front', () => {
    renderInSpanish(
      <LoadingState query={{ fetchStatus: 'fetching' }} slowNotice="stop.slowLoadingAlert" isNoticeAtOnce />,
    );
    expect(screen.getByText(/La carga puede tardar hasta un minuto/)).toBeTruthy();
  });

  it('offline, says at once there is no connection and that it loads when the connection is back, with no spinner', () => {
    renderInSpanish(<LoadingState query={{ fetchStatus: 'paused' }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Parece que no tienes conexión a internetSe cargará en cuanto vuelvas a tener conexión.',
    );
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('offline in a row, says it in one line of text', () => {
    renderInSpanish(<LoadingState query={{ fetchStatus: 'paused' }} isCompact />);
    expect(screen.getByRole('status').textContent).toBe(
      'Parece que no tienes conexión a internet. Se cargará en cuanto vuelvas a tener conexión.',
    );
  });
});
