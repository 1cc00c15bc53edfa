import type { LiveSource as ContractLiveSource, LiveSourceState } from '@transit/api-contract';
import type { Locale, StopCode } from '@transit/core';
import type { LiveAnswer, LiveSource } from '@transit/realtime';
import { contractSourceOf } from './merge';
import type { CacheEntry, LiveStore } from './store';

/** How long a source's answer for a stop is fresh by default (the issue allows 20–30 s). */
export const DEFAULT_LIVE_CACHE_TTL_MS = 25_000;
/** How long a board waits for its live sources by default before answering with what it has. */
export const DEFAULT_LIVE_WAIT_MS = 3_000;
/** How long an answer is kept past its fetch to be shown (as `stale` rows) while its source fails or is late. */
export const STALE_KEEP_MS = 180_000;
/** When a board with a source still pending should be asked again, seconds. */
export const PENDING_REFRESH_AFTER_SECONDS = 3;
/**
 * The sources whose answer depends on the language asked (EMT gives its incidents in one); the others give every
 * language they have at once (the MTA's translations) or none, so one cached answer serves every rider.
 */
const LANGUAGE_SOURCES: ReadonlySet<string> = new Set(['emt']);
/** How often a process waiting on another's upstream call looks for its answer, ms. */
const LOCK_POLL_MS = 50;

/** One source's part of a board: its state, and the answer to merge (fresh, or kept from before). */
export interface SourceReport {
  readonly source: ContractLiveSource;
  readonly state: LiveSourceState;
  readonly errorCode: string | null;
  readonly answer: LiveAnswer | undefined;
}

