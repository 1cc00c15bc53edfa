import type { Arrival, Arrivals, FeedTimetable } from '@transit/api-client';
import type { MessageId } from '@transit/i18n';
import { Message, type MessageValues, useMessage } from '@transit/i18n/react';
import { formatIsoDate } from '@transit/network/time';
import { Icon } from '@transit/ui';
import { useId, useState } from 'react';
import styles from './TimetableNotices.module.css';

/**
 * One notice on one line (issue 14: a board's first screen is for its departures): its text cut to a line, and an
 * info button that shows it whole (and cuts it again). A screen reader reads the whole text either way; the button
 * says whether it is open (aria-expanded).
 */
export function CollapsedNotice(props: {
  readonly id: MessageId;
  readonly values?: MessageValues;
  readonly className: string | undefined;
}) {
  const message = useMessage();
  const [isOpen, setIsOpen] = useState(false);
  const textId = useId();
  return (
    <div className={props.className} role="note">
      <p id={textId} className={isOpen ? styles['textOpen'] : styles['text']}>
        <Message id={props.id} values={props.values} />
      </p>
      <button
        type="button"
        className={styles['info']}
        aria-expanded={isOpen}
        aria-controls={textId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <Icon name="about" sizePx={20} label={message('ui.notice.details')} />
      </button>
    </div>
  );
}

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
        <CollapsedNotice className={className} id="stop.noTimetable" />
      )}
      {expired.map((feed) => (
        <CollapsedNotice
          key={feed.feedId}
          className={className}
          id="stop.expiredTimetable"
          values={{
            endDate: formatIsoDate(feed.feedEndDate),
            timetableDate: formatIsoDate(feed.timetableDate),
          }}
        />
      ))}
      {holidays.map((feed) => (
        <CollapsedNotice
          key={feed.feedId}
          className={className}
          id="stop.holidayTimetable"
          values={{ timetableDate: formatIsoDate(feed.timetableDate) }}
        />
      ))}
      {notYetInForce.map((feed) => (
        <CollapsedNotice
          key={feed.feedId}
          className={className}
          id="stop.futureTimetable"
          values={{
            startDate: formatIsoDate(feed.feedStartDate),
            timetableDate: formatIsoDate(feed.timetableDate),
          }}
        />
      ))}
    </>
  );
}
