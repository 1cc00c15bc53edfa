import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CALLE_MAYOR_COUNT,
  currentUrl,
  fakeApi,
  httpError,
  lineListFixture,
  renderApp,
  stopListFixture,
} from '../../testSupport';
import { RESULTS_PAGE_SIZE } from './StopSearchPage';

const FIELD = 'Busca una parada o una línea';

async function field() {
  return screen.findByLabelText<HTMLInputElement>(FIELD);
}

async function type(text: string) {
  fireEvent.change(await field(), { target: { value: text } });
}

/** "#2DBEF0" as the DOM writes a colour back ("rgb(45, 190, 240)"). */
function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The stops found, as "name · code", in the order shown. */
function stopsFound(): string[] {
  const section = screen.queryByRole('region', { name: 'Paradas' });
  if (!section) return [];
  return within(section)
    .getAllByRole('link')
    .map((link) => {
      const [name, meta] = [...link.querySelectorAll('span span')].map((span) => span.textContent);
      return `${name} · ${meta}`;
    });
}

describe('the stop search /paradas/buscar (spec §2, §5)', () => {
  it('starts with a hint, the field focused', async () => {
    renderApp('/paradas/buscar');
    expect(
      await screen.findByText('Escribe el nombre de una parada, su código o el número de una línea.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar' })).toBeTruthy();
    expect(document.activeElement).toBe(await field());
  });

  it('suggests, before the rider types, the stops where most lines meet (spec §9: 10 popular stops)', async () => {
    renderApp('/paradas/buscar');
    const popular = await screen.findByRole('region', { name: 'Paradas con más líneas' });
    const links = within(popular).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.slice(0, 5).map((link) => link.getAttribute('href'))).toEqual([
      '/paradas/4-12',
      '/paradas/72',
      '/paradas/5-18',
      '/paradas/4-13',
      '/paradas/1234',
    ]);
    await type('sol');
    expect(screen.queryByRole('region', { name: 'Paradas con más líneas' })).toBeNull();
  });

  it('suggests nothing when the rider turned suggestions off in the settings', async () => {
    const { services } = renderApp('/paradas/buscar');
    act(() => services.preferences.getState().setAllowPopularStops(false));
    await screen.findByText('Escribe el nombre de una parada, su código o el número de una línea.');
    expect(screen.queryByRole('region', { name: 'Paradas con más líneas' })).toBeNull();
  });

  it('finds as the rider types, keeping the query in the URL without adding history entries', async () => {
    renderApp('/paradas/buscar');
    await screen.findByText(/Escribe el nombre/);
    const lengthBefore = window.history.length;
    await type('s');
    await type('so');
    await type('sol');
    await waitFor(() => expect(stopsFound()[0]).toBe('Sol · Parada 5-18'));
    // Equal matches follow the nearby-stop type order: Cercanías before Metro.
    expect(stopsFound()).toEqual(['Sol · Parada 5-18', 'Sol · Parada 4-12', 'Puerta del Sol · Parada 1234']);
    expect(currentUrl()).toBe('/paradas/buscar?q=sol');
    expect(window.history.length).toBe(lengthBefore);
    expect(screen.queryByText(/Escribe el nombre/)).toBeNull();
  });

  it.each([
    ['Sól', 'Sol · Parada 5-18'],
    ['Sol', 'Sol · Parada 5-18'],
    // Riders' name for the square: its stations, "Sol", first.
    ['pta del sol', 'Sol · Parada 5-18'],
    ['puerta del sol', 'Sol · Parada 5-18'],
    ['4-12', 'Sol · Parada 4-12'],
  ])('"%s" finds %s first', async (query, first) => {
    renderApp('/paradas/buscar');
    await type(query);
    await waitFor(() => expect(stopsFound()[0]).toBe(first));
    const link = within(screen.getByRole('region', { name: 'Paradas' })).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toBe(`/paradas/${first.replace(/.* /, '')}`);
  });

  it('shows each found stop with its lines in their colours and where they go, so two "Sol" can be told apart', async () => {
    const fake = fakeApi();
    fake.answers.stopList = {
      ...stopListFixture(),
      destinations: {
        '4-12': [
          'Pinar de Chamartín',
          'Valdecarros',
          'Las Rosas',
          'Cuatro Caminos',
          'Villaverde Alto',
          'Moncloa',
        ],
        '5-18': ['Aranjuez', 'Chamartín'],
      },
    };
    renderApp('/paradas/buscar?q=sol', { fake });
    await waitFor(() => expect(stopsFound()[0]).toBe('Sol · Parada 5-18'));
    const [cercanias, metro] = within(screen.getByRole('region', { name: 'Paradas' })).getAllByRole('link');
    expect(within(cercanias as HTMLElement).getByText('Hacia Aranjuez y Chamartín')).toBeTruthy();
    expect(within(cercanias as HTMLElement).getByText('Línea C3')).toBeTruthy();
    expect(
      within(metro as HTMLElement).getByText(
        'Hacia Pinar de Chamartín, Valdecarros, Las Rosas, Cuatro Caminos, Villaverde Alto y Moncloa',
      ),
    ).toBeTruthy();
    // Metro line 1's badge in line 1's colour from the line list.
    const badge = within(metro as HTMLElement).getByText('Línea 1').parentElement as HTMLElement;
    expect(badge.style.backgroundColor).toBe(hexToRgb(lineListFixture().lines[0]?.colour ?? ''));
    // A stop whose lines the data does not know says nothing of where they go.
    expect(within(screen.getByRole('region', { name: 'Paradas' })).queryAllByText(/^Hacia/)).toHaveLength(2);
  });

  it('shows the street address of each "Plaza Castilla" EMT stop, so stops of one name read apart', async () => {
    // The eighteen stops EMT names "Plaza Castilla" (crtm-m6-emt-20230331/stops.txt: code, position, stop_desc); the
    // data gives none of them lines, so only the address tells them apart.
    const plazaCastilla = [
      ['30', 40.466241, -3.688134, 'Calle de Mateo Inurria 1'],
      ['31', 40.466465, -3.688325, 'Calle de Mateo Inurria 1'],
      ['5602', 40.466725, -3.689285, 'Plaza de Castilla s/n'],
      ['3568', 40.467025, -3.68964, 'Paseo de la Castellana 189'],
      ['5611', 40.46774, -3.689061, 'Paseo de la Castellana 195 A'],
      ['1531', 40.465538, -3.690433, 'Calle de Bravo Murillo 379'],
      ['1486', 40.467356, -3.688547, 'Calle de Agustín de Foxá 1'],
      ['5605', 40.467602, -3.688809, 'Paseo de la Castellana 218'],
      ['5603', 40.46725, -3.688919, 'Paseo de la Castellana 216'],
      ['5722', 40.468259, -3.688935, 'Paseo de la Castellana 197'],
      ['5606', 40.467773, -3.688769, 'Paseo de la Castellana 195 A'],
      ['5610', 40.468396, -3.68859, 'Paseo de la Castellana 222'],
      ['5604', 40.467385, -3.688878, 'Paseo de la Castellana 218'],
      ['5612', 40.468024, -3.688992, 'Paseo de la Castellana 195 A'],
      ['5608', 40.468125, -3.688671, 'Calle de San Benito 3'],
      ['5607', 40.467994, -3.688705, 'Paseo de la Castellana 195 A'],
      ['5609', 40.468256, -3.68863, 'Paseo de la Castellana 222'],
      ['5459', 40.466605, -3.687607, 'Calle de Mateo Inurria 5'],
    ] as const;
    const fake = fakeApi();
    const list = stopListFixture();
    fake.answers.stopList = {
      ...list,
      stops: [
        ...list.stops,
        ...plazaCastilla.map(
          ([code, latitude, longitude]) =>
            [code, 'Plaza Castilla', latitude, longitude, [], false, 6] as (typeof list.stops)[number],
        ),
      ],
      addresses: Object.fromEntries(plazaCastilla.map(([code, , , address]) => [code, address])),
    };
    renderApp('/paradas/buscar?q=plaza castilla', { fake });
    await waitFor(() => expect(stopsFound()).toHaveLength(RESULTS_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: /^Ver \d+ más$/ }));
    await waitFor(() => expect(stopsFound()).toHaveLength(plazaCastilla.length));
    const rows = within(screen.getByRole('region', { name: 'Paradas' })).getAllByRole('link');
    const shown = rows.map((row) => {
      const code = row.getAttribute('href')?.replace('/paradas/', '') ?? '';
      const address = plazaCastilla.find(([candidate]) => candidate === code)?.[3] ?? '';
      expect(within(row).getByText(address)).toBeTruthy();
      return address;
    });
    // Eighteen rows named alike, at twelve different addresses (the data puts some stops at one address).
    expect(new Set(shown).size).toBe(12);
  });

  it('reads the query from the URL, so Back and reload keep it', async () => {
    renderApp('/paradas/buscar?q=gran');
    await waitFor(() => expect(stopsFound()).toEqual(['Gran Vía · Parada 4-13']));
    expect((await field()).value).toBe('gran');
  });

  it('says nothing was found for the query', async () => {
    renderApp('/paradas/buscar');
    await type('xyz');
    expect(await screen.findByText('No se han encontrado resultados para la búsqueda xyz')).toBeTruthy();
    expect(stopsFound()).toEqual([]);
  });

  it(`shows ${RESULTS_PAGE_SIZE} stops at first, and "Ver 10 más" shows ten more`, async () => {
    renderApp('/paradas/buscar?q=mayor');
    const total = CALLE_MAYOR_COUNT + 1; // and Plaza Mayor Ligero
    await waitFor(() => expect(stopsFound()).toHaveLength(RESULTS_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Ver 10 más' }));
    expect(stopsFound()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: `Ver ${total - 20} más` }));
    expect(stopsFound()).toHaveLength(total);
    expect(screen.queryByRole('button', { name: /^Ver \d+ más$/ })).toBeNull();
  });

  it('starts again from the first page for a new query', async () => {
    renderApp('/paradas/buscar?q=mayor');
    await waitFor(() => expect(stopsFound()).toHaveLength(RESULTS_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Ver 10 más' }));
    await type('calle mayor');
    await waitFor(() => expect(stopsFound()).toHaveLength(RESULTS_PAGE_SIZE));
  });

  it('finds lines too, each linking to /lineas/{lineCode}', async () => {
    renderApp('/paradas/buscar');
    await type('pinar');
    const lines = await screen.findByRole('region', { name: 'Líneas' });
    const link = within(lines).getByRole('link');
    expect(link.getAttribute('href')).toBe('/lineas/4-1');
    expect(link.textContent).toContain('Pinar de Chamartín - Valdecarros');
    expect(within(link).getByText('Línea 1')).toBeTruthy();
  });

  it('shows ten lines at first, and "Ver N más" the rest', async () => {
    const fake = fakeApi();
    const base = lineListFixture();
    fake.answers.lineList = {
      ...base,
      lines: Array.from({ length: 13 }, (_, index) => ({
        lineCode: `6-${100 + index}`,
        lineNumber: String(100 + index),
        lineName: `Circular ${index + 1}`,
        transportTypeCode: 6,
        colour: null,
        textColour: null,
        hasTimetable: false,
        isNocturnal: false,
      })),
    };
    renderApp('/paradas/buscar?q=circular', { fake });
    const lines = await screen.findByRole('region', { name: 'Líneas' });
    await waitFor(() => expect(within(lines).getAllByRole('link')).toHaveLength(RESULTS_PAGE_SIZE));
    fireEvent.click(within(lines).getByRole('button', { name: 'Ver 3 más' }));
    expect(within(lines).getAllByRole('link')).toHaveLength(13);
  });

  it('clears the query with the clear button', async () => {
    renderApp('/paradas/buscar?q=sol');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar el texto' }));
    expect(await screen.findByText(/Escribe el nombre/)).toBeTruthy();
    expect(currentUrl()).toBe('/paradas/buscar');
  });

  it('says the stop list could not be loaded, after the spec retries, and Reintentar loads it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.stopList = httpError('/v1/stops', 503, 'UNAVAILABLE');
    const { api } = renderApp('/paradas/buscar?q=sol', { fake });
    await field();
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    expect(
      await screen.findByText(
        'Se ha producido un error al obtener la lista de paradas. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    expect(api.getStopList).toHaveBeenCalledTimes(4);

    fake.answers.stopList = fakeApi().answers.stopList;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(stopsFound()[0]).toBe('Sol · Parada 5-18'));
  });

  it('has a back link to the stops home', async () => {
    renderApp('/paradas/buscar');
    const back = await screen.findByRole('link', { name: 'Volver' });
    expect(back.getAttribute('href')).toBe('/paradas');
  });
});

