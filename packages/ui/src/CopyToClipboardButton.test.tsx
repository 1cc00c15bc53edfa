import { COPY_SUCCESS_DURATION_MS } from '@transit/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyToClipboardButton } from './CopyToClipboardButton';
import { renderWithIntl } from './testUtils';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function clickAndSettle(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CopyToClipboardButton (spec §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a tick and 'Copiado' for 2 seconds after a copy, then reverts", async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    mockClipboard(writeText);
    const onCopy = vi.fn();
    renderWithIntl(<CopyToClipboardButton text="contacto@example.org" onCopy={onCopy} />);

    await clickAndSettle(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('contacto@example.org');
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(COPY_SUCCESS_DURATION_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });

  it('restarts the 2 seconds on a second copy', async () => {
    mockClipboard(() => Promise.resolve());
    renderWithIntl(<CopyToClipboardButton text="x" />);
    await clickAndSettle(screen.getByRole('button'));
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await clickAndSettle(screen.getByRole('button'));
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });

  it('keeps "Copiar" and reports the error when the browser refuses', async () => {
    const refusal = new Error('NotAllowedError');
    mockClipboard(() => Promise.reject(refusal));
    const onCopy = vi.fn();
    const onError = vi.fn();
    renderWithIntl(<CopyToClipboardButton text="x" onCopy={onCopy} onError={onError} />);
    await clickAndSettle(screen.getByRole('button'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });

  it('speaks the locale: Copy / Copied in English', async () => {
    mockClipboard(() => Promise.resolve());
    renderWithIntl(<CopyToClipboardButton text="x" />, 'en');
    await clickAndSettle(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
