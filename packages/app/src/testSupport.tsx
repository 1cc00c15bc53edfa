/**
 * Test helpers: a fake ApiClient answering from fixtures shaped (and parsed) by the API's own schemas, the whole app
 * rendered at a URL, and (from testBrowser) the browser pieces jsdom lacks. Not part of the app.
 */
import type { ApiPort, AuthError, AuthPort, AuthState, AuthUser, GoogleSignInAnswer } from './platform';
import {
  ApiError,
  type Arrival,
  type Arrivals,
  type ArrivalsOptions,
  arrivalsSchema,
  type FeedTimetable,
  type LineDetail,
  lineDetailSchema,
  type LineList,
  lineListSchema,
  type LineStopTimetable,
  lineStopTimetableSchema,
  type Plan,
  planSchema,
  type LineSummary,
  type LiveState,
  type StationArrivals,
  stationArrivalsSchema,
  type StationInfo,
  stationInfoSchema,
  type StopInfo,
  stopInfoSchema,
  type StopList,
  stopListSchema,
  TIMETABLE_ONLY_LIVE_STATE,
} from '@transit/api-client';
import madrid from '@transit/city-madrid';
import {
  type City,
  type LineCode,
  type Locale,
  ok,
  type Result,
  type StationCode,
  type StopCode,
} from '@transit/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { z } from 'zod';
import { type AppServices, AppServicesProvider } from './common/appServices';
import { createAppServices } from './shell/services';
import { TransitApp } from './TransitApp';

export { createAppServices } from './shell/services';

export {
  fakeGeolocation,
  fakePermissions,
  installMatchMedia,
  removeGeolocation,
  setBrowserLanguages,
} from './testBrowser';

/** An answer that never comes (the screen stays loading). */
export const PENDING = 'pending';

/**
 * What a fake call answers: the value (parsed with the API's schema), an ApiError it fails with, a promise of the
 * value that the test settles when it wants, or never.
 */
export type FakeAnswer<Value> = Value | ApiError | Promise<Value> | typeof PENDING;

/** A promise the test resolves or rejects itself (an answer that arrives when the test says). */
export function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: ApiError) => void = () => undefined;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/**
 * The fake API's answers, read at each call: a test changes them between calls (a retry that now succeeds). A stop,
 * line or station without an answer is unknown to the server (404, STOP_NOT_FOUND, LINE_NOT_FOUND or
 * STATION_NOT_FOUND); a line's timetable at a stop without an answer is a stop the line does not call at (404,
 * STOP_NOT_ON_LINE).
 */
export interface FakeAnswers {
  stopList: FakeAnswer<StopList>;
  lineList: FakeAnswer<LineList>;
  stopInfo: Record<string, FakeAnswer<StopInfo>>;
  arrivals: Record<string, FakeAnswer<Arrivals>>;
  lines: Record<string, FakeAnswer<LineDetail>>;
  /** By "{lineCode}/{stopCode}", whatever the day asked about. */
  lineTimetables: Record<string, FakeAnswer<LineStopTimetable>>;
  /** By station code. */
  stationInfo: Record<string, FakeAnswer<StationInfo>>;
  stationArrivals: Record<string, FakeAnswer<StationArrivals>>;
  /**
   * A stop's board by the language asked for (the `lang` the client sends): where the server's answers differ by
   * language (the alerts). A language without one here gets `arrivals`.
   */
  arrivalsByLang?: Record<string, Partial<Record<Locale, FakeAnswer<Arrivals>>>>;
  /** A station's board by the language asked for, as arrivalsByLang. */
  stationArrivalsByLang?: Record<string, Partial<Record<Locale, FakeAnswer<StationArrivals>>>>;
  /** GET /v1/plan's answer, whatever the query (a test reads the calls for what was asked); none: a 500. */
  plan?: FakeAnswer<Plan>;
}

const API_BASE = madrid.apiBase;

/** The fixtures' feed credit. */
const ATTRIBUTION = [
  {
    feedId: 'crtm-metro',
    name: 'Metro de Madrid',
    attribution: 'Consorcio Regional de Transportes de Madrid',
    licenceUrl: null,
  },
];

type LineFields = Omit<LineSummary, 'isNocturnal'>;

