import gtfsRealtime from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { mtaConfigSchema } from '../config';
import { resilientSource } from '../resilience';
import type { LiveSource } from '../source';
import { type MtaRecording } from '../testing/fixtureServer';
import { answerOf, errorOf, mtaConfigFor, setUpFixtureServer, stop } from '../testSupport';
import { createMtaAdapter, platformOf } from './mtaSource';

const { FeedMessage } = gtfsRealtime.transit_realtime;

/** The recordings' header timestamps (fixtures/SOURCES.md), epoch milliseconds. */
const A_DIVISION_AT = 1_637_960_185_000; // 2021-11-26 20:56:25 UTC
const B_DIVISION_AT = 1_637_960_243_000; // 2021-11-26 20:57:23 UTC
const SHAPE_0_AT = 1_701_436_987_000; // 2023-12-01 13:23:07 UTC

/** NYC's stations as the product codes them: numeric stop_ids keep their number, others get one (codes.json). */
const STATIONS = {
  '4-127': ['127'], // Times Sq-42 St (1, 2, 3)
  '4-101': ['101'], // Van Cortlandt Park-242 St (1), a terminus
  '4-635': ['635'], // 14 St-Union Sq (4, 5, 6)
  '4-923': ['A27'], // 42 St-Port Authority Bus Terminal (A, C, E): codes.json gives A27 the number 923
};

const fixtures = setUpFixtureServer(A_DIVISION_AT);

function mtaSource(
  recordings: readonly MtaRecording[],
  input: { readonly apiKey?: string } = {},
): LiveSource {
  return fixtures.source(createMtaAdapter, mtaConfigFor(fixtures.server, recordings, STATIONS, input));
}

/** A GTFS-realtime feed built in the test (CONSTRUCTED, not recorded), encoded as the wire carries it. */
function constructedFeed(entity: unknown[]): Uint8Array {
  return FeedMessage.encode(
    FeedMessage.fromObject({
      header: { gtfsRealtimeVersion: '2.0', timestamp: A_DIVISION_AT / 1000 },
      entity,
    }),
  ).finish();
}

