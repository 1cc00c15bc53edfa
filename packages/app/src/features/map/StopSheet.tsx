import type { Arrival } from '@transit/api-client';
import { buildRoute, parseStopCode, type StopCode, stopTypeFromCode } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import {
  ArrivalRow,
  EmptyState,
  ErrorState,
  LineBadge,
  Modal,
  STOP_TYPE_LABELS,
  StopMapIconImage,
  stopMapIconKind,
} from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { CLOCK_TICK_MS, departuresQuery, minutesUntil, upcomingArrivals } from '../../common/departures';
import { useLocale } from '../../common/useLocale';
import { loadErrorMessage } from '../../common/loadError';
import { type StaticStop, useLineList } from '../../common/staticLists';
import { TimetableNotices } from '../../common/TimetableNotices';
import { useAppServices } from '../../common/appServices';
import { useNow } from '../../common/useNow';
import { LoadingState } from '../../common/LoadingState';
import styles from './StopSheet.module.css';

/** How many of the next departures the sheet lists; the stop page has them all. */
export const SHEET_DEPARTURES = 5;

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
        <ErrorState
          message="stop.invalidCode"
          values={{ code: stop.code }}
          technicalDetails={code.error.code}
        />
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
  const locale = useLocale();
  const arrivals = useQuery(departuresQuery(api, props.code, locale));
  const { lines } = useLineList();
  const nowEpochMs = useNow(CLOCK_TICK_MS);
  const next = upcomingArrivals(arrivals.data?.arrivals ?? [], nowEpochMs)
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
        {arrivals.isPending && <LoadingState query={arrivals} slowNotice="stop.slowLoadingAlert" />}
        {arrivals.isError && !arrivals.data && (
          <ErrorState
            message={loadErrorMessage(arrivals.error, 'error.stop')}
            onRetry={() => void arrivals.refetch()}
          />
        )}
        {arrivals.data && <TimetableNotices answer={arrivals.data} isOnSurface />}
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
              minutes={minutesUntil(arrival.departureTime, props.nowEpochMs)}
              display="auto"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
