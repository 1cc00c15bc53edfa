// The network package's public face: a network is a handle read through accessors with branded indexes; the layout
// (model.ts's NetworkLayout, layoutOf) and the index makers stay inside.
export { NetworkCodecError, type NetworkCodecErrorCode, decodeNetwork, encodeNetwork } from './codec';
export * from './departures';
export type {
  FeedIndex,
  ItineraryIndex,
  LineIndex,
  PatternIndex,
  ServiceIndex,
  ShapeIndex,
  StationIndex,
  StopIndex,
  TableIndex,
  TripIndex,
} from './indexes';
export { type Network, NETWORK_FORMAT_VERSION, type NetworkFeed } from './model';
export * from './services';
export * from './stops';
export * from './stations';
export * from './lines';
export * from './trips';
export * from './sizes';
export * from './time';
export * from './builder';
export * from './routing';
export * from './places';
