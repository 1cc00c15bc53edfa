import type { Locale, Result, StopCode } from '@transit/core';
import type { LiveSourceId, RealtimeError } from './errors';

/**
 * The contract between the API and the live sources. The API asks a {@link LiveSource} for the live departures at one
 * of its stops; the source answers with normalized rows ({@link LiveDeparture}) and alerts ({@link LiveAlert}), or a
 * coded {@link RealtimeError}. A source never throws and never rejects: `departures` always settles with a Result,
 * within the source's timeout. Merging rows into the timetable's board, caching and single flight per stop are the
 * API's; this package holds what each upstream needs to be asked and read.
 */

/** What the API asks: one stop, in the rider's language. */
export interface LiveQuery {
  /** The stop as the product knows it (core's parseStopCode: EMT `72`, Metro `4-12`, NYC `4-127`). */
  readonly stopCode: StopCode;
  /** The language alerts should come in where the source offers a choice (EMT); `es` when absent. */
  readonly language?: Locale | undefined;
  /** Whether to ask for alerts too (EMT asks its incidents only when told to); true when absent. */
  readonly withAlerts?: boolean | undefined;
}

/** Fields every live row has. */
interface LiveDepartureFields {
  readonly source: LiveSourceId;
  /** The stop asked about, as the product knows it. */
  readonly stopCode: StopCode;
  /** The id the upstream used for the stop or platform: EMT `72`, Metro's display code `0112`, MTA's `127N`. */
  readonly upstreamStopId: string;
  /**
   * The line as the upstream names it, trimmed: EMT `27`, `C03`; Metro `1`; MTA's route_id `6X`. Matching it to the
   * network's lines is the merge's job.
   */
  readonly lineNumber: string;
  /** The headsign or direction text the upstream shows (EMT `destination`, Metro `sentido`); undefined when none. */
  readonly destination: string | undefined;
  /** The GTFS direction_id (0 or 1) when the upstream states it; undefined otherwise. */
  readonly directionId: 0 | 1 | undefined;
  /** The platform where the source gives one (Metro `anden`, NYC's N/S platform of the station). */
  readonly platform: string | undefined;
  /** The vehicle's distance to the stop in metres, ≥ 0 (EMT `DistanceBus`); undefined elsewhere. */
  readonly distanceM: number | undefined;
  /** The GTFS trip_id where the source has one (MTA): the merge matches on it. */
  readonly tripId: string | undefined;
  /** How late against the schedule, seconds (negative when early), where the source says (GTFS-rt `delay`). */
  readonly delaySec: number | undefined;
  /**
   * The timetabled moment, epoch milliseconds, where the source gives it beside its prediction (ADIF `plannedTime`,
   * Renfe `horaSalida`); undefined elsewhere.
   */
  readonly scheduledEpochMs?: number | undefined;
  /**
   * When the upstream made this prediction, epoch milliseconds: EMT's answer `datetime`, Metro's
   * `fechaHoraEmisionPrevision`, the GTFS-rt trip update's (or feed header's) timestamp. The row's age is the API's
   * clock minus this. Undefined when the upstream does not say.
   */
  readonly dataEpochMs: number | undefined;
}

/**
 * One live row. `isEstimate` false means the upstream lists the vehicle but gives no time (EMT's 999999, a Metro
 * `proximo` that is null, empty or `{"@nil":"true"}`): it must read as "no estimate", never as "0 min".
 */
export type LiveDeparture = LiveDepartureFields &
  (
    | {
        readonly isEstimate: true;
        /**
         * When the vehicle is predicted at the stop, epoch milliseconds: arrival where the upstream gives it, else
         * departure. Relative predictions are made absolute from the moment they were made (Metro: emission time +
         * minutes, so an old prediction is corrected for its age; EMT: the moment the answer arrived + seconds).
         */
        readonly predictedEpochMs: number;
      }
    | { readonly isEstimate: false; readonly predictedEpochMs: null }
  );

/** One text of an alert in one language. */
export interface LiveAlertText {
  /** BCP 47 language (`es`, `en`) when known; undefined when the upstream does not say. */
  readonly language: string | undefined;
  readonly title: string;
  /** The longer text; undefined when the upstream gives only a title. */
  readonly description: string | undefined;
}

/** When an alert applies, epoch milliseconds; a missing end is open-ended, a missing start has always applied. */
export interface LiveAlertPeriod {
  readonly startEpochMs: number | undefined;
  readonly endEpochMs: number | undefined;
}

