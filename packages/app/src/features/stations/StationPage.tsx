import { type StationInfo, stationInfoQuery, type StationModeArrivals } from '@transit/api-client';
import { buildRoute, parseStationCode, type StationCode, type StopType } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, ErrorState, LineBadge, SectionTitle, StopTypeIcon } from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { DeparturesBoard } from '../../common/DeparturesBoard';
import { groupArrivals } from '../../common/groupArrivals';
import { LineRows, rowsNews } from '../../common/LineRows';
import { CLOCK_TICK_MS, stationDeparturesQuery, upcomingArrivals } from '../../common/departures';
import { isNotFound, loadErrorMessage } from '../../common/loadError';
import { LoadingState } from '../../common/LoadingState';
import { Screen } from '../../common/Screen';
import { TimetableNotices } from '../../common/TimetableNotices';
import { useLocale } from '../../common/useLocale';
import { useNow } from '../../common/useNow';
import styles from './StationPage.module.css';

/** How a mode reads (its stop type's name: "Cercanías", "Metro", "Metro Ligero"). */
const MODE_NAMES: Readonly<Record<StopType, MessageId>> = {
  cercanias: 'ui.stopType.cercanias',
  metro: 'ui.stopType.metro',
  lightMetro: 'ui.stopType.lightMetro',
  interurban: 'ui.stopType.interurban',
  emt: 'ui.stopType.emt',
};

/**
 * /estaciones/{stationCode} (issue 10): a station's Metro, Cercanías and Metro Ligero stops on one live board, a
 * section per mode, with the walk between its stops and a link to each stop's own page.
 */
export function StationPage() {
  const { stationCode = '' } = useParams();
  const parsed = parseStationCode(stationCode);
  const message = useMessage();
  if (!parsed.ok) {
    return (
      <Screen title={message('live.station.title')}>
        <Container>
          <ErrorState
            message="live.station.invalidCode"
            values={{ code: stationCode }}
            technicalDetails={parsed.error.code}
          />
        </Container>
      </Screen>
    );
  }
  if (parsed.value !== stationCode) {
    return <Navigate to={buildRoute('station', { stationCode: parsed.value })} replace />;
  }
  return <StationDetails key={parsed.value} code={parsed.value} />;
}

function StationDetails(props: { readonly code: StationCode }) {
  const { api } = useAppServices();
  const message = useMessage();
  // The route's loader asks for it on each visit; a failure is asked again only by Retry.
  const info = useQuery({ ...stationInfoQuery(api, props.code), retryOnMount: false });
  return (
    <Screen title={info.data?.name ?? message('live.station.title')}>
      <Container>
        {info.isPending && <LoadingState query={info} />}
        {info.isError && (
          <ErrorState
            message={loadErrorMessage(info.error, 'live.station.error', 'live.station.notFound')}
            values={{ code: props.code }}
            // A station the API does not know stays unknown: there is nothing to retry.
            {...(!isNotFound(info.error) && { onRetry: () => void info.refetch() })}
          />
        )}
        {info.data && (
          <>
            {/* The board first (issue 14: the first screen is for the departures), then the station's stops and walks. */}
            <StationBoard code={props.code} info={info.data} />
            <StationHeader info={info.data} />
          </>
        )}
      </Container>
    </Screen>
  );
}

