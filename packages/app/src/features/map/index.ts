import type { FeatureModule } from '../../shell/router';
import { StopsMapPage } from './StopsMapPage';

export { StopsMapPage } from './StopsMapPage';

export const SCREENS: FeatureModule['SCREENS'] = { stopsMap: StopsMapPage };
