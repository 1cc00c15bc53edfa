import path from 'node:path';
import madrid from '@transit/city-madrid';
import newYork from '@transit/city-new-york';
import { buildNetwork, type Network, parseDay, type StopTimeInput } from '@transit/network';
import {
  FIXTURE_ADIF_KEYS,
  FIXTURE_CRTM_PRIVATE_KEY,
  FIXTURE_EMT_KEYS,
  type FixtureServer,
  type MtaRecording,
} from '@transit/realtime/testing';
import { type App, createApp } from '../app';
import type { CityEntry } from '../cityContext';
import { fixtureNewYorkNetwork } from '../fixtureNetwork';
import {
  DEFAULT_METRO_STATIONS_CSV,
  DEFAULT_TRAIN_ITINERARIES_CSV,
  DEFAULT_TRAIN_STATIONS_CSV,
  type LiveEnv,
} from './config';
import { createLiveFromEnv } from './setup';

/**
 * A Madrid network for the live tests, on the days of the upstream samples: EMT stop 72 (recorded 2023-07-10 19:29
 * CEST) with a timetabled line 27 towards Plaza Castilla, and Metro Sol 4-12 (constructed displays of 2025-03-12
 * 08:29 CET) with timetabled trips of lines 1, 2 and 3 near then, beside Cercanías Sol 5-122 (station E4-12). The
 * timetables are written here for the tests; the upstream answers are the fixture server's.
 */
const TIME_ZONE = 'Europe/Madrid';
const hms = (hours: number, minutes: number, seconds = 0) => (hours * 60 + minutes) * 60 + seconds;
const at = (stop: number, sec: number, platform?: string): StopTimeInput[] => [
  { stop, arrivalSec: sec, departureSec: sec, platform },
  { stop: stop + 1, arrivalSec: sec + 120, departureSec: sec + 120, platform },
];

export const EMT_SAMPLE_NOW = Date.parse('2023-07-10T19:29:30+02:00');
export const METRO_SAMPLE_NOW = Date.parse('2025-03-12T08:30:00+01:00');
/** The MTA's a_division recording: 2021-11-26 20:56:25 UTC. */
export const MTA_SAMPLE_NOW = Date.parse('2021-11-26T20:56:30Z');

export function liveMadridNetwork(): Network {
  return buildNetwork({
    cityId: 'madrid',
    feeds: [
      {
        id: 'test-metro',
        name: 'Test metro',
        attribution: 'Test Metro Authority',
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-12-31'),
        timeZone: TIME_ZONE,
        hasTimetable: true,
      },
      {
        id: 'test-bus',
        name: 'Test buses',
        attribution: 'Test Buses',
        startDay: parseDay('2023-01-01'),
        endDay: parseDay('2023-12-31'),
        timeZone: TIME_ZONE,
        hasTimetable: true,
      },
      {
        id: 'test-cercanias',
        name: 'Test Cercanías',
        attribution: 'T',
        timeZone: TIME_ZONE,
        hasTimetable: false,
      },
    ],
    stops: [
      { code: '4-12', name: 'Sol', typeCode: 4, lat: 40.416775, lon: -3.70379, feed: 0 },
      { code: '4-13', name: 'Gran Vía', typeCode: 4, lat: 40.4198, lon: -3.7018, feed: 0 },
      { code: '72', name: 'Cibeles-Casa de América', typeCode: 6, lat: 40.4197, lon: -3.6928, feed: 1 },
      { code: '73', name: 'Next stop', typeCode: 6, lat: 40.421, lon: -3.692, feed: 1 },
      { code: '5-122', name: 'Sol', typeCode: 5, lat: 40.41685, lon: -3.70309, feed: 2 },
      { code: '5-18', name: 'Chamartín', typeCode: 5, lat: 40.4721, lon: -3.68269, feed: 2 },
    ],
    lines: [
      {
        code: '4-1',
        number: '1',
        name: 'Pinar - Valdecarros',
        transportTypeCode: 4,
        isNocturnal: false,
        feed: 0,
      },
      {
        code: '4-2',
        number: '2',
        name: 'Las Rosas - Cuatro Caminos',
        transportTypeCode: 4,
        isNocturnal: false,
        feed: 0,
      },
      {
        code: '4-3',
        number: '3',
        name: 'Villaverde - Moncloa',
        transportTypeCode: 4,
        isNocturnal: false,
        feed: 0,
      },
      {
        code: '6-27',
        number: '27',
        name: 'Embajadores - Plaza Castilla',
        transportTypeCode: 6,
        isNocturnal: false,
        feed: 1,
      },
      { code: '6-503', number: 'C3', name: 'Circular 3', transportTypeCode: 6, isNocturnal: false, feed: 1 },
      {
        code: '5-3',
        number: 'C3',
        name: 'Aranjuez - Chamartín',
        transportTypeCode: 5,
        isNocturnal: false,
        feed: 2,
      },
    ],
    itineraries: [
      { code: '4-1-1', line: 0, direction: 0, headsign: 'Pinar de Chamartín', stops: [0, 1] },
      { code: '4-1-2', line: 0, direction: 1, headsign: 'Valdecarros', stops: [0, 1] },
      { code: '4-2-1', line: 1, direction: 0, headsign: 'Las Rosas', stops: [0, 1] },
      { code: '4-3-1', line: 2, direction: 0, headsign: 'Villaverde Alto', stops: [0, 1] },
      { code: '6-27-1', line: 3, direction: 0, headsign: 'Plaza Castilla', stops: [2, 3] },
      { code: '6-503-1', line: 4, direction: 0, headsign: 'Argüelles', stops: [2, 3] },
      { code: '5-3-1', line: 5, direction: 1, headsign: 'Chamartín', stops: [4, 5] },
    ],
    services: [
      {
        serviceId: 'METRO',
        feed: 0,
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-12-31'),
        weekdays: 0b1111111,
        exceptions: [],
      },
      {
        serviceId: 'BUS',
        feed: 1,
        startDay: parseDay('2023-01-01'),
        endDay: parseDay('2023-12-31'),
        weekdays: 0b1111111,
        exceptions: [],
      },
    ],
    trips: [
      // Sol, line 1 towards Valdecarros at 08:31 and 08:37; towards Pinar de Chamartín at 08:33; line 2 at 08:33;
      // line 3 at 08:30; a later line 1 at 09:30 no live row reaches.
      {
        line: 0,
        direction: 1,
        service: 0,
        headsign: 'Valdecarros',
        tripId: 'L1-V-0831',
        itinerary: 1,
        stopTimes: at(0, hms(8, 31), '1'),
      },
      {
        line: 0,
        direction: 1,
        service: 0,
        headsign: 'Valdecarros',
        tripId: 'L1-V-0837',
        itinerary: 1,
        stopTimes: at(0, hms(8, 37), '1'),
      },
      {
        line: 0,
        direction: 0,
        service: 0,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1-P-0833',
        itinerary: 0,
        stopTimes: at(0, hms(8, 33), '2'),
      },
      {
        line: 1,
        direction: 0,
        service: 0,
        headsign: 'Las Rosas',
        tripId: 'L2-R-0833',
        itinerary: 2,
        stopTimes: at(0, hms(8, 33), '1'),
      },
      {
        line: 2,
        direction: 0,
        service: 0,
        headsign: 'Villaverde Alto',
        tripId: 'L3-V-0830',
        itinerary: 3,
        stopTimes: at(0, hms(8, 30), '1'),
      },
      {
        line: 0,
        direction: 1,
        service: 0,
        headsign: 'Valdecarros',
        tripId: 'L1-V-0930',
        itinerary: 1,
        stopTimes: at(0, hms(9, 30), '1'),
      },
      // Stop 72, line 27 towards Plaza Castilla at 19:30 and 20:30.
      {
        line: 3,
        direction: 0,
        service: 1,
        headsign: 'Plaza Castilla',
        tripId: '27-1930',
        itinerary: 4,
        stopTimes: at(2, hms(19, 30)),
      },
      {
        line: 3,
        direction: 0,
        service: 1,
        headsign: 'Plaza Castilla',
        tripId: '27-2030',
        itinerary: 4,
        stopTimes: at(2, hms(20, 30)),
      },
    ],
    stations: [{ code: 'E4-12', name: 'Sol', stops: [0, 4] }],
  });
}