export interface LiveServiceOptions {
  /** The live sources by id (the realtime package's createLiveSources). */
  readonly sources: Readonly<Partial<Record<string, LiveSource>>>;
  /** The clock, epoch ms (the cache's freshness and the rows' age). */
  readonly now: () => number;
  readonly store: LiveStore;
  readonly cacheTtlMs?: number | undefined;
  readonly waitMs?: number | undefined;
  /** How long one process holds the lock of a stop while it asks: the sources' timeout and a margin. */
  readonly lockHoldMs: number;
  /** How long a source whose circuit opened is flagged failing for the other processes (its half-open wait). */
  readonly failingFlagMs: number;
  /** Which stops a source would serve if it were configured (to say `notConfigured` only where it applies). */
  readonly covers: (source: string, stopCode: StopCode) => boolean;
  /** Where coded problems go (LIVE_REDIS_UNAVAILABLE, LIVE_REFRESH_FAILED). */
  readonly log?: ((code: string, message: string) => void) | undefined;
  /** Real-time waiting (the poll for another process's answer); setTimeout by default. */
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** The state a failed call leaves a source in. */
export function stateOfError(code: string): LiveSourceState {
  if (code === 'UPSTREAM_TIMEOUT') return 'timedOut';
  if (code === 'UPSTREAM_NOT_CONFIGURED') return 'notConfigured';
  return 'failing';
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The live side of the API: asks the sources that serve a stop, through a cache per source and stop (and language,
 * for EMT) with
 * stale-while-revalidate, single flight per key (in the process, and across processes through the store's lock when
 * it is Redis), and a bounded wait: a board never waits for a source longer than `waitMs`.
 */
export function createLiveService(options: LiveServiceOptions) {
  const { sources, now, store, covers } = options;
  const ttlMs = options.cacheTtlMs ?? DEFAULT_LIVE_CACHE_TTL_MS;
  const waitMs = options.waitMs ?? DEFAULT_LIVE_WAIT_MS;
  const sleep = options.sleep ?? realSleep;
  const log = options.log ?? (() => undefined);
  const inflight = new Map<string, Promise<CacheEntry | undefined>>();

  // Only a source that answers in the language asked (EMT's incidents) is cached per language.
  const keyOf = (source: string, stopCode: StopCode, language: Locale) =>
    `${source}:${stopCode}:${LANGUAGE_SOURCES.has(source) ? language : '*'}`;
  /** An entry's answer while it may still be shown. */
  const usableAnswer = (entry: CacheEntry | undefined) =>
    entry?.answer && now() - entry.answer.fetchedEpochMs <= STALE_KEEP_MS ? entry.answer : undefined;

  async function waitForOther(key: string, sinceMs: number): Promise<CacheEntry | undefined> {
    const rounds = Math.ceil(options.lockHoldMs / LOCK_POLL_MS);
    for (let round = 0; round < rounds; round += 1) {
      await sleep(LOCK_POLL_MS);
      const entry = await store.get(key);
      // Stored since this process looked, or fresh at all (it came here because the entry it saw was not).
      if (entry && (entry.checkedAtMs >= sinceMs || now() - entry.checkedAtMs < ttlMs)) return entry;
    }
    return store.get(key);
  }

  async function ask(id: string, source: LiveSource, key: string, stopCode: StopCode, language: Locale) {
    const startedAt = now();
    if (await store.isSourceFailing(id)) {
      const previous = await store.get(key);
      return {
        answer: usableAnswer(previous) ?? null,
        checkedAtMs: startedAt,
        errorCode: 'UPSTREAM_CIRCUIT_OPEN',
      };
    }
    if (!(await store.tryLock(key, options.lockHoldMs))) return waitForOther(key, startedAt);
    try {
      // Another process may have stored a fresh answer between our read and the lock.
      const current = await store.get(key);
      if (current && now() - current.checkedAtMs < ttlMs) return current;
      // No caller's signal: the call finishes within the source's own timeout and fills the cache for the next board.
      const result = await source.departures({ stopCode, language });
      const previous = await store.get(key);
      const entry: CacheEntry = result.ok
        ? { answer: result.value, checkedAtMs: now(), errorCode: null }
        : { answer: usableAnswer(previous) ?? null, checkedAtMs: now(), errorCode: result.error.code };
      if (!result.ok) {
        // An open circuit is the breaker's answer to failures already logged.
        if (result.error.code !== 'UPSTREAM_CIRCUIT_OPEN') log(result.error.code, result.error.message);
        if (source.state() === 'open') await store.markSourceFailing(id, options.failingFlagMs);
      }
      await store.set(key, entry, STALE_KEEP_MS);
      return entry;
    } finally {
      await store.unlock(key);
    }
  }

  /** The one call in flight for a key (single flight); never rejects. */
  function refresh(id: string, source: LiveSource, key: string, stopCode: StopCode, language: Locale) {
    const running = inflight.get(key);
    if (running) return running;
    const call = ask(id, source, key, stopCode, language)
      .catch((error: unknown) => {
        log('LIVE_REFRESH_FAILED', `${key}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, call);
    return call;
  }

  function reportOf(
    source: ContractLiveSource,
    entry: CacheEntry | undefined,
    pending: boolean,
  ): SourceReport {
    const answer = usableAnswer(entry);
    if (pending || entry === undefined) return { source, state: 'pending', errorCode: null, answer };
    if (entry.errorCode === null) return { source, state: 'ok', errorCode: null, answer };
    return { source, state: stateOfError(entry.errorCode), errorCode: entry.errorCode, answer };
  }

  async function reportFor(
    id: string,
    stopCode: StopCode,
    language: Locale,
    deadline: Promise<'deadline'>,
  ): Promise<SourceReport | undefined> {
    const contractId = contractSourceOf(id);
    const source = sources[id];
    if (contractId === undefined) return undefined;
    if (source === undefined || source.state() === 'notConfigured') {
      return covers(id, stopCode)
        ? { source: contractId, state: 'notConfigured', errorCode: null, answer: undefined }
        : undefined;
    }
    if (!source.servesStop(stopCode)) return undefined;
    const key = keyOf(id, stopCode, language);
    const cached = await store.get(key);
    if (cached && now() - cached.checkedAtMs < ttlMs) return reportOf(contractId, cached, false);
    const call = refresh(id, source, key, stopCode, language);
    // Stale while revalidate: an answer kept from before is shown at once while the call refreshes it.
    if (cached && usableAnswer(cached)) return reportOf(contractId, cached, false);
    const first = await Promise.race([call, deadline]);
    if (first === 'deadline') return reportOf(contractId, cached, true);
    return reportOf(contractId, first, false);
  }

  return {
    /**
     * Each source of `sourceIds` that serves the stop (or would, for one not configured), with its state and answer,
     * within `waitMs`.
     */
    async stopReports(
      sourceIds: readonly string[],
      stopCode: StopCode,
      language: Locale,
    ): Promise<SourceReport[]> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), waitMs);
      });
      try {
        const reports = await Promise.all(sourceIds.map((id) => reportFor(id, stopCode, language, deadline)));
        return reports.filter((report) => report !== undefined);
      } finally {
        clearTimeout(timer);
      }
    },
    /** The cache's freshness, seconds: when a board with every source answered should be asked again. */
    refreshAfterSeconds: Math.max(1, Math.round(ttlMs / 1000)),
    /** Resolves once every call in flight has settled (tests, and a clean shutdown). */
    async settled(): Promise<void> {
      while (inflight.size > 0) await Promise.all([...inflight.values()]);
    },
    async close(): Promise<void> {
      await Promise.all([...inflight.values()]);
      await store.close();
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
