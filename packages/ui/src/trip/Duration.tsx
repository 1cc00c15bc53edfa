import { useMessage } from '@transit/i18n/react';
import { minutesOf } from './tripFormat';

/** A duration as riders say it: "25 min", "1 h 5 min". */
export function useDurationText(): (seconds: number) => string {
  const message = useMessage();
  return (seconds) => {
    const minutes = minutesOf(seconds);
    return minutes < 60
      ? message('planner.trip.minutes', { minutes })
      : message('planner.trip.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}
