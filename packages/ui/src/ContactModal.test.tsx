import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MODAL_COPY_EVENT, ContactModal } from './ContactModal';
import { renderWithIntl } from './testUtils';

describe('ContactModal (spec §2)', () => {
  it('shows a title, a text and the address in a read-only field', () => {
    renderWithIntl(<ContactModal isOpen onClose={() => undefined} email="contacto@example.org" />);
    expect(screen.getByRole('dialog', { name: 'Contacta con nosotros' })).toBeTruthy();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' });
    expect(field.value).toBe('contacto@example.org');
    expect(field.readOnly).toBe(true);
  });

  it('copies the address and lets the app send contactModal:copyToClipboard', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopy = vi.fn();
    renderWithIntl(
      <ContactModal isOpen onClose={() => undefined} email="contacto@example.org" onCopy={onCopy} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('contacto@example.org');
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(CONTACT_MODAL_COPY_EVENT).toBe('contactModal:copyToClipboard');
  });

  it('closes with "Cerrar"', () => {
    const onClose = vi.fn();
    renderWithIntl(<ContactModal isOpen onClose={onClose} email="contacto@example.org" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
