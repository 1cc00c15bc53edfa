import type { LineList } from '@transit/api-client';
import madrid from '@transit/city-madrid';
import { type City, type Locale, ROUTES } from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CERCANIAS_C3,
  currentUrl,
  deferred,
  EMT_51,
  fakeApi,
  httpError,
  lineListFixture,
  renderApp,
  setBrowserLanguages,
} from '../../testSupport';
import { INFO_ROUTE_NAMES, type InfoRouteName, MADRID_REGION_INFO } from './infoContent';
import { OFFICIAL_SOURCES } from './officialSources';

/** The action bar title of every info route, in Spanish, English and Catalan. */
const TITLES: Readonly<Record<InfoRouteName, Readonly<Record<Locale, string>>>> = {
  info: { es: 'Información', en: 'Information', ca: 'Informació' },
  fares: { es: 'Tarifas', en: 'Fares', ca: 'Tarifes' },
  faresMetro: { es: 'Tarifas de Metro', en: 'Metro fares', ca: 'Tarifes de Metro' },
  faresLightMetro: { es: 'Tarifas de Metro Ligero', en: 'Metro Ligero fares', ca: 'Tarifes de Metro Ligero' },
  faresEmtBuses: { es: 'Tarifas de autobuses EMT', en: 'EMT bus fares', ca: 'Tarifes dels autobusos EMT' },
  faresInterurbanBuses: {
    es: 'Tarifas de autobuses interurbanos',
    en: 'Interurban bus fares',
    ca: 'Tarifes dels autobusos interurbans',
  },
  faresCercanias: { es: 'Tarifas de Cercanías', en: 'Cercanías fares', ca: 'Tarifes de Cercanías' },
  faresTransportCard: { es: 'Abono transporte', en: 'Travel pass', ca: 'Abonament de transport' },
  fareRise2025: { es: 'Subida de tarifas 2025', en: '2025 fare rise', ca: 'Pujada de tarifes 2025' },
  metroSchematicMap: { es: 'Plano de Metro', en: 'Metro schematic map', ca: 'Plànol del metro' },
  metroMap: { es: 'Mapa de Metro', en: 'Metro map', ca: 'Mapa del metro' },
  cercaniasSchematicMap: {
    es: 'Plano de Cercanías',
    en: 'Cercanías schematic map',
    ca: 'Plànol de Cercanías',
  },
  madridTransportMap: {
    es: 'Mapa de transportes de Madrid',
    en: 'Madrid transport map',
    ca: 'Mapa de transports de Madrid',
  },
  emtBusMap: { es: 'Mapa de autobuses EMT', en: 'EMT bus map', ca: "Mapa d'autobusos EMT" },
  emtNightBusMap: { es: 'Autobuses nocturnos EMT', en: 'EMT night buses', ca: 'Autobusos nocturns EMT' },
  interurbanNightBusMap: {
    es: 'Autobuses interurbanos nocturnos',
    en: 'Interurban night buses',
    ca: 'Autobusos interurbans nocturns',
  },
  lostAndFound: { es: 'Objetos perdidos', en: 'Lost and found', ca: 'Objectes perduts' },
  christmasSchedules2024: {
    es: 'Horarios de Navidad 2024-25',
    en: 'Christmas timetables 2024-25',
    ca: 'Horaris de Nadal 2024-25',
  },
  christmasSchedules2023: {
    es: 'Horarios de Navidad 2023-24',
    en: 'Christmas timetables 2023-24',
    ca: 'Horaris de Nadal 2023-24',
  },
  a5Roadworks: {
    es: 'Transporte y obras de la A5',
    en: 'Transport and the A5 roadworks',
    ca: "Transport i obres de l'A5",
  },
  a5RoadworksAffectedLines: { es: 'Líneas afectadas', en: 'Affected lines', ca: 'Línies afectades' },
  a5RoadworksCuatroVientos: { es: 'Cuatro Vientos', en: 'Cuatro Vientos', ca: 'Cuatro Vientos' },
  a5RoadworksEmtSe1: { es: 'Servicio especial SE1', en: 'Special service SE1', ca: 'Servei especial SE1' },
  a5RoadworksEmtSe2: { es: 'Servicio especial SE2', en: 'Special service SE2', ca: 'Servei especial SE2' },
  a5RoadworksEmtSe3: { es: 'Servicio especial SE3', en: 'Special service SE3', ca: 'Servei especial SE3' },
};

