import { type StopCode, parseStopCode } from '@transit/core';
import type { LiveAlert, LiveAnswer, LiveDeparture } from '@transit/realtime';
import { LIVE_SOURCE_IDS } from '@transit/realtime';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/**
 * What the live cache keeps per (source, stop, language): the last good answer (null before the first), when the
 * source was last asked (epoch ms, the API's clock) and the code of that call's failure (null when it answered).
 */
export interface CacheEntry {
  readonly answer: LiveAnswer | null;
  readonly checkedAtMs: number;
  readonly errorCode: string | null;
}

/** Where the live cache and the single-flight lock live: this process's memory, or a Redis shared by processes. */
export interface LiveStore {
  get(key: string): Promise<CacheEntry | undefined>;
  /** Keeps the entry for `keepMs` (then it is gone). */
  set(key: string, entry: CacheEntry, keepMs: number): Promise<void>;
  /** Takes the lock of a key for `holdMs` unless another holds it: true when this caller may ask the upstream. */
  tryLock(key: string, holdMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** Whether a source's circuit is open in another process (a shared flag); false where nothing is shared. */
  isSourceFailing(source: string): Promise<boolean>;
  markSourceFailing(source: string, forMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The most (source, stop, language) entries one process keeps in memory: a bound, far above a city's stops asked. */
export const MEMORY_CACHE_ENTRIES = 20_000;

/** The cache in this process's memory (lru-cache, bounded); the lock is the service's own single flight. */
export function createMemoryStore(): LiveStore {
  const entries = new LRUCache<string, CacheEntry>({ max: MEMORY_CACHE_ENTRIES });
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, entry, keepMs) => {
      entries.set(key, entry, { ttl: keepMs });
      return Promise.resolve();
    },
    tryLock: () => Promise.resolve(true),
    unlock: () => Promise.resolve(),
    // In one process the source's own circuit breaker already knows.
    isSourceFailing: () => Promise.resolve(false),
    markSourceFailing: () => Promise.resolve(),
    close: () => {
      entries.clear();
      return Promise.resolve();
    },
  };
}

const epoch = z.number().finite();
const optionalText = z.string().optional();
const stopCodeSchema = z.string().transform((text, context): StopCode => {
  const code = parseStopCode(text);
  if (code.ok) return code.value;
  context.addIssue({ code: 'custom', message: code.error.message });
  return z.NEVER;
});

/**
 * A live row as JSON holds it. JSON drops undefined fields, which the realtime types hold as present and undefined:
 * the transforms name every field again.
 */
const departureSchema = z
  .object({
    source: z.enum(LIVE_SOURCE_IDS),
    stopCode: stopCodeSchema,
    upstreamStopId: z.string(),
    lineNumber: z.string(),
    destination: optionalText,
    directionId: z.union([z.literal(0), z.literal(1)]).optional(),
    platform: optionalText,
    distanceM: z.number().min(0).optional(),
    tripId: optionalText,
    delaySec: z.number().optional(),
    dataEpochMs: epoch.optional(),
    isEstimate: z.boolean(),
    predictedEpochMs: epoch.nullable(),
  })
  .transform((row, context): LiveDeparture => {
    const fields = {
      source: row.source,
      stopCode: row.stopCode,
      upstreamStopId: row.upstreamStopId,
      lineNumber: row.lineNumber,
      destination: row.destination,
      directionId: row.directionId,
      platform: row.platform,
      distanceM: row.distanceM,
      tripId: row.tripId,
      delaySec: row.delaySec,
      dataEpochMs: row.dataEpochMs,
    };
    if (row.isEstimate && row.predictedEpochMs !== null) {
      return { ...fields, isEstimate: true, predictedEpochMs: row.predictedEpochMs };
    }
    if (!row.isEstimate && row.predictedEpochMs === null) {
      return { ...fields, isEstimate: false, predictedEpochMs: null };
    }
    context.addIssue({ code: 'custom', message: 'an estimate has a predicted time, and only an estimate' });
    return z.NEVER;
  });
const alertSchema = z
  .object({
    source: z.enum(LIVE_SOURCE_IDS),
    id: optionalText,
    texts: z.array(z.object({ language: optionalText, title: z.string(), description: optionalText })).min(1),
    periods: z.array(z.object({ startEpochMs: epoch.optional(), endEpochMs: epoch.optional() })),
    lineNumbers: z.array(z.string()),
    tripIds: z.array(z.string()),
  })
  .transform((alert): LiveAlert => ({
    source: alert.source,
    id: alert.id,
    texts: alert.texts.map((text) => ({
      language: text.language,
      title: text.title,
      description: text.description,
    })),
    periods: alert.periods.map((period) => ({
      startEpochMs: period.startEpochMs,
      endEpochMs: period.endEpochMs,
    })),
    lineNumbers: alert.lineNumbers,
    tripIds: alert.tripIds,
  }));

/** A cache entry as read back from Redis: JSON that must be what this code wrote (another version's is ignored). */
const cacheEntrySchema = z.object({
  answer: z
    .object({
      source: z.enum(LIVE_SOURCE_IDS),
      stopCode: stopCodeSchema,
      departures: z.array(departureSchema),
      alerts: z.array(alertSchema),
      fetchedEpochMs: epoch,
      dataEpochMs: epoch.optional(),
      issues: z.array(
        z.object({
          code: z.enum(['UPSTREAM_ROW_INVALID', 'UPSTREAM_PREDICTION_PASSED', 'UPSTREAM_PART_FAILED']),
          message: z.string(),
        }),
      ),
    })
    .transform((answer): LiveAnswer => ({ ...answer, dataEpochMs: answer.dataEpochMs }))
    .nullable(),
  checkedAtMs: epoch,
  errorCode: z.string().nullable(),
});

/** Reads an entry from its JSON; undefined when it is not one. */
export function parseCacheEntry(json: string): CacheEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = cacheEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * How long the first commands wait for the first connection to Redis, ms: a loaded machine (CI's, a server starting
 * under traffic) can take more than a second, and a process that gave up would keep its own cache meanwhile.
 */
export const REDIS_FIRST_CONNECTION_MS = 5_000;

/** The prefix of every key the API writes in Redis (a version: another format is never read as this one). */
export const REDIS_KEY_PREFIX = 'transit:live:v1:';

/**
 * The cache and lock in Redis (ioredis): an entry is a JSON string kept `keepMs` (PX); the lock is `SET … NX PX`, so
 * of several processes one asks the upstream and the others read what it stored; a source's open circuit is a key
 * the others read before asking. Commands are not queued while Redis is unreachable: they fail at once, and the
 * caller falls back to memory (see createFallbackStore).
 */
export function createRedisStore(url: string): LiveStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_FIRST_CONNECTION_MS,
    // Keep trying to reconnect, at most every 2 s: a Redis back up is used again.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Errors are reported by the commands that fail (the fallback logs them); an unhandled 'error' event would crash.
  redis.on('error', () => undefined);
  // The first commands wait for the first connection (at most REDIS_FIRST_CONNECTION_MS): without an offline queue
  // they would fail while it is being made. Once it is made or failed, a command fails at once while Redis is
  // unreachable.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
    setTimeout(resolve, REDIS_FIRST_CONNECTION_MS).unref();
  });
  const entryKey = (key: string) => `${REDIS_KEY_PREFIX}entry:${key}`;
  const lockKey = (key: string) => `${REDIS_KEY_PREFIX}lock:${key}`;
  const failingKey = (source: string) => `${REDIS_KEY_PREFIX}failing:${source}`;
  return {
    async get(key) {
      await firstConnection;
      const json = await redis.get(entryKey(key));
      return json === null ? undefined : parseCacheEntry(json);
    },
    async set(key, entry, keepMs) {
      await firstConnection;
      await redis.set(entryKey(key), JSON.stringify(entry), 'PX', Math.max(1, Math.round(keepMs)));
    },
    async tryLock(key, holdMs) {
      await firstConnection;
      return (await redis.set(lockKey(key), '1', 'PX', Math.max(1, Math.round(holdMs)), 'NX')) === 'OK';
    },
    async unlock(key) {
      await firstConnection;
      await redis.del(lockKey(key));
    },
    async isSourceFailing(source) {
      await firstConnection;
      return (await redis.exists(failingKey(source))) === 1;
    },
    async markSourceFailing(source, forMs) {
      await firstConnection;
      await redis.set(failingKey(source), '1', 'PX', Math.max(1, Math.round(forMs)));
    },
    close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}

