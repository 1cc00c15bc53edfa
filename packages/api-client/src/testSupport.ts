/**
 * Test helpers: a fake fetch that behaves like the platform one where the client can tell (it honours the signal,
 * rejects with the signal's reason, can stall before the answer or inside the body), an in-memory Storage, and
 * answers shaped like the server's. Not exported from the package.
 */
import {
  type LineCode,
  type StationCode,
  type StopCode,
  unwrap,
  parseLineCode,
  parseStationCode,
  parseStopCode,
} from '@transit/core';
import type {
  Arrivals,
  LineDetail,
  LineList,
  LineStopTimetable,
  ServerTime,
  StationArrivals,
  StationInfo,
  StopInfo,
  StopList,
} from '@transit/api-contract';
import { TIMETABLE_ONLY_LIVE_STATE } from '@transit/api-contract';
import type { SyncStorage } from './persist';

export type FakeAnswer =
  /** A JSON body with this status (200 by default). */
  | { readonly status?: number; readonly json: unknown }
  /** A raw body with this status (200 by default). */
  | { readonly status?: number; readonly text: string }
  /** No answer until the signal aborts ('answer'), or an answer whose body never ends ('body'). */
  | { readonly stall: 'answer' | 'body' }
  /** The request fails as fetch does when there is no route to the server. */
  | { readonly networkError: true };

export interface FakeCall {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

export interface FakeFetch {
  readonly fetch: typeof fetch;
  /** Every call, in order. */
  readonly calls: FakeCall[];
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A body stream that never ends, and errors with the signal's reason when it aborts (as fetch's body does). */
function stalledBody(signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
    },
  });
}

/** What fetch rejects with when its signal aborts: the signal's reason (an Error here, as the lint rule wants). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException(String(signal.reason), 'AbortError');
}

/** A fetch that answers each URL with `answer(url)`. */
export function fakeFetch(answer: (url: string) => FakeAnswer): FakeFetch {
  const calls: FakeCall[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = urlOf(input);
    calls.push({ url, init });
    const signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
      const planned = answer(url);
      if ('networkError' in planned) {
        reject(new TypeError('fetch failed'));
      } else if ('stall' in planned) {
        if (planned.stall === 'body') resolve(new Response(stalledBody(signal), { status: 200 }));
      } else {
        const body = 'json' in planned ? JSON.stringify(planned.json) : planned.text;
        resolve(
          new Response(body, {
            status: planned.status ?? 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    });
  };
  return { fetch: fetchFn, calls };
}

/**
 * AbortSignal.timeout driven by setTimeout, so that fake timers drive it (the platform's runs on a timer they do
 * not reach). Tests install it with vi.spyOn(AbortSignal, 'timeout').
 * @param timeoutMs milliseconds
 */
export function fakeTimeoutSignal(timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs);
  return controller.signal;
}

const SIGNAL_HELPERS = {
  any: Object.getOwnPropertyDescriptor(AbortSignal, 'any'),
  timeout: Object.getOwnPropertyDescriptor(AbortSignal, 'timeout'),
};

/** Removes AbortSignal.any and AbortSignal.timeout, as on Safari before 17.4 and 16; undo with restoreSignalHelpers. */
export function withoutSignalHelpers(): void {
  for (const name of ['any', 'timeout'] as const) {
    Object.defineProperty(AbortSignal, name, { value: undefined, configurable: true, writable: true });
  }
}

export function restoreSignalHelpers(): void {
  for (const name of ['any', 'timeout'] as const) {
    const descriptor = SIGNAL_HELPERS[name];
    if (descriptor) Object.defineProperty(AbortSignal, name, descriptor);
  }
}

/** A Storage kept in a Map, with the calls it received. */
export class MemoryStorage implements SyncStorage {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export const SOL: StopCode = unwrap(parseStopCode('4-12'));
export const LINE_1: LineCode = unwrap(parseLineCode('4-1'));
/** Sol's station: Cercanías 5-122 and Metro 4-12. */
export const SOL_STATION: StationCode = unwrap(parseStationCode('E4-12'));

const METRO_ATTRIBUTION = {
  feedId: 'crtm-metro',
  name: 'Metro de Madrid',
  attribution: 'Consorcio Regional de Transportes de Madrid',
  licenceUrl: null,
};

const LINE_1_FIELDS = {
  lineCode: '4-1',
  lineNumber: '1',
  lineName: 'Pinar de Chamartín - Valdecarros',
  transportTypeCode: 4,
  colour: '#2DBEF0',
  textColour: '#FFFFFF',
  hasTimetable: true,
};

const METRO_FEED = {
  feedId: 'crtm-metro',
  timetableDate: '2025-11-19',
  isFeedExpired: false,
  isBeforeFeedStart: false,
  isHolidayStandIn: false,
  feedStartDate: '2025-01-01',
  feedEndDate: '2025-12-31',
};

export const STOP_LIST: StopList = {
  columns: ['code', 'name', 'latitude', 'longitude', 'lineNumbers', 'isNocturnal', 'stopTypeCode'],
  stops: [
    ['4-12', 'Sol', 40.416775, -3.70379, ['1', '2', '3'], false, 4],
    ['4-13', 'Gran Vía', 40.4198, -3.7018, ['1', '5'], false, 4],
  ],
  attribution: [METRO_ATTRIBUTION],
};

export const LINE_LIST: LineList = {
  lines: [{ ...LINE_1_FIELDS, isNocturnal: false }],
  attribution: [METRO_ATTRIBUTION],
};

export const STOP_INFO: StopInfo = {
  code: '4-12',
  name: 'Sol',
  stopType: 'metro',
  stopTypeCode: 4,
  zone: 'A',
  wheelchair: 'accessible',
  address: 'Plaza de la Puerta del Sol 6',
  location: { latitude: 40.416775, longitude: -3.70379 },
  isNocturnal: false,
  lines: [{ ...LINE_1_FIELDS, isNocturnal: false, destinations: ['Pinar de Chamartín', 'Valdecarros'] }],
  platforms: ['1', '2'],
  hasTimetable: true,
  attribution: [METRO_ATTRIBUTION],
};

export const ARRIVALS: Arrivals = {
  stopCode: '4-12',
  at: '2025-11-19T06:55:00+01:00',
  arrivals: [
    {
      lineCode: '4-1',
      lineNumber: '1',
      colour: '#2DBEF0',
      textColour: '#FFFFFF',
      transportTypeCode: 4,
      destination: 'Pinar de Chamartín',
      direction: 0,
      platform: '1',
      tripId: 'L1-0700',
      departureTime: '2025-11-19T07:00:00+01:00',
      minutes: 5,
      isRealtime: false,
      source: 'schedule',
      isApproximate: false,
      status: 'scheduled',
    },
  ],
  timetable: { hasTimetable: true, feeds: [METRO_FEED] },
  notice: null,
  live: TIMETABLE_ONLY_LIVE_STATE,
  alerts: [],
};

export const LINE_DETAIL: LineDetail = {
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
      stops: [{ code: '4-12', name: 'Sol', location: { latitude: 40.416775, longitude: -3.70379 } }],
      shape: [[40.416775, -3.70379]],
    },
  ],
  timetable: {
    date: '2025-11-19',
    feeds: [METRO_FEED],
    directions: [
      {
        direction: 0,
        headsign: 'Pinar de Chamartín',
        firstDeparture: '06:05',
        lastDeparture: '01:30',
        departureCount: 2,
        departuresPerHour: Array.from({ length: 28 }, (_, hour) => (hour === 6 || hour === 25 ? 1 : 0)),
        stopDepartures: {
          stopCode: '4-12',
          firstDeparture: '06:05',
          lastDeparture: '01:30',
          departureCount: 2,
          isApproximate: false,
          hours: [
            { hour: 6, isNextDay: false, minutes: [5] },
            { hour: 1, isNextDay: true, minutes: [30] },
          ],
        },
      },
    ],
  },
  notice: null,
  attribution: [METRO_ATTRIBUTION],
};

