import { describe, expect, it, vi } from 'vitest';
import { emtConfigSchema, type RealtimeConfigInput } from '../config';
import { resilientSource } from '../resilience';
import type { LiveSource } from '../source';
import { answerOf, at, emtConfigFor, errorOf, setUpFixtureServer, stop } from '../testSupport';
import { createEmtAdapter } from './emtSource';

/** The moment of the recording of stop 72 (its `datetime`, 2023-07-10T19:29:24.959411, Madrid summer time). */
const RECORDED_AT = at('2023-07-10T19:29:24.959+02:00');
/** The token of LOGIN_OK.json (EMT's documentation example), the one the fixture server issues. */
const FIXTURE_TOKEN = '3bd5855a-ed3d-41d5-8b4b-182726f86031';

const fixtures = setUpFixtureServer(RECORDED_AT);

function emtSource(input: RealtimeConfigInput['emt'] = {}): LiveSource {
  return fixtures.source(createEmtAdapter, emtConfigFor(fixtures.server, input));
}

const logins = () => fixtures.server.requestsTo('emt.login').length;

describe('EMT MobilityLabs: stop 72 (Cibeles-Casa de América), recorded 2023-07-10', () => {
  it('answers the 16 recorded buses soonest first, each estimate counted from the moment the answer arrived', async () => {
    const answer = answerOf(await emtSource().departures({ stopCode: stop('72') }));
    expect(answer.source).toBe('emt');
    expect(answer.stopCode).toBe('72');
    expect(answer.issues).toEqual([]);
    expect(answer.departures).toHaveLength(16);
    expect(answer.departures.map((row) => row.lineNumber)).toEqual([
      '27',
      '53',
      '27',
      '45',
      '14',
      '5',
      '150',
      'C03',
      '37',
      '45',
      '53',
      '14',
      '150',
      '5',
      '37',
      'C03',
    ]);
    const [first, second] = answer.departures;
    expect(first).toEqual({
      source: 'emt',
      stopCode: '72',
      upstreamStopId: '72',
      lineNumber: '27',
      destination: 'PLAZA CASTILLA',
      directionId: undefined,
      platform: undefined,
      distanceM: 25,
      tripId: undefined,
      delaySec: undefined,
      dataEpochMs: RECORDED_AT,
      isEstimate: true,
      predictedEpochMs: RECORDED_AT + 8_000,
    });
    expect(second).toMatchObject({ lineNumber: '53', destination: 'ARTURO SORIA', distanceM: 727 });
    expect(second?.predictedEpochMs).toBe(RECORDED_AT + 207_000);
    expect(answer.departures.at(-1)).toMatchObject({
      lineNumber: 'C03',
      destination: 'ARGÜELLES',
      distanceM: 3811,
    });
    expect(answer.departures.at(-1)?.predictedEpochMs).toBe(RECORDED_AT + 1_522_000);
    expect(answer.dataEpochMs).toBe(RECORDED_AT);
    expect(answer.fetchedEpochMs).toBe(RECORDED_AT);
    expect(answer.alerts).toEqual([]);
  });

  it('logs in with X-ClientId and passKey and sends the token with the arrivals call, and the documented body', async () => {
    const before = fixtures.server.requests.length;
    answerOf(await emtSource().departures({ stopCode: stop('72'), language: 'en' }));
    const [login, arrivals] = fixtures.server.requests.slice(before);
    expect(login?.route).toBe('emt.login');
    expect(login?.headers['x-clientid']).toBe('fixture-client-id');
    expect(login?.headers['passkey']).toBe('fixture-pass-key');
    expect(arrivals?.route).toBe('emt.arrivals');
    expect(arrivals?.method).toBe('POST');
    expect(arrivals?.url).toBe('/emt/v2/transport/busemtmad/stops/72/arrives/');
    expect(arrivals?.headers['accesstoken']).toBe(FIXTURE_TOKEN);
    expect(JSON.parse(arrivals?.body ?? '')).toEqual({
      cultureInfo: 'EN',
      Text_StopRequired_YN: 'N',
      Text_EstimationsRequired_YN: 'Y',
      Text_IncidencesRequired_YN: 'Y',
      DateTime_Referenced_Incidencies_YYYYMMDD: '20230710',
    });
  });

  it('keeps the token until tokenSecExpiration (984 s) runs out, then logs in again', async () => {
    const source = emtSource();
    const before = logins();
    answerOf(await source.departures({ stopCode: stop('72') }));
    fixtures.clock += 900_000;
    answerOf(await source.departures({ stopCode: stop('72'), withAlerts: false }));
    expect(logins() - before).toBe(1);
    fixtures.clock += 84_000;
    answerOf(await source.departures({ stopCode: stop('72') }));
    expect(logins() - before).toBe(2);
    expect(JSON.parse(fixtures.server.requestsTo('emt.arrivals').at(-2)?.body ?? '')).toMatchObject({
      cultureInfo: 'ES',
      Text_IncidencesRequired_YN: 'N',
    });
  });

  it('shares one login between concurrent calls (single flight)', async () => {
    const source = emtSource();
    const before = logins();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => source.departures({ stopCode: stop('72') })),
    );
    for (const result of results) expect(answerOf(result).departures).toHaveLength(16);
    expect(logins() - before).toBe(1);
  });

  it('reads estimateArrive 999999 as a bus with no estimate, listed last, never "0 min" (constructed from the recording)', async () => {
    const source = emtSource();
    fixtures.server.inject('emt.arrivals', {
      kind: 'fixture',
      file: 'constructed/emt/STOP_ARRIVAL_NO_ESTIMATE.constructed.json',
    });
    const answer = answerOf(await source.departures({ stopCode: stop('72') }));
    expect(answer.departures).toHaveLength(16);
    expect(answer.departures.filter((row) => !row.isEstimate)).toEqual([
      expect.objectContaining({
        lineNumber: '150',
        distanceM: 3104,
        isEstimate: false,
        predictedEpochMs: null,
      }),
    ]);
    expect(answer.departures.at(-1)?.isEstimate).toBe(false);
  });

  it('turns incidents into alerts in the language asked, with their validity (constructed: the recording has none)', async () => {
    fixtures.server.inject('emt.arrivals', {
      kind: 'fixture',
      file: 'constructed/emt/STOP_ARRIVAL_WITH_INCIDENTS.constructed.json',
    });
    const answer = answerOf(await emtSource().departures({ stopCode: stop('72'), language: 'ca' }));
    expect(answer.alerts).toEqual([
      {
        source: 'emt',
        id: undefined,
        texts: [
          {
            language: 'es',
            title: 'Línea 27: desvío por obras en Paseo de la Castellana',
            description:
              'Por obras, los autobuses de la línea 27 sentido Plaza de Castilla se desvían entre Colón y Emilio Castelar.',
          },
        ],
        periods: [
          { startEpochMs: at('2023-07-03T00:00:00+02:00'), endEpochMs: at('2023-07-31T23:59:00+02:00') },
        ],
        lineNumbers: [],
        tripIds: [],
      },
      expect.objectContaining({
        texts: [expect.objectContaining({ title: 'Líneas 5, 14, 27, 45, 150: servicios especiales' })],
        periods: [{ startEpochMs: at('2023-07-10T18:00:00Z'), endEpochMs: undefined }],
      }),
    ]);
  });

  it('partial data: the 14 good buses come through and the 2 bad ones are told in an issue (constructed)', async () => {
    fixtures.server.inject('emt.arrivals', {
      kind: 'fixture',
      file: 'constructed/emt/STOP_ARRIVAL_PARTIAL.constructed.json',
    });
    const answer = answerOf(await emtSource().departures({ stopCode: stop('72') }));
    expect(answer.departures).toHaveLength(14);
    expect(answer.issues).toEqual([
      { code: 'UPSTREAM_ROW_INVALID', message: expect.stringContaining('2 of 16 buses left out') as string },
    ]);
  });

  it('answers UPSTREAM_STOP_UNKNOWN for a stop EMT does not have (recorded code 80, "Parada no disponible")', async () => {
    errorOf(await emtSource().departures({ stopCode: stop('5000') }), 'UPSTREAM_STOP_UNKNOWN');
  });
});

