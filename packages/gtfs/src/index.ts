export * from './codeRegistry';
export * from './compile';
export * from './csv';
export * from './errors';
export * from './feed';
export * from './source';
export * from './stations';
export * from './places';
