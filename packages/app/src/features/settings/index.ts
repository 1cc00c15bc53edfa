/* The settings feature's public module: its screens (spec §2), loaded on demand by its registration. */
export { AboutUsPage } from './AboutUsPage';
export { DebugPage } from './DebugPage';
export { SettingsPage } from './SettingsPage';
export { VisualThemePage } from './VisualThemePage';
