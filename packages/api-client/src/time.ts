import { queryOptions } from '@tanstack/react-query';
import { apiRoutes, type ServerTime } from '@transit/api-contract';
import { retryDelayMs } from '@transit/core';
import { ApiError } from './errors';
import type { CallOptions, Http } from './http';
import { type ServerTimeKey, timeKeys } from './keys';
import { shouldRetryQuery } from './queryClient';

/** The server's clock, and how far the device's clock is from it. */
export interface ServerClock extends ServerTime {
  /** The server time, epoch milliseconds. */
  readonly currentEpochMs: number;
  /**
   * Server clock minus device clock, milliseconds, estimated at the midpoint of the round trip: add it to the
   * device's time to get the server's (a phone set minutes wrong would otherwise count minutes wrong).
   */
  readonly clockOffsetMs: number;
}

export interface TimeApi {
  /** The server time (spec §7: GET /time, timeout 15 s, returns currentTime). */
  getServerTime(options?: CallOptions): Promise<ServerClock>;
}

/** The time call over one transport. */
export function createTimeApi(http: Http): TimeApi {
  return {
    async getServerTime(options = {}) {
      const sentAtEpochMs = http.now();
      const answer = await http.call(apiRoutes.time, { params: undefined, signal: options.signal });
      const receivedAtEpochMs = http.now();
      const currentEpochMs = Date.parse(answer.currentTime);
      if (Number.isNaN(currentEpochMs)) {
        const url = http.urlFor(apiRoutes.time.path);
        throw new ApiError('RESPONSE_INVALID', `${url} answered a currentTime that is not a date-time.`, {
          url,
        });
      }
      return {
        ...answer,
        currentEpochMs,
        clockOffsetMs: Math.round(currentEpochMs - (sentAtEpochMs + receivedAtEpochMs) / 2),
      };
    },
  };
}

/**
 * The server's clock, key ['serverTime']. Never fresh and never persisted: an offset measured earlier is only as
 * good as the round trip it came from, and a restored one would hide a clock changed since.
 */
export function serverTimeQuery(client: Pick<TimeApi, 'getServerTime'>) {
  return queryOptions<ServerClock, ApiError, ServerClock, ServerTimeKey>({
    queryKey: timeKeys.server(),
    queryFn: ({ signal }) => client.getServerTime({ signal }),
    staleTime: 0,
    networkMode: 'online',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryQuery,
    retryDelay: retryDelayMs,
  });
}
