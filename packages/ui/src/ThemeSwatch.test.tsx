import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from './testUtils';
import { ThemeSwatch } from './ThemeSwatch';

describe('ThemeSwatch (spec §3 theme colours)', () => {
  it('is a radio named by the theme in words, described by its detail, over a miniature in the theme class', () => {
    const { container } = renderWithIntl(
      <ThemeSwatch
        name="theme"
        value="V2_DarkBrown"
        preview={{ kind: 'theme', theme: 'V2_DarkBrown' }}
        label="Marrón oscuro"
        detail="Fondo oscuro"
        isChecked={false}
        onSelect={() => undefined}
      />,
    );
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: 'Marrón oscuro' });
    expect(radio.value).toBe('V2_DarkBrown');
    expect(radio.checked).toBe(false);
    expect(radio.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fondo oscuro',
    );
    const miniatures = container.querySelectorAll('[aria-hidden="true"] > .theme-V2_DarkBrown');
    expect(miniatures).toHaveLength(1);
  });

  it('paints "system" as the light and the dark theme side by side', () => {
    const { container } = renderWithIntl(
      <ThemeSwatch
        name="theme"
        value="system"
        preview={{ kind: 'system', light: 'V2_LightBlue', dark: 'V2_DarkBlack' }}
        label="Sistema"
        isChecked
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Sistema' }).checked).toBe(true);
    const halves = [...container.querySelectorAll('[aria-hidden="true"] > span')].map((half) =>
      [...half.classList].filter((name) => name.startsWith('theme-')),
    );
    expect(halves).toEqual([['theme-V2_LightBlue'], ['theme-V2_DarkBlack']]);
  });

  it('tells its owner when it is chosen', () => {
    const onSelect = vi.fn();
    renderWithIntl(
      <ThemeSwatch
        name="theme"
        value="V2_LightPink"
        preview={{ kind: 'theme', theme: 'V2_LightPink' }}
        label="Rosa claro"
        isChecked={false}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByText('Rosa claro'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
