import { render, screen } from '@testing-library/react';
import madrid from '@transit/city-madrid';
import { TransitIntlProvider } from '@transit/i18n/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testSupport';
import { createAppServices } from '../shell/services';
import { AppServicesProvider } from './appServices';
import { appRoutes } from '../shell/router';

function Broken(): never {
  throw new Error('The screen could not be drawn.');
}

describe('the router error screen (spec §2)', () => {
  it('shows any error a screen throws, with the contact address and a way to the main section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The app's route table with one more screen, which throws.
    const routes = appRoutes();
    routes[0]?.children?.unshift({ path: '/roto', element: <Broken /> });
    const router = createMemoryRouter(routes, { initialEntries: ['/roto'] });
    render(
      <AppServicesProvider services={createAppServices(madrid, { api: fakeApi().api })}>
        <TransitIntlProvider locale="es">
          <RouterProvider router={router} />
        </TransitIntlProvider>
      </AppServicesProvider>,
    );
    expect(
      await screen.findByText(
        'Ha ocurrido un error inesperado. Si este error persiste, por favor contáctanos al hola@transit-app.es',
      ),
    ).toBeTruthy();
    // The error's own text is developer English: it waits for support under the collapsed technical details.
    const details = screen.getByText('Detalles técnicos').closest('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toBe('Detalles técnicosThe screen could not be drawn.');
    expect(screen.getByRole('link', { name: 'Ir a la sección principal' }).getAttribute('href')).toBe('/');
  });
});

describe('the start, while the first screen arrives', () => {
  it('shows a spinner on the page background until the screen has loaded, then the screen', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const routes = appRoutes();
    routes[0]?.children?.unshift({
      path: '/lenta',
      lazy: async () => {
        await arrived;
        return { Component: () => <h1>Llegó</h1> };
      },
    });
    render(
      <AppServicesProvider services={createAppServices(madrid, { api: fakeApi().api })}>
        <TransitIntlProvider locale="es">
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/lenta'] })} />
        </TransitIntlProvider>
      </AppServicesProvider>,
    );
    expect(await screen.findByText('Cargando…')).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Llegó' })).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });
});
