import type { FeedTimetable, LineTimetable as LineTimetableData } from '@transit/api-client';
import { Message, useMessage } from '@transit/i18n/react';
import { SectionTitle, Spinner } from '@transit/ui';
import { useId, useMemo } from 'react';
import { formatIsoDate } from '@transit/network/time';
import { useLocale } from '../../common/useLocale';
import styles from './LinePage.module.css';
import { clockOfHour, hourRows, type TimetableDay } from './timetableDays';

/**
 * A line's timetable for one direction and service day: a day chooser, the first and last departure, and the
 * departures per hour from the line's first stop. A line whose feed publishes no timetable says so, and offers no day.
 */
export function LineTimetable(props: {
  /** Null when the feed publishes no timetable for the line. */
  readonly timetable: LineTimetableData | null;
  readonly direction: number;
  readonly days: readonly TimetableDay[];
  /** The chosen day's date (YYYY-MM-DD). */
  readonly selectedDate: string;
  readonly onSelectDate: (date: string) => void;
  /** The chosen day's answer is on its way: the figures shown are another day's. */
  readonly isUpdating: boolean;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles['section']}>
      <SectionTitle level={2}>
        <span id={titleId}>
          <Message id="lines.timetable" />
        </span>
      </SectionTitle>
      {props.timetable === null ? (
        <p className={styles['note']} role="note">
          <Message id="lines.noTimetable" />
        </p>
      ) : (
        <>
          <DayChooser days={props.days} selectedDate={props.selectedDate} onSelect={props.onSelectDate} />
          {props.isUpdating ? (
            <Spinner size="medium" />
          ) : (
            <DirectionDay timetable={props.timetable} direction={props.direction} />
          )}
        </>
      )}
    </section>
  );
}

/** The days to choose from, as a group of radio buttons drawn as chips (arrow keys move between them). */
function DayChooser(props: {
  readonly days: readonly TimetableDay[];
  readonly selectedDate: string;
  readonly onSelect: (date: string) => void;
}) {
  const message = useMessage();
  const locale = useLocale();
  const name = useId();
  // Day numbers are UTC midnights, so the weekday and date are read in UTC.
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const labelOf = (day: TimetableDay) =>
    day.offsetDays === 0
      ? message('lines.today')
      : day.offsetDays === 1
        ? message('lines.tomorrow')
        : format.format(new Date(day.day * 86_400_000));
  return (
    <fieldset className={styles['days']}>
      <legend className={styles['daysLegend']}>
        <Message id="lines.day" />
      </legend>
      <div className={styles['dayList']}>
        {props.days.map((day) => (
          <label key={day.date} className={styles['day']}>
            <input
              type="radio"
              name={name}
              value={day.date}
              checked={day.date === props.selectedDate}
              onChange={() => props.onSelect(day.date)}
            />
            <span>{labelOf(day)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DirectionDay(props: { readonly timetable: LineTimetableData; readonly direction: number }) {
  const { timetable } = props;
  const message = useMessage();
  const direction = timetable.directions.find((candidate) => candidate.direction === props.direction);
  const rows = direction ? hourRows(direction.departuresPerHour) : [];
  const busiest = Math.max(1, ...rows.map((row) => row.departureCount));
  return (
    <>
      {timetable.feeds.map((feed) => (
        <StandInNotice key={feed.feedId} feed={feed} askedDate={timetable.date} />
      ))}
      {!direction || direction.firstDeparture === null || direction.lastDeparture === null ? (
        <p className={styles['note']}>
          <Message id="lines.noDepartures" />
        </p>
      ) : (
        <>
          <dl className={styles['span']}>
            <div>
              <dt>
                <Message id="lines.firstDeparture" />
              </dt>
              <dd>{direction.firstDeparture}</dd>
            </div>
            <div>
              <dt>
                <Message id="lines.lastDeparture" />
              </dt>
              <dd>{direction.lastDeparture}</dd>
            </div>
          </dl>
          <table className={styles['hours']}>
            <caption>
              <Message id="lines.perHour" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Message id="lines.hour" />
                </th>
                <th scope="col">
                  <Message id="lines.departures" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const clock = clockOfHour(row.hour);
                return (
                  <tr key={row.hour}>
                    <th scope="row">
                      {clock.isNextDay ? message('lines.nextDayHour', { time: clock.time }) : clock.time}
                    </th>
                    <td>
                      <span className={styles['countCell']}>
                        <span className={styles['count']}>{row.departureCount}</span>
                        <span
                          className={styles['bar']}
                          style={{ inlineSize: `${(row.departureCount / busiest) * 100}%` }}
                          aria-hidden="true"
                        />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

/**
 * The plain words for a day the feed does not cover: its timetable ended (Metro de Madrid's, on 2026-02-20) or has
 * not begun, so the same weekday of its last or first valid week answers.
 */
function StandInNotice(props: { readonly feed: FeedTimetable; readonly askedDate: string }) {
  const { feed } = props;
  if (!feed.isFeedExpired) return null;
  const timetableDate = formatIsoDate(feed.timetableDate);
  if (feed.isHolidayStandIn) {
    return (
      <p className={styles['notice']} role="note">
        <Message id="lines.holidayTimetable" values={{ timetableDate }} />
      </p>
    );
  }
  if (feed.feedEndDate !== null && props.askedDate > feed.feedEndDate) {
    return (
      <p className={styles['notice']} role="note">
        <Message
          id="lines.expiredTimetable"
          values={{ endDate: formatIsoDate(feed.feedEndDate), timetableDate }}
        />
      </p>
    );
  }
  if (feed.feedStartDate !== null && props.askedDate < feed.feedStartDate) {
    return (
      <p className={styles['notice']} role="note">
        <Message
          id="lines.futureTimetable"
          values={{ startDate: formatIsoDate(feed.feedStartDate), timetableDate }}
        />
      </p>
    );
  }
  return (
    <p className={styles['notice']} role="note">
      <Message id="lines.standInTimetable" values={{ timetableDate }} />
    </p>
  );
}
