/*
 * How the app starts its analytics: loaded by mountApp once the first screen has settled, and only when the build
 * sets an analytics id, so none of it is in the first download.
 */
import type { AppConfig, ClientType } from '@transit/core';
import { type AnalyticsPort, type DeferredAnalytics, hasAnalyticsSetting } from './analytics';
import { googleAnalyticsFromEnv } from './analyticsGa';

/**
 * The analytics service the build configures for a client type (VITE_GA_MEASUREMENT_ID_*, see .env.example), or
 * none. A malformed setting, or analytics configured without the client type's id (spec §5: it throws), is reported
 * with its code and the app runs without analytics, as it does without ads for a malformed ad setting.
 */
export function analyticsFromEnv(
  env: Readonly<Record<string, unknown>>,
  clientType: ClientType,
  doc: Document = document,
): AnalyticsPort | undefined {
  if (!hasAnalyticsSetting(env)) return undefined;
  try {
    return googleAnalyticsFromEnv(env, clientType, doc);
  } catch (error) {
    console.error(String(error));
    return undefined;
  }
}

/**
 * Starts analytics once per page start for the client the page runs in: the service (none when the wrapper turned
 * analytics off with `ga=0`), then app_start with the browser and OS read from `userAgent`, then the events kept
 * meanwhile. With no service the kept events are dropped; the user-agent parser then never loads.
 */
export async function startAnalytics(
  config: Pick<AppConfig, 'clientType' | 'enableGA'>,
  env: Readonly<Record<string, unknown>>,
  analytics: DeferredAnalytics,
  userAgent: string,
  doc: Document = document,
): Promise<void> {
  const service = config.enableGA ? analyticsFromEnv(env, config.clientType, doc) : undefined;
  if (service) {
    const { trackAppStart } = await import('./appStart');
    trackAppStart(service, userAgent);
  }
  analytics.connect(service);
}