describe('EMT MobilityLabs: tokens and limits', () => {
  it.each([
    ["EMT's invalid-token code 80 (recorded)", { kind: 'expiredToken', as: 'emtCode' } as const],
    ['HTTP 401', { kind: 'expiredToken', as: 'http401' } as const],
    ['HTTP 403', { kind: 'expiredToken', as: 'http403' } as const],
  ])('an expired token (%s) is dropped: one new login, then the answer', async (_, fault) => {
    const source = emtSource();
    answerOf(await source.departures({ stopCode: stop('72') }));
    const before = logins();
    fixtures.server.inject('emt.arrivals', fault);
    const answer = answerOf(await source.departures({ stopCode: stop('72') }));
    expect(answer.departures).toHaveLength(16);
    expect(logins() - before).toBe(1);
  });

  it('a token the server forgot is renewed the same way', async () => {
    const source = emtSource();
    answerOf(await source.departures({ stopCode: stop('72') }));
    fixtures.server.expireEmtTokens();
    const before = logins();
    answerOf(await source.departures({ stopCode: stop('72') }));
    expect(logins() - before).toBe(1);
  });

  it('a token refused twice is UPSTREAM_AUTH_FAILED after exactly one re-login', async () => {
    const source = emtSource();
    const before = logins();
    fixtures.server.inject('emt.arrivals', { kind: 'expiredToken' }, 2);
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_AUTH_FAILED');
    expect(logins() - before).toBe(2);
  });

  it.each([
    ['a wrong passKey (recorded code 89)', { passKey: 'wrong' }],
    ['an unknown client id (recorded code 92)', { clientId: 'nobody' }],
  ])('%s is UPSTREAM_AUTH_FAILED', async (_, keys) => {
    const error = errorOf(await emtSource(keys).departures({ stopCode: stop('72') }), 'UPSTREAM_AUTH_FAILED');
    expect(error.source).toBe('emt');
  });

  it.each([
    ["EMT's API_LIMIT code 98 (recorded)", { kind: 'rateLimited', as: 'emtCode' } as const],
    ['HTTP 429', { kind: 'rateLimited', as: 'http429' } as const],
  ])('the use limit (%s) on the arrivals call is UPSTREAM_RATE_LIMITED', async (_, fault) => {
    const source = emtSource();
    fixtures.server.inject('emt.arrivals', fault);
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_RATE_LIMITED');
  });

  it('the use limit on the login is UPSTREAM_RATE_LIMITED too', async () => {
    fixtures.server.inject('emt.login', { kind: 'rateLimited' });
    errorOf(await emtSource().departures({ stopCode: stop('72') }), 'UPSTREAM_RATE_LIMITED');
  });

  it('a login that hangs is UPSTREAM_TIMEOUT; once it has timed out, a call logs in afresh', async () => {
    const source = emtSource({ timeoutMs: 1_000 });
    fixtures.server.inject('emt.login', { kind: 'hang' });
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_TIMEOUT');
    // Calls that join the hung login meanwhile time out with it; none waits past its own timeout.
    await vi.waitFor(async () => answerOf(await source.departures({ stopCode: stop('72') })), {
      timeout: 5_000,
    });
  });

  it('an unknown answer code is UPSTREAM_PAYLOAD_INVALID, and code 90 an upstream error', async () => {
    const source = emtSource();
    fixtures.server.inject('emt.arrivals', {
      kind: 'reply',
      body: '{"code":"42","description":"?","data":[]}',
    });
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_PAYLOAD_INVALID');
    fixtures.server.inject('emt.arrivals', { kind: 'fixture', file: 'emt/STOP_DETAIL_INVALID_STOP.json' });
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_HTTP_ERROR');
  });

  it('a login answer without a token is UPSTREAM_PAYLOAD_INVALID', async () => {
    fixtures.server.inject('emt.login', {
      kind: 'reply',
      body: '{"code":"01","data":[{"tokenSecExpiration":900}]}',
    });
    errorOf(await emtSource().departures({ stopCode: stop('72') }), 'UPSTREAM_PAYLOAD_INVALID');
  });
});

