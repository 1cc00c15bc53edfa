import { ProductError, quoteInput } from './errors';
import { err, ok, type Result } from './result';
import {
  isTransportTypeCode,
  STOP_TYPE_CODES,
  stopTypeFromCode,
  type StopType,
  type TransportTypeCode,
} from './transport';

declare const stopCodeBrand: unique symbol;
declare const lineCodeBrand: unique symbol;
declare const stationCodeBrand: unique symbol;

/** A stop code in its canonical custom format (spec §5). Made only by {@link parseStopCode}. */
export type StopCode = string & { readonly [stopCodeBrand]: 'StopCode' };
/** A line code in canonical form (spec §5 pattern). Made only by {@link parseLineCode}. */
export type LineCode = string & { readonly [lineCodeBrand]: 'LineCode' };
/**
 * A station code in canonical form: 'E' and the code of the station's anchor rail stop ("E4-12" is Sol, anchored by
 * Metro 4-12). Made only by {@link parseStationCode} and {@link stationCodeOf}.
 */
export type StationCode = string & { readonly [stationCodeBrand]: 'StationCode' };

export type CodeErrorCode =
  | 'STOP_CODE_MALFORMED'
  | 'STOP_CODE_UNKNOWN_TYPE'
  | 'LINE_CODE_MALFORMED'
  | 'LINE_CODE_UNKNOWN_TYPE'
  | 'STATION_CODE_MALFORMED';

export class CodeError extends ProductError<CodeErrorCode> {
  override readonly name = 'CodeError';
}

/**
 * Spec §5: an optional one- or two-digit prefix and a - or _ separator, then digits only.
 * Capture 1 is the prefix, capture 2 the main part.
 */
const CODE_PATTERN = /^(?:(\d{1,2})[-_])?(\d{1,32})$/;
/** Main parts beyond this many significant digits cannot be read as an exact number. */
const MAX_SIGNIFICANT_DIGITS = 9;
/** The largest main number a code can carry (9 significant digits), so that every formatted code parses back. */
const MAX_MAIN_NUMBER = 10 ** MAX_SIGNIFICANT_DIGITS - 1;
/** Stop numbers below this are EMT when no prefix says otherwise; this and above are interurban (spec §5). */
export const EMT_INTERURBAN_BOUNDARY = 6000;
/** Interurban codes of this many digits or more need no prefix: they are padded to it (spec §5). */
const INTERURBAN_PADDED_DIGITS = 5;

/** The parts of a code that matches the spec's pattern. */
export interface CodeParts {
  /** The one- or two-digit prefix, as a number; undefined when the code has none. */
  readonly prefix: number | undefined;
  /** The main part with leading zeros stripped ("09568" → "9568"; "000" → "0"). */
  readonly mainPart: string;
  /** The main part read as a number (an integer ≥ 0). */
  readonly mainNumber: number;
}

/** Splits a code by the spec's pattern; undefined when the text does not match it. */
export function splitCode(input: string): CodeParts | undefined {
  const match = CODE_PATTERN.exec(input.trim());
  if (!match?.[2]) return undefined;
  const mainPart = match[2].replace(/^0+(?=\d)/, '');
  if (mainPart.length > MAX_SIGNIFICANT_DIGITS) return undefined;
  return {
    prefix: match[1] === undefined ? undefined : Number(match[1]),
    mainPart,
    mainNumber: Number(mainPart),
  };
}

const MALFORMED_STOP_HINT =
  "expected digits with an optional 1–2 digit prefix and '-' or '_', for example 4-123";

/**
 * Reads a stop code typed by a rider, stored, or received from a feed. The stop type comes from the prefix, or,
 * without one, from the number: below 6000 EMT, 6000 or more interurban. The result is the canonical custom
 * format ({@link formatStopCode}), so "8_09568", "09568" and "9568 " are the same stop.
 */
export function parseStopCode(input: unknown): Result<StopCode, CodeError> {
  const parts = typeof input === 'string' ? splitCode(input) : undefined;
  if (!parts) {
    return err(
      new CodeError(
        'STOP_CODE_MALFORMED',
        `${quoteInput(input)} is not a stop code: ${MALFORMED_STOP_HINT}.`,
      ),
    );
  }
  const type = stopTypeOfParts(parts);
  if (!type) {
    return err(
      new CodeError(
        'STOP_CODE_UNKNOWN_TYPE',
        `${quoteInput(input)} is not a stop code: prefix ${String(parts.prefix)} is not a stop type (4, 5, 6, 8 or 10).`,
      ),
    );
  }
  return ok(formatStopCode(type, parts.mainNumber));
}

function stopTypeOfParts(parts: CodeParts): StopType | undefined {
  if (parts.prefix !== undefined) return stopTypeFromCode(parts.prefix);
  return parts.mainNumber < EMT_INTERURBAN_BOUNDARY ? 'emt' : 'interurban';
}

/**
 * The custom stop code format (spec §5): EMT 6000 and up gets a 6- prefix; interurban below 6000 gets an 8- prefix,
 * otherwise it is padded to 5 digits; other types get their type prefix (Metro 4-, Cercanías 5-, Light Metro 10-).
 * @param mainNumber the stop number within its type, an integer from 0 to 999999999 (9 digits, as parsing reads)
 */
