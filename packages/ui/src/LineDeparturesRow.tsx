import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import { localClockTime, type ArrivalStatus } from './ArrivalRow';
import { cx } from './cx';
import { Icon } from './icons/Icon';
import { LineBadge, type LineBadgeLine } from './LineBadge';
import styles from './LineDeparturesRow.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/** One of a row's next departures. */
export interface LineDeparture {
  /** Whole minutes until it leaves, ≥ 0. */
  readonly minutes: number;
  /** ISO 8601 with the city's UTC offset (as the API sends it): its clock time shows from an hour away. */
  readonly departureTime?: string | undefined;
  /** Live, an aged live prediction (stale), or the timetable's. */
  readonly status: ArrivalStatus;
  /** How old a live prediction is, in seconds (≥ 0). */
  readonly ageSeconds?: number | undefined;
}

/** The most departures a row shows beside its line: the next one and the two after. */
export const LINE_ROW_DEPARTURES = 3;

/** From an hour away a departure reads as its clock time: "75 min" is harder to read than "15:40". */
const CLOCK_FROM_MINUTES = 60;

export interface LineDeparturesRowProps extends LineBadgeLine {
  /** Where this line's next departure goes. */
  readonly destination: string;
  /** Its next departures, earliest first; the first LINE_ROW_DEPARTURES show. None: no estimate. */
  readonly departures: readonly LineDeparture[];
  /** A short second line (the platform, the stop it leaves from), when there is one. */
  readonly note?: string | undefined;
  /** Pinned on top by the rider (the stop page's pin). */
  readonly isPinned?: boolean | undefined;
  /** Whether the row's details (the line's departures at this stop) are open. */
  readonly isExpanded: boolean;
  /** The id of the details the row opens and closes. */
  readonly detailsId: string;
  readonly onToggle: () => void;
}

/** A status's words in the sentence a screen reader reads. */
const STATUS_WORDS: Readonly<Record<ArrivalStatus, MessageId>> = {
  live: 'live.row.live',
  scheduled: 'live.row.scheduled',
  stale: 'live.row.stale',
};

type Message = ReturnType<typeof useMessage>;

/** How a departure reads aloud: "ahora", "4 minutos", "a las 15:40". */
function spokenTime(departure: LineDeparture, message: Message): string {
  const clock = localClockTime(departure.departureTime);
  if (clock !== undefined && departure.minutes >= CLOCK_FROM_MINUTES)
    return message('live.row.at', { time: clock });
  return message('live.row.minutes', { minutes: departure.minutes });
}

/** Two or three items read as one list ("12 y 19", "4, 12 y 19"). */
function spokenList(items: readonly string[], message: Message): string {
  const [first = '', second, third] = items;
  if (second === undefined) return first;
  if (third === undefined) return message('live.row.list2', { first, second });
  return message('live.row.list3', { first, second, third });
}

/**
 * The sentence a screen reader reads for a row: "Línea 2 a Cuatro Caminos: 4 minutos, en directo; después 12 y 19
 * minutos, según horario". Departures of one status in a row share their status words; minutes under an hour share
 * their unit ("12 y 19 minutos").
 */
export function lineDeparturesSentence(
  row: Pick<LineDeparturesRowProps, 'lineNumber' | 'destination' | 'departures' | 'isPinned'>,
  message: Message,
): string {
  const shown = row.departures.slice(0, LINE_ROW_DEPARTURES);
  const runs: LineDeparture[][] = [];
  for (const departure of shown) {
    const last = runs.at(-1);
    if (last !== undefined && last[0]?.status === departure.status) last.push(departure);
    else runs.push([departure]);
  }
  const spokenRuns = runs.map((run) => {
    const isMinutesOnly = run.every(
      (departure) =>
        departure.minutes > 0 &&
        (departure.minutes < CLOCK_FROM_MINUTES || localClockTime(departure.departureTime) === undefined),
    );
    const times = isMinutesOnly
      ? message('live.row.minutesList', {
          list: spokenList(
            run.map((departure) => String(departure.minutes)),
            message,
          ),
          count: run.at(-1)?.minutes ?? 0,
        })
      : spokenList(
          run.map((departure) => spokenTime(departure, message)),
          message,
        );
    const first = run[0] as LineDeparture;
    const status =
      first.status === 'stale' && first.ageSeconds !== undefined
        ? message('live.row.staleAge', { minutes: Math.floor(first.ageSeconds / 60) })
        : message(STATUS_WORDS[first.status]);
    return message('live.row.run', { times, status });
  });
  const line = message('live.row.line', { lineNumber: row.lineNumber, destination: row.destination });
  const departures =
    spokenRuns.length === 0
      ? message('live.row.noEstimate')
      : spokenRuns
          .map((run, index) => (index === 0 ? run : message('live.row.then', { departures: run })))
          .join('; ');
  const sentence = `${line}: ${departures}`;
  return row.isPinned ? `${message('live.row.pinned')}. ${sentence}` : sentence;
}

