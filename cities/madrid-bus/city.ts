import { defineCity, getProject, STOP_TYPE_CODES, TransportTypeCode } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_FEEDS, MADRID_MAP } from '@transit/city-madrid/feeds';

/** Madrid's buses: EMT, interurban and the region's urban buses. */
export default defineCity({
  id: 'madrid-bus',
  project: getProject('madrid-bus'),
  webApp: {
    description: 'Paradas y líneas de autobuses EMT, interurbanos y urbanos de Madrid.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  allowedStopTypeCodes: [STOP_TYPE_CODES.emt, STOP_TYPE_CODES.interurban],
  allowedTransportTypeCodes: [TransportTypeCode.Emt, TransportTypeCode.Interurban, TransportTypeCode.Urban],
  ...MADRID_APP_SETTINGS,
  map: MADRID_MAP,
  apiBase: '/api/madrid-bus',
  // CRTM's tables name the towns of the urban lines.
  feeds: [
    MADRID_FEEDS.emt,
    MADRID_FEEDS.interurban,
    MADRID_FEEDS.urban,
    MADRID_FEEDS.emtStopDetails,
    MADRID_FEEDS.stationTables,
  ],
});
