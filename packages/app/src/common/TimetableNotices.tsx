import type { Arrival, Arrivals, FeedTimetable } from '@transit/api-client';
import { Message } from '@transit/i18n/react';
import { formatIsoDate } from '@transit/network/time';
import styles from './TimetableNotices.module.css';

/**
 * Plain words when the timetable cannot answer as asked (the stop page and the map's stop sheet): none published,
 * expired, or not yet in force, and read from a stand-in day. "No timetable, so no departures" is not said over
 * live departures (a bus stop whose source answered): each of those rows says it is live.
 */
export function TimetableNotices(props: {
  readonly answer: Pick<Arrivals, 'timetable' | 'notice'> & {
    readonly arrivals?: readonly Pick<Arrival, 'status'>[];
  };
  /** Drawn on a surface (the map's sheet) rather than on the page's background. */
  readonly isOnSurface?: boolean;
}) {
  const { timetable, notice } = props.answer;
  const hasLiveDepartures = props.answer.arrivals?.some((arrival) => arrival.status !== 'scheduled') ?? false;
  const holidays = timetable.feeds.filter((feed) => feed.isHolidayStandIn);
  const expired = timetable.feeds.filter((feed): feed is FeedTimetable & { feedEndDate: string } =>
    Boolean(feed.isFeedExpired && !feed.isHolidayStandIn && !feed.isBeforeFeedStart && feed.feedEndDate),
  );
  const notYetInForce = timetable.feeds.filter((feed): feed is FeedTimetable & { feedStartDate: string } =>
    Boolean(feed.isBeforeFeedStart && !feed.isHolidayStandIn && feed.feedStartDate),
  );
  const className = props.isOnSurface ? `${styles['notice']} ${styles['onSurface']}` : styles['notice'];
  return (
    <>
      {notice?.code === 'NO_TIMETABLE' && !hasLiveDepartures && (
        <p className={className} role="note">
          <Message id="stop.noTimetable" />
        </p>
      )}
      {expired.map((feed) => (
        <p key={feed.feedId} className={className} role="note">
          <Message
            id="stop.expiredTimetable"
            values={{
              endDate: formatIsoDate(feed.feedEndDate),
              timetableDate: formatIsoDate(feed.timetableDate),
            }}
          />
        </p>
      ))}
      {holidays.map((feed) => (
        <p key={feed.feedId} className={className} role="note">
          <Message id="stop.holidayTimetable" values={{ timetableDate: formatIsoDate(feed.timetableDate) }} />
        </p>
      ))}
      {notYetInForce.map((feed) => (
        <p key={feed.feedId} className={className} role="note">
          <Message
            id="stop.futureTimetable"
            values={{
              startDate: formatIsoDate(feed.feedStartDate),
              timetableDate: formatIsoDate(feed.timetableDate),
            }}
          />
        </p>
      ))}
    </>
  );
}
