import { err, ok, parseStopCode, type StopCode, unwrap } from '@transit/core';
import {
  type LiveAnswer,
  type LiveSource,
  type LiveSourceState,
  RealtimeError,
  type RealtimeErrorCode,
} from '@transit/realtime';
import { describe, expect, it } from 'vitest';
import { sourceCovers } from './config';
import { createLiveService, STALE_KEEP_MS, stateOfError } from './service';
import { createMemoryStore } from './store';

const SOL = unwrap(parseStopCode('4-12'));
const T0 = Date.parse('2025-03-12T08:30:00+01:00');

/** A source the test drives: each call answers what `next` says, counted. */
function fakeSource(clock: { now: number }) {
  const state: { calls: number; next: RealtimeErrorCode | 'ok'; circuit: LiveSourceState } = {
    calls: 0,
    next: 'ok',
    circuit: 'closed',
  };
  const answer = (stopCode: StopCode): LiveAnswer => ({
    source: 'metro',
    stopCode,
    departures: [],
    alerts: [],
    fetchedEpochMs: clock.now,
    dataEpochMs: clock.now,
    issues: [],
  });
  const source: LiveSource = {
    id: 'metro',
    servesStop: () => true,
    state: () => state.circuit,
    departures: ({ stopCode }) => {
      state.calls += 1;
      return Promise.resolve(
        state.next === 'ok'
          ? ok(answer(stopCode))
          : err(new RealtimeError(state.next, `metro: ${state.next}`, { source: 'metro' })),
      );
    },
  };
  return { source, state };
}

function serviceWith(clock: { now: number }, source: LiveSource) {
  return createLiveService({
    sources: { metro: source },
    now: () => clock.now,
    store: createMemoryStore(),
    cacheTtlMs: 25_000,
    waitMs: 1_000,
    lockHoldMs: 3_500,
    failingFlagMs: 30_000,
    covers: sourceCovers,
  });
}

describe('the live cache (injected clock)', () => {
  it('serves a fresh answer from the cache, then serves it stale while one background call refreshes it', async () => {
    const clock = { now: T0 };
    const { source, state } = fakeSource(clock);
    const service = serviceWith(clock, source);
    const first = await service.stopReports(['metro'], SOL, 'es');
    expect(first.map((report) => [report.state, report.answer?.fetchedEpochMs])).toEqual([['ok', T0]]);
    expect(state.calls).toBe(1);
    // Within the TTL (25 s): the cache answers, nobody is asked.
    clock.now = T0 + 24_000;
    await service.stopReports(['metro'], SOL, 'es');
    expect(state.calls).toBe(1);
    // Past the TTL: the kept answer at once, and one call refreshing it behind.
    clock.now = T0 + 26_000;
    const swr = await Promise.all([
      service.stopReports(['metro'], SOL, 'es'),
      service.stopReports(['metro'], SOL, 'es'),
    ]);
    expect(swr.flat().map((report) => report.answer?.fetchedEpochMs)).toEqual([T0, T0]);
    await service.settled();
    expect(state.calls).toBe(2);
    const refreshed = await service.stopReports(['metro'], SOL, 'es');
    expect(refreshed[0]?.answer?.fetchedEpochMs).toBe(T0 + 26_000);
  });

  it('keeps the last answer while the source fails, saying so, and drops it after STALE_KEEP_MS', async () => {
    const clock = { now: T0 };
    const { source, state } = fakeSource(clock);
    const service = serviceWith(clock, source);
    await service.stopReports(['metro'], SOL, 'es');
    state.next = 'UPSTREAM_HTTP_ERROR';
    clock.now = T0 + 30_000;
    await service.stopReports(['metro'], SOL, 'es');
    await service.settled();
    const failing = await service.stopReports(['metro'], SOL, 'es');
    expect(failing.map((report) => [report.state, report.errorCode, report.answer?.fetchedEpochMs])).toEqual([
      ['failing', 'UPSTREAM_HTTP_ERROR', T0],
    ]);
    clock.now = T0 + STALE_KEEP_MS + 60_000;
    state.next = 'UPSTREAM_TIMEOUT';
    const gone = await service.stopReports(['metro'], SOL, 'es');
    expect(gone.map((report) => [report.state, report.errorCode, report.answer])).toEqual([
      ['timedOut', 'UPSTREAM_TIMEOUT', undefined],
    ]);
  });

  it('one cached answer serves riders of every language for a source that answers in all of them', async () => {
    const clock = { now: T0 };
    const { source, state } = fakeSource(clock);
    const service = serviceWith(clock, source);
    await Promise.all(
      (['es', 'en', 'ca'] as const).map((language) => service.stopReports(['metro'], SOL, language)),
    );
    expect(state.calls).toBe(1);
  });

  it('a source not configured is said only beside the stops it would serve', async () => {
    const clock = { now: T0 };
    const { source, state } = fakeSource(clock);
    state.circuit = 'notConfigured';
    const service = serviceWith(clock, source);
    expect(await service.stopReports(['metro', 'emt'], SOL, 'es')).toEqual([
      { source: 'metro', state: 'notConfigured', errorCode: null, answer: undefined },
    ]);
    expect(await service.stopReports(['metro'], unwrap(parseStopCode('72')), 'es')).toEqual([]);
    expect(state.calls).toBe(0);
  });
});

describe('stateOfError', () => {
  it('maps a timeout to timedOut, a missing config to notConfigured, an open circuit and the rest to failing', () => {
    expect(stateOfError('UPSTREAM_TIMEOUT')).toBe('timedOut');
    expect(stateOfError('UPSTREAM_NOT_CONFIGURED')).toBe('notConfigured');
    expect(stateOfError('UPSTREAM_CIRCUIT_OPEN')).toBe('failing');
    expect(stateOfError('UPSTREAM_AUTH_FAILED')).toBe('failing');
  });
});
