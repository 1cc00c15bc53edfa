// The planner bench's Web Worker (bundled by bench/planner/figures.ts, run in Chromium): the city's network artifact
// fetched from the real server, decoded with @transit/network, and the queries asked of @transit/planner one by one,
// each timed. Nothing here is the app's: it measures the engine in a worker, as the app's offline planner runs it.
import { parsePlaceRef, unwrap } from '@transit/core';
import { decodeNetwork } from '@transit/network';
import { createPlanner } from '@transit/planner';

interface BenchRequest {
  readonly artifactUrl: string;
  readonly timeZone: string;
  readonly queries: readonly { readonly from: string; readonly to: string; readonly atEpochMs: number }[];
}

self.onmessage = async (event: MessageEvent<BenchRequest>) => {
  const { artifactUrl, timeZone, queries } = event.data;
  const fetchStart = performance.now();
  const bytes = new Uint8Array(await (await fetch(artifactUrl)).arrayBuffer());
  const decodeStart = performance.now();
  const network = decodeNetwork(bytes);
  const plannerStart = performance.now();
  const planner = createPlanner(network, { timeZone });
  const readyAt = performance.now();
  const earliest: number[] = [];
  const plans: number[] = [];
  let trips = 0;
  for (const query of queries) {
    const request = {
      from: unwrap(parsePlaceRef(query.from)),
      to: unwrap(parsePlaceRef(query.to)),
      atEpochMs: query.atEpochMs,
      arriveBy: false,
      maxTransfers: 4,
    };
    let start = performance.now();
    planner.journeys(request, 'earliest');
    earliest.push(performance.now() - start);
    start = performance.now();
    trips += planner.plan(request, 'device').trips.length;
    plans.push(performance.now() - start);
  }
  postMessage({
    bytes: bytes.byteLength,
    fetchMs: decodeStart - fetchStart,
    decodeMs: plannerStart - decodeStart,
    plannerMs: readyAt - plannerStart,
    earliest,
    plans,
    trips,
  });
};