/** An alert or incident about the stop, its lines or its trips. */
export interface LiveAlert {
  readonly source: LiveSourceId;
  /** The upstream's id when it has one (GTFS-rt entity id). */
  readonly id: string | undefined;
  /** One entry per language the upstream gives (EMT: the one asked for; MTA: each translation). Never empty. */
  readonly texts: readonly LiveAlertText[];
  /** When it applies; empty when the upstream does not say (then it applies now). */
  readonly periods: readonly LiveAlertPeriod[];
  /** Lines it names, as the upstream names them; empty when it names none. */
  readonly lineNumbers: readonly string[];
  /** Trips it names (GTFS trip_id); empty when it names none. */
  readonly tripIds: readonly string[];
}

/**
 * Something an adapter left out of an otherwise good answer, for the API's log and the sources' state:
 * - `UPSTREAM_ROW_INVALID`: a row or alert that failed its schema (partial data); the others came through.
 * - `UPSTREAM_PREDICTION_PASSED`: a row predicted more than {@link PASSED_GRACE_MS} before the answer arrived: the
 *   vehicle has left by the upstream's own prediction, so it is no departure (a stale prediction, never "0 min").
 * - `UPSTREAM_PART_FAILED`: one of several calls for the stop failed (one of a Metro station's displays, one of the
 *   MTA feeds), with the code of its failure in the message; the rest answered.
 */
export interface LiveIssue {
  readonly code: 'UPSTREAM_ROW_INVALID' | 'UPSTREAM_PREDICTION_PASSED' | 'UPSTREAM_PART_FAILED';
  readonly message: string;
}

/** How long past its predicted moment a vehicle may still be at the stop: a minute, the displays' rounding. */
export const PASSED_GRACE_MS = 60_000;

/** A source's answer for one stop. */
export interface LiveAnswer {
  readonly source: LiveSourceId;
  readonly stopCode: StopCode;
  /** The live rows, soonest first (rows with no estimate last, in the upstream's order). */
  readonly departures: readonly LiveDeparture[];
  readonly alerts: readonly LiveAlert[];
  /** When the answer arrived, epoch milliseconds (the adapter's clock). */
  readonly fetchedEpochMs: number;
  /** The newest of the rows' `dataEpochMs` or the answer's own timestamp; undefined when the upstream gives none. */
  readonly dataEpochMs: number | undefined;
  /** What was left out and why; empty for a clean answer. */
  readonly issues: readonly LiveIssue[];
}

/** What the API reads to say a source's state beside the board. */
export type LiveSourceState =
  /** No base URL or keys: the board answers from the timetable and says so. */
  | 'notConfigured'
  /** Asked as usual. */
  | 'closed'
  /** Failing: answers UPSTREAM_CIRCUIT_OPEN at once until its wait is over. */
  | 'open'
  /** Its wait is over: the next call tries the upstream again, and closes or reopens the circuit. */
  | 'halfOpen';

/** A live source as the API uses it: resilient (timeout and circuit breaker), never throwing. */
export interface LiveSource {
  readonly id: LiveSourceId;
  /** Whether this source has anything for the stop (a pure, quick test the API uses to pick sources). */
  servesStop(stopCode: StopCode): boolean;
  /**
   * The live departures and alerts at a stop. Always settles, with an error when the source is not configured, does
   * not serve the stop, times out, fails, or its circuit is open; never rejects.
   * @param options.signal the caller giving up (the API's own deadline); the answer is then UPSTREAM_ABORTED
   */
  departures(
    query: LiveQuery,
    options?: { readonly signal?: AbortSignal | undefined },
  ): Promise<Result<LiveAnswer, RealtimeError>>;
  /** The source's state now. */
  state(): LiveSourceState;
}

/**
 * One upstream's adapter, bare: it asks and reads, and throws a {@link RealtimeError} on any failure. The API never
 * calls it directly; `resilientSource` wraps it with the timeout and the circuit breaker and turns throws into
 * Results.
 */
export interface LiveSourceAdapter {
  readonly id: LiveSourceId;
  /** False when the config lacks what the upstream needs; then every call is UPSTREAM_NOT_CONFIGURED. */
  readonly isConfigured: boolean;
  servesStop(stopCode: StopCode): boolean;
  /**
   * Asks the upstream. `signal` fires when the timeout runs out or the caller gives up: every request made must
   * honour it. Throws only RealtimeError.
   */
  fetchDepartures(query: LiveQuery, signal: AbortSignal): Promise<LiveAnswer>;
}

/** What an adapter takes besides its config: the clock, epoch milliseconds (Date.now by default; tests set it). */
export interface AdapterDeps {
  readonly now?: (() => number) | undefined;
}
