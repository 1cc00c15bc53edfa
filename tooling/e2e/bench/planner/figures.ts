// `pnpm bench`, the planner in Chromium (issue 11): the Madrid app's planner engine in a Web Worker, over the city's
// network artifact as the server serves it (GET /api/madrid/v1/network, gzip), on Madrid Metro + Metro Ligero (the
// lines with timetables). The worker (bench/planner/worker.ts) is bundled with Vite and served at the server's origin
// by Playwright, so it fetches the artifact as the app does; queries are random stop pairs at random moments of a
// weekday (fixed seed), timed one by one in the worker. Nothing is asserted: figures are printed.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { decodeNetwork, hasScheduledCalls, stopAt, stopIndexes, zonedTimeToEpochMs } from '@transit/network';
import madrid from '@transit/city-madrid';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../src/chromium';
import type { RunningServer } from '../../src/server';

const QUERIES = Number(process.env['BENCH_PLANNER_QUERIES'] ?? 500);
const WARM_UP = 30;

interface WorkerFigures {
  readonly bytes: number;
  readonly fetchMs: number;
  readonly decodeMs: number;
  readonly plannerMs: number;
  readonly earliest: readonly number[];
  readonly plans: readonly number[];
  readonly trips: number;
}

/** A small deterministic generator (mulberry32), so every run asks the same queries. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function bundleWorker(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, 'worker.ts'), formats: ['es'], fileName: 'worker' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('Vite did not bundle the planner bench worker.');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export async function plannerWorkerFigures(server: RunningServer): Promise<void> {
  const artifactUrl = `${server.origin}${madrid.apiBase}/v1/network`;
  const gz = await fetch(artifactUrl, { headers: { 'accept-encoding': 'gzip' } });
  const gzBytes = (await gz.arrayBuffer()).byteLength; // fetch decodes; the wire size is the header's
  const wireBytes = Number(gz.headers.get('content-length') ?? gzBytes);
  const network = decodeNetwork(new Uint8Array(await (await fetch(artifactUrl)).arrayBuffer()));
  const stops = stopIndexes(network)
    .filter((stop) => hasScheduledCalls(network, stop))
    .map((stop) => stopAt(network, stop).code);
  const next = random(11);
  const metroFeed = network.feeds.find((feed) => feed.id === 'crtm-metro');
  const day = Math.floor(((metroFeed?.startDay ?? 0) + (metroFeed?.endDay ?? 0)) / 2);
  const queries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const from = stops[Math.floor(next() * stops.length)] as string;
    let to = from;
    while (to === from) to = stops[Math.floor(next() * stops.length)] as string;
    const secondsOfDay = 6 * 3600 + Math.floor(next() * 17 * 3600);
    return {
      from: `stop:${from}`,
      to: `stop:${to}`,
      atEpochMs: zonedTimeToEpochMs(day, secondsOfDay, madrid.timeZone),
    };
  });

  const code = await bundleWorker();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    await page.route(`${server.origin}/__planner-bench/**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: code })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>planner bench</title>' }),
    );
    await page.goto(`${server.origin}/__planner-bench/index.html`);
    const figures = await page.evaluate(
      (request) =>
        new Promise<WorkerFigures>((resolve, reject) => {
          const worker = new Worker('/__planner-bench/worker.js', { type: 'module' });
          worker.onmessage = (event: MessageEvent<WorkerFigures>) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage(request);
        }),
      { artifactUrl, timeZone: madrid.timeZone, queries },
    );
    const earliest = figures.earliest.slice(WARM_UP).toSorted((a, b) => a - b);
    const plans = figures.plans.slice(WARM_UP).toSorted((a, b) => a - b);
    console.log(
      `\n## 6. The planner in a Web Worker in Chromium (Madrid Metro + Metro Ligero, ${stops.length} stops with ` +
        `timetables; ${QUERIES} random queries after ${WARM_UP} to warm up; ${CHROMIUM_PATH})`,
    );
    console.table([
      {
        figure: 'artifact download (gzip on the wire)',
        value: `${(wireBytes / 1024 / 1024).toFixed(2)} MiB`,
      },
      { figure: 'artifact decoded size', value: `${(figures.bytes / 1024 / 1024).toFixed(2)} MiB` },
      { figure: 'fetch in the worker (local server)', value: ms(figures.fetchMs) },
      { figure: 'decode', value: ms(figures.decodeMs) },
      { figure: 'planner ready (arrays, spatial index)', value: ms(figures.plannerMs) },
      { figure: 'earliest arrival p50', value: ms(percentile(earliest, 50)) },
      { figure: 'earliest arrival p95 (target ≤ 10 ms)', value: ms(percentile(earliest, 95)) },
      { figure: 'earliest arrival max', value: ms(earliest.at(-1) ?? Number.NaN) },
      { figure: "the app's plan (1-hour range + trips) p50", value: ms(percentile(plans, 50)) },
      { figure: "the app's plan p95", value: ms(percentile(plans, 95)) },
      { figure: 'trips answered', value: String(figures.trips) },
    ]);
  } finally {
    await browser.close();
  }
}