const LOCALES: readonly Locale[] = ['es', 'en', 'ca'];

const EXTERNAL_HINT: Readonly<Record<Locale, string>> = {
  es: '(web externa; se abre en una pestaña nueva)',
  en: '(external site; opens in a new tab)',
  ca: "(web externa; s'obre en una pestanya nova)",
};

function officialLinksSection(locale: Locale) {
  const name = { es: 'Información oficial', en: 'Official information', ca: 'Informació oficial' }[locale];
  return screen.getByRole('region', { name });
}

/** Madrid's city as a city without info pages yet (Barcelona, Bilbao and New York today): no infoContent. */
function cityWithoutInfo(): City {
  const { infoContent: _, ...city } = madrid;
  return city;
}

describe('every route of the info section renders its title and official links (spec §2)', () => {
  it('has a title for exactly the routes the section serves', () => {
    expect(Object.keys(TITLES).sort()).toEqual([...INFO_ROUTE_NAMES].sort());
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(INFO_ROUTE_NAMES)('%s', async (route) => {
      setBrowserLanguages([locale]);
      renderApp(ROUTES[route].path);
      expect(await screen.findByRole('heading', { level: 1, name: TITLES[route][locale] })).toBeTruthy();
      expect(screen.queryByText(CATALOGS[locale]['app.pending'])).toBeNull();

      const official = within(officialLinksSection(locale));
      const links = official.getAllByRole('link');
      const expected = MADRID_REGION_INFO[route].officialLinks.map((link) => OFFICIAL_SOURCES[link.source]);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((source) => source.url));
      expected.forEach((source, index) => {
        expect(links[index]?.textContent).toBe(`${CATALOGS[locale][source.name]} ${EXTERNAL_HINT[locale]}`);
      });
    });
  });
});

describe('the info section index /info', () => {
  it('lists fares, posters and maps, lost and found and the service notices, and leads to the fares', async () => {
    renderApp('/info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Información' })).toBeTruthy();
    const posters = screen.getByRole('region', { name: 'Planos y mapas' });
    expect(
      within(posters)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/info/plano-metro',
      '/info/mapa-metro',
      '/info/plano-cercanias',
      '/info/mapa-transporte-madrid',
      '/info/mapa-buses-emt',
      '/info/mapa-buses-emt-nocturnos',
      '/info/mapa-buses-interurbanos-nocturnos',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Objetos perdidos' })).getByRole('link', {
        name: 'Objetos perdidos A quién preguntar si pierdes algo en el transporte.',
      }),
    ).toBeTruthy();
    const notices = within(screen.getByRole('region', { name: 'Avisos del servicio' })).getAllByRole('link');
    expect(notices.map((link) => link.getAttribute('href'))).toEqual([
      '/info/transporte-obras-a5',
      '/info/horarios-navidad-2024-25',
      '/info/horarios-navidad-2023-24',
    ]);
    expect(screen.getByRole('region', { name: 'Quién hace qué' })).toBeTruthy();
    // The index is a main section: no back control.
    expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();

    fireEvent.click(
      within(screen.getByRole('region', { name: 'Tarifas' })).getByRole('link', { name: /^Tarifas/ }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas' })).toBeTruthy();
    expect(currentUrl()).toBe('/info/tarifas');
  });

  it('/info/tarifas lists the six fare pages and the 2025 fare rise page, and goes back to /info', async () => {
    renderApp('/info/tarifas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas' })).toBeTruthy();
    const modes = within(screen.getByRole('region', { name: 'Tarifas por modo de transporte' }));
    expect(modes.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/info/tarifas/metro',
      '/info/tarifas/metro-ligero',
      '/info/tarifas/buses-emt',
      '/info/tarifas/buses-interurbanos',
      '/info/tarifas/cercanias',
      '/info/tarifas/abono-transporte',
    ]);
    const changes = within(screen.getByRole('region', { name: 'Cambios de tarifas' }));
    expect(changes.getByRole('link', { name: /^Subida de tarifas 2025/ }).getAttribute('href')).toBe(
      '/info/subida-tarifas-2025',
    );
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/info');
  });

  it('the A5 roadworks page leads to its five sub-pages, which go back to it', async () => {
    renderApp('/info/transporte-obras-a5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transporte y obras de la A5' }),
    ).toBeTruthy();
    const pages = within(screen.getByRole('region', { name: 'En esta sección' })).getAllByRole('link');
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/info/transporte-obras-a5/lineas-afectadas',
      '/info/transporte-obras-a5/cuatro-vientos',
      '/info/transporte-obras-a5/emt-se1',
      '/info/transporte-obras-a5/emt-se2',
      '/info/transporte-obras-a5/emt-se3',
    ]);
    fireEvent.click(pages[2] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicio especial SE1' })).toBeTruthy();
    expect(
      screen.getByText(
        'SE1 es un servicio especial de autobús de EMT Madrid durante las obras de la A5. Los datos abiertos que usa esta app no incluyen esta línea, así que no mostramos su recorrido ni su horario: los publica EMT.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe(
      '/info/transporte-obras-a5',
    );
  });
});

