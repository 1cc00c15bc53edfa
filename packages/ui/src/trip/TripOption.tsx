import type { Trip } from '@transit/api-contract';
import { useMessage } from '@transit/i18n/react';
import { Fragment } from 'react';
import { cx } from '../cx';
import { TripIcon } from './TripIcon';
import { LineBadge } from '../LineBadge';
import { useDurationText } from './Duration';
import styles from './Trip.module.css';
import { clockOf, minutesOf, ridesOf } from './tripFormat';

/**
 * One option of a plan, as a button in the options list: its departure and arrival, its duration, the line badges
 * it rides in order, its walking and its transfers. Pressed while its steps show.
 */
export function TripOption(props: {
  readonly trip: Trip;
  readonly isSelected: boolean;
  readonly onSelect: () => void;
}) {
  const message = useMessage();
  const duration = useDurationText();
  const { trip } = props;
  const rides = ridesOf(trip);
  const departure = clockOf(trip.departureTime);
  const arrival = clockOf(trip.arrivalTime);
  return (
    <button
      type="button"
      className={cx(styles['option'], props.isSelected && styles['selected'])}
      aria-pressed={props.isSelected}
      onClick={props.onSelect}
    >
      <span className={styles['optionTop']}>
        <span className={styles['times']}>
          {message('planner.trip.departureArrival', { departure, arrival })}
        </span>
        <span className={styles['duration']}>{duration(trip.durationSeconds)}</span>
      </span>
      <span className={styles['badges']}>
        {rides.length === 0 && (
          <span className={styles['walkOnly']}>
            <TripIcon name="walk" />
            {message('planner.trip.walkOnly')}
          </span>
        )}
        {rides.map((ride, index) => (
          <Fragment key={`${ride.tripId}-${index}`}>
            {index > 0 && (
              <span aria-hidden="true" className={styles['chevron']}>
                ›
              </span>
            )}
            <LineBadge {...ride} />
          </Fragment>
        ))}
      </span>
      <span className={styles['facts']}>
        {trip.walkSeconds > 0 && rides.length > 0 && (
          <span>{message('planner.trip.walking', { minutes: minutesOf(trip.walkSeconds) })}</span>
        )}
        {rides.length > 0 && <span>{message('planner.trip.transfers', { count: trip.transfers })}</span>}
      </span>
    </button>
  );
}
