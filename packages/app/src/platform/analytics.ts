/**
 * Where the product's analytics events go (spec §7: app_start, ad impressions, contactModal:copyToClipboard). An
 * analytics service is an adapter behind config; without one, events go nowhere.
 */
export interface AnalyticsPort {
  track(event: string, params?: Readonly<Record<string, string | number | boolean>>): void;
}

/** No analytics service configured (the web today): events are dropped. */
export const NO_ANALYTICS: AnalyticsPort = { track: () => undefined };
