import {
  type Alert,
  type Arrival,
  LIVE_SOURCES,
  type LiveSource as ContractLiveSource,
} from '@transit/api-contract';
import type { Locale } from '@transit/core';
import { formatZonedDateTime } from '@transit/network';
import type { LiveAlert, LiveAnswer, LiveDeparture } from '@transit/realtime';

/** How far a live prediction may be from a timetabled departure and still be that departure (either side). */
export const MATCH_WINDOW_MS = 15 * 60_000;
/** A live row older than this past its fetch is `stale` rather than `live`. */
export const STALE_AGE_MS = 90_000;
/** How long past `at` a live row may be predicted and still be shown (the displays' rounding, as the adapters use). */
export const LIVE_GRACE_MS = 60_000;

/** The contract's id of a live source: the realtime package's id is the same string. */
export function contractSourceOf(id: string): ContractLiveSource | undefined {
  return LIVE_SOURCES.find((source) => source === id);
}

/**
 * A line number as the merge compares it: upper case, no spaces, and the leading zeros of its number dropped, so
 * EMT's or CRTM's `C03` is the network's `C3` and `001` is `1`.
 */
export function normaliseLineNumber(number: string): string {
  const compact = number.trim().toUpperCase().replace(/\s+/g, '');
  const parts = /^([A-Z]*?)0*(\d+)([A-Z]*)$/.exec(compact);
  return parts ? `${parts[1] ?? ''}${parts[2] ?? ''}${parts[3] ?? ''}` : compact;
}

/** A headsign as the merge compares it: lower case, no accents, words separated by one space. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether two headsigns name the same direction: equal once normalised, or one holds the other (`Pinar` ⊂ `Pinar de Chamartín`). */
export function sameDestination(a: string, b: string): boolean {
  const x = normaliseText(a);
  const y = normaliseText(b);
  return x !== '' && y !== '' && (x === y || x.includes(y) || y.includes(x));
}

/**
 * Whether a live row's trip is a timetabled trip: the same id, or (NYCT) the static id ends with the realtime one
 * after an underscore (`AFA23GEN-1038-Weekday-00_053850_1..N03R` is the feed's `053850_1..N03R`).
 */
export function sameTrip(scheduledTripId: string, liveTripId: string): boolean {
  return scheduledTripId === liveTripId || scheduledTripId.endsWith(`_${liveTripId}`);
}

/** A line of the stop, as a live row that names it is drawn. */
export interface StopLine {
  readonly lineCode: string;
  readonly lineNumber: string;
  readonly colour: string | null;
  readonly textColour: string | null;
  readonly transportTypeCode: number;
}

/** One source's answer for the stop, and how old it is now. */
export interface LiveInput {
  readonly source: ContractLiveSource;
  readonly answer: LiveAnswer;
}

export interface MergeOptions {
  /** The moment of the board, epoch ms. */
  readonly atEpochMs: number;
  /** The clock now (the rows' age is measured from it), epoch ms. */
  readonly nowEpochMs: number;
  readonly limit: number;
  readonly windowMinutes: number;
  readonly timeZone: string;
  /** The stop's lines (a live row names one by number). */
  readonly lines: readonly StopLine[];
  /**
   * The network's lines of the stop's mode: a live row whose number none of the stop's lines has is drawn as the one
   * line of its mode with that number (a feed that links no lines to its stops); none when several share it.
   */
  readonly modeLines?: readonly StopLine[] | undefined;
  /** The stop's transport type, for a live row of a line the network does not know. */
  readonly transportTypeCode: number;
}

type EstimatedDeparture = LiveDeparture & { readonly isEstimate: true; readonly predictedEpochMs: number };

function isEstimated(row: LiveDeparture): row is EstimatedDeparture {
  return row.isEstimate;
}

