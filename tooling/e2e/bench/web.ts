// `pnpm bench` (the web part): prints the figures the Madrid web app is judged by. A benchmark, not a test: nothing is
// asserted. It builds nothing (turbo's bench task for this package depends on the data and the Madrid app's build)
// and starts the real server as `npm start` does.
//   1. initial JS of the built Madrid app, gzipped: the entry chunk and every chunk it loads up front (index.html's
//      module script and modulepreload links, and their static imports), then every other chunk
//   2. search time per keystroke over the full Madrid stop list, fetched from the server, typed one keystroke at a time
//   3. Lighthouse mobile performance of the stops home and a stop page, in Debian's Chromium
//   4. the stop map's chunk: the map screen, Leaflet (loaded by the map primitives on first use) and the rest the map
//      route downloads beyond the initial JS, gzipped
//   5. the time to draw all the Madrid stops on the stop map in Chromium, from the performance measures the map
//      records (User Timing), at a phone's size, as the CPU runs and slowed down 4× as Lighthouse's mobile setting does
//   6. the trip planner in a Web Worker in Chromium over the artifact the server serves (bench/planner/figures.ts)
// BENCH_SECTIONS picks some of them by name (initial, search, lighthouse, map-chunk, stop-map, planner; for example
// BENCH_SECTIONS=initial,map-chunk,stop-map); all by default.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import madrid from '@transit/city-madrid';
import { createSearchIndex, filterByAllowedCodes, STOP_TYPES, stopTypeFromCode } from '@transit/core';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../src/chromium';
import { MADRID_DIST, type RunningServer, startServer } from '../src/server';
import { plannerWorkerFigures } from './planner/figures';

/** Queries typed keystroke by keystroke, and how many times each is typed after a warm-up. */
const QUERIES = ['puerta del sol', 'pta sol', 'atocha'] as const;
const SEARCH_ROUNDS = Number(process.env['BENCH_SEARCH_ROUNDS'] ?? 200);
const WARM_UP_ROUNDS = 20;
/**
 * Lighthouse runs per page; the median score is the figure. Five, as Lighthouse's own guide on variability advises: a
 * single run on two shared cores is noisy (a page whose median is 97 scores 95 now and then), and three let one
 * outlier pull the median.
 */
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 5);
const LIGHTHOUSE_PAGES = [
  { name: 'stops home', path: '/paradas' },
  { name: 'stop page (Metro Sol)', path: '/paradas/4-12' },
  { name: 'line page (Metro 1)', path: '/lineas/4-1' },
] as const;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 3 : 1)} ms`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}

// 1. Initial JS -------------------------------------------------------------------------------------------------------

interface ChunkSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`). */
function staticImportsOf(code: string): string[] {
  const imports = new Set<string>();
  const pattern = /(?:\bimport|\bexport)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) imports.add(match[1].slice(2));
  return [...imports];
}

async function sizeOf(assets: string, file: string): Promise<ChunkSize> {
  const bytes = await readFile(path.join(assets, file));
  // zlib's default level (6), as Vite's build report and the server's compression use.
  return { file, raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength };
}

/** The chunks the app loads up front: the entry, its modulepreloads and their static imports. */
async function initialChunks(): Promise<{
  readonly listed: ReadonlySet<string>;
  readonly initial: ReadonlySet<string>;
}> {
  const assets = path.join(MADRID_DIST, 'assets');
  const html = await readFile(path.join(MADRID_DIST, 'index.html'), 'utf8');
  const listed = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/assets\/([^"]+\.js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) listed.add(url);
  }
  // Follow static imports too, so a chunk the HTML does not preload still counts if it loads before the first render.
  return { listed, initial: await staticClosure(assets, [...listed]) };
}

/** The chunks `files` import statically, themselves included, transitively. */
async function staticClosure(assets: string, files: readonly string[]): Promise<Set<string>> {
  const closure = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (closure.has(file)) continue;
    closure.add(file);
    queue.push(...staticImportsOf(await readFile(path.join(assets, file), 'utf8')));
  }
  return closure;
}

