import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/node_modules/.pnpm/@jridgewell+trace-mapping@0.3.31/node_modules/@jridgewell/trace-mapping/package.json');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const DIST = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
const maps = new Map();
function resolve(url, line, col) {
  const file = url.split('/').pop();
  if (!file?.endsWith('.js')) return `${file}`;
  if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(`${DIST}/assets/${file}.map`, 'utf8'))); } catch { maps.set(file, null); } }
  const m = maps.get(file); if (!m) return file;
  const p = originalPositionFor(m, { line: line + 1, column: col });
  return `${(p.source ?? '?').replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^.*\/packages\//, 'packages/')}:${p.line} ${p.name ?? ''}`;
}
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); const self = new Map();
for (const [id, t] of dt) {
  const seen = new Set(); let cur = id; let first = true;
  while (cur !== undefined) {
    const f = byId.get(cur).callFrame;
    const key = f.url ? resolve(f.url, f.lineNumber, f.columnNumber) : f.functionName;
    if (first) { self.set(key, (self.get(key) ?? 0) + t / 1000); first = false; }
    if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + t / 1000); seen.add(key); }
    cur = parent.get(cur);
  }
}
const top = (m) => [...m].filter(([k]) => !/^\((root|program|idle)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n');
console.log('INCLUSIVE (4x CPU)\n' + top(incl) + '\n\nSELF\n' + top(self));
await browser.close();
