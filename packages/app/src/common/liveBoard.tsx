import type { Alert, LiveSource, LiveSourceStatus, LiveState } from '@transit/api-client';
import type { Locale } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import type { AlertItem } from '@transit/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import styles from './liveBoard.module.css';

/*
 * The live side of a board (issue 10), shared by the stop page and the station page: each source's state in a line
 * above the departures, the sources modal's list, the alerts in the rider's language, and pull-to-refresh. Their
 * texts are the lazily loaded 'live' catalog: a feature whose screens show them lists it in its catalogs.
 */

const SOURCE_NAMES: Readonly<Record<LiveSource, MessageId>> = {
  emt: 'live.source.emt',
  metro: 'live.source.metro',
  crtm: 'live.source.crtm',
  cercanias: 'live.source.cercanias',
  mta: 'live.source.mta',
};

/** Whether any source of the board can give live data: none serves its stops, or none is configured here. */
export function hasLiveSources(live: LiveState): boolean {
  return live.sources.some((source) => source.state !== 'notConfigured');
}

function boardLine(source: LiveSourceStatus): MessageId | undefined {
  switch (source.state) {
    case 'ok':
      return 'live.board.ok';
    case 'pending':
      return 'live.board.pending';
    case 'timedOut':
    case 'failing':
      return 'live.board.unavailable';
    case 'notConfigured':
      return undefined;
  }
}

/**
 * One line per configured source above the departures ("EMT: sin datos en tiempo real" when it fails or is late),
 * or, when no source can give live data, the plain "Sin datos en tiempo real: horarios programados". A polite live
 * region, so a source coming back or failing is read out without moving focus (aria-live rather than role status:
 * the board's one status is its age, "Actualizado hace…").
 */
export function LiveStateLines(props: { readonly live: LiveState }) {
  const message = useMessage();
  const lines = props.live.sources.flatMap((source) => {
    const id = boardLine(source);
    return id === undefined ? [] : [{ source, id }];
  });
  return (
    <div aria-live="polite" className={styles['state']}>
      {!hasLiveSources(props.live) ? (
        <p className={styles['line']} data-live-state="none">
          <Message id="live.board.none" />
        </p>
      ) : (
        lines.map(({ source, id }) => (
          <p key={source.source} className={styles['line']} data-live-state={source.state}>
            {message(id, { source: message(SOURCE_NAMES[source.source]) })}
          </p>
        ))
      )}
    </div>
  );
}

function sourceState(source: LiveSourceStatus): { readonly id: MessageId; readonly seconds?: number } {
  switch (source.state) {
    case 'ok':
      return source.ageSeconds === null
        ? { id: 'live.sources.ok' }
        : { id: 'live.sources.okAge', seconds: source.ageSeconds };
    case 'pending':
      return { id: 'live.sources.pending' };
    case 'timedOut':
      return { id: 'live.sources.timedOut' };
    case 'failing':
      return { id: 'live.sources.failing' };
    case 'notConfigured':
      return { id: 'live.sources.notConfigured' };
  }
}

/** The sources modal's list: every source of the board and its state (its data's age when it answered). */
export function LiveSourcesList(props: { readonly live: LiveState }) {
  const message = useMessage();
  return (
    <section aria-labelledby="live-sources-heading" className={styles['sources']}>
      <h3 id="live-sources-heading" className={styles['sourcesHeading']}>
        <Message id="live.sources.heading" />
      </h3>
      {props.live.sources.length === 0 ? (
        <p className={styles['line']}>
          <Message id="live.sources.none" />
        </p>
      ) : (
        <dl className={styles['sourceList']}>
          {props.live.sources.map((source) => {
            const state = sourceState(source);
            return (
              <div key={source.source} className={styles['source']} data-live-state={source.state}>
                <dt>{message(SOURCE_NAMES[source.source])}</dt>
                <dd>
                  {message(state.id, state.seconds === undefined ? undefined : { seconds: state.seconds })}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/**
 * The alerts to show in `locale`: an alert the source gives in several languages (one id, one text per language)
 * shows once, in the rider's language when it has it, else in the one the source does not name, else the first.
 */
export function alertsFor(alerts: readonly Alert[], locale: Locale): AlertItem[] {
  const groups = new Map<string, Alert[]>();
  for (const [index, alert] of alerts.entries()) {
    const key = alert.id === null ? `${alert.source}#${index}` : `${alert.source}:${alert.id}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  const matches = (alert: Alert) => alert.language?.toLowerCase().split('-')[0] === locale;
  return [...groups.entries()].map(([key, versions]) => {
    const chosen = versions.find(matches) ?? versions.find((alert) => alert.language === null) ?? versions[0];
    const alert = chosen as Alert;
    return {
      key,
      title: alert.title,
      description: alert.description,
      lineNumbers: alert.lineNumbers,
      language: alert.language,
    };
  });
}

/** A touch drag down this far (px) from the top of the page refreshes the board. */
export const PULL_TO_REFRESH_PX = 70;

/**
 * Pull-to-refresh on touch screens: a touch that starts with the page scrolled to the top and drags down at least
 * PULL_TO_REFRESH_PX over `target` calls `onRefresh` when it lifts. Returns whether a pull is far enough to refresh
 * (for a hint). Keyboard and mouse riders have the Refresh button; this adds nothing to the tab order.
 */
export function usePullToRefresh(target: RefObject<HTMLElement | null>, onRefresh: () => void): boolean {
  const [isArmed, setIsArmed] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let startY: number | undefined;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? event.touches[0]?.clientY : undefined;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (startY === undefined || y === undefined) return;
      pulled = y - startY;
      setIsArmed(pulled >= PULL_TO_REFRESH_PX);
    };
    const onEnd = () => {
      if (startY !== undefined && pulled >= PULL_TO_REFRESH_PX) refresh.current();
      startY = undefined;
      pulled = 0;
      setIsArmed(false);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);
  return isArmed;
}

/**
 * While a board refreshes (a pull, the button or the timer): "Actualizando…", for the eye. Not a live region: the
 * timer refreshes every few seconds, and a screen reader would say it each time; the Refresh button's disabled state
 * and the board's age ("Actualizado…", a status) say it for them.
 */
export function RefreshingStatus(props: { readonly isRefreshing: boolean }) {
  return (
    <p className={styles['refreshing']}>{props.isRefreshing ? <Message id="live.refreshing" /> : null}</p>
  );
}
