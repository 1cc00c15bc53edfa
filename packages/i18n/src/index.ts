export * from './catalogs';
export * from './intl';
export * from './messages';
