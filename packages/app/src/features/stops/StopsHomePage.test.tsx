import madrid from '@transit/city-madrid';
import { parseStopCode, type StopCode } from '@transit/core';
import type { StopList } from '@transit/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../shell/appContext';
import { AT_SOL, deferred, fakeApi, fakeGeolocation, fakePermissions, renderApp } from '../../testSupport';

const code = (text: string): StopCode => {
  const parsed = parseStopCode(text);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

/** The stops of a home section, as "name (code)" in the order shown. */
function stopsIn(sectionName: string): string[] {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .queryAllByRole('link')
    .map((link) => {
      const [name, meta] = [...link.querySelectorAll('span span')].map((span) => span.textContent);
      return `${name} (${meta})`;
    });
}

/** Renders the home after the rider visited `codes`, in that order. */
function renderHomeAfterVisiting(codes: readonly string[], fake = fakeApi()) {
  const services = createAppServices(madrid, { api: fake.api });
  for (const visited of codes) services.recentStops.getState().visit(code(visited));
  return renderApp('/paradas', { fake, services });
}

describe('the stops home /paradas (spec §2)', () => {
  it('lists the recent stops, most recent first, with their names from the stop list', async () => {
    renderHomeAfterVisiting(['09568', '4-12', '4-777', '1234']);
    await screen.findByText('Puerta del Sol');
    // 4-777 is not in the stop list (any more): it is left out rather than shown without a name.
    expect(stopsIn('Paradas recientes')).toEqual([
      'Puerta del Sol (Parada 1234)',
      'Sol (Parada 4-12)',
      'Estación de Aranjuez (Parada 09568)',
    ]);
    const first = within(screen.getByRole('region', { name: 'Paradas recientes' })).getAllByRole('link')[0];
    expect(first?.getAttribute('href')).toBe('/paradas/1234');
    expect(screen.queryByText('Las paradas que consultes aparecerán aquí.')).toBeNull();
  });

  it('asks for no stop list when it has no recent stops to name and no location to search around', async () => {
    const fake = fakeApi();
    renderApp('/paradas', { fake });
    expect(await screen.findByText('Las paradas que consultes aparecerán aquí.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(fake.api.getStopList).not.toHaveBeenCalled();
    // Once located, the nearby stops need the list.
    fakeGeolocation(() => AT_SOL);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(fake.api.getStopList).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner for the recent stops while the stop list loads', async () => {
    const fake = fakeApi();
    const list = deferred<StopList>();
    fake.answers.stopList = list.promise;
    renderHomeAfterVisiting(['4-12'], fake);
    const recent = await screen.findByRole('region', { name: 'Paradas recientes' });
    expect(within(recent).getByText('Cargando…')).toBeTruthy();
  });

  it('says the stops the rider looks up will appear there when there are none yet', async () => {
    renderApp('/paradas');
    expect(await screen.findByText('Las paradas que consultes aparecerán aquí.')).toBeTruthy();
    expect(stopsIn('Paradas recientes')).toEqual([]);
  });

  it('links to the stop search', async () => {
    renderApp('/paradas');
    const search = await screen.findByRole('link', { name: 'Buscar una parada' });
    expect(search.getAttribute('href')).toBe('/paradas/buscar');
  });

  it('asks for the location only on a tap, then lists the nearby stops in the spec type order', async () => {
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    const locate = await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(locate);
    await screen.findByText('Plaza Mayor Ligero');
    // Cercanías, Metro, Light Metro, interurban, EMT (spec §5); nearest first within a type; within 500 m only.
    expect(stopsIn('Paradas cercanas').map((stop) => stop.replace(/ \(.*/, ''))).toEqual([
      'Sol',
      'Sol',
      'Gran Vía',
      'Plaza Mayor Ligero',
      'Alcalá-Sevilla',
      'Puerta del Sol',
    ]);
    const nearby = within(screen.getByRole('region', { name: 'Paradas cercanas' }));
    expect(nearby.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/paradas/5-18',
      '/paradas/4-12',
      '/paradas/4-13',
      '/paradas/10-60',
      '/paradas/8-1001',
      '/paradas/1234',
    ]);
    expect(nearby.getAllByText(/^A \d+ m$/)).toHaveLength(6);
  });

  it('locates at once when the permission was already granted', async () => {
    fakePermissions('granted');
    fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeNull();
  });

  it('waits for a tap when the permission would still be asked for', async () => {
    fakePermissions('prompt');
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('waits for a tap when the browser cannot say whether permission was granted', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: () => Promise.reject(new TypeError("'geolocation' is not a valid permission name")) },
    });
    const getCurrentPosition = fakeGeolocation(() => AT_SOL);
    renderApp('/paradas');
    expect(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' })).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says it is looking for the location while the browser answers', async () => {
    // A browser still working out where the rider is: it has not called back yet.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: () => undefined },
    });
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(screen.getByText('Buscando tu ubicación…')).toBeTruthy();
  });

  it('says there are no stops within 500 m when there are none', async () => {
    fakeGeolocation(() => ({ latitude: 40.9, longitude: -4.1 }));
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText('No hay paradas a menos de 500 m de ti.')).toBeTruthy();
  });

  it.each([
    [1, 'No has dado permiso para usar tu ubicación. Puedes darlo en los ajustes de tu dispositivo.'],
    [2, 'La ubicación está desactivada en tu dispositivo. Actívala para ver las paradas cercanas.'],
    [3, 'No se ha podido obtener la ubicación. Revisa los ajustes de tu dispositivo.'],
  ])('says what went wrong for browser error %i, and Reintentar asks again', async (errorCode, text) => {
    let answer: { latitude: number; longitude: number } | { errorCode: number } = { errorCode };
    const getCurrentPosition = fakeGeolocation(() => answer);
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    expect(await screen.findByText(text)).toBeTruthy();
    answer = AT_SOL;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('says the browser cannot give the location when it has no geolocation, with a retry', async () => {
    renderApp('/paradas');
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar paradas cerca de mí' }));
    const text = 'Tu navegador no puede darnos tu ubicación.';
    expect(await screen.findByText(text)).toBeTruthy();
    fakeGeolocation(() => AT_SOL);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(await screen.findByText('Gran Vía')).toBeTruthy();
  });
});
