import type { Arrival } from '@transit/api-client';
import { useMessage } from '@transit/i18n/react';
import {
  ArrivalRow,
  LINE_ROW_DEPARTURES,
  LineDeparturesRow,
  type LineDeparturesRowProps,
  lineDeparturesSentence,
} from '@transit/ui';
import { type ReactNode, useState } from 'react';
import { minutesUntil } from './departures';
import type { ArrivalGroup } from './groupArrivals';
import styles from './LineRows.module.css';

type Message = ReturnType<typeof useMessage>;

/** What a row shows of a line and direction (LineDeparturesRow's props but its opening). */
export type LineRow = Omit<LineDeparturesRowProps, 'isExpanded' | 'detailsId' | 'onToggle'>;

/**
 * A line and direction as its row shows it: its line, where it goes, its next departures, and a short note from the
 * next one (the bus's distance as EMT gives it, or the platform) unless the board gives its own.
 */
export function lineRowOf(
  group: ArrivalGroup,
  nowEpochMs: number,
  message: Message,
  options: { readonly isPinned?: boolean; readonly note?: string | undefined } = {},
): LineRow {
  const first = group.arrivals[0];
  const distance = first?.distanceMeters;
  const ownNote =
    distance !== undefined
      ? message('ui.arrival.distance', { meters: Math.round(distance) })
      : first?.platform
        ? message('ui.arrival.platform', { platform: first.platform })
        : undefined;
  return {
    lineNumber: group.lineNumber,
    colour: group.colour,
    textColour: group.textColour,
    transportTypeCode: group.transportTypeCode,
    destination: group.destination,
    isPinned: options.isPinned ?? false,
    departures: group.arrivals.slice(0, LINE_ROW_DEPARTURES).map((arrival) => ({
      minutes: minutesUntil(arrival.departureTime, nowEpochMs),
      departureTime: arrival.departureTime,
      status: arrival.status,
      ageSeconds: arrival.ageSeconds,
    })),
    note: options.note ?? ownNote,
  };
}

/** What a board says after a refresh: when `changeKey` changed, `text`. */
export interface RowsNews {
  /** The rows' order and each row's next departure's status: a refresh that changes neither has no news. */
  readonly changeKey: string;
  /** The first row's sentence. */
  readonly text: string;
}

/** A board's news (DeparturesBoard's refreshSummary): undefined while it has no row. */
export function rowsNews<A extends Arrival>(
  groups: readonly ArrivalGroup<A>[],
  nowEpochMs: number,
  message: Message,
  isPinned: (group: ArrivalGroup<A>) => boolean = () => false,
): RowsNews | undefined {
  const first = groups[0];
  if (first === undefined) return undefined;
  return {
    changeKey: groups.map((group) => `${group.key}:${group.arrivals[0]?.status ?? ''}`).join(','),
    text: lineDeparturesSentence(
      lineRowOf(first, nowEpochMs, message, { isPinned: isPinned(first) }),
      message,
    ),
  };
}

/**
 * A board's departures, one row per line and direction (issue 14), shared by the stop page and a station's modes:
 * each row opens its details below it, every departure of that line and direction here (in words: live, stale with
 * its age, or scheduled; platform, distance) and the board's actions for it (`actions`: pin, the line's page, the
 * stop's page). One row is open at a time.
 */
export function LineRows<A extends Arrival>(props: {
  readonly groups: readonly ArrivalGroup<A>[];
  readonly nowEpochMs: number;
  /** Prefixes the details' ids: unique on the page. */
  readonly idPrefix: string;
  readonly isPinned?: (group: ArrivalGroup<A>) => boolean;
  /** A row's own note, where the board has one (the stop it leaves from). */
  readonly noteOf?: (group: ArrivalGroup<A>) => string | undefined;
  readonly actions?: (group: ArrivalGroup<A>) => ReactNode;
}) {
  const message = useMessage();
  const [openKey, setOpenKey] = useState<string | undefined>(undefined);
  return (
    <ul className={styles['rows']} aria-label={message('live.row.listLabel')}>
      {props.groups.map((group) => {
        const isOpen = openKey === group.key;
        const detailsId = `${props.idPrefix}-${group.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
        return (
          <li key={group.key}>
            <LineDeparturesRow
              {...lineRowOf(group, props.nowEpochMs, message, {
                isPinned: props.isPinned?.(group) ?? false,
                note: props.noteOf?.(group),
              })}
              isExpanded={isOpen}
              detailsId={detailsId}
              onToggle={() => setOpenKey(isOpen ? undefined : group.key)}
            />
            <div id={detailsId} className={styles['details']} hidden={!isOpen}>
              {isOpen && (
                <>
                  <ul className={styles['departures']}>
                    {group.arrivals.map((arrival) => (
                      <li key={`${arrival.tripId ?? arrival.lineNumber}${arrival.departureTime}`}>
                        <ArrivalRow
                          {...arrival}
                          minutes={minutesUntil(arrival.departureTime, props.nowEpochMs)}
                          display="auto"
                        />
                      </li>
                    ))}
                  </ul>
                  {props.actions && <div className={styles['actions']}>{props.actions(group)}</div>}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
