import { THEME_COLOUR_NAMES } from '@transit/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia, renderApp } from '../../testSupport';

/** The theme classes on the page body (spec §4: the theme sets a global class on the body). */
function themeClasses(): string[] {
  return [...document.body.classList].filter((name) => name.startsWith('theme-'));
}

function radio(name: string) {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

function checkedValue(): string | undefined {
  return screen.getAllByRole<HTMLInputElement>('radio').find((input) => input.checked)?.value;
}

async function renderThemePage() {
  const app = renderApp('/ajustes/tema-visual');
  await screen.findByRole('heading', { level: 1, name: 'Tema visual' });
  return app;
}

const SPANISH_NAMES = {
  light: [
    'Verde claro',
    'Azul claro',
    'Cian claro',
    'Naranja claro',
    'Añil claro',
    'Morado claro',
    'Amarillo claro',
    'Verde lima claro',
    'Beis claro',
    'Rojo claro',
    'Gris claro',
    'Rosa claro',
  ],
  dark: [
    'Azul oscuro',
    'Rojo oscuro',
    'Rosa oscuro',
    'Morado oscuro',
    'Negro',
    'Verde oscuro',
    'Azul petróleo oscuro',
    'Marrón oscuro',
  ],
};

describe('the visual theme page /ajustes/tema-visual (spec §3 theme colours, §4 theme choice)', () => {
  it('offers "system" and the 20 colours named in words: 12 on light backgrounds, 8 on dark ones', async () => {
    await renderThemePage();
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('radio')
        .map((input) => input.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(names('Fondos claros')).toEqual(SPANISH_NAMES.light);
    expect(names('Fondos oscuros')).toEqual(SPANISH_NAMES.dark);
    const values = screen.getAllByRole<HTMLInputElement>('radio').map((input) => input.value);
    expect(values).toEqual(['system', ...THEME_COLOUR_NAMES]);
  });

  it('starts on "system", which says what it follows: black in dark mode, else the city default light blue', async () => {
    await renderThemePage();
    expect(checkedValue()).toBe('system');
    const system = radio('Sistema');
    const description = document.getElementById(system.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Negro con el modo oscuro del sistema; si no, Azul claro');
  });

  it('applies a chosen colour to the body at once, and keeps it on the next start', async () => {
    const first = await renderThemePage();
    fireEvent.click(radio('Morado oscuro'));
    expect(themeClasses()).toEqual(['theme-V2_DarkPurple']);
    expect(checkedValue()).toBe('V2_DarkPurple');
    expect(first.services.preferences.getState().theme).toBe('V2_DarkPurple');
    first.unmount();
    document.body.className = '';

    await renderThemePage();
    expect(themeClasses()).toEqual(['theme-V2_DarkPurple']);
    expect(radio('Morado oscuro').checked).toBe(true);
  });

  it('keeps a chosen colour whatever the system prefers', async () => {
    const media = installMatchMedia({ prefersDark: false });
    await renderThemePage();
    fireEvent.click(radio('Amarillo claro'));
    act(() => media.setPrefersDark(true));
    expect(themeClasses()).toEqual(['theme-V2_LightYellow']);
  });

  it('on "system", follows a change of the system theme live: dark black, then back to light blue', async () => {
    const media = installMatchMedia({ prefersDark: false });
    const { services } = await renderThemePage();
    fireEvent.click(radio('Verde oscuro'));
    fireEvent.click(radio('Sistema'));
    expect(services.preferences.getState().theme).toBeUndefined();
    expect(themeClasses()).toEqual(['theme-V2_LightBlue']);

    act(() => media.setPrefersDark(true));
    expect(themeClasses()).toEqual(['theme-V2_DarkBlack']);
    expect(checkedValue()).toBe('system');
    act(() => media.setPrefersDark(false));
    expect(themeClasses()).toEqual(['theme-V2_LightBlue']);
  });

  it('names the colours in English and in Catalan', async () => {
    const { services } = await renderThemePage();
    act(() => services.preferences.getState().setLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visual theme' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Dark backgrounds' })).toBeTruthy();
    expect(radio('System').checked).toBe(true);
    for (const name of ['Light green', 'Light indigo', 'Light grey', 'Black', 'Dark teal']) {
      expect(radio(name)).toBeTruthy();
    }

    act(() => services.preferences.getState().setLocale('ca'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tema visual' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Fons clars' })).toBeTruthy();
    for (const name of ['Verd clar', 'Anyil clar', 'Groc clar', 'Negre', 'Marró fosc']) {
      expect(radio(name)).toBeTruthy();
    }
  });
});
