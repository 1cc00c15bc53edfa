import { TIMETABLE_ONLY_LIVE_STATE } from '@transit/api-contract';

/*
 * What the API answers about the fixture network (fixtureNetwork.ts), written out once for the tests that check its
 * answers: its feeds' attributions, its lines 1, C3 and N2, a feed's timetable day, the no-timetable notice and a line 1
 * departure as the timetable gives it. Literal values, not read from the fixture: a test compares the answer to them.
 */

export const METRO_ATTRIBUTION = {
  feedId: 'test-metro',
  name: 'Test metro',
  attribution: 'Test Metro Authority',
  licenceUrl: 'https://example.org/licence',
};
export const LIGHT_METRO_ATTRIBUTION = {
  feedId: 'test-light-metro',
  name: 'Test light metro',
  attribution: 'Test Light Metro',
  licenceUrl: null,
};
export const BUS_ATTRIBUTION = {
  feedId: 'test-bus',
  name: 'Test buses',
  attribution: 'Test Buses',
  licenceUrl: null,
};
export const CERCANIAS_ATTRIBUTION = {
  feedId: 'test-cercanias',
  name: 'Test Cercanías',
  attribution: 'Test Cercanías',
  licenceUrl: null,
};

export const LINE_C3 = {
  lineCode: '5-3',
  lineNumber: 'C3',
  lineName: 'Aranjuez - Chamartín',
  transportTypeCode: 5,
  colour: '#7F6EB0',
  textColour: '#FFFFFF',
  hasTimetable: false,
  isNocturnal: false,
};
export const LINE_N2 = {
  lineCode: '6-502',
  lineNumber: 'N2',
  lineName: 'Cibeles - Barrio del Pilar',
  transportTypeCode: 6,
  colour: null,
  textColour: null,
  hasTimetable: false,
  isNocturnal: true,
};
export const LINE_1 = {
  lineCode: '4-1',
  lineNumber: '1',
  lineName: 'Pinar de Chamartín - Valdecarros',
  transportTypeCode: 4,
  colour: '#2DBEF0',
  textColour: '#FFFFFF',
  hasTimetable: true,
  isNocturnal: false,
};

/** The fixture's timetabled feeds and the days their calendars run (first and last, inclusive). */
const FEED_DATES = {
  'test-metro': { feedStartDate: '2025-01-01', feedEndDate: '2025-12-31' },
  'test-light-metro': { feedStartDate: '2025-01-01', feedEndDate: '2025-06-30' },
} as const;

/**
 * A timetabled feed as an answer lists it: the day its timetable was read for (`timetableDate`, YYYY-MM-DD), its
 * calendar's first and last days, and whether that day stands in for a day after the feed expired.
 */
export function feedDay(feedId: keyof typeof FEED_DATES, timetableDate: string, isFeedExpired = false) {
  return {
    feedId,
    timetableDate,
    isFeedExpired,
    isBeforeFeedStart: false,
    isHolidayStandIn: false,
    ...FEED_DATES[feedId],
  };
}

export const NO_TIMETABLE_NOTICE = {
  code: 'NO_TIMETABLE',
  message: 'No timetable is published for the lines at this stop, so no departure times can be shown.',
};

/**
 * A line 1 departure towards Pinar de Chamartín from platform 1, as the timetable gives it: `departureTime` with its
 * offset, `minutes` from the board's moment, `isApproximate` for a frequency-based trip.
 */
export const line1Departure = (
  tripId: string,
  departureTime: string,
  minutes: number,
  isApproximate = false,
) => ({
  lineCode: '4-1',
  lineNumber: '1',
  colour: '#2DBEF0',
  textColour: '#FFFFFF',
  transportTypeCode: 4,
  destination: 'Pinar de Chamartín',
  direction: 0,
  platform: '1',
  tripId,
  departureTime,
  minutes,
  isRealtime: false,
  source: 'schedule',
  status: 'scheduled',
  isApproximate,
});

/**
 * A stop's board from the timetable alone, as its arrivals answer gives it: no live source, no alerts, and no notice
 * unless given.
 */
export function timetableBoard(board: {
  readonly stopCode: string;
  readonly at: string;
  readonly arrivals: readonly object[];
  readonly timetable: object;
  readonly notice?: object;
}) {
  return { notice: null, ...board, live: TIMETABLE_ONLY_LIVE_STATE, alerts: [] };
}
