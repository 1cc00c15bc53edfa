import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';
import { matchesIfNoneMatch, negotiateEncoding, STATIC_CACHE_CONTROL } from './staticBody';

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => Date.parse('2025-11-19T06:55:00+01:00') });
  await app.ready();
});
afterAll(() => app.close());

describe('content coding negotiation', () => {
  it('prefers Brotli, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('follows q-values, wildcards and refusals', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=nonsense')).toBe('identity');
    expect(negotiateEncoding(' BR ; Q=1 ,,')).toBe('br');
  });

  it('answers a header it has read before the same way, however many distinct ones clients send', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 200; i += 1) {
        expect(negotiateEncoding(`gzip;q=0.${i % 10}, br;q=0, x-${i}`)).toBe(
          i % 10 === 0 ? 'identity' : 'gzip',
        );
      }
      expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    }
  });
});

describe('If-None-Match', () => {
  const etags = ['"abc"', '"abc-gzip"', '"abc-br"'];
  it('matches any of the representations, weakly, in a list, or *', () => {
    expect(matchesIfNoneMatch('"abc"', etags)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', etags)).toBe(true);
    expect(matchesIfNoneMatch('"old", "abc-gzip"', etags)).toBe(true);
    expect(matchesIfNoneMatch('*', etags)).toBe(true);
    expect(matchesIfNoneMatch('"old"', etags)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etags)).toBe(false);
  });
});

describe.each(['stops', 'lines'])('GET {api}/v1/%s caching', (list) => {
  const url = `/api/madrid/v1/${list}`;

  it('has a strong ETag, Cache-Control for 5 minutes and 7 days stale, and varies on Accept-Encoding', async () => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE_CONTROL);
    expect(STATIC_CACHE_CONTROL).toBe('public, max-age=300, stale-while-revalidate=604800');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers['etag'] as string;
    const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(STATIC_CACHE_CONTROL);
    // A client that switched codings still has the same content.
    const plain = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(304);
    const stale = await app.inject({ url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends gzip and Brotli forms of the same JSON, each with its own strong ETag', async () => {
    const plain = await app.inject({ url });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const base = (plain.headers['etag'] as string).slice(1, -1);
    expect(gzip.headers['etag']).toBe(`"${base}-gzip"`);
    expect(br.headers['etag']).toBe(`"${base}-br"`);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.byteLength);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['etag']).toMatch(/^"/);
  });
});

describe('other answers', () => {
  it('compress large answers and carry weak ETags that revalidate to 304', async () => {
    const url = '/api/madrid/v1/lines/4-1?date=2025-11-19';
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'))).toMatchObject({
      lineCode: '4-1',
    });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('let clients revalidate arrivals every time', async () => {
    const response = await app.inject({ url: '/api/madrid/v1/stops/4-12/arrivals' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
