import { describe, expect, it } from 'vitest';
import { metroConfigSchema, type RealtimeConfigInput } from '../config';
import { resilientSource } from '../resilience';
import type { LiveSource } from '../source';
import { answerOf, at, errorOf, metroConfigFor, setUpFixtureServer, stop } from '../testSupport';
import { createMetroAdapter } from './metroSource';

/*
 * No public recording of Metro de Madrid's teleindicadores exists: every answer here is CONSTRUCTED from the
 * documented fields (fixtures/constructed/metro, see fixtures/SOURCES.md), and each test says so.
 */

/** The moment the constructed predictions are read at: 08:30:00 in Madrid, 12 March 2025 (UTC+1). */
const NOW = at('2025-03-12T08:30:00+01:00');
const MINUTE_MS = 60_000;

const fixtures = setUpFixtureServer(NOW);

function metroSource(input: RealtimeConfigInput['metro'] = {}): LiveSource {
  return fixtures.source(createMetroAdapter, metroConfigFor(fixtures.server, input));
}

describe('Metro de Madrid teleindicadores at Sol (4-12), constructed answers', () => {
  it("asks Sol's three displays (0112, 0208, 0306) and answers their trains soonest first (constructed)", async () => {
    const before = fixtures.server.requests.length;
    const answer = answerOf(await metroSource().departures({ stopCode: stop('4-12') }));
    expect(
      fixtures.server.requests
        .slice(before)
        .map((request) => request.url)
        .sort(),
    ).toEqual([
      '/metro/servicios/rest/teleindicadores/0112',
      '/metro/servicios/rest/teleindicadores/0208',
      '/metro/servicios/rest/teleindicadores/0306',
    ]);
    expect(answer.issues).toEqual([]);
    expect(
      answer.departures.map((row) => [row.lineNumber, row.platform, row.destination, row.predictedEpochMs]),
    ).toEqual([
      ['3', '1', 'Villaverde Alto', at('2025-03-12T08:31:00+01:00')],
      ['1', '1', 'Valdecarros', at('2025-03-12T08:31:30+01:00')],
      ['2', '1', 'Las Rosas', at('2025-03-12T08:32:45+01:00')],
      ['1', '2', 'Pinar de Chamartín', at('2025-03-12T08:33:30+01:00')],
      ['1', '1', 'Valdecarros', at('2025-03-12T08:36:30+01:00')],
      ['3', '1', 'Villaverde Alto', at('2025-03-12T08:38:00+01:00')],
      ['2', '1', 'Las Rosas', at('2025-03-12T08:38:45+01:00')],
      ['2', '2', 'Cuatro Caminos', null],
    ]);
    expect(answer.departures[0]).toMatchObject({
      source: 'metro',
      stopCode: '4-12',
      upstreamStopId: '0306',
      dataEpochMs: at('2025-03-12T08:26:00+01:00'),
      distanceM: undefined,
      tripId: undefined,
    });
    expect(answer.dataEpochMs).toBe(at('2025-03-12T08:29:45+01:00'));
  });

  it("corrects the minutes for the prediction's age: 5 min said 4 min ago is 1 min from now (constructed)", async () => {
    const answer = answerOf(await metroSource().departures({ stopCode: stop('4-12') }));
    const line3 = answer.departures.find((row) => row.lineNumber === '3');
    expect(line3?.isEstimate).toBe(true);
    expect((line3?.predictedEpochMs ?? 0) - NOW).toBe(1 * MINUTE_MS);
  });

  it('reads unknown minutes (null, "", {"@nil":"true"}) as unknown, never as 0 (constructed)', async () => {
    const answer = answerOf(await metroSource().departures({ stopCode: stop('4-12') }));
    // Line 2 towards Cuatro Caminos: proximo null, siguiente "": one row with no estimate.
    expect(answer.departures.filter((row) => row.destination === 'Cuatro Caminos')).toEqual([
      expect.objectContaining({ isEstimate: false, predictedEpochMs: null }),
    ]);
    // Line 1 towards Pinar de Chamartín: siguiente {"@nil":"true"}: only its next train.
    expect(answer.departures.filter((row) => row.destination === 'Pinar de Chamartín')).toHaveLength(1);
    expect(
      answer.departures.every((row) => row.predictedEpochMs === null || row.predictedEpochMs > NOW),
    ).toBe(true);
  });

  it('leaves out a train its own prediction says has left, and says so (constructed)', async () => {
    fixtures.clock = at('2025-03-12T08:33:00+01:00');
    const answer = answerOf(await metroSource().departures({ stopCode: stop('4-12') }));
    expect(answer.departures.map((row) => row.predictedEpochMs)).not.toContain(
      at('2025-03-12T08:31:00+01:00'),
    );
    expect(answer.departures.map((row) => row.predictedEpochMs)).toContain(at('2025-03-12T08:32:45+01:00'));
    expect(answer.issues).toEqual([
      { code: 'UPSTREAM_PREDICTION_PASSED', message: expect.stringContaining('2 row(s)') as string },
    ]);
  });

  it('partial data: a row without its line is left out and told, the others come through (constructed)', async () => {
    const source = metroSource({ companyCodesByStop: { '4-12': ['0112'] } });
    fixtures.server.inject('metro.teleindicadores', {
      kind: 'fixture',
      file: 'constructed/metro/teleindicadores-0112-partial.constructed.json',
    });
    const answer = answerOf(await source.departures({ stopCode: stop('4-12') }));
    expect(answer.departures.map((row) => row.destination)).toEqual(['Valdecarros', 'Valdecarros']);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_ROW_INVALID',
        message: expect.stringContaining('1 of 2 rows of display 0112') as string,
      },
    ]);
  });

  it('a display that fails leaves the others answering, with an issue naming it (constructed)', async () => {
    const source = metroSource({ companyCodesByStop: { '4-12': ['0112', '9999'] } });
    const answer = answerOf(await source.departures({ stopCode: stop('4-12') }));
    expect(answer.departures.map((row) => row.upstreamStopId)).toEqual(['0112', '0112', '0112']);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_PART_FAILED',
        message: expect.stringContaining('display 9999 failed: UPSTREAM_HTTP_ERROR') as string,
      },
    ]);
  });

  it("the station fails when every display does, with the first display's error", async () => {
    fixtures.server.inject('metro.teleindicadores', { kind: 'status', status: 503 }, 3);
    const error = errorOf(await metroSource().departures({ stopCode: stop('4-12') }), 'UPSTREAM_HTTP_ERROR');
    expect(error.httpStatus).toBe(503);
  });

  it('an answer without Vtelindicadores is UPSTREAM_PAYLOAD_INVALID; a null list is no trains', async () => {
    const source = metroSource({ companyCodesByStop: { '4-12': ['0112'] } });
    fixtures.server.inject('metro.teleindicadores', { kind: 'reply', body: '{"rows":[]}' });
    errorOf(await source.departures({ stopCode: stop('4-12') }), 'UPSTREAM_PAYLOAD_INVALID');
    fixtures.server.inject('metro.teleindicadores', { kind: 'reply', body: '{"Vtelindicadores":null}' });
    expect(answerOf(await source.departures({ stopCode: stop('4-12') })).departures).toEqual([]);
  });
});

