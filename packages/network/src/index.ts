export * from './codec';
export * from './departures';
export * from './model';
export * from './services';
export * from './time';
export * from './builder';
