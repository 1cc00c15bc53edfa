import { buildRoute } from '@transit/core';
import { Message } from '@transit/i18n/react';
import { EmptyState, ErrorState, LineBadge, SectionTitle } from '@transit/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { loadErrorMessage } from '../../common/loadError';
import { useLineList } from '../../common/staticLists';
import { LoadingState } from '../../common/LoadingState';
import styles from './info.module.css';
import { LINE_SELECTIONS, type LineSelectionId, selectLines } from './lineSelections';

/**
 * Lines of the app's own line list that a page is about (night lines, lines ending at Cuatro Vientos), each linking
 * to its line page, with the data's credit; a spinner while the list loads, the list's error with Retry, and what
 * the page says when the city's data has none.
 */
export function DataLines(props: { readonly selection: LineSelectionId }) {
  const headingId = useId();
  const { query, lines } = useLineList();
  const selection = LINE_SELECTIONS[props.selection];
  const selected = lines === undefined ? [] : selectLines(lines, props.selection);
  const credits = [...new Set(query.data?.attribution.map((source) => source.attribution) ?? [])];
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle level={2}>
        <span id={headingId}>
          <Message id={selection.heading} />
        </span>
      </SectionTitle>
      {query.isPending && <LoadingState query={query} />}
      {query.isError && (
        <ErrorState
          message={loadErrorMessage(query.error, 'error.lineList')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && selected.length === 0 && <EmptyState message={selection.empty} />}
      {selected.length > 0 && (
        <ul className={styles['lines']}>
          {selected.map((line) => (
            <li key={line.lineCode}>
              <Link className={styles['lineLink']} to={buildRoute('line', { lineCode: line.lineCode })}>
                <LineBadge
                  lineNumber={line.lineNumber}
                  colour={line.colour}
                  textColour={line.textColour}
                  transportTypeCode={line.transportTypeCode}
                />
                <span className={styles['lineName']}>{line.lineName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.isSuccess && credits.length > 0 && (
        <p className={styles['note']}>
          <Message id="info.dataLines.source" values={{ sources: credits.join(', ') }} />
        </p>
      )}
    </section>
  );
}