/**
 * A store that uses `primary` (Redis) and, when one of its calls fails (Redis down, unreachable), the memory store
 * instead for that call, reporting the failure through `onError` (the API logs LIVE_REDIS_UNAVAILABLE). A rider's
 * board never fails because Redis did: at worst each process asks its sources on its own.
 */
export function createFallbackStore(
  primary: LiveStore,
  fallback: LiveStore,
  onError: (error: unknown) => void,
): LiveStore {
  const attempt = async <Value>(call: (store: LiveStore) => Promise<Value>): Promise<Value> => {
    try {
      return await call(primary);
    } catch (error) {
      onError(error);
      return call(fallback);
    }
  };
  return {
    get: (key) => attempt((store) => store.get(key)),
    // Written to memory too, so that a Redis going down finds the latest answers there.
    set: async (key, entry, keepMs) => {
      await fallback.set(key, entry, keepMs);
      await attempt((store) => store.set(key, entry, keepMs));
    },
    tryLock: (key, holdMs) => attempt((store) => store.tryLock(key, holdMs)),
    unlock: (key) => attempt((store) => store.unlock(key)),
    isSourceFailing: (source) => attempt((store) => store.isSourceFailing(source)),
    markSourceFailing: (source, forMs) => attempt((store) => store.markSourceFailing(source, forMs)),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