export function liveCities(): Map<string, CityEntry> {
  return new Map([
    ['madrid', { city: madrid, network: liveMadridNetwork() }],
    ['new-york', { city: newYork, network: fixtureNewYorkNetwork() }],
  ]);
}

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** The live env that points every source at the fixture server (the overrides on top). */
export function fixtureLiveEnv(
  server: FixtureServer,
  overrides: Partial<LiveEnv> = {},
  mta: readonly MtaRecording[] = ['a_division'],
): LiveEnv {
  return {
    emt: { baseUrl: server.emtBaseUrl, ...FIXTURE_EMT_KEYS },
    metro: { baseUrl: server.metroBaseUrl, stationsCsv: DEFAULT_METRO_STATIONS_CSV },
    crtm: { baseUrl: server.crtmBaseUrl, privateKey: FIXTURE_CRTM_PRIVATE_KEY },
    cercanias: {
      adif: { baseUrl: server.adifBaseUrl, ...FIXTURE_ADIF_KEYS },
      renfe: { baseUrl: server.renfeBaseUrl },
      stationsCsv: DEFAULT_TRAIN_STATIONS_CSV,
      itinerariesCsv: DEFAULT_TRAIN_ITINERARIES_CSV,
    },
    mta: { feeds: mta.map((id) => ({ id, url: server.mtaFeedUrl(id) })), apiKey: undefined },
    // Generous, so that a loaded machine (CI runs the browser tests beside these) never turns an answer into a
    // timeout or a pending source; the tests about time set their own.
    sourceTimeoutMs: 10_000,
    cacheTtlMs: 25_000,
    waitMs: 10_000,
    redisUrl: undefined,
    ...overrides,
  };
}

/** A clock the tests move. */
export interface TestClock {
  now: number;
}

/** An app over the live fixture cities whose sources are the fixture server, on the test's clock. */
export async function liveApp(
  env: LiveEnv,
  clock: TestClock,
  logs: string[] = [],
): Promise<App & { readonly liveService: ReturnType<typeof createLiveFromEnv> }> {
  const cities = liveCities();
  const now = () => clock.now;
  const live = createLiveFromEnv({
    env,
    repositoryRoot: REPOSITORY_ROOT,
    cities,
    now,
    log: (code, message) => logs.push(`${code} ${message}`),
  });
  const app = createApp({ cities, now, live });
  await app.ready();
  return Object.assign(app, { liveService: live });
}
