import type { FeatureModule } from '../../common/feature';

/** Stop search (spec §2, §4): a full-screen page below the stops section. */
export const feature: FeatureModule = {
  name: 'search',
  routes: [
    {
      name: 'stopSearch',
      screen: () => import('./index').then((module) => module.StopSearchPage),
      backTo: 'stops',
    },
  ],
};
