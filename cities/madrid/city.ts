import { defineCity, getProject, MADRID_CLIENT_POLICY } from '@transit/core';
import { MADRID_FEEDS, MADRID_MAP } from './feeds';

/** Madrid, the flagship: every mode of the region. It configures no allowed codes, so lists keep everything. */
export default defineCity({
  id: 'madrid',
  project: getProject('madrid'),
  clientPolicy: MADRID_CLIENT_POLICY,
  languages: ['es', 'en', 'ca'],
  defaultLocale: 'es',
  defaultTheme: 'V2_LightBlue',
  map: MADRID_MAP,
  apiBase: '/api/madrid',
  timeZone: 'Europe/Madrid',
  feeds: Object.values(MADRID_FEEDS),
});
