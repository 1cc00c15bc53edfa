import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cercaniasConfigSchema, type RealtimeConfigInput } from '../config';
import { resilientSource } from '../resilience';
import type { LiveSource } from '../source';
import { FIXTURE_ADIF_KEYS } from '../testing/fixtureServer';
import { answerOf, at, cercaniasConfigFor, errorOf, setUpFixtureServer, stop } from '../testSupport';
import { adifDateTime, signAdifRequest } from './adifSigning';
import { createCercaniasAdapter } from './cercaniasSource';
import { cercaniasStationsFromTables } from './stationTables';

/*
 * ADIF: no public recording of its circulation API exists, so its answers here are CONSTRUCTED from the documented
 * fields (fixtures/constructed/adif, see fixtures/SOURCES.md) and the tests say so. Renfe: the answer is RECORDED
 * (fixtures/renfe/horarios-servlet-bilbao-20251023.json: Bilbao's 13118 → 13200 on 23 October 2025), so the Renfe
 * tests ask for that pair with Sol's stop code standing in (testSupport's cercaniasConfigFor).
 */

/** ADIF's constructed departures at Sol are a few minutes after 08:30 in Madrid, 12 March 2025 (UTC+1). */
const ADIF_NOW = at('2025-03-12T08:30:00+01:00');
/** The Renfe recording's day, at 15:30 in Madrid (UTC+2, summer time). */
const RENFE_NOW = at('2025-10-23T15:30:00+02:00');

const fixtures = setUpFixtureServer(ADIF_NOW);

function cercaniasSource(
  use: { readonly adif: boolean; readonly renfe: boolean },
  input: RealtimeConfigInput['cercanias'] = {},
): LiveSource {
  return fixtures.source(createCercaniasAdapter, cercaniasConfigFor(fixtures.server, use, input));
}

const SOL = stop('5-122');