describe('stations in stop search (issue 10)', () => {
  it('lists the station "Sol" first, with its modes and lines, before its stops; choosing it opens the station page', async () => {
    renderApp('/paradas/buscar');
    await type('Sol');
    const stations = await screen.findByRole('region', { name: 'Estaciones' });
    const stops = screen.getByRole('region', { name: 'Paradas' });
    // Above the stops on the page.
    expect(stations.compareDocumentPosition(stops) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [station] = within(stations).getAllByRole('link');
    expect(within(stations).getAllByRole('link')).toHaveLength(1);
    expect(station?.getAttribute('href')).toBe('/estaciones/E4-12');
    const link = within(station as HTMLElement);
    expect(link.getByText('Estación Sol')).toBeTruthy();
    // Its modes' icons (Cercanías first, as the station lists them) and every line of its stops, once each.
    expect(link.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Cercanías',
      'Metro',
    ]);
    expect(link.getAllByText(/^Línea /).map((badge) => badge.textContent)).toEqual([
      'Línea C3',
      'Línea C4a',
      'Línea 1',
      'Línea 2',
      'Línea 3',
    ]);
    // Its stops still follow, each to its own page.
    expect(stopsFound().some((stop) => stop.includes('4-12'))).toBe(true);

    // Reached from the keyboard like any link, and it opens the station page.
    (station as HTMLElement).focus();
    expect(document.activeElement).toBe(station);
    fireEvent.click(station as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe('/estaciones/E4-12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
  });

  it('finds a station by its code, and offers none for a query no station matches', async () => {
    renderApp('/paradas/buscar');
    await type('E4-12');
    expect(await screen.findByRole('region', { name: 'Estaciones' })).toBeTruthy();
    await type('Gran Vía');
    await screen.findByRole('region', { name: 'Paradas' });
    expect(screen.queryByRole('region', { name: 'Estaciones' })).toBeNull();
  });

  it('offers no station from a stop list made before stations', async () => {
    const fake = fakeApi();
    const { stations: _omitted, ...older } = stopListFixture();
    fake.answers.stopList = older;
    renderApp('/paradas/buscar', { fake });
    await type('Sol');
    await screen.findByRole('region', { name: 'Paradas' });
    expect(screen.queryByRole('region', { name: 'Estaciones' })).toBeNull();
  });
});
