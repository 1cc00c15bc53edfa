import { defineCity, getProject } from '@transit/core';
import { MADRID_APP_SETTINGS, MADRID_FEEDS, MADRID_MAP } from './feeds';

/** Madrid, the flagship: every mode of the region. It configures no allowed codes, so lists keep everything. */
export default defineCity({
  id: 'madrid',
  project: getProject('madrid'),
  webApp: {
    description: 'Tiempos de espera, paradas y líneas del transporte público de la Comunidad de Madrid.',
    themeColour: '#1565c0',
    backgroundColour: '#ffffff',
  },
  ...MADRID_APP_SETTINGS,
  map: MADRID_MAP,
  apiBase: '/api/madrid',
  feeds: Object.values(MADRID_FEEDS),
  // Our Play Console products (issue 12): a subscription with monthly and yearly base plans, and a lifetime product.
  premium: {
    subscriptions: [{ subscriptionId: 'premium', basePlanIds: ['monthly', 'yearly'] }],
    lifetimeProductIds: ['premium_forever'],
  },
});