describe('MTA GTFS-realtime, recorded feeds', () => {
  it('Times Sq-42 St (127) from a_division: the next 1, 2 and 3 trains with trip ids and N/S platforms', async () => {
    const answer = answerOf(await mtaSource(['a_division']).departures({ stopCode: stop('4-127') }));
    expect(answer.issues).toEqual([]);
    expect(answer.departures).toHaveLength(69);
    expect(
      answer.departures
        .slice(0, 4)
        .map((row) => [row.lineNumber, row.tripId, row.platform, row.upstreamStopId, row.predictedEpochMs]),
    ).toEqual([
      ['3', '093800_3..S01R', 'S', '127S', 1_637_960_175_000],
      ['1', '091900_1..S03R', 'S', '127S', 1_637_960_177_000],
      ['2', '092150_2..N01R', 'N', '127N', 1_637_960_266_000],
      ['2', '090550_2..S01R', 'S', '127S', 1_637_960_384_000],
    ]);
    expect(answer.departures[0]).toMatchObject({
      source: 'mta',
      stopCode: '4-127',
      isEstimate: true,
      destination: undefined,
      directionId: undefined,
      dataEpochMs: A_DIVISION_AT,
    });
    expect(new Set(answer.departures.map((row) => row.lineNumber))).toEqual(new Set(['1', '2', '3']));
    expect(answer.dataEpochMs).toBe(A_DIVISION_AT);
    // a_division's one alert ("Train delayed") names nothing, so it concerns no station.
    expect(answer.alerts).toEqual([]);
  });

  it('42 St-Port Authority (A27) reads its A, C and E trains from b_division beside a_division', async () => {
    fixtures.clock = B_DIVISION_AT;
    const answer = answerOf(
      await mtaSource(['a_division', 'b_division']).departures({ stopCode: stop('4-923') }),
    );
    expect(answer.departures.slice(0, 3).map((row) => [row.lineNumber, row.tripId, row.platform])).toEqual([
      ['E', '094266_E..N', 'N'],
      ['A', '093200_A..S', 'S'],
      ['E', '091981_E..S', 'S'],
    ]);
    expect(new Set(answer.departures.map((row) => row.lineNumber))).toEqual(new Set(['A', 'C', 'E']));
  });

  it('the stop a trip ends at is no departure: at Van Cortlandt Park only southbound trains leave', async () => {
    const answer = answerOf(await mtaSource(['a_division']).departures({ stopCode: stop('4-101') }));
    expect(answer.departures.length).toBeGreaterThan(0);
    expect(answer.departures.every((row) => row.platform === 'S')).toBe(true);
  });

  it("an alert naming a trip with a row at the station comes with it: 14 St-Union Sq's delayed 6 train", async () => {
    fixtures.clock = SHAPE_0_AT;
    const answer = answerOf(
      await mtaSource(['2_train_with_0_shape']).departures({ stopCode: stop('4-635') }),
    );
    expect(answer.departures.find((row) => row.tripId === '049950_6..N01R')).toMatchObject({
      lineNumber: '6',
      platform: 'N',
      predictedEpochMs: 1_701_437_439_000,
    });
    expect(answer.alerts).toEqual([
      {
        source: 'mta',
        id: '000559',
        texts: [{ language: undefined, title: 'Train delayed', description: undefined }],
        periods: [],
        lineNumbers: ['6'],
        tripIds: ['049950_6..N01R'],
      },
    ]);
  });

  it('leaves out trains predicted long before the feed was read (stale predictions), and says so', async () => {
    fixtures.clock = SHAPE_0_AT;
    const answer = answerOf(
      await mtaSource(['2_train_with_0_shape']).departures({ stopCode: stop('4-635') }),
    );
    // 047200_6..N01R was predicted at 635N at 12:59:30 UTC, 24 minutes before the feed's 13:23:07.
    expect(answer.departures.map((row) => row.tripId)).not.toContain('047200_6..N01R');
    expect(answer.issues).toEqual([
      { code: 'UPSTREAM_PREDICTION_PASSED', message: expect.stringContaining('mta: 3 row(s)') as string },
    ]);
    expect(answer.departures.every((row) => (row.predictedEpochMs ?? Infinity) >= SHAPE_0_AT - 60_000)).toBe(
      true,
    );
  });

  it('a feed that fails leaves the others answering, with an issue naming it', async () => {
    const config = mtaConfigSchema.parse({
      feeds: [
        { id: 'a_division', url: fixtures.server.mtaFeedUrl('a_division') },
        { id: 'gone', url: `${fixtures.server.origin}/mta/gone` },
      ],
      stopIdsByCode: STATIONS,
    });
    const answer = answerOf(
      await fixtures.source(createMtaAdapter, config).departures({
        stopCode: stop('4-127'),
      }),
    );
    expect(answer.departures).toHaveLength(69);
    expect(answer.issues).toEqual([
      {
        code: 'UPSTREAM_PART_FAILED',
        message: expect.stringContaining('feed gone failed: UPSTREAM_HTTP_ERROR') as string,
      },
    ]);
  });

  it('sends the API key as x-api-key when one is configured', async () => {
    const before = fixtures.server.requests.length;
    answerOf(
      await mtaSource(['a_division'], { apiKey: 'fixture-key' }).departures({ stopCode: stop('4-127') }),
    );
    expect(fixtures.server.requests[before]?.headers['x-api-key']).toBe('fixture-key');
  });
});

