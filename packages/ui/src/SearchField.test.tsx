import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';
import { SearchField } from './SearchField';
import { renderWithIntl } from './testUtils';

function Harness(props: { readonly onSubmit?: (value: string) => void; readonly initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <SearchField label="nav.stops" value={value} onChange={setValue} onSubmit={props.onSubmit} />;
}

const input = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Paradas' });

describe('SearchField', () => {
  it('is a search box named by its label, reporting every keystroke', () => {
    const onChange = vi.fn();
    renderWithIntl(<SearchField label="nav.stops" value="" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'so' } });
    expect(onChange).toHaveBeenCalledWith('so');
  });

  it('shows a clear button only with text; it clears and puts focus back in the field', () => {
    renderWithIntl(<Harness />);
    expect(screen.queryByRole('button', { name: 'Borrar el texto' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'sol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar el texto' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('button', { name: 'Borrar el texto' })).toBeNull();
  });

  it('clears on Escape, and lets Escape through to the modal around it when already empty', () => {
    const onClose = vi.fn();
    renderWithIntl(
      <Modal isOpen onClose={onClose} title="Buscar">
        <Harness initial="pta del sol" />
      </Modal>,
    );
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter', () => {
    const onSubmit = vi.fn();
    renderWithIntl(<Harness initial="Sól" onSubmit={onSubmit} />);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('Sól');
  });

  it('can hide its label visually, keep a placeholder and show that results are loading', () => {
    renderWithIntl(
      <SearchField
        label="nav.stops"
        isLabelHidden
        placeholder="nav.lines"
        value="1"
        onChange={() => undefined}
        isLoading
      />,
    );
    expect(input().placeholder).toBe('Líneas');
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });
});
