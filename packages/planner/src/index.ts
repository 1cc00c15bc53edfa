// The journey planner's public face: a planner over a network answers the API's Plan; the engine and its raw
// journeys are exported for the reference tests and the benchmarks.
export { type DaySlot, TripCalendar } from './calendar';
export {
  createPlanner,
  DEFAULT_PLANNER_OPTIONS,
  type Planner,
  PlanError,
  type PlanErrorCode,
  type PlannerOptions,
  type PlanRequest,
} from './planner';
export {
  NEVER,
  paretoJourneys,
  Raptor,
  type RaptorSearch,
  type RawJourney,
  type RawRide,
  type RawTransfer,
  type StopWalk,
} from './raptor';
export * from './places';
export { haversineMetres } from './geo';
export { attributionOf, colourOf, feedTimetableOf } from './contractViews';
