/* The planner's form /planificador (issue 11), over the fake API's stop list (Sol's station E4-12: 5-18 and 4-12). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as DevicePlannerHooks from './devicePlannerHooks';
import madrid from '@transit/city-madrid';
import { createAppServices } from '../../shell/services';
import { currentUrl, fakeApi, fakeGeolocation, renderApp } from '../../testSupport';

vi.mock('./devicePlannerHooks', async (importOriginal) => ({
  ...(await importOriginal<typeof DevicePlannerHooks>()),
  useDevicePlannerWarmUp: () => undefined,
}));

async function choose(fieldName: string, typed: string, option: RegExp) {
  const field = await screen.findByRole('combobox', { name: fieldName });
  fireEvent.change(field, { target: { value: typed } });
  const list = await screen.findByRole('listbox', { name: 'Lugares encontrados' });
  fireEvent.click(await within(list).findByRole('option', { name: option }));
}

describe('the planner form /planificador (spec §2, issue 11)', () => {
  it('finds places in the cached stop list (the station first), and opens the shareable result address', async () => {
    renderApp('/planificador');
    await choose('Origen', 'sol', /^Sol, Estación$/);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Origen' }).value).toBe('Sol');
    await choose('Destino', 'gran', /^Gran Vía, Parada 4-13/);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar ruta' }));
    await waitFor(() => expect(currentUrl()).toBe('/planificador/ruta?from=station%3AE4-12&to=stop%3A4-13'));
  });

  it("online, adds the API's places (a municipality) after the device's stops and stations", async () => {
    const fake = fakeApi();
    const asked: string[] = [];
    const places = {
      searchPlaces: (query: string) => {
        asked.push(query);
        return Promise.resolve({
          query,
          places: [
            {
              ref: 'point:40.482000,-3.364000',
              kind: 'municipality' as const,
              name: 'Alcalá de Henares',
              detail: 'Municipio',
              location: { latitude: 40.482, longitude: -3.364 },
            },
          ],
        });
      },
    };
    renderApp('/planificador', {
      fake,
      services: createAppServices(madrid, { api: { ...fake.api, places } }),
    });
    await choose('Origen', 'alcala', /^Alcalá de Henares/);
    expect(asked).toContain('alcala');
    await waitFor(() => expect(currentUrl()).toContain('from=point%3A40.482000%2C-3.364000'));
  });

  it('keeps the form in its address, so going back finds it as it was', async () => {
    renderApp('/planificador');
    await choose('Origen', 'sol', /^Sol, Estación$/);
    expect(currentUrl()).toBe('/planificador?from=station%3AE4-12&fromName=Sol');
  });

  it('says "No results found for that name" when no place matches, in the rider\'s language', async () => {
    renderApp('/planificador');
    const field = await screen.findByRole('combobox', { name: 'Origen' });
    fireEvent.change(field, { target: { value: 'zzzz' } });
    expect(await screen.findByText('No se han encontrado resultados con ese nombre')).toBeTruthy();
  });

  it('picks with the keyboard: arrows move through the places, Enter chooses', async () => {
    renderApp('/planificador');
    const field = await screen.findByRole('combobox', { name: 'Destino' });
    fireEvent.change(field, { target: { value: 'sol' } });
    await screen.findByRole('listbox', { name: 'Lugares encontrados' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).getAttribute('aria-label')).toMatch(
      /^Sol, Parada 5-18/,
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(currentUrl()).toBe('/planificador?to=stop%3A5-18&toName=Sol'));
  });

  it('swaps origin and destination', async () => {
    renderApp('/planificador?from=stop%3A4-12&fromName=Sol&to=stop%3A4-13&toName=Gran+V%C3%ADa');
    fireEvent.click(await screen.findByRole('button', { name: 'Intercambiar origen y destino' }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/planificador?from=stop%3A4-13&fromName=Gran+V%C3%ADa&to=stop%3A4-12&toName=Sol',
      ),
    );
  });

  it('uses the rider\'s location as "Mi ubicación", a point that carries its name to the result', async () => {
    fakeGeolocation(() => ({ latitude: 40.4169, longitude: -3.7035 }));
    renderApp('/planificador?to=stop%3A4-13&toName=Gran+V%C3%ADa');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar mi ubicación como origen' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Origen' }).value).toBe('Mi ubicación'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buscar ruta' }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/planificador/ruta?from=point%3A40.416900%2C-3.703500&to=stop%3A4-13&fromName=Mi+ubicaci%C3%B3n',
      ),
    );
  });

  it('"arrive by" asks for a date and time and sends arriveBy=true with it', async () => {
    renderApp('/planificador?from=stop%3A4-12&fromName=Sol&to=stop%3A4-13&toName=Gran+V%C3%ADa');
    fireEvent.click(await screen.findByRole('radio', { name: 'Llegar antes de una hora' }));
    const at = await screen.findByLabelText('Fecha y hora');
    fireEvent.change(at, { target: { value: '2025-11-19T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar ruta' }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/planificador/ruta?from=stop%3A4-12&to=stop%3A4-13&at=2025-11-19T09%3A00&arriveBy=true',
      ),
    );
  });

  it('asks for both places before searching, and puts the focus on the missing one', async () => {
    renderApp('/planificador?from=stop%3A4-12&fromName=Sol');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar ruta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige un origen y un destino de la lista.');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Destino' }));
    expect(currentUrl()).toBe('/planificador?from=stop%3A4-12&fromName=Sol');
  });
});
