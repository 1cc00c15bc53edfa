import {
  type LineList,
  lineListQuery,
  type LineSummary,
  stopKeys,
  type StopList,
  stopListQuery,
} from '@transit/api-client';
import { type City, filterByAllowedCodes } from '@transit/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAppServices } from '../common/appServices';

/** A stop of the static stop list, as an object. */
export interface StaticStop {
  readonly code: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly lineNumbers: readonly string[];
  readonly isNocturnal: boolean;
  readonly stopTypeCode: number;
}

/** Reads the static stop list's rows (spec §3 column order) into objects, keeping the city's allowed types. */
export function stopsOf(list: StopList, city: City): StaticStop[] {
  const stops = list.stops.map(
    ([code, name, latitude, longitude, lineNumbers, isNocturnal, stopTypeCode]) => ({
      code,
      name,
      latitude,
      longitude,
      lineNumbers,
      isNocturnal,
      stopTypeCode,
    }),
  );
  return filterByAllowedCodes(stops, (stop) => ({ stopTypeCode: stop.stopTypeCode }), {
    stopTypeCodes: city.allowedStopTypeCodes,
  });
}

/** The lines of the static line list the city allows. */
export function linesOf(list: LineList, city: City): LineSummary[] {
  return filterByAllowedCodes(list.lines, (line) => ({ transportTypeCode: line.transportTypeCode }), {
    transportTypeCodes: city.allowedTransportTypeCodes,
  });
}

/**
 * The city's static stop list (cached 7 days, persisted), as objects, filtered by the city's allowed types.
 * `isNeeded: false` leaves a list not yet cached unfetched: the list is the app's biggest download (about 250 KiB
 * gzipped for Madrid), and a screen that can show itself without it should not wait for it on a slow phone.
 */
export function useStopList(options: { readonly isNeeded?: boolean } = {}) {
  const { api, city } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery({ ...stopListQuery(api), enabled: options.isNeeded ?? true });
  // A saved list found damaged when first read (api-client reported it) is dropped and asked for again: the rider
  // sees the list load, never an error that a reload would bring back.
  const isDamaged = query.error?.code === 'SAVED_ANSWER_DAMAGED';
  useEffect(() => {
    if (isDamaged) void queryClient.resetQueries({ queryKey: stopKeys.list(), exact: true });
  }, [isDamaged, queryClient]);
  const stops = useMemo(() => (query.data ? stopsOf(query.data, city) : undefined), [query.data, city]);
  const byCode: ReadonlyMap<string, StaticStop> = useMemo(
    () => new Map((stops ?? []).map((stop) => [stop.code, stop] as const)),
    [stops],
  );
  return { query, stops, byCode } as const;
}

/** The city's static line list, filtered by the city's allowed transport types. */
export function useLineList() {
  const { api, city } = useAppServices();
  const query = useQuery(lineListQuery(api));
  const lines = useMemo(() => (query.data ? linesOf(query.data, city) : undefined), [query.data, city]);
  return { query, lines } as const;
}

/** A station of the stop list: its code, its name and its stops' codes. */
export interface StaticStation {
  readonly code: string;
  readonly name: string;
  readonly stops: readonly string[];
}

/** The stop list's stations (absent from lists made before them: none). */
export function stationsOf(list: StopList): StaticStation[] {
  return Object.entries(list.stations ?? {}).map(([code, station]) => ({ code, ...station }));
}

/** The station a stop belongs to, by the stop list's stations; undefined when none or the list is not in yet. */
export function stationOfStop(list: StopList | undefined, stopCode: string): StaticStation | undefined {
  return list === undefined
    ? undefined
    : stationsOf(list).find((station) => station.stops.includes(stopCode));
}
