import { describe, expect, it } from 'vitest';
import { MADRID_CLIENT_POLICY } from './ads';
import { type CityInput, CityConfigError, defineCity, FEED_KINDS, parseCity } from './city';
import { MADRID_AUTOCOMPLETE_BOUNDS, MADRID_MAP_CENTRE } from './constants';
import { ProductError } from './errors';
import { getProject } from './projects';

/** A valid minimal Madrid-like city config. */
function madrid(): CityInput {
  return {
    id: 'madrid',
    project: { ...getProject('madrid') },
    webApp: {
      description: 'Tiempos de espera, paradas y líneas del transporte público de la Comunidad de Madrid.',
      themeColour: '#1565c0',
      backgroundColour: '#ffffff',
    },
    clientPolicy: {
      ...MADRID_CLIENT_POLICY,
      chatButtons: { ...MADRID_CLIENT_POLICY.chatButtons },
    },
    languages: ['es', 'en', 'ca'],
    defaultLocale: 'es',
    defaultTheme: 'V2_LightBlue',
    map: {
      centre: { ...MADRID_MAP_CENTRE },
      bounds: { south: 39.8, west: -4.6, north: 41.2, east: -3.0 },
      placeSearchBounds: { ...MADRID_AUTOCOMPLETE_BOUNDS },
      defaultZoom: 12,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    },
    apiBase: '/api',
    contactEmail: 'hola@transit-app.es',
    timeZone: 'Europe/Madrid',
    feeds: [
      {
        id: 'crtm-metro',
        name: 'Metro de Madrid (CRTM)',
        kind: 'gtfs',
        officialUrl: 'https://datos.crtm.es/metro.zip',
        snapshotPath: 'cities/madrid/data/metro/google_transit.zip',
        transportTypeCode: 4,
        hasTimetable: true,
        attribution: 'Consorcio Regional de Transportes de Madrid',
      },
    ],
  };
}

/** The issues of a config that must fail. */
function issuesOf(input: unknown): readonly string[] {
  const parsed = parseCity(input);
  if (parsed.ok) throw new Error('expected the city config to be invalid');
  expect(parsed.error).toBeInstanceOf(CityConfigError);
  expect(parsed.error).toBeInstanceOf(ProductError);
  expect(parsed.error.code).toBe('CITY_CONFIG_INVALID');
  expect(parsed.error.name).toBe('CityConfigError');
  expect(parsed.error.message).toBe(
    `City config '${typeof input === 'object' && input !== null && 'id' in input && typeof input.id === 'string' ? input.id : 'unknown'}' is invalid: ${parsed.error.issues.join('; ')}`,
  );
  return parsed.error.issues;
}

const feed = () => madrid().feeds[0]!;