export const METRO_1: LineFields = {
  lineCode: '4-1',
  lineNumber: '1',
  lineName: 'Pinar de Chamartín - Valdecarros',
  transportTypeCode: 4,
  colour: '#2DBEF0',
  textColour: '#FFFFFF',
  hasTimetable: true,
};
export const METRO_2: LineFields = {
  lineCode: '4-2',
  lineNumber: '2',
  lineName: 'Las Rosas - Cuatro Caminos',
  transportTypeCode: 4,
  colour: '#ED1C24',
  textColour: '#FFFFFF',
  hasTimetable: true,
};
export const METRO_3: LineFields = {
  lineCode: '4-3',
  lineNumber: '3',
  lineName: 'Villaverde Alto - Moncloa',
  transportTypeCode: 4,
  colour: '#FFD000',
  textColour: '#000000',
  hasTimetable: true,
};
export const CERCANIAS_C3: LineFields = {
  lineCode: '5-3',
  lineNumber: 'C3',
  lineName: 'Aranjuez - Chamartín',
  transportTypeCode: 5,
  colour: '#7F1D7F',
  textColour: '#FFFFFF',
  hasTimetable: true,
};
export const EMT_51: LineFields = {
  lineCode: '6-51',
  lineNumber: '51',
  lineName: 'Puerta del Sol - Manoteras',
  transportTypeCode: 6,
  colour: null,
  textColour: null,
  hasTimetable: false,
};
export const INTERURBAN_423: LineFields = {
  lineCode: '8-423',
  lineNumber: '423',
  lineName: 'Madrid (Legazpi) - Aranjuez',
  transportTypeCode: 8,
  colour: null,
  textColour: null,
  hasTimetable: false,
};

/** Where the fake rider stands: the Puerta del Sol. */
export const AT_SOL = { latitude: 40.4169, longitude: -3.7035 };

/** Stops named "Calle Mayor 1" to "Calle Mayor 25", far from Sol: more results than one page of search. */
export const CALLE_MAYOR_COUNT = 25;

type StopRow = StopList['stops'][number];

/**
 * The static stop list: around Sol one stop of every type (the nearby ones), plus far-away stops. Codes are the
 * canonical ones (spec §5).
 */
export function stopListFixture(): StopList {
  const mayor: StopRow[] = Array.from({ length: CALLE_MAYOR_COUNT }, (_, index) => [
    String(201 + index),
    `Calle Mayor ${index + 1}`,
    40.45 + index * 0.001,
    -3.6,
    ['3'],
    false,
    6,
  ]);
  return {
    columns: ['code', 'name', 'latitude', 'longitude', 'lineNumbers', 'isNocturnal', 'stopTypeCode'],
    stops: [
      ['1234', 'Puerta del Sol', 40.417, -3.703, ['3', '51'], false, 6],
      ['4-12', 'Sol', 40.416775, -3.70379, ['1', '2', '3'], false, 4],
      ['8-1001', 'Alcalá-Sevilla', 40.418, -3.702, ['423'], false, 8],
      ['4-13', 'Gran Vía', 40.4198, -3.7018, ['1', '5'], false, 4],
      ['10-60', 'Plaza Mayor Ligero', 40.4175, -3.705, ['ML9'], false, 10],
      ['5-18', 'Sol', 40.4168, -3.7033, ['C3', 'C4a'], false, 5],
      ['72', 'Cibeles-Casa de América', 40.4195, -3.6925, ['1', '2', '74'], false, 6],
      ['09568', 'Estación de Aranjuez', 40.0345, -3.6178, ['423'], false, 8],
      ...mayor,
    ],
    attribution: ATTRIBUTION,
    // Sol's station: its Cercanías and Metro stops, Cercanías first (the order riders read the modes).
    stations: { 'E4-12': { name: 'Sol', stops: ['5-18', '4-12'] } },
  };
}

export function lineListFixture(): LineList {
  return {
    lines: [METRO_1, METRO_2, METRO_3, CERCANIAS_C3, EMT_51, INTERURBAN_423].map((line) => ({
      ...line,
      isNocturnal: false,
    })),
    attribution: ATTRIBUTION,
  };
}

/** What /v1/stops/{code}/info answers; `fields` override the metro stop Sol. */
export function stopInfoFixture(fields: Partial<StopInfo> = {}): StopInfo {
  return {
    code: '4-12',
    name: 'Sol',
    stopType: 'metro',
    stopTypeCode: 4,
    zone: 'A',
    wheelchair: 'accessible',
    address: 'Plaza de la Puerta del Sol 6',
    location: { latitude: 40.416775, longitude: -3.70379 },
    isNocturnal: false,
    lines: [METRO_1, METRO_2, METRO_3].map((line) => ({
      ...line,
      isNocturnal: false,
      destinations: line.lineName.split(' - '),
    })),
    platforms: ['1', '2'],
    hasTimetable: true,
    attribution: ATTRIBUTION,
    ...fields,
  };
}

