import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setBrowserLanguages } from '../../testSupport';

function radio(name: string) {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

function navbarLabels() {
  const navbar = screen.getByRole('navigation');
  return within(navbar)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the settings page /ajustes: the language picker (spec §2)', () => {
  it('offers Spanish, English and Catalan, each named in its own language, Spanish chosen', async () => {
    renderApp('/ajustes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((input) => (input as HTMLInputElement).value)).toEqual([
      'es',
      'en',
      'ca',
    ]);
    expect(radio('Español').checked).toBe(true);
    expect(radio('English').closest('label')?.getAttribute('lang')).toBe('en');
  });

  it('re-renders the whole app in English when English is chosen, and keeps it on the next start', async () => {
    const first = renderApp('/ajustes');
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(navbarLabels()).toEqual(['Stops', 'Lines', 'How to get there', 'Info', 'Card']);
    expect(radio('English').checked).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(first.services.preferences.getState().locale).toBe('en');
    first.unmount();

    renderApp('/paradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stops' })).toBeTruthy();
    expect(screen.getByText('How to get there')).toBeTruthy();
  });

  it('re-renders the app in Catalan when Catalan is chosen, and keeps it on the next start', async () => {
    const first = renderApp('/ajustes');
    fireEvent.click(await screen.findByRole('radio', { name: 'Català' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuració' })).toBeTruthy();
    expect(navbarLabels()).toEqual(['Parades', 'Línies', 'Com arribar-hi', 'Info', 'Targeta']);
    expect(document.documentElement.lang).toBe('ca');
    first.unmount();

    renderApp('/paradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parades' })).toBeTruthy();
  });

  it('follows the browser language until the rider chooses one', async () => {
    setBrowserLanguages(['ca-ES', 'es-ES']);
    renderApp('/ajustes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuració' })).toBeTruthy();
    expect(radio('Català').checked).toBe(true);
    fireEvent.click(radio('Español'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
  });

  it('falls back to Spanish for a browser language the city does not offer', async () => {
    setBrowserLanguages(['fr-FR', 'de']);
    renderApp('/paradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paradas' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
