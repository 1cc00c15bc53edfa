import { defineCity, getProject, STOP_TYPE_CODES, TransportTypeCode } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_FEEDS, MADRID_MAP } from '@transit/city-madrid/feeds';

/** Metro de Madrid and Metro Ligero only. */
export default defineCity({
  id: 'madrid-metro',
  project: getProject('madrid-metro'),
  webApp: {
    description: 'Tiempos de espera y líneas de Metro de Madrid y Metro Ligero.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  allowedStopTypeCodes: [STOP_TYPE_CODES.metro, STOP_TYPE_CODES.lightMetro],
  allowedTransportTypeCodes: [TransportTypeCode.Metro, TransportTypeCode.LightMetro],
  ...MADRID_APP_SETTINGS,
  map: {
    ...MADRID_MAP,
    /** The metro and Metro Ligero stations (40.22–40.56 N, 3.90–3.45 W) with a margin. */
    bounds: { south: 40.17, west: -3.95, north: 40.61, east: -3.4 },
  },
  apiBase: '/api/madrid-metro',
  feeds: [MADRID_FEEDS.metro, MADRID_FEEDS.lightMetro, MADRID_FEEDS.stationTables],
});
