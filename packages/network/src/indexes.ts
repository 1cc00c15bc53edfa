/**
 * Branded indexes: a 0-based position in one table of the network. Only this package makes them (from its lookups
 * and its lists), the way geometry types are branded and built only through their constructors, so a stop index
 * cannot be handed where a line index is meant and no caller computes one by arithmetic on the layout.
 */

declare const table: unique symbol;

/** A position in the network table `Table`. */
export type TableIndex<Table extends string> = number & { readonly [table]: Table };

export type StopIndex = TableIndex<'stop'>;
export type LineIndex = TableIndex<'line'>;
export type ItineraryIndex = TableIndex<'itinerary'>;
export type ShapeIndex = TableIndex<'shape'>;
export type PatternIndex = TableIndex<'pattern'>;
export type TripIndex = TableIndex<'trip'>;
export type ServiceIndex = TableIndex<'service'>;
export type FeedIndex = TableIndex<'feed'>;
export type StationIndex = TableIndex<'station'>;

// The makers below are the package's own; index.ts does not export them.
export const asStop = (index: number) => index as StopIndex;
export const asLine = (index: number) => index as LineIndex;
export const asItinerary = (index: number) => index as ItineraryIndex;
export const asShape = (index: number) => index as ShapeIndex;
export const asPattern = (index: number) => index as PatternIndex;
export const asTrip = (index: number) => index as TripIndex;
export const asService = (index: number) => index as ServiceIndex;
export const asFeed = (index: number) => index as FeedIndex;
export const asStation = (index: number) => index as StationIndex;

/** The indexes 0 … count − 1 of a table, branded. */
export function indexesUpTo<Index extends number>(count: number): Index[] {
  return Array.from({ length: count }, (_, index) => index as Index);
}