/** A departure as the row shows it: minutes to go (Ahora at 0), or the clock time from an hour away. */
function shownTime(departure: LineDeparture, isFirst: boolean, message: Message): string {
  const clock = localClockTime(departure.departureTime);
  if (clock !== undefined && departure.minutes >= CLOCK_FROM_MINUTES) return clock;
  if (isFirst) return message('ui.arrival.minutes', { minutes: departure.minutes });
  return String(departure.minutes);
}

/**
 * One line and destination of a board, read at a glance (issue 14): the line's badge, where it goes, and its next three
 * departures ("4 min", then "12 19 min"), each marked live (the live colour and glyph), aged (the live glyph, muted) or
 * from the timetable (a clock, muted) — never one passing for another. The whole row is one button that opens its
 * details (the line's departures at this stop), named by one sentence for screen readers.
 */
export function LineDeparturesRow(props: LineDeparturesRowProps) {
  const message = useMessage();
  const shown = props.departures.slice(0, LINE_ROW_DEPARTURES);
  const [first, ...later] = shown;
  const isClock = (departure: LineDeparture | undefined) =>
    departure !== undefined &&
    departure.minutes >= CLOCK_FROM_MINUTES &&
    localClockTime(departure.departureTime) !== undefined;
  // A run of minutes shares one unit, written after its last ("12 · 19 min"); a clock time needs none ("45 min 11:18").
  const takesUnit = (index: number) =>
    !isClock(later[index]) && !(index + 1 < later.length && !isClock(later[index + 1]));
  const stale = shown.find((departure) => departure.status === 'stale');
  const note = [
    props.note,
    stale === undefined
      ? undefined
      : stale.ageSeconds === undefined
        ? message('ui.arrival.stale')
        : message('live.row.staleNote', { minutes: Math.floor(stale.ageSeconds / 60) }),
  ].filter((text) => text !== undefined);
  return (
    <button
      type="button"
      className={cx(styles['row'], props.isPinned && styles['pinned'])}
      aria-expanded={props.isExpanded}
      aria-controls={props.detailsId}
      onClick={props.onToggle}
      data-first-status={first?.status ?? 'none'}
    >
      {/* Its name is the sentence, read from its content (not aria-label: what it shows is part of what it says); each
          part it shows is hidden from screen readers. */}
      <VisuallyHidden>{lineDeparturesSentence(props, message)}</VisuallyHidden>
      <span className={styles['badge']} aria-hidden="true">
        <LineBadge
          lineNumber={props.lineNumber}
          colour={props.colour}
          textColour={props.textColour}
          transportTypeCode={props.transportTypeCode}
          size="large"
        />
      </span>
      <span className={styles['main']} aria-hidden="true">
        <span className={styles['destination']}>{props.destination}</span>
        {note.length > 0 ? <span className={styles['note']}>{note.join(' · ')}</span> : null}
      </span>
      <span className={styles['times']} aria-hidden="true">
        {first === undefined ? (
          <span className={styles['none']}>{message('live.row.noEstimateShort')}</span>
        ) : (
          <>
            <span className={cx(styles['time'], styles['first'], styles[first.status])}>
              <Icon name={first.status === 'scheduled' ? 'clock' : 'live'} sizePx={14} />
              {shownTime(first, true, message)}
            </span>
            {later.length > 0 ? (
              <span className={styles['later']}>
                {later.map((departure, index) => (
                  <span key={index} className={cx(styles['time'], styles[departure.status])}>
                    <Icon name={departure.status === 'scheduled' ? 'clock' : 'live'} sizePx={12} />
                    {shownTime(departure, false, message)}
                    {takesUnit(index) ? (
                      <span className={styles['unit']}>{message('live.row.unit')}</span>
                    ) : null}
                  </span>
                ))}
              </span>
            ) : null}
          </>
        )}
      </span>
      <span className={cx(styles['chevron'], props.isExpanded && styles['open'])} aria-hidden="true" />
    </button>
  );
}