/**
 * A scheduled departure `inMinutes` from now (plus half a minute, so the whole minutes shown do not change while a
 * test runs).
 */
export function departure(
  line: LineFields,
  direction: 0 | 1,
  destination: string,
  inMinutes: number,
  fields: Partial<Arrival> = {},
): Arrival {
  const departureTime = new Date(Date.now() + (inMinutes + 0.5) * 60_000).toISOString();
  return {
    lineCode: line.lineCode,
    lineNumber: line.lineNumber,
    colour: line.colour,
    textColour: line.textColour,
    transportTypeCode: line.transportTypeCode,
    destination,
    direction,
    platform: null,
    tripId: `${line.lineCode}-${direction}-${inMinutes}`,
    departureTime,
    minutes: Math.max(0, inMinutes),
    isRealtime: false,
    source: 'schedule',
    isApproximate: false,
    status: 'scheduled',
    ...fields,
  };
}

/**
 * A live departure `inMinutes` from now, as a live source's prediction merges into a board (issue 10): status
 * 'live' (or 'stale' with `status`), source 'live', its source and age. Constructed from the contract's documented
 * fields for tests: not recorded upstream data.
 */
export function liveDeparture(
  line: LineFields,
  direction: 0 | 1,
  destination: string,
  inMinutes: number,
  fields: Partial<Arrival> = {},
): Arrival {
  return departure(line, direction, destination, inMinutes, {
    isRealtime: true,
    source: 'live',
    status: 'live',
    liveSource: line.transportTypeCode === 6 ? 'emt' : 'metro',
    ageSeconds: 20,
    ...fields,
  });
}

/** A board's live state with the given sources' states (constructed, for tests). */
export function liveState(
  sources: LiveState['sources'],
  fields: Partial<Omit<LiveState, 'sources'>> = {},
): LiveState {
  return { sources, isPending: false, refreshAfterSeconds: 20, ...fields };
}

/** A feed that answered for today and covers it. */
export function currentFeed(fields: Partial<FeedTimetable> = {}): FeedTimetable {
  return {
    feedId: 'crtm-metro',
    timetableDate: new Date().toISOString().slice(0, 10),
    isFeedExpired: false,
    isBeforeFeedStart: false,
    isHolidayStandIn: false,
    feedStartDate: '2025-01-01',
    feedEndDate: '2099-12-31',
    ...fields,
  };
}

/** What /v1/stops/{code}/arrivals answers: the given departures from a feed with a timetable. */
export function arrivalsFixture(
  stopCode: string,
  arrivals: readonly Arrival[],
  fields: Partial<Arrivals> = {},
): Arrivals {
  return {
    stopCode,
    at: new Date().toISOString(),
    arrivals: [...arrivals],
    timetable: { hasTimetable: true, feeds: [currentFeed()] },
    notice: null,
    live: TIMETABLE_ONLY_LIVE_STATE,
    alerts: [],
    ...fields,
  };
}

/**
 * Sol's departures: line 2 first (in 2 minutes), then line 1 towards Valdecarros (in 4, 9, 14 and 19 minutes, of
 * which three show), then line 1 towards Pinar de Chamartín (in 6 minutes).
 */
export function solArrivals(): Arrivals {
  return arrivalsFixture('4-12', [
    departure(METRO_1, 0, 'Valdecarros', 4, { platform: '1' }),
    departure(METRO_1, 0, 'Valdecarros', 9, { platform: '1' }),
    departure(METRO_1, 0, 'Valdecarros', 14, { platform: '1' }),
    departure(METRO_1, 0, 'Valdecarros', 19, { platform: '1' }),
    departure(METRO_1, 1, 'Pinar de Chamartín', 6, { platform: '2' }),
    departure(METRO_2, 0, 'Las Rosas', 2),
  ]);
}

/** The EMT stop Puerta del Sol: its feed publishes no timetable, so its answer is a NO_TIMETABLE notice. */
export const EMT_STOP_INFO: StopInfo = stopInfoFixture({
  code: '1234',
  name: 'Puerta del Sol',
  stopType: 'emt',
  stopTypeCode: 6,
  zone: null,
  wheelchair: 'unknown',
  address: null,
  lines: [{ ...EMT_51, isNocturnal: false, destinations: ['Manoteras'] }],
  platforms: [],
  hasTimetable: false,
});

