import type { Plan, PlanRequestQuery } from '@transit/api-client';
import { type City, ProductError } from '@transit/core';
import {
  type DevicePlannerErrorCode,
  type PlannerRequest,
  plannerResponseSchema,
  type WorkerCity,
} from './workerProtocol';

/** The in-browser planner's failures: the worker's codes, and ABORTED for a request its caller gave up. */
export class DevicePlannerError extends ProductError<DevicePlannerErrorCode | 'ABORTED'> {
  override readonly name = 'DevicePlannerError';
}

/** The planner that runs on the device (issue 11), in a Web Worker over the city's network. */
export interface DevicePlanner {
  /** Fetches (or finds saved) and decodes the network, so a later plan works offline and answers at once. */
  prepare(): Promise<void>;
  /** A plan in the API's shape, computedBy 'device'; fails with a DevicePlannerError. */
  plan(query: PlanRequestQuery, signal?: AbortSignal): Promise<Plan>;
}

/** A request before its id is given. */
type WithoutId<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/** What the device planner needs of a Worker (tests hand in one that runs the handler in the page). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener'>;

/** The planner worker, as Vite bundles it: its own file, loaded on first use. */
export function startPlannerWorker(): WorkerLike {
  return new Worker(new URL('./plannerWorker.ts', import.meta.url), { type: 'module', name: 'planner' });
}

/** The worker's view of a city: where its network is served, its time zone, holidays and planner settings. */
export function workerCityOf(
  city: Pick<City, 'apiBase' | 'timeZone' | 'publicHolidays' | 'planner'>,
  origin: string,
): WorkerCity {
  return {
    networkUrl: new URL(`${city.apiBase.replace(/\/+$/, '')}/v1/network`, origin).href,
    timeZone: city.timeZone,
    publicHolidays: [...(city.publicHolidays ?? [])],
    ...(city.planner ? { planner: { ...city.planner } } : {}),
  };
}

/**
 * The device planner over one worker, started on first use and kept for the app's life (the decoded network stays
 * in it). Each request has an id; each answer is parsed with the protocol's schema before it is believed.
 */
export function createDevicePlanner(
  city: WorkerCity,
  startWorker: () => WorkerLike = startPlannerWorker,
): DevicePlanner {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const waiting = new Map<number, (answer: unknown) => void>();

  const workerOf = (): WorkerLike => {
    if (!worker) {
      worker = startWorker();
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        const parsed = plannerResponseSchema.safeParse(event.data);
        // An answer of an unknown shape still settles its request (as a failure) when its id can be read.
        const id = parsed.success ? parsed.data.id : idOf(event.data);
        const settle = waiting.get(id);
        if (settle) {
          waiting.delete(id);
          settle(parsed.success ? parsed.data : event.data);
        } else if (!parsed.success) {
          console.warn('The planner worker answered a message the app cannot read:', parsed.error.message);
        }
      });
      worker.addEventListener('error', (event: ErrorEvent) => {
        // The worker's script failed to load or threw: every request waiting fails, and the next starts a new worker.
        worker = undefined;
        for (const [id, settle] of waiting) {
          waiting.delete(id);
          settle({
            type: 'error',
            id,
            code: 'PLANNER_FAILED',
            message: `The planner worker failed: ${event.message}`,
          });
        }
      });
    }
    return worker;
  };

  const ask = (request: WithoutId<PlannerRequest>, signal?: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DevicePlannerError('ABORTED', 'The plan was no longer wanted.'));
        return;
      }
      const id = nextId++;
      waiting.set(id, resolve);
      signal?.addEventListener(
        'abort',
        () => {
          waiting.delete(id);
          reject(new DevicePlannerError('ABORTED', 'The plan was no longer wanted.'));
        },
        { once: true },
      );
      workerOf().postMessage({ ...request, id });
    }).then((answer) => {
      const parsed = plannerResponseSchema.safeParse(answer);
      if (!parsed.success) {
        throw new DevicePlannerError(
          'PLANNER_FAILED',
          `The planner worker answered: ${parsed.error.message}`,
        );
      }
      if (parsed.data.type === 'error') throw new DevicePlannerError(parsed.data.code, parsed.data.message);
      return parsed.data;
    });

  return {
    async prepare() {
      await ask({ type: 'prepare', city });
    },
    async plan(query, signal) {
      const answer = await ask(
        {
          type: 'plan',
          city,
          query: {
            from: query.from,
            to: query.to,
            arriveBy: query.arriveBy ?? false,
            ...(query.at === undefined ? {} : { at: query.at }),
            ...(query.maxTransfers === undefined ? {} : { maxTransfers: query.maxTransfers }),
          },
        },
        signal,
      );
      if (answer.type !== 'plan') {
        throw new DevicePlannerError(
          'PLANNER_FAILED',
          `The planner worker answered ${answer.type} to a plan.`,
        );
      }
      return answer.plan;
    },
  };
}

function idOf(data: unknown): number {
  if (typeof data !== 'object' || data === null || !('id' in data)) return -1;
  return typeof data.id === 'number' ? data.id : -1;
}
