import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { errorAnswer } from './errorAnswer';
import { ApiError, frameworkErrorCode, INTERNAL_ERROR_MESSAGE } from './errors';
import { fixtureCities } from './fixtureNetwork';
import { exchange, listenOnFreePort, parseAnswer } from './testSockets';

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => Date.parse('2025-11-19T06:55:00+01:00') });
  await app.ready();
});
afterAll(() => app.close());

async function expectError(
  request: string | InjectOptions,
  statusCode: number,
  code: string,
  message?: string | RegExp,
) {
  const response = await app.inject(typeof request === 'string' ? { url: request } : request);
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body['code']).toBe(code);
  if (typeof message === 'string') expect(body['message']).toBe(message);
  else if (message) expect(body['message']).toMatch(message);
  return body;
}

describe('malformed codes: 400 with the parser’s coded error', () => {
  it.each(['info', 'arrivals'])('a stop code that is not one (%s)', async (endpoint) => {
    await expectError(
      `/api/madrid/v1/stops/abc/${endpoint}`,
      400,
      'STOP_CODE_MALFORMED',
      "'abc' is not a stop code: expected digits with an optional 1–2 digit prefix and '-' or '_', for example 4-123.",
    );
    await expectError(`/api/madrid/v1/stops/4--12/${endpoint}`, 400, 'STOP_CODE_MALFORMED');
    await expectError(`/api/madrid/v1/stops/${'9'.repeat(40)}/${endpoint}`, 400, 'STOP_CODE_MALFORMED');
  });

  it('a stop code whose prefix is no stop type', async () => {
    await expectError(
      '/api/madrid/v1/stops/7-12/info',
      400,
      'STOP_CODE_UNKNOWN_TYPE',
      "'7-12' is not a stop code: prefix 7 is not a stop type (4, 5, 6, 8 or 10).",
    );
  });

  it('a line code that is not one, or whose prefix is no transport type', async () => {
    await expectError(
      '/api/madrid/v1/lines/L1',
      400,
      'LINE_CODE_MALFORMED',
      "'L1' is not a line code: expected digits with an optional 1–2 digit prefix and '-' or '_'.",
    );
    await expectError('/api/madrid/v1/lines/7-1', 400, 'LINE_CODE_UNKNOWN_TYPE');
  });
});

describe('unknown stops and lines: 404', () => {
  it('names the stop and the city', async () => {
    await expectError(
      '/api/madrid/v1/stops/4-99/info',
      404,
      'STOP_NOT_FOUND',
      "There is no stop '4-99' in madrid.",
    );
    await expectError(
      '/api/madrid/v1/stops/4_099/arrivals',
      404,
      'STOP_NOT_FOUND',
      "There is no stop '4-99' in madrid.",
    );
  });

  it('names the line and the city', async () => {
    await expectError(
      '/api/madrid/v1/lines/4-99',
      404,
      'LINE_NOT_FOUND',
      "There is no line '4-99' in madrid.",
    );
  });
});

describe('bad queries: 400 INVALID_QUERY', () => {
  it.each([
    ['at=yesterday', /^Invalid query: at: /],
    ['at=2025-02-30T10:00:00Z', /^Invalid query: at: /],
    ['at=2025-11-19T25:00', /^Invalid query: at: /],
    [
      'at=1969-12-31T23:00:00Z',
      "Invalid query: at: '1969-12-31T23:00:00Z' is not a date-time between 1970 and 2199.",
    ],
    ['at=2200-01-01T00:00:00Z', /between 1970 and 2199/],
    ['at=', /^Invalid query: at: /],
    ['limit=0', 'Invalid query: limit: Too small: expected number to be >=1.'],
    ['limit=201', /^Invalid query: limit: /],
    ['limit=1.5', /^Invalid query: limit: /],
    ['limit=abc', /^Invalid query: limit: /],
    ['limit=1&limit=2', /^Invalid query: limit: /],
    ['limit=1e999', /^Invalid query: limit: /],
    ['windowMinutes=0', /^Invalid query: windowMinutes: /],
    ['windowMinutes=1441', /^Invalid query: windowMinutes: /],
  ])('arrivals ?%s', async (query, message) => {
    await expectError(`/api/madrid/v1/stops/4-12/arrivals?${query}`, 400, 'INVALID_QUERY', message);
  });

  it.each([
    ['date=2025-13-01', /^Invalid query: date: /],
    ['date=20251119', /^Invalid query: date: /],
    ['date=2025-02-29', /^Invalid query: date: /],
    ['date=1900-01-01', "Invalid query: date: '1900-01-01' is not a date between 1970 and 2199."],
  ])('line ?%s', async (query, message) => {
    await expectError(`/api/madrid/v1/lines/4-1?${query}`, 400, 'INVALID_QUERY', message);
  });

  it('ignores parameters it does not know', async () => {
    const response = await app.inject({ url: '/api/madrid/v1/stops/4-12/arrivals?cacheBuster=1' });
    expect(response.statusCode).toBe(200);
  });
});

