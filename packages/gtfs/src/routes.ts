import type { CityFeed } from '@transit/core';
import type { GtfsFeed, Lined } from './feed';
import { accentRestorer, holdsWords, riderName } from './names';
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
  /** trip_id → the routeId of its line, for the trips of a route split into lines (the city's lineSplits). */
  readonly splitTrips: ReadonlyMap<string, string>;
}

/** What a feed's lines need beyond the feed itself. */
export interface LineOptions {
  /** The city config's lines inside merged routes (Metro Bilbao's L1 and L2 in route "MB"). */
  readonly splits?: CityFeed['lineSplits'];
  /**
   * Municipality names by INE code ("28013" → "ARANJUEZ"), from CRTM's tables: the town a CRTM urban line (mode 9)
   * runs in, whose code its route id carries.
   */
  readonly municipalities?: ReadonlyMap<string, string> | undefined;
  /** A name as riders know it (riderName unless the city styles the feed's names). */
  readonly nameOf?: (name: string) => string;
}

/** CRTM urban lines run inside the Comunidad de Madrid, province 28 in INE's codes. */
const CRTM_URBAN_PROVINCE = '28';

/**
 * The short name hidden in a CRTM route id: its parts after the mode, less the municipality of urban lines
 * ("8_N_902___" → "N902", "8__510_A__" → "510A", "5__C4_A__" → "C4A", "9__1__013_" → "1"). An id without the
 * mode's parts ("881", "N26") is the short name itself.
 */
export function crtmShortName(routeId: string): string {
  const parts = routeId.split('_');
  if (parts.length < 3) return routeId;
  return `${parts[1] ?? ''}${parts[2] ?? ''}${parts[3] ?? ''}`;
}

/** The INE municipality code of a CRTM urban route id ("9__1__013_" → "013"); undefined for other ids. */
export function crtmMunicipalityCode(routeId: string): string | undefined {
  const code = routeId.split('_')[4];
  return code !== undefined && /^\d{3}$/.test(code) ? code : undefined;
}

/**
 * A short name less the direction it was filed under: Bilbobus names each route by its number and the direction
 * of its first trips ("43_VLT" for vuelta, "22_IDA" for ida), and riders know the line as 43. The directions stay
 * the line's directions, from its trips.
 */
export function withoutDirectionSuffix(shortName: string): string {
  return shortName.replace(/_(?:IDA|VLT|VUELTA)$/i, '');
}

/** A trip_short_name or headsign less the line number before it ("lv 510A VILLAVICIOSA" → "VILLAVICIOSA"). */
function destinationOf(text: string, number: string): string {
  const words = text.trim().split(/\s+/);
  const at = words.findIndex((word) => word.toUpperCase() === number.toUpperCase());
  let rest = at === -1 || at > 1 ? words : words.slice(at + 1);
  while (rest[0]?.toUpperCase() === number.toUpperCase()) rest = rest.slice(1);
  return rest.join(' ');
}

/** Where a trip says it goes in its trip_short_name, less the line number ("1 EST. ARANJUEZ" → "EST. ARANJUEZ"). */
export function tripDestination(trip: Pick<TripRow, 'trip_short_name'>, number: string): string {
  return trip.trip_short_name === undefined ? '' : destinationOf(trip.trip_short_name, number);
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
export function linesOf(
  feed: GtfsFeed,
  transportTypeCode: number,
  isCrtm: boolean,
  options: LineOptions = {},
): FeedLines {
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
  const townOf = townNamer(feed, isCrtm && transportTypeCode === 9 ? options.municipalities : undefined);
  const nameOf = options.nameOf ?? riderName;

  let drafts: Omit<LineDraft, 'candidate'>[];
  if (feed.routes) {
    drafts = feed.routes
      .filter((route: RouteRow) => isOwn(route.route_id))
      .map((route) => {
        const number = withoutDirectionSuffix(route.route_short_name ?? derivedNumber(route.route_id));
        const name = route.route_long_name ?? nameFromTrips(tripsByRoute.get(route.route_id) ?? [], number);
        return {
          routeId: route.route_id,
          number,
          name: townOf(route.route_id, nameOf(name)),
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
        name: townOf(routeId, nameOf(nameFromTrips(tripsByRoute.get(routeId) ?? [], number))),
        isNocturnal: isCrtm && /^N\d/.test(number),
      };
    });
  }
  const splitTrips = new Map<string, string>();
  drafts = drafts.flatMap((draft) => {
    const split = options.splits?.find((entry) => entry.routeId === draft.routeId);
    return split
      ? splitLines(feed, draft, split, tripsByRoute.get(draft.routeId) ?? [], splitTrips, nameOf)
      : [draft];
  });
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
  return { lines, otherModeRouteIds, splitTrips };
}

/**
 * How a line's name says its town: a CRTM urban line whose name does not already name the municipality its route id
 * carries gets it in front (Ciempozuelos' line 1, "CIRCULAR (FFCC-Pol.Industrial-P.Olimpia)", becomes "CIEMPOZUELOS:
 * CIRCULAR (…)"), accents restored from the feed's own texts ("LEGANES" → "LEGANÉS"). Without a municipality table,
 * or for a town the table does not name, the name stays as it is.
 */
function townNamer(
  feed: GtfsFeed,
  municipalities: ReadonlyMap<string, string> | undefined,
): (routeId: string, name: string) => string {
  if (!municipalities || municipalities.size === 0) return (_routeId, name) => name;
  const restore = accentRestorer(
    feed.trips.flatMap((trip) => [trip.trip_headsign ?? '', trip.trip_short_name ?? '']),
  );
  return (routeId, name) => {
    const code = crtmMunicipalityCode(routeId);
    const town = code === undefined ? undefined : municipalities.get(`${CRTM_URBAN_PROVINCE}${code}`);
    if (town === undefined || holdsWords(name, town)) return name;
    return name === '' ? restore(town) : `${restore(town)}: ${name}`;
  };
}

/**
 * A merged route's lines (the city's lineSplits): each trip joins the first line it calls at a branch stop of, else
 * the first line. Each line is named by where its trips go, as lines without a long name are; the first keeps the
 * route's id, and so its line code.
 */
function splitLines(
  feed: GtfsFeed,
  route: Omit<LineDraft, 'candidate'>,
  split: NonNullable<CityFeed['lineSplits']>[number],
  trips: readonly TripRow[],
  splitTrips: Map<string, string>,
  nameOf: (name: string) => string,
): Omit<LineDraft, 'candidate'>[] {
  const parentOf = new Map(feed.stops.map((stop) => [stop.stop_id, stop.parent_station]));
  const branches = split.lines.map((line) => new Set(line.branchStopIds));
  const routeIdOf = (index: number) =>
    index === 0 ? route.routeId : `${route.routeId}#${split.lines[index]?.number ?? index}`;
  const tripsOf: TripRow[][] = split.lines.map(() => []);
  for (const trip of trips) {
    const stopIds = (feed.stopTimes.get(trip.trip_id) ?? []).flatMap((row) => {
      const parent = parentOf.get(row.stop_id);
      return parent === undefined ? [row.stop_id] : [row.stop_id, parent];
    });
    const found = branches.findIndex((branch) => stopIds.some((stopId) => branch.has(stopId)));
    const index = found === -1 ? 0 : found;
    tripsOf[index]?.push(trip);
    splitTrips.set(trip.trip_id, routeIdOf(index));
  }
  return split.lines.map((line, index) => ({
    ...route,
    routeId: routeIdOf(index),
    number: line.number,
    name: nameOf(nameFromTrips(tripsOf[index] ?? [], line.number)),
  }));
}
