import type { MessageId } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { ErrorState, Spinner, type SpinnerSize } from '@transit/ui';
import { useEffect, useState } from 'react';
import styles from './LoadingState.module.css';

/** A load still under way after this long tells the rider it is slow, milliseconds. */
export const SLOW_LOADING_AFTER_MS = 3_000;

/** What LoadingState reads of a query (TanStack Query's result has it). */
export interface LoadingQuery {
  /** 'paused': the device is offline and the query waits for the network (it never asks while offline). */
  readonly fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * What a screen shows while a query with nothing to show yet loads, so the rider never waits on a bare spinner:
 * - offline, at once: that there is no connection and that it loads when the connection is back (the query is
 *   paused; TanStack Query resumes it by itself);
 * - otherwise a spinner, and after SLOW_LOADING_AFTER_MS (or at once, where the spec warns up front) a notice that
 *   it is slow. The query's own timeout (spec §9) then ends the wait with the screen's error and Retry.
 */
export function LoadingState(props: {
  readonly query: LoadingQuery;
  /** The notice a slow load shows; "taking longer than usual" by default. */
  readonly slowNotice?: MessageId;
  /** Shows the notice from the start (the spec's alert on interurban stops). */
  readonly isNoticeAtOnce?: boolean;
  readonly size?: SpinnerSize;
  /** Inside a row or a list's header: the texts inline and small, no panel. */
  readonly isCompact?: boolean;
}) {
  const isSlow = useIsSlow(!props.isNoticeAtOnce);
  if (props.query.fetchStatus === 'paused') {
    return props.isCompact ? (
      <p role="status" className={styles['notice']}>
        <Message id="error.noInternet" />
        {'. '}
        <Message id="loading.resumesOnline" />
      </p>
    ) : (
      <ErrorState message="error.noInternet" details={<Message id="loading.resumesOnline" />} />
    );
  }
  return (
    <div className={props.isCompact ? styles['compact'] : styles['loading']}>
      <Spinner size={props.size ?? 'medium'} />
      {(props.isNoticeAtOnce || isSlow) && (
        <p role="status" className={styles['notice']}>
          <Message id={props.slowNotice ?? 'loading.slow'} />
        </p>
      )}
    </div>
  );
}

/** Whether SLOW_LOADING_AFTER_MS have gone by since the component mounted (false when `isCounting` is). */
function useIsSlow(isCounting: boolean): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isCounting) return undefined;
    const timer = window.setTimeout(() => setIsSlow(true), SLOW_LOADING_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isCounting]);
  return isSlow;
}
