import type { StopCode } from '@transit/core';
import type { LiveSourceId } from './errors';
import {
  type LiveAlert,
  type LiveAnswer,
  type LiveDeparture,
  type LiveIssue,
  PASSED_GRACE_MS,
} from './source';

/** What an adapter read, before the rules every answer follows. */
export interface AnswerParts {
  readonly source: LiveSourceId;
  readonly stopCode: StopCode;
  readonly departures: readonly LiveDeparture[];
  readonly alerts: readonly LiveAlert[];
  readonly fetchedEpochMs: number;
  /** The answer's own timestamp, when it has one beside its rows'. */
  readonly dataEpochMs?: number | undefined;
  readonly issues: readonly LiveIssue[];
}

/** The newest of some instants; undefined when there are none. */
function newest(epochsMs: readonly (number | undefined)[]): number | undefined {
  let found: number | undefined;
  for (const epochMs of epochsMs) {
    if (epochMs !== undefined && (found === undefined || epochMs > found)) found = epochMs;
  }
  return found;
}

/**
 * The answer every adapter gives: rows predicted to have passed more than PASSED_GRACE_MS before the answer arrived
 * are left out (and counted in an issue), estimates come soonest first, rows with no estimate last in the upstream's
 * order.
 */
export function finishAnswer(parts: AnswerParts): LiveAnswer {
  const cutoffEpochMs = parts.fetchedEpochMs - PASSED_GRACE_MS;
  const passed = parts.departures.filter((row) => row.isEstimate && row.predictedEpochMs < cutoffEpochMs);
  const kept = parts.departures.filter((row) => !passed.includes(row));
  const departures = [
    ...kept
      .filter((row) => row.isEstimate)
      .sort((a, b) => (a.predictedEpochMs ?? 0) - (b.predictedEpochMs ?? 0)),
    ...kept.filter((row) => !row.isEstimate),
  ];
  const issues: LiveIssue[] = [...parts.issues];
  if (passed.length > 0) {
    issues.push({
      code: 'UPSTREAM_PREDICTION_PASSED',
      message: `${parts.source}: ${passed.length} row(s) predicted before ${new Date(cutoffEpochMs).toISOString()} left out (lines ${[...new Set(passed.map((row) => row.lineNumber))].join(', ')}).`,
    });
  }
  return {
    source: parts.source,
    stopCode: parts.stopCode,
    departures,
    alerts: parts.alerts,
    fetchedEpochMs: parts.fetchedEpochMs,
    dataEpochMs: newest([parts.dataEpochMs, ...departures.map((row) => row.dataEpochMs)]),
    issues,
  };
}

/**
 * Runs the several calls one stop needs (a Metro station's displays, the MTA feeds) side by side. The parts that
 * answer come back with an UPSTREAM_PART_FAILED issue for each that failed; when every part fails, the first
 * failure is thrown, so the stop fails as a single call would.
 * @param labelOf what a part is, for the issues ("display 0112", "feed a_division")
 */
export async function settleParts<Item, Part>(
  source: LiveSourceId,
  items: readonly Item[],
  labelOf: (item: Item) => string,
  ask: (item: Item) => Promise<Part>,
): Promise<{ readonly parts: Part[]; readonly issues: LiveIssue[] }> {
  const settled = await Promise.allSettled(items.map(ask));
  const parts: Part[] = [];
  const issues: LiveIssue[] = [];
  let firstFailure: { readonly reason: unknown } | undefined;
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') {
      parts.push(outcome.value);
      return;
    }
    firstFailure ??= { reason: outcome.reason };
    const item = items[index] as Item;
    issues.push({
      code: 'UPSTREAM_PART_FAILED',
      message: `${source}: ${labelOf(item)} failed: ${String(outcome.reason)}`,
    });
  });
  if (parts.length === 0 && firstFailure) throw firstFailure.reason;
  return { parts, issues };
}
