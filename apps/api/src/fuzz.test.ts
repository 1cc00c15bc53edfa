import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';

/**
 * Thousands of random requests: the server must answer each with a 2xx (or 304) or a JSON `{ code, message }`, never
 * a 5xx, and must keep answering. Seeded, so a failure replays.
 */

/** mulberry32: a small seeded generator. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;

/** A random path or query token: codes, numbers, bytes, escapes (valid and not), unicode. */
function token(random: Random): string {
  switch (random.int(14)) {
    case 0:
      return random.pick(['4-12', '4_12', '4-9012', '123', '10-1', '4-1', '10_3', '6-502', '4-127', '04-12']);
    case 1:
      return String(random.int(100_000));
    case 2:
      return '9'.repeat(1 + random.int(400));
    case 3:
      return random.pick([
        '1e308',
        '-1',
        '1e-7',
        'NaN',
        'Infinity',
        '0x1F',
        '99999999999999999999999',
        '-0',
        '+5',
      ]);
    case 4:
      return Array.from({ length: 1 + random.int(12) }, () => hex(random.int(256))).join('');
    case 5:
      return random.pick([
        '%',
        '%G1',
        '%E0%A4',
        '%C0%AF',
        '%ED%A0%80',
        '%FF%FE',
        '%%',
        '%2',
        '%00',
        '%2F',
        '%5C',
      ]);
    case 6:
      return encodeURIComponent(
        String.fromCodePoint(
          ...Array.from({ length: 1 + random.int(6) }, () =>
            random.pick([0x1f600, 0xe9, 0x4e2d, 0x202e, 0xfeff, 0x10ffff, 0x7f]),
          ),
        ),
      );
    case 7:
      return String.fromCodePoint(
        ...Array.from({ length: 1 + random.int(6) }, () => 0x20 + random.int(0x5e)),
      ).replace(/[#?/%]/g, (char) => hex(char.charCodeAt(0)));
    case 8:
      return random.pick(['..', '.', '', '%2e%2e', '__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    case 9:
      return `${1900 + random.int(400)}-${String(random.int(14)).padStart(2, '0')}-${String(random.int(33)).padStart(2, '0')}`;
    case 10:
      return `${2000 + random.int(60)}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}T${String(random.int(26)).padStart(2, '0')}:${String(random.int(61)).padStart(2, '0')}${random.pick(['', ':00', ':59.999999', 'Z', ':00Z', ':00%2B01:00', ':00-05:00', ':00%2B14:00'])}`;
    case 11:
      return String(random.int(250) - 20);
    case 12:
      return 'a'.repeat(random.int(2000));
    default:
      return random.pick([
        'info',
        'arrivals',
        'stops',
        'lines',
        'stations',
        'v1',
        'time',
        'api',
        'madrid',
        'new-york',
        'E4-12',
        'e4_012',
        'E6-123',
      ]);
  }
}

function randomPath(random: Random): string {
  const base = random.pick(['/api/madrid', '/api/new-york', '/api/madrid-metro', '', '/api', '/API/MADRID']);
  const template = random.pick([
    '/v1/stops',
    '/v1/lines',
    '/v1/stops/{}/info',
    '/v1/stops/{}/arrivals',
    '/v1/lines/{}',
    '/v1/lines/{}/timetable',
    '/v1/stations/{}',
    '/v1/stations/{}/arrivals',
    '/time',
    '/openapi.json',
    '/{}',
    '/{}/{}/{}',
    '/v1/stops/{}/{}',
  ]);
  return (base + template).replace(/\{\}/g, () => token(random));
}

function randomQuery(random: Random): string {
  if (random.int(4) === 0) return '';
  const count = 1 + random.int(4);
  const parts = Array.from({ length: count }, () => {
    const key = random.pick([
      'at',
      'limit',
      'windowMinutes',
      'date',
      'stop',
      'x',
      '',
      '%',
      'at[]',
      'limit[0]',
      '__proto__',
    ]);
    return random.int(8) === 0 ? key : `${key}=${token(random)}`;
  });
  return `?${parts.join(random.pick(['&', '&&', ';']))}`;
}

/** `{ code, message }` and nothing else: a SCREAMING_SNAKE code and a text. */
function expectErrorBody(value: unknown, label: string) {
  expect(value, label).toBeTypeOf('object');
  const body = value as Record<string, unknown>;
  expect(Object.keys(body).sort(), label).toEqual(['code', 'message']);
  expect(body['code'], label).toMatch(/^[A-Z_]+$/);
  expect(body['message'], label).toBeTypeOf('string');
}

function expectWellFormedAnswer(
  statusCode: number,
  contentType: string | undefined,
  body: string,
  label: string,
) {
  expect(statusCode, label).toBeLessThan(500);
  if (statusCode === 304 || body === '') return;
  expect(contentType, label).toMatch(/^application\/json/);
  const parsed: unknown = JSON.parse(body);
  if (statusCode >= 400) {
    expectErrorBody(parsed, label);
  } else {
    expect(statusCode, label).toBeGreaterThanOrEqual(200);
  }
}

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => Date.parse('2025-11-19T06:55:00+01:00') });
  await app.ready();
});
afterAll(() => app.close());

describe('fuzz: the server never crashes and always answers JSON', () => {
  it('answers 3,000 random paths and query strings with a 2xx or a { code, message }, never a 5xx', async () => {
    const random = randomSource(20251119);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 3000; i += 1) {
      const url = randomPath(random) + randomQuery(random);
      const method = random.int(10) === 0 ? random.pick(['HEAD', 'POST', 'OPTIONS', 'PUT'] as const) : 'GET';
      const headers: Record<string, string> = {};
      if (random.int(4) === 0)
        headers['accept-encoding'] = random.pick(['gzip', 'br', 'br;q=0', '*', 'identity', 'xx;q=2']);
      if (random.int(8) === 0) headers['if-none-match'] = random.pick(['*', '"x"', 'W/"x"', '', ',,,']);
      const response = await app.inject({ method, url, headers });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const body = response.headers['content-encoding'] === undefined ? response.body : '';
      expectWellFormedAnswer(
        response.statusCode,
        response.headers['content-type'] as string | undefined,
        body,
        `${method} ${url}`,
      );
    }
    // The mix reaches the routes, not only the 404 handler.
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(statuses.get(404)).toBeGreaterThan(100);
  });

  it('answers random bytes on a real socket with JSON or closes, and keeps serving', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const random = randomSource(42);
    const send = (raw: Buffer) =>
      new Promise<string>((resolve) => {
        const socket = connect(address.port, '127.0.0.1');
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => socket.destroy(), 2000);
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('latin1'));
        });
        socket.end(raw);
      });
    for (let i = 0; i < 200; i += 1) {
      let raw: Buffer;
      if (i % 2 === 0) {
        raw = Buffer.from(Array.from({ length: 1 + random.int(300) }, () => random.int(256)));
      } else {
        const target = `${randomPath(random)}${randomQuery(random)}`.replace(
          /%([0-9A-F]{2})/g,
          (_, code: string) => (random.int(3) === 0 ? String.fromCharCode(parseInt(code, 16)) : `%${code}`),
        );
        raw = Buffer.from(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1');
      }
      const answer = await send(raw);
      if (answer === '') continue; // the server may close on garbage without a word
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, answer.slice(0, 200)).toBeLessThan(500);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      if (status >= 400 && !/transfer-encoding: chunked/i.test(answer)) {
        expectErrorBody(JSON.parse(body), answer.slice(0, 300));
      }
    }
    const response = await fetch(`http://127.0.0.1:${address.port}/time`);
    expect(response.status).toBe(200);
  });
});
