/*
 * The app_start event (spec §7): loaded with the analytics service after the first screen has settled, never in the
 * first download (the user-agent parser is most of its weight).
 */
import { capUserAgent } from '@transit/core';
import { parse } from 'bowser';
import { APP_START_EVENT, type AnalyticsPort } from './analytics';

/** What app_start says of the device: its browser and its operating system, each a name and a version. */
export interface AppStartParams {
  /** E.g. 'Chrome 131.0.0.0'; 'unknown' when the user agent does not say. */
  readonly browser: string;
  /** E.g. 'Android 14', 'iOS 17.2'; 'unknown' when the user agent does not say. */
  readonly os: string;
}

const named = (details: { readonly name?: string; readonly version?: string }): string =>
  [details.name, details.version].filter((part) => part !== undefined && part !== '').join(' ') || 'unknown';

/** The browser and OS of a user agent (Bowser), the user agent capped at 500 characters first (spec §9). */
export function appStartParams(userAgent: string): AppStartParams {
  const capped = capUserAgent(userAgent);
  // Bowser refuses an empty user agent (a privacy setting can blank it).
  if (capped.trim() === '') return { browser: 'unknown', os: 'unknown' };
  const { browser, os } = parse(capped);
  return { browser: named(browser), os: named(os) };
}

/** Sends app_start with the page's browser and OS; mountApp calls it once per page start. */
export function trackAppStart(analytics: AnalyticsPort, userAgent: string): void {
  analytics.track(APP_START_EVENT, { ...appStartParams(userAgent) });
}
