import { beforeEach, describe, expect, it } from 'vitest';
import { crtmConfigSchema, type RealtimeConfigInput } from '../config';
import { resilientSource } from '../resilience';
import type { LiveSource } from '../source';
import { answerOf, at, crtmConfigFor, errorOf, setUpFixtureServer, stop } from '../testSupport';
import { connectionKeyOf } from './crtmSoap';
import { createCrtmAdapter, crtmStopCodeOf } from './crtmSource';

/*
 * No public recording of CRTM's multimodal SOAP service exists: every answer here is CONSTRUCTED from the documented
 * fields (fixtures/constructed/crtm, see fixtures/SOURCES.md), and each test says so. The stop code CRTM is asked by
 * is an assumption (crtmStopCodeOf): interurban 09568 is CRTM's 8_09568, as its GTFS writes par_8_09568.
 */

/** 08:30 in Madrid, 12 March 2025 (UTC+1): the constructed times are a few minutes later. */
const NOW = at('2025-03-12T08:30:00+01:00');

const fixtures = setUpFixtureServer(NOW);

function crtmSource(input: RealtimeConfigInput['crtm'] = {}): LiveSource {
  return fixtures.source(createCrtmAdapter, crtmConfigFor(fixtures.server, input));
}

describe('CRTM multimodal SOAP at interurban stop 09568 (CRTM 8_09568), constructed answers', () => {
  it('answers GetStopTimes rows soonest first, each time made absolute in Madrid (constructed)', async () => {
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568') }));
    expect(answer.issues).toEqual([]);
    expect(answer.departures.map((row) => [row.lineNumber, row.destination, row.predictedEpochMs])).toEqual([
      ['451', 'Alcobendas (Estación)', at('2025-03-12T07:33:30Z')],
      ['L1', 'Centro urbano', at('2025-03-12T07:37:00Z')],
      ['450', 'Madrid (Avenida de América)', at('2025-03-12T07:41:00Z')],
      ['450', 'Madrid (Avenida de América)', at('2025-03-12T07:56:00Z')],
    ]);
    expect(answer.departures[0]).toMatchObject({
      source: 'crtm',
      stopCode: '09568',
      upstreamStopId: '8_09568',
      isEstimate: true,
    });
  });

  it('reads a time without an offset as Madrid wall-clock time in summer too (UTC+2) (constructed reply)', async () => {
    fixtures.clock = at('2025-07-12T08:30:00+02:00');
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      contentType: 'text/xml',
      body:
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetStopTimesResponse><GetStopTimesResult>' +
        '<times><Time><line><codLine>8__450___</codLine><shortDescription>450</shortDescription></line>' +
        '<time>2025-07-12T08:41:00</time></Time></times></GetStopTimesResult></GetStopTimesResponse></s:Body></s:Envelope>',
    });
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(answer.departures.map((row) => row.predictedEpochMs)).toEqual([at('2025-07-12T06:41:00Z')]);
  });

  it('signs its calls with the connectionKey: GetPublicKey encrypted with the private key (AES-CBC, zero IV)', async () => {
    const before = fixtures.server.requests.length;
    answerOf(await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }));
    const sent = fixtures.server.requests.slice(before).find((request) => request.route === 'crtm.stopTimes');
    const expected = connectionKeyOf('constructed-public-key-20250312', 'fixture-crtm-key', 'base64');
    expect(sent?.body).toContain(`<connectionKey xmlns="http://www.crtm.es/">${expected}</connectionKey>`);
    expect(sent?.body).toContain('<codStop>8_09568</codStop>');
    expect(sent?.headers['soapaction']).toBe('"http://www.crtm.es/GetStopTimes"');
  });

  it('gives the alerts of GetIncidentsAffectations that name the stop or its lines, in Spanish and English, lines named as the rows name them (constructed)', async () => {
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568') }));
    expect(answer.alerts.map((alert) => [alert.lineNumbers, alert.texts])).toEqual([
      [
        ['450'],
        [
          {
            language: 'es',
            title: 'Desvío de la línea 450 por obras en la Avenida de España.',
            description: undefined,
          },
          {
            language: 'en',
            title: 'Line 450 diverted by roadworks on Avenida de España.',
            description: undefined,
          },
        ],
      ],
      [
        ['8__999___'],
        [
          {
            language: 'es',
            title: 'La parada 09568 se traslada provisionalmente 50 m.',
            description: undefined,
          },
          { language: 'en', title: 'Stop 09568 is temporarily moved 50 m.', description: undefined },
        ],
      ],
    ]);
  });

  it('asks no incidents when the query wants no alerts', async () => {
    const before = fixtures.server.requestsTo('crtm.incidents').length;
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(answer.alerts).toEqual([]);
    expect(fixtures.server.requestsTo('crtm.incidents')).toHaveLength(before);
  });

  it('a failed incidents call is an issue; the times still answer (constructed)', async () => {
    fixtures.server.inject('crtm.incidents', { kind: 'status', status: 503 });
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568') }));
    expect(answer.departures).toHaveLength(4);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_PART_FAILED',
        message: expect.stringContaining('GetIncidentsAffectations failed') as string,
      },
    ]);
  });

  it('partial data: a row without its line or with an unreadable time is left out and told (constructed)', async () => {
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'fixture',
      file: 'constructed/crtm/GetStopTimes-8_09568-partial.constructed.xml',
    });
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(answer.departures.map((row) => row.lineNumber)).toEqual(['451', '450']);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_ROW_INVALID',
        message: expect.stringContaining('2 of 4 times at stop 8_09568') as string,
      },
    ]);
  });

  it('a Metro Ligero stop (10-1) is asked as CRTM 10_1, with a single time not wrapped in a list (constructed)', async () => {
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('10-1'), withAlerts: false }));
    expect(
      answer.departures.map((row) => [row.lineNumber, row.upstreamStopId, row.predictedEpochMs]),
    ).toEqual([['ML1', '10_1', at('2025-03-12T08:32:00+01:00')]]);
  });

  it('an empty list of times is no rows; an answer without times is UPSTREAM_PAYLOAD_INVALID', async () => {
    const envelope = (inner: string) =>
      `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetStopTimesResponse>${inner}</GetStopTimesResponse></s:Body></s:Envelope>`;
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      contentType: 'text/xml',
      body: envelope('<GetStopTimesResult><times/></GetStopTimesResult>'),
    });
    expect(
      answerOf(await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false })).departures,
    ).toEqual([]);
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      contentType: 'text/xml',
      body: envelope('<GetStopTimesResult/>'),
    });
    errorOf(
      await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }),
      'UPSTREAM_PAYLOAD_INVALID',
    );
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      contentType: 'text/xml',
      body: '<html><body>no</body></html>',
    });
    errorOf(
      await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }),
      'UPSTREAM_PAYLOAD_INVALID',
    );
  });

  it('a SOAP fault about the stop is UPSTREAM_STOP_UNKNOWN; any other fault UPSTREAM_HTTP_ERROR', async () => {
    const fault = (text: string) =>
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>${text}</faultstring></s:Fault></s:Body></s:Envelope>`;
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      status: 500,
      contentType: 'text/xml',
      body: fault('Parada no encontrada'),
    });
    errorOf(
      await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }),
      'UPSTREAM_STOP_UNKNOWN',
    );
    fixtures.server.inject('crtm.stopTimes', {
      kind: 'reply',
      status: 200,
      contentType: 'text/xml',
      body: fault('Internal error'),
    });
    errorOf(
      await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }),
      'UPSTREAM_HTTP_ERROR',
    );
  });
});

describe('CRTM: the connectionKey', () => {
  it('an expired key is renewed once (GetPublicKey again) and the call asked again (constructed fault)', async () => {
    const source = crtmSource();
    answerOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }));
    const keysBefore = fixtures.server.requestsTo('crtm.publicKey').length;
    fixtures.server.inject('crtm.stopTimes', { kind: 'expiredToken' });
    const answer = answerOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(answer.departures).toHaveLength(4);
    expect(fixtures.server.requestsTo('crtm.publicKey')).toHaveLength(keysBefore + 1);
  });

  it('a key refused again after a fresh one is UPSTREAM_AUTH_FAILED (constructed fault)', async () => {
    fixtures.server.inject('crtm.stopTimes', { kind: 'expiredToken' }, 2);
    errorOf(
      await crtmSource().departures({ stopCode: stop('09568'), withAlerts: false }),
      'UPSTREAM_AUTH_FAILED',
    );
  });

  it('a wrong private key is refused: UPSTREAM_AUTH_FAILED', async () => {
    const source = crtmSource({ privateKey: 'another-key-0123' });
    errorOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }), 'UPSTREAM_AUTH_FAILED');
  });

  it('a GetPublicKey that fails fails the call with its code', async () => {
    fixtures.server.inject('crtm.publicKey', { kind: 'status', status: 502 });
    errorOf(await crtmSource().departures({ stopCode: stop('09568') }), 'UPSTREAM_HTTP_ERROR');
    fixtures.server.inject('crtm.publicKey', { kind: 'expiredToken' });
    errorOf(await crtmSource().departures({ stopCode: stop('09568') }), 'UPSTREAM_AUTH_FAILED');
  });

  it('the key is reused until its max age, then asked again', async () => {
    const source = crtmSource({ connectionKeyMaxAgeMs: 60_000 });
    const before = fixtures.server.requestsTo('crtm.publicKey').length;
    answerOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }));
    answerOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(fixtures.server.requestsTo('crtm.publicKey')).toHaveLength(before + 1);
    fixtures.clock += 61_000;
    answerOf(await source.departures({ stopCode: stop('09568'), withAlerts: false }));
    expect(fixtures.server.requestsTo('crtm.publicKey')).toHaveLength(before + 2);
  });

  it('hex is the other encoding of the connectionKey', () => {
    expect(connectionKeyOf('abc', 'fixture-crtm-key', 'hex')).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(connectionKeyOf('abc', 'fixture-crtm-key', 'base64'), 'base64').toString('hex')).toBe(
      connectionKeyOf('abc', 'fixture-crtm-key', 'hex'),
    );
  });
});

describe('CRTM: configuration and stops', () => {
  it('serves interurban and Metro Ligero stops, not EMT, Metro or Cercanías', () => {
    expect(crtmStopCodeOf(stop('09568'))).toBe('8_09568');
    expect(crtmStopCodeOf(stop('8-123'))).toBe('8_00123');
    expect(crtmStopCodeOf(stop('10-1'))).toBe('10_1');
    expect(crtmStopCodeOf(stop('72'))).toBeUndefined();
    expect(crtmStopCodeOf(stop('4-12'))).toBeUndefined();
    expect(crtmStopCodeOf(stop('5-122'))).toBeUndefined();
    expect(crtmSource().servesStop(stop('72'))).toBe(false);
  });

  it('without a base URL or private key reports UPSTREAM_NOT_CONFIGURED', async () => {
    const config = crtmConfigSchema.parse({ baseUrl: fixtures.server.crtmBaseUrl });
    const source = resilientSource(createCrtmAdapter(config), config);
    expect(source.state()).toBe('notConfigured');
    errorOf(await source.departures({ stopCode: stop('09568') }), 'UPSTREAM_NOT_CONFIGURED');
    await expect(
      createCrtmAdapter(config).fetchDepartures({ stopCode: stop('09568') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' });
  });

  it('a bare adapter asked about an EMT stop throws UPSTREAM_STOP_NOT_SERVED', async () => {
    await expect(
      createCrtmAdapter(crtmConfigFor(fixtures.server)).fetchDepartures(
        { stopCode: stop('72') },
        new AbortController().signal,
      ),
    ).rejects.toMatchObject({ code: 'UPSTREAM_STOP_NOT_SERVED' });
  });
});

describe('CRTM: the incidents never hold the times', () => {
  beforeEach(() => {
    fixtures.clock = NOW;
  });

  it('a hanging incidents call is cut shortly after the times arrive, and told in an issue (constructed)', async () => {
    fixtures.server.inject('crtm.incidents', { kind: 'hang' });
    const answer = answerOf(await crtmSource().departures({ stopCode: stop('09568') }));
    expect(answer.departures).toHaveLength(4);
    expect(answer.alerts).toEqual([]);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_PART_FAILED',
        message: expect.stringContaining('GetIncidentsAffectations failed: UPSTREAM_TIMEOUT') as string,
      },
    ]);
  });

  it("the times' failure is the stop's error at once, even while the incidents hang", async () => {
    fixtures.server.inject('crtm.incidents', { kind: 'hang' });
    fixtures.server.inject('crtm.stopTimes', { kind: 'status', status: 503 });
    const error = errorOf(await crtmSource().departures({ stopCode: stop('09568') }), 'UPSTREAM_HTTP_ERROR');
    expect(error.httpStatus).toBe(503);
  });
});
