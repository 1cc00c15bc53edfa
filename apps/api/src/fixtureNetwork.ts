import madrid from '@transit/city-madrid';
import newYork from '@transit/city-new-york';
import { buildNetwork, type Network, parseDay, type StopTimeInput } from '@transit/network';
import type { CityEntry } from './cityContext';

/**
 * Small hand-written networks for the tests, in the words of the spec: a metro line with a weekday and a holiday
 * service, a trip after midnight, a headway-based trip, a light-metro line whose feed has expired, bus lines with no
 * timetable (one nocturnal), a platform code that is an alias of its station, and the station Sol (E4-12): Metro Sol
 * with its timetable and Cercanías Sol, whose feed has none (as Madrid's snapshot).
 */

const TIME_ZONE = 'Europe/Madrid';
const hm = (hours: number, minutes: number) => (hours * 60 + minutes) * 60;
/** Stop times leaving the first stop at `startSec`, two minutes between stops, on one platform. */
const run = (stops: readonly number[], startSec: number, platform?: string): StopTimeInput[] =>
  stops.map((stop, i) => ({
    stop,
    arrivalSec: startSec + i * 120,
    departureSec: startSec + i * 120,
    platform,
  }));

/** Bits of GTFS calendar weekdays: bit 0 Monday … bit 6 Sunday. */
const MONDAY_TO_FRIDAY = 0b0011111;
const WEEKEND = 0b1100000;
const EVERY_DAY = 0b1111111;

/** Madrid's Community day, a Friday holiday in the fixture's calendar_dates. */
export const FIXTURE_HOLIDAY = '2025-05-02';

export function fixtureMadridNetwork(): Network {
  return buildNetwork({
    cityId: 'madrid',
    feeds: [
      {
        id: 'test-metro',
        name: 'Test metro',
        attribution: 'Test Metro Authority',
        licenceUrl: 'https://example.org/licence',
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-12-31'),
        timeZone: TIME_ZONE,
        hasTimetable: true,
      },
      {
        id: 'test-light-metro',
        name: 'Test light metro',
        attribution: 'Test Light Metro',
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-06-30'),
        timeZone: TIME_ZONE,
        hasTimetable: true,
      },
      {
        id: 'test-bus',
        name: 'Test buses',
        attribution: 'Test Buses',
        timeZone: TIME_ZONE,
        hasTimetable: false,
      },
      {
        id: 'test-cercanias',
        name: 'Test Cercanías',
        attribution: 'Test Cercanías',
        timeZone: TIME_ZONE,
        hasTimetable: false,
      },
    ],
    stops: [
      {
        code: '4-12',
        name: 'Sol',
        typeCode: 4,
        lat: 40.416775,
        lon: -3.70379,
        zone: 'A',
        wheelchair: 1,
        address: 'Plaza de la Puerta del Sol 6',
        feed: 0,
      },
      {
        code: '4-13',
        name: 'Gran Vía',
        typeCode: 4,
        lat: 40.4198,
        lon: -3.7018,
        zone: 'A',
        wheelchair: 2,
        feed: 0,
      },
      { code: '4-14', name: 'Tribunal', typeCode: 4, lat: 40.4264, lon: -3.701, zone: 'A', feed: 0 },
      { code: '10-1', name: 'Colonia Jardín', typeCode: 10, lat: 40.397, lon: -3.774, zone: 'B1', feed: 1 },
      { code: '10-2', name: 'Prado del Rey', typeCode: 10, lat: 40.432, lon: -3.8, zone: 'B1', feed: 1 },
      { code: '123', name: 'Puerta del Sol', typeCode: 6, lat: 40.417, lon: -3.7035, zone: 'A', feed: 2 },
      { code: '124', name: 'Callao', typeCode: 6, lat: 40.42, lon: -3.706, feed: 2 },
      { code: '125', name: 'Plaza de España', typeCode: 6, lat: 40.4234, lon: -3.7122, feed: 2 },
      {
        code: '5-122',
        name: 'Sol',
        typeCode: 5,
        lat: 40.41685,
        lon: -3.70309,
        zone: 'A',
        address: 'Plaza de la Puerta del Sol 6',
        feed: 3,
      },
      { code: '5-18', name: 'Chamartín', typeCode: 5, lat: 40.4721, lon: -3.68269, zone: 'A', feed: 3 },
    ],
    lines: [
      {
        code: '4-1',
        number: '1',
        name: 'Pinar de Chamartín - Valdecarros',
        transportTypeCode: 4,
        isNocturnal: false,
        colour: '2DBEF0',
        textColour: 'FFFFFF',
        feed: 0,
      },
      {
        code: '10-3',
        number: 'ML3',
        name: 'Colonia Jardín - Puerta de Boadilla',
        transportTypeCode: 10,
        isNocturnal: false,
        colour: 'E60003',
        textColour: 'FFFFFF',
        feed: 1,
      },
      {
        code: '6-2',
        number: '2',
        name: 'Manuel Becerra - Reina Victoria',
        transportTypeCode: 6,
        isNocturnal: false,
        feed: 2,
      },
      {
        code: '6-502',
        number: 'N2',
        name: 'Cibeles - Barrio del Pilar',
        transportTypeCode: 6,
        isNocturnal: true,
        feed: 2,
      },
      {
        code: '5-3',
        number: 'C3',
        name: 'Aranjuez - Chamartín',
        transportTypeCode: 5,
        isNocturnal: false,
        colour: '7F6EB0',
        textColour: 'FFFFFF',
        feed: 3,
      },
    ],
    shapes: [
      {
        points: [
          [40.416775, -3.70379],
          [40.4198, -3.7018],
          [40.4264, -3.701],
        ],
      },
    ],
    itineraries: [
      { code: '4-1-1', line: 0, direction: 0, headsign: 'Pinar de Chamartín', stops: [0, 1, 2], shape: 0 },
      { code: '4-1-2', line: 0, direction: 1, headsign: 'Valdecarros', stops: [2, 1, 0] },
      { code: '10-3-1', line: 1, direction: 0, headsign: 'Puerta de Boadilla', stops: [3, 4] },
      { code: '6-2-1', line: 2, direction: 0, headsign: 'Reina Victoria', stops: [5, 6] },
      { code: '6-502-1', line: 3, direction: 0, headsign: 'Barrio del Pilar', stops: [6, 7] },
      { code: '5-3-1', line: 4, direction: 1, headsign: 'Chamartín', stops: [8, 9] },
    ],
    services: [
      {
        serviceId: 'LABORABLE',
        feed: 0,
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-12-31'),
        weekdays: MONDAY_TO_FRIDAY,
        exceptions: [{ day: parseDay(FIXTURE_HOLIDAY), type: 2 }],
      },
      {
        serviceId: 'FESTIVO',
        feed: 0,
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-12-31'),
        weekdays: WEEKEND,
        exceptions: [{ day: parseDay(FIXTURE_HOLIDAY), type: 1 }],
      },
      {
        serviceId: 'DIARIO',
        feed: 1,
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2025-06-30'),
        weekdays: EVERY_DAY,
        exceptions: [],
      },
    ],
    trips: [
      {
        line: 0,
        direction: 0,
        service: 0,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1-0700',
        itinerary: 0,
        stopTimes: run([0, 1, 2], hm(7, 0), '1'),
      },
      {
        line: 0,
        direction: 0,
        service: 0,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1-0710',
        itinerary: 0,
        stopTimes: run([0, 1, 2], hm(7, 10), '1'),
      },
      {
        line: 0,
        direction: 0,
        service: 0,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1@07:30:00',
        itinerary: 0,
        isHeadwayBased: true,
        stopTimes: run([0, 1, 2], hm(7, 30), '1'),
      },
      {
        line: 0,
        direction: 0,
        service: 0,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1-2510',
        itinerary: 0,
        stopTimes: run([0, 1, 2], hm(25, 10), '1'),
      },
      {
        line: 0,
        direction: 0,
        service: 1,
        headsign: 'Pinar de Chamartín',
        tripId: 'L1-FES-0800',
        itinerary: 0,
        stopTimes: run([0, 1, 2], hm(8, 0), '1'),
      },
      {
        line: 0,
        direction: 1,
        service: 0,
        headsign: 'Valdecarros',
        tripId: 'L1R-0705',
        itinerary: 1,
        stopTimes: run([2, 1, 0], hm(7, 5), '2'),
      },
      {
        line: 1,
        direction: 0,
        service: 2,
        headsign: 'Puerta de Boadilla',
        tripId: 'ML3-1000',
        itinerary: 2,
        stopTimes: run([3, 4], hm(10, 0)),
      },
    ],
    stopAliases: { '4-9012': '4-12' },
    stations: [{ code: 'E4-12', name: 'Sol', stops: [0, 8] }],
  });
}