/** The scheduled row a live row is, if any: by trip, else by line, direction and the nearest time in the window. */
function findMatch(
  live: EstimatedDeparture,
  scheduled: readonly { readonly arrival: Arrival; readonly epochMs: number }[],
  claimed: ReadonlySet<number>,
): number | undefined {
  const liveTripId = live.tripId;
  if (liveTripId !== undefined) {
    const index = scheduled.findIndex(
      ({ arrival }, i) => !claimed.has(i) && arrival.tripId !== null && sameTrip(arrival.tripId, liveTripId),
    );
    if (index >= 0) return index;
  }
  const number = normaliseLineNumber(live.lineNumber);
  let best: number | undefined;
  let bestDistance = Infinity;
  scheduled.forEach(({ arrival, epochMs }, i) => {
    if (claimed.has(i) || normaliseLineNumber(arrival.lineNumber) !== number) return;
    if (live.directionId !== undefined) {
      if (arrival.direction !== live.directionId) return;
    } else if (live.destination !== undefined && !sameDestination(arrival.destination, live.destination)) {
      return;
    }
    const distance = Math.abs(epochMs - live.predictedEpochMs);
    if (distance <= MATCH_WINDOW_MS && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** The network's line a live row names by number: the stop's, else the only one of its mode with that number. */
function lineOf(lineNumber: string, options: MergeOptions): StopLine | undefined {
  const number = normaliseLineNumber(lineNumber);
  const same = (candidate: StopLine) => normaliseLineNumber(candidate.lineNumber) === number;
  const own = options.lines.find(same);
  if (own) return own;
  const inMode = (options.modeLines ?? []).filter(same);
  return inMode.length === 1 ? inMode[0] : undefined;
}

/** The live fields of a row from a live prediction. */
function liveFields(
  input: LiveInput,
  live: EstimatedDeparture,
  options: MergeOptions,
): Pick<
  Arrival,
  'departureTime' | 'isRealtime' | 'source' | 'status' | 'liveSource' | 'ageSeconds' | 'isApproximate'
> & { distanceMeters?: number } {
  const observedEpochMs = live.dataEpochMs ?? input.answer.dataEpochMs ?? input.answer.fetchedEpochMs;
  const ageSeconds = Math.max(0, Math.round((options.nowEpochMs - observedEpochMs) / 1000));
  const isStale = options.nowEpochMs - input.answer.fetchedEpochMs > STALE_AGE_MS;
  return {
    departureTime: formatZonedDateTime(live.predictedEpochMs, options.timeZone),
    isRealtime: true,
    source: 'live',
    status: isStale ? 'stale' : 'live',
    liveSource: input.source,
    ageSeconds,
    isApproximate: false,
    ...(live.distanceM !== undefined && { distanceMeters: Math.round(live.distanceM) }),
  };
}

/**
 * A stop's board with its live sources' rows merged in (pure). `scheduled` is the timetable's board from somewhat
 * before `at` (so a late train still finds its timetabled trip). Each live row with an estimate replaces the
 * timetabled row it is (by trip id where the source has one; else the same line number, the same direction, by
 * direction id or headsign, and the nearest time within MATCH_WINDOW_MS); a live row that matches none is added, its
 * line drawn from the stop's lines by number (lineCode null when the network does not know it). Rows with no estimate
 * are no departures and are left out (never "0 min"). The result is in time order, from `at` (a live row up to
 * LIVE_GRACE_MS before) to the window's end, cut to the limit, each row's minutes counted from `at`.
 */
export function mergeLiveArrivals(
  scheduled: readonly Arrival[],
  inputs: readonly LiveInput[],
  options: MergeOptions,
): Arrival[] {
  const timed = scheduled.map((arrival) => ({ arrival, epochMs: Date.parse(arrival.departureTime) }));
  const claimed = new Set<number>();
  const replaced = new Map<number, Arrival>();
  const added: { arrival: Arrival; epochMs: number }[] = [];
  const liveRows = inputs
    .flatMap((input) => input.answer.departures.filter(isEstimated).map((live) => ({ input, live })))
    .sort((a, b) => a.live.predictedEpochMs - b.live.predictedEpochMs);
  for (const { input, live } of liveRows) {
    const index = findMatch(live, timed, claimed);
    const fields = liveFields(input, live, options);
    const match = index === undefined ? undefined : timed[index];
    if (index !== undefined && match !== undefined) {
      claimed.add(index);
      replaced.set(index, {
        ...match.arrival,
        ...fields,
        platform: live.platform || match.arrival.platform,
        delaySeconds: live.delaySec ?? Math.round((live.predictedEpochMs - match.epochMs) / 1000),
        scheduledTime: match.arrival.departureTime,
        minutes: 0,
      });
      continue;
    }
    const line = lineOf(live.lineNumber, options);
    added.push({
      epochMs: live.predictedEpochMs,
      arrival: {
        lineCode: line?.lineCode ?? null,
        lineNumber: line?.lineNumber ?? live.lineNumber,
        colour: line?.colour ?? null,
        textColour: line?.textColour ?? null,
        transportTypeCode: line?.transportTypeCode ?? options.transportTypeCode,
        destination: live.destination ?? '',
        direction: live.directionId ?? 0,
        platform: live.platform || null,
        tripId: null,
        minutes: 0,
        ...fields,
        ...(live.delaySec !== undefined && { delaySeconds: live.delaySec }),
      },
    });
  }
  const fromEpochMs = options.atEpochMs;
  const toEpochMs = options.atEpochMs + options.windowMinutes * 60_000;
  const rows = [
    ...timed.map(({ arrival, epochMs }, i) => {
      const live = replaced.get(i);
      return live ? { arrival: live, epochMs: Date.parse(live.departureTime) } : { arrival, epochMs };
    }),
    ...added,
  ].filter(({ arrival, epochMs }) => {
    const earliest = arrival.source === 'live' ? fromEpochMs - LIVE_GRACE_MS : fromEpochMs;
    return epochMs >= earliest && epochMs <= toEpochMs;
  });
  rows.sort((a, b) => a.epochMs - b.epochMs);
  return rows.slice(0, options.limit).map(({ arrival, epochMs }) => ({
    ...arrival,
    minutes: Math.max(0, Math.floor((epochMs - fromEpochMs) / 60_000)),
  }));
}

/** The text of an alert in the rider's language, else Spanish, else the first the source gives. */
function textFor(alert: LiveAlert, language: Locale) {
  const languageOf = (text: { readonly language: string | undefined }) =>
    text.language?.toLowerCase().split('-')[0];
  return (
    alert.texts.find((text) => languageOf(text) === language) ??
    alert.texts.find((text) => languageOf(text) === 'es') ??
    alert.texts[0]
  );
}

/**
 * A source's alerts as the contract states them: one text each, in the rider's language first; the period that
 * holds `now` (else the first), its times with the city's offset; alerts all of whose periods are over are left out.
 */
export function mapAlerts(
  source: ContractLiveSource,
  alerts: readonly LiveAlert[],
  options: { readonly language: Locale; readonly nowEpochMs: number; readonly timeZone: string },
): Alert[] {
  const { nowEpochMs, timeZone } = options;
  const time = (epochMs: number | undefined) =>
    epochMs === undefined ? null : formatZonedDateTime(epochMs, timeZone);
  return alerts.flatMap((alert): Alert[] => {
    const text = textFor(alert, options.language);
    if (text === undefined) return [];
    const current = alert.periods.find(
      (period) =>
        (period.startEpochMs ?? -Infinity) <= nowEpochMs && nowEpochMs <= (period.endEpochMs ?? Infinity),
    );
    const isOver =
      alert.periods.length > 0 &&
      alert.periods.every((period) => period.endEpochMs !== undefined && period.endEpochMs < nowEpochMs);
    if (isOver) return [];
    const period = current ?? alert.periods[0];
    return [
      {
        source,
        id: alert.id ?? null,
        language: text.language ?? null,
        title: text.title,
        description: text.description ?? null,
        lineNumbers: [...alert.lineNumbers],
        startsAt: time(period?.startEpochMs),
        endsAt: time(period?.endEpochMs),
      },
    ];
  });
}
