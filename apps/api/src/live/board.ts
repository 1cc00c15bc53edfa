import {
  type Alert,
  type Arrivals,
  DEFAULT_ARRIVALS_LIMIT,
  DEFAULT_ARRIVALS_WINDOW_MINUTES,
  type LiveSourceStatus,
  type LiveState,
  MAX_ARRIVALS_LIMIT,
  type StationArrivals,
  TIMETABLE_ONLY_LIVE_STATE,
} from '@transit/api-contract';
import { DEFAULT_LOCALE, type Locale, parseStopCode } from '@transit/core';
import {
  lineAt,
  type LineIndex,
  lineIndexes,
  linesAt,
  type StationIndex,
  stopAt,
  type StopIndex,
} from '@transit/network';
import { type ArrivalsOptions, buildArrivals } from '../arrivals';
import { type CityContext, colourOf } from '../cityContext';
import { buildStationArrivals } from '../stations';
import { listedStationStops } from '../stops';
import { contractSourceOf, mapAlerts, MATCH_WINDOW_MS, mergeLiveArrivals, type StopLine } from './merge';
import { type LiveService, PENDING_REFRESH_AFTER_SECONDS, type SourceReport } from './service';

/** A city's live side: the service and the ids of the sources that may serve its stops. */
export interface CityLive {
  readonly service: LiveService;
  readonly sourceIds: readonly string[];
  /** The clock, epoch ms. */
  readonly now: () => number;
}

/** An explicit `at` further than this from now asks about another moment: the board is the timetable alone. */
export const LIVE_AT_TOLERANCE_MS = 2 * 60_000;

export interface LiveArrivalsOptions extends ArrivalsOptions {
  readonly language?: Locale | undefined;
}

/** Whether a board for this moment asks the live sources: only one about now (no `at`, or one within 2 minutes). */
export function asksLive(live: CityLive | undefined, atEpochMs: number): live is CityLive {
  return live !== undefined && Math.abs(atEpochMs - live.now()) <= LIVE_AT_TOLERANCE_MS;
}

/** A source's status beside a board, its data's age in whole seconds. */
function statusOf(report: SourceReport, nowEpochMs: number): LiveSourceStatus {
  const answer = report.answer;
  const observed = answer?.dataEpochMs ?? answer?.fetchedEpochMs;
  return {
    source: report.source,
    state: report.state,
    errorCode: report.errorCode,
    ageSeconds: observed === undefined ? null : Math.max(0, Math.round((nowEpochMs - observed) / 1000)),
  };
}

/** The live state of a board from its sources' statuses (each source once). */
export function liveStateOf(statuses: readonly LiveSourceStatus[], service: LiveService): LiveState {
  if (statuses.length === 0) return TIMETABLE_ONLY_LIVE_STATE;
  const isPending = statuses.some((status) => status.state === 'pending');
  return {
    sources: [...statuses],
    isPending,
    refreshAfterSeconds: isPending ? PENDING_REFRESH_AFTER_SECONDS : service.refreshAfterSeconds,
  };
}

/**
 * A source's status over several stops (a station): the most urgent state (pending, then timed out, failing, ok,
 * not configured), the first error code met, and the oldest age.
 */
export function combineStatuses(statuses: readonly LiveSourceStatus[]): LiveSourceStatus[] {
  const rank = (state: LiveSourceStatus['state']) =>
    ['pending', 'timedOut', 'failing', 'ok', 'notConfigured'].indexOf(state);
  const bySource = new Map<string, LiveSourceStatus>();
  for (const status of statuses) {
    const seen = bySource.get(status.source);
    if (seen === undefined) {
      bySource.set(status.source, status);
      continue;
    }
    const first = rank(status.state) < rank(seen.state) ? status : seen;
    const ages = [seen.ageSeconds, status.ageSeconds].filter((age) => age !== null);
    bySource.set(status.source, {
      ...first,
      errorCode: first.errorCode ?? seen.errorCode ?? status.errorCode,
      ageSeconds: ages.length === 0 ? null : Math.max(...ages),
    });
  }
  return [...bySource.values()];
}

