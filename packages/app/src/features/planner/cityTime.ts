import { formatDay, localTimeOf } from '@transit/network/time';

/** A moment as a date-time input's value in the city's time: 'YYYY-MM-DDTHH:mm'. */
export function localDateTimeInput(epochMs: number, timeZone: string): string {
  const { day, secondsOfDay } = localTimeOf(epochMs, timeZone);
  const hours = Math.floor(secondsOfDay / 3600) % 24;
  const minutes = Math.floor((secondsOfDay % 3600) / 60);
  return `${formatDay(day)}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The date of a 'YYYY-MM-DDTHH:mm' as riders read it: 'DD/MM/YYYY'. */
export function dateOfInput(value: string): string {
  const [year = '', month = '', day = ''] = value.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