async function initialJsFigures(): Promise<void> {
  const assets = path.join(MADRID_DIST, 'assets');
  const html = await readFile(path.join(MADRID_DIST, 'index.html'), 'utf8');
  const { listed, initial } = await initialChunks();
  const initialSizes = await Promise.all([...initial].sort().map((file) => sizeOf(assets, file)));
  const others = (await readdir(assets)).filter((file) => file.endsWith('.js') && !initial.has(file)).sort();
  const otherSizes = await Promise.all(others.map((file) => sizeOf(assets, file)));
  const css = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  const cssLinked = css.filter((file) => html.includes(`/assets/${file}`));
  const cssSizes = await Promise.all(cssLinked.map((file) => sizeOf(assets, file)));

  const row = (chunk: ChunkSize, how: string) => ({
    file: chunk.file,
    loaded: how,
    raw: kib(chunk.raw),
    gzip: kib(chunk.gzip),
  });
  table('1. Initial JS of the Madrid app (apps/madrid/dist, gzip level 6)', [
    ...initialSizes.map((chunk) =>
      row(chunk, listed.has(chunk.file) ? 'index.html (entry or modulepreload)' : 'static import'),
    ),
    {
      file: 'TOTAL initial JS',
      loaded: `${initialSizes.length} chunks`,
      raw: kib(initialSizes.reduce((sum, chunk) => sum + chunk.raw, 0)),
      gzip: kib(initialSizes.reduce((sum, chunk) => sum + chunk.gzip, 0)),
    },
    ...cssSizes.map((chunk) => row(chunk, 'index.html stylesheet (not JS; for reference)')),
  ]);
  table(
    'Other JS chunks (loaded later, by route or on demand)',
    otherSizes.map((chunk) => row(chunk, 'later')),
  );
  console.log(
    `initial JS gzip: ${kib(initialSizes.reduce((sum, chunk) => sum + chunk.gzip, 0))} ` +
      `(target ≤ 170 KB); other chunks: ${otherSizes.length}, ` +
      `${kib(otherSizes.reduce((sum, chunk) => sum + chunk.gzip, 0))} gzip in all`,
  );
}

// 2. Search per keystroke ---------------------------------------------------------------------------------------------

type StopRow = readonly [string, string, number, number, readonly string[], boolean, number];

async function searchFigures(server: RunningServer): Promise<void> {
  const response = await fetch(`${server.origin}${madrid.apiBase}/v1/stops`);
  const list = (await response.json()) as { readonly stops: readonly StopRow[] };
  // The app's stop index (packages/app/src/features/search/searchIndex.ts, over stopsOf() of shared/staticLists.ts),
  // replicated here because @transit/app exports neither: rows as objects, the city's allowed types kept, ranked by
  // name and code with ties in the nearby-stop type order.
  const stops = filterByAllowedCodes(
    list.stops.map(([code, name, , , , , stopTypeCode]) => ({ code, name, stopTypeCode })),
    (stop) => ({ stopTypeCode: stop.stopTypeCode }),
    { stopTypeCodes: madrid.allowedStopTypeCodes },
  );
  const typeRank = (code: number) => {
    const type = stopTypeFromCode(code);
    return type === undefined ? STOP_TYPES.length : STOP_TYPES.indexOf(type);
  };
  const buildStart = performance.now();
  const index = createSearchIndex(
    stops.map((stop) => ({
      item: stop,
      name: stop.name,
      codes: [stop.code],
      rank: typeRank(stop.stopTypeCode),
    })),
  );
  const buildMs = performance.now() - buildStart;

  const rows: Record<string, string | number>[] = [];
  const all: number[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < WARM_UP_ROUNDS + SEARCH_ROUNDS; round += 1) {
      for (let length = 1; length <= query.length; length += 1) {
        const start = performance.now();
        results = index.search(query.slice(0, length)).length;
        const elapsed = performance.now() - start;
        if (round >= WARM_UP_ROUNDS) times.push(elapsed);
      }
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      query: `"${query}"`,
      keystrokes: times.length,
      p50: ms(percentile(times, 50)),
      p95: ms(percentile(times, 95)),
      max: ms(times.at(-1) ?? Number.NaN),
      'results (whole query)': results,
    });
  }
  all.sort((a, b) => a - b);
  rows.push({
    query: 'ALL',
    keystrokes: all.length,
    p50: ms(percentile(all, 50)),
    p95: ms(percentile(all, 95)),
    max: ms(all.at(-1) ?? Number.NaN),
    'results (whole query)': '',
  });
  table(
    `2. Search per keystroke over ${index.size} Madrid stops (Node ${process.version}, ${SEARCH_ROUNDS} rounds ` +
      `after ${WARM_UP_ROUNDS} warm-up; index built in ${ms(buildMs)})`,
    rows,
  );
  console.log(`search p95 per keystroke: ${ms(percentile(all, 95))} (target ≤ 10 ms)`);
}

