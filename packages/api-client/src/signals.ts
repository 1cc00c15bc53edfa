/**
 * AbortSignal.timeout and AbortSignal.any, with stand-ins where a browser lacks them: Safari has `timeout` only from
 * 16 and `any` only from 17.4, and the phones stuck on iOS 15 or 16 are exactly the cheap ones riders keep.
 */

/** The reason a timeout signal aborts with, as AbortSignal.timeout gives it. */
function timeoutReason(): DOMException {
  return new DOMException('The operation timed out.', 'TimeoutError');
}

/**
 * A signal that aborts after `timeoutMs` with a TimeoutError.
 * @param timeoutMs milliseconds, > 0
 */
export function timeoutSignal(timeoutMs: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(timeoutMs);
  const controller = new AbortController();
  setTimeout(() => controller.abort(timeoutReason()), timeoutMs);
  return controller.signal;
}

/** A signal that aborts as soon as any of `signals` does, with that signal's reason. */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
