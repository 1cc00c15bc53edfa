import type { FeatureModule } from '../../common/feature';
import { INFO_BACK_TO, INFO_ROUTE_NAMES } from './routes';

/** The section's screens, in one chunk loaded with its first page. */
const screens = () => import('./index');

/** The info section (spec §2): fares, maps, lost and found, seasonal and roadworks pages. */
export const feature: FeatureModule = {
  name: 'info',
  routes: INFO_ROUTE_NAMES.map((name) => {
    const backTo = INFO_BACK_TO[name];
    return {
      name,
      screen: () => screens().then((module) => module.INFO_SCREENS[name]),
      ...(backTo && { backTo }),
    };
  }),
  catalogs: ['info'],
};
