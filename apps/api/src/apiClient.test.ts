import { ApiError, createApiClient } from '@transit/api-client';
import {
  type LineCode,
  parseLineCode,
  parseStationCode,
  parseStopCode,
  type StationCode,
  type StopCode,
  unwrap,
} from '@transit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';

/**
 * The typed client (@transit/api-client) against this server: every call parses what the server really answers,
 * since both sides share the schemas, and the server's error codes reach the client. Requests go through
 * app.inject, so nothing listens on a port.
 */

/** Wednesday 19 November 2025, 06:55 in Madrid (CET, UTC+1). */
const NOW = Date.parse('2025-11-19T06:55:00+01:00');
const BASE = 'http://api.test/api/madrid';
const SOL: StopCode = unwrap(parseStopCode('4-12'));
const LINE_1: LineCode = unwrap(parseLineCode('4-1'));
const SOL_STATION: StationCode = unwrap(parseStationCode('E4-12'));

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => NOW });
  await app.ready();
});
afterAll(() => app.close());

/** fetch over app.inject. */
const injectFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const answer = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(new Headers(init?.headers)),
  });
  return new Response(answer.statusCode === 304 ? null : answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
  });
};

const client = createApiClient({ baseUrl: BASE, fetch: injectFetch, now: () => NOW });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the api-client against this server', () => {
  it('reads the stop list and the line list', async () => {
    const stops = await client.getStopList();
    expect(stops.stops.map(([code]) => code)).toContain('4-12');
    const lines = await client.getLineList();
    expect(lines.lines.map((line) => line.lineCode)).toContain('4-1');
  });

  it('reads stop info and departures', async () => {
    expect(await client.getStopInfo(SOL)).toMatchObject({ code: '4-12', name: 'Sol', stopType: 'metro' });
    const arrivals = await client.getArrivals(SOL, { at: '2025-11-19T06:55:00+01:00', limit: 2 });
    expect(arrivals.arrivals.map((arrival) => [arrival.tripId, arrival.minutes])).toEqual([
      ['L1-0700', 5],
      ['L1-0710', 15],
    ]);
    expect(await client.getArrivalsSafe(SOL, { limit: 1 })).toMatchObject({ stopCode: '4-12' });
  });

  it("reads a line with a day's timetable, and the server time", async () => {
    const line = await client.getLine(LINE_1, { date: '2025-11-19' });
    expect(line.timetable?.date).toBe('2025-11-19');
    expect(await client.getServerTime()).toEqual({
      currentTime: new Date(NOW).toISOString(),
      currentEpochMs: NOW,
      clockOffsetMs: 0,
    });
  });

  it("reads a station's page and board, and STATION_NOT_FOUND for a station code that names none", async () => {
    const station = await client.getStationInfo(SOL_STATION);
    expect(station.modes.map((mode) => mode.stops.map((stop) => stop.code))).toEqual([['5-122'], ['4-12']]);
    const board = await client.getStationArrivals(SOL_STATION, { at: '2025-11-19T06:55:00+01:00', limit: 2 });
    expect(board.modes.map((mode) => mode.arrivals.map((arrival) => arrival.tripId))).toEqual([
      [],
      ['L1-0700', 'L1-0710'],
    ]);
    expect(await failureOf(client.getStationInfo(unwrap(parseStationCode('E4-13'))))).toMatchObject({
      status: 404,
      serverError: { code: 'STATION_NOT_FOUND' },
    });
  });

  it("reads a line's timetable at one of its stops, and STOP_NOT_ON_LINE for a stop it does not call at", async () => {
    const granVia = unwrap(parseStopCode('4-13'));
    const timetable = await client.getLineTimetable(LINE_1, granVia, { date: '2025-11-19' });
    expect(
      timetable.timetable?.directions.map((direction) => direction.stopDepartures?.firstDeparture),
    ).toEqual(['07:02', '07:07']);
    expect(await failureOf(client.getLineTimetable(LINE_1, unwrap(parseStopCode('10-1'))))).toMatchObject({
      status: 404,
      serverError: { code: 'STOP_NOT_ON_LINE' },
    });
  });

  it("receives the server's codes: STOP_NOT_FOUND, LINE_NOT_FOUND and INVALID_QUERY", async () => {
    expect(await failureOf(client.getStopInfo(unwrap(parseStopCode('4-99999'))))).toMatchObject({
      code: 'HTTP_ERROR',
      status: 404,
      serverError: { code: 'STOP_NOT_FOUND', message: "There is no stop '4-99999' in madrid." },
    });
    expect(await failureOf(client.getLine(unwrap(parseLineCode('4-99'))))).toMatchObject({
      status: 404,
      serverError: { code: 'LINE_NOT_FOUND' },
    });
    expect(await failureOf(client.getArrivals(SOL, { at: 'yesterday' }))).toMatchObject({
      status: 400,
      serverError: { code: 'INVALID_QUERY' },
    });
    const safe = await client.getArrivalsSafe(SOL, { windowMinutes: 0 });
    expect(safe.arrivals).toEqual([]);
    expect(safe.error?.serverError?.code).toBe('INVALID_QUERY');
  });
});
