import type { FeatureModule } from '../../common/feature';

/** The stop map (spec §2): a full-screen page below the stops section. */
export const feature: FeatureModule = {
  name: 'map',
  routes: [
    {
      name: 'stopsMap',
      screen: () => import('./index').then((module) => module.StopsMapPage),
      backTo: 'stops',
    },
  ],
  catalogs: ['map'],
};
