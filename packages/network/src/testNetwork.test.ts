import { describe, expect, it } from 'vitest';
import {
  at,
  feed,
  itinerary,
  lineOf,
  patternStopCodes,
  secondsOf,
  service,
  stop,
  stopOf,
  TEST_END,
  TEST_START,
  testNetwork as testHandle,
  trip,
  type NetworkSpec,
} from './testNetwork';
import { asPattern } from './indexes';
import { laidOut } from './model';
import { parseDay } from './time';

// The DSL's tests read the layout it builds.
const testNetwork = (spec?: NetworkSpec) => laidOut(testHandle(spec));

describe('testNetwork: the test DSL itself', () => {
  it('reads stop times with one or two times, seconds, hours past 24 and a platform', () => {
    const network = testNetwork({
      trips: [trip('L1', ['A 08:00', 'B 08:05:30 08:07 @3', '  C   25:10:00  '])],
    });
    expect(patternStopCodes(network, asPattern(0))).toEqual(['A', 'B', 'C']);
    expect([...network.stopTimes.arrivalSec]).toEqual([8 * 3600, secondsOf('08:05:30'), 90_600]);
    expect([...network.stopTimes.departureSec]).toEqual([8 * 3600, secondsOf('08:07'), 90_600]);
    expect(network.patterns.platformNames).toEqual(['3']);
  });

  it('makes up stops about 1.1 km apart, after the declared ones, so no footpath links them', () => {
    const network = testNetwork({ stops: [stop('Z')], trips: [trip('L1', ['A 08:00', 'B 08:05'])] });
    expect(network.stops.code).toEqual(['Z', 'A', 'B']);
    expect([...network.stops.latE6]).toEqual([40_400_000, 40_410_000, 40_420_000]);
    expect([...network.footpaths.offset]).toEqual([0, 0, 0, 0]);
  });

  it('gives a feed covering 2025 in Madrid and an every-day service by default', () => {
    const network = testNetwork();
    expect(network.feeds).toEqual([
      expect.objectContaining({
        timeZone: 'Europe/Madrid',
        startDay: parseDay(TEST_START),
        endDay: parseDay(TEST_END),
        hasTimetable: true,
      }),
    ]);
    expect(network.services.serviceId).toEqual(['ALL']);
    expect(network.services.weekdays[0]).toBe(0b1111111);
    expect(testNetwork({ feeds: [feed({ hasCalendar: false })] }).feeds[0]?.startDay).toBeUndefined();
  });

  it('runs a trip on the first service unless it names one', () => {
    const network = testNetwork({
      services: [service('FIRST'), service('SECOND')],
      trips: [trip('L1', ['A 08:00', 'B 08:05']), trip('L1', ['A 09:00', 'B 09:05'], { service: 'SECOND' })],
    });
    expect([...network.trips.service]).toEqual([0, 1]);
  });

  it('finds stops and lines by code', () => {
    const network = testNetwork({ trips: [trip('L1', ['A 08:00', 'B 08:05'])] });
    expect(stopOf(network, 'B')).toBe(1);
    expect(lineOf(network, 'L1')).toBe(0);
    expect(() => stopOf(network, 'Q')).toThrow("No stop 'Q' in the test network.");
  });

  it('turns a local date and time into an instant', () => {
    expect(at('2025-02-20', '08:00')).toBe(Date.UTC(2025, 1, 20, 7));
    expect(at('2025-02-20', '08:00', 'UTC')).toBe(Date.UTC(2025, 1, 20, 8));
  });

  it('refuses what it cannot read', () => {
    expect(() => secondsOf('8h')).toThrow("'8h' is not a time");
    expect(() => testNetwork({ trips: [trip('L1', ['A', 'B 08:00'])] })).toThrow("'A' is not a stop time");
    expect(() => testNetwork({ trips: [trip('L1', ['A 1:00 2:00 3:00', 'B 08:00'])] })).toThrow(
      'is not a stop time',
    );
    expect(() => testNetwork({ trips: [trip('L1', ['A 08:00', 'B 08:05'], { service: 'NONE' })] })).toThrow(
      "No service 'NONE'",
    );
    expect(() =>
      testNetwork({
        itineraries: [itinerary('L1', ['A'])],
        trips: [trip('L1', ['A 08:00', 'B 08:05'], { itinerary: 'L1-9' })],
      }),
    ).toThrow("No itinerary 'L1-9'");
  });
});
