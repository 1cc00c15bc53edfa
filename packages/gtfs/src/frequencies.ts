import { formatGtfsTime } from '@transit/network';
import type { Lined } from './feed';
import type { FrequencyRow, StopTimeRow } from './schemas';

/** A stop time with both times known, in seconds after the service day's noon minus 12 h. */
export interface StopTime {
  readonly arrivalSec: number;
  readonly departureSec: number;
}

/**
 * The times of a trip's stops. A stop with one time uses it for both; GTFS lets stops between timepoints have none,
 * and asks readers to interpolate them, which is done here linearly between the timed stops around them. The first
 * and last stops must be timed; otherwise the trip cannot be placed and undefined is returned (and reported).
 */
export function resolveTimes(rows: readonly Lined<StopTimeRow>[], badRows: string[]): StopTime[] | undefined {
  const known = rows.map((row) => {
    const arrival = row.arrival_time ?? row.departure_time;
    const departure = row.departure_time ?? row.arrival_time;
    return arrival === undefined || departure === undefined ? undefined : { arrival, departure };
  });
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return undefined;
  if (known[0] === undefined || known.at(-1) === undefined) {
    const row = known[0] === undefined ? first : last;
    badRows.push(
      `stop_times.txt:${row.line}: trip '${row.trip_id}' needs times at its first and last stops; it is skipped`,
    );
    return undefined;
  }
  const times: StopTime[] = [];
  let previous = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const time = known[i];
    if (time) {
      times.push({ arrivalSec: time.arrival, departureSec: time.departure });
      previous = i;
      continue;
    }
    let next = i + 1;
    while (known[next] === undefined) next += 1;
    const from = known[previous]?.departure ?? 0;
    const to = known[next]?.arrival ?? from;
    const seconds = Math.round(from + ((to - from) * (i - previous)) / (next - previous));
    times.push({ arrivalSec: seconds, departureSec: seconds });
  }
  for (let i = 1; i < times.length; i += 1) {
    const before = times[i - 1] as StopTime;
    const time = times[i] as StopTime;
    if (time.arrivalSec < before.departureSec || time.departureSec < time.arrivalSec) {
      const row = rows[i] as Lined<StopTimeRow>;
      badRows.push(`stop_times.txt:${row.line}: trip '${row.trip_id}' goes back in time here; it is skipped`);
      return undefined;
    }
  }
  return times;
}

export interface TripCopy {
  readonly tripId: string;
  /** True when the copy comes from a frequencies.txt entry with exact_times 0 or empty: its times are approximate. */
  readonly isHeadwayBased: boolean;
  readonly times: readonly StopTime[];
}

/**
 * A trip as it runs. Without frequencies it is itself. With frequencies.txt entries (GTFS: the template's times give
 * the run times between stops), each entry yields a copy departing at start_time, then every headway_secs while
 * before end_time, its times shifted by the same amount, named `${trip_id}@HH:MM:SS`. exact_times 1 marks the copies
 * as ordinary scheduled trips; 0 or empty marks them headway-based. The template itself does not run.
 */
export function expandTrip(
  tripId: string,
  times: readonly StopTime[],
  frequencies: readonly FrequencyRow[],
): TripCopy[] {
  if (frequencies.length === 0) return [{ tripId, isHeadwayBased: false, times }];
  const start = times[0]?.departureSec ?? 0;
  const copies: TripCopy[] = [];
  const seen = new Set<number>();
  for (const frequency of frequencies) {
    for (
      let departure = frequency.start_time;
      departure < frequency.end_time;
      departure += frequency.headway_secs
    ) {
      // Two entries that overlap would give the same departure twice; it runs once.
      if (seen.has(departure)) continue;
      seen.add(departure);
      const shift = departure - start;
      copies.push({
        tripId: `${tripId}@${formatGtfsTime(departure)}`,
        isHeadwayBased: frequency.exact_times !== 1,
        times: times.map((time) => ({
          arrivalSec: time.arrivalSec + shift,
          departureSec: time.departureSec + shift,
        })),
      });
    }
  }
  return copies;
}
