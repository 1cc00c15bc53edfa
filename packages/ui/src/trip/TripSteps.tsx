import type { PlanPlace, TripStep } from '@transit/api-contract';
import { useMessage } from '@transit/i18n/react';
import { TripIcon } from './TripIcon';
import { LineBadge } from '../LineBadge';
import { useDurationText } from './Duration';
import styles from './Trip.module.css';
import { clockOf } from './tripFormat';

/** A place's name as the steps show it: a stop's or station's own, or the name the app gives a point. */
export type PlaceNamer = (place: PlanPlace) => string;

/** Metres as riders read them: "350 m", "1,2 km" (in the rider's locale). */
function useDistanceText(): (metres: number) => string {
  const message = useMessage();
  return (metres) =>
    metres < 1000
      ? message('planner.trip.metres', { metres: Math.round(metres / 10) * 10 })
      : message('planner.trip.kilometres', { kilometres: Math.round(metres / 100) / 10 });
}

/**
 * A trip's steps in order (spec §3 Trip): a walk says its duration and distance and where it goes; a ride its line
 * badge, direction, from → to, stop count, duration, platform and times, labelled approximate (headway-based trips)
 * or scheduled / live.
 */
export function TripSteps(props: { readonly steps: readonly TripStep[]; readonly placeName: PlaceNamer }) {
  const message = useMessage();
  const duration = useDurationText();
  const distance = useDistanceText();
  const { placeName } = props;
  return (
    <ol className={styles['steps']}>
      {props.steps.map((step, index) =>
        step.kind === 'walk' ? (
          <li key={index} className={`${styles['step']} ${styles['walkStep']}`}>
            <span className={styles['stepIcon']}>
              <TripIcon name="walk" />
            </span>
            <div className={styles['stepMain']}>
              <p className={styles['stepTitle']}>
                {message('planner.trip.walkTo', { place: placeName(step.to) })}
              </p>
              <p className={styles['stepDetail']}>
                {message('planner.trip.walkDetail', {
                  duration: duration(step.durationSeconds),
                  distance: distance(step.distanceMeters),
                })}
              </p>
            </div>
          </li>
        ) : (
          <li key={index} className={styles['step']}>
            <span className={styles['stepIcon']}>
              <LineBadge {...step} />
            </span>
            <div className={styles['stepMain']}>
              <p className={styles['stepTitle']}>
                {message('planner.trip.direction', { direction: step.direction })}
              </p>
              <p className={styles['stepDetail']}>
                {message('planner.trip.fromTo', { from: placeName(step.from), to: placeName(step.to) })}
              </p>
              <p className={styles['stepDetail']}>
                {message('planner.trip.rideTimes', {
                  departure: clockOf(step.departureTime),
                  arrival: clockOf(step.arrivalTime),
                })}
                {' · '}
                {message('planner.trip.stops', { count: step.stopCount })}
                {' · '}
                {duration(step.durationSeconds)}
              </p>
              <p className={styles['labels']}>
                {step.platform !== null && (
                  <span className={styles['label']}>
                    {message('planner.trip.platform', { platform: step.platform })}
                  </span>
                )}
                {step.isApproximate && (
                  <span className={styles['label']}>{message('planner.trip.approximate')}</span>
                )}
                {step.status === 'live' ? (
                  <span className={`${styles['label']} ${styles['live']}`}>
                    {step.delaySeconds !== undefined && step.delaySeconds > 0
                      ? message('planner.trip.liveDelay', { minutes: Math.round(step.delaySeconds / 60) })
                      : message('ui.arrival.live')}
                  </span>
                ) : (
                  !step.isApproximate && (
                    <span className={styles['label']}>{message('ui.arrival.scheduled')}</span>
                  )
                )}
              </p>
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