// 3. Lighthouse --------------------------------------------------------------------------------------------------------

interface LighthouseRun {
  readonly score: number;
  readonly metrics: Readonly<Record<string, number>>;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

async function lighthouseFigures(server: RunningServer): Promise<void> {
  const chromePath = process.env['CHROME_PATH'] ?? CHROMIUM_PATH;
  const rows: Record<string, string | number>[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      // A fresh browser per run: Lighthouse's default mobile settings (Moto G Power, simulated slow 4G, 4× CPU).
      const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS] });
      try {
        const result = await lighthouse(`${server.origin}${page.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
        const metrics: Record<string, number> = {};
        for (const [label, id] of Object.entries(METRICS))
          metrics[label] = audits[id]?.numericValue ?? Number.NaN;
        runs.push({ score: Math.round((categories['performance']?.score ?? Number.NaN) * 100), metrics });
      } finally {
        chrome.kill();
      }
    }
    const metric = (label: keyof typeof METRICS) =>
      median(runs.map((run) => run.metrics[label] ?? Number.NaN));
    rows.push({
      page: `${page.name} ${page.path}`,
      'performance (median)': median(runs.map((run) => run.score)),
      runs: runs.map((run) => run.score).join(', '),
      FCP: ms(metric('FCP')),
      LCP: ms(metric('LCP')),
      TBT: ms(metric('TBT')),
      CLS: metric('CLS').toFixed(3),
      SI: ms(metric('SI')),
    });
  }
  table(
    `3. Lighthouse mobile performance (lighthouse 12, ${chromePath}, median of ${LIGHTHOUSE_RUNS} runs; target ≥ 95)`,
    rows,
  );
}

// 4. The stop map's chunk ---------------------------------------------------------------------------------------------

/**
 * The chunks a chunk's dynamic imports need (Vite lists them for its preload helper as "assets/x.js" and
 * "assets/x.css"): for the map primitives, Leaflet and its stylesheet, fetched when a map first shows.
 */
function dynamicDepsOf(code: string): string[] {
  const deps = new Set<string>();
  for (const match of code.matchAll(/["'`]assets\/([^"'`]+\.(?:js|css))["'`]/g))
    if (match[1]) deps.add(match[1]);
  return [...deps];
}

async function mapChunkFigures(): Promise<void> {
  const assets = path.join(MADRID_DIST, 'assets');
  const files = await readdir(assets);
  // The map feature's lazily loaded index (packages/app/src/features/map/index.ts) is the chunk named "map" that holds
  // its SCREENS (the map's message catalogs are chunks named "map" too).
  const mapChunks = await Promise.all(
    files
      .filter((file) => /^map-[\w-]+\.js$/.test(file))
      .map(async (file) => ({ file, code: await readFile(path.join(assets, file), 'utf8') })),
  );
  const mapChunk = mapChunks.find(({ code }) => code.includes('stopsMap'))?.file;
  // The router loads the map's messages with it, in the rider's language: the Spanish ones for the default.
  const spanishMessages = mapChunks.find(
    ({ code }) => code.includes('Mapa de paradas') && !code.includes('stopsMap'),
  );
  if (!mapChunk) {
    console.log('\n## 4. Stop map chunk\nno map-*.js chunk in the build');
    return;
  }
  const { initial } = await initialChunks();
  const route = [...(await staticClosure(assets, [mapChunk]))].filter((file) => !initial.has(file));
  const onDemand = new Set<string>();
  for (const file of route) {
    for (const dep of dynamicDepsOf(await readFile(path.join(assets, file), 'utf8'))) {
      if (!initial.has(dep) && !route.includes(dep)) onDemand.add(dep);
    }
  }
  const rows: Record<string, string>[] = [];
  let total = { raw: 0, gzip: 0 };
  const add = async (file: string, how: string) => {
    const size = await sizeOf(assets, file);
    total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
    rows.push({ file, loaded: how, raw: kib(size.raw), gzip: kib(size.gzip) });
    return size;
  };
  const own = await add(mapChunk, 'the map screen (features/map)');
  if (spanishMessages) await add(spanishMessages.file, "the map's messages (es), with the screen");
  for (const file of route.filter((name) => name !== mapChunk).sort()) {
    await add(file, 'static import, shared with other routes');
  }
  let leafletGzip = 0;
  for (const file of [...onDemand].sort()) {
    const size = await add(file, /^leaflet/i.test(file) ? 'Leaflet, on first map' : 'on first map');
    if (/^leaflet/i.test(file)) leafletGzip += size.gzip;
  }
  rows.push({
    file: 'TOTAL beyond the initial JS',
    loaded: `${rows.length} files`,
    raw: kib(total.raw),
    gzip: kib(total.gzip),
  });
  table('4. Stop map chunk (/paradas/mapa beyond the initial JS, gzip level 6)', rows);
  console.log(
    `map chunk gzip: ${kib(own.gzip)} (the screen) + ${kib(leafletGzip)} (Leaflet, JS and CSS) = ` +
      `${kib(own.gzip + leafletGzip)}; with the shared chunks the route also loads: ${kib(total.gzip)}`,
  );
}

// 5. Drawing the stop map ---------------------------------------------------------------------------------------------

/** The User Timing measures the stop map records (packages/ui/src/map/performanceMarks.ts). */
const STOPS_MAP_MEASURES = { index: 'transit:stops-map:index', draw: 'transit:stops-map:draw' } as const;
/** Redraws timed per scale and run. */
const MAP_REDRAWS = Number(process.env['BENCH_MAP_REDRAWS'] ?? 20);
const PHONE = { width: 390, height: 844 } as const;

interface Measure {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly drawnCount: number;
  readonly zoom: number;
}

/** Collects the stop map's measures in the page as they are recorded, from the first script on. */
function collectMeasures(names: readonly string[]): void {
  const measures: Measure[] = [];
  (window as unknown as { __stopMapMeasures: Measure[] }).__stopMapMeasures = measures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!names.includes(entry.name)) continue;
      const detail = (entry as PerformanceMeasure).detail as { drawnCount?: number; zoom?: number } | null;
      measures.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        drawnCount: detail?.drawnCount ?? 0,
        zoom: detail?.zoom ?? Number.NaN,
      });
    }
  }).observe({ type: 'measure' });
}

