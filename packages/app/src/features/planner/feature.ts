import type { FeatureModule } from '../../common/feature';

/** The journey planner (spec §2): its route is known, and says its screen is not built yet until it is. */
export const feature: FeatureModule = {
  name: 'planner',
  routes: [{ name: 'planner', title: 'nav.planner' }],
};
