// The contract's schemas and types, re-exported so the app reads every API shape from its client.
export * from '@transit/api-contract';
export * from './account';
export * from './client';
export * from './errors';
export type { ApiClientOptions, CallOptions, JsonRequest } from './http';
export * from './keys';
export * from './lines';
export * from './nfc';
export * from './persist';
export * from './places';
export * from './plan';
export * from './queryClient';
export * from './stations';
export * from './stops';
export * from './time';
