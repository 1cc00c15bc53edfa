import { parseStopCode, type Result, type StopCode, unwrap } from '@transit/core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  cercaniasConfigSchema,
  type CercaniasConfig,
  crtmConfigSchema,
  type CrtmConfig,
  emtConfigSchema,
  type EmtConfig,
  metroConfigSchema,
  type MetroConfig,
  mtaConfigSchema,
  type MtaConfig,
  type RealtimeConfigInput,
  type ResilienceConfig,
} from './config';
import type { RealtimeError, RealtimeErrorCode } from './errors';
import { resilientSource } from './resilience';
import type { AdapterDeps, LiveAnswer, LiveSource, LiveSourceAdapter } from './source';
import {
  FIXTURE_ADIF_KEYS,
  FIXTURE_CRTM_PRIVATE_KEY,
  FIXTURE_EMT_KEYS,
  type FixtureServer,
  type MtaRecording,
  RENFE_RECORDED_PAIR,
  startFixtureServer,
} from './testing/fixtureServer';

/** A stop code, parsed as the API would. */
export const stop = (code: string): StopCode => unwrap(parseStopCode(code));

/**
 * The sources' timeout in tests that expect answers: far more than the fixture server needs, even on a loaded CI
 * machine's first, cold call (tests of hangs set their own, shorter one).
 */
export const TEST_TIMEOUT_MS = 10_000;

/** An adapter test file's fixture server and the clock its adapters read (setUpFixtureServer). */
export interface FixtureSetup {
  /** The fixture server: started before the file's tests, closed after them, its faults cleared before each test. */
  readonly server: FixtureServer;
  /** The adapters' clock, epoch ms: back at the file's moment before each test; a test moves it by setting it. */
  clock: number;
  /** An adapter on this clock behind the resilience its config sets (timeout, circuit breaker), as the product wires it. */
  source<Config extends ResilienceConfig>(
    create: (config: Config, deps: AdapterDeps) => LiveSourceAdapter,
    config: Config,
  ): LiveSource;
}

/**
 * Sets up an adapter test file: the fixture server for its tests (faults cleared before each) and a clock at
 * `startsAtEpochMs` before each test. Call it at the top of the file, where it registers the file's hooks.
 */
export function setUpFixtureServer(startsAtEpochMs: number): FixtureSetup {
  let server: FixtureServer | undefined;
  const started = (): FixtureServer => server ?? expect.fail('the fixture server starts before the tests');
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const setup: FixtureSetup = {
    get server() {
      return started();
    },
    clock: startsAtEpochMs,
    source: (create, config) => resilientSource(create(config, { now: () => setup.clock }), config),
  };
  beforeEach(() => {
    started().clearFaults();
    setup.clock = startsAtEpochMs;
  });
  return setup;
}

/** The EMT config pointing at the fixture server, with its keys. */
export function emtConfigFor(server: FixtureServer, input: RealtimeConfigInput['emt'] = {}): EmtConfig {
  return emtConfigSchema.parse({
    baseUrl: server.emtBaseUrl,
    ...FIXTURE_EMT_KEYS,
    timeoutMs: TEST_TIMEOUT_MS,
    ...input,
  });
}

/** The Metro config pointing at the fixture server; Sol's three displays unless told other codes. */
export function metroConfigFor(server: FixtureServer, input: RealtimeConfigInput['metro'] = {}): MetroConfig {
  return metroConfigSchema.parse({
    baseUrl: server.metroBaseUrl,
    companyCodesByStop: { '4-12': ['0112', '0208', '0306'] },
    timeoutMs: TEST_TIMEOUT_MS,
    ...input,
  });
}

/** The CRTM config pointing at the fixture server, with the private key it expects. */
export function crtmConfigFor(server: FixtureServer, input: RealtimeConfigInput['crtm'] = {}): CrtmConfig {
  return crtmConfigSchema.parse({
    baseUrl: server.crtmBaseUrl,
    privateKey: FIXTURE_CRTM_PRIVATE_KEY,
    timeoutMs: TEST_TIMEOUT_MS,
    ...input,
  });
}

/**
 * The Cercanías config pointing at the fixture server. Sol (5-122) is ADIF/Renfe station 18101 as in CRTM's
 * Train_stations.csv, with ADIF's keys; Renfe has only the one pair recorded (Bilbao's 13118 → 13200), so whenever Renfe
 * is configured the stop 5-122 is mapped to 13118: a test stand-in, not Madrid's code (ADIF, then asked for 13118,
 * is failed by an injected fault in those tests).
 */
export function cercaniasConfigFor(
  server: FixtureServer,
  use: { readonly adif: boolean; readonly renfe: boolean },
  input: RealtimeConfigInput['cercanias'] = {},
): CercaniasConfig {
  return cercaniasConfigSchema.parse({
    stationCodesByStop: { '5-122': use.renfe ? RENFE_RECORDED_PAIR.origen : '18101' },
    stationNamesByCode: {
      '19003': 'ALCOBENDAS-S.S. DE LOS REYES',
      '60200': 'ARANJUEZ',
      '13200': 'BILBAO-ABANDO',
    },
    adif: use.adif ? { baseUrl: server.adifBaseUrl, ...FIXTURE_ADIF_KEYS } : {},
    renfe: use.renfe
      ? { baseUrl: server.renfeBaseUrl, destinationsByStop: { '5-122': [RENFE_RECORDED_PAIR.destino] } }
      : {},
    timeoutMs: TEST_TIMEOUT_MS,
    ...input,
  });
}

/** The MTA config reading the given recordings from the fixture server. */
export function mtaConfigFor(
  server: FixtureServer,
  recordings: readonly MtaRecording[],
  stopIdsByCode: Record<string, string[]>,
  input: RealtimeConfigInput['mta'] = {},
): MtaConfig {
  return mtaConfigSchema.parse({
    feeds: recordings.map((id) => ({ id, url: server.mtaFeedUrl(id) })),
    stopIdsByCode,
    timeoutMs: TEST_TIMEOUT_MS,
    ...input,
  });
}

/** The answer of a successful result (the test fails with the error's code otherwise). */
export function answerOf(result: Result<LiveAnswer, RealtimeError>): LiveAnswer {
  if (!result.ok) expect.fail(`expected an answer, got ${result.error.toString()}`);
  return result.value;
}

/** The error of a failed result (the test fails otherwise), checked against a code. */
export function errorOf(result: Result<LiveAnswer, RealtimeError>, code: RealtimeErrorCode): RealtimeError {
  if (result.ok) expect.fail(`expected ${code}, got an answer with ${result.value.departures.length} rows`);
  expect(result.error.code, result.error.toString()).toBe(code);
  return result.error;
}

/** An instant written with its offset, as epoch milliseconds. */
export const at = (iso: string): number => Date.parse(iso);
