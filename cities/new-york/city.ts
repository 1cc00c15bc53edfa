import { defineCity, getProject, MADRID_CLIENT_POLICY, OPENSTREETMAP_TILES } from '@transit/core';

/** New York: the MTA subway. */
export default defineCity({
  id: 'new-york',
  project: getProject('new-york'),
  webApp: {
    description: 'Subway stations, lines and scheduled departures in New York City.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  // The spec states only Madrid's client policy; the sibling apps follow it until they need their own.
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['en', 'es'],
  defaultLocale: 'en',
  defaultTheme: 'V2_LightBlue',
  map: {
    centre: { lat: 40.755, lon: -73.984 },
    /** The subway's stops (40.51–40.90 N, 74.25–73.76 W) with a margin. */
    bounds: { south: 40.46, west: -74.3, north: 40.95, east: -73.7 },
    placeSearchBounds: { south: 40.46, west: -74.3, north: 40.95, east: -73.7 },
    defaultZoom: 14,
    ...OPENSTREETMAP_TILES,
  },
  contactEmail: 'hola@transit-app.es',
  apiBase: '/api/new-york',
  timeZone: 'America/New_York',
  feeds: [
    {
      id: 'mta-subway',
      transportTypeCode: 4,
      name: 'MTA New York City Transit subway (GTFS)',
      kind: 'gtfs',
      officialUrl: 'https://rrgtfsfeeds.s3.amazonaws.com/gtfs_subway.zip',
      snapshotPath: 'cities/new-york/data/mta-subway-2026',
      hasTimetable: true,
      attribution: 'MTA',
      licenceUrl: 'https://new.mta.info/developers/terms-and-conditions',
    },
  ],
});
