import type { FeatureModule } from '../../common/feature';
import { appClientOnly } from '../../common/appClientOnly';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/** Settings (spec §2): the settings page and its subpages, and the initial language modal of the apps. */
export const feature: FeatureModule = {
  name: 'settings',
  routes: [
    { name: 'settings', screen: () => screens().then((module) => module.SettingsPage) },
    {
      name: 'visualTheme',
      screen: () => screens().then((module) => module.VisualThemePage),
      backTo: 'settings',
    },
    { name: 'aboutUs', screen: () => screens().then((module) => module.AboutUsPage), backTo: 'settings' },
    {
      name: 'settingsDebug',
      screen: () => screens().then((module) => module.DebugPage),
      backTo: 'settings',
    },
  ],
  catalogs: ['settings'],
  // It opens by itself at start, over whatever screen the rider landed on.
  overlays: [
    appClientOnly(() => import('./InitialLanguageOverlay').then((module) => module.InitialLanguageOverlay)),
  ],
};