async function measuresOf(page: Page): Promise<Measure[]> {
  return page.evaluate(() => (window as unknown as { __stopMapMeasures: Measure[] }).__stopMapMeasures);
}

/** The map's frame attribute `name` (data-stops-total, data-stops-drawn, data-zoom). */
function frameData(page: Page, name: string): Promise<string | undefined> {
  return page.evaluate(
    (key) => document.querySelector<HTMLElement>('[data-stops-total]')?.dataset[key],
    name,
  );
}

/**
 * Has the map redraw MAP_REDRAWS times and returns the draws that match, as they were timed, sorted by duration. A
 * `pan` is an arrow key on the focused map (Leaflet pans 80 px; the canvas is redrawn when the pan ends); a `resize`
 * changes the map's height by 2 pixels (it follows its container's size and redraws when its centre moves, which
 * 2 pixels do by one), so the canvas is reallocated too: the dearest redraw, and the one possible when the whole
 * region is in view and the map cannot pan.
 */
async function redraws(
  page: Page,
  how: 'pan' | 'resize',
  isCounted: (measure: Measure) => boolean,
): Promise<Measure[]> {
  const startMs = await page.evaluate(() => performance.now());
  const counted = async () =>
    (await measuresOf(page)).filter(
      (entry) => entry.name === STOPS_MAP_MEASURES.draw && entry.startTime >= startMs && isCounted(entry),
    );
  for (let redraw = 0; redraw < MAP_REDRAWS; redraw += 1) {
    const before = (await counted()).length;
    if (how === 'pan') {
      await page
        .locator('[data-stops-total] > [role="region"]')
        .press(redraw % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    } else {
      await page.evaluate(() => {
        const map = document.querySelector<HTMLElement>('[data-stops-total] > [role="region"]');
        if (map) map.style.bottom = map.style.bottom === '2px' ? '0px' : '2px';
      });
    }
    await expectMoreDraws(page, counted, before);
  }
  return (await counted()).sort((a, b) => a.duration - b.duration);
}

async function expectMoreDraws(page: Page, counted: () => Promise<Measure[]>, before: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await counted()).length <= before) {
    if (Date.now() > deadline) throw new Error('the stop map did not redraw within 30 s');
    await page.waitForTimeout(20);
  }
}

/**
 * Opens the stop map, waits for its first drawing of the stops, zooms out to the whole region (Leaflet disables
 * "Alejar" at the minimum zoom, where every stop is in view), timing redraws at the default zoom and of the whole
 * region.
 */