/** Alerts without repeats (a station's stops share their lines' alerts). */
export function uniqueAlerts(alerts: readonly Alert[]): Alert[] {
  const seen = new Set<string>();
  return alerts.filter((alert) => {
    const key = JSON.stringify([alert.source, alert.id, alert.title, alert.startsAt]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function stopLineOf(context: CityContext, index: LineIndex): StopLine {
  const line = lineAt(context.network, index);
  return {
    lineCode: line.code,
    lineNumber: line.number,
    colour: colourOf(line.colour),
    textColour: colourOf(line.textColour),
    transportTypeCode: line.transportTypeCode,
  };
}

/** The stop's lines, as a live row naming one by number is drawn. */
function stopLines(context: CityContext, stop: StopIndex): StopLine[] {
  return linesAt(context.network, stop).map((index) => stopLineOf(context, index));
}

/** Each city's lines by transport type, listed once per city (the networks do not change while the app runs). */
const modeLinesCache = new WeakMap<CityContext, Map<number, StopLine[]>>();

/** The network's lines of one transport type. */
function modeLines(context: CityContext, transportTypeCode: number): StopLine[] {
  let byMode = modeLinesCache.get(context);
  if (byMode === undefined) {
    byMode = new Map();
    for (const index of lineIndexes(context.network)) {
      const line = stopLineOf(context, index);
      const list = byMode.get(line.transportTypeCode) ?? [];
      list.push(line);
      byMode.set(line.transportTypeCode, list);
    }
    modeLinesCache.set(context, byMode);
  }
  return byMode.get(transportTypeCode) ?? [];
}

/**
 * A stop's board with its live sources: the timetable's board, and each source that serves the stop asked (through
 * the cache, within the service's wait); their rows merged in (see mergeLiveArrivals), their states and alerts
 * beside. A source that fails or is late never fails the board: the timetable answers, and the state says why.
 */
export async function buildLiveArrivals(
  context: CityContext,
  live: CityLive,
  stop: StopIndex,
  options: LiveArrivalsOptions,
): Promise<Arrivals> {
  const board = buildArrivals(context, stop, options);
  const stopCode = parseStopCode(stopAt(context.network, stop).code);
  if (!stopCode.ok) return board;
  const language = options.language ?? DEFAULT_LOCALE;
  const reports = await live.service.stopReports(live.sourceIds, stopCode.value, language);
  if (reports.length === 0) return board;
  const nowEpochMs = live.now();
  const limit = options.limit ?? DEFAULT_ARRIVALS_LIMIT;
  const windowMinutes = options.windowMinutes ?? DEFAULT_ARRIVALS_WINDOW_MINUTES;
  // From somewhat before `at`, so a late train still finds its timetabled trip.
  const lookback = () =>
    buildArrivals(context, stop, {
      atEpochMs: options.atEpochMs - MATCH_WINDOW_MS,
      limit: Math.min(MAX_ARRIVALS_LIMIT * 2, limit + 100),
      windowMinutes: windowMinutes + MATCH_WINDOW_MS / 60_000,
    }).arrivals;
  const inputs = reports.flatMap((report) =>
    report.answer === undefined ? [] : [{ source: report.source, answer: report.answer }],
  );
  const arrivals =
    inputs.length === 0
      ? board.arrivals
      : mergeLiveArrivals(lookback(), inputs, {
          atEpochMs: options.atEpochMs,
          nowEpochMs,
          limit,
          windowMinutes,
          timeZone: context.city.timeZone,
          lines: stopLines(context, stop),
          modeLines: modeLines(context, stopAt(context.network, stop).typeCode),
          transportTypeCode: stopAt(context.network, stop).typeCode,
        });
  const alerts = uniqueAlerts(
    inputs.flatMap(({ source, answer }) => {
      const id = contractSourceOf(source);
      return id === undefined
        ? []
        : mapAlerts(id, answer.alerts, { language, nowEpochMs, timeZone: context.city.timeZone });
    }),
  );
  return {
    ...board,
    arrivals,
    live: liveStateOf(
      reports.map((report) => statusOf(report, nowEpochMs)),
      live.service,
    ),
    alerts,
  };
}

/**
 * A station's board with its live sources: each of its stops' live board (each stop asks its own sources, side by
 * side), merged per mode as the timetable's station board is; `live` lists each source once (its most urgent state
 * over the stops) and the alerts without repeats.
 */
export async function buildLiveStationArrivals(
  context: CityContext,
  live: CityLive,
  station: StationIndex,
  options: LiveArrivalsOptions,
): Promise<StationArrivals> {
  const stops = listedStationStops(context, station);
  const boards = new Map<StopIndex, Arrivals>(
    await Promise.all(
      stops.map(async (stop) => [stop, await buildLiveArrivals(context, live, stop, options)] as const),
    ),
  );
  const board = buildStationArrivals(context, station, options, boards);
  const statuses = combineStatuses([...boards.values()].flatMap((stopBoard) => stopBoard.live.sources));
  return {
    ...board,
    live: liveStateOf(statuses, live.service),
    alerts: uniqueAlerts([...boards.values()].flatMap((stopBoard) => stopBoard.alerts)),
  };
}
