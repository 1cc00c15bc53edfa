/**
 * Test fixtures of the lines feature, shaped as the API answers for Madrid (GET /v1/lines and /v1/lines/{code}):
 * names, stops and Metro line 1's timetable as the real data gives them. Not part of the app.
 */
import type {
  FeedTimetable,
  Itinerary,
  LineDetail,
  LineList,
  LineStopTimetable,
  LineSummary,
  StopDepartures,
} from '@transit/api-client';
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

/**
 * A stop's departures of a day written as a printed timetable: one "HH: mm mm …" row per hour, "HH+" for the hours of
 * the next morning. The first and last departure and the count are read off the rows.
 */
export function printedTimetable(stopCode: string, rows: string, isApproximate = true): StopDepartures {
  const hours = rows
    .trim()
    .split('\n')
    .map((row) => {
      const [hour = '', minutes = ''] = row.trim().split(': ');
      return {
        hour: Number(hour.replace('+', '')),
        isNextDay: hour.endsWith('+'),
        minutes: minutes.split(' ').map(Number),
      };
    });
  const pad = (value: number) => String(value).padStart(2, '0');
  const times = hours.flatMap((row) => row.minutes.map((minute) => `${pad(row.hour)}:${pad(minute)}`));
  return {
    stopCode,
    firstDeparture: times[0] ?? null,
    lastDeparture: times.at(-1) ?? null,
    departureCount: times.length,
    isApproximate,
    hours,
  };
}

/**
 * Metro line 1's departures from either end on a Monday (the M4 feed's 2026-02-16), as the API gives them: the feed
 * publishes headways, so the times are indicative.
 */
export const METRO_1_MONDAY_FROM_AN_END = `
  06: 05 13 22 30 39 47 56
  07: 00 04 08 12 16 20 24 28 30 33 37 40 44 47 51 54 58
  08: 01 05 08 12 15 19 22 26 29 33 36 40 43 47 50 54 57
  09: 01 04 08 11 15 18 22 25 29 30 35 40 45 50 55
  10: 00 05 10 15 20 25 30 35 40 45 50 55
  11: 00 05 11 16 22 27 33 38 44 49 55
  12: 00 06 11 17 22 28 33 39 44 50 55
  13: 01 06 12 17 23 28 34 39 45 50 56
  14: 00 05 10 15 20 25 30 35 40 45 50 55
  15: 00 05 10 15 20 25 30 35 40 45 50 55
  16: 00 05 10 15 20 25 30 35 40 45 50 55
  17: 00 05 10 15 20 25 30 35 40 45 50 55
  18: 00 04 09 13 18 22 27 31 36 40 45 49 54 58
  19: 03 07 12 16 21 25 30 34 39 43 48 52 57
  20: 00 05 10 15 20 25 30 35 40 45 50 55
  21: 00 05 11 16 22 27 33 38 44 49 55
  22: 00 07 15 22 30 37 45 52
  23: 00 07 15 22 30 37 45 52
  00+: 00 15 30 45
  01+: 00 15 30 45
`;

/** The same Monday at Sol towards Valdecarros. */
export const METRO_1_MONDAY_AT_SOL_TOWARDS_VALDECARROS = `
  06: 29 38 46 55
  07: 03 12 20 24 28 32 36 40 44 48 52 54 58
  08: 01 05 08 12 15 19 22 26 29 33 36 40 43 47 50 54 57
  09: 01 04 08 11 15 18 22 25 29 32 36 39 43 46 50 53 54 59
  10: 04 09 14 19 24 29 34 39 44 49 54 59
  11: 04 09 14 19 24 30 35 41 46 52 57
  12: 03 08 14 19 25 30 36 41 47 52 58
  13: 03 09 14 20 25 31 36 42 47 53 58
  14: 04 09 15 20 24 29 34 39 44 49 54 59
  15: 04 09 14 19 24 29 34 39 44 49 54 59
  16: 04 09 14 19 24 29 34 39 44 49 54 59
  17: 04 09 14 19 24 29 34 39 44 49 54 59
  18: 04 09 14 19 24 29 33 38 42 47 51 56
  19: 00 05 09 14 18 23 27 32 36 41 45 50 54 59
  20: 03 08 12 17 21 24 29 34 39 44 49 54 59
  21: 04 09 14 19 24 30 35 41 46 52 57
  22: 03 08 14 19 24 32 39 47 54
  23: 02 09 17 24 32 39 47 54
  00+: 02 09 17 24 39 54
  01+: 09 24 39 54
  02+: 09
`;

