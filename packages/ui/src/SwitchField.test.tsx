import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './SwitchField';
import { renderWithIntl } from './testUtils';

describe('SwitchField', () => {
  it('is a switch named by its label and described by its detail', () => {
    renderWithIntl(
      <SwitchField label="Mostrar sugerencias" detail="Paradas populares" isOn onChange={() => undefined} />,
    );
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Mostrar sugerencias' });
    expect(control.checked).toBe(true);
    const description = document.getElementById(control.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Paradas populares');
  });

  it('turns off and on from a tap on its row', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithIntl(<SwitchField label="Mostrar sugerencias" isOn onChange={onChange} />);
    fireEvent.click(screen.getByText('Mostrar sugerencias'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<SwitchField label="Mostrar sugerencias" isOn={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('is disabled when told (the browser then ignores taps and keys)', () => {
    renderWithIntl(<SwitchField label="Mostrar sugerencias" isOn isDisabled onChange={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Mostrar sugerencias' }).disabled).toBe(true);
  });
});
