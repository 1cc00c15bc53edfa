// `pnpm bench` (the web part): prints the figures the Madrid web app is judged by. A benchmark, not a test: nothing is
// asserted. It builds nothing (turbo's bench task for this package depends on the data and the Madrid app's build)
// and starts the real server as `npm start` does.
//   1. initial JS of the built Madrid app, gzipped: the entry chunk and every chunk it loads up front (index.html's
//      module script and modulepreload links, and their static imports), then every other chunk
//   2. search time per keystroke over the full Madrid stop list, fetched from the server, typed one keystroke at a time
//   3. Lighthouse mobile performance of the stops home and a stop page, in Debian's Chromium
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import madrid from '@transit/city-madrid';
import { createSearchIndex, filterByAllowedCodes, STOP_TYPES, stopTypeFromCode } from '@transit/core';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../src/chromium';
import { MADRID_DIST, type RunningServer, startServer } from '../src/server';

/** Queries typed keystroke by keystroke, and how many times each is typed after a warm-up. */
const QUERIES = ['puerta del sol', 'pta sol', 'atocha'] as const;
const SEARCH_ROUNDS = Number(process.env['BENCH_SEARCH_ROUNDS'] ?? 200);
const WARM_UP_ROUNDS = 20;
/** Lighthouse runs per page; the median score is the figure (a single run on two shared cores is noisy). */
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const LIGHTHOUSE_PAGES = [
  { name: 'stops home', path: '/paradas' },
  { name: 'stop page (Metro Sol)', path: '/paradas/4-12' },
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

async function initialJsFigures(): Promise<void> {
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
  const initial = new Set<string>();
  const queue = [...listed];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (initial.has(file)) continue;
    initial.add(file);
    queue.push(...staticImportsOf(await readFile(path.join(assets, file), 'utf8')));
  }
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

async function main(): Promise<void> {
  await initialJsFigures();
  const server = await startServer();
  try {
    await searchFigures(server);
    await lighthouseFigures(server);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
