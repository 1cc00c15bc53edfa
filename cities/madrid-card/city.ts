import { defineCity, getProject } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_MAP } from '@transit/city-madrid/feeds';

/** The Madrid transport card balance app: it reads cards and needs no network data, so it is built from no feed. */
export default defineCity({
  id: 'madrid-card',
  project: getProject('madrid-card'),
  ...MADRID_APP_SETTINGS,
  map: MADRID_MAP,
  apiBase: '/api/madrid-card',
  feeds: [],
});