export const INTERURBAN_STOP_INFO: StopInfo = stopInfoFixture({
  code: '09568',
  name: 'Estación de Aranjuez',
  stopType: 'interurban',
  stopTypeCode: 8,
  zone: 'C1',
  wheelchair: 'notAccessible',
  address: 'Calle de la Estación 2',
  lines: [{ ...INTERURBAN_423, isNocturnal: false, destinations: ['Madrid (Legazpi)'] }],
  platforms: [],
  hasTimetable: false,
});

/** GET /v1/stations/E4-12: Sol, its Cercanías stop 5-18 first, its Metro stop 4-12, and the walk between them. */
export function solStationInfo(): StationInfo {
  const location = { latitude: 40.4168, longitude: -3.7033 };
  return {
    code: 'E4-12',
    name: 'Sol',
    location,
    modes: [
      {
        stopType: 'cercanias',
        stopTypeCode: 5,
        stops: [
          {
            code: '5-18',
            name: 'Sol',
            location,
            lines: [{ ...CERCANIAS_C3, hasTimetable: false, isNocturnal: false }],
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
            lines: [METRO_1, METRO_2, METRO_3].map((line) => ({ ...line, isNocturnal: false })),
            hasTimetable: true,
          },
        ],
      },
    ],
    transfer: {
      distanceBasis: 'straightLine',
      walks: [{ fromStopCode: '5-18', toStopCode: '4-12', distanceM: 45, walkMinutes: 1 }],
    },
    attribution: ATTRIBUTION,
  };
}

/** GET /v1/stations/E4-12/arrivals: Cercanías without a timetable (NO_TIMETABLE), Metro with Sol's departures. */
export function solStationArrivals(fields: Partial<StationArrivals> = {}): StationArrivals {
  const metro = solArrivals();
  return {
    stationCode: 'E4-12',
    at: new Date().toISOString(),
    modes: [
      {
        stopType: 'cercanias',
        stopTypeCode: 5,
        stopCodes: ['5-18'],
        arrivals: [],
        timetable: { hasTimetable: false, feeds: [] },
        notice: {
          code: 'NO_TIMETABLE',
          message: "No timetable is published for this mode's stops at the station.",
        },
      },
      {
        stopType: 'metro',
        stopTypeCode: 4,
        stopCodes: ['4-12'],
        arrivals: metro.arrivals.map((arrival) => ({ ...arrival, stopCode: '4-12' })),
        timetable: metro.timetable,
        notice: null,
      },
    ],
    live: TIMETABLE_ONLY_LIVE_STATE,
    alerts: [],
    ...fields,
  };
}

/** Every stop and line the fixtures know, answering as the server does. */
export function defaultAnswers(): FakeAnswers {
  const noTimetable = (code: string) =>
    arrivalsFixture(code, [], {
      timetable: { hasTimetable: false, feeds: [] },
      notice: { code: 'NO_TIMETABLE', message: 'The feeds of this stop publish no timetable.' },
    });
  return {
    stopList: stopListFixture(),
    lineList: lineListFixture(),
    stopInfo: {
      '4-12': stopInfoFixture(),
      '1234': EMT_STOP_INFO,
      '09568': INTERURBAN_STOP_INFO,
    },
    arrivals: {
      '4-12': solArrivals(),
      '1234': noTimetable('1234'),
      '09568': noTimetable('09568'),
    },
    lines: {},
    lineTimetables: {},
    stationInfo: { 'E4-12': solStationInfo() },
    stationArrivals: { 'E4-12': solStationArrivals() },
  };
}

/** The error the client fails with when the device has no network (spec §8 "no internet"). */
export function offlineError(path: string): ApiError {
  const url = `${API_BASE}${path}`;
  return new ApiError('OFFLINE', `${url} could not be reached: the device is offline.`, { url });
}

/** The error the client fails with when the server answers an HTTP error with its `{ code, message }` body. */
export function httpError(path: string, status: number, code: string): ApiError {
  const url = `${API_BASE}${path}`;
  return new ApiError('HTTP_ERROR', `${url} answered ${status} ${code}.`, {
    url,
    status,
    serverError: { code, message: `${code} at ${path}` },
  });
}