describe('Cercanías from ADIF at Sol (5-122, ADIF 18101), constructed answers', () => {
  it('answers departures at plannedTime + delay, with their delay and platform, soonest first (constructed)', async () => {
    const answer = answerOf(
      await cercaniasSource({ adif: true, renfe: false }).departures({ stopCode: SOL }),
    );
    expect(answer.issues).toEqual([]);
    expect(
      answer.departures.map((row) => [
        row.lineNumber,
        row.destination,
        row.platform,
        row.delaySec,
        row.scheduledEpochMs,
        row.predictedEpochMs,
      ]),
    ).toEqual([
      ['C3', 'ARANJUEZ', '1', 0, at('2025-03-12T08:31:00+01:00'), at('2025-03-12T08:31:00+01:00')],
      ['C3', undefined, undefined, -60, at('2025-03-12T08:36:00+01:00'), at('2025-03-12T08:35:00+01:00')],
      [
        'C4',
        'ALCOBENDAS-S.S. DE LOS REYES',
        '2',
        180,
        at('2025-03-12T08:34:00+01:00'),
        at('2025-03-12T08:37:00+01:00'),
      ],
      // No forecastedOrAuditedDelay: due at its planned time, with no delay said.
      ['C4', undefined, '1', undefined, at('2025-03-12T08:38:00+01:00'), at('2025-03-12T08:38:00+01:00')],
    ]);
    expect(answer.departures[0]).toMatchObject({
      source: 'cercanias',
      stopCode: '5-122',
      upstreamStopId: '18101',
    });
  });

  it('signs the request with HMAC-SHA256 headers and asks for CERCANIAS at the station', async () => {
    const before = fixtures.server.requests.length;
    answerOf(await cercaniasSource({ adif: true, renfe: false }).departures({ stopCode: SOL }));
    const [sent] = fixtures.server.requests.slice(before);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      stationCode: '18101',
      trafficType: 'CERCANIAS',
      page: { pageNumber: 0 },
    });
    expect(sent?.headers['x-elcano-date']).toBe(adifDateTime(ADIF_NOW));
    expect(sent?.headers['authorization']).toMatch(
      /^HMAC-SHA256 Credential=fixture-adif-access\/20250312\/AndroidElcanoApp\/transit\/HMAC-SHA256,SignedHeaders=content-type;x-elcano-client;x-elcano-date;x-elcano-host;x-elcano-userid,Signature=[0-9a-f]{64}$/,
    );
  });

  it('partial data: a path without its line is left out and told (constructed)', async () => {
    fixtures.server.inject('adif.departures', {
      kind: 'fixture',
      file: 'constructed/adif/departures-18101-partial.constructed.json',
    });
    const answer = answerOf(
      await cercaniasSource({ adif: true, renfe: false }).departures({ stopCode: SOL }),
    );
    expect(answer.departures.map((row) => row.lineNumber)).toEqual(['C3', 'C4']);
    expect(answer.issues).toEqual([
      { code: 'UPSTREAM_ROW_INVALID', message: expect.stringContaining('1 of 3 ADIF departures') as string },
    ]);
  });

  it('keys ADIF refuses are UPSTREAM_AUTH_FAILED', async () => {
    const source = cercaniasSource(
      { adif: true, renfe: false },
      { adif: { baseUrl: fixtures.server.adifBaseUrl, ...FIXTURE_ADIF_KEYS, secretKey: 'wrong' } },
    );
    errorOf(await source.departures({ stopCode: SOL }), 'UPSTREAM_AUTH_FAILED');
  });

  it('an empty list is no departures; an answer without commercialPaths is UPSTREAM_PAYLOAD_INVALID', async () => {
    const source = cercaniasSource({ adif: true, renfe: false });
    fixtures.server.inject('adif.departures', { kind: 'reply', body: '{"commercialPaths":[]}' });
    expect(answerOf(await source.departures({ stopCode: SOL })).departures).toEqual([]);
    fixtures.server.inject('adif.departures', { kind: 'reply', body: '{"paths":[]}' });
    errorOf(await source.departures({ stopCode: SOL }), 'UPSTREAM_PAYLOAD_INVALID');
  });

  it('reads a plannedTime written as a Madrid date-time too, and tells an unreadable one (constructed reply)', async () => {
    const path = (line: string, plannedTime: string) => ({
      commercialPathInfo: { line },
      passthroughStep: { departurePassthroughStepSides: { plannedTime, forecastedOrAuditedDelay: 60 } },
    });
    fixtures.server.inject('adif.departures', {
      kind: 'reply',
      body: JSON.stringify({ commercialPaths: [path('C3', '2025-03-12T08:40:00'), path('C4', 'soon')] }),
    });
    const answer = answerOf(
      await cercaniasSource({ adif: true, renfe: false }).departures({ stopCode: SOL }),
    );
    expect(answer.departures.map((row) => row.predictedEpochMs)).toEqual([at('2025-03-12T08:41:00+01:00')]);
    expect(answer.issues.map((issue) => issue.code)).toEqual(['UPSTREAM_ROW_INVALID']);
  });
});

