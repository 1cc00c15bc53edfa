import {
  DEFAULT_ARRIVALS_LIMIT,
  type StationArrivals,
  type StationInfo,
  TIMETABLE_ONLY_LIVE_STATE,
} from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { fixtureCities } from './fixtureNetwork';
import {
  CERCANIAS_ATTRIBUTION,
  feedDay,
  LINE_1,
  LINE_C3,
  line1Departure,
  METRO_ATTRIBUTION,
} from './testExpectations';

/** Wednesday 19 November 2025, 06:55 in Madrid (CET, UTC+1). */
const NOW = Date.parse('2025-11-19T06:55:00+01:00');

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => NOW });
  await app.ready();
});
afterAll(() => app.close());

async function getJson<Body>(url: string): Promise<Body> {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
}

async function expectError(url: string, statusCode: number, code: string, message?: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

/** Sol in the fixture: Cercanías 5-122 (no timetable, as Madrid's snapshot) and Metro 4-12 (line 1), 60 m apart. */
const SOL: StationInfo = {
  code: 'E4-12',
  name: 'Sol',
  location: { latitude: 40.416813, longitude: -3.70344 },
  modes: [
    {
      stopType: 'cercanias',
      stopTypeCode: 5,
      stops: [
        {
          code: '5-122',
          name: 'Sol',
          location: { latitude: 40.41685, longitude: -3.70309 },
          lines: [LINE_C3],
          hasTimetable: false,
        },
      ],
    },
    {
      stopType: 'metro',
      stopTypeCode: 4,
      stops: [
        {
          code: '4-12',
          name: 'Sol',
          location: { latitude: 40.416775, longitude: -3.70379 },
          lines: [LINE_1],
          hasTimetable: true,
        },
      ],
    },
  ],
  transfer: {
    distanceBasis: 'straightLine',
    walks: [{ fromStopCode: '5-122', toStopCode: '4-12', distanceM: 60, walkMinutes: 2 }],
  },
  attribution: [METRO_ATTRIBUTION, CERCANIAS_ATTRIBUTION],
};

describe('GET {api}/v1/stations/{stationCode}: what a station page shows', () => {
  it("gives the station's name and place, its stops mode by mode (Cercanías first) with their lines, and the straight-line walk between them", async () => {
    const response = await app.inject({ url: '/api/madrid/v1/stations/E4-12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age/);
    expect(response.json()).toEqual(SOL);
  });

  it('reads the code in any spelling of it: "e4_12" and "E04-012" are Sol', async () => {
    expect(await getJson('/api/madrid/v1/stations/e4_12')).toEqual(SOL);
    expect(await getJson('/api/madrid/v1/stations/E04-012')).toEqual(SOL);
  });

  it("still gives each stop its own page: Sol's Cercanías stop answers as a stop", async () => {
    expect(await getJson('/api/madrid/v1/stops/5-122/info')).toMatchObject({
      code: '5-122',
      stopType: 'cercanias',
      hasTimetable: false,
    });
  });

  it('answers a code that is no station code with 400 STATION_CODE_MALFORMED: a stop code, a bus stop after the E', async () => {
    await expectError(
      '/api/madrid/v1/stations/4-12',
      400,
      'STATION_CODE_MALFORMED',
      "'4-12' is not a station code: expected 'E' and a Metro (4-), Cercanías (5-) or Metro Ligero (10-) stop code, for example E4-12.",
    );
    await expectError(
      '/api/madrid/v1/stations/E6-123',
      400,
      'STATION_CODE_MALFORMED',
      "'E6-123' is not a station code: prefix 6 is not a rail stop type (4, 5 or 10).",
    );
    await expectError('/api/madrid/v1/stations/Sol/arrivals', 400, 'STATION_CODE_MALFORMED');
    await expectError('/api/madrid/v1/stations/E4-12%20', 400, 'STATION_CODE_MALFORMED');
  });

  it('answers a station code that names no station with 404 STATION_NOT_FOUND (Gran Vía is a stop, not a station)', async () => {
    await expectError(
      '/api/madrid/v1/stations/E4-13',
      404,
      'STATION_NOT_FOUND',
      "There is no station 'E4-13' in madrid.",
    );
    await expectError(
      '/api/madrid/v1/stations/e4_099/arrivals',
      404,
      'STATION_NOT_FOUND',
      "There is no station 'E4-99' in madrid.",
    );
  });
});

describe('GET {api}/v1/stations/{stationCode}/arrivals: every mode of a station on one board', () => {
  /** A line 1 departure on the station's board: the stop's own, with the stop it leaves from. */
  const metroDeparture = (tripId: string, time: string, minutes: number, isApproximate = false) => ({
    ...line1Departure(tripId, time, minutes, isApproximate),
    stopCode: '4-12',
  });

  it("gives a section per mode: Cercanías says it has no timetable, Metro lists its stop's departures", async () => {
    const response = await app.inject({
      url: '/api/madrid/v1/stations/E4-12/arrivals?at=2025-11-19T06:55:00%2B01:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      stationCode: 'E4-12',
      at: '2025-11-19T06:55:00+01:00',
      modes: [
        {
          stopType: 'cercanias',
          stopTypeCode: 5,
          stopCodes: ['5-122'],
          arrivals: [],
          timetable: { hasTimetable: false, feeds: [] },
          notice: {
            code: 'NO_TIMETABLE',
            message:
              "No timetable is published for the lines of this mode's stops at the station, so no departure times can be shown.",
          },
        },
        {
          stopType: 'metro',
          stopTypeCode: 4,
          stopCodes: ['4-12'],
          arrivals: [
            metroDeparture('L1-0700', '2025-11-19T07:00:00+01:00', 5),
            metroDeparture('L1-0710', '2025-11-19T07:10:00+01:00', 15),
            metroDeparture('L1@07:30:00', '2025-11-19T07:30:00+01:00', 35, true),
          ],
          timetable: {
            hasTimetable: true,
            feeds: [feedDay('test-metro', '2025-11-19')],
          },
          notice: null,
        },
      ],
      live: TIMETABLE_ONLY_LIVE_STATE,
      alerts: [],
    });
  });

  it("lists each stop's board as the stop's own arrivals answer does, from now by default", async () => {
    const board = await getJson<StationArrivals>('/api/madrid/v1/stations/E4-12/arrivals');
    const stop = await getJson<{ arrivals: object[] }>('/api/madrid/v1/stops/4-12/arrivals');
    expect(board.at).toBe('2025-11-19T06:55:00+01:00');
    expect(board.modes[1]?.arrivals).toEqual(
      stop.arrivals.map((arrival) => ({ ...arrival, stopCode: '4-12' })),
    );
  });

  it('honours limit and windowMinutes in each section, as the stop board does (default limit 60)', async () => {
    expect(DEFAULT_ARRIVALS_LIMIT).toBe(60);
    const at = 'at=2025-11-19T06:55';
    const limited = await getJson<StationArrivals>(`/api/madrid/v1/stations/E4-12/arrivals?${at}&limit=1`);
    expect(limited.modes[1]?.arrivals.map((arrival) => arrival.tripId)).toEqual(['L1-0700']);
    const window = await getJson<StationArrivals>(
      `/api/madrid/v1/stations/E4-12/arrivals?${at}&windowMinutes=10`,
    );
    expect(window.modes[1]?.arrivals.map((arrival) => arrival.tripId)).toEqual(['L1-0700']);
  });

  it('refuses a bad query with 400 INVALID_QUERY, as the stop board does', async () => {
    await expectError('/api/madrid/v1/stations/E4-12/arrivals?limit=0', 400, 'INVALID_QUERY');
    await expectError('/api/madrid/v1/stations/E4-12/arrivals?at=yesterday', 400, 'INVALID_QUERY');
  });
});
