import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CodeError,
  EMT_INTERURBAN_BOUNDARY,
  formatStopCode,
  lineTransportTypeOf,
  type LineCode,
  parseLineCode,
  parseStationCode,
  parseStopCode,
  splitCode,
  type StationCode,
  stationCodeOf,
  type StopCode,
  stopCodeMainPart,
  stopCodeNumber,
  stopTypeOf,
} from './codes';
import type { Result } from './result';
import { STOP_TYPES, type StopType } from './transport';

/** The value of a result that must have parsed. */
function valueOf<Value>(result: Result<Value, CodeError>): Value {
  if (!result.ok)
    throw new Error(`expected a parsed code, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The coded error of a result that must have failed. */
function errorOf<Value>(result: Result<Value, CodeError>): CodeError {
  if (result.ok) throw new Error(`expected a coded error, got ${String(result.value)}`);
  return result.error;
}

const stop = (input: string): StopCode => valueOf(parseStopCode(input));
const line = (input: string): LineCode => valueOf(parseLineCode(input));

describe('stop or line code pattern (spec §5)', () => {
  it('splits an optional one- or two-digit prefix and a - or _ separator from the digits of the main part', () => {
    expect(splitCode('8-09568')).toEqual({ prefix: 8, mainPart: '9568', mainNumber: 9568 });
    expect(splitCode('10_25')).toEqual({ prefix: 10, mainPart: '25', mainNumber: 25 });
    expect(splitCode('4_010')).toEqual({ prefix: 4, mainPart: '10', mainNumber: 10 });
    expect(splitCode('09568')).toEqual({ prefix: undefined, mainPart: '9568', mainNumber: 9568 });
  });

  it('reads the main part with leading zeros stripped, keeping a single zero', () => {
    expect(splitCode('000')).toEqual({ prefix: undefined, mainPart: '0', mainNumber: 0 });
    expect(splitCode('0000000000123')?.mainPart).toBe('123');
  });

  it('ignores surrounding spaces', () => {
    expect(splitCode(' 9568 ')).toEqual({ prefix: undefined, mainPart: '9568', mainNumber: 9568 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['123-45', 'a 3-digit prefix'],
    ['abc', 'letters'],
    ['12a', 'letters after the digits'],
    ['4-', 'a separator with no main part'],
    ['-123', 'a separator with no prefix'],
    ['4--123', 'two separators'],
    ['4.123', 'a separator other than - or _'],
    ['4 123', 'a space as separator'],
    ['1234567890', 'more significant digits than a number can hold exactly'],
  ])('does not match %j (%s)', (input) => {
    expect(splitCode(input)).toBeUndefined();
  });
});

describe('parseStopCode', () => {
  describe('stop code type derived from the number when there is no prefix (spec §5)', () => {
    it('reads a code below 6000 without prefix as an EMT stop', () => {
      const code = stop('5999');
      expect(code).toBe('5999');
      expect(stopTypeOf(code)).toBe('emt');
    });

    it('reads a code of 6000 or more without prefix as an interurban stop', () => {
      const code = stop('6000');
      expect(code).toBe('06000');
      expect(stopTypeOf(code)).toBe('interurban');
    });

    it('uses 6000 as the EMT / interurban boundary', () => {
      expect(EMT_INTERURBAN_BOUNDARY).toBe(6000);
    });
  });

  describe('stop code type derived from the prefix (spec §5)', () => {
    it.each<[string, StopType, string]>([
      ['6-6000', 'emt', '6-6000'],
      ['6_123', 'emt', '123'],
      ['8-5999', 'interurban', '8-5999'],
      ['8_09568', 'interurban', '09568'],
      ['4-10', 'metro', '4-10'],
      ['5-18', 'cercanias', '5-18'],
      ['10-7', 'lightMetro', '10-7'],
    ])('reads %j as a %s stop with canonical code %j', (input, type, canonical) => {
      const code = stop(input);
      expect(code).toBe(canonical);
      expect(stopTypeOf(code)).toBe(type);
    });
  });

  it('treats "8_09568", "09568" and " 9568 " as the same stop', () => {
    expect(stop('8_09568')).toBe('09568');
    expect(stop('09568')).toBe('09568');
    expect(stop(' 9568 ')).toBe('09568');
    expect(stop('8-9568')).toBe('09568');
  });

  it('reads the main part with leading zeros stripped and as a number', () => {
    const code = stop('8_09568');
    expect(stopCodeMainPart(code)).toBe('9568');
    expect(stopCodeNumber(code)).toBe(9568);
    expect(stopCodeMainPart(stop('4-010'))).toBe('10');
    expect(stopCodeNumber(stop('4-010'))).toBe(10);
  });

  describe('malformed input gives the coded error STOP_CODE_MALFORMED', () => {
    it.each<[unknown, string]>([
      ['', 'empty'],
      ['4-123-5', 'a bad pattern'],
      ['123-45', 'a 3-digit prefix'],
      ['abc', 'letters'],
      ['4-1a', 'letters in the main part'],
      ['1234567890', 'too many digits'],
      [123, 'a number'],
      [undefined, 'undefined'],
      [null, 'null'],
      [{ stopCode: '123' }, 'an object'],
      [['123'], 'an array'],
    ])('refuses %j (%s)', (input) => {
      const error = errorOf(parseStopCode(input));
      expect(error).toBeInstanceOf(CodeError);
      expect(error.code).toBe('STOP_CODE_MALFORMED');
      expect(error.name).toBe('CodeError');
      expect(error.message).toContain('is not a stop code');
      expect(error.message).toContain("optional 1–2 digit prefix and '-' or '_'");
    });

    it('quotes the input in the message', () => {
      expect(errorOf(parseStopCode('abc')).message).toBe(
        "'abc' is not a stop code: expected digits with an optional 1–2 digit prefix and '-' or '_', for example 4-123.",
      );
      expect(errorOf(parseStopCode(123)).message).toMatch(/^'123' is not a stop code/);
      expect(errorOf(parseStopCode(undefined)).message).toMatch(/^'undefined' is not a stop code/);
    });

    it('shortens a long input in the message', () => {
      const message = errorOf(parseStopCode('x'.repeat(100))).message;
      expect(message).toMatch(/^'x{40}…' is not a stop code/);
    });

    it('gives a coded error, never throws, for inputs that cannot be turned into JSON', () => {
      const circular: Record<string, unknown> = {};
      circular['self'] = circular;
      for (const input of [10n, circular, Symbol('code'), () => '123']) {
        expect(errorOf(parseStopCode(input)).code).toBe('STOP_CODE_MALFORMED');
      }
      expect(errorOf(parseStopCode(10n)).message).toMatch(/^'10n' is not a stop code/);
    });
  });

  describe('an unknown prefix gives the coded error STOP_CODE_UNKNOWN_TYPE', () => {
    it.each(['9-123', '7-123', '0-123', '1_5', '99-1', '11-1'])('refuses %j', (input) => {
      const error = errorOf(parseStopCode(input));
      expect(error).toBeInstanceOf(CodeError);
      expect(error.code).toBe('STOP_CODE_UNKNOWN_TYPE');
      expect(error.message).toContain('is not a stop type (4, 5, 6, 8 or 10)');
    });

    it('names the prefix in the message', () => {
      expect(errorOf(parseStopCode('9-123')).message).toBe(
        "'9-123' is not a stop code: prefix 9 is not a stop type (4, 5, 6, 8 or 10).",
      );
      expect(errorOf(parseStopCode('7_5')).message).toContain('prefix 7 ');
    });
  });
});

describe('formatStopCode: the custom stop code formats (spec §5)', () => {
  it('writes EMT below 6000 without prefix', () => {
    expect(formatStopCode('emt', 5999)).toBe('5999');
    expect(formatStopCode('emt', 0)).toBe('0');
  });

  it('gives EMT 6000 and up a 6- prefix', () => {
    expect(formatStopCode('emt', 6000)).toBe('6-6000');
    expect(formatStopCode('emt', 12345)).toBe('6-12345');
  });

  it('gives interurban below 6000 an 8- prefix', () => {
    expect(formatStopCode('interurban', 5999)).toBe('8-5999');
    expect(formatStopCode('interurban', 1)).toBe('8-1');
  });

  it('pads interurban 6000 and up to 5 digits', () => {
    expect(formatStopCode('interurban', 6000)).toBe('06000');
    expect(formatStopCode('interurban', 9568)).toBe('09568');
    expect(formatStopCode('interurban', 12345)).toBe('12345');
    expect(formatStopCode('interurban', 123456)).toBe('123456');
  });

  it('gives other types their type prefix: Metro 4-, Cercanías 5-, Light Metro 10-', () => {
    expect(formatStopCode('metro', 10)).toBe('4-10');
    expect(formatStopCode('cercanias', 18)).toBe('5-18');
    expect(formatStopCode('lightMetro', 7)).toBe('10-7');
    expect(formatStopCode('metro', 6000)).toBe('4-6000');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1_000_000_000])(
    'refuses %s as a stop number with the coded error STOP_CODE_MALFORMED',
    (mainNumber) => {
      expect(() => formatStopCode('emt', mainNumber)).toThrow(CodeError);
      try {
        formatStopCode('metro', mainNumber);
      } catch (error) {
        expect(error).toBeInstanceOf(CodeError);
        expect((error as CodeError).code).toBe('STOP_CODE_MALFORMED');
      }
    },
  );

  it('round-trips parse(format(x)) for every stop type', () => {
    const numbers = [0, 1, 10, 999, 5999, 6000, 9568, 12345, 123456, 999_999_999];
    for (const type of STOP_TYPES) {
      for (const mainNumber of numbers) {
        const formatted = formatStopCode(type, mainNumber);
        const parsed = stop(formatted);
        expect(parsed).toBe(formatted);
        expect(stopCodeNumber(parsed)).toBe(mainNumber);
        // An EMT number of 6000 or more and an interurban one below it need their prefix; the type survives.
        expect(stopTypeOf(parsed)).toBe(type);
      }
    }
  });
});

describe('parseLineCode', () => {
  it('reads a line code without prefix, dropping leading zeros', () => {
    expect(line('027')).toBe('27');
    expect(lineTransportTypeOf(line('27'))).toBeUndefined();
  });

  it.each<[string, string, number]>([
    ['8_450', '8-450', 8],
    ['6-027', '6-27', 6],
    ['5-1', '5-1', 5],
    ['4-10', '4-10', 4],
    ['10-1', '10-1', 10],
    ['9-3', '9-3', 9],
  ])('reads %j with a transport type prefix as %j (type %i)', (input, canonical, type) => {
    const code = line(input);
    expect(code).toBe(canonical);
    expect(lineTransportTypeOf(code)).toBe(type);
  });

  it('reads the main part of a line code with leading zeros stripped and as a number', () => {
    expect(stopCodeMainPart(line('8_0450'))).toBe('450');
    expect(stopCodeNumber(line('8_0450'))).toBe(450);
  });

  it('round-trips parse(canonical) for line codes', () => {
    for (const input of ['27', '8-450', '10-1', '9-3']) {
      expect(line(line(input))).toBe(line(input));
    }
  });

  describe('malformed input gives the coded error LINE_CODE_MALFORMED', () => {
    it.each<[unknown, string]>([
      ['', 'empty'],
      ['C4A', 'letters'],
      ['123-4', 'a 3-digit prefix'],
      ['8--450', 'a bad pattern'],
      ['1234567890', 'too many digits'],
      [450, 'a number'],
      [null, 'null'],
      [undefined, 'undefined'],
    ])('refuses %j (%s)', (input) => {
      const error = errorOf(parseLineCode(input));
      expect(error).toBeInstanceOf(CodeError);
      expect(error.code).toBe('LINE_CODE_MALFORMED');
      expect(error.message).toContain('is not a line code');
    });
  });

  describe('a prefix that is not a transport type gives the coded error LINE_CODE_UNKNOWN_TYPE', () => {
    it.each(['7-1', '0-1', '1_1', '99-1'])('refuses %j', (input) => {
      const error = errorOf(parseLineCode(input));
      expect(error.code).toBe('LINE_CODE_UNKNOWN_TYPE');
      expect(error.message).toContain('is not a transport type (4, 5, 6, 8, 9 or 10)');
    });

    it('names the prefix in the message', () => {
      expect(errorOf(parseLineCode('7-1')).message).toBe(
        "'7-1' is not a line code: prefix 7 is not a transport type (4, 5, 6, 8, 9 or 10).",
      );
    });
  });
});

describe('parseStationCode: a station is named by its anchor rail stop', () => {
  it("reads 'E' and a Metro, Cercanías or Metro Ligero stop code, in canonical form", () => {
    expect(valueOf(parseStationCode('E4-12'))).toBe('E4-12');
    expect(valueOf(parseStationCode('e4_012'))).toBe('E4-12');
    expect(valueOf(parseStationCode(' E5-122 '))).toBe('E5-122');
    expect(valueOf(parseStationCode('E10-1'))).toBe('E10-1');
    expect(valueOf(parseStationCode('E04-0120'))).toBe('E4-120');
  });

  it('never reads a stop or line code as a station code, nor a station code as a stop code', () => {
    for (const code of ['4-12', '5-122', '10-1', '123', '09568', '4_12']) {
      expect(errorOf(parseStationCode(code)).code).toBe('STATION_CODE_MALFORMED');
    }
    for (const code of ['E4-12', 'E5-122', 'E10-1']) {
      expect(errorOf(parseStopCode(code)).code).toBe('STOP_CODE_MALFORMED');
      expect(errorOf(parseLineCode(code)).code).toBe('LINE_CODE_MALFORMED');
    }
  });

  it.each([
    ['', 'empty'],
    ['E', 'no stop code'],
    ['E12', 'a stop code without its type prefix'],
    ['E-4-12', 'a separator after the E'],
    ['S4-12', 'another letter'],
    ['EE4-12', 'two letters'],
    ['E4-12a', 'letters after the digits'],
    ['E4-1234567890', 'a main part of ten significant digits'],
  ])('refuses %j (%s) with STATION_CODE_MALFORMED', (input) => {
    const error = errorOf(parseStationCode(input));
    expect(error).toBeInstanceOf(CodeError);
    expect(error.code).toBe('STATION_CODE_MALFORMED');
    expect(error.message).toContain('for example E4-12');
  });

  it.each([
    ['E6-6000', 6],
    ['E8-123', 8],
    ['E9-1', 9],
    ['E99-1', 99],
  ])('refuses %s: prefix %i is not a rail stop type, and a bus stop anchors no station', (input, prefix) => {
    expect(errorOf(parseStationCode(input))).toMatchObject({
      code: 'STATION_CODE_MALFORMED',
      message: `'${input}' is not a station code: prefix ${prefix} is not a rail stop type (4, 5 or 10).`,
    });
  });

  it('refuses what is not a string', () => {
    for (const input of [undefined, null, 412, { code: 'E4-12' }]) {
      expect(errorOf(parseStationCode(input)).code).toBe('STATION_CODE_MALFORMED');
    }
  });

  it('writes the code of the station a rail stop anchors, which parses back to itself', () => {
    for (const anchor of ['4-12', '5-122', '10-1']) {
      const code = stationCodeOf(stop(anchor));
      expect(code).toBe(`E${anchor}`);
      expect(valueOf(parseStationCode(code))).toBe(code);
    }
  });

  it('refuses a bus stop as an anchor with STATION_CODE_MALFORMED', () => {
    for (const busStop of ['123', '09568', '6-6000']) {
      expect(() => stationCodeOf(stop(busStop))).toThrow(
        expect.objectContaining({ code: 'STATION_CODE_MALFORMED' }) as Error,
      );
    }
  });
});

describe('code types', () => {
  it('does not accept a plain string as a StopCode or LineCode', () => {
    expectTypeOf<string>().not.toExtend<StopCode>();
    expectTypeOf<string>().not.toExtend<LineCode>();
    expectTypeOf<StopCode>().toExtend<string>();
  });

  it('keeps stop codes and line codes apart', () => {
    expectTypeOf<StopCode>().not.toExtend<LineCode>();
    expectTypeOf<LineCode>().not.toExtend<StopCode>();
  });

  it('returns a branded code from the parsers', () => {
    expectTypeOf(parseStopCode).returns.toEqualTypeOf<Result<StopCode, CodeError>>();
    expectTypeOf(parseLineCode).returns.toEqualTypeOf<Result<LineCode, CodeError>>();
    expectTypeOf(parseStationCode).returns.toEqualTypeOf<Result<StationCode, CodeError>>();
  });

  it('keeps station codes apart from stop codes', () => {
    expectTypeOf<string>().not.toExtend<StationCode>();
    expectTypeOf<StationCode>().not.toExtend<StopCode>();
    expectTypeOf<StopCode>().not.toExtend<StationCode>();
  });
});
