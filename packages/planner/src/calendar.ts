import {
  activeServicesOn,
  type FeedIndex,
  feedIndexes,
  localTimeOf,
  type Network,
  type PublicHolidays,
  serviceDayClock,
  type TimetableDay,
  timetableDayFor,
} from '@transit/network';

/**
 * One service day of one feed, as a query sees it: where its GTFS times count from (relative to the query's origin,
 * in seconds) and which services run. A trip of the feed on that day is at `offsetSec + stop time` on the query's
 * clock; on the two days a year the clocks change, trips leaving their first stop before `wallClockBeforeSec` count
 * from midnight instead, `shiftSec` away (network's ServiceDayClock).
 */
export interface DaySlot {
  readonly day: number;
  readonly offsetSec: number;
  readonly wallClockBeforeSec: number;
  readonly shiftSec: number;
  /** 1 where the service runs on the day (read from its timetable day when the feed does not cover it). */
  readonly active: Uint8Array;
  readonly timetable: TimetableDay;
}

/** How many service days around a query it reads: the day before (night trips), the day, and the next two. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 2;
/** Service bitsets kept per planner: a server asks about a handful of days at a time. */
const ACTIVE_CACHE_SIZE = 256;

/**
 * The services running on each day of each feed, cached per planner (days × feeds; a bitset of the services each),
 * and the day slots of a query.
 */
export class TripCalendar {
  private readonly network: Network;
  private readonly holidays: PublicHolidays;
  private readonly activeByFeedDay = new Map<string, { active: Uint8Array; timetable: TimetableDay }>();

  constructor(network: Network, holidays: PublicHolidays = new Set()) {
    this.network = network;
    this.holidays = holidays;
  }

  /** The slots of every feed around `originEpochMs`, each feed's in day order (indexed by feed). */
  slotsAround(originEpochMs: number, untilEpochMs: number = originEpochMs): DaySlot[][] {
    return feedIndexes(this.network).map((feed) => {
      const timeZone = this.network.feeds[feed]?.timeZone ?? 'UTC';
      const first = localTimeOf(originEpochMs, timeZone).day - DAYS_BEFORE;
      const last = localTimeOf(untilEpochMs, timeZone).day + DAYS_AFTER;
      const slots: DaySlot[] = [];
      for (let day = first; day <= last; day += 1) {
        const clock = serviceDayClock(day, timeZone);
        const { active, timetable } = this.activeOn(feed, day);
        slots.push({
          day,
          offsetSec: Math.round((clock.noonBaseEpochMs - originEpochMs) / 1000),
          wallClockBeforeSec: clock.wallClockBeforeSec,
          shiftSec: Math.round((clock.midnightEpochMs - clock.noonBaseEpochMs) / 1000),
          active,
          timetable,
        });
      }
      return slots;
    });
  }

  private activeOn(feed: FeedIndex, day: number): { active: Uint8Array; timetable: TimetableDay } {
    const key = `${feed}|${day}`;
    let entry = this.activeByFeedDay.get(key);
    if (!entry) {
      const timetable = timetableDayFor(this.network, feed, day, this.holidays);
      entry = { active: activeServicesOn(this.network, timetable.timetableDay), timetable };
      if (this.activeByFeedDay.size >= ACTIVE_CACHE_SIZE) this.activeByFeedDay.clear();
      this.activeByFeedDay.set(key, entry);
    }
    return entry;
  }
}
