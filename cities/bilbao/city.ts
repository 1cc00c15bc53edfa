import { defineCity, getProject, MADRID_CLIENT_POLICY, OPENSTREETMAP_TILES } from '@transit/core';

const MOVEUSKADI = 'https://opendata.euskadi.eus/transport/moveuskadi';

/** Bilbao and Bizkaia: Metro Bilbao, Bilbobus, Bizkaibus and Euskotren. */
export default defineCity({
  id: 'bilbao',
  project: getProject('bilbao'),
  webApp: {
    description: 'Horarios y líneas de Metro Bilbao, Bilbobus, Bizkaibus y Euskotren.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  // The spec states only Madrid's client policy; the sibling apps follow it until they need their own.
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['es', 'en', 'ca'],
  defaultLocale: 'es',
  defaultTheme: 'V2_LightBlue',
  map: {
    centre: { lat: 43.263, lon: -2.935 },
    /** The four feeds' stops (42.99–43.44 N, 3.44–1.78 W) with a margin. */
    bounds: { south: 42.94, west: -3.49, north: 43.49, east: -1.73 },
    placeSearchBounds: { south: 42.94, west: -3.49, north: 43.49, east: -1.73 },
    defaultZoom: 14,
    ...OPENSTREETMAP_TILES,
  },
  contactEmail: 'hola@transit-app.es',
  apiBase: '/api/bilbao',
  timeZone: 'Europe/Madrid',
  feeds: [
    {
      id: 'metro-bilbao',
      transportTypeCode: 4,
      name: 'Metro Bilbao (GTFS)',
      kind: 'gtfs',
      officialUrl: `${MOVEUSKADI}/metro_bilbao/gtfs_metro_bilbao.zip`,
      snapshotPath: 'cities/bilbao/data/metro-bilbao-20160515',
      hasTimetable: true,
      attribution: 'Metro Bilbao',
      // The feed runs both lines as one route, "MB". L1 takes the right bank past San Inazio (Lutxana, stop 14.0,
      // on to Sopela and Plentzia); L2 the left bank (Gurutzeta/Cruces, 32.0, on to Kabiezes) and Ariz (1.0) and
      // Basauri beyond Etxebarri.
      lineSplits: [
        {
          routeId: 'MB',
          lines: [
            { number: 'L1', branchStopIds: ['14.0'] },
            { number: 'L2', branchStopIds: ['32.0', '1.0'] },
          ],
        },
      ],
    },
    {
      id: 'bilbobus',
      transportTypeCode: 6,
      name: 'Bilbobus (GTFS)',
      kind: 'gtfs',
      officialUrl: `${MOVEUSKADI}/bilbobus/gtfs_bilbobus.zip`,
      snapshotPath: 'cities/bilbao/data/bilbobus-20151024',
      hasTimetable: true,
      attribution: 'Bilbobus (Ayuntamiento de Bilbao)',
    },
    {
      id: 'bizkaibus',
      transportTypeCode: 8,
      name: 'Bizkaibus (GTFS)',
      kind: 'gtfs',
      officialUrl: `${MOVEUSKADI}/bizkaibus/gtfs_bizkaibus.zip`,
      snapshotPath: 'cities/bilbao/data/bizkaibus-2015',
      hasTimetable: true,
      attribution: 'Bizkaibus (Diputación Foral de Bizkaia)',
    },
    {
      id: 'euskotren',
      transportTypeCode: 5,
      name: 'Euskotren (GTFS)',
      kind: 'gtfs',
      officialUrl: `${MOVEUSKADI}/euskotren/gtfs_euskotren.zip`,
      snapshotPath: 'cities/bilbao/data/euskotren-2015',
      hasTimetable: true,
      attribution: 'Euskotren',
    },
  ],
});
