import { describe, expect, it } from 'vitest';
import { expandTrip, resolveTimes } from './frequencies';
import { frequencyRow, stopTimeRow } from './schemas';

const rows = (times: [string, string][]) =>
  times.map(([arrival, departure], i) => ({
    ...stopTimeRow.parse({
      trip_id: 'T',
      stop_id: `S${i}`,
      stop_sequence: String(i),
      ...(arrival ? { arrival_time: arrival } : {}),
      ...(departure ? { departure_time: departure } : {}),
    }),
    line: i + 2,
  }));

describe('resolveTimes', () => {
  it('uses one time for both when a stop has one, and interpolates untimed stops between timed ones', () => {
    const times = resolveTimes(
      rows([
        ['08:00:00', ''],
        ['', ''],
        ['', ''],
        ['08:09:00', '08:10:00'],
      ]),
      [],
    );
    expect(times?.map((t) => [t.arrivalSec, t.departureSec])).toEqual([
      [28_800, 28_800],
      [28_980, 28_980],
      [29_160, 29_160],
      [29_340, 29_400],
    ]);
  });

  it('skips a trip whose first or last stop has no time, or that goes back in time, and says why', () => {
    const bad: string[] = [];
    expect(
      resolveTimes(
        rows([
          ['08:00:00', '08:00:00'],
          ['', ''],
        ]),
        bad,
      ),
    ).toBeUndefined();
    expect(
      resolveTimes(
        rows([
          ['08:00:00', '08:00:00'],
          ['07:59:00', '07:59:00'],
        ]),
        bad,
      ),
    ).toBeUndefined();
    expect(resolveTimes([], bad)).toBeUndefined();
    expect(bad).toEqual([
      "stop_times.txt:3: trip 'T' needs times at its first and last stops; it is skipped",
      "stop_times.txt:3: trip 'T' goes back in time here; it is skipped",
    ]);
  });
});

describe('expandTrip (GTFS frequencies.txt)', () => {
  const template = [
    { arrivalSec: 100, departureSec: 100 },
    { arrivalSec: 400, departureSec: 460 },
  ];
  const frequency = (start: string, end: string, headway: string, exact?: string) =>
    frequencyRow.parse({
      trip_id: 'T',
      start_time: start,
      end_time: end,
      headway_secs: headway,
      ...(exact === undefined ? {} : { exact_times: exact }),
    });

  it('is the trip itself without frequencies', () => {
    expect(expandTrip('T', template, [])).toEqual([{ tripId: 'T', isHeadwayBased: false, times: template }]);
  });

  it('departs from start_time every headway while before end_time, shifting the run times', () => {
    const copies = expandTrip('T', template, [frequency('06:00:00', '06:30:00', '600')]);
    expect(copies.map((copy) => copy.tripId)).toEqual(['T@06:00:00', 'T@06:10:00', 'T@06:20:00']);
    expect(copies[1]?.times).toEqual([
      { arrivalSec: 22_200, departureSec: 22_200 },
      { arrivalSec: 22_500, departureSec: 22_560 },
    ]);
    expect(copies.every((copy) => copy.isHeadwayBased)).toBe(true);
  });

  it('marks exact_times 1 copies as scheduled trips, and runs an overlapping departure once', () => {
    const copies = expandTrip('T', template, [
      frequency('06:00:00', '06:20:00', '600', '1'),
      frequency('06:10:00', '06:30:00', '600', '0'),
    ]);
    expect(copies.map((copy) => [copy.tripId, copy.isHeadwayBased])).toEqual([
      ['T@06:00:00', false],
      ['T@06:10:00', false],
      ['T@06:20:00', true],
    ]);
  });

  it('rejects a frequency row that ends before it starts or has no headway', () => {
    expect(
      frequencyRow.safeParse({
        trip_id: 'T',
        start_time: '07:00:00',
        end_time: '06:00:00',
        headway_secs: '60',
      }).success,
    ).toBe(false);
    expect(
      frequencyRow.safeParse({
        trip_id: 'T',
        start_time: '06:00:00',
        end_time: '07:00:00',
        headway_secs: '0',
      }).success,
    ).toBe(false);
  });
});
