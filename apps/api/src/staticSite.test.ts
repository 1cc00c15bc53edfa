import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';

/** A page with the inline script and styles a build writes (the splash screen's, the entry's stylesheet). */
const INLINE_SCRIPT = 'window.started=1';
const INLINE_STYLE = 'body{margin:0}';
const INDEX_HTML = `<!doctype html><html><head><title>Transporte Madrid</title><style>${INLINE_STYLE}</style><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('serving a built app beside the API', () => {
  let app: App;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'transit-site-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What a build with source maps, or a careless copy, leaves in the folder: none of it is published.
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(root, 'sw.js.map'), '{"version":3}');
    writeFileSync(path.join(root, '.env'), 'EMT_PASS_KEY=secret');
    writeFileSync(path.join(root, '.git', 'config'), '[core]');
    // The build's compressed copies (tooling/vite-config writes them beside each text file).
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    app = createApp({ cities: fixtureCities(), now: () => 0, staticRoot: root });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves index.html at / and revalidates it', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Transporte Madrid');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy as the browser accepts, and the plain file otherwise", async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a client-side route with the app page, so the app can show it (or say it does not exist)', async () => {
    for (const url of ['/paradas/4-12', '/parada/4-12', '/no/such/page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Transporte Madrid');
    }
  });

  it('keeps JSON 404s for API paths and for requests that do not ask for HTML', async () => {
    const api = await app.inject({ url: '/api/madrid/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const json = await app.inject({ url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('says the answer varies with Accept-Encoding on every precompressed file, whichever coding it sends', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const url of ['/assets/index-abc123.js', '/', '/paradas/4-12']) {
        const response = await app.inject({
          url,
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(200);
        expect(response.headers['vary'], `${url} ${encoding}`).toMatch(/accept-encoding/i);
      }
    }
  });

  it('says so on a JSON answer compressed per request, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await app.inject({
        url: '/api/madrid/v1/lines/4-1',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      expect(response.headers['vary'], encoding).toMatch(/^accept-encoding$/i);
    }
  });

  it("sends the security headers on every answer (X-Content-Type-Options: nosniff, Referrer-Policy, and a CSP with frame-ancestors 'none'): a page, a file, JSON, an error", async () => {
    for (const request of [
      { url: '/', headers: { accept: 'text/html' } },
      { url: '/paradas/4-12', headers: { accept: 'text/html' } },
      { url: '/assets/index-abc123.js' },
      { url: '/api/madrid/v1/stops' },
      { url: '/api/madrid/v1/stops', headers: { 'if-none-match': '*' } },
      { url: '/api/madrid/v1/stops/4-12/arrivals' },
      { url: '/api/madrid/v1/stops/4-99/info' },
      { url: '/nope' },
      { method: 'POST' as const, url: '/api/madrid/v1/stops' },
    ]) {
      const response = await app.inject(request);
      const label = `${request.method ?? 'GET'} ${request.url} (${response.statusCode})`;
      expect(response.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toMatch(
        /^(strict-origin-when-cross-origin|no-referrer)$/,
      );
    }
  });

  it("gives pages and files the app's policy, and JSON answers one that lets nothing load", async () => {
    const page = await app.inject({ url: '/paradas/4-12', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const script = await app.inject({ url: '/assets/index-abc123.js' });
    expect(script.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    for (const url of ['/api/madrid/v1/stops/4-12/arrivals', '/api/madrid/v1/stops/4-99/info', '/time']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("allows the page's inline script and style by their hashes, never 'unsafe-inline' for scripts", async () => {
    const policy = (await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ];
    const directives = new Map(
      String(policy)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", sha256(INLINE_SCRIPT)]);
    expect(directives.get('style-src')).toEqual(["'self'", sha256(INLINE_STYLE)]);
    // The map's tiles (the fixture cities use OpenStreetMap's) and data: images.
    expect(directives.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://tile.openstreetmap.org']),
    );
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('publishes no source map, even one left in the folder', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    const script = await app.inject({ url: '/assets/index-abc123.js' });
    expect(script.headers['sourcemap']).toBeUndefined();
  });

  it('answers the app page only for app routes: a missing asset, an API path or a dotfile is a coded JSON 404', async () => {
    for (const url of [
      '/assets/missing-abc123.js',
      '/assets/',
      '/api/paris/v1/stops',
      '/api/madrid/v2/stops',
      '/api',
      '/.env',
      '/.git/config',
      '/%2Eenv',
      '/paradas/.env',
      '/favicon.ico',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body, url).not.toContain('secret');
    }
  });
});

describe('the API alone', () => {
  it('sends a policy that lets nothing load and nothing frame it, and the other security headers', async () => {
    const api = createApp({ cities: fixtureCities(), now: () => 0 });
    for (const url of ['/api/madrid/v1/stops/4-12/info', '/openapi.json', '/nope']) {
      const response = await api.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    await api.close();
  });
});