describe('unknown paths and cities: 404 NOT_FOUND', () => {
  it.each([
    '/',
    '/nope',
    '/api/paris/v1/stops',
    '/api/madrid/v1/stops/',
    '/api/madrid/v2/stops',
    '/api/madrid/v1/stops/4-12',
  ])('%s', async (url) => {
    await expectError(url, 404, 'NOT_FOUND', /^There is no GET '.*': routes live under a city's API base/);
  });

  it('any method on a path no route answers', async () => {
    await expectError({ method: 'POST', url: '/api/madrid/v1/nothing' }, 404, 'NOT_FOUND');
    await expectError({ method: 'DELETE', url: '/nope' }, 404, 'NOT_FOUND');
  });
});

describe('wrong methods on known routes: 405 METHOD_NOT_ALLOWED with Allow', () => {
  it.each([
    ['POST', '/api/madrid/v1/stops'],
    ['DELETE', '/api/madrid/v1/stops'],
    ['PUT', '/api/madrid/v1/lines'],
    ['PATCH', '/api/madrid/v1/stops/4-12/info'],
    ['POST', '/api/madrid/v1/stops/4-12/arrivals?limit=5'],
    ['DELETE', '/api/madrid/v1/lines/4-1'],
    ['POST', '/api/madrid/time'],
    ['DELETE', '/time'],
    ['POST', '/openapi.json'],
    ['OPTIONS', '/api/new-york/v1/stops'],
  ] as const)('%s %s', async (method, url) => {
    const path = url.split('?')[0] ?? '';
    await expectError(
      { method, url },
      405,
      'METHOD_NOT_ALLOWED',
      `${method} is not allowed on '${path}': use GET, HEAD.`,
    );
    const response = await app.inject({ method, url });
    expect(response.headers['allow']).toBe('GET, HEAD');
  });

  it('answers before reading the body, whatever it holds', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/madrid/v1/stops',
      headers: { 'content-type': 'application/x-unknown' },
      payload: '\u0000'.repeat(10),
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('still answers GET and HEAD', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/madrid/v1/stops' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/time' })).statusCode).toBe(200);
  });
});

describe('strict integer queries and codes: 400 with a coded error', () => {
  it.each([
    ['limit=0x10', 'Invalid query: limit: must be a whole number in plain decimal digits.'],
    ['limit=1e2', 'Invalid query: limit: must be a whole number in plain decimal digits.'],
    ['limit=%205', 'Invalid query: limit: must be a whole number in plain decimal digits.'],
    ['limit=+5', 'Invalid query: limit: must be a whole number in plain decimal digits.'],
    ['limit=5&limit=6', 'Invalid query: limit: must be given once.'],
    ['windowMinutes=0x10', 'Invalid query: windowMinutes: must be a whole number in plain decimal digits.'],
    ['windowMinutes=6e1', 'Invalid query: windowMinutes: must be a whole number in plain decimal digits.'],
  ])('arrivals ?%s is INVALID_QUERY', async (query, message) => {
    await expectError(`/api/madrid/v1/stops/4-12/arrivals?${query}`, 400, 'INVALID_QUERY', message);
  });

  it('a byte-order mark (U+FEFF) before a stop code is STOP_CODE_MALFORMED, not stop 4-12', async () => {
    for (const endpoint of ['info', 'arrivals']) {
      await expectError(
        `/api/madrid/v1/stops/%EF%BB%BF4-12/${endpoint}`,
        400,
        'STOP_CODE_MALFORMED',
        "'<U+FEFF>4-12' is not a stop code: a code holds no whitespace or invisible character.",
      );
    }
    await expectError('/api/madrid/v1/stops/4-12%20/info', 400, 'STOP_CODE_MALFORMED');
  });

  it('a byte-order mark before a line code is LINE_CODE_MALFORMED', async () => {
    await expectError(
      '/api/madrid/v1/lines/%EF%BB%BF4-1',
      400,
      'LINE_CODE_MALFORMED',
      "'<U+FEFF>4-1' is not a line code: a code holds no whitespace or invisible character.",
    );
  });
});

