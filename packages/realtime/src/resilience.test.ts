import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRealtimeConfig, type RealtimeConfigInput } from './config';
import { LIVE_SOURCE_IDS } from './errors';
import { createEmtAdapter } from './emt/emtSource';
import { createMetroAdapter } from './metro/metroSource';
import { resilientSource } from './resilience';
import type { LiveSource, LiveSourceAdapter } from './source';
import { createLiveSources } from './sources';
import { FIXTURE_CRTM_PRIVATE_KEY, startFixtureServer, type FixtureServer } from './testing/fixtureServer';
import { answerOf, at, emtConfigFor, errorOf, metroConfigFor, stop } from './testSupport';

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
beforeEach(() => {
  server.clearFaults();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sol's line 1 display alone (constructed answers), with a circuit that opens after 3 failures and waits 30 s. */
function metroSource(input: RealtimeConfigInput['metro'] = {}): LiveSource {
  const config = metroConfigFor(server, {
    companyCodesByStop: { '4-12': ['0112'] },
    breakerFailures: 3,
    halfOpenAfterMs: 30_000,
    ...input,
  });
  return resilientSource(createMetroAdapter(config), config);
}

const SOL = { stopCode: stop('4-12') };
const metroRequests = () => server.requestsTo('metro.teleindicadores').length;

describe('the circuit breaker around each source', () => {
  it('opens after 3 upstream failures in a row, then answers UPSTREAM_CIRCUIT_OPEN at once without asking', async () => {
    const source = metroSource();
    server.inject('metro.teleindicadores', { kind: 'status', status: 500 }, 3);
    for (let i = 0; i < 3; i += 1) errorOf(await source.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    expect(source.state()).toBe('open');
    const before = metroRequests();
    const error = errorOf(await source.departures(SOL), 'UPSTREAM_CIRCUIT_OPEN');
    expect(error.source).toBe('metro');
    expect(metroRequests()).toBe(before);
  });

  it('after its wait, tries the upstream again: a success closes the circuit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const source = metroSource();
    server.inject('metro.teleindicadores', { kind: 'garbage' }, 3);
    for (let i = 0; i < 3; i += 1) errorOf(await source.departures(SOL), 'UPSTREAM_PAYLOAD_INVALID');
    errorOf(await source.departures(SOL), 'UPSTREAM_CIRCUIT_OPEN');
    vi.setSystemTime(Date.now() + 30_001);
    answerOf(await source.departures(SOL));
    expect(source.state()).toBe('closed');
  });

  it('after its wait, a trial that fails opens it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const source = metroSource();
    server.inject('metro.teleindicadores', { kind: 'status', status: 503 }, 4);
    for (let i = 0; i < 3; i += 1) errorOf(await source.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    vi.setSystemTime(Date.now() + 30_001);
    errorOf(await source.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    expect(source.state()).toBe('open');
    errorOf(await source.departures(SOL), 'UPSTREAM_CIRCUIT_OPEN');
  });

  it('a success between failures starts the count again', async () => {
    const source = metroSource();
    server.inject('metro.teleindicadores', { kind: 'status', status: 500 }, 2);
    for (let i = 0; i < 2; i += 1) errorOf(await source.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    answerOf(await source.departures(SOL));
    server.inject('metro.teleindicadores', { kind: 'status', status: 500 }, 2);
    for (let i = 0; i < 2; i += 1) errorOf(await source.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    expect(source.state()).toBe('closed');
  });

  it("a stop the upstream does not know says nothing about its health: EMT's code 80 never opens it", async () => {
    const config = emtConfigFor(server, { breakerFailures: 2 });
    const source = resilientSource(createEmtAdapter(config), config);
    for (let i = 0; i < 4; i += 1)
      errorOf(await source.departures({ stopCode: stop('5000') }), 'UPSTREAM_STOP_UNKNOWN');
    expect(source.state()).toBe('closed');
  });

  it('each source has its own circuit', async () => {
    const failing = metroSource();
    const other = metroSource();
    server.inject('metro.teleindicadores', { kind: 'status', status: 500 }, 3);
    for (let i = 0; i < 3; i += 1) errorOf(await failing.departures(SOL), 'UPSTREAM_HTTP_ERROR');
    expect(failing.state()).toBe('open');
    answerOf(await other.departures(SOL));
  });
});

describe('the timeout and the caller', () => {
  it('a caller that gives up gets UPSTREAM_ABORTED, which does not count against the upstream', async () => {
    const source = metroSource({ breakerFailures: 1, timeoutMs: 5_000 });
    server.inject('metro.teleindicadores', { kind: 'hang' });
    const caller = new AbortController();
    const pending = source.departures(SOL, { signal: caller.signal });
    await vi.waitFor(() => expect(server.requests.at(-1)?.fault).toBe('hang'));
    caller.abort();
    errorOf(await pending, 'UPSTREAM_ABORTED');
    expect(source.state()).toBe('closed');
  });

  it('a caller that has already given up is not asked for', async () => {
    const before = metroRequests();
    const caller = new AbortController();
    caller.abort();
    errorOf(await metroSource().departures(SOL, { signal: caller.signal }), 'UPSTREAM_ABORTED');
    expect(metroRequests()).toBe(before);
  });

  const adapterThat = (fetchDepartures: LiveSourceAdapter['fetchDepartures']): LiveSourceAdapter => ({
    id: 'metro',
    isConfigured: true,
    servesStop: () => true,
    fetchDepartures,
  });
  const settings = { timeoutMs: 100, breakerFailures: 5, halfOpenAfterMs: 1_000 };

  it('an adapter that ignores its signal still cannot hold the caller past the timeout', async () => {
    const source = resilientSource(
      adapterThat(() => new Promise(() => undefined)),
      settings,
    );
    errorOf(await source.departures(SOL), 'UPSTREAM_TIMEOUT');
  });

  it('anything unexpected an adapter throws is UPSTREAM_PAYLOAD_INVALID, never a rejection', async () => {
    const source = resilientSource(
      adapterThat(() => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'x')"))),
      settings,
    );
    const error = errorOf(await source.departures(SOL), 'UPSTREAM_PAYLOAD_INVALID');
    expect(error.message).toContain("reading 'x'");
  });
});

describe('createLiveSources', () => {
  it('builds every source from the config; those without keys or URLs say they are not configured', async () => {
    const config = parseRealtimeConfig({
      metro: { baseUrl: server.metroBaseUrl, companyCodesByStop: { '4-12': ['0112'] } },
      crtm: { baseUrl: server.crtmBaseUrl, privateKey: FIXTURE_CRTM_PRIVATE_KEY },
    });
    if (!config.ok) return expect.fail(config.error.message);
    const sources = createLiveSources(config.value, { now: () => at('2025-03-12T08:30:00+01:00') });
    expect(Object.fromEntries(Object.entries(sources).map(([id, source]) => [id, source.state()]))).toEqual({
      emt: 'notConfigured',
      metro: 'closed',
      crtm: 'closed',
      cercanias: 'notConfigured',
      mta: 'notConfigured',
    });
    expect(Object.keys(sources)).toEqual([...LIVE_SOURCE_IDS]);
    errorOf(await sources.cercanias.departures({ stopCode: stop('5-122') }), 'UPSTREAM_NOT_CONFIGURED');
    // CRTM's constructed answer at interurban stop 09568 (fixtures/constructed/crtm).
    expect(answerOf(await sources.crtm.departures({ stopCode: stop('09568') })).departures).toHaveLength(4);
    expect(sources.emt.servesStop(stop('72'))).toBe(false);
    errorOf(await sources.emt.departures({ stopCode: stop('72') }), 'UPSTREAM_NOT_CONFIGURED');
    expect(answerOf(await sources.metro.departures(SOL)).departures).toHaveLength(3);
  });
});