function answer<Schema extends z.ZodType>(
  value: FakeAnswer<z.output<Schema>> | undefined,
  schema: Schema,
  missing: () => ApiError,
): Promise<z.output<Schema>> {
  if (value === undefined) return Promise.reject(missing());
  if (value === PENDING) return new Promise(() => undefined);
  if (value instanceof ApiError) return Promise.reject(value);
  if (value instanceof Promise) return value.then((settled) => parseFixture(schema, settled));
  return Promise.resolve(parseFixture(schema, value));
}

/**
 * Parses a fixture as the real client parses the server's answers. A fixture that drifts from the schema is a broken
 * test, not a failed call: it is thrown where nothing catches it, so the run fails instead of the screen retrying.
 */
function parseFixture<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    queueMicrotask(() => {
      throw new Error(`A fixture does not match the API schema: ${parsed.error.message}`);
    });
    throw parsed.error;
  }
  return parsed.data;
}

export interface FakeApi {
  readonly api: ApiPort;
  /** The answers, read at each call: change them to change what later calls get. */
  readonly answers: FakeAnswers;
}

/** An ApiClient answering from `answers`; every method is a spy, so a test can count the calls. */
export function fakeApi(answers: FakeAnswers = defaultAnswers()): FakeApi {
  const stopMissing = (code: string, path: string) => () =>
    httpError(`/v1/stops/${code}${path}`, 404, 'STOP_NOT_FOUND');
  // As the server: no lang is Spanish.
  const stopBoard = (code: string, options: ArrivalsOptions | undefined) =>
    answers.arrivalsByLang?.[code]?.[options?.lang ?? 'es'] ?? answers.arrivals[code];
  const stationBoard = (code: string, options: ArrivalsOptions | undefined) =>
    answers.stationArrivalsByLang?.[code]?.[options?.lang ?? 'es'] ?? answers.stationArrivals[code];
  const api: ApiPort = {
    // The planner's place search beyond the device's list: none unless a test gives its own.
    places: { searchPlaces: vi.fn((query: string) => Promise.resolve({ query, places: [] })) },
    getStopList: vi.fn(() =>
      answer(answers.stopList, stopListSchema, () => httpError('/v1/stops', 500, 'INTERNAL')),
    ),
    getLineList: vi.fn(() =>
      answer(answers.lineList, lineListSchema, () => httpError('/v1/lines', 500, 'INTERNAL')),
    ),
    getStopInfo: vi.fn((code: StopCode) =>
      answer(answers.stopInfo[code], stopInfoSchema, stopMissing(code, '/info')),
    ),
    getArrivals: vi.fn((code: StopCode, options?: ArrivalsOptions) =>
      answer(stopBoard(code, options), arrivalsSchema, stopMissing(code, '/arrivals')),
    ),
    getArrivalsSafe: vi.fn(async (code: StopCode, options?: ArrivalsOptions) => {
      try {
        return await answer(stopBoard(code, options), arrivalsSchema, stopMissing(code, '/arrivals'));
      } catch (error) {
        return {
          ...arrivalsFixture(code, [], { timetable: { hasTimetable: false, feeds: [] } }),
          error: error as ApiError,
        };
      }
    }),
    getStationInfo: vi.fn((code: StationCode) =>
      answer(answers.stationInfo[code], stationInfoSchema, () =>
        httpError(`/v1/stations/${code}`, 404, 'STATION_NOT_FOUND'),
      ),
    ),
    getStationArrivals: vi.fn((code: StationCode, options?: ArrivalsOptions) =>
      answer(stationBoard(code, options), stationArrivalsSchema, () =>
        httpError(`/v1/stations/${code}/arrivals`, 404, 'STATION_NOT_FOUND'),
      ),
    ),
    getLine: vi.fn((lineCode: LineCode) =>
      answer(answers.lines[lineCode], lineDetailSchema, () =>
        httpError(`/v1/lines/${lineCode}`, 404, 'LINE_NOT_FOUND'),
      ),
    ),
    getLineTimetable: vi.fn((lineCode: LineCode, stopCode: StopCode) =>
      answer(answers.lineTimetables[`${lineCode}/${stopCode}`], lineStopTimetableSchema, () =>
        httpError(`/v1/lines/${lineCode}/timetable?stop=${stopCode}`, 404, 'STOP_NOT_ON_LINE'),
      ),
    ),
    plan: {
      getPlan: vi.fn(() => answer(answers.plan, planSchema, () => httpError('/v1/plan', 500, 'INTERNAL'))),
    },
    getServerTime: vi.fn(() => {
      const currentEpochMs = Date.now();
      return Promise.resolve({
        currentTime: new Date(currentEpochMs).toISOString(),
        currentEpochMs,
        clockOffsetMs: 0,
      });
    }),
  };
  return { api, answers };
}