export function formatStopCode(type: StopType, mainNumber: number): StopCode {
  if (!Number.isSafeInteger(mainNumber) || mainNumber < 0 || mainNumber > MAX_MAIN_NUMBER) {
    throw new CodeError(
      'STOP_CODE_MALFORMED',
      `${mainNumber} is not a stop number: expected an integer from 0 to ${MAX_MAIN_NUMBER}.`,
    );
  }
  const digits = String(mainNumber);
  switch (type) {
    case 'emt':
      return brandStop(mainNumber >= EMT_INTERURBAN_BOUNDARY ? `${STOP_TYPE_CODES.emt}-${digits}` : digits);
    case 'interurban':
      return brandStop(
        mainNumber < EMT_INTERURBAN_BOUNDARY
          ? `${STOP_TYPE_CODES.interurban}-${digits}`
          : digits.padStart(INTERURBAN_PADDED_DIGITS, '0'),
      );
    case 'cercanias':
    case 'metro':
    case 'lightMetro':
      return brandStop(`${STOP_TYPE_CODES[type]}-${digits}`);
  }
}

function brandStop(code: string): StopCode {
  return code as StopCode;
}

/** The stop type of a parsed code. */
export function stopTypeOf(code: StopCode): StopType {
  return stopTypeOfParts(partsOfValid(code)) as StopType;
}

/**
 * The main part with leading zeros stripped: "09568" → "9568", "4-010" → "10".
 * Wired by issue 10 (the EMT MobilityLabs adapter asks for a stop by its number).
 */
export function stopCodeMainPart(code: StopCode | LineCode): string {
  return partsOfValid(code).mainPart;
}

/**
 * The main part read as a number: "09568" → 9568.
 * Wired by issue 10 (the EMT MobilityLabs adapter asks for a stop by its number).
 */
export function stopCodeNumber(code: StopCode | LineCode): number {
  return partsOfValid(code).mainNumber;
}

function partsOfValid(code: StopCode | LineCode): CodeParts {
  // A branded code matched the pattern when it was made, so this cannot fail.
  return splitCode(code) as CodeParts;
}

/**
 * Reads a line code by the same pattern as stop codes (spec §5). A prefix, when present, must be a transport type
 * code (4, 5, 6, 8, 9 or 10). The canonical form drops leading zeros and writes the separator as "-".
 */
export function parseLineCode(input: unknown): Result<LineCode, CodeError> {
  const parts = typeof input === 'string' ? splitCode(input) : undefined;
  if (!parts) {
    return err(
      new CodeError(
        'LINE_CODE_MALFORMED',
        `${quoteInput(input)} is not a line code: expected digits with an optional 1–2 digit prefix and '-' or '_'.`,
      ),
    );
  }
  if (parts.prefix === undefined) return ok(parts.mainPart as LineCode);
  if (!isTransportTypeCode(parts.prefix)) {
    return err(
      new CodeError(
        'LINE_CODE_UNKNOWN_TYPE',
        `${quoteInput(input)} is not a line code: prefix ${parts.prefix} is not a transport type (4, 5, 6, 8, 9 or 10).`,
      ),
    );
  }
  return ok(`${parts.prefix}-${parts.mainPart}` as LineCode);
}

/** The transport type a line code's prefix names; undefined when the code has no prefix. */
export function lineTransportTypeOf(code: LineCode): TransportTypeCode | undefined {
  const { prefix } = partsOfValid(code);
  return prefix === undefined ? undefined : (prefix as TransportTypeCode);
}

/** The stop types a station is anchored by: rail (bus stops never make a station, spec issue 10). */
export const STATION_STOP_TYPES = ['cercanias', 'metro', 'lightMetro'] as const satisfies readonly StopType[];
export type StationStopType = (typeof STATION_STOP_TYPES)[number];

/** Whether a stop type is one a station groups (Metro, Metro Ligero, Cercanías). */
export function isStationStopType(type: StopType): type is StationStopType {
  return STATION_STOP_TYPES.some((railType) => railType === type);
}

/**
 * A station code: 'E' (or 'e'), then a rail stop code with its type prefix (4, 5 or 10) and '-' or '_'. Stop and
 * line codes are digits only, so no station code is ever one of them.
 */
const STATION_CODE_PATTERN = /^[Ee](\d{1,2}[-_]\d{1,32})$/;

const MALFORMED_STATION_HINT =
  "expected 'E' and a Metro (4-), Cercanías (5-) or Metro Ligero (10-) stop code, for example E4-12";

/**
 * Reads a station code: 'E' and the code of its anchor rail stop, as {@link stationCodeOf} writes it. The result is
 * canonical ("e4_012" → "E4-12"). Anything else, a bus stop's code after the 'E' included, is STATION_CODE_MALFORMED.
 */
export function parseStationCode(input: unknown): Result<StationCode, CodeError> {
  const malformed = (reason: string) =>
    err(new CodeError('STATION_CODE_MALFORMED', `${quoteInput(input)} is not a station code: ${reason}.`));
  const match = typeof input === 'string' ? STATION_CODE_PATTERN.exec(input.trim()) : null;
  const parts = match?.[1] === undefined ? undefined : splitCode(match[1]);
  if (!parts || parts.prefix === undefined) return malformed(MALFORMED_STATION_HINT);
  const type = stopTypeFromCode(parts.prefix);
  if (!type || !isStationStopType(type)) {
    return malformed(`prefix ${parts.prefix} is not a rail stop type (4, 5 or 10)`);
  }
  return ok(brandStation(formatStopCode(type, parts.mainNumber)));
}

/**
 * The code of the station a rail stop anchors: 'E' and the stop's code (Metro 4-12 → "E4-12").
 * @throws CodeError STATION_CODE_MALFORMED when the stop is not a rail stop (a bus stop anchors no station)
 */
export function stationCodeOf(anchor: StopCode): StationCode {
  const type = stopTypeOf(anchor);
  if (!isStationStopType(type)) {
    throw new CodeError(
      'STATION_CODE_MALFORMED',
      `${quoteInput(anchor)} cannot anchor a station: only Metro, Cercanías and Metro Ligero stops do.`,
    );
  }
  return brandStation(anchor);
}

function brandStation(anchor: StopCode): StationCode {
  return `E${anchor}` as StationCode;
}
