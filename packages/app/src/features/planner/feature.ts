import type { FeatureModule } from '../../common/feature';

/**
 * The journey planner (spec §2, issue 11): the form (/planificador) and the trip result (/planificador/ruta), each a
 * lazily loaded chunk; the in-browser planner's worker loads only when a screen asks for it.
 */
export const feature: FeatureModule = {
  name: 'planner',
  routes: [
    {
      name: 'planner',
      title: 'nav.planner',
      screen: () => import('./index').then((module) => module.PlannerPage),
    },
    {
      name: 'plannerRoute',
      screen: () => import('./index').then((module) => module.TripPage),
    },
  ],
  catalogs: ['planner', 'map'],
};