describe('MTA GTFS-realtime, constructed feeds', () => {
  const trip = (tripId: string, routeId: string | undefined, stopTimeUpdate: unknown[], extra = {}) => ({
    id: tripId,
    tripUpdate: { trip: { tripId, routeId, ...extra }, stopTimeUpdate },
  });
  const at127 = (seconds: number, extra = {}) => ({
    stopId: '127N',
    arrival: { time: seconds, delay: 60 },
    departure: { time: seconds },
    ...extra,
  });
  const now = A_DIVISION_AT / 1000;

  async function answerFor(entity: unknown[]) {
    fixtures.server.inject('mta.feed', {
      kind: 'reply',
      contentType: 'application/octet-stream',
      body: constructedFeed(entity),
    });
    return mtaSource(['a_division']).departures({ stopCode: stop('4-127') });
  }

  it('partial data: a trip update without its route is left out and told, the others come through (constructed)', async () => {
    const answer = answerOf(
      await answerFor([
        trip('T1', '1', [at127(now + 60), { stopId: '128N', arrival: { time: now + 120 } }]),
        trip('T2', undefined, [at127(now + 90), { stopId: '128N', arrival: { time: now + 150 } }]),
      ]),
    );
    expect(answer.departures.map((row) => [row.tripId, row.delaySec, row.directionId])).toEqual([
      ['T1', 60, undefined],
    ]);
    expect(answer.issues).toEqual([
      { code: 'UPSTREAM_ROW_INVALID', message: expect.stringContaining('1 of 2 trip updates') as string },
    ]);
  });

  it('NO_DATA is a row with no estimate; SKIPPED stops and CANCELED trips give none (constructed)', async () => {
    const later = { stopId: '128N', arrival: { time: now + 600 } };
    const answer = answerOf(
      await answerFor([
        trip('NODATA', '1', [{ stopId: '127N', scheduleRelationship: 'NO_DATA' }, later], { directionId: 0 }),
        trip('SKIP', '2', [at127(now + 120, { scheduleRelationship: 'SKIPPED' }), later]),
        trip('GONE', '3', [at127(now + 180), later], { scheduleRelationship: 'CANCELED' }),
        trip('RUNS', '3', [at127(now + 240), later]),
      ]),
    );
    expect(answer.departures.map((row) => [row.tripId, row.isEstimate, row.directionId])).toEqual([
      ['RUNS', true, undefined],
      ['NODATA', false, 0],
    ]);
  });

  it('an alert is read with each translation, its period, and the route it names (constructed)', async () => {
    const answer = answerOf(
      await answerFor([
        trip('T1', '1', [at127(now + 60), { stopId: '128N', arrival: { time: now + 120 } }]),
        {
          id: 'route-alert',
          alert: {
            activePeriod: [{ start: now - 3600, end: now + 3600 }],
            informedEntity: [{ routeId: '1' }],
            headerText: {
              translation: [
                { text: 'Delays on the 1', language: 'en' },
                { text: 'Retrasos en el 1', language: 'es' },
              ],
            },
            descriptionText: { translation: [{ text: 'Signal problems at 96 St.', language: 'en' }] },
          },
        },
        {
          id: 'station-alert',
          alert: {
            informedEntity: [{ stopId: '127' }],
            headerText: { translation: [{ text: 'Elevator out' }] },
          },
        },
        {
          id: 'other-route',
          alert: { informedEntity: [{ routeId: 'L' }], headerText: { translation: [{ text: 'L' }] } },
        },
        { id: 'no-text', alert: { informedEntity: [{ routeId: '1' }] } },
      ]),
    );
    expect(answer.alerts).toEqual([
      {
        source: 'mta',
        id: 'route-alert',
        texts: [
          { language: 'en', title: 'Delays on the 1', description: 'Signal problems at 96 St.' },
          { language: 'es', title: 'Retrasos en el 1', description: undefined },
        ],
        periods: [{ startEpochMs: (now - 3600) * 1000, endEpochMs: (now + 3600) * 1000 }],
        lineNumbers: ['1'],
        tripIds: [],
      },
      expect.objectContaining({
        id: 'station-alert',
        texts: [expect.objectContaining({ title: 'Elevator out' })],
      }),
    ]);
  });

  it('a feed that decodes but is not GTFS-realtime (no header) is UPSTREAM_PAYLOAD_INVALID (constructed)', async () => {
    fixtures.server.inject('mta.feed', {
      kind: 'reply',
      contentType: 'application/octet-stream',
      body: new Uint8Array(),
    });
    errorOf(
      await mtaSource(['a_division']).departures({ stopCode: stop('4-127') }),
      'UPSTREAM_PAYLOAD_INVALID',
    );
  });
});

describe('MTA GTFS-realtime: stations and configuration', () => {
  it("matches a station's own stop_id and its platforms, not a longer number", () => {
    expect(platformOf('127', ['127'])).toBe('');
    expect(platformOf('127N', ['127'])).toBe('N');
    expect(platformOf('A27S', ['A27'])).toBe('S');
    expect(platformOf('1270', ['127'])).toBeUndefined();
    expect(platformOf('128N', ['127'])).toBeUndefined();
  });

  it('serves the stations of its stop-id map only', async () => {
    const source = mtaSource(['a_division']);
    expect(source.servesStop(stop('4-127'))).toBe(true);
    expect(source.servesStop(stop('4-999'))).toBe(false);
    errorOf(await source.departures({ stopCode: stop('4-999') }), 'UPSTREAM_STOP_NOT_SERVED');
    await expect(
      createMtaAdapter(mtaConfigFor(fixtures.server, ['a_division'], STATIONS)).fetchDepartures(
        { stopCode: stop('4-999') },
        new AbortController().signal,
      ),
    ).rejects.toMatchObject({ code: 'UPSTREAM_STOP_NOT_SERVED' });
  });

  it('without feeds reports UPSTREAM_NOT_CONFIGURED', async () => {
    const config = mtaConfigSchema.parse({ stopIdsByCode: STATIONS });
    expect(resilientSource(createMtaAdapter(config), config).state()).toBe('notConfigured');
    await expect(
      createMtaAdapter(config).fetchDepartures({ stopCode: stop('4-127') }, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' });
  });
});
