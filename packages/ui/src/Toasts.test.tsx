import { TOAST_DRAG_DISMISS_PERCENT, TOAST_POSITION, TOAST_ROOT_AUTO_CLOSE_MS } from '@transit/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from './testUtils';
import { DEFAULT_TOAST_LIMIT, toast, TOAST_HOST_OPTIONS, ToastHost } from './Toasts';

function progressBarOf(text: string): HTMLElement {
  const bar = screen
    .getByText(text)
    .closest('.Toastify__toast')
    ?.querySelector<HTMLElement>('[role=progressbar]');
  if (!bar) throw new Error(`no timer on the toast '${text}'`);
  return bar;
}

describe('Toasts (spec §9: toast defaults)', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it("uses the spec's options: top-right, 4 s in the root setting, drag dismiss at 80 %", () => {
    expect(TOAST_HOST_OPTIONS).toEqual({ position: 'top-right', autoCloseMs: 4000, draggablePercent: 80 });
    expect(TOAST_HOST_OPTIONS.position).toBe(TOAST_POSITION);
    expect(TOAST_HOST_OPTIONS.autoCloseMs).toBe(TOAST_ROOT_AUTO_CLOSE_MS);
    expect(TOAST_HOST_OPTIONS.draggablePercent).toBe(TOAST_DRAG_DISMISS_PERCENT);
  });

  it('shows a toast by message id, top-right, closing after 4 s', async () => {
    const { container } = renderWithIntl(<ToastHost />);
    act(() => {
      toast.success('common_copy_clipboard_success');
    });
    expect(await screen.findByText('Copiado')).toBeTruthy();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(progressBarOf('Copiado').style.animationDuration).toBe(`${TOAST_ROOT_AUTO_CLOSE_MS}ms`);
  });

  it('lets one toast close on its own time (5000 ms)', async () => {
    renderWithIntl(<ToastHost />);
    act(() => {
      toast.info('common.retry', { autoCloseMs: 5000 });
    });
    expect(await screen.findByText('Reintentar')).toBeTruthy();
    expect(progressBarOf('Reintentar').style.animationDuration).toBe('5000ms');
  });

  it('renders the message in the host’s locale, with a close button labelled by common.close', async () => {
    renderWithIntl(<ToastHost />, 'en');
    act(() => {
      toast.error('error.generic');
    });
    expect(
      await screen.findByText('An error has occurred while retrieving the data. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it(`queues the toasts beyond the limit (${DEFAULT_TOAST_LIMIT} by default)`, async () => {
    renderWithIntl(<ToastHost limit={1} />);
    act(() => {
      toast.warning('nav.stops');
      toast.warning('nav.lines');
    });
    expect(await screen.findByText('Paradas')).toBeTruthy();
    expect(screen.queryByText('Líneas')).toBeNull();
  });

  it('does not show the same toast id twice', async () => {
    renderWithIntl(<ToastHost />);
    act(() => {
      toast.info('nav.info', { id: 'once' });
      toast.info('nav.info', { id: 'once' });
    });
    expect(await screen.findAllByText('Info')).toHaveLength(1);
  });
});