/** GET /v1/lines/4-1/timetable?stop=4-12: the same day of line 1, at Sol. */
export const LINE_TIMETABLE_AT_SOL: LineStopTimetable = {
  lineCode: '4-1',
  stopCode: '4-12',
  timetable: LINE_DETAIL.timetable,
  notice: null,
};

/** GET /v1/stations/E4-12: Sol, its Cercanías stop first, and the walk between its two stops. */
export const STATION_INFO: StationInfo = {
  code: 'E4-12',
  name: 'Sol',
  location: { latitude: 40.416865, longitude: -3.703175 },
  modes: [
    {
      stopType: 'cercanias',
      stopTypeCode: 5,
      stops: [
        {
          code: '5-122',
          name: 'Sol',
          location: { latitude: 40.41685, longitude: -3.70309 },
          lines: [
            {
              lineCode: '5-3',
              lineNumber: 'C3',
              lineName: 'Aranjuez - Chamartín',
              transportTypeCode: 5,
              colour: '#7F6EB0',
              textColour: '#FFFFFF',
              hasTimetable: false,
              isNocturnal: false,
            },
          ],
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
          location: { latitude: 40.41688, longitude: -3.70326 },
          lines: [{ ...LINE_1_FIELDS, isNocturnal: false }],
          hasTimetable: true,
        },
      ],
    },
  ],
  transfer: {
    distanceBasis: 'straightLine',
    walks: [{ fromStopCode: '5-122', toStopCode: '4-12', distanceM: 15, walkMinutes: 1 }],
  },
  attribution: [METRO_ATTRIBUTION],
};

/** GET /v1/stations/E4-12/arrivals: Sol's board, Cercanías without a timetable, Metro with line 1. */
export const STATION_ARRIVALS: StationArrivals = {
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
      arrivals: ARRIVALS.arrivals.map((arrival) => ({ ...arrival, stopCode: '4-12' })),
      timetable: ARRIVALS.timetable,
      notice: null,
    },
  ],
  live: TIMETABLE_ONLY_LIVE_STATE,
  alerts: [],
};

export const SERVER_TIME: ServerTime = { currentTime: '2025-11-19T05:55:00.000Z' };

/**
 * An answer of GET /v1/plan with no trip (constructed from the contract's fields, not recorded): Sol to Nuevos
 * Ministerios, leaving at 08:00.
 */
export const EMPTY_PLAN = {
  from: {
    ref: 'stop:4-12',
    kind: 'stop',
    name: 'Sol',
    location: { latitude: 40.41688, longitude: -3.70326 },
    stopType: 'metro',
  },
  to: {
    ref: 'stop:4-120',
    kind: 'stop',
    name: 'Nuevos Ministerios',
    location: { latitude: 40.44626, longitude: -3.69199 },
    stopType: 'metro',
  },
  at: '2025-11-19T08:00:00+01:00',
  arriveBy: false,
  trips: [],
  timetable: { feeds: [] },
  unplannedStopTypes: ['emt', 'interurban'],
  computedBy: 'server',
  attribution: [],
} as const;
