/**
 * The value with the highest total weight; ties go to the value that sorts first (code-unit order), so the answer
 * never depends on row order. Empty strings never win. undefined when there is no candidate.
 */
export function mostCommonWeighted(entries: Iterable<readonly [string, number]>): string | undefined {
  const totals = new Map<string, number>();
  for (const [value, weight] of entries) {
    if (value !== '') totals.set(value, (totals.get(value) ?? 0) + weight);
  }
  let best: string | undefined;
  let bestWeight = -Infinity;
  for (const [value, weight] of totals) {
    if (weight > bestWeight || (weight === bestWeight && best !== undefined && value < best)) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

/** The most frequent non-empty value (ties: the one that sorts first). */
export function mostCommon(values: Iterable<string>): string | undefined {
  const entries: [string, number][] = [];
  for (const value of values) entries.push([value, 1]);
  return mostCommonWeighted(entries);
}
