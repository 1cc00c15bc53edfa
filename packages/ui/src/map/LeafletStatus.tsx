import type { MessageId } from '@transit/i18n';
import { ErrorState } from '../ErrorState';
import { Spinner } from '../Spinner';
import styles from './LeafletStatus.module.css';
import type { LeafletLoad } from './useLeaflet';

/**
 * What a map shows over its frame while the map library loads (a spinner) or after it failed to (the map's error
 * message and a Retry); nothing once it is ready.
 */
export function LeafletStatus(props: { readonly leaflet: LeafletLoad; readonly errorMessage: MessageId }) {
  const { leaflet } = props;
  if (leaflet.status === 'ready') return null;
  return (
    <div className={styles['overlay']}>
      {leaflet.status === 'loading' ? (
        <Spinner />
      ) : (
        <ErrorState message={props.errorMessage} onRetry={leaflet.retry} />
      )}
    </div>
  );
}