describe('a fare page', () => {
  it('the Metro fares page says what each fare is for, links the stop search and Metro de Madrid', async () => {
    renderApp('/info/tarifas/metro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifas de Metro' })).toBeTruthy();
    const fares = within(screen.getByRole('region', { name: 'Qué título usar' }));
    expect(fares.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Billete sencillo: un viaje. En la zona A su precio depende del número de estaciones del trayecto.',
      'Billete de 10 viajes: sirve en Metro dentro de la zona A y en los autobuses EMT.',
      'Abono transporte: viajes sin límite durante su vigencia en las zonas que incluye.',
    ]);
    expect(screen.getByRole('region', { name: 'Aeropuerto' })).toBeTruthy();
    // No price is stated: the product does not invent figures.
    expect(document.body.textContent).not.toMatch(/\d+[,.]\d{2}\s?€|€\s?\d/);
    expect(screen.getByRole('link', { name: 'Buscar una parada' }).getAttribute('href')).toBe(
      '/paradas/buscar',
    );
    const metro = within(officialLinksSection('es')).getByRole('link', { name: /^Metro de Madrid/ });
    expect(metro.getAttribute('href')).toBe('https://www.metromadrid.es');
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/info/tarifas');
  });

  it('the transport card page links the card balance screen', async () => {
    renderApp('/info/tarifas/abono-transporte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abono transporte' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Consultar el saldo y la caducidad de tu tarjeta' })
        .getAttribute('href'),
    ).toBe('/saldo-abono-transporte');
  });
});

describe('an official link (external-link markup)', () => {
  it('opens in a new tab without opener or referrer, and says so to screen readers', async () => {
    renderApp('/info/objetos-perdidos');
    await screen.findByRole('heading', { level: 1, name: 'Objetos perdidos' });
    const link = within(officialLinksSection('es')).getByRole('link', {
      name: 'Ayuntamiento de Madrid (madrid.es) (web externa; se abre en una pestaña nueva)',
    });
    expect(link.getAttribute('href')).toBe('https://www.madrid.es');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const glyph = link.querySelector('svg');
    expect(glyph?.getAttribute('aria-hidden')).toBe('true');
    expect(glyph?.getAttribute('focusable')).toBe('false');
    // What the link is for is beside it, not inside its name.
    expect(
      within(link.closest('li') as HTMLElement).getByText(
        'Dirección y horario de la Oficina de Objetos Perdidos municipal.',
      ),
    ).toBeTruthy();
  });

  it('every link to another site opens in a new tab; links inside the app do not', async () => {
    renderApp('/info/tarifas/cercanias');
    await screen.findByRole('heading', { level: 1, name: 'Tarifas de Cercanías' });
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('https://')) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.textContent).toContain(EXTERNAL_HINT.es);
      } else {
        expect(href.startsWith('/')).toBe(true);
        expect(link.getAttribute('target')).toBeNull();
      }
    }
  });
});