describe("Cercanías from Renfe's timetable service (recorded answer, Bilbao 13118 → 13200)", () => {
  beforeEach(() => {
    fixtures.clock = RENFE_NOW;
  });

  it('answers the next two hours of trains: horaSalidaReal where given (delay against horaSalida), else horaSalida', async () => {
    const answer = answerOf(
      await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL }),
    );
    expect(answer.issues).toEqual([]);
    expect(answer.departures.map((row) => [row.lineNumber, row.predictedEpochMs, row.delaySec])).toEqual([
      ['C3', at('2025-10-23T15:45:00+02:00'), 120],
      ['C3', at('2025-10-23T15:52:00+02:00'), -60],
      ['C3', at('2025-10-23T16:21:00+02:00'), 60],
      ['C3', at('2025-10-23T16:37:00+02:00'), 0],
      ['C3', at('2025-10-23T16:50:00+02:00'), 0],
      ['C3', at('2025-10-23T17:11:00+02:00'), undefined],
      ['C3', at('2025-10-23T17:25:00+02:00'), 0],
    ]);
    expect(answer.departures[0]).toMatchObject({
      destination: 'BILBAO-ABANDO',
      upstreamStopId: '13118',
      scheduledEpochMs: at('2025-10-23T15:43:00+02:00'),
      platform: undefined,
    });
  });

  it('asks with nucleo, origen, destino, fchaViaje (Madrid day) and tiempoReal', async () => {
    const before = fixtures.server.requests.length;
    answerOf(await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL }));
    const [sent] = fixtures.server.requests.slice(before);
    expect(sent?.url).toBe('/renfe/cer/HorariosServlet');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      nucleo: '10',
      origen: '13118',
      destino: '13200',
      fchaViaje: '20251023',
      tiempoReal: true,
    });
  });

  it('decodes the answer as Latin-1 unless it says UTF-8', async () => {
    const body = (name: string) => `{"horario":[{"linea":"C3","horaSalida":"15:43","destino":"${name}"}]}`;
    const latin1 = Uint8Array.from(Buffer.from(body('ALCALÁ'), 'latin1'));
    fixtures.server.inject('renfe.horarios', {
      kind: 'reply',
      contentType: 'application/json',
      body: latin1,
    });
    expect(
      answerOf(await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL })).departures,
    ).toHaveLength(1);
    fixtures.server.inject('renfe.horarios', {
      kind: 'reply',
      contentType: 'application/json; charset=utf-8',
      body: body('ALCALÁ'),
    });
    expect(
      answerOf(await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL })).departures,
    ).toHaveLength(1);
  });

  it('reads hours past 24, and a real time past midnight, as the next morning', async () => {
    fixtures.clock = at('2025-10-23T23:50:00+02:00');
    fixtures.server.inject('renfe.horarios', {
      kind: 'reply',
      body:
        '{"horario":[{"linea":"C3","horaSalida":"24:10"},{"linea":"C3","horaSalida":"bad"},' +
        '{"linea":"C3","horaSalida":"23:58","horaSalidaReal":"00:02"}]}',
    });
    const answer = answerOf(
      await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL }),
    );
    expect(answer.departures.map((row) => [row.predictedEpochMs, row.delaySec])).toEqual([
      // 23:58 running 4 minutes late: 00:02 the next morning, not the morning before.
      [at('2025-10-24T00:02:00+02:00'), 240],
      [at('2025-10-24T00:10:00+02:00'), undefined],
    ]);
    expect(answer.issues.map((issue) => issue.code)).toEqual(['UPSTREAM_ROW_INVALID']);
  });

  it('asks towards each terminus; a train met towards two is one row, towards the one it reaches last (constructed)', async () => {
    // Constructed Renfe answers (fixtures/constructed/renfe): Sol 18101 towards Chamartín 17000 and Alcobendas 19003.
    const source = cercaniasSource(
      { adif: false, renfe: true },
      {
        stationCodesByStop: { '5-122': '18101' },
        stationNamesByCode: {
          '17000': 'MADRID CHAMARTÍN-CLARA CAMPOAMOR',
          '19003': 'ALCOBENDAS-S.S. DE LOS REYES',
        },
        renfe: { baseUrl: fixtures.server.renfeBaseUrl, destinationsByStop: { '5-122': ['17000', '19003'] } },
      },
    );
    const answer = answerOf(await source.departures({ stopCode: SOL }));
    expect(answer.issues).toEqual([]);
    expect(
      answer.departures.map((row) => [row.lineNumber, row.destination, row.predictedEpochMs, row.delaySec]),
    ).toEqual([
      ['C4a', 'ALCOBENDAS-S.S. DE LOS REYES', at('2025-10-23T15:42:00+02:00'), 120],
      ['C3', 'MADRID CHAMARTÍN-CLARA CAMPOAMOR', at('2025-10-23T15:44:00+02:00'), undefined],
    ]);
  });

  it('a destination that fails is told in an issue while the others answer', async () => {
    const source = cercaniasSource(
      { adif: false, renfe: true },
      {
        renfe: { baseUrl: fixtures.server.renfeBaseUrl, destinationsByStop: { '5-122': ['13200', '13999'] } },
      },
    );
    const answer = answerOf(await source.departures({ stopCode: SOL }));
    expect(answer.departures).toHaveLength(7);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_PART_FAILED',
        message: expect.stringContaining('Renfe towards 13999 failed: UPSTREAM_HTTP_ERROR') as string,
      },
    ]);
  });
});

