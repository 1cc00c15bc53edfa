import { QueryClient } from '@tanstack/react-query';
import {
  ARRIVALS_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  MUTATION_GC_TIME_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  retryDelayMs,
  STOP_AND_LINE_STALE_TIME_MS,
  STOP_INFO_TIMEOUT_MS,
} from '@transit/core';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, type ApiErrorCode, isRetryableError } from './errors';
import { lineKeys, planKeys, stationKeys, stopKeys, timeKeys } from './keys';
import { createPlanClient, planQuery } from './plan';
import { lineListQuery, lineQuery, lineTimetableQuery } from './lines';
import {
  ARRIVALS_STALE_TIME_MS,
  createTransitQueryClient,
  MIN_RETRY_TIME_MS,
  PERSIST_META,
  shouldRetryQuery,
} from './queryClient';
import type { LineDetail, StationArrivals, StationInfo, StopInfo } from '@transit/api-contract';
import { stationArrivalsQuery, stationInfoQuery } from './stations';
import { arrivalsQuery, stopInfoQuery, stopListQuery } from './stops';
import {
  ARRIVALS,
  type FakeAnswer,
  fakeFetch,
  fakeTimeoutSignal,
  LINE_1,
  LINE_DETAIL,
  LINE_LIST,
  SERVER_TIME,
  SOL,
  SOL_STATION,
  STATION_ARRIVALS,
  STATION_INFO,
  STOP_INFO,
  STOP_LIST,
} from './testSupport';
import { serverTimeQuery } from './time';

const BASE = 'https://transit.test/api/madrid';