/** The same Monday at Sol towards Pinar de Chamartín. */
export const METRO_1_MONDAY_AT_SOL_TOWARDS_PINAR = `
  06: 37 45 54
  07: 02 11 19 28 32 36 40 44 48 52 56
  08: 00 02 05 09 12 16 19 23 26 30 33 37 40 44 47 51 54 58
  09: 01 05 08 12 15 19 22 26 29 33 36 40 43 47 50 54 57
  10: 01 02 07 12 17 22 27 32 37 42 47 52 57
  11: 02 07 12 17 22 27 32 37 43 48 54 59
  12: 05 10 16 21 27 32 38 43 49 54
  13: 00 05 11 16 22 27 33 38 44 49 55
  14: 00 06 11 17 22 28 32 37 42 47 52 57
  15: 02 07 12 17 22 27 32 37 42 47 52 57
  16: 02 07 12 17 22 27 32 37 42 47 52 57
  17: 02 07 12 17 22 27 32 37 42 47 52 57
  18: 02 07 12 17 22 27 32 36 41 45 50 54 59
  19: 03 08 12 17 21 26 30 35 39 44 48 53 57
  20: 02 06 11 15 20 24 29 32 37 42 47 52 57
  21: 02 07 12 17 22 27 32 37 43 48 54 59
  22: 05 10 16 21 27 32 39 47 54
  23: 02 09 17 24 32 39 47 54
  00+: 02 09 17 24 32 47
  01+: 02 17 32 47
  02+: 02 17
`;

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
  // Each direction's departures from its first stop come with the line.
  const direction = (number: 0 | 1, headsign: string, firstStop: string) => ({
    direction: number,
    headsign,
    firstDeparture: '06:05',
    lastDeparture: '01:45',
    departureCount: 223,
    departuresPerHour: METRO_1_MONDAY_PER_HOUR,
    stopDepartures: printedTimetable(firstStop, METRO_1_MONDAY_FROM_AN_END),
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
      directions: [
        direction(0, 'Valdecarros', PINAR.code),
        direction(1, 'Pinar de Chamartín', VALDECARROS.code),
      ],
    },
    notice: null,
    attribution: ATTRIBUTION,
    ...fields,
  };
}

/** GET /v1/lines/4-1/timetable?stop=4-12 on the same Monday: both directions' departures from Sol. */
export function metro1AtSol(): LineStopTimetable {
  const timetable = metro1Detail().timetable as NonNullable<LineDetail['timetable']>;
  const [towardsValdecarros, towardsPinar] = timetable.directions as [
    NonNullable<LineDetail['timetable']>['directions'][number],
    NonNullable<LineDetail['timetable']>['directions'][number],
  ];
  return {
    lineCode: METRO_1.lineCode,
    stopCode: SOL.code,
    timetable: {
      ...timetable,
      directions: [
        {
          ...towardsValdecarros,
          stopDepartures: printedTimetable(SOL.code, METRO_1_MONDAY_AT_SOL_TOWARDS_VALDECARROS),
        },
        { ...towardsPinar, stopDepartures: printedTimetable(SOL.code, METRO_1_MONDAY_AT_SOL_TOWARDS_PINAR) },
      ],
    },
    notice: null,
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
