import { BUILD_TIME } from '@transit/core';

/**
 * The build date (spec §1, §9: 2025-08-07) in the rider's words, "7 de agosto de 2025". BUILD_TIME is a calendar
 * date, read and written in UTC so no time zone moves it to the day before.
 */
export function formatBuildDate(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${BUILD_TIME}T00:00:00Z`),
  );
}
