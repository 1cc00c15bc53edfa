import { type ApiClient, arrivalsQuery, stopInfoQuery } from '@transit/api-client';
import { parseStopCode, type RouteName } from '@transit/core';
import type { QueryClient } from '@tanstack/react-query';

/** A route's path parameters, as the router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

type Prefetch = (queryClient: QueryClient, api: ApiClient, params: RouteParams) => void;

/** What each route with data asks for first: the queries its screen opens with. */
const ROUTE_DATA: Partial<Record<RouteName, Prefetch>> = {
  stop: (queryClient, api, params) => {
    // A malformed code asks for nothing: the screen says what is wrong with it.
    const code = parseStopCode(params['stopCode'] ?? '');
    if (!code.ok) return;
    void queryClient.prefetchQuery(stopInfoQuery(api, code.value));
    void queryClient.prefetchQuery(arrivalsQuery(api, code.value));
  },
};

/** Whether a route's screen has data to ask for as the router starts loading it. */
export function hasRouteData(name: RouteName): boolean {
  return ROUTE_DATA[name] !== undefined;
}

/**
 * Asks for the data a route's screen shows at the moment the router matches it, beside the download of the screen's
 * code rather than after it (on a slow phone network, a round trip less before the departures show). The screen's
 * own queries then find the answers on their way, or already there.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  api: ApiClient,
  name: RouteName,
  params: RouteParams,
): void {
  ROUTE_DATA[name]?.(queryClient, api, params);
}
