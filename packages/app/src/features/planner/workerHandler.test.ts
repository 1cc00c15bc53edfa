/*
 * The planner worker's handler over a small network made with the network's test builder (constructed: two Metro
 * stops, one line, two trips), encoded as GET /v1/network serves it.
 */
import { planSchema } from '@transit/api-client';
import { ProductError } from '@transit/core';
import { encodeNetwork } from '@transit/network';
import { at, line, stop, testNetwork, trip } from '@transit/network/testing';
import { describe, expect, it, vi } from 'vitest';
import { createPlannerWorkerHandler, momentOf } from './workerHandler';
import type { WorkerCity } from './workerProtocol';

const CITY: WorkerCity = {
  networkUrl: 'https://transit.test/api/madrid/v1/network',
  timeZone: 'Europe/Madrid',
  publicHolidays: [],
};

function networkBytes(): Uint8Array {
  return encodeNetwork(
    testNetwork({
      stops: [
        stop('4-1', { typeCode: 4, name: 'Estación 1' }),
        stop('4-2', { typeCode: 4, name: 'Estación 2' }),
        stop('4-3', { typeCode: 4, name: 'Estación 3' }),
      ],
      lines: [line('4__1', { transportTypeCode: 4, number: '1', colour: '2A7BD8', textColour: 'FFFFFF' })],
      trips: [
        trip('4__1', ['4-1 08:00', '4-2 08:04 08:05', '4-3 08:10'], { headsign: 'Estación 3' }),
        trip('4__1', ['4-1 08:20', '4-2 08:24 08:25', '4-3 08:30'], { headsign: 'Estación 3' }),
      ],
    }),
  );
}

const NOW = at('2025-03-04', '08:10');

describe('the planner worker (issue 11: plans on the device over the city network)', () => {
  it("loads the city's network once, and answers plans in the API's Plan shape, computed by the device", async () => {
    const loadArtifact = vi.fn(() => Promise.resolve(networkBytes()));
    const handle = createPlannerWorkerHandler({ loadArtifact, now: () => NOW });
    expect(await handle({ type: 'prepare', id: 1, city: CITY })).toEqual({ type: 'ready', id: 1 });
    const answer = await handle({
      type: 'plan',
      id: 2,
      city: CITY,
      query: { from: 'stop:4-1', to: 'stop:4-3', arriveBy: false },
    });
    expect(answer.type).toBe('plan');
    if (answer.type !== 'plan') return;
    expect(planSchema.parse(answer.plan)).toEqual(answer.plan);
    expect(answer.plan.computedBy).toBe('device');
    expect(answer.plan.trips.map((found) => found.departureTime)).toEqual(['2025-03-04T08:20:00+01:00']);
    expect(answer.plan.trips[0]?.steps[0]).toMatchObject({ kind: 'transit', lineNumber: '1', stopCount: 2 });
    expect(loadArtifact).toHaveBeenCalledTimes(1);
  });

  it("reads a local date-time in the city's zone: leaving at 08:00 takes the 08:00 train", async () => {
    const handle = createPlannerWorkerHandler({
      loadArtifact: () => Promise.resolve(networkBytes()),
      now: () => NOW,
    });
    const answer = await handle({
      type: 'plan',
      id: 3,
      city: CITY,
      query: { from: 'stop:4-1', to: 'stop:4-3', at: '2025-03-04T08:00', arriveBy: false },
    });
    expect(answer.type === 'plan' && answer.plan.trips[0]?.departureTime).toBe('2025-03-04T08:00:00+01:00');
    expect(momentOf('2025-03-04T08:00', 'Europe/Madrid', 0)).toBe(Date.parse('2025-03-04T07:00:00Z'));
    expect(momentOf('2025-03-04T08:00:00Z', 'Europe/Madrid', 0)).toBe(Date.parse('2025-03-04T08:00:00Z'));
  });

  it("answers the planner's codes: an unknown stop is STOP_NOT_FOUND", async () => {
    const handle = createPlannerWorkerHandler({
      loadArtifact: () => Promise.resolve(networkBytes()),
      now: () => NOW,
    });
    expect(
      await handle({
        type: 'plan',
        id: 4,
        city: CITY,
        query: { from: 'stop:4-99', to: 'stop:4-3', arriveBy: false },
      }),
    ).toMatchObject({ type: 'error', id: 4, code: 'STOP_NOT_FOUND' });
  });

  it('says NETWORK_UNAVAILABLE when the network was never saved and cannot be fetched, and tries again next time', async () => {
    const loadArtifact = vi
      .fn<(url: string) => Promise<Uint8Array>>()
      .mockRejectedValueOnce(new ProductError('NETWORK_UNAVAILABLE', 'offline, never saved'))
      .mockResolvedValueOnce(networkBytes());
    const handle = createPlannerWorkerHandler({ loadArtifact, now: () => NOW });
    expect(await handle({ type: 'prepare', id: 5, city: CITY })).toEqual({
      type: 'error',
      id: 5,
      code: 'NETWORK_UNAVAILABLE',
      message: 'offline, never saved',
    });
    expect(await handle({ type: 'prepare', id: 6, city: CITY })).toEqual({ type: 'ready', id: 6 });
  });

  it('says NETWORK_DAMAGED for bytes that are not a network, and REQUEST_INVALID for a message it cannot read', async () => {
    const handle = createPlannerWorkerHandler({
      loadArtifact: () => Promise.resolve(new Uint8Array([1, 2, 3])),
      now: () => NOW,
    });
    expect(await handle({ type: 'prepare', id: 7, city: CITY })).toMatchObject({ code: 'NETWORK_DAMAGED' });
    expect(await handle({ type: 'plan', id: 8 })).toMatchObject({
      type: 'error',
      id: 8,
      code: 'REQUEST_INVALID',
    });
    expect(await handle('hello')).toMatchObject({ type: 'error', id: -1, code: 'REQUEST_INVALID' });
  });
});
