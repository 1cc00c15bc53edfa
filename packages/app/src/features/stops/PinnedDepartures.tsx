import type { StopCode } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { ArrivalRow } from '@transit/ui';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useAppServices, useFeatureStore } from '../../common/appServices';
import { CLOCK_TICK_MS, departuresQuery, minutesUntil, upcomingArrivals } from '../../common/departures';
import { useLocale } from '../../common/useLocale';
import { FAVOURITE_ARRIVALS_STORE } from './favouriteArrivalsStore';
import { groupArrivals } from '../../common/groupArrivals';
import styles from './StopsHomePage.module.css';
import { useNow } from '../../common/useNow';
import { LoadingState } from '../../common/LoadingState';

/**
 * Under a favourite stop on the stops home: the next departure of each line the rider pinned there (spec §2: line
 * arrivals can be pinned), from the same query as the stop page. A stop with no pinned line asks for nothing.
 */
export function PinnedDepartures(props: { readonly stopCode: StopCode; readonly name: string }) {
  const { api } = useAppServices();
  const favouriteArrivals = useFeatureStore(FAVOURITE_ARRIVALS_STORE);
  const message = useMessage();
  const favourites = useStore(favouriteArrivals, (state) => state.arrivals);
  const pins = favourites.filter((favourite) => favourite.stopCode === props.stopCode && favourite.isPinned);
  const hasPins = pins.length > 0;
  const locale = useLocale();
  const arrivals = useQuery({ ...departuresQuery(api, props.stopCode, locale), enabled: hasPins });
  const now = useNow(CLOCK_TICK_MS);
  if (!hasPins) return null;

  const isPinned = (lineCode: string | null, direction: number) =>
    pins.some((pin) => pin.lineCode === lineCode && pin.lineDir === direction);
  const groups = groupArrivals(upcomingArrivals(arrivals.data?.arrivals ?? [], now), isPinned, 1).filter(
    (group) => isPinned(group.lineCode, group.direction),
  );

  return (
    <div className={styles['pinned']}>
      {arrivals.isPending && <LoadingState query={arrivals} size="small" isCompact />}
      {arrivals.isError && !arrivals.data && (
        <p className={styles['pinnedProblem']}>
          <Message id="favourites.pinned.error" />{' '}
          <button type="button" className={styles['inlineButton']} onClick={() => void arrivals.refetch()}>
            <Message id="common.retry" />
          </button>
        </p>
      )}
      {arrivals.data && groups.length === 0 && (
        <p className={styles['pinnedProblem']}>
          <Message id={arrivals.data.timetable.hasTimetable ? 'stop.noDepartures' : 'stop.noTimetable'} />
        </p>
      )}
      {groups.length > 0 && (
        <ul className={styles['list']} aria-label={message('favourites.pinned.label', { name: props.name })}>
          {groups.map((group) =>
            group.arrivals.map((arrival) => (
              <li key={group.key}>
                <ArrivalRow {...arrival} minutes={minutesUntil(arrival.departureTime, now)} display="auto" />
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}
