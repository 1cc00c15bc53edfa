import { defineCity, getProject, STOP_TYPE_CODES, TransportTypeCode } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_FEEDS, MADRID_MAP } from '@transit/city-madrid/feeds';

/** Cercanías Madrid only. */
export default defineCity({
  id: 'madrid-cercanias',
  project: getProject('madrid-cercanias'),
  webApp: {
    description: 'Estaciones y líneas de Cercanías Madrid.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  allowedStopTypeCodes: [STOP_TYPE_CODES.cercanias],
  allowedTransportTypeCodes: [TransportTypeCode.CommuterRail],
  ...MADRID_APP_SETTINGS,
  map: {
    ...MADRID_MAP,
    /** The Cercanías stations (40.03–40.82 N, 4.07–3.18 W) with a margin. */
    bounds: { south: 39.98, west: -4.12, north: 40.87, east: -3.13 },
    defaultZoom: 12,
  },
  apiBase: '/api/madrid-cercanias',
  feeds: [MADRID_FEEDS.cercanias, MADRID_FEEDS.stationTables],
});
