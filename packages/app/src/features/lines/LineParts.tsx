import type { ApiError, Itinerary, LineDetail } from '@transit/api-client';
import { buildRoute, type LineCode, type LineMode, lineModeOf, parseLineCode } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, ErrorState, LineBadge, SectionTitle } from '@transit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Link, Navigate } from 'react-router';
import { Screen } from '../../common/Screen';
import { FavouriteLineButton } from '../favourites';
import { loadErrorMessage } from '../../common/loadError';
import { LoadingState } from '../../common/LoadingState';
import { paletteBadge } from './lineColours';
import styles from './LinePage.module.css';

/** The name of each mode's group and line, by day and by night. */
export const MODE_MESSAGES: Readonly<
  Record<LineMode, { readonly day: MessageId; readonly night: MessageId }>
> = {
  metro: { day: 'lines.mode.metro', night: 'lines.modeNight.metro' },
  lightMetro: { day: 'lines.mode.lightMetro', night: 'lines.modeNight.lightMetro' },
  cercanias: { day: 'lines.mode.cercanias', night: 'lines.modeNight.cercanias' },
  emt: { day: 'lines.mode.emt', night: 'lines.modeNight.emt' },
  interurban: { day: 'lines.mode.interurban', night: 'lines.modeNight.interurban' },
  urban: { day: 'lines.mode.urban', night: 'lines.modeNight.urban' },
};

/** The name of a mode's lines (a transport type outside spec §3 is "other lines"). */
export function modeMessage(mode: LineMode | undefined, isNocturnal: boolean): MessageId {
  if (mode === undefined) return 'lines.mode.other';
  const messages = MODE_MESSAGES[mode];
  return isNocturnal ? messages.night : messages.day;
}

/**
 * Reads the route's line code (spec §5 pattern) before anything is asked of the API: a malformed one says so, a
 * non-canonical spelling ("4_01") moves to the canonical address, and a valid one renders `children`.
 */
export function WithLineCode(props: {
  readonly lineCode: string;
  /** The same page's address for the canonical code. */
  readonly canonicalPath: (code: LineCode) => string;
  readonly children: (code: LineCode) => ReactNode;
}) {
  const message = useMessage();
  const parsed = parseLineCode(props.lineCode);
  if (!parsed.ok) {
    return (
      <Screen title={message('nav.lines')}>
        <Container>
          <ErrorState
            message="lines.invalidCode"
            values={{ code: props.lineCode }}
            technicalDetails={parsed.error.code}
          />
        </Container>
      </Screen>
    );
  }
  if (parsed.value !== props.lineCode) return <Navigate to={props.canonicalPath(parsed.value)} replace />;
  return props.children(parsed.value);
}

/** A line's title: its badge in its palette colours, then its name. */
export function LineTitle(props: { readonly line: LineDetail; readonly children?: ReactNode }) {
  const { line } = props;
  return (
    <span className={styles['title']}>
      <LineBadge {...paletteBadge(line, line.isNocturnalLine)} />{' '}
      {props.children ?? <span>{line.lineName}</span>}
    </span>
  );
}

/**
 * A line page's frame: the title (the line once known), a spinner while loading, the error with Retry (an unknown
 * line says it does not exist), and once loaded the line's mode and a refresh above `children`.
 */
export function LineFrame(props: {
  readonly code: LineCode;
  readonly query: UseQueryResult<LineDetail, ApiError>;
  /** The title once the line is known (default: the line's badge and name). */
  readonly title?: (line: LineDetail) => ReactNode;
  readonly children: (line: LineDetail) => ReactNode;
}) {
  const message = useMessage();
  const { query } = props;
  const line = query.data;
  const errorMessage = query.isError
    ? loadErrorMessage(query.error, 'error.line', 'lines.notFound')
    : undefined;
  const retry = () => void query.refetch();
  const mode = line === undefined ? undefined : lineModeOf(line.transportTypeCode);
  return (
    <Screen
      title={line === undefined ? message('nav.lines') : (props.title?.(line) ?? <LineTitle line={line} />)}
    >
      <Container>
        {query.isPending && <LoadingState query={query} />}
        {errorMessage !== undefined && (
          <ErrorState
            message={errorMessage}
            values={{ code: props.code }}
            // Asking again for a line the server does not know changes nothing.
            {...(errorMessage !== 'lines.notFound' && { onRetry: retry })}
          />
        )}
        {line !== undefined && (
          <>
            <div className={styles['header']}>
              <p className={styles['meta']}>
                <Message id={modeMessage(mode, line.isNocturnalLine)} />
                {/* A known mode's night name says it already ("Autobuses EMT nocturnos"); "other lines" does not. */}
                {mode === undefined && line.isNocturnalLine && (
                  <>
                    {' · '}
                    <Message id="lines.nocturnal" />
                  </>
                )}
              </p>
              <div className={styles['actions']}>
                <FavouriteLineButton lineCode={line.lineCode} lineName={line.lineName} />
                <button
                  type="button"
                  className={styles['button']}
                  onClick={retry}
                  disabled={query.isFetching}
                >
                  <Message id="lines.refresh" />
                </button>
              </div>
            </div>
            {props.children(line)}
          </>
        )}
      </Container>
    </Screen>
  );
}

/** An itinerary's stops in travel order, each opening its stop page; one without stops says they are not published. */
export function ItineraryStops(props: {
  readonly itinerary: Itinerary;
  /** "#RRGGBB", the line drawn down the list. */
  readonly colour: string;
  /** Shown beside the heading (a link to the itinerary on its own). */
  readonly action?: ReactNode;
}) {
  const titleId = useId();
  const { stops } = props.itinerary;
  return (
    <section aria-labelledby={titleId} className={styles['section']}>
      <div className={styles['sectionHeader']}>
        <SectionTitle level={2}>
          <span id={titleId}>
            <Message id="lines.stops" />
          </span>
        </SectionTitle>
        {props.action}
      </div>
      {stops.length === 0 ? (
        <p className={styles['note']} role="note">
          <Message id="lines.noStops" />
        </p>
      ) : (
        <ol className={styles['stops']} style={{ '--line-colour': props.colour } as CSSProperties}>
          {stops.map((stop, index) => (
            // A circular itinerary passes its first stop again at the end: the position keeps keys apart.
            <li key={`${index}-${stop.code}`}>
              <Link className={styles['stop']} to={buildRoute('stop', { stopCode: stop.code })}>
                <span className={styles['stopName']}>{stop.name}</span>
                <span className={styles['stopCode']}>
                  <Message id="ui.stopRow.code" values={{ code: stop.code }} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The section that holds an itinerary's map. */
export function RouteSection(props: { readonly children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles['section']}>
      <SectionTitle level={2}>
        <span id={titleId}>
          <Message id="lines.route" />
        </span>
      </SectionTitle>
      {props.children}
    </section>
  );
}
