import type { Plan } from '@transit/api-client';
import { parsePlaceRef, ProductError } from '@transit/core';
import { decodeNetwork, type Network } from '@transit/network';
import { parseDay, zonedTimeToEpochMs } from '@transit/network/time';
import { createPlanner, PlanError, type Planner } from '@transit/planner';
import {
  type DevicePlannerErrorCode,
  plannerRequestSchema,
  type PlannerResponse,
  type WorkerCity,
  type WorkerPlanQuery,
} from './workerProtocol';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
/** The API's default: at most 4 changes. */
const DEFAULT_MAX_TRANSFERS = 4;

class WorkerError extends ProductError<DevicePlannerErrorCode> {
  override readonly name = 'WorkerError';
}

/** The moment a query asks about, epoch ms: its local date-time in the city's zone, an ISO moment, or now. */
export function momentOf(at: string | undefined, timeZone: string, now: number): number {
  if (at === undefined) return now;
  const local = LOCAL_DATE_TIME.exec(at);
  if (local) {
    const [, date = '', hours = '0', minutes = '0'] = local;
    return zonedTimeToEpochMs(parseDay(date), Number(hours) * 3600 + Number(minutes) * 60, timeZone);
  }
  const epochMs = Date.parse(at);
  if (Number.isNaN(epochMs)) throw new WorkerError('REQUEST_INVALID', `'${at}' is not a date-time.`);
  return epochMs;
}

/**
 * What the planner worker does with each message (its thin entry, plannerWorker.ts, only posts the answers): loads the
 * city's network once (loadArtifact: saved or fetched), decodes it, builds one planner over it, and answers each plan
 * in the API's Plan shape, computedBy 'device'. Every failure is an answer with a code, never a thrown error.
 */
export function createPlannerWorkerHandler(deps: {
  readonly loadArtifact: (url: string) => Promise<Uint8Array>;
  readonly now: () => number;
}): (message: unknown) => Promise<PlannerResponse> {
  let loaded: { readonly url: string; readonly planner: Promise<Planner> } | undefined;

  const plannerFor = (city: WorkerCity): Promise<Planner> => {
    if (loaded?.url !== city.networkUrl) {
      const planner = deps.loadArtifact(city.networkUrl).then((bytes) => {
        let network: Network;
        try {
          network = decodeNetwork(bytes);
        } catch (error) {
          throw new WorkerError('NETWORK_DAMAGED', `The city's network could not be read: ${String(error)}`);
        }
        return createPlanner(network, {
          timeZone: city.timeZone,
          holidays: new Set(city.publicHolidays.map(parseDay)),
          ...city.planner,
        });
      });
      // A failed load is not kept: the next request tries again (the device may be back online).
      planner.catch(() => {
        if (loaded?.planner === planner) loaded = undefined;
      });
      loaded = { url: city.networkUrl, planner };
    }
    return loaded.planner;
  };

  const plan = (planner: Planner, city: WorkerCity, query: WorkerPlanQuery): Plan => {
    const from = parsePlaceRef(query.from);
    const to = parsePlaceRef(query.to);
    if (!from.ok) throw from.error;
    if (!to.ok) throw to.error;
    return planner.plan(
      {
        from: from.value,
        to: to.value,
        atEpochMs: momentOf(query.at, city.timeZone, deps.now()),
        arriveBy: query.arriveBy,
        maxTransfers: query.maxTransfers ?? DEFAULT_MAX_TRANSFERS,
      },
      'device',
    );
  };

  return async (message) => {
    const parsed = plannerRequestSchema.safeParse(message);
    if (!parsed.success) {
      const id = typeof message === 'object' && message !== null && 'id' in message ? message.id : -1;
      return {
        type: 'error',
        id: typeof id === 'number' && Number.isInteger(id) ? id : -1,
        code: 'REQUEST_INVALID',
        message: `The planner worker cannot read this request: ${parsed.error.message}`,
      };
    }
    const request = parsed.data;
    try {
      const planner = await plannerFor(request.city);
      if (request.type === 'prepare') return { type: 'ready', id: request.id };
      return { type: 'plan', id: request.id, plan: plan(planner, request.city, request.query) };
    } catch (error) {
      return { type: 'error', id: request.id, ...codedError(error) };
    }
  };
}

function codedError(error: unknown): { code: DevicePlannerErrorCode; message: string } {
  if (error instanceof PlanError || error instanceof WorkerError) {
    return { code: error.code, message: error.message };
  }
  if (error instanceof ProductError) {
    const code = error.code as string;
    if (code === 'NETWORK_UNAVAILABLE' || code === 'PLACE_REF_MALFORMED') {
      return { code, message: error.message };
    }
  }
  return { code: 'PLANNER_FAILED', message: error instanceof Error ? error.message : String(error) };
}
