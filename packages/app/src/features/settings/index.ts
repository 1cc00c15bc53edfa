import type { FeatureModule } from '../../shell/router';
import { SettingsPage } from './SettingsPage';

export { SettingsPage } from './SettingsPage';

export const SCREENS: FeatureModule['SCREENS'] = { settings: SettingsPage };
