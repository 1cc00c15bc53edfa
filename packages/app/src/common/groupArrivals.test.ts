import type { Arrival } from '@transit/api-client';
import { describe, expect, it } from 'vitest';
import { dataAgeMinutes, minutesUntil, upcomingArrivals } from './departures';
import { groupArrivals } from './groupArrivals';

const arrival = (
  lineNumber: string,
  direction: number,
  time: string,
  destination = 'Valdecarros',
): Arrival => ({
  lineCode: `4-${lineNumber}`,
  lineNumber,
  colour: '#2DBEF0',
  textColour: '#FFFFFF',
  transportTypeCode: 4,
  destination,
  direction,
  platform: null,
  tripId: `${lineNumber}-${time}`,
  departureTime: `2025-06-11T${time}:00+02:00`,
  minutes: 0,
  isRealtime: false,
  source: 'schedule',
  isApproximate: true,
  status: 'scheduled',
});

const nothingPinned = () => false;

describe('groupArrivals', () => {
  const list = [
    arrival('2', 0, '08:34', 'Las Rosas'),
    arrival('1', 0, '08:31'),
    arrival('1', 1, '08:33', 'Pinar de Chamartín'),
    arrival('1', 0, '08:36'),
    arrival('1', 0, '08:41'),
    arrival('1', 0, '08:46'),
  ];

  it('groups departures by line and direction, each group by its next departure', () => {
    const groups = groupArrivals(list, nothingPinned);
    expect(groups.map((group) => [group.key, group.destination])).toEqual([
      ['4-1|0', 'Valdecarros'],
      ['4-1|1', 'Pinar de Chamartín'],
      ['4-2|0', 'Las Rosas'],
    ]);
  });

  it('keeps the next three departures of a group', () => {
    const [first] = groupArrivals(list, nothingPinned);
    expect(first?.arrivals.map((item) => item.departureTime.slice(11, 16))).toEqual([
      '08:31',
      '08:36',
      '08:41',
    ]);
  });

  it('puts pinned lines on top', () => {
    const groups = groupArrivals(list, (lineCode) => lineCode === '4-2');
    expect(groups[0]?.key).toBe('4-2|0');
  });

  it('gives nothing for no departures', () => {
    expect(groupArrivals([], nothingPinned)).toEqual([]);
  });
});

describe('dataAgeMinutes', () => {
  it('counts whole minutes since the answer, never below zero', () => {
    expect(dataAgeMinutes(0, 59_999)).toBe(0);
    expect(dataAgeMinutes(0, 180_000)).toBe(3);
    expect(dataAgeMinutes(10_000, 0)).toBe(0);
  });
});

describe('upcomingArrivals and minutesUntil', () => {
  const at = (time: string) => Date.parse(`2025-06-11T${time}+02:00`);
  const list = [arrival('1', 0, '10:00'), arrival('1', 0, '10:05'), arrival('2', 0, '10:10')];

  it('keeps a departure up to 30 s after its time, then drops it', () => {
    expect(upcomingArrivals(list, at('10:00:30')).map((a) => a.tripId)).toEqual([
      '1-10:00',
      '1-10:05',
      '2-10:10',
    ]);
    expect(upcomingArrivals(list, at('10:00:31')).map((a) => a.tripId)).toEqual(['1-10:05', '2-10:10']);
  });

  it('counts whole minutes to a departure, never below zero', () => {
    expect(minutesUntil('2025-06-11T10:05:00+02:00', at('10:00:00'))).toBe(5);
    expect(minutesUntil('2025-06-11T10:05:00+02:00', at('10:00:01'))).toBe(4);
    expect(minutesUntil('2025-06-11T10:05:00+02:00', at('10:06:00'))).toBe(0);
  });
});

describe('a board’s rows (issue 14)', () => {
  const at = (minutes: number) => new Date(Date.UTC(2025, 7, 7, 8, minutes)).toISOString();
  const arrival = (destination: string, minutes: number, stopCode = '4-12'): Arrival & { stopCode: string } =>
    ({
      lineCode: '4-10',
      lineNumber: '10',
      colour: null,
      textColour: null,
      transportTypeCode: 4,
      destination,
      direction: 0,
      platform: null,
      tripId: `${destination}-${minutes}`,
      departureTime: at(minutes),
      minutes,
      isRealtime: false,
      source: 'schedule',
      status: 'scheduled',
      stopCode,
    }) as Arrival & { stopCode: string };

  it('keep trains that turn back early apart from those that go on: one row per line and destination', () => {
    const arrivals = [
      arrival('Tres Olivos', 4),
      arrival('Hospital Infanta Sofía', 9),
      arrival('Tres Olivos', 12),
    ];
    expect(groupArrivals(arrivals, () => false, 3).map((group) => group.destination)).toEqual([
      'Tres Olivos',
    ]);
    const rows = groupArrivals(arrivals, () => false, 3, { byDestination: true });
    expect(rows.map((group) => [group.destination, group.arrivals.length])).toEqual([
      ['Tres Olivos', 2],
      ['Hospital Infanta Sofía', 1],
    ]);
  });

  it('at a station, keep each stop’s departures in their own row', () => {
    const arrivals = [arrival('Tres Olivos', 4, '4-12'), arrival('Tres Olivos', 6, '4-99')];
    const rows = groupArrivals(arrivals, () => false, 3, { byDestination: true, byStop: true });
    expect(rows.map((group) => group.arrivals[0]?.stopCode)).toEqual(['4-12', '4-99']);
  });
});
