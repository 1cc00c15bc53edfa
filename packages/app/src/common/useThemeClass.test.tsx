import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia, renderApp } from '../testSupport';

/** The theme classes on the page body. */
function themeClasses(): string[] {
  return [...document.body.classList].filter((name) => name.startsWith('theme-'));
}

function storeTheme(theme: string) {
  localStorage.setItem('transit:madrid:preferences', JSON.stringify({ state: { theme }, version: 1 }));
}

async function renderHome() {
  const app = renderApp('/paradas');
  await screen.findByRole('heading', { level: 1, name: 'Paradas' });
  return app;
}

describe('the theme (spec §4)', () => {
  it('puts the default light blue theme on the body', async () => {
    await renderHome();
    expect(themeClasses()).toEqual(['theme-V2_LightBlue']);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('uses dark black when the system prefers dark, following a change at once', async () => {
    const media = installMatchMedia({ prefersDark: true });
    await renderHome();
    expect(themeClasses()).toEqual(['theme-V2_DarkBlack']);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    act(() => media.setPrefersDark(false));
    expect(themeClasses()).toEqual(['theme-V2_LightBlue']);
  });

  it.each([false, true])(
    'uses a valid stored theme whatever the system prefers (dark: %s)',
    async (prefersDark) => {
      installMatchMedia({ prefersDark });
      storeTheme('V2_DarkGreen');
      await renderHome();
      expect(themeClasses()).toEqual(['theme-V2_DarkGreen']);
    },
  );

  it('ignores a stored theme that is not one of the 20', async () => {
    installMatchMedia({ prefersDark: true });
    storeTheme('V2_Neon');
    await renderHome();
    expect(themeClasses()).toEqual(['theme-V2_DarkBlack']);
  });

  it('switches when the rider chooses another theme, leaving one theme class', async () => {
    const { services } = await renderHome();
    act(() => services.preferences.getState().setTheme('V2_LightPink'));
    expect(themeClasses()).toEqual(['theme-V2_LightPink']);
    act(() => services.preferences.getState().setTheme(undefined));
    expect(themeClasses()).toEqual(['theme-V2_LightBlue']);
  });
});
