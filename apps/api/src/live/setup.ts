import {
  createLiveSources,
  DEFAULT_HALF_OPEN_AFTER_MS,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  type LiveSource,
  parseRealtimeConfig,
} from '@transit/realtime';
import { stopAt, stopIndexes } from '@transit/network';
import type { CityEntry } from '../cityContext';
import { StartupError } from '../load';
import { type LiveEnv, realtimeConfigOf, sourceCovers } from './config';
import { createLiveService, type LiveService } from './service';
import { createFallbackStore, createMemoryStore, createRedisStore, type LiveStore } from './store';

/** How often Redis being down is logged, at most: once a minute, not once a request. */
const REDIS_LOG_EVERY_MS = 60_000;

/** The New York subway's station numbers in its network (`4-127` is 127), for the MTA's stop ids. */
function newYorkStationNumbers(cities: ReadonlyMap<string, CityEntry>): number[] {
  const network = cities.get('new-york')?.network;
  if (network === undefined) return [];
  return stopIndexes(network).flatMap((stop) => {
    const match = /^4-(\d+)$/.exec(stopAt(network, stop).code);
    return match ? [Number(match[1])] : [];
  });
}

export interface LiveSetupOptions {
  readonly env: LiveEnv;
  readonly repositoryRoot: string;
  readonly cities: ReadonlyMap<string, CityEntry>;
  readonly now: () => number;
  /** Where coded problems go: `code message`. */
  readonly log: (code: string, message: string) => void;
  /** The sources to use instead of those the config builds (tests). */
  readonly sources?: Readonly<Partial<Record<string, LiveSource>>>;
}

/**
 * The live store the environment asks for: Redis when REDIS_URL is set (with memory behind it whenever Redis
 * fails, logged as LIVE_REDIS_UNAVAILABLE at most once a minute), else this process's memory.
 */
export function createLiveStore(
  redisUrl: string | undefined,
  now: () => number,
  log: LiveSetupOptions['log'],
): LiveStore {
  const memory = createMemoryStore();
  if (redisUrl === undefined) return memory;
  let loggedAt = -Infinity;
  return createFallbackStore(createRedisStore(redisUrl), memory, (error) => {
    if (now() - loggedAt < REDIS_LOG_EVERY_MS) return;
    loggedAt = now();
    log(
      'LIVE_REDIS_UNAVAILABLE',
      `Redis at REDIS_URL failed (${error instanceof Error ? error.message : String(error)}): the live cache is in this process's memory until it is back.`,
    );
  });
}

/** The live service the environment configures: the sources, the cache (memory or Redis) and the boards' wait. */
export function createLiveFromEnv(options: LiveSetupOptions): LiveService {
  const { env, now, log } = options;
  const config = parseRealtimeConfig(
    realtimeConfigOf(env, options.repositoryRoot, newYorkStationNumbers(options.cities)),
  );
  if (!config.ok) throw new StartupError('ENV_INVALID', `Invalid environment: ${config.error.message}`);
  const sources = options.sources ?? createLiveSources(config.value, { now });
  // The lock is held as long as the slowest source may take.
  const timeoutMs = Math.max(
    ...[env.emt.timeoutMs, env.metro.timeoutMs, env.mta.timeoutMs].map(
      (own) => own ?? env.sourceTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    ),
  );
  return createLiveService({
    sources,
    now,
    store: createLiveStore(env.redisUrl, now, log),
    cacheTtlMs: env.cacheTtlMs,
    waitMs: env.waitMs,
    lockHoldMs: timeoutMs + 1_000,
    failingFlagMs: DEFAULT_HALF_OPEN_AFTER_MS,
    covers: sourceCovers,
    log,
  });
}
