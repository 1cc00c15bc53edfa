import madrid from '@transit/city-madrid';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../shell/services';
import {
  currentUrl,
  FAKE_RIDER,
  fakeApi,
  fakeAuth,
  installMatchMedia,
  renderApp,
  setBrowserLanguages,
} from '../../testSupport';

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

function servicesWithAnalytics() {
  const fake = fakeApi();
  const track = vi.fn();
  const services = createAppServices(madrid, { api: fake.api, analytics: { track } });
  return { fake, services, track };
}

describe('the settings page /ajustes: appearance (spec §3 theme, §4 theme choice)', () => {
  it('links to the visual theme page, showing "system" and the theme it gives: light blue on a light system', async () => {
    renderApp('/ajustes');
    const link = await screen.findByRole('link', { name: /Tema visual/ });
    expect(link.getAttribute('href')).toBe('/ajustes/tema-visual');
    expect(link.textContent).toBe('Tema visualSistema (Azul claro)');
  });

  it('shows "system" giving dark black when the system prefers dark', async () => {
    installMatchMedia({ prefersDark: true });
    renderApp('/ajustes');
    expect((await screen.findByRole('link', { name: /Tema visual/ })).textContent).toContain(
      'Sistema (Negro)',
    );
  });

  it('shows the chosen theme by its name, in the chosen language', async () => {
    const { services } = renderApp('/ajustes');
    act(() => services.preferences.getState().setTheme('V2_DarkGreen'));
    expect((await screen.findByRole('link', { name: /Tema visual/ })).textContent).toBe(
      'Tema visualVerde oscuro',
    );
    fireEvent.click(radio('English'));
    expect((await screen.findByRole('link', { name: /Visual theme/ })).textContent).toBe(
      'Visual themeDark green',
    );
  });
});

describe('the settings page /ajustes: units (spec §3 unit system, §9 3.28084 ft per m)', () => {
  it('is metric by default, with 200 m and 1.5 km as the examples', async () => {
    renderApp('/ajustes');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Unidades' });
    expect(select.value).toBe('METRIC');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Métrico', 'Imperial']);
    expect(screen.getByText('Metros y kilómetros, p. ej. 200 m o 1,5 km')).toBeTruthy();
  });

  it('turns imperial when chosen: the examples read 656 ft and 0.9 mi, and the choice is kept on the next start', async () => {
    const first = renderApp('/ajustes');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Unidades' }), {
      target: { value: 'IMPERIAL' },
    });
    // Found once the change has gone through (a loaded machine renders the page again in between).
    expect(await screen.findByText('Pies y millas, p. ej. 656 ft o 0,9 mi')).toBeTruthy();
    await waitFor(() => expect(first.services.preferences.getState().unitSystem).toBe('IMPERIAL'));
    first.unmount();

    renderApp('/ajustes');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Unidades' });
    expect(select.value).toBe('IMPERIAL');
  });
});

describe('the settings page /ajustes: show suggestions (spec §3 allowPopularStops)', () => {
  it('is on by default, and turning it off keeps allowPopularStops off on the next start', async () => {
    const first = renderApp('/ajustes');
    const control = await screen.findByRole<HTMLInputElement>('switch', { name: 'Mostrar sugerencias' });
    expect(control.checked).toBe(true);
    fireEvent.click(control);
    // Read again once the click has gone through (a loaded machine may render the page again in between).
    await waitFor(() => expect(first.services.preferences.getState().allowPopularStops).toBe(false));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Mostrar sugerencias' }).checked).toBe(false);
    first.unmount();

    renderApp('/ajustes');
    expect(
      (await screen.findByRole<HTMLInputElement>('switch', { name: 'Mostrar sugerencias' })).checked,
    ).toBe(false);
  });
});

describe('the settings page /ajustes: about us, contact and debug (spec §2)', () => {
  it('links to the about-us page and to the debug page', async () => {
    renderApp('/ajustes');
    expect((await screen.findByRole('link', { name: 'Sobre nosotros' })).getAttribute('href')).toBe(
      '/ajustes/sobre-nosotros',
    );
    expect(screen.getByRole('link', { name: 'Depuración' }).getAttribute('href')).toBe('/ajustes/debug');
  });

  it('opens the contact modal with the city address; copying sends contactModal:copyToClipboard and shows "Copiado"', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { services, track } = servicesWithAnalytics();
    renderApp('/ajustes', { services });
    fireEvent.click(await screen.findByRole('button', { name: 'Contacta con nosotros' }));

    const dialog = screen.getByRole('dialog', { name: 'Contacta con nosotros' });
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' });
    expect(field.value).toBe(madrid.contactEmail);
    expect(field.readOnly).toBe(true);
    expect(track).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await within(dialog).findByRole('button', { name: 'Copiado' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(madrid.contactEmail);
    expect(track).toHaveBeenCalledExactlyOnceWith('contactModal:copyToClipboard');
  });

  it('sends no event when the browser refuses the copy', async () => {
    const writeText = vi.fn((_text: string) => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { services, track } = servicesWithAnalytics();
    renderApp('/ajustes', { services });
    fireEvent.click(await screen.findByRole('button', { name: 'Contacta con nosotros' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });

  it('closes the contact modal with the back button (spec §2: modals push a history entry)', async () => {
    renderApp('/ajustes');
    fireEvent.click(await screen.findByRole('button', { name: 'Contacta con nosotros' }));
    expect(screen.getByRole('dialog', { name: 'Contacta con nosotros' })).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/ajustes');
  });
});

describe('the settings page /ajustes: the account (spec §2 /ajustes/cuenta)', () => {
  it('has a row "Cuenta" leading to the account page, saying nobody is signed in', async () => {
    renderApp('/ajustes', { auth: fakeAuth().auth });
    const row = await screen.findByRole('link', { name: /^Cuenta/ });
    expect(row.getAttribute('href')).toBe('/ajustes/cuenta');
    expect(row.textContent).toBe('CuentaSin iniciar sesión');
    fireEvent.click(row);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta' })).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/cuenta');
  });

  it('names the signed-in rider on the row', async () => {
    renderApp('/ajustes', { auth: fakeAuth({ status: 'signedIn', ...FAKE_RIDER }).auth });
    expect((await screen.findByRole('link', { name: /^Cuenta/ })).textContent).toBe('CuentaAna García');
  });
});

describe('the settings page /ajustes: premium (spec §2 /ajustes/tu-premium, §5 premium enabled)', () => {
  it('has a row "Premium" leading to the rider’s premium, where the city sells premium', async () => {
    renderApp('/ajustes', { auth: fakeAuth().auth });
    const row = await screen.findByRole('link', { name: /^Premium/ });
    expect(row.getAttribute('href')).toBe('/ajustes/tu-premium');
    expect(row.textContent).toBe('PremiumSin anuncios');
    fireEvent.click(row);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu premium' })).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/tu-premium');
  });

  it('has no premium row in a city without premium', async () => {
    const { premium: _premium, ...withoutPremium } = madrid;
    renderApp('/ajustes', { city: withoutPremium, auth: fakeAuth().auth });
    expect(await screen.findByRole('link', { name: /^Cuenta/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Premium/ })).toBeNull();
  });
});