describe('requests the framework refuses', () => {
  it('a malformed percent-escape in the path', async () => {
    await expectError('/api/madrid/v1/stops/%E0%A4%A/info', 400, 'BAD_REQUEST', /not a valid URL/);
  });

  it('a path segment too long to be a code', async () => {
    await expectError(`/api/madrid/v1/stops/${'1'.repeat(600)}/info`, 414, 'URI_TOO_LONG');
  });

  it('an over-long URL: 414 URI_TOO_LONG', async () => {
    await expectError(
      `/api/madrid/v1/stops/4-12/arrivals?utm=${'a'.repeat(8192)}`,
      414,
      'URI_TOO_LONG',
      'The URL is longer than 8192 characters.',
    );
    await expectError(
      { url: `/${'paradas/'.repeat(1100)}`, headers: { accept: 'text/html' } },
      414,
      'URI_TOO_LONG',
    );
  });

  it("an over-long URL past the HTTP parser's limit, on a real socket: 414 URI_TOO_LONG, as JSON", async () => {
    const port = await listenOnFreePort(app);
    const answer = parseAnswer(
      await exchange(
        port,
        `GET /api/madrid/v1/stops/4-12/arrivals?utm=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(414);
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(answer.body).toEqual({ code: 'URI_TOO_LONG', message: 'The URL is longer than 8192 characters.' });
    // Headers too large are still 431.
    const headers = parseAnswer(
      await exchange(port, `GET /time HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(headers.status).toBe(431);
    expect(headers.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('an HTTP/1.1 request without Host: 400 BAD_REQUEST as JSON (not an empty 400)', async () => {
    const port = await listenOnFreePort(app);
    const answer = parseAnswer(await exchange(port, 'GET /api/madrid/v1/stops/4-12/info HTTP/1.1\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(answer.body).toEqual({ code: 'BAD_REQUEST', message: 'An HTTP/1.1 request needs a Host header.' });
    // HTTP/1.0 has no Host header to ask for.
    const old = parseAnswer(await exchange(port, 'GET /time HTTP/1.0\r\n\r\n'));
    expect(old.status).toBe(200);
  });

  it('ignores a body on a GET, whatever it holds', async () => {
    for (const [type, payload] of [
      ['application/json', '{'],
      ['text/xml', '<a/>'],
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/time',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('unexpected failures: 500 INTERNAL_ERROR, nothing internal', () => {
  it('hides the cause and the stack', async () => {
    const broken = createApp({
      cities: fixtureCities(),
      now: () => {
        throw new Error('the clock broke at /secret/path');
      },
    });
    const response = await broken.inject({ url: '/api/madrid/v1/stops/4-12/arrivals' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toMatch(/secret|stack|at /);
    await broken.close();
  });

  it('maps anything thrown', () => {
    expect(errorAnswer(new ApiError(404, 'STOP_NOT_FOUND', 'gone'))).toEqual({
      statusCode: 404,
      body: { code: 'STOP_NOT_FOUND', message: 'gone' },
    });
    expect(errorAnswer('a string')).toEqual({
      statusCode: 500,
      body: { code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE },
    });
    expect(errorAnswer(null).statusCode).toBe(500);
    expect(errorAnswer(Object.assign(new Error('Payload too large'), { statusCode: 413 }))).toEqual({
      statusCode: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' },
    });
    expect(errorAnswer({ statusCode: 503 }).statusCode).toBe(500);
    expect(frameworkErrorCode(418)).toBe('BAD_REQUEST');
  });
});