/** Each mode of a station, its stops' codes and lines, each stop linking to its own page, and the walks between. */
function StationHeader(props: { readonly info: StationInfo }) {
  const message = useMessage();
  const stopLabels = new Map<string, string>();
  for (const mode of props.info.modes) {
    for (const stop of mode.stops) {
      stopLabels.set(
        stop.code,
        message('live.station.stopLink', { mode: message(MODE_NAMES[mode.stopType]), code: stop.code }),
      );
    }
  }
  const walks = props.info.transfer.walks;
  return (
    <div className={styles['header']}>
      <section aria-labelledby="station-stops">
        <SectionTitle level={2}>
          <span id="station-stops">
            <Message id="live.station.stops" />
          </span>
        </SectionTitle>
        <ul className={styles['stops']}>
          {props.info.modes.flatMap((mode) =>
            mode.stops.map((stop) => (
              <li key={stop.code} className={styles['stop']}>
                <StopTypeIcon type={mode.stopType} sizePx={24} isDecorative />
                <Link to={buildRoute('stop', { stopCode: stop.code })}>{stopLabels.get(stop.code)}</Link>
                {stop.lines.length > 0 && (
                  <ul className={styles['lines']} aria-label={message('stop.lines')}>
                    {stop.lines.map((line) => (
                      <li key={line.lineCode}>
                        <LineBadge {...line} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )),
          )}
        </ul>
      </section>
      {walks.length > 0 && (
        <section aria-labelledby="station-transfer">
          <SectionTitle level={2}>
            <span id="station-transfer">
              <Message id="live.station.transfer" />
            </span>
          </SectionTitle>
          <ul className={styles['walks']}>
            {walks.map((walk) => (
              <li key={`${walk.fromStopCode}>${walk.toStopCode}`}>
                <Message
                  id="live.station.walk"
                  values={{
                    from: stopLabelOf(stopLabels, walk.fromStopCode),
                    to: stopLabelOf(stopLabels, walk.toStopCode),
                    minutes: walk.walkMinutes,
                    meters: walk.distanceM,
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const stopLabelOf = (labels: ReadonlyMap<string, string>, code: string) => labels.get(code) ?? code;

/** The station's board: its live state, alerts, and a section per mode, refreshed as a stop's board is. */
function StationBoard(props: { readonly code: StationCode; readonly info: StationInfo }) {
  const { api } = useAppServices();
  const message = useMessage();
  const locale = useLocale();
  const now = useNow(CLOCK_TICK_MS);
  const board = useQuery({ ...stationDeparturesQuery(api, props.code, locale), retryOnMount: false });
  return (
    <DeparturesBoard
      headingId="station-departures"
      board={board}
      nowEpochMs={now}
      errorMessage="live.station.error"
      // The station's news after a refresh, over all its modes' rows.
      refreshSummary={() =>
        board.data === undefined
          ? undefined
          : rowsNews(
              board.data.modes.flatMap((mode) => rowsOf(mode.arrivals, now)),
              now,
              message,
            )
      }
    >
      {(answer) =>
        answer.modes.map((mode) => <ModeSection key={mode.stopType} mode={mode} nowEpochMs={now} />)
      }
    </DeparturesBoard>
  );
}

/** A mode's rows: one per stop, line and destination, with every upcoming departure. */
function rowsOf<A extends StationModeArrivals['arrivals'][number]>(
  arrivals: readonly A[],
  nowEpochMs: number,
) {
  return groupArrivals(upcomingArrivals(arrivals, nowEpochMs), () => false, Number.POSITIVE_INFINITY, {
    byDestination: true,
    byStop: true,
  });
}

/** One mode's section of a station's board: its heading, its notices, and its departures with their stops. */
function ModeSection(props: { readonly mode: StationModeArrivals; readonly nowEpochMs: number }) {
  const message = useMessage();
  const { mode } = props;
  const modeName = message(MODE_NAMES[mode.stopType]);
  const headingId = `station-mode-${mode.stopType}`;
  const next = upcomingArrivals(mode.arrivals, props.nowEpochMs);
  return (
    <section aria-labelledby={headingId} className={styles['mode']}>
      <h3 id={headingId} className={styles['modeHeading']}>
        <StopTypeIcon type={mode.stopType} sizePx={22} isDecorative />
        {modeName}
      </h3>
      {mode.notice?.code === 'NO_TIMETABLE' && next.length === 0 && (
        <p className={styles['notice']} role="note">
          <Message id="live.station.noTimetable" values={{ mode: modeName }} />
        </p>
      )}
      {/* The feeds' stand-in days; the mode's own NO_TIMETABLE is said above, in the station's words. */}
      <TimetableNotices answer={{ timetable: mode.timetable, notice: null }} />
      {mode.timetable.hasTimetable && next.length === 0 && (
        <EmptyState message="live.station.noDepartures" values={{ mode: modeName }} />
      )}
      {next.length > 0 && (
        <LineRows
          groups={groupArrivals(next, () => false, Number.POSITIVE_INFINITY, {
            byDestination: true,
            byStop: true,
          })}
          nowEpochMs={props.nowEpochMs}
          idPrefix={`station-${mode.stopType}`}
          // A station's row says which of its stops the line leaves from; its details lead there.
          noteOf={(group) => {
            const code = group.arrivals[0]?.stopCode;
            return code === undefined ? undefined : message('live.station.departsFrom', { code });
          }}
          actions={(group) => {
            const code = group.arrivals[0]?.stopCode;
            return code === undefined ? null : (
              <Link className={styles['stopLink']} to={buildRoute('stop', { stopCode: code })}>
                <Message id="live.station.stopPage" values={{ code }} />
              </Link>
            );
          }}
        />
      )}
    </section>
  );
}
