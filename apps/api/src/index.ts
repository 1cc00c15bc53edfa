export * from './app';
export * from './cityContext';
export * from './errors';
export * from './openApi';
export * from '@transit/api-contract';
