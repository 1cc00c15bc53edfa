import {
  ApiError,
  createPlanClient,
  PLAN_GC_TIME_MS,
  PLAN_STALE_TIME_MS,
  type Plan,
  planKeys,
  type PlanApi,
  type PlanRequestQuery,
  shouldRetryQuery,
} from '@transit/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DevicePlanner, DevicePlannerError } from './devicePlanner';
import { useAppServices } from '../../common/appServices';
import { useDevicePlanner } from './devicePlannerHooks';

/**
 * Whether the API could not be reached, so the device plans instead: no network, no answer in time, or a server
 * error (a proxy's 502 with the API down). A 4xx is the API's answer about the request (an unknown stop) and stands.
 */
export function isApiUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'OFFLINE' || error.code === 'TIMEOUT') return true;
  return error.code === 'HTTP_ERROR' && (error.status === undefined || error.status >= 500);
}

/** Asks the API; where it cannot be reached, the device's planner answers (its plan says computedBy 'device'). */
export async function planOnlineOrOnDevice(
  api: PlanApi,
  device: Pick<DevicePlanner, 'plan'>,
  query: PlanRequestQuery,
  signal: AbortSignal | undefined,
): Promise<Plan> {
  try {
    return await api.getPlan(query, { signal });
  } catch (error) {
    if (!isApiUnreachable(error)) throw error;
    return device.plan(query, signal);
  }
}

/**
 * A plan for the result screen: planQuery's key and lifetimes, asked of the API and, when it cannot be reached, of the
 * device's planner at once (no retries of a dead network first). It runs offline too (networkMode 'always'): the
 * device's planner needs no network once the city's network is saved.
 */
export function usePlan(query: PlanRequestQuery | undefined) {
  const { api, city } = useAppServices();
  const planApi = useMemo(
    () => api.plan ?? createPlanClient({ baseUrl: city.apiBase }),
    [api.plan, city.apiBase],
  );
  const device = useDevicePlanner();
  const asked = query ?? { from: '', to: '' };
  return useQuery<Plan, ApiError | DevicePlannerError>({
    // planQuery's key and lifetimes (never persisted: a plan is about a moment).
    queryKey: planKeys.plan(asked),
    staleTime: PLAN_STALE_TIME_MS,
    gcTime: PLAN_GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: ({ signal }) => planOnlineOrOnDevice(planApi, device, asked, signal),
    enabled: query !== undefined,
    networkMode: 'always',
    // The API's transient failures fall back to the device at once; a device failure is not asked again unasked.
    retry: (count, error) => error instanceof ApiError && shouldRetryQuery(count, error),
  });
}