describe('the poster and map pages (spec §2: preview images)', () => {
  const POSTERS = [
    ['metroSchematicMap', 'metro-schematic.svg'],
    ['metroMap', 'metro-map.svg'],
    ['cercaniasSchematicMap', 'cercanias-schematic.svg'],
    ['madridTransportMap', 'madrid-transport.svg'],
    ['emtBusMap', 'emt-buses.svg'],
    ['emtNightBusMap', 'emt-night-buses.svg'],
    ['interurbanNightBusMap', 'interurban-night-buses.svg'],
  ] as const satisfies readonly (readonly [InfoRouteName, string])[];

  it.each(POSTERS)(
    '%s shows its illustration, says it is not the official map, and credits the data',
    async (route, file) => {
      renderApp(ROUTES[route].path);
      await screen.findByRole('heading', { level: 1, name: TITLES[route].es });
      const figure = screen.getByRole('figure');
      const image = within(figure).getByRole('img');
      expect(image.getAttribute('src')).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
      expect(image.getAttribute('alt')).toBe(
        CATALOGS.es[MADRID_REGION_INFO[route].preview?.alt ?? 'info.index.title'],
      );
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '900']);
      expect(figure.textContent).toMatch(/^Ilustración de esta app, no el plano oficial\. .*CRTM/);
    },
  );

  it('the Metro schematic map names Metro de Madrid as the publisher of the official map', async () => {
    renderApp('/info/plano-metro');
    await screen.findByRole('heading', { level: 1, name: 'Plano de Metro' });
    expect(
      screen.getByText(
        'El plano de Metro muestra de forma esquemática las líneas y estaciones de Metro de Madrid y sus enlaces. El plano oficial lo publica Metro de Madrid en su web.',
      ),
    ).toBeTruthy();
    expect(
      within(officialLinksSection('es')).getByText('El plano oficial de Metro, para ver o descargar.'),
    ).toBeTruthy();
  });
});

/** The line list with night lines and lines ending at Cuatro Vientos, as the CRTM data names them. */
function lineListWithNightAndA5Lines(): LineList {
  const list = lineListFixture();
  const extra = [
    { ...EMT_51, lineCode: '6-312', lineNumber: 'N2', lineName: 'CIBELES-VALDEBEBAS', isNocturnal: true },
    { ...EMT_51, lineCode: '6-311', lineNumber: 'N1', lineName: 'CIBELES-SANCHINARRO', isNocturnal: true },
    {
      ...EMT_51,
      lineCode: '8-928',
      lineNumber: 'N501',
      lineName: 'MADRID (Príncipe Pío) - MOSTOLES (por Est. Alcorcón)',
      transportTypeCode: 8,
      isNocturnal: true,
    },
    {
      ...EMT_51,
      lineCode: '8-511',
      lineNumber: '511',
      lineName: 'MADRID (Cuatro Vientos) - ALCORCÓN (por Parque Lisboa)',
      transportTypeCode: 8,
      isNocturnal: false,
    },
    {
      ...EMT_51,
      lineCode: '8-495',
      lineNumber: '495',
      lineName: 'MADRID (Cuatro Vientos) - ARROYOMOLINOS-MORALEJA DE ENMEDIO',
      transportTypeCode: 8,
      isNocturnal: false,
    },
  ];
  return { ...list, lines: [...list.lines, ...extra] };
}

