import { buildRoute } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { EmptyState, Modal, StopMapIconImage, type StopsMapStop } from '@transit/ui';
import { Link } from 'react-router';
import styles from './StopsInViewDialog.module.css';

/** The stops the map shows, as a list: the keyboard's and screen reader's way to them (the canvas has no focus stops). */
export interface StopsInView {
  /** The nearest the centre of the map first. */
  readonly stops: readonly StopsMapStop[];
  /** How many the map shows in all. */
  readonly total: number;
}

/** A dialog listing the stops in view; picking one opens its sheet over the list. */
export function StopsInViewDialog(props: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly inView: StopsInView;
  readonly onStopSelect: (code: string) => void;
}) {
  const message = useMessage();
  const { stops, total } = props.inView;
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} title={message('map.inView.title')}>
      {total === 0 ? (
        <EmptyState message="map.inView.empty" />
      ) : (
        <>
          <p className={styles['count']}>
            <Message id="map.inView.count" values={{ count: total }} />
            {total > stops.length && (
              <>
                {' '}
                <Message id="map.inView.nearestShown" values={{ shown: stops.length }} />
              </>
            )}
          </p>
          <ul className={styles['list']}>
            {stops.map((stop) => (
              <li key={stop.code}>
                <button
                  type="button"
                  className={styles['stop']}
                  onClick={() => props.onStopSelect(stop.code)}
                >
                  <StopMapIconImage kind={stop.icon} />
                  <span className={styles['text']}>
                    <span className={styles['name']}>{stop.name}</span>
                    <span className={styles['code']}>
                      <Message id="ui.stopRow.code" values={{ code: stop.code }} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link className={styles['search']} to={buildRoute('stopSearch')}>
        <Message id="map.inView.search" />
      </Link>
    </Modal>
  );
}
