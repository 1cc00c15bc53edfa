import type { FeatureModule } from '../../shell/router';
import { StopSearchPage } from './StopSearchPage';

export { StopSearchPage } from './StopSearchPage';

export const SCREENS: FeatureModule['SCREENS'] = { stopSearch: StopSearchPage };
