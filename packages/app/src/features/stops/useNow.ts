import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (minutes to a departure must count down on a page left open). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
