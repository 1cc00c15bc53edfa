import type { Arrival } from '@transit/api-contract';
import { parseStopCode, unwrap } from '@transit/core';
import { formatZonedDateTime } from '@transit/network';
import {
  createLiveSources,
  type LiveAnswer,
  type LiveDeparture,
  parseRealtimeConfig,
} from '@transit/realtime';
import { startFixtureServer } from '@transit/realtime/testing';
import { describe, expect, it } from 'vitest';
import {
  mapAlerts,
  mergeLiveArrivals,
  type MergeOptions,
  normaliseLineNumber,
  sameDestination,
  STALE_AGE_MS,
} from './merge';

const NEW_YORK = 'America/New_York';
const MADRID = 'Europe/Madrid';

function scheduled(fields: Partial<Arrival> & { epochMs: number; timeZone: string }): Arrival {
  const { epochMs, timeZone, ...rest } = fields;
  return {
    lineCode: '4-1',
    lineNumber: '1',
    colour: null,
    textColour: null,
    transportTypeCode: 4,
    destination: 'Somewhere',
    direction: 0,
    platform: null,
    tripId: null,
    departureTime: formatZonedDateTime(epochMs, timeZone),
    minutes: 0,
    isRealtime: false,
    source: 'schedule',
    isApproximate: false,
    status: 'scheduled',
    ...rest,
  };
}

const options = (atEpochMs: number, timeZone: string, nowEpochMs = atEpochMs): MergeOptions => ({
  atEpochMs,
  nowEpochMs,
  limit: 60,
  windowMinutes: 120,
  timeZone,
  lines: [
    { lineCode: '5-3', lineNumber: 'C3', colour: '#7F6EB0', textColour: '#FFFFFF', transportTypeCode: 5 },
  ],
  transportTypeCode: 4,
});

describe("the merge on the MTA's recorded feed (a_division, 2021-11-26)", () => {
  it('matches a live row to its timetabled trip by trip id (the static id ends with the feed’s)', async () => {
    const server = await startFixtureServer();
    try {
      const fetchedAt = Date.parse('2021-11-26T20:56:30Z');
      const config = unwrap(
        parseRealtimeConfig({
          mta: {
            feeds: [{ id: 'a_division', url: server.mtaFeedUrl('a_division') }],
            stopIdsByCode: { '4-127': ['127'] },
          },
        }),
      );
      const answer = unwrap(
        await createLiveSources(config, { now: () => fetchedAt }).mta.departures({
          stopCode: unwrap(parseStopCode('4-127')),
        }),
      );
      const row = answer.departures.find(
        (departure): departure is LiveDeparture & { isEstimate: true; predictedEpochMs: number } =>
          departure.isEstimate && departure.tripId !== undefined,
      );
      expect(row).toBeDefined();
      if (row === undefined || row.tripId === undefined) return;
      // The timetable's trip of that train, with a static trip_id as NYCT's GTFS writes it (constructed around the
      // recorded id), two minutes earlier than predicted and with another headsign: the trip id decides.
      const trip = scheduled({
        lineNumber: row.lineNumber,
        tripId: `AFA21GEN-1037-Weekday-00_${row.tripId}`,
        destination: 'Not the live text',
        direction: 1,
        epochMs: row.predictedEpochMs - 120_000,
        timeZone: NEW_YORK,
      });
      const merged = mergeLiveArrivals([trip], [{ source: 'mta', answer }], {
        ...options(fetchedAt, NEW_YORK),
        limit: 200,
        windowMinutes: 1440,
      });
      const matched = merged.find((arrival) => arrival.tripId === trip.tripId);
      expect(matched).toMatchObject({
        status: 'live',
        source: 'live',
        isRealtime: true,
        liveSource: 'mta',
        departureTime: formatZonedDateTime(row.predictedEpochMs, NEW_YORK),
        scheduledTime: trip.departureTime,
      });
      // Each other live row is added on its own, with no trip.
      const estimates = answer.departures.filter((departure) => departure.isEstimate).length;
      expect(merged.filter((arrival) => arrival.source === 'live')).toHaveLength(estimates);
    } finally {
      await server.close();
    }
  });
});

function liveAnswer(departures: LiveDeparture[], fetchedEpochMs: number): LiveAnswer {
  return {
    source: 'emt',
    stopCode: unwrap(parseStopCode('72')),
    departures,
    alerts: [],
    fetchedEpochMs,
    dataEpochMs: fetchedEpochMs,
    issues: [],
  };
}

function liveRow(fields: Partial<LiveDeparture> & { predictedEpochMs: number | null }): LiveDeparture {
  const common = {
    source: 'emt' as const,
    stopCode: unwrap(parseStopCode('72')),
    upstreamStopId: '72',
    lineNumber: '27',
    destination: undefined,
    directionId: undefined,
    platform: undefined,
    distanceM: undefined,
    tripId: undefined,
    delaySec: undefined,
    dataEpochMs: undefined,
  };
  const { predictedEpochMs, ...rest } = fields;
  return predictedEpochMs === null
    ? { ...common, ...rest, isEstimate: false, predictedEpochMs: null }
    : { ...common, ...rest, isEstimate: true, predictedEpochMs };
}

