/** A throttled function, with a way to drop a pending trailing call (on unmount). */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once per `intervalMs`; a call inside the interval is deferred to its end (trailing),
 * so the last event of a burst is never lost — the action bar must drop its shadow when the page scrolls back to the
 * top, even if that happened within 100 ms of the previous scroll event.
 * @param intervalMs the minimum time between two runs, in milliseconds, > 0
 */
export function throttle(fn: () => void, intervalMs: number): Throttled {
  let lastRunMs = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    timer = undefined;
    lastRunMs = Date.now();
    fn();
  };

  const throttled = () => {
    const waitMs = lastRunMs + intervalMs - Date.now();
    if (waitMs <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, waitMs);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
