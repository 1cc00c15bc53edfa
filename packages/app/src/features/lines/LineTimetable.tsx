import type { FeedTimetable, LineTimetable as LineTimetableData, StopDepartures } from '@transit/api-client';
import { Message, useMessage } from '@transit/i18n/react';
import { SectionTitle } from '@transit/ui';
import { type ReactNode, useId, useMemo } from 'react';
import { formatIsoDate } from '@transit/network/time';
import { useLocale } from '../../common/useLocale';
import styles from './LinePage.module.css';
import type { ItineraryStop } from './stopChoice';
import type { TimetableDay } from './timetableDays';

/**
 * A line's timetable section: a day chooser, what the page shows the departures of (the stop chooser), and that
 * day's departures. A line whose feed publishes no timetable says so, and offers neither day nor stop.
 */
export function LineTimetable(props: {
  /** Null when the feed publishes no timetable for the line. */
  readonly timetable: LineTimetableData | null;
  readonly days: readonly TimetableDay[];
  /** The chosen day's date (YYYY-MM-DD). */
  readonly selectedDate: string;
  readonly onSelectDate: (date: string) => void;
  /** The stop chooser, under the days. */
  readonly stopChooser?: ReactNode;
  /** The chosen day's departures from the chosen stop, or a spinner while they come. */
  readonly children: ReactNode;
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
          {props.stopChooser}
          {props.children}
        </>
      )}
    </section>
  );
}

/**
 * The stops of the itinerary to read departures at, in travel order, as a labelled native select (keyboard and
 * screen readers know it). A name that two stops share is told apart by the stop code.
 */
export function StopChooser(props: {
  readonly stops: readonly ItineraryStop[];
  readonly selectedCode: string;
  readonly onSelect: (code: string) => void;
}) {
  const message = useMessage();
  const id = useId();
  const names = new Map<string, number>();
  for (const stop of props.stops) names.set(stop.name, (names.get(stop.name) ?? 0) + 1);
  return (
    <div className={styles['stopChooser']}>
      <label htmlFor={id} className={styles['stopChooserLabel']}>
        <Message id="lines.stopChooser" />
      </label>
      <select
        id={id}
        className={styles['select']}
        value={props.selectedCode}
        onChange={(event) => props.onSelect(event.currentTarget.value)}
      >
        {props.stops.map((stop) => (
          <option key={stop.code} value={stop.code}>
            {(names.get(stop.name) ?? 0) > 1
              ? message('lines.stopOption', { name: stop.name, code: stop.code })
              : stop.name}
          </option>
        ))}
      </select>
    </div>
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

/**
 * A direction's day at the chosen stop: which day of the feed answers (when another does), the first and last
 * departure, and the departures as a printed timetable, hour by hour. Where the direction's departures from a stop
 * are not published (its itinerary lists no stops), the first and last departure of the line stand alone.
 */
export function StopDay(props: {
  readonly timetable: LineTimetableData;
  readonly direction: number;
  /** The chosen stop's name, for the table's caption. */
  readonly stopName: string | undefined;
}) {
  const { timetable } = props;
  const direction = timetable.directions.find((candidate) => candidate.direction === props.direction);
  const atStop = direction?.stopDepartures ?? null;
  const span = atStop ?? direction;
  return (
    <>
      {timetable.feeds.map((feed) => (
        <StandInNotice key={feed.feedId} feed={feed} askedDate={timetable.date} />
      ))}
      {!span || span.firstDeparture === null || span.lastDeparture === null ? (
        <p className={styles['note']}>
          <Message id="lines.noDepartures" />
        </p>
      ) : (
        <>
          {atStop?.isApproximate && (
            <p className={styles['note']}>
              <Message id="lines.approximateTimes" />
            </p>
          )}
          <dl className={styles['span']}>
            <div>
              <dt>
                <Message id="lines.firstDeparture" />
              </dt>
              <dd>{span.firstDeparture}</dd>
            </div>
            <div>
              <dt>
                <Message id="lines.lastDeparture" />
              </dt>
              <dd>{span.lastDeparture}</dd>
            </div>
          </dl>
          {atStop && <PrintedTimetable departures={atStop} stopName={props.stopName ?? atStop.stopCode} />}
        </>
      )}
    </>
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A stop's departures as a printed timetable: each hour with a departure, then its minutes. */
function PrintedTimetable(props: { readonly departures: StopDepartures; readonly stopName: string }) {
  const message = useMessage();
  return (
    <table className={styles['hours']}>
      <caption>
        <Message id="lines.departuresFrom" values={{ stop: props.stopName }} />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Message id="lines.hour" />
          </th>
          <th scope="col">
            <Message id="lines.minutes" />
          </th>
        </tr>
      </thead>
      <tbody>
        {props.departures.hours.map((row, index) => {
          const hour = twoDigits(row.hour);
          return (
            // An hour can come twice on the night clocks go back: the position keeps keys apart.
            <tr key={`${index}-${hour}`}>
              <th scope="row">{row.isNextDay ? message('lines.nextDayHour', { time: hour }) : hour}</th>
              <td className={styles['minutes']}>{row.minutes.map(twoDigits).join(' ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