describe('Metro de Madrid teleindicadores: configuration', () => {
  it('serves the stations of its display-code map only', async () => {
    const source = metroSource();
    expect(source.servesStop(stop('4-12'))).toBe(true);
    expect(source.servesStop(stop('4-1'))).toBe(false);
    errorOf(await source.departures({ stopCode: stop('4-1') }), 'UPSTREAM_STOP_NOT_SERVED');
  });

  it('without a base URL reports UPSTREAM_NOT_CONFIGURED', async () => {
    const config = metroConfigSchema.parse({ companyCodesByStop: { '4-12': ['0112'] } });
    const source = resilientSource(createMetroAdapter(config), config);
    expect(source.state()).toBe('notConfigured');
    errorOf(await source.departures({ stopCode: stop('4-12') }), 'UPSTREAM_NOT_CONFIGURED');
    await expect(
      createMetroAdapter(config).fetchDepartures({ stopCode: stop('4-12') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' });
  });

  it('a bare adapter asked for a station it has no codes for throws UPSTREAM_STOP_NOT_SERVED', async () => {
    const adapter = createMetroAdapter(metroConfigFor(fixtures.server));
    await expect(
      adapter.fetchDepartures({ stopCode: stop('4-1') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_STOP_NOT_SERVED' });
  });
});
