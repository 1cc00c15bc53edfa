import madrid from '@transit/city-madrid';
import { describe, expect, it } from 'vitest';
import { createDevicePlanner, DevicePlannerError, type WorkerLike, workerCityOf } from './devicePlanner';

const CITY = workerCityOf(madrid, 'https://transit.test');

/** A worker that answers each message with `answer(message)` (a stand-in for plannerWorker.ts in the page). */
function fakeWorker(
  answer: (message: { id: number; type: string }) => unknown,
): WorkerLike & { sent: unknown[] } {
  const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
  const sent: unknown[] = [];
  return {
    sent,
    postMessage: (message: { id: number; type: string }) => {
      sent.push(message);
      queueMicrotask(() => {
        for (const listener of listeners) listener(new MessageEvent('message', { data: answer(message) }));
      });
    },
    addEventListener: ((type: string, listener: (event: MessageEvent<unknown>) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as WorkerLike['addEventListener'],
  };
}

describe('the device planner (the page side of the worker)', () => {
  it("sends the city's network URL under its API base and its planner settings with each request", async () => {
    expect(CITY).toMatchObject({
      networkUrl: 'https://transit.test/api/madrid/v1/network',
      timeZone: 'Europe/Madrid',
    });
    const worker = fakeWorker((message) => ({ type: 'ready', id: message.id }));
    const planner = createDevicePlanner(CITY, () => worker);
    await planner.prepare();
    expect(worker.sent).toEqual([{ type: 'prepare', id: 1, city: CITY }]);
  });

  it("fails with the worker's code, and with PLANNER_FAILED for an answer of a shape it does not know", async () => {
    const planner = createDevicePlanner(CITY, () =>
      fakeWorker((message) =>
        message.type === 'prepare'
          ? { type: 'error', id: message.id, code: 'NETWORK_UNAVAILABLE', message: 'never saved' }
          : { type: 'plan', id: message.id, plan: { trips: 'many' } },
      ),
    );
    await expect(planner.prepare()).rejects.toMatchObject({ code: 'NETWORK_UNAVAILABLE' });
    const failure = planner.plan({ from: 'stop:4-12', to: 'stop:4-120' });
    await expect(failure).rejects.toBeInstanceOf(DevicePlannerError);
    await expect(failure).rejects.toMatchObject({ code: 'PLANNER_FAILED' });
  });

  it('a plan no longer wanted (its signal aborted) fails with ABORTED', async () => {
    const planner = createDevicePlanner(CITY, () => fakeWorker(() => new Promise(() => undefined)));
    const controller = new AbortController();
    const asked = planner.plan({ from: 'stop:4-12', to: 'stop:4-120' }, controller.signal);
    controller.abort();
    await expect(asked).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