describe('parseCity', () => {
  it('accepts a valid minimal Madrid-like config', () => {
    const parsed = parseCity(madrid());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.id).toBe('madrid');
    expect(parsed.value.map.centre).toEqual({ lat: 40.419, lon: -3.708 });
    expect(parsed.value.allowedStopTypeCodes).toBeUndefined();
  });

  it('accepts the optional lists of allowed stop and transport type codes, and an absolute API base', () => {
    const input = {
      ...madrid(),
      allowedStopTypeCodes: [4, 5, 6, 8, 10],
      allowedTransportTypeCodes: [9],
      apiBase: 'https://api.transit-app.es/v1',
      feeds: [
        feed(),
        {
          ...feed(),
          id: 'crtm-cercanias',
          kind: 'crtm-opendata',
          transportTypeCode: 5,
          supplementPaths: ['cities/madrid/data/crtm-open-data-tables'],
          hasTimetable: false,
          licenceUrl: 'https://datos.crtm.es/licence',
        },
      ],
    };
    expect(parseCity(input).ok).toBe(true);
  });

  it('accepts public holidays as ISO dates, earliest first, and none at all', () => {
    const parsed = parseCity({ ...madrid(), publicHolidays: ['2025-12-25', '2026-01-01'] });
    expect(parsed.ok && parsed.value.publicHolidays).toEqual(['2025-12-25', '2026-01-01']);
    expect(parseCity({ ...madrid(), publicHolidays: [] }).ok).toBe(true);
    const none = parseCity(madrid());
    expect(none.ok && none.value.publicHolidays).toBeUndefined();
  });

  it("accepts a home navbar item and another city's network, absent by default", () => {
    const parsed = parseCity({
      ...madrid(),
      id: 'madrid-card',
      project: getProject('madrid-card'),
      homeNavItem: 'card',
      networkOf: 'madrid',
    });
    expect(parsed.ok && [parsed.value.homeNavItem, parsed.value.networkOf]).toEqual(['card', 'madrid']);
    const none = parseCity(madrid());
    expect(none.ok && [none.value.homeNavItem, none.value.networkOf]).toEqual([undefined, undefined]);
  });

  it('offers gtfs, crtm-opendata and emt-stop-details feeds', () => {
    expect(FEED_KINDS).toEqual(['gtfs', 'crtm-opendata', 'emt-stop-details']);
  });

  describe('gives the coded error CITY_CONFIG_INVALID, listing the path of each problem', () => {
    it.each<[string, (city: CityInput) => unknown, string]>([
      [
        'a projectId other than the city id',
        (city) => ({ ...city, project: getProject('bilbao') }),
        "project.projectId: must be the city id 'madrid'",
      ],
      [
        'a defaultLocale not in the languages',
        (city) => ({ ...city, languages: ['es'], defaultLocale: 'en' }),
        'defaultLocale: must be one of the city languages',
      ],
      [
        'a centre outside the bounds (north)',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 42, lon: -3.7 } } }),
        'map.centre: must lie inside the map bounds',
      ],
      [
        'a centre outside the bounds (south)',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 39, lon: -3.7 } } }),
        'map.centre: must lie inside the map bounds',
      ],
      [
        'a centre outside the bounds (west)',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 40.4, lon: -5 } } }),
        'map.centre: must lie inside the map bounds',
      ],
      [
        'a centre outside the bounds (east)',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 40.4, lon: -2 } } }),
        'map.centre: must lie inside the map bounds',
      ],
      [
        'a tile URL without {y}',
        (city) => ({ ...city, map: { ...city.map, tileUrl: 'https://tiles.example/{z}/{x}.png' } }),
        'map.tileUrl: a tile URL template needs {z}, {x} and {y}',
      ],
      [
        'an http tile URL',
        (city) => ({ ...city, map: { ...city.map, tileUrl: 'http://tiles.example/{z}/{x}/{y}.png' } }),
        'map.tileUrl: a tile URL template needs {z}, {x} and {y}',
      ],
      [
        'a bad time zone',
        (city) => ({ ...city, timeZone: 'Mars/Olympus_Mons' }),
        'timeZone: not an IANA time zone',
      ],
      [
        'duplicate feed ids',
        (city) => ({ ...city, feeds: [feed(), { ...feed(), name: 'Again' }] }),
        "feeds: feed id 'crtm-metro' appears twice",
      ],
      [
        'a snapshot path with ..',
        (city) => ({
          ...city,
          feeds: [{ ...feed(), snapshotPath: 'cities/madrid/data/../../../etc/passwd' }],
        }),
        'feeds.0.snapshotPath: a snapshot path stays inside the repository',
      ],
      [
        'inverted map bounds',
        (city) => ({ ...city, map: { ...city.map, bounds: { south: 41, west: -4, north: 40, east: -3 } } }),
        'map.bounds: bounds need south < north and west < east',
      ],
      [
        'inverted place search bounds',
        (city) => ({
          ...city,
          map: { ...city.map, placeSearchBounds: { south: 40, west: -3, north: 41, east: -4 } },
        }),
        'map.placeSearchBounds: bounds need south < north and west < east',
      ],
      [
        'a network of its own named as networkOf',
        (city) => ({ ...city, networkOf: 'madrid' }),
        'networkOf: must name another city: its own network needs no networkOf',
      ],
      [
        'a theme that is not one of the 20',
        (city) => ({ ...city, defaultTheme: 'V2_Neon' }),
        'defaultTheme: not one of the 20 theme colours',
      ],
    ])('refuses %s', (_, change, issue) => {
      expect(issuesOf(change(madrid()))).toContain(issue);
    });

    it.each<[string, (city: CityInput) => unknown, string]>([
      ['an unknown city id', (city) => ({ ...city, id: 'paris' }), 'id'],
      [
        'an invalid project descriptor',
        (city) => ({ ...city, project: { ...city.project, websiteUrl: 'http://x.es' } }),
        'project.websiteUrl',
      ],
      [
        'an unknown client policy key',
        (city) => ({ ...city, clientPolicy: { ...city.clientPolicy, popups: true } }),
        'clientPolicy',
      ],
      ['an empty list of languages', (city) => ({ ...city, languages: [] }), 'languages'],
      ['a home that is not a navbar item', (city) => ({ ...city, homeNavItem: 'settings' }), 'homeNavItem'],
      ['a network of an unknown city', (city) => ({ ...city, networkOf: 'paris' }), 'networkOf'],
      ['an unknown language', (city) => ({ ...city, languages: ['es', 'fr'] }), 'languages.1'],
      ['an unknown default locale', (city) => ({ ...city, defaultLocale: 'fr' }), 'defaultLocale'],
      [
        'a latitude beyond 90',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 91, lon: 0 } } }),
        'map.centre.lat',
      ],
      [
        'a longitude beyond 180',
        (city) => ({ ...city, map: { ...city.map, centre: { lat: 40, lon: -181 } } }),
        'map.centre.lon',
      ],
      ['a zoom beyond 19', (city) => ({ ...city, map: { ...city.map, defaultZoom: 20 } }), 'map.defaultZoom'],
      [
        'a fractional zoom',
        (city) => ({ ...city, map: { ...city.map, defaultZoom: 12.5 } }),
        'map.defaultZoom',
      ],
      [
        'an empty tile attribution',
        (city) => ({ ...city, map: { ...city.map, tileAttribution: '' } }),
        'map.tileAttribution',
      ],
      ['a relative API base that is not a path', (city) => ({ ...city, apiBase: 'api' }), 'apiBase'],
      ['an API base with a trailing slash', (city) => ({ ...city, apiBase: '/api/' }), 'apiBase'],
      ['an ftp API base', (city) => ({ ...city, apiBase: 'ftp://api.example' }), 'apiBase'],
      [
        'a stop type code that is not a stop type',
        (city) => ({ ...city, allowedStopTypeCodes: [9] }),
        'allowedStopTypeCodes.0',
      ],
      [
        'an empty list of allowed stop type codes',
        (city) => ({ ...city, allowedStopTypeCodes: [] }),
        'allowedStopTypeCodes',
      ],
      [
        'an unknown transport type code',
        (city) => ({ ...city, allowedTransportTypeCodes: [7] }),
        'allowedTransportTypeCodes.0',
      ],
      [
        'a feed id that is not kebab-case',
        (city) => ({ ...city, feeds: [{ ...feed(), id: 'CRTM_metro' }] }),
        'feeds.0.id',
      ],
      [
        'an unknown feed kind',
        (city) => ({ ...city, feeds: [{ ...feed(), kind: 'netex' }] }),
        'feeds.0.kind',
      ],
      [
        'a feed URL that is not http(s)',
        (city) => ({ ...city, feeds: [{ ...feed(), officialUrl: 'ftp://crtm.es/a.zip' }] }),
        'feeds.0.officialUrl',
      ],
      [
        'a snapshot path outside cities/<id>/data',
        (city) => ({ ...city, feeds: [{ ...feed(), snapshotPath: '/etc/passwd' }] }),
        'feeds.0.snapshotPath',
      ],
      [
        'an empty feed attribution',
        (city) => ({ ...city, feeds: [{ ...feed(), attribution: '' }] }),
        'feeds.0.attribution',
      ],
      [
        'a feed licence URL that is not a URL',
        (city) => ({ ...city, feeds: [{ ...feed(), licenceUrl: 'CC BY 4.0' }] }),
        'feeds.0.licenceUrl',
      ],
      [
        'a feed transport type that is not a spec code',
        (city) => ({ ...city, feeds: [{ ...feed(), transportTypeCode: 7 }] }),
        'feeds.0.transportTypeCode',
      ],
      [
        'a supplement path outside cities/<id>/data',
        (city) => ({ ...city, feeds: [{ ...feed(), supplementPaths: ['../shared/data'] }] }),
        'feeds.0.supplementPaths.0',
      ],
      [
        'a contact e-mail that is not an address',
        (city) => ({ ...city, contactEmail: 'hola' }),
        'contactEmail',
      ],
      [
        'a web app theme colour that is not #rrggbb',
        (city) => ({ ...city, webApp: { ...city.webApp, themeColour: 'blue' } }),
        'webApp.themeColour',
      ],
      [
        'a web app description longer than search results show (160 characters)',
        (city) => ({ ...city, webApp: { ...city.webApp, description: 'x'.repeat(161) } }),
        'webApp.description',
      ],
      ['a missing web app identity', ({ webApp: _, ...city }) => city, 'webApp'],
      ['an unknown key', (city) => ({ ...city, colour: 'red' }), '(root)'],
      ['a missing time zone', ({ timeZone: _, ...city }) => city, 'timeZone'],
      [
        'a public holiday that is no date',
        (city) => ({ ...city, publicHolidays: ['2025-02-30'] }),
        'publicHolidays.0',
      ],
      [
        'a public holiday in another format',
        (city) => ({ ...city, publicHolidays: ['25/12/2025'] }),
        'publicHolidays.0',
      ],
      [
        'public holidays out of order',
        (city) => ({ ...city, publicHolidays: ['2026-01-01', '2025-12-25'] }),
        'publicHolidays',
      ],
      [
        'a public holiday listed twice',
        (city) => ({ ...city, publicHolidays: ['2025-12-25', '2025-12-25'] }),
        'publicHolidays',
      ],
    ])('refuses %s (issue at %s)', (_, change, path) => {
      const issues = issuesOf(change(madrid()));
      expect(issues.some((issue) => issue.startsWith(`${path}: `))).toBe(true);
    });

    it.each<[string, unknown]>([
      ['a string', 'madrid'],
      ['null', null],
      ['a number', 42],
      ['an array', [madrid()]],
      ['undefined', undefined],
    ])('refuses %s as input, at the root, for an unknown city', (_, input) => {
      const issues = issuesOf(input);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatch(/^\(root\): /);
      const parsed = parseCity(input);
      expect(parsed.ok ? '' : parsed.error.message).toMatch(/^City config 'unknown' is invalid: \(root\): /);
    });

    it('lists every problem at once', () => {
      const issues = issuesOf({
        ...madrid(),
        languages: ['es'],
        defaultLocale: 'ca',
        map: { ...madrid().map, centre: { lat: 0, lon: 0 } },
      });
      expect(issues).toEqual([
        'defaultLocale: must be one of the city languages',
        'map.centre: must lie inside the map bounds',
      ]);
    });

    it('names the city in the message', () => {
      const parsed = parseCity({ ...madrid(), timeZone: 'Nowhere' });
      expect(parsed.ok ? '' : parsed.error.message).toBe(
        "City config 'madrid' is invalid: timeZone: not an IANA time zone",
      );
    });
  });
});

describe('defineCity', () => {
  it('declares a config as it is, leaving validation to parseCity where the config is read', () => {
    const input = madrid();
    expect(defineCity(input)).toBe(input);
    const broken = defineCity({ ...madrid(), timeZone: 'Nowhere' });
    const parsed = parseCity(broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toBeInstanceOf(CityConfigError);
      expect(parsed.error.message).toBe("City config 'madrid' is invalid: timeZone: not an IANA time zone");
    }
  });
});
