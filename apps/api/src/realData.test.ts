import path from 'node:path';
import type {
  Arrivals,
  LineDetail,
  LineList,
  StationArrivals,
  StationInfo,
  StopInfo,
  StopList,
} from '@transit/api-contract';
import { formatDay, type NetworkFeed, weekdayOf } from '@transit/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { CITY_CONFIGS } from './cityConfigs';
import { loadCities } from './load';

/**
 * The API over the real compiled networks (`pnpm data` writes cities/<id>/dist/network.bin). Dates are chosen inside
 * each feed's validity (and one after its end), via `at`, so the answers do not depend on today's date.
 */

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** A Wednesday well inside a feed's validity: the middle of it, moved to the next Wednesday that is still inside. */
function wednesdayInside(feed: NetworkFeed): string {
  const start = feed.startDay ?? 0;
  const end = feed.endDay ?? start + 365;
  let day = Math.floor((start + end) / 2);
  while (weekdayOf(day) !== 2) day += 1;
  if (day > end) day -= 7;
  return formatDay(day);
}

async function appFor(cityId: 'madrid' | 'new-york'): Promise<{ app: App; feeds: readonly NetworkFeed[] }> {
  const cities = await loadCities({
    dataRoot: REPOSITORY_ROOT,
    cityIds: [cityId],
    configs: CITY_CONFIGS,
    log: () => undefined,
  });
  const app = createApp({ cities, now: () => Date.now() });
  await app.ready();
  return { app, feeds: cities.get(cityId)?.network.feeds ?? [] };
}

async function getJson<Body>(app: App, url: string): Promise<Body> {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<Body>();
}

