import { defineCity, getProject } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_MAP } from '@transit/city-madrid/feeds';

/** The Madrid transport card balance app: it reads cards and needs no network data, so it is built from no feed. */
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
  feeds: [],
});
