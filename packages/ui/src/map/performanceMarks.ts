/** The names of the stop map's performance measures, which the web benchmark reads from the page. */
export const STOPS_MAP_MEASURES = {
  /** Projecting and indexing the stop list (detail: { stopCount }). */
  index: 'transit:stops-map:index',
  /** One drawing of the stops canvas (detail: { drawnCount, zoom }). */
  draw: 'transit:stops-map:draw',
} as const;

/**
 * Records a performance measure from `startMs` (performance.now()) to now, with its detail, where the browser keeps
 * them (User Timing); does nothing where it does not (older browsers, jsdom).
 */
export function recordMeasure(
  name: string,
  startMs: number,
  detail: Readonly<Record<string, number>>,
): number {
  const endMs = performance.now();
  if (typeof performance.measure === 'function') {
    try {
      performance.measure(name, { start: startMs, end: endMs, detail });
    } catch {
      // User Timing level 3 is missing: the figures are for the benchmark only, the map does not need them.
    }
  }
  return endMs - startMs;
}
