import { stopInfoQuery } from '@transit/api-client';
import {
  FAVOURITE_ARRIVALS_MAX_LENGTH,
  type LineCode,
  parseLineCode,
  parseStopCode,
  type StopCode,
  buildRoute,
  stopPageRules,
  stopTypeOf,
} from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, ErrorState, LineBadge, StopTypeIcon } from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices, useFeatureStore } from '../../common/appServices';
import { DeparturesBoard } from '../../common/DeparturesBoard';
import { Screen } from '../../common/Screen';
import { announceRefusal, FavouriteStopControls, useFavouriteStop } from '../favourites';
import { CLOCK_TICK_MS, departuresQuery, upcomingArrivals } from '../../common/departures';
import { isNotFound, loadErrorMessage } from '../../common/loadError';
import { LoadingState } from '../../common/LoadingState';
import { TimetableNotices } from '../../common/TimetableNotices';
import { FAVOURITE_ARRIVALS_STORE } from './favouriteArrivalsStore';
import { groupArrivals } from '../../common/groupArrivals';
import { LineRows, rowsNews } from '../../common/LineRows';
import { RECENT_STOPS_STORE } from './recentStopsStore';
import { RelatedContent } from './RelatedContent';
import styles from './StopPage.module.css';
import { useNow } from '../../common/useNow';
import { useLocale } from '../../common/useLocale';
import { stationOfStop, useStopList } from '../../common/staticLists';

/** /paradas/{stopCode} (spec §2): a stop's next departures, grouped by line and direction. */
export function StopPage() {
  const { stopCode = '' } = useParams();
  const parsed = parseStopCode(stopCode);
  const message = useMessage();
  if (!parsed.ok) {
    // The rider reads the translated sentence; the error's code (not its English developer text) waits under
    // "Detalles técnicos" for support.
    return (
      <Screen title={message('nav.stops')}>
        <Container>
          <ErrorState
            message="stop.invalidCode"
            values={{ code: stopCode }}
            technicalDetails={parsed.error.code}
          />
        </Container>
      </Screen>
    );
  }
  // A non-canonical spelling ("8_09568") is the same stop: show it under its canonical address.
  if (parsed.value !== stopCode) return <Navigate to={`/paradas/${parsed.value}`} replace />;
  // Keyed by the stop: another stop is a new board (its first answer is not news of this one).
  return <StopDetails key={parsed.value} code={parsed.value} />;
}

