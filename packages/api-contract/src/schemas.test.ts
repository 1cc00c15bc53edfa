import { describe, expect, it } from 'vitest';
import {
  arrivalsQuerySchema,
  DEFAULT_ARRIVALS_LIMIT,
  DEFAULT_ARRIVALS_WINDOW_MINUTES,
  lineParamsSchema,
  lineQuerySchema,
  lineTimetableQuerySchema,
  stationParamsSchema,
  stopListSchema,
  stopParamsSchema,
} from './schemas';

/** The messages of a failed parse, or the value of a successful one. */
function parsed(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      data?: unknown;
      error?: { issues: { message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data }
    : { messages: result.error?.issues.map((issue) => issue.message) };
}

describe('the arrivals query', () => {
  it('defaults to 60 departures over the next 120 minutes', () => {
    expect(DEFAULT_ARRIVALS_LIMIT).toBe(60);
    expect(DEFAULT_ARRIVALS_WINDOW_MINUTES).toBe(120);
    expect(arrivalsQuerySchema.parse({})).toEqual({ limit: 60, windowMinutes: 120 });
  });

  it('reads whole numbers written in plain decimal digits', () => {
    expect(arrivalsQuerySchema.parse({ limit: '5', windowMinutes: '1440' })).toEqual({
      limit: 5,
      windowMinutes: 1440,
    });
  });

  it.each([
    ['0x10', 'must be a whole number in plain decimal digits'],
    ['1e2', 'must be a whole number in plain decimal digits'],
    [' 5', 'must be a whole number in plain decimal digits'],
    ['+5', 'must be a whole number in plain decimal digits'],
    ['05', 'must be a whole number in plain decimal digits'],
    ['5.0', 'must be a whole number in plain decimal digits'],
    ['', 'must be a whole number in plain decimal digits'],
    [['5', '6'], 'must be given once'],
    ['0', 'Too small: expected number to be >=1'],
    ['201', 'Too big: expected number to be <=200'],
  ])('refuses limit=%j: %s', (limit, message) => {
    expect(parsed(arrivalsQuerySchema, { limit })).toEqual({ messages: [message] });
  });

  it('refuses a moment given twice, or not a date-time', () => {
    expect(parsed(arrivalsQuerySchema, { at: ['2025-11-19T07:00', '2025-11-19T08:00'] })).toEqual({
      messages: ['must be given once'],
    });
    expect(parsed(arrivalsQuerySchema, { at: '\uFEFF2025-11-19T07:00' })).toEqual({
      messages: ['Invalid ISO datetime'],
    });
  });
});

describe('the line query', () => {
  it('reads a date once', () => {
    expect(lineQuerySchema.parse({ date: '2025-11-19' })).toEqual({ date: '2025-11-19' });
    expect(parsed(lineQuerySchema, { date: ['2025-11-19', '2025-11-20'] })).toEqual({
      messages: ['must be given once'],
    });
  });
});

describe('the line timetable query', () => {
  it('reads the stop exactly as sent, once, and a date', () => {
    expect(lineTimetableQuerySchema.parse({ stop: '4-12' })).toEqual({ stop: '4-12' });
    expect(lineTimetableQuerySchema.parse({ stop: '4_12', date: '2025-11-19' })).toEqual({
      stop: '4_12',
      date: '2025-11-19',
    });
    expect(parsed(lineTimetableQuerySchema, { stop: ['4-12', '4-13'] })).toEqual({
      messages: ['must be given once'],
    });
    expect(parsed(lineTimetableQuerySchema, {})).toEqual({
      messages: ['Invalid input: expected string, received undefined'],
    });
  });

  it('refuses a stop with a byte-order mark or whitespace, with the malformed stop code error code', () => {
    for (const stop of ['\uFEFF4-12', '4-12 ', '4\u200B-12']) {
      expect(lineTimetableQuerySchema.safeParse({ stop }).error?.issues[0]).toMatchObject({
        code: 'custom',
        params: { errorCode: 'STOP_CODE_MALFORMED' },
      });
    }
  });
});

describe('codes in a path', () => {
  it('reads a code exactly as sent (the server parses it further)', () => {
    expect(stopParamsSchema.parse({ code: '4-12' })).toEqual({ code: '4-12' });
    expect(stopParamsSchema.parse({ code: 'abc' })).toEqual({ code: 'abc' });
  });

  it('refuses a byte-order mark, whitespace or an invisible character, with the malformed-code error code', () => {
    for (const [schema, input, errorCode, noun] of [
      [stopParamsSchema, { code: '\uFEFF4-12' }, 'STOP_CODE_MALFORMED', 'stop code'],
      [stopParamsSchema, { code: '4-12 ' }, 'STOP_CODE_MALFORMED', 'stop code'],
      [stopParamsSchema, { code: '4\u200B-12' }, 'STOP_CODE_MALFORMED', 'stop code'],
      [lineParamsSchema, { lineCode: '\uFEFF4-1' }, 'LINE_CODE_MALFORMED', 'line code'],
      [stationParamsSchema, { stationCode: 'E4-12 ' }, 'STATION_CODE_MALFORMED', 'station code'],
    ] as const) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        code: 'custom',
        params: { errorCode },
        message: expect.stringMatching(
          new RegExp(
            `^'.*<U\\+(FEFF|0020|200B)>.*' is not a ${noun}: a code holds no whitespace or invisible character\\.$`,
          ),
        ) as unknown,
      });
    }
    expect(stopParamsSchema.safeParse({ code: '\uFEFF4-12' }).error?.issues[0]?.message).toBe(
      "'<U+FEFF>4-12' is not a stop code: a code holds no whitespace or invisible character.",
    );
  });
});

describe('the stop list', () => {
  const rows = {
    columns: ['code', 'name', 'latitude', 'longitude', 'lineNumbers', 'isNocturnal', 'stopTypeCode'],
    stops: [
      ['5-122', 'Sol', 40.41685, -3.70309, ['C3', 'C4A', 'C4B'], false, 5],
      ['4-12', 'Sol', 40.41688, -3.70326, ['1', '2', '3'], false, 4],
    ],
    attribution: [],
  };

  it('reads a list made before stations: a client that knows them keeps reading older lists', () => {
    expect(stopListSchema.parse(rows).stations).toBeUndefined();
  });

  it("reads the stations beside the rows: each one's name and its two or more stops", () => {
    const stations = { 'E4-12': { name: 'Sol', stops: ['5-122', '4-12'] } };
    expect(stopListSchema.parse({ ...rows, stations }).stations).toEqual(stations);
    expect(
      stopListSchema.safeParse({ ...rows, stations: { 'E4-12': { name: 'Sol', stops: ['4-12'] } } }).success,
    ).toBe(false);
  });
});
