export * from './fixtureServer';