/** The rider the fake account signs in. */
export const FAKE_RIDER: AuthUser = {
  userId: 'uid-ana',
  email: 'ana.garcia@example.org',
  displayName: 'Ana García',
};

/** What a fake account call answers: its result, or a promise of it that the test settles when it wants. */
export type FakeAuthAnswer<Value> = Result<Value, AuthError> | Promise<Result<Value, AuthError>>;

export interface FakeAuthAnswers {
  signInWithGoogle: FakeAuthAnswer<GoogleSignInAnswer>;
  signInWithGoogleIdToken: FakeAuthAnswer<AuthUser>;
  signOut: FakeAuthAnswer<undefined>;
  idToken: FakeAuthAnswer<string>;
}

export interface FakeAuth {
  /** The port; every method is a spy. A successful sign-in or sign-out changes its state as the real one does. */
  readonly auth: AuthPort;
  /** The answers, read at each call: change them to change what later calls get. */
  readonly answers: FakeAuthAnswers;
  /** Sets the state the port reports and tells its listeners (the provider restoring a session, say). */
  setState(state: AuthState): void;
}

/** An account with no provider behind it (no Firebase in unit tests), starting in `initial` (signed out). */
export function fakeAuth(initial: AuthState = { status: 'signedOut' }): FakeAuth {
  let current = initial;
  const listeners = new Set<() => void>();
  const setState = (next: AuthState) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const answers: FakeAuthAnswers = {
    signInWithGoogle: ok({ status: 'signedIn', user: FAKE_RIDER }),
    signInWithGoogleIdToken: ok(FAKE_RIDER),
    signOut: ok(undefined),
    idToken: ok('fake-id-token'),
  };
  const settle = async <Value,>(
    answer: FakeAuthAnswer<Value>,
    onSuccess: (value: Value) => void = () => undefined,
  ): Promise<Result<Value, AuthError>> => {
    const result = await answer;
    if (result.ok) onSuccess(result.value);
    return result;
  };
  const auth: AuthPort = {
    state: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: vi.fn(),
    signInWithGoogle: vi.fn(() =>
      settle(answers.signInWithGoogle, (answer) => {
        if (answer.status === 'signedIn') setState({ status: 'signedIn', ...answer.user });
      }),
    ),
    signInWithGoogleIdToken: vi.fn((_idToken: string) =>
      settle(answers.signInWithGoogleIdToken, (user) => setState({ status: 'signedIn', ...user })),
    ),
    signOut: vi.fn(() => settle(answers.signOut, () => setState({ status: 'signedOut' }))),
    idToken: vi.fn((_forceRefresh: boolean) => settle(answers.idToken)),
  };
  return { auth, answers, setState };
}

export interface RenderedApp extends RenderResult {
  readonly services: AppServices;
  readonly api: ApiPort;
  readonly answers: FakeAnswers;
  readonly city: City;
}

/**
 * Renders the whole app (TransitApp with its services, router, persisted cache, locale and theme) at `path`, as a
 * rider landing on that URL: the path is pushed onto the history first.
 */
export function renderApp(
  path: string,
  options: {
    readonly fake?: FakeApi;
    readonly services?: AppServices;
    readonly city?: City;
    /** The account the app runs with (a fakeAuth); the web's by default. */
    readonly auth?: AuthPort;
  } = {},
): RenderedApp {
  const city = options.city ?? madrid;
  const fake = options.fake ?? fakeApi();
  const services =
    options.services ??
    createAppServices(city, { api: fake.api, ...(options.auth !== undefined && { auth: options.auth }) });
  window.history.pushState(null, '', path);
  const result = render(<TransitApp city={city} services={services} />);
  return { ...result, services, api: services.api, answers: fake.answers, city };
}

/**
 * The text a screen reader reads of an element's content: its text but what is hidden from assistive technology
 * (aria-hidden). A board's row is named so (issue 14).
 */
export function spokenText(element: Element): string {
  return [...element.childNodes]
    .map((node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      return spokenText(node);
    })
    .join('');
}

/** The page's path and query, as the address bar shows them. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A wrapper for render and renderHook: the services given, or Madrid's on the web over the fake API. */
export function servicesWrapper(services: AppServices = createAppServices(madrid, { api: fakeApi().api })) {
  return function ServicesWrapper(props: { readonly children: ReactNode }) {
    return <AppServicesProvider services={services}>{props.children}</AppServicesProvider>;
  };
}