describe('mergeLiveArrivals', () => {
  const at = Date.parse('2025-03-12T08:30:00+01:00');

  it('matches by line number (C03 is C3), headsign (accents and case aside) and the nearest time in ±15 min', () => {
    const trips = [
      scheduled({
        lineCode: '5-3',
        lineNumber: 'C3',
        destination: 'Chamartín',
        tripId: 'a',
        epochMs: at + 60_000,
        timeZone: MADRID,
      }),
      scheduled({
        lineCode: '5-3',
        lineNumber: 'C3',
        destination: 'Chamartín',
        tripId: 'b',
        epochMs: at + 600_000,
        timeZone: MADRID,
      }),
      scheduled({
        lineCode: '5-3',
        lineNumber: 'C3',
        destination: 'Aranjuez',
        tripId: 'c',
        epochMs: at + 500_000,
        timeZone: MADRID,
      }),
    ];
    const live = liveRow({ lineNumber: 'C03', destination: 'CHAMARTIN', predictedEpochMs: at + 540_000 });
    const merged = mergeLiveArrivals(
      trips,
      [{ source: 'cercanias', answer: liveAnswer([live], at) }],
      options(at, MADRID),
    );
    expect(merged.map((arrival) => [arrival.tripId, arrival.status, arrival.minutes])).toEqual([
      ['a', 'scheduled', 1],
      ['c', 'scheduled', 8],
      ['b', 'live', 9],
    ]);
    expect(merged[2]?.delaySeconds).toBe(-60);
  });

  it('leaves rows with no estimate out, marks rows fetched more than 90 s ago stale, adds rows no trip matches', () => {
    const rows = [
      liveRow({ lineNumber: '27', predictedEpochMs: null }),
      liveRow({
        lineNumber: 'C03',
        destination: 'ARGÜELLES',
        predictedEpochMs: at + 120_000,
        distanceM: 410.6,
      }),
    ];
    const now = at + STALE_AGE_MS + 1_000;
    const merged = mergeLiveArrivals(
      [],
      [{ source: 'emt', answer: liveAnswer(rows, at) }],
      options(now, MADRID, now),
    );
    expect(merged).toEqual([
      expect.objectContaining({
        lineCode: '5-3',
        lineNumber: 'C3',
        tripId: null,
        status: 'stale',
        source: 'live',
        isRealtime: true,
        distanceMeters: 411,
        ageSeconds: 91,
        minutes: 0,
      }),
    ]);
  });

  it("draws a live row's line from its mode's lines when the stop lists none with its number, unless several share it", () => {
    const line14 = {
      lineCode: '6-14',
      lineNumber: '14',
      colour: null,
      textColour: null,
      transportTypeCode: 6,
    };
    const row = liveRow({ lineNumber: '14', predictedEpochMs: at + 60_000 });
    const answer = liveAnswer([row], at);
    const merge = (modeLines: MergeOptions['modeLines']) =>
      mergeLiveArrivals([], [{ source: 'emt', answer }], { ...options(at, MADRID), modeLines })[0]?.lineCode;
    expect(merge([line14])).toBe('6-14');
    expect(merge([line14, { ...line14, lineCode: '6-914' }])).toBeNull();
    expect(merge(undefined)).toBeNull();
  });

  it('normalises line numbers and headsigns', () => {
    expect(['C03', 'c3', ' 001 ', 'N2', 'ML3', '6X'].map(normaliseLineNumber)).toEqual([
      'C3',
      'C3',
      '1',
      'N2',
      'ML3',
      '6X',
    ]);
    expect(sameDestination('PZA. CASTILLA', 'Plaza Castilla')).toBe(false);
    expect(sameDestination('PLAZA CASTILLA', 'Plaza Castilla')).toBe(true);
    expect(sameDestination('Pinar de Chamartín', 'PINAR DE CHAMARTIN')).toBe(true);
  });
});

describe('mapAlerts', () => {
  it("gives the rider's language first, times with the city's offset, and leaves out alerts that are over", () => {
    const now = Date.parse('2025-03-12T08:30:00+01:00');
    const alerts = mapAlerts(
      'mta',
      [
        {
          source: 'mta',
          id: 'lmm:1',
          texts: [
            { language: 'es', title: 'Retrasos', description: undefined },
            { language: 'en', title: 'Delays', description: 'Signal problems' },
          ],
          periods: [{ startEpochMs: now - 3_600_000, endEpochMs: undefined }],
          lineNumbers: ['2'],
          tripIds: [],
        },
        {
          source: 'mta',
          id: 'over',
          texts: [{ language: undefined, title: 'Old', description: undefined }],
          periods: [{ startEpochMs: undefined, endEpochMs: now - 1 }],
          lineNumbers: [],
          tripIds: [],
        },
      ],
      { language: 'en', nowEpochMs: now, timeZone: MADRID },
    );
    expect(alerts).toEqual([
      {
        source: 'mta',
        id: 'lmm:1',
        language: 'en',
        title: 'Delays',
        description: 'Signal problems',
        lineNumbers: ['2'],
        startsAt: '2025-03-12T07:30:00+01:00',
        endsAt: null,
      },
    ]);
  });
});