describe('Cercanías: ADIF first, Renfe when ADIF fails', () => {
  beforeEach(() => {
    fixtures.clock = RENFE_NOW;
  });

  it.each([
    ['HTTP 500', { kind: 'status', status: 500 }, 'UPSTREAM_HTTP_ERROR'],
    ['refused keys', { kind: 'expiredToken' }, 'UPSTREAM_AUTH_FAILED'],
    ['garbage', { kind: 'garbage' }, 'UPSTREAM_PAYLOAD_INVALID'],
    ['the rate limit', { kind: 'rateLimited' }, 'UPSTREAM_RATE_LIMITED'],
  ] as const)(
    'ADIF failing with %s answers from Renfe, with an issue naming ADIF’s code',
    async (_, fault, code) => {
      fixtures.server.inject('adif.departures', fault);
      const answer = answerOf(
        await cercaniasSource({ adif: true, renfe: true }).departures({ stopCode: SOL }),
      );
      expect(answer.departures).toHaveLength(7);
      expect(answer.issues).toEqual([
        { code: 'UPSTREAM_PART_FAILED', message: expect.stringContaining(`ADIF failed (${code}`) as string },
      ]);
    },
  );

  it('ADIF hanging past its share of the timeout answers from Renfe within the source timeout', async () => {
    fixtures.server.inject('adif.departures', { kind: 'hang' });
    const source = cercaniasSource(
      { adif: true, renfe: true },
      { adif: { baseUrl: fixtures.server.adifBaseUrl, ...FIXTURE_ADIF_KEYS, timeoutMs: 200 } },
    );
    const answer = answerOf(await source.departures({ stopCode: SOL }));
    expect(answer.departures).toHaveLength(7);
    expect(answer.issues[0]?.message).toContain('ADIF failed (UPSTREAM_TIMEOUT');
  });

  it('ADIF unconfigured: Renfe alone answers', async () => {
    const before = fixtures.server.requestsTo('adif.departures').length;
    const answer = answerOf(
      await cercaniasSource({ adif: false, renfe: true }).departures({ stopCode: SOL }),
    );
    expect(answer.departures).toHaveLength(7);
    expect(fixtures.server.requestsTo('adif.departures')).toHaveLength(before);
  });

  it("both failing is ADIF's error", async () => {
    fixtures.server.inject('adif.departures', { kind: 'status', status: 503 });
    fixtures.server.inject('renfe.horarios', { kind: 'status', status: 500 });
    const error = errorOf(
      await cercaniasSource({ adif: true, renfe: true }).departures({ stopCode: SOL }),
      'UPSTREAM_HTTP_ERROR',
    );
    expect(error.httpStatus).toBe(503);
  });

  it('a caller giving up while ADIF hangs is UPSTREAM_ABORTED, and Renfe is not asked', async () => {
    fixtures.server.inject('adif.departures', { kind: 'hang' });
    const before = fixtures.server.requestsTo('renfe.horarios').length;
    const controller = new AbortController();
    const pending = cercaniasSource({ adif: true, renfe: true }).departures(
      { stopCode: SOL },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 50);
    errorOf(await pending, 'UPSTREAM_ABORTED');
    expect(fixtures.server.requestsTo('renfe.horarios')).toHaveLength(before);
  });
});