function apiAnswering(answer: (url: string) => FakeAnswer) {
  const fake = fakeFetch(answer);
  return { client: createApiClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

function apiError(code: ApiErrorCode, status?: number, timeLeftMs?: number): ApiError {
  return new ApiError(code, code, {
    url: `${BASE}/v1/stops/4-12/info`,
    ...(status ? { status } : {}),
    ...(timeLeftMs === undefined ? {} : { timeLeftMs }),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('query keys (spec §7 names)', () => {
  it('a plan is plan, keyed by its places, moment, arriveBy and transfers (now is at null)', () => {
    expect(planKeys.plan({ from: 'stop:4-12', to: 'stop:4-120' })).toEqual([
      'plan',
      { from: 'stop:4-12', to: 'stop:4-120', at: null, arriveBy: false, maxTransfers: null },
    ]);
    expect(
      planKeys.plan({ from: 'stop:4-12', to: 'stop:4-120', at: '2025-11-19T08:00', arriveBy: true }),
    ).toEqual([
      'plan',
      { from: 'stop:4-12', to: 'stop:4-120', at: '2025-11-19T08:00', arriveBy: true, maxTransfers: null },
    ]);
    expect(planKeys.all()).toEqual(['plan']);
  });

  it('a plan is about a moment: not persisted, fresh one minute, online only', () => {
    const client = createPlanClient({ baseUrl: BASE, fetch: fakeFetch(() => ({ json: {} })).fetch });
    const options = planQuery(client, { from: 'stop:4-12', to: 'stop:4-120' });
    expect(options.meta).toBeUndefined();
    expect(options.staleTime).toBe(60_000);
    expect(options.networkMode).toBe('online');
  });

  it('the line list is lineList_new, stop info stopInfo_new per stop, a line line_new per line', () => {
    expect(lineKeys.list()).toEqual(['lineList_new']);
    expect(stopKeys.info(SOL)).toEqual(['stopInfo_new', '4-12']);
    expect(lineKeys.detail(LINE_1)).toEqual(['line_new', '4-1']);
  });

  it('the stop list is stopList_new, arrivals are arrivals per stop, the server time serverTime', () => {
    expect(stopKeys.list()).toEqual(['stopList_new']);
    expect(stopKeys.arrivals(SOL, 'es')).toEqual(['arrivals', '4-12', 'es']);
    expect(stopKeys.allArrivals()).toEqual(['arrivals']);
    expect(timeKeys.server()).toEqual(['serverTime']);
  });

  it("a station's page is stationInfo and its board stationArrivals per station, apart from stops' keys", () => {
    expect(stationKeys.info(SOL_STATION)).toEqual(['stationInfo', 'E4-12']);
    expect(stationKeys.arrivals(SOL_STATION, 'es')).toEqual(['stationArrivals', 'E4-12', 'es']);
    expect(stationKeys.arrivals(SOL_STATION, 'ca', '2025-11-19T08:00:00+01:00')).toEqual([
      'stationArrivals',
      'E4-12',
      'ca',
      { at: '2025-11-19T08:00:00+01:00' },
    ]);
    expect(stationKeys.allArrivals()).toEqual(['stationArrivals']);
  });

  it('a moment or a date goes after the spec key, which stays a prefix of it', () => {
    expect(stopKeys.arrivals(SOL, 'en', '2025-11-19T08:00:00+01:00')).toEqual([
      'arrivals',
      '4-12',
      'en',
      { at: '2025-11-19T08:00:00+01:00' },
    ]);
    expect(lineKeys.detail(LINE_1, '2025-11-19')).toEqual(['line_new', '4-1', { date: '2025-11-19' }]);
    expect(lineKeys.timetable(LINE_1, SOL, '2025-11-19')).toEqual([
      'lineTimetable',
      '4-1',
      '4-12',
      { date: '2025-11-19' },
    ]);
  });

  it('each factory uses its key', () => {
    const { client } = apiAnswering(() => ({ json: {} }));
    expect(stopListQuery(client).queryKey).toEqual(['stopList_new']);
    expect(lineListQuery(client).queryKey).toEqual(['lineList_new']);
    expect(stopInfoQuery(client, SOL).queryKey).toEqual(['stopInfo_new', '4-12']);
    expect(arrivalsQuery(client, SOL, 'es').queryKey).toEqual(['arrivals', '4-12', 'es']);
    expect(lineQuery(client, LINE_1).queryKey).toEqual(['line_new', '4-1']);
    expect(lineQuery(client, LINE_1, '2025-11-19').queryKey).toEqual([
      'line_new',
      '4-1',
      { date: '2025-11-19' },
    ]);
    expect(lineTimetableQuery(client, LINE_1, SOL).queryKey).toEqual(['lineTimetable', '4-1', '4-12']);
    expect(serverTimeQuery(client).queryKey).toEqual(['serverTime']);
    expect(stationInfoQuery(client, SOL_STATION).queryKey).toEqual(['stationInfo', 'E4-12']);
    expect(stationArrivalsQuery(client, SOL_STATION, 'es').queryKey).toEqual([
      'stationArrivals',
      'E4-12',
      'es',
    ]);
  });
});

describe('query options (spec §9)', () => {
  const { client } = apiAnswering(() => ({ json: {} }));

  it.each([
    ['stop list', stopListQuery(client)],
    ['line list', lineListQuery(client)],
    ['stop info', stopInfoQuery(client, SOL)],
    ['line data', lineQuery(client, LINE_1)],
    ['a line timetable at a stop', lineTimetableQuery(client, LINE_1, SOL)],
    ["a station's page", stationInfoQuery(client, SOL_STATION)],
  ])(
    '%s: fresh 5 minutes, kept 7 days, persisted, online only, no refetch on focus or reconnect',
    (_name, options) => {
      expect(options).toMatchObject({
        staleTime: STOP_AND_LINE_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        networkMode: 'online',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        meta: { persist: true },
      });
      // The spec's own numbers, so that a changed constant cannot pass unnoticed.
      expect(options.staleTime).toBe(300_000);
      expect(options.gcTime).toBe(604_800_000);
    },
  );

  it.each([
    ['arrivals', arrivalsQuery(client, SOL, 'es')],
    ["a station's board", stationArrivalsQuery(client, SOL_STATION, 'es')],
  ])(
    '%s: fresh 20 s, kept 7 days and persisted, so the last answer shows offline with its age',
    (_name, options) => {
      expect(options).toMatchObject({
        staleTime: ARRIVALS_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        networkMode: 'online',
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        meta: PERSIST_META,
      });
      expect(options.staleTime).toBe(20_000);
    },
  );

  it('the server time is never fresh and never persisted', () => {
    const options = serverTimeQuery(client);
    expect(options.staleTime).toBe(0);
    expect(options.meta).toBeUndefined();
  });

  it('the query client defaults: kept 7 days, online only, no refetch on focus or reconnect; mutations 5 minutes', () => {
    const defaults = createTransitQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      gcTime: QUERY_GC_TIME_MS,
      networkMode: 'online',
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: shouldRetryQuery,
      retryDelay: retryDelayMs,
    });
    expect(defaults.mutations?.gcTime).toBe(MUTATION_GC_TIME_MS);
    expect(MUTATION_GC_TIME_MS).toBe(300_000);
  });
});

describe("a hanging or failing API: the rider's wait is the spec's timeout, retries included", () => {
  type Api = ReturnType<typeof apiAnswering>['client'];
  /** Runs a query to its end under fake timers; says when it ended (ms after it started) and how. */
  async function settle<Data>(run: () => Promise<Data>, maxMs: number) {
    const started = Date.now();
    let endedAfterMs: number | undefined;
    const outcome = run().then(
      () => undefined,
      (error: unknown) => error,
    );
    void outcome.finally(() => {
      endedAfterMs = Date.now() - started;
    });
    for (let waited = 0; waited < maxMs && endedAfterMs === undefined; waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    return { error: await outcome, endedAfterMs };
  }

  it.each([
    [
      'stop info',
      STOP_INFO_TIMEOUT_MS,
      (client: Api, queryClient: QueryClient): Promise<unknown> =>
        queryClient.fetchQuery(stopInfoQuery(client, SOL)),
    ],
    [
      'arrivals',
      ARRIVALS_TIMEOUT_MS,
      (client: Api, queryClient: QueryClient): Promise<unknown> =>
        queryClient.fetchQuery(arrivalsQuery(client, SOL, 'es')),
    ],
    [
      'a line',
      HTTP_TIMEOUT_MS,
      (client: Api, queryClient: QueryClient): Promise<unknown> =>
        queryClient.fetchQuery(lineQuery(client, LINE_1)),
    ],
  ])(
    'a hanging API fails %s after its spec timeout of %i ms, asked once, not after 4 timeouts and the retry delays',
    async (_name, timeoutMs, run) => {
      vi.useFakeTimers();
      vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
      const { client, calls } = apiAnswering(() => ({ stall: 'answer' }));
      const queryClient = createTransitQueryClient();
      const { error, endedAfterMs } = await settle(() => run(client, queryClient), 120_000);
      expect(error).toMatchObject({ code: 'TIMEOUT' });
      // Before the fix the stop info ended after 4 × 20 s + 1 + 2 + 4 s = 87 s.
      expect(endedAfterMs).toBe(timeoutMs);
      expect(calls).toHaveLength(1);
    },
  );

  it('a slow failure leaves no time for a retry that could not answer within the timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    let answered = 0;
    const fake = fakeFetch(() => ({ status: 503, json: { code: 'UNAVAILABLE', message: 'Busy.' } }));
    // Every answer comes 8 s after the call: the second attempt ends at 8 + 1 + 8 = 17 s, and a third could not end
    // before 17 + 2 + 8 = 27 s, past the stop info's 20 s.
    const slowFetch: typeof fetch = (input, init) =>
      new Promise((resolve) => setTimeout(resolve, 8_000)).then(() => {
        answered += 1;
        return fake.fetch(input, init);
      });
    const client = createApiClient({ baseUrl: BASE, fetch: slowFetch });
    const queryClient = createTransitQueryClient();
    const { error, endedAfterMs } = await settle(
      (): Promise<unknown> => queryClient.fetchQuery(stopInfoQuery(client, SOL)),
      60_000,
    );
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 503 });
    expect(answered).toBe(2);
    expect(endedAfterMs).toBe(17_000);
    expect(endedAfterMs).toBeLessThanOrEqual(STOP_INFO_TIMEOUT_MS);
  });

  it('a retry starts only with time left for its delay and an answer', () => {
    const delay = retryDelayMs(0);
    expect(shouldRetryQuery(0, apiError('HTTP_ERROR', 503, delay + MIN_RETRY_TIME_MS))).toBe(true);
    expect(shouldRetryQuery(0, apiError('HTTP_ERROR', 503, delay + MIN_RETRY_TIME_MS - 1))).toBe(false);
    expect(shouldRetryQuery(0, apiError('TIMEOUT', undefined, 0))).toBe(false);
  });

  it('the same signal gives each URL its own wait: two calls under one query signal each get the whole timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = apiAnswering(() => ({ stall: 'answer' }));
    const signal = new AbortController().signal;
    const info = client.getStopInfo(SOL, { signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const arrivals = client.getArrivals(SOL, { signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STOP_INFO_TIMEOUT_MS - 10_000);
    expect(await info).toMatchObject({ code: 'TIMEOUT' });
    let arrivalsEnded = false;
    void arrivals.finally(() => {
      arrivalsEnded = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(arrivalsEnded).toBe(false);
  });
});

describe('retries (spec §8, §9: 3 retries, the delay doubling from 1 s to 30 s)', () => {
  it('never retries a 4xx: an unknown stop stays unknown', () => {
    for (const status of [400, 404, 414]) {
      expect(shouldRetryQuery(0, apiError('HTTP_ERROR', status))).toBe(false);
    }
  });

  it('retries 5xx, network failures and garbled answers up to 3 times', () => {
    for (const error of [
      apiError('HTTP_ERROR', 500),
      apiError('HTTP_ERROR', 503),
      apiError('OFFLINE'),
      apiError('RESPONSE_INVALID'),
    ]) {
      expect([0, 1, 2, 3].map((failureCount) => shouldRetryQuery(failureCount, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
    expect(QUERY_RETRY_COUNT).toBe(3);
  });

  it('retries 408 and 429, the 4xx a busy server answers, but not an aborted call', () => {
    expect(shouldRetryQuery(0, apiError('HTTP_ERROR', 408))).toBe(true);
    expect(shouldRetryQuery(0, apiError('HTTP_ERROR', 429))).toBe(true);
    expect(shouldRetryQuery(0, apiError('ABORTED'))).toBe(false);
  });

  it('treats an error from elsewhere as worth retrying, and a 3xx not', () => {
    expect(isRetryableError(new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(0, apiError('HTTP_ERROR', 304))).toBe(false);
  });

  it('a 404 fails the query after one call', async () => {
    const { client, calls } = apiAnswering(() => ({
      status: 404,
      json: { code: 'STOP_NOT_FOUND', message: 'No such stop.' },
    }));
    const queryClient = createTransitQueryClient();
    await expect(queryClient.fetchQuery(stopInfoQuery(client, SOL))).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 404,
      serverError: { code: 'STOP_NOT_FOUND' },
    });
    expect(calls).toHaveLength(1);
  });

  it('a 503 is called 4 times, 1 s, 2 s and 4 s apart, then fails', async () => {
    vi.useFakeTimers();
    const { client, calls } = apiAnswering(() => ({ status: 503, text: 'busy' }));
    const queryClient = createTransitQueryClient();
    const result = queryClient.fetchQuery(stopInfoQuery(client, SOL)).catch((error: unknown) => error);
    const callTimes: number[] = [];
    const start = Date.now();
    for (let elapsedMs = 0; elapsedMs <= 8_000; elapsedMs += 100) {
      while (callTimes.length < calls.length) callTimes.push(Date.now() - start);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(callTimes).toEqual([0, 1_000, 3_000, 7_000]);
    expect(await result).toMatchObject({ code: 'HTTP_ERROR', status: 503 });
  });

  it('the delay doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('factories fetch through the client', () => {
  type Api = ReturnType<typeof apiAnswering>['client'];
  /** Fetches through a factory: answers what the fetch gave and what the cache then holds under its key. */
  type Run = (client: Api, queryClient: QueryClient) => Promise<{ fetched: unknown; cached: unknown }>;

  it.each<[string, Run, unknown]>([
    [
      'stop list',
      async (client, queryClient) => {
        const options = stopListQuery(client);
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      STOP_LIST,
    ],
    [
      'line list',
      async (client, queryClient) => {
        const options = lineListQuery(client);
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      LINE_LIST,
    ],
    [
      'stop info',
      async (client, queryClient) => {
        const options = stopInfoQuery(client, SOL);
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      STOP_INFO,
    ],
    [
      'arrivals',
      async (client, queryClient) => {
        const options = arrivalsQuery(client, SOL, 'es');
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      ARRIVALS,
    ],
    [
      "a station's page",
      async (client, queryClient) => {
        const options = stationInfoQuery(client, SOL_STATION);
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      STATION_INFO,
    ],
    [
      "a station's board",
      async (client, queryClient) => {
        const options = stationArrivalsQuery(client, SOL_STATION, 'es');
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      STATION_ARRIVALS,
    ],
    [
      'line',
      async (client, queryClient) => {
        const options = lineQuery(client, LINE_1);
        return {
          fetched: await queryClient.fetchQuery(options),
          cached: queryClient.getQueryData(options.queryKey),
        };
      },
      LINE_DETAIL,
    ],
  ])('%s', async (_name, run, answer) => {
    const { client } = apiAnswering(() => ({ json: answer }));
    expect(await run(client, new QueryClient())).toEqual({ fetched: answer, cached: answer });
  });

  it('arrivals at a moment and a line on a date ask for them', async () => {
    const { client, calls } = apiAnswering((url) => ({
      json: url.includes('arrivals') ? ARRIVALS : LINE_DETAIL,
    }));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(arrivalsQuery(client, SOL, 'es', '2025-11-19T08:00:00+01:00'));
    await queryClient.fetchQuery(lineQuery(client, LINE_1, '2025-11-19'));
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/stops/4-12/arrivals?at=2025-11-19T08%3A00%3A00%2B01%3A00&lang=es`,
      `${BASE}/v1/lines/4-1?date=2025-11-19`,
    ]);
  });

  it("a board's query asks in the rider's language, and each language is a query of its own", async () => {
    const { client, calls } = apiAnswering((url) => ({
      json: url.includes('/stations/') ? STATION_ARRIVALS : ARRIVALS,
    }));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(arrivalsQuery(client, SOL, 'en'));
    await queryClient.fetchQuery(arrivalsQuery(client, SOL, 'es'));
    await queryClient.fetchQuery(stationArrivalsQuery(client, SOL_STATION, 'ca', '2025-11-19T08:00'));
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/v1/stops/4-12/arrivals?lang=en`,
      `${BASE}/v1/stops/4-12/arrivals?lang=es`,
      `${BASE}/v1/stations/E4-12/arrivals?at=2025-11-19T08%3A00&lang=ca`,
    ]);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: stopKeys.allArrivals() })
        .map((q) => q.queryKey),
    ).toEqual([
      ['arrivals', '4-12', 'en'],
      ['arrivals', '4-12', 'es'],
    ]);
    expect(queryClient.getQueryData(stationKeys.arrivals(SOL_STATION, 'ca', '2025-11-19T08:00'))).toEqual(
      STATION_ARRIVALS,
    );
  });

  it('the server time', async () => {
    const { client } = apiAnswering(() => ({ json: SERVER_TIME }));
    expect(await new QueryClient().fetchQuery(serverTimeQuery(client))).toMatchObject(SERVER_TIME);
  });

  it('passes the query signal, so a cancelled query aborts its request', async () => {
    const { client, calls } = apiAnswering(() => ({ stall: 'answer' }));
    const queryClient = new QueryClient();
    const options = stopInfoQuery(client, SOL);
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
  });
});

describe('types (checked by tsc)', () => {
  it('the cache knows what each key holds, and that a query fails with ApiError', () => {
    const { client } = apiAnswering(() => ({ json: {} }));
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryData(stopInfoQuery(client, SOL).queryKey)).toEqualTypeOf<
      StopInfo | undefined
    >();
    expectTypeOf(queryClient.getQueryData(lineQuery(client, LINE_1).queryKey)).toEqualTypeOf<
      LineDetail | undefined
    >();
    expectTypeOf(queryClient.getQueryData(stationInfoQuery(client, SOL_STATION).queryKey)).toEqualTypeOf<
      StationInfo | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(stationArrivalsQuery(client, SOL_STATION, 'es').queryKey),
    ).toEqualTypeOf<StationArrivals | undefined>();
    expectTypeOf(queryClient.getQueryState(arrivalsQuery(client, SOL, 'es').queryKey)?.error).toEqualTypeOf<
      ApiError | null | undefined
    >();
  });

  it('codes come only from their parsers', () => {
    // @ts-expect-error a plain string is not a StopCode: it must come through parseStopCode
    expect(stopKeys.info('4-12')).toHaveLength(2);
    // @ts-expect-error a plain string is not a LineCode: it must come through parseLineCode
    expect(lineKeys.detail('4-1')).toHaveLength(2);
    // @ts-expect-error a stop code is not a StationCode: it must come through parseStationCode
    expect(stationKeys.info(SOL)).toHaveLength(2);
  });
});
