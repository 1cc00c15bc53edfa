import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { FIXTURE_HOLIDAY, fixtureCities } from './fixtureNetwork';
import {
  BUS_ATTRIBUTION,
  CERCANIAS_ATTRIBUTION,
  feedDay,
  LIGHT_METRO_ATTRIBUTION,
  LINE_1,
  LINE_C3,
  LINE_N2,
  line1Departure,
  METRO_ATTRIBUTION,
  NO_TIMETABLE_NOTICE,
  timetableBoard,
} from './testExpectations';

/** Wednesday 19 November 2025, 06:55 in Madrid (CET, UTC+1). */
const NOW = Date.parse('2025-11-19T06:55:00+01:00');

let app: App;
beforeAll(async () => {
  app = createApp({ cities: fixtureCities(), now: () => NOW });
  await app.ready();
});
afterAll(() => app.close());

async function getJson(url: string): Promise<unknown> {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

const METRO_FEED_2025_11_19 = feedDay('test-metro', '2025-11-19');

describe('GET {api}/v1/stops: the static stop list', () => {
  it('lists every stop in the spec column order, with line numbers, the nocturnal flag and the stop type code, and where its lines go', async () => {
    expect(await getJson('/api/madrid/v1/stops')).toEqual({
      columns: ['code', 'name', 'latitude', 'longitude', 'lineNumbers', 'isNocturnal', 'stopTypeCode'],
      stops: [
        ['4-12', 'Sol', 40.416775, -3.70379, ['1'], false, 4],
        ['4-13', 'Gran Vía', 40.4198, -3.7018, ['1'], false, 4],
        ['4-14', 'Tribunal', 40.4264, -3.701, ['1'], false, 4],
        ['10-1', 'Colonia Jardín', 40.397, -3.774, ['ML3'], false, 10],
        ['10-2', 'Prado del Rey', 40.432, -3.8, ['ML3'], false, 10],
        ['123', 'Puerta del Sol', 40.417, -3.7035, ['2'], false, 6],
        ['124', 'Callao', 40.42, -3.706, ['2', 'N2'], false, 6],
        ['125', 'Plaza de España', 40.4234, -3.7122, ['N2'], true, 6],
        ['5-122', 'Sol', 40.41685, -3.70309, ['C3'], false, 5],
        ['5-18', 'Chamartín', 40.4721, -3.68269, ['C3'], false, 5],
      ],
      attribution: [METRO_ATTRIBUTION, LIGHT_METRO_ATTRIBUTION, BUS_ATTRIBUTION, CERCANIAS_ATTRIBUTION],
      // A stop where every line ends (Plaza de España, N2's terminus) has nowhere to go from it.
      destinations: {
        '4-12': ['Pinar de Chamartín'],
        '4-13': ['Pinar de Chamartín', 'Valdecarros'],
        '4-14': ['Valdecarros'],
        '10-1': ['Puerta de Boadilla'],
        '123': ['Reina Victoria'],
        '124': ['Barrio del Pilar'],
        '5-122': ['Chamartín'],
      },
      // Only the two Sol stops share a name, at one address, so no address is needed to tell stops apart.
      addresses: {},
      // Beside the rows: Sol's station, its Cercanías stop first, so search can offer it before its stops.
      stations: { 'E4-12': { name: 'Sol', stops: ['5-122', '4-12'] } },
    });
  });

  it('keeps only the stop and transport types a city allows (spec §5)', async () => {
    const { default: madridMetro } = await import('@transit/city-madrid-metro');
    const metroApp = createApp({
      cities: new Map([
        ['madrid-metro', { city: madridMetro, network: fixtureCities().get('madrid')!.network }],
      ]),
      now: () => NOW,
    });
    const response = await metroApp.inject({ url: '/api/madrid-metro/v1/stops' });
    const codes = response.json<{ stops: [string][] }>().stops.map(([code]) => code);
    expect(codes).toEqual(['4-12', '4-13', '4-14', '10-1', '10-2']);
    // Without its Cercanías stop, Sol is one Metro stop: no station in the Metro app's list, and none to ask for.
    expect(response.json<{ stations: unknown }>().stations).toEqual({});
    const station = await metroApp.inject({ url: '/api/madrid-metro/v1/stations/E4-12' });
    expect(station.statusCode).toBe(404);
    expect(station.json()).toMatchObject({ code: 'STATION_NOT_FOUND' });
    const lines = await metroApp.inject({ url: '/api/madrid-metro/v1/lines' });
    expect(lines.json<{ lines: { lineCode: string }[] }>().lines.map((line) => line.lineCode)).toEqual([
      '4-1',
      '10-3',
    ]);
    await metroApp.close();
  });
});

describe('GET {api}/v1/lines: the static line list', () => {
  it('lists each line with its number, name, transport type, nocturnal flag, colours and whether it has a timetable', async () => {
    expect(await getJson('/api/madrid/v1/lines')).toEqual({
      lines: [
        LINE_1,
        {
          lineCode: '10-3',
          lineNumber: 'ML3',
          lineName: 'Colonia Jardín - Puerta de Boadilla',
          transportTypeCode: 10,
          colour: '#E60003',
          textColour: '#FFFFFF',
          hasTimetable: true,
          isNocturnal: false,
        },
        {
          lineCode: '6-2',
          lineNumber: '2',
          lineName: 'Manuel Becerra - Reina Victoria',
          transportTypeCode: 6,
          colour: null,
          textColour: null,
          hasTimetable: false,
          isNocturnal: false,
        },
        LINE_N2,
        LINE_C3,
      ],
      attribution: [METRO_ATTRIBUTION, LIGHT_METRO_ATTRIBUTION, BUS_ATTRIBUTION, CERCANIAS_ATTRIBUTION],
    });
  });
});

describe('GET {api}/v1/stops/{code}/info: what the stop page shows', () => {
  const sol = {
    code: '4-12',
    name: 'Sol',
    stopType: 'metro',
    stopTypeCode: 4,
    zone: 'A',
    wheelchair: 'accessible',
    address: 'Plaza de la Puerta del Sol 6',
    location: { latitude: 40.416775, longitude: -3.70379 },
    isNocturnal: false,
    lines: [{ ...LINE_1, destinations: ['Pinar de Chamartín'] }],
    platforms: ['1', '2'],
    hasTimetable: true,
    attribution: [METRO_ATTRIBUTION],
  };

  it('gives name, type, zone, wheelchair flag, location, lines served with colours, platforms and attribution', async () => {
    expect(await getJson('/api/madrid/v1/stops/4-12/info')).toEqual(sol);
  });

  it('answers an alias (a platform code) for its station, with the canonical code', async () => {
    expect(await getJson('/api/madrid/v1/stops/4-9012/info')).toEqual(sol);
  });

  it('reads the code as the spec does: "4_12" and "04-12" are Sol', async () => {
    expect(await getJson('/api/madrid/v1/stops/4_12/info')).toEqual(sol);
    expect(await getJson('/api/madrid/v1/stops/04-12/info')).toEqual(sol);
  });

  it('says when a stop is not accessible, and lists each direction a line leaves towards', async () => {
    expect(await getJson('/api/madrid/v1/stops/4-13/info')).toMatchObject({
      wheelchair: 'notAccessible',
      lines: [{ lineCode: '4-1', destinations: ['Pinar de Chamartín', 'Valdecarros'] }],
      platforms: ['1', '2'],
    });
  });

  it('shows a bus stop without a timetable, with an unknown wheelchair flag and no zone when the feed gives none', async () => {
    expect(await getJson('/api/madrid/v1/stops/125/info')).toEqual({
      code: '125',
      name: 'Plaza de España',
      stopType: 'emt',
      stopTypeCode: 6,
      zone: null,
      wheelchair: 'unknown',
      address: null,
      location: { latitude: 40.4234, longitude: -3.7122 },
      isNocturnal: true,
      lines: [{ ...LINE_N2, destinations: [] }],
      platforms: [],
      hasTimetable: false,
      attribution: [BUS_ATTRIBUTION],
    });
  });
});

describe('GET {api}/v1/stops/{code}/arrivals: departures from the timetable', () => {
  it('lists the next departures at a moment, with time in the city offset and whole minutes', async () => {
    expect(await getJson('/api/madrid/v1/stops/4-12/arrivals?at=2025-11-19T06:55:00%2B01:00')).toEqual(
      timetableBoard({
        stopCode: '4-12',
        at: '2025-11-19T06:55:00+01:00',
        arrivals: [
          line1Departure('L1-0700', '2025-11-19T07:00:00+01:00', 5),
          line1Departure('L1-0710', '2025-11-19T07:10:00+01:00', 15),
          line1Departure('L1@07:30:00', '2025-11-19T07:30:00+01:00', 35, true),
        ],
        timetable: { hasTimetable: true, feeds: [METRO_FEED_2025_11_19] },
      }),
    );
  });

  it('defaults to now', async () => {
    const body = (await getJson('/api/madrid/v1/stops/4-12/arrivals')) as { at: string; arrivals: unknown[] };
    expect(body.at).toBe('2025-11-19T06:55:00+01:00');
    expect(body.arrivals).toHaveLength(3);
  });

  it('reads an `at` without offset as local time in the city, and rounds minutes down', async () => {
    const body = (await getJson('/api/madrid/v1/stops/4-12/arrivals?at=2025-11-19T06:59:30')) as {
      at: string;
      arrivals: { minutes: number }[];
    };
    expect(body.at).toBe('2025-11-19T06:59:30+01:00');
    expect(body.arrivals.map((arrival) => arrival.minutes)).toEqual([0, 10, 30]);
  });

  it('honours limit and windowMinutes', async () => {
    const at = 'at=2025-11-19T05:55:00Z';
    const limited = (await getJson(`/api/madrid/v1/stops/4-12/arrivals?${at}&limit=1`)) as {
      arrivals: unknown[];
    };
    expect(limited.arrivals).toEqual([line1Departure('L1-0700', '2025-11-19T07:00:00+01:00', 5)]);
    const windowed = (await getJson(`/api/madrid/v1/stops/4-12/arrivals?${at}&windowMinutes=10`)) as {
      arrivals: unknown[];
    };
    expect(windowed.arrivals).toEqual([line1Departure('L1-0700', '2025-11-19T07:00:00+01:00', 5)]);
  });

  it('lists a trip after midnight on the morning after its service day', async () => {
    expect(await getJson('/api/madrid/v1/stops/4-12/arrivals?at=2025-11-20T01:00:00%2B01:00')).toEqual(
      timetableBoard({
        stopCode: '4-12',
        at: '2025-11-20T01:00:00+01:00',
        arrivals: [line1Departure('L1-2510', '2025-11-20T01:10:00+01:00', 10)],
        timetable: { hasTimetable: true, feeds: [{ ...METRO_FEED_2025_11_19, timetableDate: '2025-11-20' }] },
      }),
    );
  });

  it('runs the holiday service on a holiday from calendar_dates, and the weekday one a week later', async () => {
    const holiday = (await getJson(`/api/madrid/v1/stops/4-12/arrivals?at=${FIXTURE_HOLIDAY}T06:55`)) as {
      arrivals: unknown[];
    };
    expect(holiday.arrivals).toEqual([line1Departure('L1-FES-0800', '2025-05-02T08:00:00+02:00', 65)]);
    const weekday = (await getJson('/api/madrid/v1/stops/4-12/arrivals?at=2025-05-09T06:55')) as {
      arrivals: { tripId: string }[];
    };
    expect(weekday.arrivals.map((arrival) => arrival.tripId)).toEqual(['L1-0700', 'L1-0710', 'L1@07:30:00']);
  });

  it("answers a date after the feed's end from the same weekday of its last valid week, and says so", async () => {
    expect(await getJson('/api/madrid/v1/stops/10-1/arrivals?at=2025-11-19T09:55')).toEqual(
      timetableBoard({
        stopCode: '10-1',
        at: '2025-11-19T09:55:00+01:00',
        arrivals: [
          {
            lineCode: '10-3',
            lineNumber: 'ML3',
            colour: '#E60003',
            textColour: '#FFFFFF',
            transportTypeCode: 10,
            destination: 'Puerta de Boadilla',
            direction: 0,
            platform: null,
            tripId: 'ML3-1000',
            departureTime: '2025-11-19T10:00:00+01:00',
            minutes: 5,
            isRealtime: false,
            source: 'schedule',
            status: 'scheduled',
            isApproximate: false,
          },
        ],
        timetable: {
          hasTimetable: true,
          feeds: [feedDay('test-light-metro', '2025-06-25', true)],
        },
      }),
    );
  });

  it('says plainly when no line at the stop has a timetable', async () => {
    expect(await getJson('/api/madrid/v1/stops/123/arrivals?at=2025-11-19T08:00')).toEqual(
      timetableBoard({
        stopCode: '123',
        at: '2025-11-19T08:00:00+01:00',
        arrivals: [],
        timetable: { hasTimetable: false, feeds: [] },
        notice: NO_TIMETABLE_NOTICE,
      }),
    );
  });

  it('has a timetable but no departures at a terminus', async () => {
    expect(await getJson('/api/madrid/v1/stops/10-2/arrivals?at=2025-06-02T09:55')).toEqual(
      timetableBoard({
        stopCode: '10-2',
        at: '2025-06-02T09:55:00+02:00',
        arrivals: [],
        timetable: {
          hasTimetable: true,
          feeds: [feedDay('test-light-metro', '2025-06-02')],
        },
      }),
    );
  });

  it('answers an alias for its station', async () => {
    const body = (await getJson('/api/madrid/v1/stops/4-9012/arrivals?at=2025-11-19T06:55')) as {
      stopCode: string;
    };
    expect(body.stopCode).toBe('4-12');
  });
});

describe('GET {api}/v1/lines/{lineCode}: a line, its itineraries and its timetable', () => {
  const sol = { code: '4-12', name: 'Sol', location: { latitude: 40.416775, longitude: -3.70379 } };
  const granVia = { code: '4-13', name: 'Gran Vía', location: { latitude: 40.4198, longitude: -3.7018 } };
  const tribunal = { code: '4-14', name: 'Tribunal', location: { latitude: 40.4264, longitude: -3.701 } };
  const hours = (counts: Record<number, number>) =>
    Array.from({ length: 28 }, (_, hour) => counts[hour] ?? 0);
  /** A stop's departures of the day; `rows` as "HH: mm mm" ("01+" for the next morning's hour). */
  const atStop = (stopCode: string, isApproximate: boolean, rows: readonly string[]) => {
    const hourRows = rows.map((row) => {
      const [hour = '', minutes = ''] = row.split(': ');
      return {
        hour: Number(hour.replace('+', '')),
        isNextDay: hour.endsWith('+'),
        minutes: minutes.split(' ').map(Number),
      };
    });
    const times = hourRows.flatMap((row) =>
      row.minutes.map((minute) => `${String(row.hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
    );
    return {
      stopCode,
      firstDeparture: times[0] ?? null,
      lastDeparture: times.at(-1) ?? null,
      departureCount: times.length,
      isApproximate,
      hours: hourRows,
    };
  };

  it('gives the spec §3 fields, itineraries with ordered stops and shape, and a day of timetable', async () => {
    expect(await getJson('/api/madrid/v1/lines/4-1?date=2025-11-19')).toEqual({
      lineCode: '4-1',
      lineName: 'Pinar de Chamartín - Valdecarros',
      lineNumber: '1',
      transportTypeCode: 4,
      isNocturnalLine: false,
      colour: '#2DBEF0',
      textColour: '#FFFFFF',
      hasTimetable: true,
      itineraries: [
        {
          code: '4-1-1',
          direction: 0,
          headsign: 'Pinar de Chamartín',
          isCircular: false,
          stops: [sol, granVia, tribunal],
          shape: [
            [40.416775, -3.70379],
            [40.4198, -3.7018],
            [40.4264, -3.701],
          ],
        },
        {
          code: '4-1-2',
          direction: 1,
          headsign: 'Valdecarros',
          isCircular: false,
          stops: [tribunal, granVia, sol],
          shape: [],
        },
      ],
      timetable: {
        date: '2025-11-19',
        feeds: [METRO_FEED_2025_11_19],
        directions: [
          {
            direction: 0,
            headsign: 'Pinar de Chamartín',
            firstDeparture: '07:00',
            lastDeparture: '01:10',
            departureCount: 4,
            departuresPerHour: hours({ 7: 3, 25: 1 }),
            // From its first stop, the trip after midnight last; one trip is headway-based.
            stopDepartures: atStop('4-12', true, ['07: 0 10 30', '01+: 10']),
          },
          {
            direction: 1,
            headsign: 'Valdecarros',
            firstDeparture: '07:05',
            lastDeparture: '07:05',
            departureCount: 1,
            departuresPerHour: hours({ 7: 1 }),
            stopDepartures: atStop('4-14', false, ['07: 5']),
          },
        ],
      },
      notice: null,
      attribution: [METRO_ATTRIBUTION],
    });
  });

  it("defaults to today in the city's time zone", async () => {
    const body = (await getJson('/api/madrid/v1/lines/4-1')) as { timetable: { date: string } };
    expect(body.timetable.date).toBe('2025-11-19');
  });

  it('runs the holiday service on a holiday, and nothing in a direction without trips that day', async () => {
    const body = (await getJson(`/api/madrid/v1/lines/4-1?date=${FIXTURE_HOLIDAY}`)) as {
      timetable: { directions: unknown[] };
    };
    expect(body.timetable.directions).toEqual([
      {
        direction: 0,
        headsign: 'Pinar de Chamartín',
        firstDeparture: '08:00',
        lastDeparture: '08:00',
        departureCount: 1,
        departuresPerHour: hours({ 8: 1 }),
        stopDepartures: atStop('4-12', false, ['08: 0']),
      },
      {
        direction: 1,
        headsign: 'Valdecarros',
        firstDeparture: null,
        lastDeparture: null,
        departureCount: 0,
        departuresPerHour: hours({}),
        stopDepartures: atStop('4-14', false, []),
      },
    ]);
  });

  it("reads an expired feed's stand-in day and says so", async () => {
    const body = (await getJson('/api/madrid/v1/lines/10_3?date=2025-11-19')) as {
      lineCode: string;
      timetable: unknown;
    };
    expect(body.lineCode).toBe('10-3');
    expect(body.timetable).toEqual({
      date: '2025-11-19',
      feeds: [feedDay('test-light-metro', '2025-06-25', true)],
      directions: [
        {
          direction: 0,
          headsign: 'Puerta de Boadilla',
          firstDeparture: '10:00',
          lastDeparture: '10:00',
          departureCount: 1,
          departuresPerHour: hours({ 10: 1 }),
          stopDepartures: atStop('10-1', false, ['10: 0']),
        },
      ],
    });
  });

  it('answers timetable null and a NO_TIMETABLE notice for a line without a timetable', async () => {
    expect(await getJson('/api/madrid/v1/lines/6-502')).toEqual({
      lineCode: '6-502',
      lineName: 'Cibeles - Barrio del Pilar',
      lineNumber: 'N2',
      transportTypeCode: 6,
      isNocturnalLine: true,
      colour: null,
      textColour: null,
      hasTimetable: false,
      itineraries: [
        {
          code: '6-502-1',
          direction: 0,
          headsign: 'Barrio del Pilar',
          isCircular: false,
          stops: [
            { code: '124', name: 'Callao', location: { latitude: 40.42, longitude: -3.706 } },
            { code: '125', name: 'Plaza de España', location: { latitude: 40.4234, longitude: -3.7122 } },
          ],
          shape: [],
        },
      ],
      timetable: null,
      notice: {
        code: 'NO_TIMETABLE',
        message: 'No timetable is published for this line, so no departure times can be shown.',
      },
      attribution: [BUS_ATTRIBUTION],
    });
  });
});

describe("GET {api}/v1/lines/{lineCode}/timetable?stop=: a line's departures at one of its stops", () => {
  it("lists each direction's departures from the stop hour by hour, with the first and last, for the day", async () => {
    const body = (await getJson('/api/madrid/v1/lines/4-1/timetable?stop=4-13&date=2025-11-19')) as {
      lineCode: string;
      stopCode: string;
      timetable: { date: string; feeds: unknown[]; directions: { stopDepartures: unknown }[] };
      notice: unknown;
    };
    expect(body.lineCode).toBe('4-1');
    expect(body.stopCode).toBe('4-13');
    expect(body.notice).toBeNull();
    expect(body.timetable.date).toBe('2025-11-19');
    expect(body.timetable.feeds).toEqual([METRO_FEED_2025_11_19]);
    // Two minutes after the first stop; the trip leaving at 25:10 passes at 01:12 the next morning.
    expect(body.timetable.directions.map((direction) => direction.stopDepartures)).toEqual([
      {
        stopCode: '4-13',
        firstDeparture: '07:02',
        lastDeparture: '01:12',
        departureCount: 4,
        isApproximate: true,
        hours: [
          { hour: 7, isNextDay: false, minutes: [2, 12, 32] },
          { hour: 1, isNextDay: true, minutes: [12] },
        ],
      },
      {
        stopCode: '4-13',
        firstDeparture: '07:07',
        lastDeparture: '07:07',
        departureCount: 1,
        isApproximate: false,
        hours: [{ hour: 7, isNextDay: false, minutes: [7] }],
      },
    ]);
  });

  it('reads the stop in any spelling of its code, and an alias as its station; today by default', async () => {
    const body = (await getJson('/api/madrid/v1/lines/4-1/timetable?stop=04_13')) as {
      stopCode: string;
      timetable: { date: string };
    };
    expect(body.stopCode).toBe('4-13');
    expect(body.timetable.date).toBe('2025-11-19');
    const alias = (await getJson('/api/madrid/v1/lines/4-1/timetable?stop=4-9012')) as { stopCode: string };
    expect(alias.stopCode).toBe('4-12');
  });

  it('says a stop where every trip of a direction ends has no departures that way (its last stop)', async () => {
    const body = (await getJson('/api/madrid/v1/lines/4-1/timetable?stop=4-14&date=2025-11-19')) as {
      timetable: { directions: { stopDepartures: { departureCount: number; hours: unknown[] } | null }[] };
    };
    expect(body.timetable.directions.map((direction) => direction.stopDepartures?.departureCount)).toEqual([
      0, 1,
    ]);
  });

  it('answers timetable null and the NO_TIMETABLE notice at a stop of a line without a timetable', async () => {
    expect(await getJson('/api/madrid/v1/lines/6-502/timetable?stop=124')).toEqual({
      lineCode: '6-502',
      stopCode: '124',
      timetable: null,
      notice: {
        code: 'NO_TIMETABLE',
        message: 'No timetable is published for this line, so no departure times can be shown.',
      },
    });
  });

  it.each([
    ['no stop', '', 400, 'INVALID_QUERY', /^Invalid query: stop: /],
    ['a stop twice', '?stop=4-12&stop=4-13', 400, 'INVALID_QUERY', /stop: must be given once/],
    ['a malformed stop code', '?stop=sol', 400, 'STOP_CODE_MALFORMED', /'sol' is not a stop code/],
    ['a byte-order mark before it', '?stop=%EF%BB%BF4-12', 400, 'STOP_CODE_MALFORMED', /<U\+FEFF>/],
    ['an unknown stop', '?stop=4-999', 404, 'STOP_NOT_FOUND', /There is no stop '4-999' in madrid/],
    ['a stop of another line', '?stop=10-1', 404, 'STOP_NOT_ON_LINE', /line '4-1' .* stop '10-1'/],
    ['a date that is no date', '?stop=4-12&date=2025-02-30', 400, 'INVALID_QUERY', /date/],
  ])('answers %s with a coded error', async (_case, query, status, code, message) => {
    const response = await app.inject({ url: `/api/madrid/v1/lines/4-1/timetable${query}` });
    expect(response.statusCode).toBe(status);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(message);
  });

  it('answers an unknown line as the line route does', async () => {
    const response = await app.inject({ url: '/api/madrid/v1/lines/4-99/timetable?stop=4-12' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('LINE_NOT_FOUND');
  });
});

describe('one process, several cities', () => {
  it("serves each city under its apiBase, in the city's own time zone", async () => {
    const body = (await getJson('/api/new-york/v1/stops/4-127/arrivals?at=2025-11-19T07:55')) as {
      at: string;
      arrivals: { departureTime: string; minutes: number; destination: string }[];
    };
    expect(body.at).toBe('2025-11-19T07:55:00-05:00');
    expect(body.arrivals).toMatchObject([
      { departureTime: '2025-11-19T08:00:00-05:00', minutes: 5, destination: 'South Ferry' },
    ]);
    const summer = (await getJson('/api/new-york/v1/stops/4-127/arrivals?at=2025-07-16T11:55:00Z')) as {
      arrivals: { departureTime: string }[];
    };
    expect(summer.arrivals.map((arrival) => arrival.departureTime)).toEqual(['2025-07-16T08:00:00-04:00']);
  });

  it('keeps the cities apart', async () => {
    const response = await app.inject({ url: '/api/new-york/v1/stops/4-12/info' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'STOP_NOT_FOUND',
      message: "There is no stop '4-12' in new-york.",
    });
  });

  it("serves a city that shows another's network under its own apiBase, sharing that city's lists", async () => {
    const { default: madridCard } = await import('@transit/city-madrid-card');
    const cities = fixtureCities();
    const madrid = cities.get('madrid')!;
    cities.set('madrid-card', { ...madrid, city: madridCard });
    const shared = createApp({ cities, now: () => NOW });
    await shared.ready();
    const [own, card] = await Promise.all(
      ['/api/madrid/v1/stops', '/api/madrid-card/v1/stops'].map((url) =>
        shared.inject({ url, headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(card?.statusCode).toBe(200);
    // Madrid's list, byte for byte, with its ETag (one body: the lists depend on the network and the allowed codes).
    expect(card?.headers.etag).toBe(own?.headers.etag);
    expect(card?.rawPayload.equals(own?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    const info = await shared.inject({ url: '/api/madrid-card/v1/stops/4-12/info' });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<{ name: string }>().name).toBe('Sol');
    const lines = await shared.inject({ url: '/api/madrid-card/v1/lines' });
    expect(lines.headers.etag).toBe((await shared.inject({ url: '/api/madrid/v1/lines' })).headers.etag);
    const network = await shared.inject({ url: '/api/madrid-card/v1/network' });
    expect(network.statusCode).toBe(200);
    expect(network.headers.etag).toBe((await shared.inject({ url: '/api/madrid/v1/network' })).headers.etag);
    // Its errors name the city asked about.
    const unknown = await shared.inject({ url: '/api/madrid-card/v1/stops/4-99/info' });
    expect(unknown.json()).toEqual({
      code: 'STOP_NOT_FOUND',
      message: "There is no stop '4-99' in madrid-card.",
    });
    await shared.close();
  });

  it('refuses two cities on one API base', () => {
    const cities = fixtureCities();
    const madrid = cities.get('madrid')!;
    cities.set('madrid-copy', madrid);
    expect(() => createApp({ cities, now: () => NOW })).toThrow(/share the API base \/api\/madrid/);
  });
});

describe('GET /time and {api}/time', () => {
  it('gives the server time as currentTime', async () => {
    expect(await getJson('/time')).toEqual({ currentTime: '2025-11-19T05:55:00.000Z' });
    expect(await getJson('/api/madrid/time')).toEqual({ currentTime: '2025-11-19T05:55:00.000Z' });
    const response = await app.inject({ url: '/time' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