describe('Cercanías: configuration and stations', () => {
  it('is not configured without station codes, or without ADIF keys and Renfe', async () => {
    const noStations = cercaniasConfigSchema.parse({
      adif: { baseUrl: fixtures.server.adifBaseUrl, ...FIXTURE_ADIF_KEYS },
    });
    const source = resilientSource(createCercaniasAdapter(noStations), noStations);
    expect(source.state()).toBe('notConfigured');
    errorOf(await source.departures({ stopCode: SOL }), 'UPSTREAM_NOT_CONFIGURED');
    const noKeys = cercaniasConfigSchema.parse({
      stationCodesByStop: { '5-122': '18101' },
      adif: { baseUrl: fixtures.server.adifBaseUrl },
    });
    expect(createCercaniasAdapter(noKeys).isConfigured).toBe(false);
    await expect(
      createCercaniasAdapter(noKeys).fetchDepartures({ stopCode: SOL }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' });
  });

  it('serves the stations of its code map only (with Renfe alone, those with destinations)', async () => {
    const adif = cercaniasSource({ adif: true, renfe: false });
    expect(adif.servesStop(SOL)).toBe(true);
    expect(adif.servesStop(stop('5-11'))).toBe(false);
    errorOf(await adif.departures({ stopCode: stop('5-11') }), 'UPSTREAM_STOP_NOT_SERVED');
    const renfe = cercaniasSource(
      { adif: false, renfe: true },
      { stationCodesByStop: { '5-122': '13118', '5-11': '18000' } },
    );
    expect(renfe.servesStop(stop('5-11'))).toBe(false);
    await expect(
      createCercaniasAdapter(
        cercaniasConfigFor(
          fixtures.server,
          { adif: false, renfe: true },
          { stationCodesByStop: { '5-122': '13118', '5-11': '18000' } },
        ),
      ).fetchDepartures({ stopCode: stop('5-11') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_STOP_NOT_SERVED' });
  });
});

describe('ADIF request signing (the documented scheme, adifSigning.ts)', () => {
  it('matches a signature computed independently (Python hmac/hashlib) for fixed inputs', () => {
    const headers = signAdifRequest({
      accessKey: 'access-key',
      secretKey: 'secret-key',
      client: 'AndroidElcanoApp',
      userId: 'transit',
      host: 'circulacion.example.org',
      method: 'POST',
      path: '/portroyalmanager/secure/circulationpaths/departures/traffictype/',
      body: '{"stationCode":"18101","trafficType":"CERCANIAS","page":{"pageNumber":0}}',
      epochMs: at('2025-03-12T07:30:00Z'),
    });
    expect(headers['X-Elcano-Date']).toBe('20250312T073000Z');
    expect(headers['Authorization']).toBe(
      'HMAC-SHA256 Credential=access-key/20250312/AndroidElcanoApp/transit/HMAC-SHA256,' +
        'SignedHeaders=content-type;x-elcano-client;x-elcano-date;x-elcano-host;x-elcano-userid,' +
        'Signature=7ef45dcbe72d6f9af88ec674c93adf3238660ec957eaab0e7875fd86b5c0b852',
    );
  });
});

describe("Cercanías stations from CRTM's Train_stations.csv and Train_itineraries.csv", () => {
  const tables = path.resolve(
    import.meta.dirname,
    '../../../../cities/madrid/data/crtm-open-data-tables-20260529',
  );
  const read = (file: string) => readFileSync(path.join(tables, file), 'utf8');

  it('gives Sol (5-122) ADIF/Renfe code 18101 and Atocha (5-11) 18000, and the termini of their lines', () => {
    const result = cercaniasStationsFromTables(read('Train_stations.csv'), read('Train_itineraries.csv'));
    if (!result.ok) return expect.fail(result.error.message);
    expect(result.value.stationCodesByStop['5-122']).toBe('18101');
    expect(result.value.stationCodesByStop['5-11']).toBe('18000');
    expect(Object.keys(result.value.stationCodesByStop)).toHaveLength(111);
    // Sol is on C-3 (Aranjuez ↔ Chamartín) and C-4 (Parla ↔ Alcobendas / Colmenar Viejo).
    expect(result.value.destinationsByStop['5-122']).toEqual(['17000', '17005', '19003', '37012', '60200']);
    expect(result.value.stationNamesByCode['18101']).toBe('SOL');
    // The parsed tables are a valid config.
    expect(
      cercaniasConfigSchema.safeParse({
        stationCodesByStop: result.value.stationCodesByStop,
        stationNamesByCode: result.value.stationNamesByCode,
        renfe: { destinationsByStop: result.value.destinationsByStop },
      }).success,
    ).toBe(true);
  });

  it('a table that is not CSV or lacks a column is UPSTREAM_CONFIG_INVALID', () => {
    const noCode = cercaniasStationsFromTables('IDESTACION,CODIGOESTACION\n5_1,1\n', '');
    expect(noCode.ok ? undefined : noCode.error.code).toBe('UPSTREAM_CONFIG_INVALID');
    const notCsv = cercaniasStationsFromTables(read('Train_stations.csv'), 'a,"b\n1');
    expect(notCsv.ok ? undefined : notCsv.error.message).toMatch(/Train_itineraries.csv is not CSV/);
  });
});
