import { asFeed, asService, type FeedIndex, type ServiceIndex } from './indexes';
import { derivedOf } from './lookup';
import { layoutOf, type Network } from './model';
import { weekdayOf } from './time';

/** GTFS calendar_dates exception types. */
export const SERVICE_ADDED = 1;
export const SERVICE_REMOVED = 2;

/** Whether a service runs on a day (GTFS calendar.txt, with calendar_dates.txt exceptions taking precedence). */
export function isServiceActive(network: Network, service: ServiceIndex, day: number): boolean {
  const { services } = layoutOf(network);
  const end = services.exceptionOffset[service + 1] as number;
  for (let i = services.exceptionOffset[service] as number; i < end; i += 1) {
    if (services.exceptionDay[i] === day) return services.exceptionType[i] === SERVICE_ADDED;
  }
  if (day < (services.startDay[service] as number) || day > (services.endDay[service] as number))
    return false;
  return ((services.weekdays[service] as number) & (1 << weekdayOf(day))) !== 0;
}

/** Whether any service of a feed has an exception on a day (a holiday or a removed day). */
export function hasExceptionOn(network: Network, feed: FeedIndex, day: number): boolean {
  return derivedOf(network).exceptionDaysOfFeed[feed]?.has(day) ?? false;
}

/** A service's calendar.txt fields. */
export interface NetworkService {
  readonly index: ServiceIndex;
  readonly serviceId: string;
  readonly feed: FeedIndex;
  /** calendar.txt range (days since 1970-01-01); startDay > endDay for a service with only calendar_dates. */
  readonly startDay: number;
  readonly endDay: number;
  /** Weekdays it runs: bit 0 Monday … bit 6 Sunday. */
  readonly weekdays: number;
}

/** A service's fields. */
export function serviceAt(network: Network, service: ServiceIndex): NetworkService {
  const { services } = layoutOf(network);
  return {
    index: service,
    serviceId: services.serviceId[service] ?? '',
    feed: asFeed(services.feed[service] ?? 0),
    startDay: services.startDay[service] ?? 0,
    endDay: services.endDay[service] ?? -1,
    weekdays: services.weekdays[service] ?? 0,
  };
}

/** The service a feed names `serviceId`; undefined when none (for tests and tools that name a service by id). */
export function serviceIndexOf(
  network: Network,
  feed: FeedIndex,
  serviceId: string,
): ServiceIndex | undefined {
  const { services } = layoutOf(network);
  for (let s = 0; s < services.count; s += 1) {
    if (services.feed[s] === feed && services.serviceId[s] === serviceId) return asService(s);
  }
  return undefined;
}

/** What day a feed's timetable is read for when a rider asks about a day. */
export interface TimetableDay {
  /** The day asked about. */
  readonly requestedDay: number;
  /** The day whose timetable answers: the same day, or a stand-in when the feed does not cover it. */
  readonly timetableDay: number;
  /** True when the requested day lies after the feed's last day (or before its first) and a stand-in answers. */
  readonly isOutsideFeed: boolean;
  /** True when the requested day comes before the feed's first day (a timetable not yet in force). */
  readonly isBeforeFeedStart: boolean;
  /** True when the requested day is a public holiday outside the feed, answered from one of the feed's own holidays. */
  readonly isHolidayStandIn: boolean;
}

/** The city's public holidays, as days since 1970-01-01 (from its config); none when absent. */
export type PublicHolidays = ReadonlySet<number>;

const NO_HOLIDAYS: PublicHolidays = new Set();
/** How many weeks a stand-in may move away from the feed's edge to avoid days with exceptions. */
const STAND_IN_WEEKS = 8;

/**
 * The day whose timetable answers for `day` in a feed. Inside the feed's validity it is the day itself. After the
 * feed's end (or before its start) it is the same weekday of the feed's last (or first) valid week, skipping days
 * with calendar_dates exceptions, so an expired feed still answers with an ordinary day of its kind — and says so.
 * A public holiday of the city outside the feed is answered as the feed answered its own holidays: from the feed's
 * holiday nearest its edge (one of the city's holidays inside the feed on which the feed has calendar_dates
 * exceptions, preferring one on a weekday, where the holiday service shows), else from the Sunday of its edge week.
 */
export function timetableDayFor(
  network: Network,
  feed: FeedIndex,
  day: number,
  holidays: PublicHolidays = NO_HOLIDAYS,
): TimetableDay {
  const info = network.feeds[feed];
  const start = info?.startDay;
  const end = info?.endDay;
  if (start === undefined || end === undefined || (day >= start && day <= end)) {
    return {
      requestedDay: day,
      timetableDay: day,
      isOutsideFeed: false,
      isBeforeFeedStart: false,
      isHolidayStandIn: false,
    };
  }
  const isAfter = day > end;
  const outside = { requestedDay: day, isOutsideFeed: true, isBeforeFeedStart: !isAfter } as const;
  if (holidays.has(day)) {
    const feedHoliday = feedHolidayNearestEdge(network, feed, holidays, isAfter);
    if (feedHoliday !== undefined) return { ...outside, timetableDay: feedHoliday, isHolidayStandIn: true };
    return {
      ...outside,
      timetableDay: ordinaryStandIn(network, feed, SUNDAY, isAfter),
      isHolidayStandIn: true,
    };
  }
  return {
    ...outside,
    timetableDay: ordinaryStandIn(network, feed, weekdayOf(day), isAfter),
    isHolidayStandIn: false,
  };
}

const SUNDAY = 6;
const FRIDAY = 4;

/**
 * The same weekday in the feed's edge week (the last one when `isAfter`, else the first), moved a week inwards at a
 * time while it has exceptions; the edge week's day when every candidate has one.
 */
function ordinaryStandIn(network: Network, feed: FeedIndex, weekday: number, isAfter: boolean): number {
  const start = network.feeds[feed]?.startDay ?? 0;
  const end = network.feeds[feed]?.endDay ?? 0;
  const edge = isAfter
    ? end - ((weekdayOf(end) - weekday + 7) % 7)
    : start + ((weekday - weekdayOf(start) + 7) % 7);
  const step = isAfter ? -7 : 7;
  let candidate = edge;
  for (let tries = 0; tries < STAND_IN_WEEKS && candidate >= start && candidate <= end; tries += 1) {
    if (!hasExceptionOn(network, feed, candidate)) return candidate;
    candidate += step;
  }
  return edge;
}

/** The feed's own holiday nearest its edge: a city holiday inside the feed that the feed marked with exceptions. */
function feedHolidayNearestEdge(
  network: Network,
  feed: FeedIndex,
  holidays: PublicHolidays,
  isAfter: boolean,
): number | undefined {
  const start = network.feeds[feed]?.startDay ?? 0;
  const end = network.feeds[feed]?.endDay ?? 0;
  const marked = [...holidays]
    .filter((holiday) => holiday >= start && holiday <= end && hasExceptionOn(network, feed, holiday))
    .sort((a, b) => (isAfter ? b - a : a - b));
  return marked.find((holiday) => weekdayOf(holiday) <= FRIDAY) ?? marked[0];
}

/** The feed with an id; undefined when none. */
export function findFeed(network: Network, feedId: string): FeedIndex | undefined {
  const index = network.feeds.findIndex((feed) => feed.id === feedId);
  return index < 0 ? undefined : asFeed(index);
}

/** Every feed of a network, by index. */
export function feedIndexes(network: Network): FeedIndex[] {
  return network.feeds.map((_, index) => asFeed(index));
}
