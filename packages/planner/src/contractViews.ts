import type { FeedAttribution, FeedTimetable } from '@transit/api-contract';
import { formatDay, type Network, type TimetableDay } from '@transit/network';

/**
 * The network's facts as the API's answers state them, for every answer that carries them: the API's own and the
 * planner's (whose plans the app's offline worker makes too, so they cannot live in the server).
 */

/** A feed colour ("E60003") as '#E60003'; null when the feed gives none (or something that is not a colour). */
export function colourOf(hex: string | undefined): string | null {
  return hex !== undefined && /^[0-9A-Fa-f]{6}$/.test(hex) ? `#${hex}` : null;
}

/** Which day of a feed's timetable answered (`use`, from timetableDayFor), as the answers state it. */
export function feedTimetableOf(network: Network, feed: number, use: TimetableDay): FeedTimetable {
  const info = network.feeds[feed];
  return {
    feedId: info?.id ?? '',
    timetableDate: formatDay(use.timetableDay),
    isFeedExpired: use.isOutsideFeed,
    isBeforeFeedStart: use.isBeforeFeedStart,
    isHolidayStandIn: use.isHolidayStandIn,
    feedStartDate: info?.startDay === undefined ? null : formatDay(info.startDay),
    feedEndDate: info?.endDay === undefined ? null : formatDay(info.endDay),
  };
}

/** The credit each of the network's feeds asks for. */
export function attributionOf(network: Network): FeedAttribution[] {
  return network.feeds.map((feed) => ({
    feedId: feed.id,
    name: feed.name,
    attribution: feed.attribution,
    licenceUrl: feed.licenceUrl ?? null,
  }));
}
