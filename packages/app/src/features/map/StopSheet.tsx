import { type Arrival, type Arrivals, arrivalsQuery, type FeedTimetable } from '@transit/api-client';
import { buildRoute, parseStopCode, type StopCode, stopTypeFromCode } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import {
  ArrivalRow,
  EmptyState,
  ErrorState,
  LineBadge,
  Modal,
  Spinner,
  STOP_TYPE_LABELS,
  StopMapIconImage,
  stopMapIconKind,
} from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { loadErrorMessage } from '../../shared/loadError';
import { type StaticStop, useLineList } from '../../shared/staticLists';
import { useAppServices } from '../../shell/appContext';
import styles from './StopSheet.module.css';

/** How many of the next departures the sheet lists; the stop page has them all. */
export const SHEET_DEPARTURES = 5;
/** The sheet's departures refresh on their own this often while it is open (as the stop page's do). */
export const SHEET_REFRESH_MS = 30_000;
/** A departure this far in the past is still shown (the vehicle may still be at the stop). */
const JUST_GONE_MS = 30_000;

/**
 * The sheet a stop of the map opens (a dialog: focus moves in, Escape and Back close it, focus returns): the stop's
 * name, type, code and lines, its next departures marked scheduled or live as on the stop page (or why there are
 * none), and a link to the stop page.
 */
export function StopSheet(props: {
  readonly stop: StaticStop | undefined;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}) {
  const { stop } = props;
  const message = useMessage();
  const code = stop === undefined ? undefined : parseStopCode(stop.code);
  return (
    <Modal isOpen={props.isOpen && stop !== undefined} onClose={props.onClose} title={stop?.name ?? ''}>
      {stop && code?.ok && <SheetBody stop={stop} code={code.value} />}
      {stop && code && !code.ok && (
        <ErrorState message="stop.invalidCode" values={{ code: stop.code }} details={code.error.toString()} />
      )}
      {stop && (
        <Link className={styles['stopLink']} to={buildRoute('stop', { stopCode: stop.code })} replace>
          {message('map.sheet.openStop')}
        </Link>
      )}
    </Modal>
  );
}

function SheetBody(props: { readonly stop: StaticStop; readonly code: StopCode }) {
  const { stop } = props;
  const { api } = useAppServices();
  const message = useMessage();
  const headingId = useId();
  const type = stopTypeFromCode(stop.stopTypeCode) ?? 'emt';
  const arrivals = useQuery({ ...arrivalsQuery(api, props.code), refetchInterval: SHEET_REFRESH_MS });
  const { lines } = useLineList();
  const nowEpochMs = Date.now();
  const next = [...(arrivals.data?.arrivals ?? [])]
    .filter((arrival) => Date.parse(arrival.departureTime) >= nowEpochMs - JUST_GONE_MS)
    .sort((a, b) => Date.parse(a.departureTime) - Date.parse(b.departureTime))
    .slice(0, SHEET_DEPARTURES);

  return (
    <div className={styles['body']}>
      <p className={styles['meta']}>
        <StopMapIconImage kind={stopMapIconKind(type, stop.isNocturnal)} isDecorative />
        <span>
          {message(STOP_TYPE_LABELS[type])}
          {' · '}
          <Message id="ui.stopRow.code" values={{ code: stop.code }} />
        </span>
      </p>
      {stop.lineNumbers.length > 0 && (
        <ul className={styles['lines']} aria-label={message('stop.lines')}>
          {stop.lineNumbers.map((lineNumber) => {
            // The stop list names its lines by number; their colours come from the line list, when it has them.
            const line = lines?.find(
              (candidate) =>
                candidate.lineNumber === lineNumber && candidate.transportTypeCode === stop.stopTypeCode,
            );
            return (
              <li key={lineNumber}>
                <LineBadge
                  lineNumber={lineNumber}
                  colour={line?.colour}
                  textColour={line?.textColour}
                  transportTypeCode={stop.stopTypeCode}
                />
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby={headingId} className={styles['departures']}>
        <h3 id={headingId} className={styles['heading']}>
          <Message id="stop.departures" />
        </h3>
        {arrivals.isPending && <Spinner />}
        {arrivals.isError && !arrivals.data && (
          <ErrorState
            message={loadErrorMessage(arrivals.error, 'error.stop')}
            onRetry={() => void arrivals.refetch()}
          />
        )}
        {arrivals.data && <TimetableNotices answer={arrivals.data} />}
        {arrivals.data?.timetable.hasTimetable && next.length === 0 && (
          <EmptyState message="stop.noDepartures" />
        )}
        {next.length > 0 && <Departures arrivals={next} nowEpochMs={nowEpochMs} />}
      </section>
    </div>
  );
}

function Departures(props: { readonly arrivals: readonly Arrival[]; readonly nowEpochMs: number }) {
  const isAnyScheduled = props.arrivals.some((arrival) => arrival.source === 'schedule');
  return (
    <>
      {isAnyScheduled && (
        <p className={styles['meta']}>
          <Message id="stop.scheduledNotice" />
        </p>
      )}
      <ul className={styles['rows']}>
        {props.arrivals.map((arrival) => (
          <li key={arrival.tripId + arrival.departureTime}>
            <ArrivalRow
              {...arrival}
              minutes={Math.max(
                0,
                Math.floor((Date.parse(arrival.departureTime) - props.nowEpochMs) / 60_000),
              )}
              display="auto"
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** As the stop page says it: no timetable published, or an expired one read from a stand-in day. */
function TimetableNotices(props: { readonly answer: Arrivals }) {
  const { timetable, notice } = props.answer;
  const expired = timetable.feeds.filter((feed): feed is FeedTimetable & { feedEndDate: string } =>
    Boolean(feed.isFeedExpired && feed.feedEndDate),
  );
  return (
    <>
      {notice?.code === 'NO_TIMETABLE' && (
        <p className={styles['notice']} role="note">
          <Message id="stop.noTimetable" />
        </p>
      )}
      {expired.map((feed) => (
        <p key={feed.feedId} className={styles['notice']} role="note">
          <Message
            id="stop.expiredTimetable"
            values={{
              endDate: formatIsoDate(feed.feedEndDate),
              timetableDate: formatIsoDate(feed.timetableDate),
            }}
          />
        </p>
      ))}
    </>
  );
}

/** "2026-02-20" as "20/02/2026": the date as written, with no time zone conversion. */
function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
