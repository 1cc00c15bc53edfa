import { defineCity, getProject } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_FEEDS, MADRID_MAP } from '@transit/city-madrid/feeds';

/**
 * The Madrid transport card balance app: the card tab is its home, first in the navbar and where `/` leads. Its stops,
 * lines and planner show Madrid's network: it builds none of its own (networkOf), so `pnpm data` skips it and the API
 * serves Madrid's artifact under its own apiBase. It lists Madrid's feeds for the credit its About page shows.
 */
export default defineCity({
  id: 'madrid-card',
  project: getProject('madrid-card'),
  webApp: {
    shortName: 'Saldo Transporte',
    description: 'Consulta el saldo y la caducidad de tu tarjeta de transporte.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  ...MADRID_APP_SETTINGS,
  map: MADRID_MAP,
  apiBase: '/api/madrid-card',
  feeds: Object.values(MADRID_FEEDS),
  networkOf: 'madrid',
  homeNavItem: 'card',
});
