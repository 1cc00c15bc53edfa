import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import { cx } from './cx';
import { Icon, type IconName } from './icons/Icon';
import styles from './ArrivalRow.module.css';
import { LineBadge, type LineBadgeLine } from './LineBadge';

/** Where an arrival comes from: a live source, or the timetable (the API's `source`). */
export type ArrivalSource = 'live' | 'schedule';

/**
 * A departure's status (the API's `status`): a live prediction, a live prediction kept from an earlier answer and now
 * old (stale), or the timetable's time. Left out, the row reads it from `source`.
 */
export type ArrivalStatus = 'live' | 'scheduled' | 'stale';

/** How the departure time reads: minutes to go, the clock time, or minutes under an hour and the clock after. */
export type ArrivalTimeDisplay = 'minutes' | 'clock' | 'auto';

export interface ArrivalRowProps extends LineBadgeLine {
  readonly destination: string;
  /** Whole minutes until the departure, ≥ 0. */
  readonly minutes: number;
  /** ISO 8601 with the city's UTC offset (as the API sends it), or local "HH:MM". */
  readonly departureTime?: string | undefined;
  readonly display?: ArrivalTimeDisplay;
  readonly platform?: string | null | undefined;
  readonly source: ArrivalSource;
  /** A headway-based trip whose time is indicative. */
  readonly isApproximate?: boolean | undefined;
  /** How old the data is, in seconds (≥ 0); shown when given. */
  readonly ageSeconds?: number | undefined;
  /** The API's status; without it, `source` decides between live and scheduled. */
  readonly status?: ArrivalStatus | undefined;
  /** Where the source says (EMT): the vehicle's distance to the stop, metres. */
  readonly distanceMeters?: number | undefined;
}

/** The live and scheduled markers: different words, glyph and colour, so neither passes for the other. */
const MARKERS: Readonly<Record<ArrivalStatus, { readonly icon: IconName; readonly label: MessageId }>> = {
  live: { icon: 'live', label: 'ui.arrival.live' },
  scheduled: { icon: 'clock', label: 'ui.arrival.scheduled' },
  // A prediction that has aged: neither passes for live (muted, no pulse) nor for the timetable (its own words).
  stale: { icon: 'live', label: 'ui.arrival.stale' },
};

const STATUS_CLASSES: Readonly<Record<ArrivalStatus, string | undefined>> = {
  live: styles['live'],
  scheduled: styles['scheduled'],
  stale: styles['stale'],
};

/** From 60 minutes on, `auto` shows the clock time: "75 min" is harder to read than "15:40". */
const AUTO_CLOCK_FROM_MINUTES = 60;

/**
 * The local clock time of a departure, "HH:MM", read from the string itself: the API writes it with the city's
 * offset, and converting through the device's time zone would show a visitor the wrong hour.
 */
export function localClockTime(departureTime: string | undefined): string | undefined {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(departureTime ?? '');
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/**
 * One departure at a stop: line badge, destination, minutes or time, platform, and a marker that says in words and
 * with a glyph whether it is live or from the timetable (spec §3; the issue: scheduled shown as such, never passing
 * as live), with the data's age when known.
 */
export function ArrivalRow(props: ArrivalRowProps) {
  const message = useMessage();
  const clock = localClockTime(props.departureTime);
  const display = props.display ?? 'auto';
  const showsClock =
    clock !== undefined &&
    (display === 'clock' || (display === 'auto' && props.minutes >= AUTO_CLOCK_FROM_MINUTES));
  const time = showsClock ? clock : message('ui.arrival.minutes', { minutes: Math.max(0, props.minutes) });

  const status = props.status ?? (props.source === 'live' ? 'live' : 'scheduled');
  const marker = MARKERS[status];

  const meta = [
    props.distanceMeters === undefined
      ? undefined
      : message('ui.arrival.distance', { meters: Math.max(0, Math.round(props.distanceMeters)) }),
    props.platform ? message('ui.arrival.platform', { platform: props.platform }) : undefined,
    props.isApproximate ? message('ui.arrival.approximate') : undefined,
    props.ageSeconds === undefined
      ? undefined
      : message('ui.arrival.age', { ageMinutes: Math.floor(Math.max(0, props.ageSeconds) / 60) }),
  ].filter((text) => text !== undefined);

  return (
    <div
      className={cx(styles['row'], STATUS_CLASSES[status])}
      data-source={props.source}
      data-status={status}
    >
      <LineBadge
        lineNumber={props.lineNumber}
        colour={props.colour}
        textColour={props.textColour}
        transportTypeCode={props.transportTypeCode}
        size="large"
      />
      <span className={styles['main']}>
        <span className={styles['destination']}>{props.destination}</span>
        {meta.length > 0 ? (
          <span className={styles['meta']}>
            {meta.map((text) => (
              <span key={text}>{text}</span>
            ))}
          </span>
        ) : null}
      </span>
      <span className={styles['when']}>
        <span className={styles['time']}>{time}</span>
        <span className={styles['marker']}>
          <Icon name={marker.icon} sizePx={14} />
          {message(marker.label)}
        </span>
      </span>
    </div>
  );
}
