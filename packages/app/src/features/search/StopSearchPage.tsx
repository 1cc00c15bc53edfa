import {
  buildRoute,
  POPULAR_STOPS_COUNT,
  popularStops,
  type StopType,
  stopTypeFromCode,
} from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import {
  Container,
  EmptyState,
  ErrorState,
  LineBadge,
  SearchField,
  SectionTitle,
  StopRow,
  StopTypeIcon,
} from '@transit/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePreferences } from '../../common/appServices';
import { renderRouterLink } from '../../common/RouterLink';
import { Screen } from '../../common/Screen';
import { loadErrorMessage } from '../../common/loadError';
import { useSearchQuery } from '../../common/useSearchQuery';
import {
  type StaticStation,
  type StaticStop,
  stationsOf,
  useLineList,
  useStopList,
} from '../../common/staticLists';
import { LoadingState } from '../../common/LoadingState';
import { lineSearchIndex, stationSearchIndex, stopSearchIndex } from './searchIndex';
import { type LineLookup, lineLookup, stopBadges } from './stopLines';
import styles from './StopSearchPage.module.css';

/** Results shown at first, and added by each "show N more". */
export const RESULTS_PAGE_SIZE = 10;

/**
 * /paradas/buscar (spec §2): instant stop and line search over the cached static lists, normalised as spec §5 says,
 * with "show N more" for stops and lines. The query lives in the URL (?q=), so Back and reload keep it.
 */