function StopDetails(props: { readonly code: StopCode }) {
  const { api } = useAppServices();
  const recentStops = useFeatureStore(RECENT_STOPS_STORE);
  const message = useMessage();
  // The route's loader asks for both on each visit; a failure is not asked again because the screen mounted (a 404
  // stop is asked once), only by Retry.
  const info = useQuery({ ...stopInfoQuery(api, props.code), retryOnMount: false });
  // Asked at once, beside the stop info rather than after it; the departures section reads the same query.
  const locale = useLocale();
  const arrivals = useQuery({ ...departuresQuery(api, props.code, locale), retryOnMount: false });
  const visit = useStore(recentStops, (state) => state.visit);
  // A favourite goes by the rider's alias (spec §3), read from the device: it shows even before the stop loads.
  const favourite = useFavouriteStop(props.code);
  const canonical = info.data?.code;
  useEffect(() => {
    if (canonical === props.code) visit(props.code);
  }, [canonical, props.code, visit]);

  const type = info.data?.stopType ?? stopTypeOf(props.code);
  /** Where no timetable gives departures, each line says where it goes from here (EMT's stop detail), when known. */
  const showsDirections =
    info.data !== undefined &&
    !info.data.hasTimetable &&
    info.data.lines.some((line) => line.destinations.length > 0);
  const rules = stopPageRules(type);

  if (canonical !== undefined && canonical !== props.code) {
    // An alias (a metro platform's own code) answers for its station.
    return <Navigate to={`/paradas/${canonical}`} replace />;
  }

  return (
    <Screen title={favourite?.name ?? info.data?.name ?? message('nav.stops')}>
      <Container>
        {info.isPending && (
          <LoadingState
            query={info}
            slowNotice="stop.slowLoadingAlert"
            isNoticeAtOnce={rules.showsSlowLoadingAlert}
          />
        )}
        {info.isError && (
          <ErrorState
            message={loadErrorMessage(info.error, 'error.stop', 'stop.notFound')}
            values={{ code: props.code }}
            // A stop the API does not know stays unknown: there is nothing to retry.
            {...(!isNotFound(info.error) && { onRetry: () => void info.refetch() })}
          />
        )}
        {info.data && (
          <>
            <header className={styles['header']}>
              <StopTypeIcon type={type} sizePx={28} />
              <div>
                {favourite && favourite.name !== info.data.name && (
                  <p className={styles['stopName']}>{info.data.name}</p>
                )}
                {info.data.address !== null && <p className={styles['address']}>{info.data.address}</p>}
                {/* The code, zone and access, and the lines, on one line where they fit (issue 14: the first screen
                    is for the departures). */}
                <div className={styles['metaRow']}>
                  <p className={styles['meta']}>
                    <Message id="ui.stopRow.code" values={{ code: info.data.code }} />
                    {info.data.zone !== null && (
                      <>
                        {' · '}
                        <Message id="stop.zone" values={{ zone: info.data.zone }} />
                      </>
                    )}
                    {info.data.wheelchair === 'accessible' && (
                      <>
                        {' · '}
                        <Message id="stop.wheelchairAccessible" />
                      </>
                    )}
                  </p>
                  {info.data.lines.length > 0 && (
                    <ul className={styles['lines']} aria-label={message('stop.lines')}>
                      {info.data.lines.map((line) => (
                        <li key={line.lineCode}>
                          <LineBadge {...line} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {info.data.lines.length === 0 && (
                  <p className={styles['meta']}>
                    <Message id="stop.noLines" />
                  </p>
                )}
                <div className={styles['headerActions']}>
                  <FavouriteStopControls stopCode={props.code} stopName={info.data.name} />
                  <StationLink code={props.code} />
                </div>
              </div>
            </header>
            <Departures code={props.code} />
            {showsDirections && (
              // No timetable, so no departures may say where each line goes: the lines list it themselves, under the board
              // (its first screen is for the departures).
              <ul className={styles['lineDirections']} aria-label={message('live.stop.lineDirections')}>
                {info.data.lines.map((line) => (
                  <li key={line.lineCode}>
                    <LineBadge {...line} />
                    {line.destinations.length > 0 && (
                      <span>
                        <Message
                          id="ui.stopRow.destinations"
                          values={{ destinations: line.destinations.join(', ') }}
                        />
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {/* Below the departures once they are in, so it does not jump down the page when they arrive. */}
            {!arrivals.isPending && <RelatedContent type={type} />}
          </>
        )}
      </Container>
    </Screen>
  );
}

/**
 * "Ver la estación completa" on a stop that belongs to a station, read from the stop list when the device has it (it
 * is not downloaded for this: the list is the app's biggest download).
 */
function StationLink(props: { readonly code: StopCode }) {
  const { query } = useStopList({ isNeeded: false });
  const station = stationOfStop(query.data, props.code);
  if (!station) return null;
  return (
    <p className={styles['stationLink']}>
      <Link to={buildRoute('station', { stationCode: station.code })}>
        <Message id="live.stationLink" />
      </Link>
    </p>
  );
}

function Departures(props: { readonly code: StopCode }) {
  const { api } = useAppServices();
  const locale = useLocale();
  const favouriteArrivals = useFeatureStore(FAVOURITE_ARRIVALS_STORE);
  const message = useMessage();
  const now = useNow(CLOCK_TICK_MS);
  const arrivals = useQuery({ ...departuresQuery(api, props.code, locale), retryOnMount: false });
  const favourites = useStore(favouriteArrivals, (state) => state.arrivals);
  const setPinned = useStore(favouriteArrivals, (state) => state.setPinned);

  const isPinned = (lineCode: string | null, direction: number) =>
    favourites.some(
      (favourite) =>
        favourite.stopCode === props.code &&
        favourite.lineCode === lineCode &&
        favourite.lineDir === direction &&
        favourite.isPinned,
    );
  // Every departure of each line and destination: the row shows the next three, its details all of them.
  const groups = groupArrivals(
    upcomingArrivals(arrivals.data?.arrivals ?? [], now),
    isPinned,
    Number.POSITIVE_INFINITY,
    { byDestination: true },
  );
  const togglePin = (lineCode: LineCode, direction: number, pinned: boolean) => {
    const result = setPinned(props.code, lineCode, direction, !pinned);
    // Pinning a new line when the favourite arrivals are at their maximum is refused: the rider is told.
    if (!result.ok) announceRefusal(result.error, 'favourites.pinned.full', FAVOURITE_ARRIVALS_MAX_LENGTH);
  };

  return (
    <DeparturesBoard
      headingId="departures-title"
      board={arrivals}
      nowEpochMs={now}
      errorMessage="error.stop"
      slowNotice="stop.slowLoadingAlert"
      refreshSummary={() =>
        rowsNews(groups, now, message, (group) => isPinned(group.lineCode, group.direction))
      }
    >
      {(answer) => (
        <>
          <TimetableNotices answer={answer} />
          {answer.timetable.hasTimetable && groups.length === 0 && <EmptyState message="stop.noDepartures" />}
          {groups.length > 0 && (
            <LineRows
              groups={groups}
              nowEpochMs={now}
              idPrefix="line-departures"
              isPinned={(group) => isPinned(group.lineCode, group.direction)}
              actions={(group) => {
                const lineCode = group.lineCode === null ? undefined : parseLineCode(group.lineCode);
                if (lineCode?.ok !== true) return null;
                const pinned = isPinned(group.lineCode, group.direction);
                return (
                  <>
                    <button
                      type="button"
                      className={styles['pin']}
                      aria-pressed={pinned}
                      onClick={() => togglePin(lineCode.value, group.direction, pinned)}
                    >
                      {message(pinned ? 'stop.unpin' : 'stop.pin', { lineNumber: group.lineNumber })}
                    </button>
                    <Link
                      className={styles['lineLink']}
                      to={buildRoute('line', { lineCode: lineCode.value })}
                    >
                      {message('live.row.lineLink', { lineNumber: group.lineNumber })}
                    </Link>
                  </>
                );
              }}
            />
          )}
        </>
      )}
    </DeparturesBoard>
  );
}
