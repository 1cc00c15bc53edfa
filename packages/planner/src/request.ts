import type { PlaceRef } from '@transit/core';

/** What a rider asks the planner: from, to, when, and how many changes at most. */
export interface PlanRequest {
  readonly from: PlaceRef;
  readonly to: PlaceRef;
  /** Leave at or after this instant, or (arriveBy) arrive by it. */
  readonly atEpochMs: number;
  readonly arriveBy: boolean;
  readonly maxTransfers: number;
}
