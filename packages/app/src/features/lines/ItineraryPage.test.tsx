import type { LineShapeMapProps } from '@transit/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, fakeApi, renderApp } from '../../testSupport';
import { cercaniasC3Detail, metro1Detail, metro6Detail } from './lineFixtures';

// Leaflet does not run in jsdom: the lazily loaded map is a stand-in that shows what it was given.
vi.mock('./LineMap', () => ({
  default: (props: LineShapeMapProps) => (
    <div role="region" aria-label={props.label} data-colour={props.colour}>
      {`${props.shape.length} points, ${props.stops.length} stops`}
    </div>
  ),
}));

function renderItinerary(path: string) {
  const fake = fakeApi();
  fake.answers.lines['4-1'] = metro1Detail();
  fake.answers.lines['5-3'] = cercaniasC3Detail();
  fake.answers.lines['4-6'] = metro6Detail();
  return renderApp(path, { fake });
}

describe('the itinerary page /lineas/{lineCode}/rutas/{routeCode} (spec §2)', () => {
  it('titles a circular itinerary (Metro 6) by its way round, not "Hacia" the stop it starts and ends at', async () => {
    renderItinerary('/lineas/4-6/rutas/4-6%3A1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Línea 6 Circular · Andén 2' })).toBeTruthy();
    expect(
      await screen.findByRole('region', { name: 'Mapa del recorrido de la línea 6 (Circular · Andén 2)' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Hacia/)).toBeNull();
  });

  it('shows one itinerary: its destination as title, its stops in order and its route, and the way to the whole line', async () => {
    renderItinerary('/lineas/4-1/rutas/4-1%3A1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Línea 1 Hacia Pinar de Chamartín' }),
    ).toBeTruthy();
    expect(screen.getByText('Pinar de Chamartín - Valdecarros')).toBeTruthy();
    const stops = within(screen.getByRole('region', { name: 'Paradas' })).getByRole('list');
    expect(
      within(stops)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/paradas/4-295', '/paradas/4-12', '/paradas/4-263']);
    const lineMap = await screen.findByRole('region', {
      name: 'Mapa del recorrido de la línea 1 (Hacia Pinar de Chamartín)',
    });
    expect(lineMap.textContent).toBe('3 points, 3 stops');
    // There are no tabs here: one itinerary only.
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Ver la línea 1 completa' }));
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1?ruta=4-1%3A1'));
    expect(
      (await screen.findByRole('tab', { name: 'Hacia Pinar de Chamartín' })).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('is reached from the line page, for the tab shown', async () => {
    renderItinerary('/lineas/5-3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Hacia Aranjuez' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ver solo este itinerario' }));
    await waitFor(() => expect(currentUrl()).toBe('/lineas/5-3/rutas/5-3%3A1%3A364223'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Línea C3 Hacia Aranjuez' })).toBeTruthy();
  });

  it('says when the line has no such itinerary, with the way to the line', async () => {
    renderItinerary('/lineas/4-1/rutas/4-1%3A9');
    expect(await screen.findByText('La línea 1 no tiene el itinerario 4-1:9.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver la línea 1 completa' }).getAttribute('href')).toBe(
      '/lineas/4-1',
    );
  });

  it('says an invalid line code is not one, without asking the API', async () => {
    const { api } = renderItinerary('/lineas/x-1/rutas/4-1%3A0');
    expect(await screen.findByText('«x-1» no es un código de línea válido.')).toBeTruthy();
    expect(api.getLine).not.toHaveBeenCalled();
  });

  it('moves a line code written another way to its canonical address', async () => {
    renderItinerary('/lineas/04-1/rutas/4-1%3A0');
    await waitFor(() => expect(currentUrl()).toBe('/lineas/4-1/rutas/4-1%3A0'));
  });

  it('says an unknown line does not exist', async () => {
    renderItinerary('/lineas/4-77/rutas/4-77%3A0');
    expect(await screen.findByText('No existe la línea 4-77.')).toBeTruthy();
  });
});
