export { mountApp } from './mountApp';
export { TransitApp } from './TransitApp';
export type { AppServices } from './common/appServices';
export { createAppServices } from './shell/services';
