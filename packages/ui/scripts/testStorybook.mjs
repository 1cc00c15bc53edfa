// @ts-check
// The Storybook check (the style guide's "stories are tested"): serves the built storybook-static on a local port,
// opens every story in Debian's Chromium through playwright-core, and fails on a story that does not render, on any
// console error or page error, and on any axe-core WCAG 2 A/AA violation. It builds nothing: run build-storybook
// first (turbo's test:storybook task depends on it).
/* global window, document -- the functions given to page.waitForFunction and page.evaluate run in the page. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';

// STORYBOOK_STATIC_DIR tests a build made elsewhere (`storybook build -o <dir>`), so builds can be checked side by side.
const STATIC_DIR = path.resolve(
  process.env['STORYBOOK_STATIC_DIR'] ?? path.resolve(import.meta.dirname, '../storybook-static'),
);
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// Offline and quiet: no GPU, no sandbox (CI runs as root), and none of Chromium's own network traffic.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
/** axe-core's tags for the WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A story has this long to finish rendering (and its play function) before it counts as not rendering. */
const RENDER_TIMEOUT_MS = 20_000;
/** Two pages at once: the machines have two cores, and Chromium and this server share them. */
const WORKERS = Number(process.env['STORYBOOK_CHECK_WORKERS'] ?? 2);
/** A phone, as riders see the product. */
const VIEWPORT = { width: 390, height: 844 };

const MIME_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
});

/** @param {string} text */
function print(text) {
  process.stdout.write(`${text}\n`);
}

/**
 * A static file server for storybook-static on 127.0.0.1 and a free port.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
async function serveStatic() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    // Chromium asks for /favicon.ico on its own (outside the page's requests); the story iframe has none to give.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path.join(STATIC_DIR, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(STATIC_DIR + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = MIME_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @typedef {{ id: string, title: string, name: string, type: string }} IndexEntry
 * @typedef {{ id: string, impact: string | null, help: string, nodes: string[] }} Violation
 * @typedef {{ entry: IndexEntry, problems: string[], violations: Violation[] }} StoryResult
 */

/** @returns {Promise<IndexEntry[]>} */
async function readStories() {
  let text;
  try {
    text = await readFile(path.join(STATIC_DIR, 'index.json'), 'utf8');
  } catch {
    throw new Error(
      `${path.relative(process.cwd(), STATIC_DIR)}/index.json is missing: run build-storybook first.`,
    );
  }
  const index = /** @type {{ entries: Record<string, IndexEntry> }} */ (JSON.parse(text));
  // An optional argument narrows the run to the story ids containing it (while working on one component).
  const only = process.argv[2] ?? '';
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(only));
}

/**
 * Opens one story and checks it.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} origin
 * @param {string} axeSource
 * @param {IndexEntry} entry
 * @returns {Promise<StoryResult>}
 */
async function checkStory(context, origin, axeSource, entry) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Violation[]} */
  let violations = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    // The first line says what went wrong; the minified stack under it says nothing more.
    if (message.type() === 'error') problems.push(`console error: ${message.text().split('\n')[0] ?? ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  try {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
    // Storybook's render goes through phases (loading, rendering, playing, completing — which waits for CSS
    // animations —, completed, afterEach) and always ends in "finished", "errored" or "aborted".
    await page.waitForFunction(
      () => {
        const preview = /** @type {{ currentRender?: { phase?: string } } | undefined} */ (
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))['__STORYBOOK_PREVIEW__']
        );
        const phase = preview?.currentRender?.phase;
        return (
          phase === 'finished' ||
          phase === 'errored' ||
          phase === 'aborted' ||
          document.body.classList.contains('sb-show-errordisplay') ||
          document.body.classList.contains('sb-show-nopreview')
        );
      },
      undefined,
      { timeout: RENDER_TIMEOUT_MS },
    );
    const outcome = await page.evaluate(() => {
      const preview = /** @type {{ currentRender?: { phase?: string } } | undefined} */ (
        /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))['__STORYBOOK_PREVIEW__']
      );
      return {
        phase: preview?.currentRender?.phase,
        showsError: document.body.classList.contains('sb-show-errordisplay'),
        showsNothing: document.body.classList.contains('sb-show-nopreview'),
        errorText: document.querySelector('#error-message')?.textContent ?? '',
        // Stories render into #storybook-root; the modal portals into the body, marked data-ui-portal.
        hasContent: [...document.querySelectorAll('#storybook-root, [data-ui-portal]')].some(
          (element) => element.childElementCount > 0 || (element.textContent ?? '').trim() !== '',
        ),
      };
    });
    if (outcome.showsError || outcome.phase === 'errored') {
      problems.push(`did not render: ${outcome.errorText.trim() || `phase ${outcome.phase}`}`);
    } else if (outcome.showsNothing || !outcome.hasContent) {
      problems.push('rendered nothing');
    } else {
      await page.addScriptTag({ content: axeSource });
      violations = await page.evaluate(async (tags) => {
        const axe = /** @type {typeof import('axe-core')} */ (
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))['axe']
        );
        const results = await axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
        }));
      }, AXE_TAGS);
    }
  } catch (error) {
    problems.push(`did not render: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }
  return { entry, problems, violations };
}

async function main() {
  const stories = await readStories();
  const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const server = await serveStatic();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  /** @type {StoryResult[]} */
  const results = [];
  try {
    // Reduced motion, as some riders have it: the states are checked at rest, not halfway through an animation.
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    let next = 0;
    const worker = async () => {
      while (next < stories.length) {
        const entry = /** @type {IndexEntry} */ (stories[next]);
        next += 1;
        const result = await checkStory(context, server.origin, axeSource, entry);
        results.push(result);
        const failed = result.problems.length > 0 || result.violations.length > 0;
        print(`${failed ? '✗' : '✓'} ${entry.title} › ${entry.name}`);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, WORKERS) }, worker));
  } finally {
    await browser.close();
    await server.close();
  }

  const failures = results.filter((result) => result.problems.length > 0 || result.violations.length > 0);
  for (const { entry, problems, violations } of failures) {
    print(`\n${entry.title} › ${entry.name} (${entry.id})`);
    for (const problem of problems) print(`  ${problem}`);
    for (const violation of violations) {
      print(`  axe ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`);
      for (const node of violation.nodes) print(`    ${node}`);
    }
  }
  const violationCount = results.reduce((sum, result) => sum + result.violations.length, 0);
  const problemCount = results.reduce((sum, result) => sum + result.problems.length, 0);
  print(
    `\nStorybook check: ${results.length} stories checked in Chromium with axe-core (${AXE_TAGS.join(', ')}); ` +
      `${violationCount} axe violations, ${problemCount} render or console problems.`,
  );
  print(`storybook: ${results.length - failures.length} passed, ${failures.length} failed`);
  if (failures.length > 0 || results.length === 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
