import { err, ok } from '@transit/core';
import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
} from 'cockatiel';
import type { ResilienceConfig } from './config';
import { isUpstreamHealthFailure, RealtimeError } from './errors';
import type { LiveAnswer, LiveQuery, LiveSource, LiveSourceAdapter, LiveSourceState } from './source';

const STATES: Readonly<Record<CircuitState, LiveSourceState>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'halfOpen',
  [CircuitState.Isolated]: 'open',
};

/**
 * Wraps an adapter in the one place every source gets its resilience (cockatiel): a timeout per call (the config's
 * `timeoutMs`, well inside the spec's 60 s; aggressive, so a source that ignores its signal still cannot hold the
 * caller), and a circuit breaker that opens after `breakerFailures` upstream failures in a row and then answers
 * UPSTREAM_CIRCUIT_OPEN at once, without asking, until `halfOpenAfterMs` has passed; the next call then tries the
 * upstream and closes the circuit or opens it again. Only failures that say the upstream is unwell count (timeouts,
 * connection, HTTP, payload, auth and rate-limit failures); a stop it does not know or a caller giving up do not.
 * No retries: the API asks again on its own schedule, and the rider's board never waits for them.
 *
 * The result never rejects: every outcome is a Result, and anything unexpected an adapter throws becomes
 * UPSTREAM_PAYLOAD_INVALID.
 */
export function resilientSource(adapter: LiveSourceAdapter, settings: ResilienceConfig): LiveSource {
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof RealtimeError && isUpstreamHealthFailure(error)),
    { halfOpenAfter: settings.halfOpenAfterMs, breaker: new ConsecutiveBreaker(settings.breakerFailures) },
  );
  const deadline = timeout(settings.timeoutMs, TimeoutStrategy.Aggressive);
  const source = adapter.id;

  /** One call under the timeout, every failure made a RealtimeError the breaker can judge. */
  async function callUnderDeadline(
    query: LiveQuery,
    breakerSignal: AbortSignal,
    callerSignal: AbortSignal | undefined,
  ): Promise<LiveAnswer> {
    try {
      return await deadline.execute(({ signal }) => adapter.fetchDepartures(query, signal), breakerSignal);
    } catch (error) {
      if (callerSignal?.aborted) {
        throw new RealtimeError('UPSTREAM_ABORTED', `${source}: the caller gave up before the answer.`, {
          source,
          cause: error,
        });
      }
      if (error instanceof TaskCancelledError) {
        throw new RealtimeError('UPSTREAM_TIMEOUT', `${source}: no answer within ${settings.timeoutMs} ms.`, {
          source,
          cause: error,
        });
      }
      if (error instanceof RealtimeError) throw error;
      throw new RealtimeError(
        'UPSTREAM_PAYLOAD_INVALID',
        `${source}: the answer could not be read (${error instanceof Error ? error.message : String(error)}).`,
        { source, cause: error },
      );
    }
  }

  return {
    id: source,
    servesStop: (stopCode) => adapter.isConfigured && adapter.servesStop(stopCode),
    state: () => (adapter.isConfigured ? STATES[breaker.state] : 'notConfigured'),
    async departures(query, options = {}) {
      const callerSignal = options.signal;
      if (!adapter.isConfigured) {
        return err(new RealtimeError('UPSTREAM_NOT_CONFIGURED', `${source}: not configured.`, { source }));
      }
      if (!adapter.servesStop(query.stopCode)) {
        return err(
          new RealtimeError('UPSTREAM_STOP_NOT_SERVED', `${source}: nothing for stop ${query.stopCode}.`, {
            source,
          }),
        );
      }
      if (callerSignal?.aborted) {
        return err(
          new RealtimeError('UPSTREAM_ABORTED', `${source}: the caller gave up before asking.`, { source }),
        );
      }
      try {
        return ok(
          // A signal of the call's own when the caller gives none: cockatiel's default is one shared never-aborted
          // signal, on which every call in flight would hang an abort listener (Node warns past ten).
          await breaker.execute(
            ({ signal }) => callUnderDeadline(query, signal, callerSignal),
            callerSignal ?? new AbortController().signal,
          ),
        );
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          return err(
            new RealtimeError(
              'UPSTREAM_CIRCUIT_OPEN',
              `${source}: failing lately, not asked until its circuit's wait is over.`,
              { source, cause: error },
            ),
          );
        }
        return err(
          error instanceof RealtimeError
            ? error
            : new RealtimeError('UPSTREAM_PAYLOAD_INVALID', `${source}: ${String(error)}`, {
                source,
                cause: error,
              }),
        );
      }
    },
  };
}