describe('EMT MobilityLabs: configuration', () => {
  it('without keys reports UPSTREAM_NOT_CONFIGURED and asks nothing', async () => {
    const config = emtConfigSchema.parse({ baseUrl: fixtures.server.emtBaseUrl });
    const source = resilientSource(createEmtAdapter(config), config);
    const before = fixtures.server.requests.length;
    expect(source.state()).toBe('notConfigured');
    expect(source.servesStop(stop('72'))).toBe(false);
    errorOf(await source.departures({ stopCode: stop('72') }), 'UPSTREAM_NOT_CONFIGURED');
    expect(fixtures.server.requests.length).toBe(before);
  });

  it('serves EMT stops only: a Metro or interurban code is UPSTREAM_STOP_NOT_SERVED without a request', async () => {
    const source = emtSource();
    const before = fixtures.server.requests.length;
    expect(source.servesStop(stop('72'))).toBe(true);
    expect(source.servesStop(stop('6-6000'))).toBe(true);
    expect(source.servesStop(stop('4-12'))).toBe(false);
    errorOf(await source.departures({ stopCode: stop('4-12') }), 'UPSTREAM_STOP_NOT_SERVED');
    errorOf(await source.departures({ stopCode: stop('8-09568') }), 'UPSTREAM_STOP_NOT_SERVED');
    expect(fixtures.server.requests.length).toBe(before);
  });

  it('a bare adapter without keys throws UPSTREAM_NOT_CONFIGURED', async () => {
    const adapter = createEmtAdapter(emtConfigSchema.parse({}));
    await expect(
      adapter.fetchDepartures({ stopCode: stop('72') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' });
  });
});
