import type { Plan, PlanQuery } from '@transit/api-contract';
import { parsePlaceRef, unwrap } from '@transit/core';
import type { Network } from '@transit/network';
import { createPlanner, PlanError, type Planner } from '@transit/planner';
import type { CityContext } from './cityContext';
import { ApiError } from './errors';

/** One planner per network, built on the first plan asked for (its search arrays and spatial index). */
const planners = new WeakMap<Network, Planner>();

function plannerOf(context: CityContext): Planner {
  let planner = planners.get(context.network);
  if (!planner) {
    planner = createPlanner(context.network, {
      timeZone: context.city.timeZone,
      holidays: context.holidays,
      ...context.city.planner,
    });
    planners.set(context.network, planner);
  }
  return planner;
}

/** GET /v1/plan: the trips between two places, leaving at or arriving by a moment. */
export function buildPlan(context: CityContext, query: PlanQuery, atEpochMs: number): Plan {
  try {
    return plannerOf(context).plan(
      {
        // The query schema has checked both references already.
        from: unwrap(parsePlaceRef(query.from)),
        to: unwrap(parsePlaceRef(query.to)),
        atEpochMs,
        arriveBy: query.arriveBy,
        maxTransfers: query.maxTransfers,
      },
      'server',
    );
  } catch (error) {
    if (error instanceof PlanError) {
      throw new ApiError(error.code === 'PLACE_OUT_OF_AREA' ? 400 : 404, error.code, error.message);
    }
    throw error;
  }
}