describe('Madrid on its real network (cities/madrid/dist/network.bin, built by `pnpm data`)', () => {
  let app: App;
  let metroFeed: NetworkFeed;
  beforeAll(async () => {
    const loaded = await appFor('madrid');
    app = loaded.app;
    const feed = loaded.feeds.find((candidate) => candidate.id === 'crtm-metro');
    if (!feed) throw new Error('the Madrid network has no crtm-metro feed');
    metroFeed = feed;
  });
  afterAll(() => app.close());

  it('serves Sol (4-12), a metro station served by lines 1, 2 and 3', async () => {
    const sol = await getJson<StopInfo>(app, '/api/madrid/v1/stops/4-12/info');
    expect(sol.code).toBe('4-12');
    expect(sol.name).toMatch(/Sol/i);
    expect(sol.stopType).toBe('metro');
    const metroLines = sol.lines
      .filter((line) => line.transportTypeCode === 4)
      .map((line) => line.lineNumber);
    expect(metroLines).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(sol.hasTimetable).toBe(true);
    expect(sol.attribution.map((feed) => feed.attribution)).toContain(
      'Consorcio Regional de Transportes de Madrid',
    );
  });

  it('lists Sol in the static stop list with its line numbers and type', async () => {
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    const row = list.stops.find(([code]) => code === '4-12');
    expect(row?.[4]).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(row?.[6]).toBe(4);
    expect(list.stops.length).toBeGreaterThan(1000);
  });

  it("lists EMT stop 72's lines and the way each goes from EMT's recorded stop detail, credited with its date", async () => {
    const cibeles = await getJson<StopInfo>(app, '/api/madrid/v1/stops/72/info');
    expect(cibeles.name).toBe('Cibeles-Casa de América');
    expect(cibeles.stopType).toBe('emt');
    const towards = Object.fromEntries(cibeles.lines.map((line) => [line.lineNumber, line.destinations]));
    // EMT's stop detail of 2023-07-06: the twelve lines at the stop, each with the header it heads for.
    expect(Object.keys(towards).sort()).toEqual(
      ['5', '14', '27', '37', '45', '53', '150', 'C03', 'N22', 'N24', 'N25', 'N26'].sort(),
    );
    expect(towards).toMatchObject({ '5': ['Chamartín'], '27': ['Plaza Castilla'], N26: ['Alonso Martínez'] });
    // No timetable is invented: the lines keep hasTimetable false, and so does the stop.
    expect(cibeles.lines.every((line) => !line.hasTimetable && line.transportTypeCode === 6)).toBe(true);
    expect(cibeles.hasTimetable).toBe(false);
    expect(cibeles.attribution.map((feed) => feed.feedId)).toEqual(['crtm-emt', 'emt-stop-details']);
    expect(cibeles.attribution[1]?.name).toContain('recorded 2023-07-06');
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    expect(list.stops.find(([code]) => code === '72')?.[4]).toContain('C03');
    expect(list.destinations?.['72']).toContain('Chamartín');
  });

  it('gives a bus stop no source lists lines for no lines, and credits no stop detail for it', async () => {
    const puertaDeAlcala = await getJson<StopInfo>(app, '/api/madrid/v1/stops/161/info');
    expect(puertaDeAlcala.lines).toEqual([]);
    expect(puertaDeAlcala.hasTimetable).toBe(false);
    expect(puertaDeAlcala.attribution.map((feed) => feed.feedId)).toEqual(['crtm-emt']);
  });

  it("says in the static stop list where each stop's lines go, so stops of one name can be told apart", async () => {
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    // Sol's lines 1, 2 and 3 go to their six termini; its stop page says the same.
    const sol = await getJson<StopInfo>(app, '/api/madrid/v1/stops/4-12/info');
    const termini = [...new Set(sol.lines.flatMap((line) => line.destinations))];
    expect(termini).toHaveLength(6);
    expect(list.destinations?.['4-12']).toEqual(termini);
    // Nuevos Ministerios is a Metro station (4-120) and a Cercanías one (5-51): their lines go different ways.
    expect(list.destinations?.['4-120']).not.toEqual(list.destinations?.['5-51']);
    expect(list.destinations?.['5-51']?.length).toBeGreaterThan(0);
    // The rows keep the spec's seven columns.
    expect(list.stops.every((row) => row.length === 7)).toBe(true);
  });

  it('gives the street address of each "Plaza Castilla" EMT stop in the stop list, and none of a stop whose name is its own', async () => {
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    const plazaCastilla = list.stops.filter(([, name]) => name === 'Plaza Castilla').map(([code]) => code);
    expect(plazaCastilla.length).toBeGreaterThan(8);
    const addresses = plazaCastilla.map((code) => list.addresses?.[code]);
    expect(addresses).toContain('Calle de Mateo Inurria 1');
    expect(addresses).toContain('Paseo de la Castellana 189');
    expect(addresses).toContain('Calle de Bravo Murillo 379');
    expect(addresses.every((address) => address !== undefined)).toBe(true);
    // An address is given only where it tells a stop apart: its name's stops are at more than one address.
    const names = new Map(list.stops.map(([code, name]) => [code, name]));
    const placesOf = new Map<string, Set<string>>();
    for (const [code, name] of list.stops) {
      placesOf.set(name, (placesOf.get(name) ?? new Set()).add(list.addresses?.[code] ?? ''));
    }
    for (const code of Object.keys(list.addresses ?? {})) {
      expect(placesOf.get(names.get(code) ?? '')?.size, code).toBeGreaterThan(1);
    }
    // Metro's Plaza de Castilla (4-1) is the only stop of its name; its stop page still gives its address.
    expect(list.stops.filter(([, name]) => name === 'Plaza de Castilla').map(([code]) => code)).toEqual([
      '4-1',
    ]);
    expect(list.addresses?.['4-1']).toBeUndefined();
    const station = await getJson<StopInfo>(app, '/api/madrid/v1/stops/4-1/info');
    expect(station.address).toBe('Paseo de la Castellana 189');
  });

  it('keeps the static lists small enough for a phone once compressed', async () => {
    for (const url of ['/api/madrid/v1/stops', '/api/madrid/v1/lines']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.byteLength).toBeLessThan(2_000_000);
    }
  });

  it('lists scheduled metro departures from Sol on a day inside the feed', async () => {
    const date = wednesdayInside(metroFeed);
    const body = await getJson<Arrivals>(app, `/api/madrid/v1/stops/4-12/arrivals?at=${date}T08:00&limit=30`);
    expect(body.arrivals.length).toBeGreaterThan(5);
    expect(new Set(body.arrivals.map((arrival) => arrival.lineNumber))).toEqual(new Set(['1', '2', '3']));
    for (const arrival of body.arrivals) {
      expect(arrival).toMatchObject({ source: 'schedule', isRealtime: false });
      expect(arrival.departureTime.startsWith(date)).toBe(true);
      expect(arrival.minutes).toBeLessThanOrEqual(120);
    }
    expect(body.timetable.feeds).toContainEqual(
      expect.objectContaining({ feedId: 'crtm-metro', timetableDate: date, isFeedExpired: false }),
    );
  });

  it("answers a date after the metro feed's end from its last valid week, and says so", async () => {
    const after = formatDay((metroFeed.endDay ?? 0) + 60);
    const body = await getJson<Arrivals>(app, `/api/madrid/v1/stops/4-12/arrivals?at=${after}T08:00`);
    expect(body.arrivals.length).toBeGreaterThan(0);
    expect(body.timetable.feeds).toContainEqual(
      expect.objectContaining({
        feedId: 'crtm-metro',
        isFeedExpired: true,
        feedEndDate: formatDay(metroFeed.endDay ?? 0),
      }),
    );
    const standIn = body.timetable.feeds.find((feed) => feed.feedId === 'crtm-metro')?.timetableDate ?? '';
    expect(standIn <= formatDay(metroFeed.endDay ?? 0)).toBe(true);
  });

  it('says plainly that an EMT stop has no timetable', async () => {
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    const emt = list.stops.find((row) => row[6] === 6);
    expect(emt, 'an EMT stop').toBeDefined();
    const body = await getJson<Arrivals>(app, `/api/madrid/v1/stops/${emt?.[0] ?? ''}/arrivals`);
    expect(body).toMatchObject({
      arrivals: [],
      timetable: { hasTimetable: false },
      notice: { code: 'NO_TIMETABLE' },
    });
  });

  it('marks circular Metro 6 and 12 and labels their directions by platform, on the line page and the stop board, not LAGUNA both ways', async () => {
    const date = wednesdayInside(metroFeed);
    for (const [lineCode, name, stop] of [
      ['4-6', 'Circular', '4-127'],
      ['4-12', 'MetroSur', '4-226'],
    ] as const) {
      const detail = await getJson<LineDetail>(app, `/api/madrid/v1/lines/${lineCode}?date=${date}`);
      expect(
        detail.itineraries.map((itinerary) => [
          itinerary.direction,
          itinerary.headsign,
          itinerary.isCircular,
        ]),
      ).toEqual([
        [0, `${name} · Andén 1`, true],
        [1, `${name} · Andén 2`, true],
      ]);
      const board = await getJson<Arrivals>(
        app,
        `/api/madrid/v1/stops/${stop}/arrivals?at=${date}T08:00&limit=60`,
      );
      const own = board.arrivals.filter((arrival) => arrival.lineCode === lineCode);
      expect(new Set(own.map((arrival) => `${arrival.direction} ${arrival.destination}`))).toEqual(
        new Set([`0 ${name} · Andén 1`, `1 ${name} · Andén 2`]),
      );
    }
    // A line that runs from one end to another is not circular.
    const line1 = await getJson<LineDetail>(app, `/api/madrid/v1/lines/4-1?date=${date}`);
    expect(line1.itineraries.map((itinerary) => itinerary.isCircular)).toEqual([false, false]);
  });

  /** A station's stops mode by mode, as "code name: line numbers". */
  const stopsOf = (station: StationInfo) =>
    station.modes.map((mode) => [
      mode.stopType,
      ...mode.stops.map(
        (stop) => `${stop.code} ${stop.name}: ${stop.lines.map((line) => line.lineNumber).join(' ')}`,
      ),
    ]);

  it('serves Sol as one station, E4-12: Cercanías 5-122 (C-3, C-4a, C-4b) and Metro 4-12 (1, 2, 3), 15 m apart', async () => {
    const sol = await getJson<StationInfo>(app, '/api/madrid/v1/stations/E4-12');
    expect(sol.name).toBe('Sol');
    expect(stopsOf(sol)).toEqual([
      ['cercanias', '5-122 Sol: C3 C4A C4B'],
      ['metro', '4-12 Sol: 1 2 3'],
    ]);
    expect(sol.transfer).toEqual({
      distanceBasis: 'straightLine',
      walks: [{ fromStopCode: '5-122', toStopCode: '4-12', distanceM: 15, walkMinutes: 1 }],
    });
  });

  it('serves Atocha (E4-16: Cercanías 5-11, Metro 4-16) and Nuevos Ministerios (E4-120: Cercanías 5-51, Metro 4-120)', async () => {
    const atocha = await getJson<StationInfo>(app, '/api/madrid/v1/stations/E4-16');
    expect(stopsOf(atocha)).toEqual([
      ['cercanias', '5-11 Atocha: C2 C3 C4A C4B C5 C7 C8B C10 C8A'],
      ['metro', '4-16 Atocha: 1'],
    ]);
    const nuevosMinisterios = await getJson<StationInfo>(app, '/api/madrid/v1/stations/E4-120');
    expect(stopsOf(nuevosMinisterios)).toEqual([
      ['cercanias', '5-51 Nuevos Ministerios: C2 C3 C4A C4B C7 C8B C10 C8A'],
      ['metro', '4-120 Nuevos Ministerios: 6 8 10'],
    ]);
  });

  it("shows Sol's Metro departures on the station board, and says its Cercanías snapshot has no timetable", async () => {
    const date = wednesdayInside(metroFeed);
    const board = await getJson<StationArrivals>(
      app,
      `/api/madrid/v1/stations/E4-12/arrivals?at=${date}T08:00&limit=30`,
    );
    const [cercanias, metro] = board.modes;
    expect(cercanias).toMatchObject({
      stopType: 'cercanias',
      stopCodes: ['5-122'],
      arrivals: [],
      timetable: { hasTimetable: false },
      notice: { code: 'NO_TIMETABLE' },
    });
    expect(metro?.stopCodes).toEqual(['4-12']);
    expect(metro?.arrivals).toHaveLength(30);
    expect(new Set(metro?.arrivals.map((arrival) => arrival.lineNumber))).toEqual(new Set(['1', '2', '3']));
    const times = metro?.arrivals.map((arrival) => Date.parse(arrival.departureTime)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(metro?.arrivals.every((arrival) => arrival.stopCode === '4-12')).toBe(true);
  });

  it('tells in the static stop list which station each stop belongs to: 33 stations, Sol first among its stops', async () => {
    const list = await getJson<StopList>(app, '/api/madrid/v1/stops');
    const stations = list.stations ?? {};
    expect(Object.keys(stations)).toHaveLength(33);
    expect(stations['E4-12']).toEqual({ name: 'Sol', stops: ['5-122', '4-12'] });
    expect(stations['E4-16']).toEqual({ name: 'Atocha', stops: ['5-11', '4-16'] });
    expect(stations['E4-120']).toEqual({ name: 'Nuevos Ministerios', stops: ['5-51', '4-120'] });
    const listed = new Set(list.stops.map(([code]) => code));
    for (const station of Object.values(stations)) {
      for (const code of station.stops) expect(listed.has(code), code).toBe(true);
    }
  });

  it('gives metro line 1 with its itineraries, shape and a day of timetable', async () => {
    const lines = await getJson<LineList>(app, '/api/madrid/v1/lines');
    const line1 = lines.lines.find((line) => line.transportTypeCode === 4 && line.lineNumber === '1');
    expect(line1, 'metro line 1').toBeDefined();
    const date = wednesdayInside(metroFeed);
    const detail = await getJson<LineDetail>(
      app,
      `/api/madrid/v1/lines/${line1?.lineCode ?? ''}?date=${date}`,
    );
    expect(detail.itineraries.length).toBeGreaterThanOrEqual(2);
    expect(detail.itineraries.some((itinerary) => itinerary.stops.some((stop) => stop.code === '4-12'))).toBe(
      true,
    );
    expect(detail.timetable?.directions.every((direction) => direction.departureCount > 50)).toBe(true);
    expect(detail.timetable?.feeds[0]).toMatchObject({ feedId: 'crtm-metro', isFeedExpired: false });
    // The metro opens at six and closes after midnight (the feed writes the night as the next day's 00:00–02:00).
    for (const direction of detail.timetable?.directions ?? []) {
      expect(direction.firstDeparture, 'first').toMatch(/^0[5-6]:\d\d$/);
      expect(direction.lastDeparture, 'last').toMatch(/^0[0-2]:\d\d$/);
    }
  });
});

