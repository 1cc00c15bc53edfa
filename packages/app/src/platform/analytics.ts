import type { ClientType } from '@transit/core';

/** An event's parameters, as an analytics service takes them. */
export type AnalyticsParams = Readonly<Record<string, string | number | boolean>>;

/**
 * Where the product's analytics events go (spec §7: app_start, ad impressions, contactModal:copyToClipboard). An
 * analytics service is an adapter behind config; without one, events go nowhere.
 */
export interface AnalyticsPort {
  track(event: string, params?: AnalyticsParams): void;
}

/** No analytics service configured: events are dropped. */
export const NO_ANALYTICS: AnalyticsPort = { track: () => undefined };

/**
 * The build variable holding each client type's Google Analytics measurement id (.env.example). Setting any of them
 * configures analytics, and then the running client type's must be set too (spec §5).
 */
export const ANALYTICS_ID_VARIABLES = {
  web: 'VITE_GA_MEASUREMENT_ID_WEB',
  android: 'VITE_GA_MEASUREMENT_ID_ANDROID',
  ios: 'VITE_GA_MEASUREMENT_ID_IOS',
} as const satisfies Readonly<Record<ClientType, string>>;

/**
 * Whether the build sets any analytics id: the cheap test the first download makes before it loads the analytics
 * code, which parses the settings (analyticsGa). An empty value, as .env.example leaves them, is no value.
 */
export function hasAnalyticsSetting(env: Readonly<Record<string, unknown>>): boolean {
  return Object.values(ANALYTICS_ID_VARIABLES).some((name) => env[name] !== undefined && env[name] !== '');
}

/** Sent once per page start, with the `browser` and `os` it runs on (spec §7). */
export const APP_START_EVENT = 'app_start';

/** The fullscreen ads whose impressions are counted (spec §7: interstitial impressions and app-open impressions). */
export type AdImpressionKind = 'interstitial' | 'appOpen';

/** The event of each kind of ad impression (GA4 reserves `ad_impression` on the web: these are our own). */
export const AD_IMPRESSION_EVENTS: Readonly<Record<AdImpressionKind, string>> = {
  interstitial: 'interstitial_impression',
  appOpen: 'app_open_impression',
};

/**
 * Counts one impression of a fullscreen ad: what the native ad hooks call when the wrapper says an interstitial or an
 * app-open ad was shown (never for an ad that was only asked for).
 */
export function trackAdImpression(analytics: AnalyticsPort, kind: AdImpressionKind): void {
  analytics.track(AD_IMPRESSION_EVENTS[kind]);
}

/** An analytics port whose service is loaded later; it keeps what is tracked meanwhile. */
export interface DeferredAnalytics extends AnalyticsPort {
  /**
   * Hands the events kept so far, and every later one, to `service`; with none (no analytics configured, or it failed
   * to load), drops them. Only the first call counts.
   */
  connect(service: AnalyticsPort | undefined): void;
}

/** At most this many events wait for the service (a start's app_start and ad impressions fit many times over). */
export const MAX_WAITING_EVENTS = 50;

/**
 * The app's analytics port from its first task: the service (Google Analytics, its script and the user-agent parser)
 * loads only once the first screen has settled, so the events of the start (an app-open impression) wait for it.
 */
export function deferredAnalytics(): DeferredAnalytics {
  let waiting: [string, AnalyticsParams | undefined][] | undefined = [];
  let service: AnalyticsPort = NO_ANALYTICS;
  return {
    track(event, params) {
      if (!waiting) service.track(event, params);
      else if (waiting.length < MAX_WAITING_EVENTS) waiting.push([event, params]);
    },
    connect(next) {
      if (!waiting) return;
      const events = waiting;
      waiting = undefined;
      service = next ?? NO_ANALYTICS;
      for (const [event, params] of events) service.track(event, params);
    },
  };
}