async function stopMapRun(context: BrowserContext, origin: string, cpuSlowdown: number) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}/paradas/mapa`);
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLElement>('[data-stops-total]');
      return Number(frame?.dataset['stopsTotal'] ?? 0) > 0 && Number(frame?.dataset['stopsDrawn'] ?? 0) > 0;
    });
    const total = Number(await frameData(page, 'stopsTotal'));
    const opening = await measuresOf(page);

    // At the default zoom: the street, the stops as icons.
    const streetDraws = await redraws(
      page,
      'pan',
      (entry) => entry.zoom === opening.at(-1)?.zoom && entry.drawnCount > 0,
    );

    const zoomOut = page.getByRole('button', { name: 'Alejar' });
    while ((await zoomOut.getAttribute('aria-disabled')) !== 'true') {
      const zoom = await frameData(page, 'zoom');
      await zoomOut.click();
      await page.waitForFunction(
        (before) => document.querySelector<HTMLElement>('[data-stops-total]')?.dataset['zoom'] !== before,
        zoom,
      );
    }
    const isAllStops = (entry: Measure) => entry.drawnCount === total;
    const regionDraws = await redraws(page, 'pan', isAllStops);
    const regionResizedDraws = await redraws(page, 'resize', isAllStops);
    return {
      total,
      index: opening.find((entry) => entry.name === STOPS_MAP_MEASURES.index),
      firstDraw: opening.find((entry) => entry.name === STOPS_MAP_MEASURES.draw && entry.drawnCount > 0),
      streetDraws,
      regionDraws,
      regionResizedDraws,
    };
  } finally {
    await page.close();
  }
}

const durations = (measures: readonly Measure[]) => measures.map((measure) => measure.duration);

async function stopMapFigures(server: RunningServer): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const cpuSlowdown of [1, 4]) {
      // A phone, as in the browser tests; no location allowed, so the map opens on the city's centre.
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'es-ES',
      });
      await context.addInitScript(collectMeasures, Object.values(STOPS_MAP_MEASURES));
      try {
        const run = await stopMapRun(context, server.origin, cpuSlowdown);
        rows.push({
          CPU: cpuSlowdown === 1 ? 'as is' : `${cpuSlowdown}× slower`,
          stops: run.total,
          'index built': ms(run.index?.duration ?? Number.NaN),
          'first draw': `${ms(run.firstDraw?.duration ?? Number.NaN)} (${run.firstDraw?.drawnCount ?? '?'} stops)`,
          'stops shown at': ms((run.firstDraw?.startTime ?? Number.NaN) + (run.firstDraw?.duration ?? 0)),
          'redraw after a pan, p50': `${ms(percentile(durations(run.streetDraws), 50))} (${run.streetDraws[0]?.drawnCount ?? '?'} stops)`,
          'all stops after a pan, p50': ms(percentile(durations(run.regionDraws), 50)),
          'all stops after a pan, max': ms(run.regionDraws.at(-1)?.duration ?? Number.NaN),
          'all stops resized, p50': ms(percentile(durations(run.regionResizedDraws), 50)),
          'draws timed': run.streetDraws.length + run.regionDraws.length + run.regionResizedDraws.length,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  table(
    `5. Drawing the stop map (${CHROMIUM_PATH}, ${PHONE.width}×${PHONE.height} CSS px at 2× pixels): the index of ` +
      'the stop list, the first draw at the default zoom, when the stops show from navigation start (stop list ' +
      'fetched from the local server), a redraw after a pan at the default zoom, and the draws of all the stops (the ' +
      'whole region in view) after a pan and after a resize (the canvas reallocated)',
    rows,
  );
}

/** The sections to run: BENCH_SECTIONS (comma-separated names), or all. */
const SECTIONS = new Set(
  (process.env['BENCH_SECTIONS'] ?? 'initial,search,lighthouse,map-chunk,stop-map,planner')
    .split(',')
    .map((name) => name.trim()),
);

async function main(): Promise<void> {
  if (SECTIONS.has('initial')) await initialJsFigures();
  const needsServer = ['search', 'lighthouse', 'stop-map', 'planner'].some((name) => SECTIONS.has(name));
  const server = needsServer ? await startServer() : undefined;
  try {
    if (server && SECTIONS.has('search')) await searchFigures(server);
    if (server && SECTIONS.has('lighthouse')) await lighthouseFigures(server);
    if (SECTIONS.has('map-chunk')) await mapChunkFigures();
    if (server && SECTIONS.has('stop-map')) await stopMapFigures(server);
    if (server && SECTIONS.has('planner')) await plannerWorkerFigures(server);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