export function fixtureNewYorkNetwork(): Network {
  return buildNetwork({
    cityId: 'new-york',
    feeds: [
      {
        id: 'test-subway',
        name: 'Test subway',
        attribution: 'Test Transit Authority',
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2026-12-31'),
        timeZone: 'America/New_York',
        hasTimetable: true,
      },
    ],
    stops: [
      {
        code: '4-127',
        name: 'Times Sq-42 St',
        typeCode: 4,
        lat: 40.75529,
        lon: -73.987495,
        wheelchair: 1,
        feed: 0,
      },
      { code: '4-128', name: '34 St-Penn Station', typeCode: 4, lat: 40.750373, lon: -73.991057, feed: 0 },
    ],
    lines: [
      {
        code: '4-1',
        number: '1',
        name: 'Broadway - 7 Avenue Local',
        transportTypeCode: 4,
        isNocturnal: false,
        colour: 'EE352E',
        feed: 0,
      },
    ],
    itineraries: [{ code: '4-1-S', line: 0, direction: 1, headsign: 'South Ferry', stops: [0, 1] }],
    services: [
      {
        serviceId: 'Weekday',
        feed: 0,
        startDay: parseDay('2025-01-01'),
        endDay: parseDay('2026-12-31'),
        weekdays: MONDAY_TO_FRIDAY,
        exceptions: [],
      },
    ],
    trips: [
      {
        line: 0,
        direction: 1,
        service: 0,
        headsign: 'South Ferry',
        tripId: 'W-1-0800',
        itinerary: 0,
        stopTimes: run([0, 1], hm(8, 0)),
      },
    ],
  });
}

/** Madrid and New York with the fixture networks, as createApp takes them. */
export function fixtureCities(): Map<string, CityEntry> {
  return new Map([
    ['madrid', { city: madrid, network: fixtureMadridNetwork() }],
    ['new-york', { city: newYork, network: fixtureNewYorkNetwork() }],
  ]);
}