export function StopSearchPage() {
  const message = useMessage();
  const { query, deferredQuery, setQuery } = useSearchQuery();
  const { stops, byCode, query: stopQuery } = useStopList();
  const { lines } = useLineList();
  const stopIndex = useMemo(() => (stops ? stopSearchIndex(stops) : undefined), [stops]);
  const lineIndex = useMemo(() => (lines ? lineSearchIndex(lines) : undefined), [lines]);
  const stationIndex = useMemo(
    () => (stopQuery.data ? stationSearchIndex(stationsOf(stopQuery.data)) : undefined),
    [stopQuery.data],
  );
  const lineColours = useMemo(() => lineLookup(lines ?? []), [lines]);
  const destinations = stopQuery.data?.destinations;
  const addresses = stopQuery.data?.addresses;
  const [shown, setShown] = useState({ query: '', stops: RESULTS_PAGE_SIZE, lines: RESULTS_PAGE_SIZE });
  const limits =
    shown.query === deferredQuery
      ? shown
      : { query: deferredQuery, stops: RESULTS_PAGE_SIZE, lines: RESULTS_PAGE_SIZE };

  const foundStops = useMemo(() => stopIndex?.search(deferredQuery) ?? [], [stopIndex, deferredQuery]);
  const foundLines = useMemo(() => lineIndex?.search(deferredQuery) ?? [], [lineIndex, deferredQuery]);
  // A station's stops must be ones the city lists (its allowed types): a station none of whose stops shows is left out.
  const foundStations = useMemo(
    () =>
      (stationIndex?.search(deferredQuery) ?? []).filter((station) =>
        station.stops.some((code) => byCode.has(code)),
      ),
    [stationIndex, deferredQuery, byCode],
  );
  const hasQuery = deferredQuery.trim() !== '';
  const showsSuggestions = usePreferences((state) => state.allowPopularStops);
  const suggested = useMemo(
    () => (showsSuggestions && stops ? popularStops(stops, POPULAR_STOPS_COUNT) : []),
    [showsSuggestions, stops],
  );
  const isEmpty =
    hasQuery &&
    stopIndex !== undefined &&
    foundStations.length === 0 &&
    foundStops.length === 0 &&
    foundLines.length === 0;

  return (
    <Screen title={message('search.title')}>
      <Container>
        <div className={styles['field']}>
          <SearchField
            label="search.label"
            placeholder="search.placeholder"
            value={query}
            onChange={setQuery}
            isLoading={stopQuery.isPending}
            autoFocus
          />
        </div>
        {stopQuery.isError && !stops && (
          <ErrorState
            message={loadErrorMessage(stopQuery.error, 'error.stopList')}
            onRetry={() => void stopQuery.refetch()}
          />
        )}
        {stopQuery.isPending && <LoadingState query={stopQuery} />}
        {!hasQuery && stops && (
          <p className={styles['hint']}>
            <Message id="search.hint" />
          </p>
        )}
        {!hasQuery && suggested.length > 0 && (
          <section aria-labelledby="popular-stops" className={styles['section']}>
            <SectionTitle level={2}>
              <span id="popular-stops">
                <Message id="search.popularStops" />
              </span>
            </SectionTitle>
            <StopLinks
              stops={suggested}
              lines={lineColours}
              destinations={destinations}
              addresses={addresses}
            />
          </section>
        )}
        {isEmpty && <EmptyState message="search.noResults" values={{ searchQuery: deferredQuery }} />}
        {foundStations.length > 0 && (
          // Before the stops: "Sol" or "Atocha" finds the station that gathers its Metro and Cercanías stops first.
          <section aria-labelledby="found-stations" className={styles['section']}>
            <SectionTitle level={2}>
              <span id="found-stations">
                <Message id="search.stations" />
              </span>
            </SectionTitle>
            <StationLinks stations={foundStations} stops={byCode} lines={lineColours} />
          </section>
        )}
        {foundStops.length > 0 && (
          <section aria-labelledby="found-stops" className={styles['section']}>
            <SectionTitle level={2}>
              <span id="found-stops">
                <Message id="search.stops" />
              </span>
            </SectionTitle>
            <StopLinks
              stops={foundStops.slice(0, limits.stops)}
              lines={lineColours}
              destinations={destinations}
              addresses={addresses}
            />
            {foundStops.length > limits.stops && (
              <button
                type="button"
                className={styles['more']}
                onClick={() => setShown({ ...limits, stops: limits.stops + RESULTS_PAGE_SIZE })}
              >
                <Message
                  id="search.showMore"
                  values={{ count: Math.min(RESULTS_PAGE_SIZE, foundStops.length - limits.stops) }}
                />
              </button>
            )}
          </section>
        )}
        {foundLines.length > 0 && (
          <section aria-labelledby="found-lines" className={styles['section']}>
            <SectionTitle level={2}>
              <span id="found-lines">
                <Message id="search.lines" />
              </span>
            </SectionTitle>
            <ul className={styles['list']}>
              {foundLines.slice(0, limits.lines).map((line) => (
                <li key={line.lineCode}>
                  <Link className={styles['line']} to={buildRoute('line', { lineCode: line.lineCode })}>
                    <LineBadge {...line} />
                    <span>{line.lineName}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {foundLines.length > limits.lines && (
              <button
                type="button"
                className={styles['more']}
                onClick={() => setShown({ ...limits, lines: limits.lines + RESULTS_PAGE_SIZE })}
              >
                <Message
                  id="search.showMore"
                  values={{ count: Math.min(RESULTS_PAGE_SIZE, foundLines.length - limits.lines) }}
                />
              </button>
            )}
          </section>
        )}
      </Container>
    </Screen>
  );
}

/**
 * Stations as rows linking to their pages: the station's name, its modes' icons and its stops' line badges (each
 * line once), so "Sol" reads as Cercanías and Metro together.
 */
function StationLinks(props: {
  readonly stations: readonly StaticStation[];
  readonly stops: ReadonlyMap<string, StaticStop>;
  readonly lines: LineLookup;
}) {
  const message = useMessage();
  return (
    <ul className={styles['list']}>
      {props.stations.map((station) => {
        const stops = station.stops.flatMap((code) => {
          const stop = props.stops.get(code);
          return stop ? [stop] : [];
        });
        const types = [...new Set(stops.flatMap((stop) => stopTypeFromCode(stop.stopTypeCode) ?? []))];
        const badges = stops.flatMap((stop) => stopBadges(stop, props.lines));
        const seen = new Set<string>();
        const uniqueBadges = badges.filter((badge) => {
          const key = `${badge.transportTypeCode}|${badge.lineNumber}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        return (
          <li key={station.code}>
            <Link className={styles['station']} to={buildRoute('station', { stationCode: station.code })}>
              <span className={styles['stationIcons']}>
                {types.map((type) => (
                  <StopTypeIcon key={type} type={type} sizePx={24} />
                ))}
              </span>
              <span className={styles['stationText']}>
                <span className={styles['stationName']}>
                  {message('search.station', { name: station.name })}
                </span>
                <span className={styles['stationLines']}>
                  {uniqueBadges.map((badge) => (
                    <LineBadge key={`${badge.transportTypeCode}|${badge.lineNumber}`} {...badge} />
                  ))}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Stops as rows linking to their pages, each with its lines' badges and where they go, and its street address where
 * another stop has its name, so stops of one name can be told apart.
 */
function StopLinks(props: {
  readonly stops: readonly StaticStop[];
  readonly lines: LineLookup;
  /** Stop code → where its lines go (the stop list's destinations). */
  readonly destinations: Readonly<Record<string, readonly string[]>> | undefined;
  /** Stop code → its street address (the stop list's addresses, for names several stops share). */
  readonly addresses: Readonly<Record<string, string>> | undefined;
}) {
  return (
    <ul className={styles['list']}>
      {props.stops.map((stop) => (
        <li key={stop.code}>
          <StopRow
            name={stop.name}
            code={stop.code}
            type={(stopTypeFromCode(stop.stopTypeCode) ?? 'emt') satisfies StopType}
            lines={stopBadges(stop, props.lines)}
            destinations={props.destinations?.[stop.code]}
            address={props.addresses?.[stop.code]}
            href={buildRoute('stop', { stopCode: stop.code })}
            renderLink={renderRouterLink}
          />
        </li>
      ))}
    </ul>
  );
}
