import { defineCity, getProject, MADRID_CLIENT_POLICY } from '@transit/core';
import { MADRID_MAP } from '@transit/city-madrid/feeds';

/** The Madrid transport card balance app: it reads cards and needs no network data, so it is built from no feed. */
export default defineCity({
  id: 'madrid-card',
  project: getProject('madrid-card'),
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['es', 'en', 'ca'],
  defaultLocale: 'es',
  defaultTheme: 'V2_LightBlue',
  map: MADRID_MAP,
  apiBase: '/api/madrid-card',
  timeZone: 'Europe/Madrid',
  feeds: [],
});
