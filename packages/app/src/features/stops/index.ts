import type { FeatureModule } from '../../shell/router';
import { StopPage } from './StopPage';
import { StopsHomePage } from './StopsHomePage';

export { StopPage } from './StopPage';
export { StopsHomePage } from './StopsHomePage';

export const SCREENS: FeatureModule['SCREENS'] = { stops: StopsHomePage, stop: StopPage };
