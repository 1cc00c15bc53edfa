import {
  ARRIVALS_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  ProductError,
  STOP_INFO_TIMEOUT_MS,
  type StopCode,
} from '@transit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { ApiError } from './errors';
import type { Http } from './http';
import { createStopsApi } from './stops';
import { createPlanClient, type PlanApi } from './plan';
import {
  ARRIVALS,
  EMPTY_PLAN,
  type FakeAnswer,
  fakeFetch,
  fakeTimeoutSignal,
  LINE_1,
  LINE_DETAIL,
  LINE_LIST,
  LINE_TIMETABLE_AT_SOL,
  SERVER_TIME,
  restoreSignalHelpers,
  SOL,
  SOL_STATION,
  STATION_ARRIVALS,
  STATION_INFO,
  STOP_INFO,
  STOP_LIST,
  withoutSignalHelpers,
} from './testSupport';

const BASE = 'https://transit.test/api/madrid';

function clientAnswering(answer: (url: string) => FakeAnswer, now?: () => number) {
  const fake = fakeFetch(answer);
  const options = { baseUrl: BASE, fetch: fake.fetch, ...(now ? { now } : {}) };
  // The plan call is a client of its own (the planner's screens make it); tested beside the others.
  const client: ApiClient & PlanApi = { ...createApiClient(options), ...createPlanClient(options) };
  return { client, calls: fake.calls };
}

