import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, refreshed every `intervalMs` (minutes to a departure must count down on a
 * page left open). Screens read the time here, never from the clock while rendering: a render is then the same for
 * the same state, and what depends on the time changes when the clock ticks.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
