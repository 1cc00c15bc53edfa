import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { emtConfigFor, errorOf, metroConfigFor, mtaConfigFor, stop, TEST_TIMEOUT_MS } from './testSupport';

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
  make(timeoutMs: number): LiveSource;
}

const SOURCES: readonly SourceUnderTest[] = [
  {
    name: 'EMT MobilityLabs (stop 72, recorded)',
    route: 'emt.arrivals',
    query: { stopCode: stop('72') },
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
    'HTTP 401 (EMT: refused again after its one re-login)',
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
      // EMT renews a token refused with 401 once: both refusals are injected, so it ends refused.
      const times = subject.route === 'emt.arrivals' && fault.kind === 'expiredToken' ? 2 : 1;
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
