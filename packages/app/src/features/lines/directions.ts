import type { Itinerary } from '@transit/api-client';

/** A direction of a line: the itineraries running that way, and the destination a tab names it by. */
export interface DirectionGroup {
  /** The feed's direction, 0 or 1. */
  readonly direction: number;
  /** At least one; several when the line has variants that way (Cercanías C8 to Cercedilla or to Santa María). */
  readonly itineraries: readonly Itinerary[];
  /** The distinct destinations of its itineraries, joined with " / "; empty when the feed names none. */
  readonly destination: string;
  /**
   * True when another direction has the same destination (a circular line whose data names both ways by one stop):
   * the tab then also says which way it is by number.
   */
  readonly isAmbiguous: boolean;
  /**
   * True when its itineraries end where they start (Metro 6 and 12): the destination names the way round
   * ("Circular · Andén 1"), not a place the line goes to, so the tab does not say "towards".
   */
  readonly isCircular: boolean;
}

/** Where an itinerary goes: its headsign, else its last stop's name, else nothing. */
function destinationOf(itinerary: Itinerary): string {
  return itinerary.headsign.trim() || (itinerary.stops.at(-1)?.name.trim() ?? '');
}

/** A line's itineraries by direction, in direction order; the itineraries of a direction keep the feed's order. */
export function directionGroups(itineraries: readonly Itinerary[]): DirectionGroup[] {
  const byDirection = new Map<number, Itinerary[]>();
  for (const itinerary of itineraries) {
    const group = byDirection.get(itinerary.direction);
    if (group) group.push(itinerary);
    else byDirection.set(itinerary.direction, [itinerary]);
  }
  const groups = [...byDirection.entries()]
    .sort(([a], [b]) => a - b)
    .map(([direction, members]) => ({
      direction,
      itineraries: members,
      destination: [...new Set(members.map(destinationOf).filter((name) => name !== ''))].join(' / '),
    }));
  return groups.map((group) => ({
    ...group,
    isCircular: group.itineraries.every((itinerary) => itinerary.isCircular),
    isAmbiguous:
      group.destination === '' ||
      groups.some((other) => other !== group && other.destination === group.destination),
  }));
}

/** The first and last stop of an itinerary, which tell a direction's variants apart; undefined without stops. */
export function itineraryEnds(
  itinerary: Itinerary,
): { readonly from: string; readonly to: string } | undefined {
  const first = itinerary.stops[0];
  const last = itinerary.stops.at(-1);
  return first && last ? { from: first.name, to: last.name } : undefined;
}
