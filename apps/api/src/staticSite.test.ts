import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';

describe('serving a built app beside the API', () => {
  let app: App;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'transit-site-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Transporte Madrid</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
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
});
