/**
 * Test fixtures of the lines feature, shaped as the API answers for Madrid (GET /v1/lines and /v1/lines/{code}):
 * names, stops and Metro line 1's timetable as the real data gives them. Not part of the app.
 */
import type { FeedTimetable, Itinerary, LineDetail, LineList, LineSummary } from '@transit/api-client';
import { CERCANIAS_C3, EMT_51, INTERURBAN_423, METRO_1, METRO_2 } from '../../testSupport';

const ATTRIBUTION: LineDetail['attribution'] = [
  {
    feedId: 'crtm-metro',
    name: 'Metro de Madrid (CRTM GTFS M4)',
    attribution: 'Consorcio Regional de Transportes de Madrid',
    licenceUrl: 'https://www.crtm.es/licencia-de-uso',
  },
];

const day = (line: Omit<LineSummary, 'isNocturnal'>): LineSummary => ({ ...line, isNocturnal: false });

export const LIGHT_METRO_ML1: LineSummary = {
  lineCode: '10-1',
  lineNumber: 'ML1',
  lineName: 'Pinar de Chamartín - Las Tablas',
  transportTypeCode: 10,
  colour: '#3A7DDA',
  textColour: '#FFFFFF',
  hasTimetable: true,
  isNocturnal: false,
};
export const EMT_1: LineSummary = {
  lineCode: '6-1',
  lineNumber: '1',
  lineName: 'CRISTO REY-PROSPERIDAD',
  transportTypeCode: 6,
  colour: '#0178BC',
  textColour: '#FFFFFF',
  hasTimetable: false,
  isNocturnal: false,
};
export const EMT_N1: LineSummary = {
  lineCode: '6-311',
  lineNumber: 'N1',
  lineName: 'CIBELES-SANCHINARRO',
  transportTypeCode: 6,
  colour: '#0178BC',
  textColour: '#FFFFFF',
  hasTimetable: false,
  isNocturnal: true,
};
export const INTERURBAN_N101: LineSummary = {
  lineCode: '8-914',
  lineNumber: 'N101',
  lineName: 'ALCOBENDAS-MADRID (Pza. Castilla) - ALCOBENDAS',
  transportTypeCode: 8,
  colour: null,
  textColour: null,
  hasTimetable: false,
  isNocturnal: true,
};
export const URBAN_1A: LineSummary = {
  lineCode: '9-12',
  lineNumber: '1A',
  lineName: 'CIRCULAR ALCALÁ DE HENARES',
  transportTypeCode: 9,
  colour: null,
  textColour: null,
  hasTimetable: false,
  isNocturnal: false,
};

/** The static line list: every mode, a night EMT and interurban line, and two lines numbered 1 (Metro and EMT). */
export function linesFixture(): LineList {
  return {
    lines: [
      day(METRO_2),
      day(METRO_1),
      day(CERCANIAS_C3),
      LIGHT_METRO_ML1,
      EMT_N1,
      day(EMT_51),
      EMT_1,
      INTERURBAN_N101,
      day(INTERURBAN_423),
      URBAN_1A,
    ],
    attribution: ATTRIBUTION,
  };
}

const stop = (code: string, name: string, latitude: number, longitude: number) => ({
  code,
  name,
  location: { latitude, longitude },
});

const PINAR = stop('4-263', 'Pinar de Chamartín', 40.48014, -3.6668);
const SOL = stop('4-12', 'Sol', 40.416775, -3.70379);
const VALDECARROS = stop('4-295', 'Valdecarros', 40.36007, -3.59316);

/** Metro line 1's itineraries, shortened to three stops each way. */
export const METRO_1_ITINERARIES: Itinerary[] = [
  {
    code: '4-1:0',
    direction: 0,
    headsign: 'Valdecarros',
    isCircular: false,
    stops: [PINAR, SOL, VALDECARROS],
    shape: [
      [40.48014, -3.6668],
      [40.416775, -3.70379],
      [40.36007, -3.59316],
    ],
  },
  {
    code: '4-1:1',
    direction: 1,
    headsign: 'Pinar de Chamartín',
    isCircular: false,
    stops: [VALDECARROS, SOL, PINAR],
    shape: [
      [40.36007, -3.59316],
      [40.416775, -3.70379],
      [40.48014, -3.6668],
    ],
  },
];

/** Metro line 1's departures per hour of a Monday from each end, as the M4 feed gives them (hours 0–27). */
export const METRO_1_MONDAY_PER_HOUR = [
  4, 4, 0, 0, 0, 0, 7, 17, 17, 15, 12, 11, 11, 11, 12, 12, 12, 12, 14, 13, 12, 11, 8, 8, 0, 0, 0, 0,
];

