/// <reference lib="webworker" />
// The planner's Web Worker (issue 11): plans over the city's network in the browser, off the page's thread. It reads
// each message with the protocol's schema (workerHandler) and posts the answer; the page parses answers again.
import { z } from 'zod';
import { loadNetworkArtifact } from './networkArtifact';
import { createPlannerWorkerHandler } from './workerHandler';

// The page's Content-Security-Policy has no 'unsafe-eval': zod parses without compiling (as the page does).
z.config({ jitless: true });

declare const self: DedicatedWorkerGlobalScope;

const handle = createPlannerWorkerHandler({
  loadArtifact: (url) =>
    loadNetworkArtifact(url, {
      fetch: (input, init) => fetch(input, init),
      caches: typeof caches === 'undefined' ? undefined : caches,
      now: () => Date.now(),
    }),
  now: () => Date.now(),
});

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  void handle(event.data).then((answer) => self.postMessage(answer));
});
