import type { Alert, LiveState } from '@transit/api-client';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { AlertList, ErrorState, Modal, SectionTitle } from '@transit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppServices } from './appServices';
import { dataAgeMinutes } from './departures';
import { alertsFor, LiveSourcesList, LiveStateLines, RefreshingStatus, usePullToRefresh } from './liveBoard';
import { loadErrorMessage } from './loadError';
import type { RowsNews } from './LineRows';
import { LoadingState } from './LoadingState';
import { useLocale } from './useLocale';
import { useHistoryModal } from './useHistoryModal';
import styles from './DeparturesBoard.module.css';

/** What a board's answer holds that its frame shows: its alerts and its live sources' state. */
export interface BoardAnswer {
  readonly alerts: readonly Alert[];
  readonly live: LiveState;
}

/**
 * A live board's frame, shared by the stop page and the station page: the "Próximas salidas" heading with its
 * Refresh button (a touch drag down from the top of the board refreshes too), the answer's age, its loading and
 * error states (the last answer stays on screen with its age when a refresh fails, and the rider is told it is not
 * the newest), the alerts and the live sources' state, then the page's own departures (`children`, drawn once there
 * is an answer), and the link to the sources modal.
 */
export function DeparturesBoard<Board extends BoardAnswer>(props: {
  /** The heading's id, which names the board's region. */
  readonly headingId: string;
  readonly board: UseQueryResult<Board>;
  /** The clock the board's age is counted from, epoch ms (the page's, which its rows count from too). */
  readonly nowEpochMs: number;
  /** The page's "could not load" message (no internet is said as such). */
  readonly errorMessage: MessageId;
  /** The notice of a slow first load; "taking longer than usual" by default. */
  readonly slowNotice?: MessageId | undefined;
  readonly children: (answer: Board) => ReactNode;
  /**
   * The board's news after a refresh (RowsNews: its rows' order and statuses, and the first row's sentence), said
   * politely when the rows have changed: a screen reader hears it without the board being read again, and the minutes
   * counting down alone say nothing. Undefined says nothing.
   */
  readonly refreshSummary?: () => RowsNews | undefined;
}) {
  const { city } = useAppServices();
  const message = useMessage();
  const locale = useLocale();
  const { board } = props;
  const section = useRef<HTMLElement>(null);
  const sources = useHistoryModal('arrival-sources');
  const refresh = () => void board.refetch();
  const isPulled = usePullToRefresh(section, refresh);
  const announcement = useRefreshAnnouncement(board.dataUpdatedAt, props.refreshSummary);
  return (
    <section ref={section} aria-labelledby={props.headingId} className={styles['board']}>
      <div className={styles['header']}>
        <div className={styles['title']}>
          <SectionTitle level={2}>
            <span id={props.headingId}>
              <Message id="stop.departures" />
            </span>
          </SectionTitle>
          {/* The answer's age and, while one is on its way, "Actualizando…", under the heading. */}
          <div className={styles['statusLine']}>
            {board.dataUpdatedAt > 0 && (
              <p className={styles['age']} role="status">
                <Message
                  id="stop.updatedAgo"
                  values={{ minutes: dataAgeMinutes(board.dataUpdatedAt, props.nowEpochMs) }}
                />
              </p>
            )}
            <RefreshingStatus isRefreshing={isPulled || (board.isFetching && !board.isPending)} />
          </div>
        </div>
        <button type="button" className={styles['refresh']} onClick={refresh} disabled={board.isFetching}>
          <Message id="stop.refresh" />
        </button>
      </div>
      <p className={styles['announcement']} aria-live="polite">
        {announcement === undefined ? null : (
          <Message id="live.board.updated" values={{ summary: announcement }} />
        )}
      </p>
      {board.isPending && (
        <LoadingState
          query={board}
          {...(props.slowNotice !== undefined && { slowNotice: props.slowNotice })}
        />
      )}
      {board.isError && !board.data && (
        <ErrorState message={loadErrorMessage(board.error, props.errorMessage)} onRetry={refresh} />
      )}
      {board.isError && board.data && !board.isFetching && (
        <p className={styles['refreshFailed']} role="alert">
          <Message id="stop.refreshFailed" />{' '}
          <button type="button" className={styles['link']} onClick={refresh}>
            <Message id="common.retry" />
          </button>
        </p>
      )}
      {board.data && (
        <>
          <AlertList alerts={alertsFor(board.data.alerts, locale)} headingLevel={3} />
          <LiveStateLines live={board.data.live} />
          {props.children(board.data)}
        </>
      )}
      {/* After the departures are in: shown under a spinner, it would jump down when they arrive. */}
      {!board.isPending && (
        <button type="button" className={styles['link']} onClick={sources.open}>
          <Message id="stop.sourcesLink" />
        </button>
      )}
      <Modal isOpen={sources.isOpen} onClose={sources.close} title={message('stop.sourcesTitle')}>
        <p>
          <Message id="arrivals.sourcesExplanation" values={{ email: city.contactEmail }} />
        </p>
        {board.data && <LiveSourcesList live={board.data.live} />}
      </Modal>
    </section>
  );
}

/**
 * The sentence to announce after a refresh: `summary()` read when a new answer arrives (not the first one, which the
 * rider is reading already), said only when its rows changed (their order or statuses), so a board whose minutes
 * merely count down stays quiet.
 */
function useRefreshAnnouncement(
  answeredAt: number,
  summary: (() => RowsNews | undefined) | undefined,
): string | undefined {
  const [said, setSaid] = useState<string | undefined>(undefined);
  const firstAnswer = useRef<number | undefined>(undefined);
  const last = useRef<string | undefined>(undefined);
  const read = useRef(summary);
  useEffect(() => {
    read.current = summary;
  });
  useEffect(() => {
    if (answeredAt === 0) return;
    const news = read.current?.();
    if (firstAnswer.current === undefined) {
      firstAnswer.current = answeredAt;
      last.current = news?.changeKey;
      return;
    }
    if (news === undefined || news.changeKey === last.current) return;
    last.current = news.changeKey;
    setSaid(news.text);
  }, [answeredAt]);
  return said;
}
