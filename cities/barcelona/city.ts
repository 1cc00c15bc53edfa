import { defineCity, getProject, MADRID_CLIENT_POLICY, OPENSTREETMAP_TILES } from '@transit/core';

/** Barcelona: FGC railways and the TRAM (Trambaix T1–T3, Trambesòs T4–T6). */
export default defineCity({
  id: 'barcelona',
  project: getProject('barcelona'),
  webApp: {
    description: 'Horarios y líneas de FGC y TRAM en Barcelona.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  // The spec states only Madrid's client policy; the sibling apps follow it until they need their own.
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['es', 'ca', 'en'],
  defaultLocale: 'es',
  defaultTheme: 'V2_LightBlue',
  map: {
    centre: { lat: 41.387, lon: 2.17 },
    /** The FGC and TRAM stops (41.35–42.24 N, 0.63–2.23 E: FGC reaches Lleida and La Pobla de Segur). */
    bounds: { south: 41.3, west: 0.58, north: 42.29, east: 2.28 },
    placeSearchBounds: { south: 41.3, west: 1.7, north: 41.75, east: 2.35 },
    defaultZoom: 14,
    ...OPENSTREETMAP_TILES,
  },
  contactEmail: 'hola@transit-app.es',
  apiBase: '/api/barcelona',
  timeZone: 'Europe/Madrid',
  feeds: [
    {
      id: 'fgc',
      transportTypeCode: 5,
      name: 'Ferrocarrils de la Generalitat de Catalunya (GTFS)',
      kind: 'gtfs',
      officialUrl: 'https://www.fgc.cat/google/google_transit.zip',
      snapshotPath: 'cities/barcelona/data/fgc-2021',
      hasTimetable: true,
      attribution: 'Ferrocarrils de la Generalitat de Catalunya (FGC)',
    },
    {
      id: 'tram-trambaix',
      transportTypeCode: 10,
      name: 'TRAM Trambaix T1–T3 (GTFS)',
      kind: 'gtfs',
      officialUrl: 'https://opendata.tram.cat/GTFS/zip/TBX.zip',
      snapshotPath: 'cities/barcelona/data/trambaix-2021',
      hasTimetable: true,
      attribution: 'TRAM Barcelona',
    },
    {
      id: 'tram-trambesos',
      transportTypeCode: 10,
      name: 'TRAM Trambesòs T4–T6 (GTFS)',
      kind: 'gtfs',
      officialUrl: 'https://opendata.tram.cat/GTFS/zip/TBS.zip',
      snapshotPath: 'cities/barcelona/data/trambesos-2021',
      hasTimetable: true,
      attribution: 'TRAM Barcelona',
    },
  ],
});