/** The error a call fails with; fails the test if it succeeds or fails with anything but an ApiError. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Every call of the client, with the answer it parses and the timeout spec §7 gives it. */
const CALLS: {
  readonly name: string;
  readonly call: (client: ApiClient & PlanApi, signal?: AbortSignal) => Promise<unknown>;
  readonly url: string;
  readonly answer: unknown;
  readonly timeoutMs: number;
}[] = [
  {
    name: 'getStopList',
    call: (client, signal) => client.getStopList({ signal }),
    url: `${BASE}/v1/stops`,
    answer: STOP_LIST,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  {
    name: 'getLineList',
    call: (client, signal) => client.getLineList({ signal }),
    url: `${BASE}/v1/lines`,
    answer: LINE_LIST,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  {
    name: 'getStopInfo',
    call: (client, signal) => client.getStopInfo(SOL, { signal }),
    url: `${BASE}/v1/stops/4-12/info`,
    answer: STOP_INFO,
    timeoutMs: STOP_INFO_TIMEOUT_MS,
  },
  {
    name: 'getArrivals',
    call: (client, signal) => client.getArrivals(SOL, { signal }),
    url: `${BASE}/v1/stops/4-12/arrivals`,
    answer: ARRIVALS,
    timeoutMs: ARRIVALS_TIMEOUT_MS,
  },
  {
    name: 'getStationInfo',
    call: (client, signal) => client.getStationInfo(SOL_STATION, { signal }),
    url: `${BASE}/v1/stations/E4-12`,
    answer: STATION_INFO,
    timeoutMs: STOP_INFO_TIMEOUT_MS,
  },
  {
    name: 'getStationArrivals',
    call: (client, signal) => client.getStationArrivals(SOL_STATION, { signal }),
    url: `${BASE}/v1/stations/E4-12/arrivals`,
    answer: STATION_ARRIVALS,
    timeoutMs: ARRIVALS_TIMEOUT_MS,
  },
  {
    name: 'getLine',
    call: (client, signal) => client.getLine(LINE_1, { signal }),
    url: `${BASE}/v1/lines/4-1`,
    answer: LINE_DETAIL,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  {
    name: 'getLineTimetable',
    call: (client, signal) => client.getLineTimetable(LINE_1, SOL, { signal }),
    url: `${BASE}/v1/lines/4-1/timetable?stop=4-12`,
    answer: LINE_TIMETABLE_AT_SOL,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  {
    name: 'getPlan',
    call: (client, signal) => client.getPlan({ from: 'stop:4-12', to: 'stop:4-120' }, { signal }),
    url: `${BASE}/v1/plan?from=stop%3A4-12&to=stop%3A4-120`,
    answer: EMPTY_PLAN,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
  {
    name: 'getServerTime',
    call: (client, signal) => client.getServerTime({ signal }),
    url: `${BASE}/time`,
    answer: SERVER_TIME,
    timeoutMs: HTTP_TIMEOUT_MS,
  },
];

describe('each call (spec §7)', () => {
  it.each(CALLS)('$name GETs $url asking for JSON, and answers the parsed body', async (spec) => {
    const { client, calls } = clientAnswering(() => ({ json: spec.answer }));
    const answer = await spec.call(client);
    expect(answer).toMatchObject(spec.answer as object);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(spec.url);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json' });
  });

  it.each(CALLS)(
    '$name times out after exactly $timeoutMs ms with TIMEOUT',
    async ({ call, timeoutMs, url }) => {
      vi.useFakeTimers();
      const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
      const { client } = clientAnswering(() => ({ stall: 'answer' }));
      let settled = false;
      const failure = failureOf(call(client)).finally(() => {
        settled = true;
      });
      expect(timeout).toHaveBeenCalledWith(timeoutMs);
      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error.code).toBe('TIMEOUT');
      expect(error.url).toBe(url);
      expect(error.message).toContain(`${timeoutMs} ms`);
    },
  );

  it.each(CALLS)(
    '$name answers RESPONSE_INVALID when the body does not match the schema',
    async ({ call }) => {
      const { client } = clientAnswering(() => ({ json: { unexpected: true } }));
      const error = await failureOf(call(client));
      expect(error.code).toBe('RESPONSE_INVALID');
      expect(error.status).toBe(200);
    },
  );

  it('the timeout also covers a body that stops arriving', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = clientAnswering(() => ({ stall: 'body' }));
    const failure = failureOf(client.getStopList());
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect((await failure).code).toBe('TIMEOUT');
  });

  it('a signal the caller passes does not replace the timeout: both apply', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const failure = failureOf(client.getArrivals(SOL, { signal: new AbortController().signal }));
    await vi.advanceTimersByTimeAsync(ARRIVALS_TIMEOUT_MS);
    expect((await failure).code).toBe('TIMEOUT');
  });
});

describe('URLs', () => {
  it('sends the arrivals query parameters that are given, and only those', async () => {
    const { client, calls } = clientAnswering(() => ({ json: ARRIVALS }));
    await client.getArrivals(SOL, { at: '2025-11-19T06:55:00+01:00', limit: 10, windowMinutes: 30 });
    await client.getArrivals(SOL, { limit: 5 });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/stops/4-12/arrivals?at=2025-11-19T06%3A55%3A00%2B01%3A00&limit=10&windowMinutes=30`,
      `${BASE}/v1/stops/4-12/arrivals?limit=5`,
    ]);
  });

  it("sends the rider's language as lang, for a stop's board (safe or not) and a station's", async () => {
    const { client, calls } = clientAnswering((url) => ({
      json: url.includes('/stations/') ? STATION_ARRIVALS : ARRIVALS,
    }));
    await client.getArrivals(SOL, { lang: 'en' });
    await client.getArrivalsSafe(SOL, { lang: 'ca', limit: 5 });
    await client.getStationArrivals(SOL_STATION, { lang: 'en', at: '2025-11-19T08:00' });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/stops/4-12/arrivals?lang=en`,
      `${BASE}/v1/stops/4-12/arrivals?limit=5&lang=ca`,
      `${BASE}/v1/stations/E4-12/arrivals?at=2025-11-19T08%3A00&lang=en`,
    ]);
  });

  it('asks for a plan leaving at a moment or arriving by it, arriveBy written as the server reads it', async () => {
    const { client, calls } = clientAnswering(() => ({ json: EMPTY_PLAN }));
    const plan = await client.getPlan({
      from: 'station:E4-12',
      to: 'point:40.446260,-3.691990',
      at: '2025-11-19T08:00',
      arriveBy: true,
      maxTransfers: 2,
    });
    await client.getPlan({ from: 'stop:4-12', to: 'stop:4-120', arriveBy: false });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/plan?from=station%3AE4-12&to=point%3A40.446260%2C-3.691990&at=2025-11-19T08%3A00&arriveBy=true&maxTransfers=2`,
      `${BASE}/v1/plan?from=stop%3A4-12&to=stop%3A4-120&arriveBy=false`,
    ]);
    expect(plan.unplannedStopTypes).toEqual(['emt', 'interurban']);
  });

  it("asks for a line's timetable of a given day", async () => {
    const { client, calls } = clientAnswering(() => ({ json: LINE_DETAIL }));
    await client.getLine(LINE_1, { date: '2025-11-19' });
    expect(calls[0]?.url).toBe(`${BASE}/v1/lines/4-1?date=2025-11-19`);
  });

  it("asks for a station's board from now or a moment, with the stop board's limit and window", async () => {
    const { client, calls } = clientAnswering(() => ({ json: STATION_ARRIVALS }));
    await client.getStationArrivals(SOL_STATION);
    await client.getStationArrivals(SOL_STATION, { at: '2025-11-19T08:00', limit: 10, windowMinutes: 30 });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/stations/E4-12/arrivals`,
      `${BASE}/v1/stations/E4-12/arrivals?at=2025-11-19T08%3A00&limit=10&windowMinutes=30`,
    ]);
  });

  it("asks for a line's timetable at a stop, of today or a given day", async () => {
    const { client, calls } = clientAnswering(() => ({ json: LINE_TIMETABLE_AT_SOL }));
    await client.getLineTimetable(LINE_1, SOL);
    await client.getLineTimetable(LINE_1, SOL, { date: '2025-11-19' });
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/lines/4-1/timetable?stop=4-12`,
      `${BASE}/v1/lines/4-1/timetable?stop=4-12&date=2025-11-19`,
    ]);
  });

  it('takes a base with a trailing slash, or a path on the page origin as city.ts apiBase gives it', async () => {
    const fake = fakeFetch(() => ({ json: STOP_LIST }));
    await createApiClient({ baseUrl: `${BASE}/`, fetch: fake.fetch }).getStopList();
    await createApiClient({ baseUrl: '/api/madrid', fetch: fake.fetch }).getStopList();
    expect(fake.calls.map((call) => call.url)).toEqual([`${BASE}/v1/stops`, '/api/madrid/v1/stops']);
  });

  it('encodes a code so that it stays one path segment', async () => {
    const { client, calls } = clientAnswering(() => ({ json: STOP_INFO }));
    await client.getStopInfo('4/12?x' as StopCode);
    expect(calls[0]?.url).toBe(`${BASE}/v1/stops/4%2F12%3Fx/info`);
  });

  it('uses the global fetch when none is given, looked up when called', async () => {
    const fake = fakeFetch(() => ({ json: SERVER_TIME }));
    vi.stubGlobal('fetch', fake.fetch);
    await createApiClient({ baseUrl: BASE }).getServerTime();
    expect(fake.calls[0]?.url).toBe(`${BASE}/time`);
  });
});

describe('errors: one coded ApiError, never a raw throw', () => {
  it("an HTTP error carries the status and the server's { code, message }", async () => {
    const { client } = clientAnswering(() => ({
      status: 404,
      json: { code: 'STOP_NOT_FOUND', message: "There is no stop '4-99999'." },
    }));
    const error = await failureOf(client.getStopInfo('4-99999' as StopCode));
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(404);
    expect(error.serverError).toEqual({ code: 'STOP_NOT_FOUND', message: "There is no stop '4-99999'." });
    expect(error.message).toBe(
      `${BASE}/v1/stops/4-99999/info answered HTTP 404: STOP_NOT_FOUND | There is no stop '4-99999'.`,
    );
  });

  it('an HTTP error whose body is not the server error shape has no serverError', async () => {
    const { client } = clientAnswering(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const error = await failureOf(client.getLineList());
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502, serverError: undefined });
    expect(error.message).toBe(`${BASE}/v1/lines answered HTTP 502.`);
  });

  it('a 200 that is not JSON (a captive portal page) is RESPONSE_INVALID', async () => {
    const { client } = clientAnswering(() => ({ text: '<html>Log in to the Wi-Fi</html>' }));
    const error = await failureOf(client.getStopList());
    expect(error.code).toBe('RESPONSE_INVALID');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('RESPONSE_INVALID names the fields that do not match, at most three', async () => {
    const { client } = clientAnswering(() => ({
      json: { ...STOP_INFO, name: 1, zone: 2, location: null, lines: 'x', platforms: 3 },
    }));
    const error = await failureOf(client.getStopInfo(SOL));
    expect(error.message).toMatch(/name: .*; zone: .*; location: .*; and 2 more\.$/);
  });

  it('RESPONSE_INVALID for a server time that is not a date-time', async () => {
    const { client } = clientAnswering(() => ({ json: { currentTime: 'soon' } }));
    const error = await failureOf(client.getServerTime());
    expect(error).toMatchObject({ code: 'RESPONSE_INVALID', url: `${BASE}/time` });
  });

  it('OFFLINE without calling when the device says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { client, calls } = clientAnswering(() => ({ json: STOP_LIST }));
    const error = await failureOf(client.getStopList());
    expect(error.code).toBe('OFFLINE');
    expect(calls).toHaveLength(0);
  });

  it('calls when the device says it is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const { client } = clientAnswering(() => ({ json: STOP_LIST }));
    await expect(client.getStopList()).resolves.toEqual(STOP_LIST);
  });

  it('OFFLINE when the request fails on the network', async () => {
    const { client } = clientAnswering(() => ({ networkError: true }));
    const error = await failureOf(client.getArrivals(SOL));
    expect(error.code).toBe('OFFLINE');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("ABORTED when the caller's signal aborts the call", async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const failure = failureOf(client.getStopInfo(SOL, { signal: controller.signal }));
    controller.abort();
    expect((await failure).code).toBe('ABORTED');
  });

  it('ABORTED without calling when the signal has already aborted', async () => {
    const { client, calls } = clientAnswering(() => ({ json: STOP_INFO }));
    const error = await failureOf(client.getStopInfo(SOL, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('ABORTED');
    expect(calls).toHaveLength(0);
  });

  it('is a ProductError shown as "code | message" (spec §8)', async () => {
    const { client } = clientAnswering(() => ({ networkError: true }));
    const error = await failureOf(client.getLineList());
    expect(error).toBeInstanceOf(ProductError);
    expect(error.name).toBe('ApiError');
    expect(String(error)).toBe(`OFFLINE | ${error.message}`);
  });
});

describe('getArrivalsSafe (spec §7: a safe variant returns empty arrivals on error)', () => {
  const NOW = Date.parse('2025-11-19T05:55:00Z');

  it('answers what getArrivals answers when the call succeeds', async () => {
    const { client } = clientAnswering(() => ({ json: ARRIVALS }));
    const answer = await client.getArrivalsSafe(SOL);
    expect(answer).toEqual(ARRIVALS);
    expect(answer.error).toBeUndefined();
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, json: { code: 'INTERNAL_ERROR', message: 'Unexpected.' } }],
    ['a network failure', { networkError: true }],
    ['an answer of another shape', { json: { arrivals: 'none' } }],
  ])('answers empty arrivals, never throws, on %s', async (_name, answer) => {
    const { client } = clientAnswering(
      () => answer,
      () => NOW,
    );
    const safe = await client.getArrivalsSafe(SOL);
    expect(safe).toMatchObject({
      stopCode: '4-12',
      at: '2025-11-19T05:55:00.000Z',
      arrivals: [],
      timetable: { hasTimetable: false, feeds: [] },
      notice: null,
    });
    expect(safe.error).toBeInstanceOf(ApiError);
  });

  it('keeps the moment asked about, and does not throw when aborted or timed out', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const at = '2025-11-19T08:00:00+01:00';
    const timedOut = client.getArrivalsSafe(SOL, { at });
    await vi.advanceTimersByTimeAsync(ARRIVALS_TIMEOUT_MS);
    expect(await timedOut).toMatchObject({ at, arrivals: [], error: { code: 'TIMEOUT' } });
    const aborted = await client.getArrivalsSafe(SOL, { signal: AbortSignal.abort() });
    expect(aborted).toMatchObject({ arrivals: [], error: { code: 'ABORTED' } });
  });
  it('wraps even a failure that is not an ApiError', async () => {
    const http: Http = {
      call: () => Promise.reject(new Error('a bug')),
      request: () => Promise.reject(new Error('a bug')),
      now: () => NOW,
      urlFor: (path) => `${BASE}${path}`,
    };
    const safe = await createStopsApi(http).getArrivalsSafe(SOL);
    expect(safe.arrivals).toEqual([]);
    expect(safe.error).toMatchObject({ code: 'OFFLINE', url: `${BASE}/v1/stops/4-12/arrivals` });
    expect(safe.error?.cause).toEqual(new Error('a bug'));
  });
});

describe('getServerTime', () => {
  it("estimates the device clock's offset at the middle of the round trip", async () => {
    const times = [Date.parse('2025-11-19T05:54:00.000Z'), Date.parse('2025-11-19T05:54:00.400Z')];
    const { client } = clientAnswering(
      () => ({ json: SERVER_TIME }),
      () => times.shift() ?? 0,
    );
    expect(await client.getServerTime()).toEqual({
      currentTime: '2025-11-19T05:55:00.000Z',
      currentEpochMs: Date.parse('2025-11-19T05:55:00.000Z'),
      clockOffsetMs: 59_800,
    });
  });

  it('reads the device clock with Date.now when no clock is given', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-19T05:55:00.000Z') });
    const { client } = clientAnswering(() => ({ json: SERVER_TIME }));
    expect((await client.getServerTime()).clockOffsetMs).toBe(0);
  });
});

describe('on browsers without AbortSignal.timeout or AbortSignal.any (Safari before 16 and 17.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    withoutSignalHelpers();
  });
  afterEach(restoreSignalHelpers);

  it('still times out', async () => {
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const failure = failureOf(client.getStopInfo(SOL, { signal: new AbortController().signal }));
    await vi.advanceTimersByTimeAsync(STOP_INFO_TIMEOUT_MS);
    expect((await failure).code).toBe('TIMEOUT');
  });

  it("still aborts with the caller's signal", async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const failure = failureOf(client.getStopInfo(SOL, { signal: controller.signal }));
    controller.abort();
    expect((await failure).code).toBe('ABORTED');
  });
});
