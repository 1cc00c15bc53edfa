import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCercaniasAdapter } from './cercanias/cercaniasSource';
import { createCrtmAdapter } from './crtm/crtmSource';
import { createEmtAdapter } from './emt/emtSource';
import type { RealtimeErrorCode } from './errors';
import { createMetroAdapter } from './metro/metroSource';
import { createMtaAdapter } from './mta/mtaSource';
import { resilientSource } from './resilience';
import type { LiveQuery, LiveSource } from './source';
import {
  type Fault,
  type FixtureRoute,
  startFixtureServer,
  type FixtureServer,
} from './testing/fixtureServer';
import {
  cercaniasConfigFor,
  crtmConfigFor,
  emtConfigFor,
  errorOf,
  metroConfigFor,
  mtaConfigFor,
  stop,
  TEST_TIMEOUT_MS,
} from './testSupport';

/**
 * The sources' timeout where the fault is a hang or a slow answer: short, so the test ends soon, and far from the
 * spec's 60 s. Other faults answer at once, so their sources get the roomy TEST_TIMEOUT_MS.
 */
const HANG_TIMEOUT_MS = 1_000;
/** A fault that outlives this fails its test: no source may hold its caller past its own timeout. */
const NO_HANG_MS = 20_000;

let server: FixtureServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  server = await startFixtureServer();
  process.on('unhandledRejection', onUnhandled);
});
beforeEach(() => {
  server.clearFaults();
});
afterAll(async () => {
  await server.close();
  process.off('unhandledRejection', onUnhandled);
});

interface SourceUnderTest {
  readonly name: string;
  /** The route whose answers the faults replace (EMT: the arrivals call; its login answers as usual). */
  readonly route: FixtureRoute;
  readonly query: LiveQuery;
  /** Whether a refused key is renewed once and the call asked again (EMT's token, CRTM's connectionKey). */
  readonly renewsKeyOnce?: boolean;
  make(timeoutMs: number): LiveSource;
}

const SOURCES: readonly SourceUnderTest[] = [
  {
    name: 'EMT MobilityLabs (stop 72, recorded)',
    route: 'emt.arrivals',
    query: { stopCode: stop('72') },
    renewsKeyOnce: true,
    make(timeoutMs) {
      const config = emtConfigFor(server, { timeoutMs });
      return resilientSource(createEmtAdapter(config), config);
    },
  },
  {
    name: 'Metro teleindicadores (Sol, display 0112, constructed)',
    route: 'metro.teleindicadores',
    query: { stopCode: stop('4-12') },
    make(timeoutMs) {
      const config = metroConfigFor(server, {
        timeoutMs,
        companyCodesByStop: { '4-12': ['0112'] },
      });
      return resilientSource(createMetroAdapter(config), config);
    },
  },
  {
    name: 'CRTM multimodal SOAP (interurban stop 09568, GetStopTimes, constructed)',
    route: 'crtm.stopTimes',
    query: { stopCode: stop('09568') },
    renewsKeyOnce: true,
    make(timeoutMs) {
      const config = crtmConfigFor(server, { timeoutMs });
      return resilientSource(createCrtmAdapter(config), config);
    },
  },
  {
    name: 'Cercanías from ADIF alone (Sol 5-122, station 18101, constructed)',
    route: 'adif.departures',
    query: { stopCode: stop('5-122') },
    make(timeoutMs) {
      const config = cercaniasConfigFor(server, { adif: true, renfe: false }, { timeoutMs });
      return resilientSource(createCercaniasAdapter(config), config);
    },
  },
  {
    name: "Cercanías from Renfe's timetable service alone (Bilbao 13118 → 13200, recorded)",
    route: 'renfe.horarios',
    query: { stopCode: stop('5-122') },
    make(timeoutMs) {
      const config = cercaniasConfigFor(server, { adif: false, renfe: true }, { timeoutMs });
      return resilientSource(createCercaniasAdapter(config), config);
    },
  },
  {
    name: 'MTA GTFS-realtime (Times Sq-42 St, a_division, recorded)',
    route: 'mta.feed',
    query: { stopCode: stop('4-127') },
    make(timeoutMs) {
      const config = mtaConfigFor(server, ['a_division'], { '4-127': ['127'] }, { timeoutMs });
      return resilientSource(createMtaAdapter(config), config);
    },
  },
];

const FAULTS: readonly [string, RealtimeErrorCode, Fault][] = [
  ['an upstream that never answers', 'UPSTREAM_TIMEOUT', { kind: 'hang' }],
  ['a 60 s slow answer', 'UPSTREAM_TIMEOUT', { kind: 'slow', delayMs: 60_000 }],
  ['HTTP 500', 'UPSTREAM_HTTP_ERROR', { kind: 'status', status: 500 }],
  ["a proxy's HTML error page (502)", 'UPSTREAM_HTTP_ERROR', { kind: 'htmlError' }],
  ['an HTML page with status 200', 'UPSTREAM_PAYLOAD_INVALID', { kind: 'htmlError', status: 200 }],
  ['a garbage body', 'UPSTREAM_PAYLOAD_INVALID', { kind: 'garbage' }],
  ['half a body as the whole answer (partial data)', 'UPSTREAM_PAYLOAD_INVALID', { kind: 'partial' }],
  ['a connection cut halfway through the body', 'UPSTREAM_CONNECTION_FAILED', { kind: 'truncated' }],
  ['a connection reset before any answer', 'UPSTREAM_CONNECTION_FAILED', { kind: 'reset' }],
  ['the rate limit (HTTP 429)', 'UPSTREAM_RATE_LIMITED', { kind: 'rateLimited', as: 'http429' }],
  [
    'HTTP 401 (EMT, CRTM: refused again after their one renewal)',
    'UPSTREAM_AUTH_FAILED',
    { kind: 'expiredToken', as: 'http401' },
  ],
];

describe.each(SOURCES)('$name: every injected fault is a coded error, never a crash or a hang', (subject) => {
  it.each(FAULTS)(
    '%s → %s',
    async (_, code, fault) => {
      const hangs = fault.kind === 'hang' || fault.kind === 'slow';
      const source = subject.make(hangs ? HANG_TIMEOUT_MS : TEST_TIMEOUT_MS);
      // EMT and CRTM renew a key refused with 401 once: both refusals are injected, so it ends refused.
      const times = subject.renewsKeyOnce === true && fault.kind === 'expiredToken' ? 2 : 1;
      server.inject(subject.route, fault, times);
      const result = await source.departures(subject.query);
      const error = errorOf(result, code);
      expect(error.source).toBe(source.id);
      expect(source.state()).toBe('closed');
    },
    NO_HANG_MS,
  );
});

describe('after every fault', () => {
  it('no promise was left rejected without a handler', () => {
    expect(unhandled).toEqual([]);
  });
});
