import madrid from '@transit/city-madrid';
import type { City } from '@transit/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setBrowserLanguages } from '../../testSupport';

async function renderAboutUs(city?: City) {
  const app = renderApp('/ajustes/sobre-nosotros', city ? { city } : {});
  await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' });
  return app;
}

function section(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section titled ${name}`);
  return element;
}

describe('the about-us page /ajustes/sobre-nosotros (spec §2)', () => {
  it('says what the product is, and its version 2.0.717 built on 2025-08-07 (spec §1, §9)', async () => {
    await renderAboutUs();
    expect(
      screen.getByText(/^Transporte Madrid es una app gratuita para moverte en transporte público/),
    ).toBeTruthy();
    const version = section('Versión');
    expect(within(version).getByText(/Versión 2\.0\.717/)).toBeTruthy();
    expect(within(version).getByText(/Compilada el 7 de agosto de 2025/)).toBeTruthy();
  });

  it('credits every feed of the city with its attribution and licence link, and the map tiles', async () => {
    await renderAboutUs();
    const data = section('Datos y atribuciones');
    const items = within(data).getAllByRole('listitem');
    expect(items).toHaveLength(madrid.feeds.length);
    madrid.feeds.forEach((feed, index) => {
      const item = items[index];
      if (!item) throw new Error('missing item');
      expect(within(item).getByText(feed.name)).toBeTruthy();
      expect(within(item).getByText(`Fuente: ${feed.attribution}`)).toBeTruthy();
      // EMT's recorded stop details name no licence page: that feed shows none.
      const licence = within(item).queryByRole('link', { name: 'Licencia de uso' });
      expect(licence?.getAttribute('href')).toBe(feed.licenceUrl);
      // Where a feed has no timetable, the product says so (README: data and attribution).
      expect(within(item).queryByText('No publica horarios.') !== null).toBe(!feed.hasTimetable);
    });
    expect(within(data).getByText('Teselas del mapa: © OpenStreetMap contributors')).toBeTruthy();
  });

  it('shows no licence link for a feed whose licence the city does not name', async () => {
    const [first] = madrid.feeds;
    if (!first) throw new Error('Madrid has feeds');
    const { licenceUrl: _dropped, ...withoutLicence } = first;
    await renderAboutUs({ ...madrid, feeds: [withoutLicence] });
    const items = within(section('Datos y atribuciones')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0] as HTMLElement).getByText(`Fuente: ${first.attribution}`)).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('gives the contact address as a mail link', async () => {
    await renderAboutUs();
    const link = within(section('Contacto')).getByRole('link', { name: madrid.contactEmail });
    expect(link.getAttribute('href')).toBe(`mailto:${madrid.contactEmail}`);
  });

  it('reads in English: "Version 2.0.717", "Built on August 7, 2025"', async () => {
    setBrowserLanguages(['en-US', 'en']);
    renderApp('/ajustes/sobre-nosotros');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.getByText(/Version 2\.0\.717/)).toBeTruthy();
    expect(screen.getByText(/Built on August 7, 2025/)).toBeTruthy();
    expect(screen.getAllByText(`Source: ${madrid.feeds[0]?.attribution ?? ''}`).length).toBeGreaterThan(0);
  });
});
