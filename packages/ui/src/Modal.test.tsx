import { MODAL_CLOSE_ANIMATION_MS } from '@transit/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalSize } from './Modal';
import { renderWithIntl } from './testUtils';

function Harness(props: { readonly shouldCloseOnOverlayClick?: boolean; readonly size?: ModalSize }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        opener
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Paradas favoritas"
        size={props.size}
        shouldCloseOnOverlayClick={props.shouldCloseOnOverlayClick}
      >
        <input aria-label="alias" />
        <button type="button">guardar</button>
      </Modal>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Paradas favoritas' }) };
}

/** Passes the 150 ms close animation (spec §9). */
function finishCloseAnimation() {
  act(() => {
    vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS);
  });
}

describe('Modal (spec §2: generic modal)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog named by its title, with focus moved inside', () => {
    renderWithIntl(<Harness />);
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button labelled "Cerrar", after the 150 ms close animation, and restores focus', () => {
    renderWithIntl(<Harness />);
    const { opener } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1);
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on an overlay click by default', () => {
    renderWithIntl(<Harness />);
    const { dialog, opener } = open();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('the dialog has no overlay');
    fireEvent.click(overlay);
    finishCloseAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on an overlay click when told to', () => {
    renderWithIntl(<Harness shouldCloseOnOverlayClick={false} />);
    const { dialog } = open();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('the dialog has no overlay');
    fireEvent.click(overlay);
    finishCloseAnimation();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('closes on Escape and restores focus', () => {
    renderWithIntl(<Harness />);
    const { opener } = open();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'alias' }), { key: 'Escape' });
    finishCloseAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps focus: Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    renderWithIntl(<Harness />);
    open();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const last = screen.getByRole('button', { name: 'guardar' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('locks the page scroll while open and gives it back on close', () => {
    renderWithIntl(<Harness />);
    open();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    finishCloseAnimation();
    expect(document.body.style.overflow).toBe('');
  });

  it('reopens when opened again during the close animation', () => {
    renderWithIntl(<Harness />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'opener', hidden: true }));
    finishCloseAnimation();
    expect(screen.getByRole('dialog').closest('[data-state]')?.getAttribute('data-state')).toBe('open');
  });

  it('takes an accessible name without a visible title', () => {
    renderWithIntl(
      <Modal isOpen onClose={() => undefined} ariaLabel="Fuentes de datos" size="large">
        <p>texto</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Fuentes de datos' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