/** The Metro feed, which ended on 2026-02-20: a later Monday reads its last valid Monday. */
export function expiredMetroFeed(fields: Partial<FeedTimetable> = {}): FeedTimetable {
  return {
    feedId: 'crtm-metro',
    timetableDate: '2026-02-16',
    isFeedExpired: true,
    isBeforeFeedStart: false,
    isHolidayStandIn: false,
    feedStartDate: '2025-01-01',
    feedEndDate: '2026-02-20',
    ...fields,
  };
}

/** GET /v1/lines/4-1 on a Monday after the Metro feed ended; `fields` override it. */
export function metro1Detail(fields: Partial<LineDetail> = {}): LineDetail {
  const direction = (number: 0 | 1, headsign: string) => ({
    direction: number,
    headsign,
    firstDeparture: '06:05',
    lastDeparture: '01:45',
    departureCount: 223,
    departuresPerHour: METRO_1_MONDAY_PER_HOUR,
  });
  return {
    lineCode: METRO_1.lineCode,
    lineName: METRO_1.lineName,
    lineNumber: METRO_1.lineNumber,
    transportTypeCode: METRO_1.transportTypeCode,
    isNocturnalLine: false,
    colour: METRO_1.colour,
    textColour: METRO_1.textColour,
    hasTimetable: true,
    itineraries: METRO_1_ITINERARIES,
    timetable: {
      date: '2026-11-23',
      feeds: [expiredMetroFeed()],
      directions: [direction(0, 'Valdecarros'), direction(1, 'Pinar de Chamartín')],
    },
    notice: null,
    attribution: ATTRIBUTION,
    ...fields,
  };
}

/**
 * GET /v1/lines/4-6 as the API answers it: circular, each way from Laguna round to Laguna (three stops here), named
 * by the platform it leaves from; `headsigns` replace those names.
 */
export function metro6Detail(
  headsigns: readonly [string, string] = ['Circular · Andén 1', 'Circular · Andén 2'],
): LineDetail {
  const round = [
    stop('4-104', 'Laguna', 40.39952, -3.74438),
    stop('4-127', 'Príncipe Pío', 40.42108, -3.72083),
    stop('4-104', 'Laguna', 40.39952, -3.74438),
  ];
  const itinerary = (direction: 0 | 1) => ({
    code: `4-6:${direction}`,
    direction,
    headsign: headsigns[direction],
    isCircular: true,
    stops: direction === 0 ? round : [...round].reverse(),
    shape: [],
  });
  return metro1Detail({
    lineCode: '4-6',
    lineNumber: '6',
    lineName: 'Circular',
    itineraries: [itinerary(0), itinerary(1)],
  });
}

/** The notice the API gives a line whose feed publishes no timetable. */
export const NO_TIMETABLE_NOTICE: LineDetail['notice'] = {
  code: 'NO_TIMETABLE',
  message: 'No timetable is published for this line, so no departure times can be shown.',
};

/** GET /v1/lines/5-3: Cercanías C3, its stations in order both ways, its route and timetable not published. */
export function cercaniasC3Detail(): LineDetail {
  const stations = [
    stop('5-18', 'Sol', 40.4168, -3.7033),
    stop('5-19', 'Atocha', 40.4066, -3.6893),
    stop('5-20', 'Aranjuez', 40.0345, -3.6088),
  ];
  return {
    lineCode: CERCANIAS_C3.lineCode,
    lineName: CERCANIAS_C3.lineName,
    lineNumber: CERCANIAS_C3.lineNumber,
    transportTypeCode: CERCANIAS_C3.transportTypeCode,
    isNocturnalLine: false,
    colour: CERCANIAS_C3.colour,
    textColour: CERCANIAS_C3.textColour,
    hasTimetable: false,
    itineraries: [
      {
        code: '5-3:0:364222',
        direction: 0,
        headsign: 'Chamartín',
        isCircular: false,
        stops: [...stations].reverse(),
        shape: [],
      },
      {
        code: '5-3:1:364223',
        direction: 1,
        headsign: 'Aranjuez',
        isCircular: false,
        stops: stations,
        shape: [],
      },
    ],
    timetable: null,
    notice: NO_TIMETABLE_NOTICE,
    attribution: [],
  };
}

/** GET /v1/lines/8-423: an interurban line whose itineraries have neither stops nor a shape, and no timetable. */
export function interurban423Detail(): LineDetail {
  return {
    lineCode: INTERURBAN_423.lineCode,
    lineName: INTERURBAN_423.lineName,
    lineNumber: INTERURBAN_423.lineNumber,
    transportTypeCode: INTERURBAN_423.transportTypeCode,
    isNocturnalLine: false,
    colour: null,
    textColour: null,
    hasTimetable: false,
    itineraries: [
      { code: '8-423:0', direction: 0, headsign: 'ARANJUEZ', isCircular: false, stops: [], shape: [] },
      {
        code: '8-423:1',
        direction: 1,
        headsign: 'MADRID (Legazpi)',
        isCircular: false,
        stops: [],
        shape: [],
      },
    ],
    timetable: null,
    notice: NO_TIMETABLE_NOTICE,
    attribution: [],
  };
}
