import madrid from '@transit/city-madrid';
import { FAVOURITE_NAME_MAX_LENGTH, type Locale } from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { TransitIntlProvider } from '@transit/i18n/react';
import { ToastHost } from '@transit/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppServicesProvider } from '../../common/appServices';
import { createAppServices } from '../../shell/services';
import { fakeApi } from '../../testSupport';
import { FavouriteLineButton } from './FavouriteLineButton';
import { FAVOURITES_STORE } from './favouritesStore';

/** The button as a line page shows it, with the app's services and toasts, in a locale. */
function renderButton(
  props: { readonly lineCode: string; readonly lineName: string },
  locale: Locale = 'es',
) {
  const services = createAppServices(madrid, { api: fakeApi().api });
  render(
    <AppServicesProvider services={services}>
      <TransitIntlProvider locale={locale} messages={CATALOGS[locale]}>
        <FavouriteLineButton {...props} />
        <ToastHost />
      </TransitIntlProvider>
    </AppServicesProvider>,
  );
  return services;
}

describe('FavouriteLineButton: a line as a favourite', () => {
  it('saves the line under its name ("Línea guardada"), then removes it ("Línea eliminada")', async () => {
    const services = renderButton({ lineCode: '4_01', lineName: 'Pinar de Chamartín - Valdecarros' });
    const toggle = await screen.findByRole('button', { name: 'Línea favorita' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Línea guardada')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(services.stores.get(FAVOURITES_STORE).getState().lineFavs).toEqual([
      { lineCode: '4-1', favName: 'Pinar de Chamartín - Valdecarros' },
    ]);
    expect(JSON.parse(localStorage.getItem('transit:madrid:lineFavs') ?? 'null')).toEqual([
      { lineCode: '4-1', favName: 'Pinar de Chamartín - Valdecarros' },
    ]);

    fireEvent.click(toggle);
    expect(await screen.findByText('Línea eliminada')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(services.stores.get(FAVOURITES_STORE).getState().lineFavs).toEqual([]);
  });

  it('reads as a favourite a line saved earlier, and speaks English and Catalan', async () => {
    localStorage.setItem('transit:madrid:lineFavs', JSON.stringify([{ lineCode: '6-27', favName: 'El 27' }]));
    renderButton({ lineCode: '6-27', lineName: 'Embajadores - Plaza Castilla' }, 'en');
    const toggle = await screen.findByRole('button', { name: 'Favourite line' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Line removed')).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText('Line saved')).toBeTruthy();
  });

  it('speaks Catalan', async () => {
    renderButton({ lineCode: '5-3', lineName: 'Aranjuez - Chamartín' }, 'ca');
    fireEvent.click(await screen.findByRole('button', { name: 'Línia preferida' }));
    expect(await screen.findByText('Línia desada')).toBeTruthy();
  });

  it('names a line without a name after its code', async () => {
    const services = renderButton({ lineCode: '8-450', lineName: '   ' });
    fireEvent.click(await screen.findByRole('button', { name: 'Línea favorita' }));
    await screen.findByText('Línea guardada');
    expect(services.stores.get(FAVOURITES_STORE).getState().lineFavs).toEqual([
      { lineCode: '8-450', favName: '8-450' },
    ]);
  });

  it(`cuts a name longer than ${FAVOURITE_NAME_MAX_LENGTH} characters to what is stored`, async () => {
    const services = renderButton({
      lineCode: '8-450',
      lineName: 'x'.repeat(FAVOURITE_NAME_MAX_LENGTH + 20),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Línea favorita' }));
    await screen.findByText('Línea guardada');
    expect(services.stores.get(FAVOURITES_STORE).getState().lineFavs).toEqual([
      { lineCode: '8-450', favName: 'x'.repeat(FAVOURITE_NAME_MAX_LENGTH) },
    ]);
  });

  it('shows nothing for a code that is not a line code', () => {
    renderButton({ lineCode: 'abc', lineName: 'Nada' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a favourite line past the cap is refused, and the rider is told so in their language', async () => {
    // core's FAVOURITES_LIST_MAX_LENGTH favourite lines, none of them this one.
    const full = Array.from({ length: 300 }, (_, i) => ({
      lineCode: `6-${i + 1}`,
      favName: `Línea ${i + 1}`,
    }));
    localStorage.setItem('transit:madrid:lineFavs', JSON.stringify(full));
    const services = renderButton({ lineCode: '4-1', lineName: 'Pinar de Chamartín - Valdecarros' }, 'ca');
    const toggle = await screen.findByRole('button', { name: 'Línia preferida' });
    fireEvent.click(toggle);
    expect(
      await screen.findByText('Ja tens 300 línies preferides, el màxim. Treu-ne alguna per desar aquesta.'),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(services.stores.get(FAVOURITES_STORE).getState().lineFavs).toHaveLength(300);
    expect(JSON.parse(localStorage.getItem('transit:madrid:lineFavs') ?? 'null')).toEqual(full);
  });
});
