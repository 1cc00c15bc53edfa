import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from './testUtils';
import { toast, ToastHost } from './Toasts';

describe("the toasts' code (react-toastify) is not in the app's first download", () => {
  it('the host renders nothing until the first toast, which then shows', async () => {
    const { container } = renderWithIntl(<ToastHost />);
    await act(() => Promise.resolve());
    expect(container.innerHTML).toBe('');
    act(() => {
      toast.success('common_copy_clipboard_success');
    });
    expect(await screen.findByText('Copiado')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeTruthy();
  });
});