describe('lines from the data on the info pages', () => {
  it('the EMT night bus map lists the EMT night lines of the line list, in number order, with the data credit', async () => {
    const fake = fakeApi();
    fake.answers.lineList = lineListWithNightAndA5Lines();
    renderApp('/info/mapa-buses-emt-nocturnos', { fake });
    const section = await screen.findByRole('region', { name: 'Líneas nocturnas EMT en los datos' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['N1Línea N1CIBELES-SANCHINARRO', '/lineas/6-311'],
      ['N2Línea N2CIBELES-VALDEBEBAS', '/lineas/6-312'],
    ]);
    expect(
      within(section).getByText('Fuente de los datos: Consorcio Regional de Transportes de Madrid'),
    ).toBeTruthy();
  });

  it('the Cuatro Vientos page lists the interurban lines whose Madrid end is Cuatro Vientos and links the stations', async () => {
    const fake = fakeApi();
    fake.answers.lineList = lineListWithNightAndA5Lines();
    renderApp('/info/transporte-obras-a5/cuatro-vientos', { fake });
    const section = await screen.findByRole('region', {
      name: 'Líneas con cabecera en Cuatro Vientos según los datos',
    });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/lineas/8-495', '/lineas/8-511']);
    expect(screen.getByRole('link', { name: 'Estación de Metro Cuatro Vientos' }).getAttribute('href')).toBe(
      '/paradas/4-203',
    );
    expect(
      screen.getByRole('link', { name: 'Estación de Cercanías Cuatro Vientos' }).getAttribute('href'),
    ).toBe('/paradas/5-24');
  });

  it('says so when the data has no such lines', async () => {
    renderApp('/info/mapa-buses-interurbanos-nocturnos');
    expect(await screen.findByText('Esta app no tiene líneas interurbanas nocturnas.')).toBeTruthy();
  });

  it('shows a spinner while the line list loads, its error with Retry, then the lines', async () => {
    const fake = fakeApi();
    const answer = deferred<LineList>();
    fake.answers.lineList = answer.promise;
    renderApp('/info/mapa-buses-interurbanos-nocturnos', { fake });
    const section = await screen.findByRole('region', { name: 'Líneas interurbanas nocturnas en los datos' });
    expect(within(section).getByRole('status').textContent).toBe('Cargando…');
    answer.reject(httpError('/v1/lines', 404, 'NOT_FOUND'));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener la lista de líneas. Por favor, inténtalo de nuevo.',
    );

    fake.answers.lineList = lineListWithNightAndA5Lines();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const line = await within(section).findByRole('link', { name: /N501/ });
    expect(line.getAttribute('href')).toBe('/lineas/8-928');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('lists no Cercanías or EMT day line as a night line', async () => {
    const fake = fakeApi();
    fake.answers.lineList = {
      ...lineListFixture(),
      lines: [
        { ...CERCANIAS_C3, isNocturnal: true },
        { ...EMT_51, isNocturnal: false },
      ],
    };
    renderApp('/info/mapa-buses-emt-nocturnos', { fake });
    expect(await screen.findByText('Esta app no tiene líneas nocturnas de EMT.')).toBeTruthy();
  });
});

describe('a city without info pages yet (city.infoContent absent)', () => {
  it('says on /info that the city has no info pages yet, with a way back to the stops', async () => {
    renderApp('/info', { city: cityWithoutInfo() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Información' })).toBeTruthy();
    expect(screen.getByText('Esta ciudad todavía no tiene páginas de información.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a paradas' }).getAttribute('href')).toBe('/paradas');
    expect(screen.queryByRole('region', { name: 'Información oficial' })).toBeNull();
  });

  it.each(['/info/tarifas/metro', '/info/plano-metro', '/info/transporte-obras-a5/emt-se2'])(
    'shows no Madrid page at %s either',
    async (path) => {
      setBrowserLanguages(['en']);
      renderApp(path, { city: cityWithoutInfo() });
      expect(await screen.findByText('This city has no information pages yet.')).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByText(/Metro de Madrid/)).toBeNull();
    },
  );
});
