import type { FeatureModule } from '../../shell/router';
import { AboutUsPage } from './AboutUsPage';
import { DebugPage } from './DebugPage';
import { SettingsPage } from './SettingsPage';
import { VisualThemePage } from './VisualThemePage';

export { AboutUsPage } from './AboutUsPage';
export { DebugPage } from './DebugPage';
export { SettingsPage } from './SettingsPage';
export { VisualThemePage } from './VisualThemePage';

export const SCREENS: FeatureModule['SCREENS'] = {
  settings: SettingsPage,
  visualTheme: VisualThemePage,
  aboutUs: AboutUsPage,
  settingsDebug: DebugPage,
};
