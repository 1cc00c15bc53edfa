import type { LineSummary } from '@transit/api-client';
import { buildRoute, lineModeOf } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, ErrorState, LineBadge, SearchField, SectionTitle } from '@transit/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Screen } from '../../common/Screen';
import { loadErrorMessage } from '../../common/loadError';
import { useSearchQuery } from '../../common/useSearchQuery';
import { useLineList } from '../../common/staticLists';
import { LoadingState } from '../../common/LoadingState';
import { paletteBadge } from './lineColours';
import { groupLines, type LineGroup, lineListSearchIndex } from './lineGroups';
import { modeMessage } from './LineParts';
import styles from './LinesPage.module.css';

/** Search results shown at first, and added by each "show N more". */
export const LINE_RESULTS_PAGE_SIZE = 20;

/**
 * /lineas (spec §2): the city's lines grouped by mode, with a search field that filters as the rider types (spec §5
 * normalisation: accents ignored; a line number typed whole comes first). The query lives in the address (?q=), so
 * Back from a line finds the list as it was left.
 */
export function LinesPage() {
  const message = useMessage();
  const { query, deferredQuery, setQuery } = useSearchQuery();
  const { lines, query: listQuery } = useLineList();
  const groups = useMemo(() => (lines ? groupLines(lines) : undefined), [lines]);
  const index = useMemo(() => (lines ? lineListSearchIndex(lines) : undefined), [lines]);
  const found = useMemo(() => index?.search(deferredQuery), [index, deferredQuery]);
  const [shown, setShown] = useState({ query: '', count: LINE_RESULTS_PAGE_SIZE });
  const limit = shown.query === deferredQuery ? shown.count : LINE_RESULTS_PAGE_SIZE;
  const hasQuery = deferredQuery.trim() !== '';

  return (
    <Screen title={message('nav.lines')} isMainSection>
      <Container>
        <div className={styles['field']}>
          <SearchField
            label="lines.searchLabel"
            isLabelHidden
            placeholder="lines.searchPlaceholder"
            value={query}
            onChange={setQuery}
            isLoading={listQuery.isPending}
          />
        </div>
        {listQuery.isPending && <LoadingState query={listQuery} />}
        {listQuery.isError && !lines && (
          <ErrorState
            message={loadErrorMessage(listQuery.error, 'error.lineList')}
            onRetry={() => void listQuery.refetch()}
          />
        )}
        {hasQuery && found !== undefined && (
          <section aria-labelledby="line-results" className={styles['section']}>
            <SectionTitle level={2}>
              <span id="line-results">
                <Message id="lines.results" values={{ count: found.length }} />
              </span>
            </SectionTitle>
            {found.length === 0 ? (
              <EmptyState message="search.noResults" values={{ searchQuery: deferredQuery }} />
            ) : (
              <ul className={styles['list']}>
                {found.slice(0, limit).map((line) => (
                  <li key={line.lineCode}>
                    <LineLink line={line} showsMode />
                  </li>
                ))}
              </ul>
            )}
            {found.length > limit && (
              <button
                type="button"
                className={styles['more']}
                onClick={() => setShown({ query: deferredQuery, count: limit + LINE_RESULTS_PAGE_SIZE })}
              >
                <Message
                  id="search.showMore"
                  values={{ count: Math.min(LINE_RESULTS_PAGE_SIZE, found.length - limit) }}
                />
              </button>
            )}
          </section>
        )}
        {!hasQuery && groups !== undefined && <LineGroups groups={groups} />}
      </Container>
    </Screen>
  );
}

/** Every group: first the links that jump to each, then each group's lines. */
function LineGroups(props: { readonly groups: readonly LineGroup[] }) {
  const message = useMessage();
  return (
    <>
      <nav aria-label={message('lines.modes')}>
        <ul className={styles['modes']}>
          {props.groups.map((group) => (
            <li key={group.id}>
              <a className={styles['mode']} href={`#lineas-${group.id}`}>
                <Message id={modeMessage(group.mode, group.isNocturnal)} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {props.groups.map((group) => (
        <section
          key={group.id}
          id={`lineas-${group.id}`}
          aria-labelledby={`lineas-${group.id}-title`}
          className={styles['section']}
        >
          <SectionTitle level={2}>
            <span id={`lineas-${group.id}-title`}>
              <Message id={modeMessage(group.mode, group.isNocturnal)} />
            </span>
          </SectionTitle>
          <ul className={styles['list']}>
            {group.lines.map((line) => (
              <li key={line.lineCode}>
                <LineLink line={line} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A line in a list: its badge (palette colours) and name, and in search results its mode; opens the line page. */
function LineLink(props: { readonly line: LineSummary; readonly showsMode?: boolean }) {
  const { line } = props;
  return (
    <Link className={styles['line']} to={buildRoute('line', { lineCode: line.lineCode })}>
      <LineBadge {...paletteBadge(line, line.isNocturnal)} />
      <span className={styles['name']}>
        <span>{line.lineName}</span>
        {props.showsMode && (
          <span className={styles['lineMode']}>
            <Message id={modeMessage(lineModeOf(line.transportTypeCode), line.isNocturnal)} />
          </span>
        )}
      </span>
    </Link>
  );
}
