export { mountApp } from './mountApp';
export { TransitApp } from './TransitApp';
export { type AppServices, createAppServices } from './shell/appContext';
