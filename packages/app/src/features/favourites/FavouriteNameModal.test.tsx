import { FAVOURITE_NAME_MAX_LENGTH } from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { TransitIntlProvider } from '@transit/i18n/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavouriteNameModal } from './FavouriteNameModal';

function renderModal(isOpen: boolean, onSubmit = vi.fn()) {
  const onClose = vi.fn();
  const ui = (open: boolean) => (
    <TransitIntlProvider locale="es" messages={CATALOGS.es}>
      <FavouriteNameModal
        isOpen={open}
        title="Nombre"
        initialName="Sol"
        onClose={onClose}
        onSubmit={onSubmit}
      />
    </TransitIntlProvider>
  );
  const view = render(ui(isOpen));
  return { rerender: (open: boolean) => view.rerender(ui(open)), onSubmit, onClose };
}

describe('FavouriteNameModal: the name of a favourite (spec §4 alias modal)', () => {
  it('submits the name trimmed', () => {
    const { onSubmit } = renderModal(true);
    const field = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(field, { target: { value: ' Casa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith('Casa');
  });

  it(`refuses a name over ${FAVOURITE_NAME_MAX_LENGTH} characters (pasted past the field's limit)`, () => {
    const { onSubmit } = renderModal(true);
    const field = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(field, { target: { value: 'x'.repeat(FAVOURITE_NAME_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert').textContent).toBe('El nombre puede tener como mucho 200 caracteres.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing again clears the complaint.
    fireEvent.change(field, { target: { value: 'Casa' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens each time with the given name, not with what was typed before', () => {
    const { rerender, onClose } = renderModal(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Casa' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(false);
    rerender(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' }).value).toBe('Sol');
  });
});
