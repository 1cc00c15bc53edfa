import type { GtfsFeed, Lined } from './feed';
import { mostCommon } from './tally';
import type { RouteRow, TripRow } from './schemas';

/** CRTM route ids start with the mode: 4__1___ (Metro 1), 8_N_902___ (interurban N902), 9__1__013_ (urban). */
const CRTM_ROUTE_ID = /^(\d{1,2})_/;

/** A line of a feed before it has its code. */
export interface LineDraft {
  /** The feed's route_id. */
  readonly routeId: string;
  /** The number riders see ("1", "C4A", "N902"). */
  readonly number: string;
  readonly name: string;
  readonly colour?: string | undefined;
  readonly textColour?: string | undefined;
  readonly isNocturnal: boolean;
  /** An all-digit number that is unique in the feed: the line code uses it directly. */
  readonly candidate?: number | undefined;
}

export interface FeedLines {
  readonly lines: LineDraft[];
  /** Route ids of another CRTM mode (the interurban extract also holds the urban lines): left to that feed. */
  readonly otherModeRouteIds: Set<string>;
}

/**
 * The short name hidden in a CRTM route id: its parts after the mode, less the municipality of urban lines
 * ("8_N_902___" → "N902", "8__510_A__" → "510A", "5__C4_A__" → "C4A", "9__1__013_" → "1").
 */
export function crtmShortName(routeId: string): string {
  const parts = routeId.split('_');
  return `${parts[1] ?? ''}${parts[2] ?? ''}${parts[3] ?? ''}`;
}

/** A trip_short_name or headsign less the line number before it ("lv 510A VILLAVICIOSA" → "VILLAVICIOSA"). */
function destinationOf(text: string, number: string): string {
  const words = text.trim().split(/\s+/);
  const at = words.findIndex((word) => word.toUpperCase() === number.toUpperCase());
  let rest = at === -1 || at > 1 ? words : words.slice(at + 1);
  while (rest[0]?.toUpperCase() === number.toUpperCase()) rest = rest.slice(1);
  return rest.join(' ');
}

/** A line's name from its trips: "<where direction 1 goes> - <where direction 0 goes>", as CRTM names its lines. */
function nameFromTrips(trips: readonly TripRow[], number: string): string {
  const destinations = [0, 1].map((direction) => {
    const own = trips.filter((trip) => (trip.direction_id ?? 0) === direction);
    const label = mostCommon(own.map((trip) => trip.trip_short_name ?? trip.trip_headsign ?? ''));
    return label ? destinationOf(label, number) : '';
  });
  const [toward0, toward1] = destinations as [string, string];
  if (toward0 && toward1 && toward0 !== toward1) return `${toward1} - ${toward0}`;
  return toward0 || toward1;
}

/**
 * The lines of a feed. From routes.txt when the feed has it; CRTM's bus extracts have none, so their lines come
 * from the route ids of trips.txt, numbered by the short name in the id and named by the trips' destinations. In a
 * CRTM feed, routes of another mode belong to the feed of that mode and are left out.
 */
export function linesOf(feed: GtfsFeed, transportTypeCode: number, isCrtm: boolean): FeedLines {
  const otherModeRouteIds = new Set<string>();
  const isOwn = (routeId: string) => {
    const mode = isCrtm ? CRTM_ROUTE_ID.exec(routeId)?.[1] : undefined;
    if (mode === undefined || Number(mode) === transportTypeCode) return true;
    otherModeRouteIds.add(routeId);
    return false;
  };
  const tripsByRoute = new Map<string, Lined<TripRow>[]>();
  for (const trip of feed.trips) {
    const list = tripsByRoute.get(trip.route_id);
    if (list) list.push(trip);
    else tripsByRoute.set(trip.route_id, [trip]);
  }
  const derivedNumber = (routeId: string) => (isCrtm ? crtmShortName(routeId) : routeId);

  let drafts: Omit<LineDraft, 'candidate'>[];
  if (feed.routes) {
    drafts = feed.routes
      .filter((route: RouteRow) => isOwn(route.route_id))
      .map((route) => {
        const number = route.route_short_name ?? derivedNumber(route.route_id);
        return {
          routeId: route.route_id,
          number,
          name: route.route_long_name ?? nameFromTrips(tripsByRoute.get(route.route_id) ?? [], number),
          colour: route.route_color,
          textColour: route.route_text_color,
          isNocturnal: isCrtm && /^N\d/.test(number),
        };
      });
  } else {
    drafts = [...tripsByRoute.keys()].filter(isOwn).map((routeId) => {
      const number = derivedNumber(routeId);
      return {
        routeId,
        number,
        name: nameFromTrips(tripsByRoute.get(routeId) ?? [], number),
        isNocturnal: isCrtm && /^N\d/.test(number),
      };
    });
  }
  // A short name is the line code's number when no other line of the feed reads as the same number. Where "1" and
  // "001" both read as 1, the one written without leading zeros keeps it (riders know EMT line 1 as "1").
  const isDigits = (number: string) => /^\d{1,9}$/.test(number);
  const isPlain = (number: string) => !/^0\d/.test(number);
  const counts = new Map<string, number>();
  for (const draft of drafts) {
    if (!isDigits(draft.number)) continue;
    const key = `${Number(draft.number)}|${isPlain(draft.number)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = drafts.map((draft) => {
    if (!isDigits(draft.number)) return { ...draft, candidate: undefined };
    const value = Number(draft.number);
    const plainCount = counts.get(`${value}|true`) ?? 0;
    const paddedCount = counts.get(`${value}|false`) ?? 0;
    const isUnique = isPlain(draft.number) ? plainCount === 1 : plainCount === 0 && paddedCount === 1;
    return { ...draft, candidate: isUnique ? value : undefined };
  });
  return { lines, otherModeRouteIds };
}