describe('New York on its real network (cities/new-york/dist/network.bin, built by `pnpm data`)', () => {
  let app: App;
  let subwayFeed: NetworkFeed;
  beforeAll(async () => {
    const loaded = await appFor('new-york');
    app = loaded.app;
    const feed = loaded.feeds[0];
    if (!feed) throw new Error('the New York network has no feed');
    subwayFeed = feed;
  });
  afterAll(() => app.close());

  it('lists Times Sq-42 St with its real routes and departures on a day inside the feed', async () => {
    const list = await getJson<StopList>(app, '/api/new-york/v1/stops');
    const timesSquare = list.stops.filter(([, name]) => name === 'Times Sq-42 St');
    expect(timesSquare.length).toBeGreaterThan(0);
    const routes = new Set(timesSquare.flatMap((row) => row[4]));
    for (const route of ['1', '2', '3', '7']) expect(routes).toContain(route);

    const date = wednesdayInside(subwayFeed);
    const departures = await Promise.all(
      timesSquare.map(([code]) =>
        getJson<Arrivals>(app, `/api/new-york/v1/stops/${code}/arrivals?at=${date}T08:00&limit=20`),
      ),
    );
    const all = departures.flatMap((body) => body.arrivals);
    expect(all.length).toBeGreaterThan(10);
    for (const arrival of all)
      expect(arrival.departureTime).toMatch(new RegExp(`^${date}T\\d{2}:\\d{2}:\\d{2}-0[45]:00$`));
    expect(departures[0]?.timetable.feeds[0]).toMatchObject({ timetableDate: date, isFeedExpired: false });
  });

  it('serves the Times Sq-42 St complex as one station of four stops of one name, its subway departures on one board', async () => {
    const station = await getJson<StationInfo>(app, '/api/new-york/v1/stations/E4-127');
    expect(station.name).toBe('Times Sq-42 St');
    expect(station.modes.map((mode) => mode.stops.map((stop) => stop.code))).toEqual([
      ['4-127', '4-725', '4-902', '4-1169'],
    ]);
    expect(station.transfer.walks).toHaveLength(6);
    expect(Math.max(...station.transfer.walks.map((walk) => walk.distanceM))).toBeLessThan(250);
    const date = wednesdayInside(subwayFeed);
    const board = await getJson<StationArrivals>(
      app,
      `/api/new-york/v1/stations/E4-127/arrivals?at=${date}T08:00&limit=40`,
    );
    const stops = new Set(board.modes[0]?.arrivals.map((arrival) => arrival.stopCode));
    expect(stops.size).toBeGreaterThan(1);
  });
});
