/**
 * Business constants and limits (spec §9), each named with its unit. Rules elsewhere in core read these; screens and
 * servers import them rather than repeating a number.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Build (spec §1).
export const APP_VERSION = '2.0.717';
/** Build time (a date), ISO 8601. */
export const BUILD_TIME = '2025-08-07';

// Locale and units (spec §9).
export const UNIT_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'METRIC';
export const FEET_PER_METRE = 3.28084;
export const METRES_PER_MILE = 1609.344;

// Map defaults (spec §9), degrees WGS 84.
export const MADRID_MAP_CENTRE = { lat: 40.419, lon: -3.708 } as const;
export const MADRID_AUTOCOMPLETE_BOUNDS = {
  south: 39.8846,
  west: -4.579,
  north: 41.1657,
  east: -3.053,
} as const;

// Popular items (spec §9), counts.
export const POPULAR_STOPS_COUNT = 10;
/** Wired by issue 11 (the planner’s place search, before the rider types). */
export const POPULAR_PLACES_COUNT = 6;

// Query cache (spec §9).
/** Stop info, line data and the stop and line lists stay fresh this long. */
export const STOP_AND_LINE_STALE_TIME_MS = 5 * MINUTE_MS;
/** Stop info, line data, the lists and user data are kept this long. */
export const QUERY_GC_TIME_MS = 7 * DAY_MS;
/** Wired by issue 12 (cloud favourites: the user data the app reads through our API). */
export const USER_DATA_STALE_TIME_MS = 30 * MINUTE_MS;
/** Failed queries are retried this many times (3 attempts by default, spec §8). */
export const QUERY_RETRY_COUNT = 3;
export const RETRY_DELAY_INITIAL_MS = 1 * SECOND_MS;
export const RETRY_DELAY_MAX_MS = 30 * SECOND_MS;
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * HOUR_MS;
export const PERSISTED_CACHE_SAVE_THROTTLE_MS = 1 * SECOND_MS;
export const MUTATION_GC_TIME_MS = 5 * MINUTE_MS;

/**
 * The delay before retry number `failureCount` (0 for the first retry): doubles from 1 s up to 30 s (spec §9).
 * @param failureCount failures so far, an integer ≥ 0
 */
export function retryDelayMs(failureCount: number): number {
  return Math.min(RETRY_DELAY_INITIAL_MS * 2 ** Math.max(0, failureCount), RETRY_DELAY_MAX_MS);
}

// Timeouts (spec §7, §9).
export const HTTP_TIMEOUT_MS = 15 * SECOND_MS;
export const STOP_INFO_TIMEOUT_MS = 20 * SECOND_MS;
export const ARRIVALS_TIMEOUT_MS = 60 * SECOND_MS;
/** A code chunk's load (spec §9: 120 s); the offline planner's network download waits as long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;
/** Wired by issue 13 (packages/bridge: the default timeout of a call to the native wrapper). */
export const BRIDGE_CALL_TIMEOUT_MS = 10_000;

// Entitlement and ads (spec §4, §9).
/** A subscription stays entitled this long after its endDate (2 days = 172800000 ms). */
export const SUBSCRIPTION_GRACE_MS = 2 * DAY_MS;
/** Probability (0–1) that a session where private ads are allowed is put in private-ad mode. */
export const PRIVATE_BOTTOM_AD_PROBABILITY = 0.3;
/** Local-storage key that records private-ad mode. */
export const PRIVATE_BOTTOM_AD_STORAGE_KEY = 'privateBottomAdTimestamp';
export const AD_BLOCK_REMOUNT_INTERVAL_MS = 40 * SECOND_MS;
export const BOTTOM_AD_HEIGHT_PX = 80;
export const APP_OPEN_AD_MIN_INTERVAL_MS = 3 * MINUTE_MS;
/** Interurban-style interstitials: at most one per this period. */
export const INTERSTITIAL_INTERVAL_MS = 10 * MINUTE_MS;
/** Wired by issue 12 (ads per the spec’s policy: the interstitial intervals). */
export const LEGACY_INTERSTITIAL_INTERVAL_MS = 20 * MINUTE_MS;
/** No fullscreen ad within this time of a collapsible banner. */
export const COLLAPSIBLE_BANNER_QUIET_MS = 1 * MINUTE_MS;
export const AD_SESSION_DURATION_MS = 30 * MINUTE_MS;
/** On Android and iOS the first 24 hours after first launch are ad-free. */
export const AD_FREE_TRIAL_MS = 24 * HOUR_MS;

// UI timings (spec §2, §9).
export const COPY_SUCCESS_DURATION_MS = 2 * SECOND_MS;
export const MODAL_CLOSE_ANIMATION_MS = 150;
export const ACTION_BAR_SCROLL_THROTTLE_MS = 100;
export const TOAST_POSITION = 'top-right';
/** The root toast container's auto-close (spec §9: 4 s), which every toast without its own follows. */
export const TOAST_ROOT_AUTO_CLOSE_MS = 4 * SECOND_MS;
/** A toast dragged this share of its width (percent) is dismissed. */
export const TOAST_DRAG_DISMISS_PERCENT = 80;

// Authentication service (spec §5, §9): issue 12 signs riders in with Firebase Auth (third-party sign-in, token
// refresh, sync on login).
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_NETWORK_TIMEOUT_SHORT_MS = 30 * SECOND_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_NETWORK_TIMEOUT_LONG_MS = 60 * SECOND_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * MINUTE_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_TOKEN_REFRESH_RETRY_INITIAL_MS = 30 * SECOND_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_TOKEN_REFRESH_RETRY_MAX_MS = 16 * MINUTE_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_POPUP_CLOSED_POLL_MS = 8 * SECOND_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_REDIRECT_EVENT_CACHE_MS = 10 * MINUTE_MS;
/** Wired by issue 12 (sign-in with Firebase Auth). */
export const AUTH_ID_TOKEN_MAX_AGE_SEC = 300;

/**
 * When to refresh an auth token: 5 minutes before it expires (spec §4).
 * Wired by issue 12 (sign-in with Firebase Auth: token refresh).
 */
export function tokenRefreshAtEpochMs(expiresAtEpochMs: number): number {
  return expiresAtEpochMs - AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS;
}

/**
 * The delay before the token-refresh retry number `failureCount` (0 first): 30 s doubling up to 16 minutes.
 * Wired by issue 12 (sign-in with Firebase Auth: token refresh).
 * @param failureCount failures so far, an integer ≥ 0
 */
export function tokenRefreshRetryDelayMs(failureCount: number): number {
  return Math.min(
    AUTH_TOKEN_REFRESH_RETRY_INITIAL_MS * 2 ** Math.max(0, failureCount),
    AUTH_TOKEN_REFRESH_RETRY_MAX_MS,
  );
}

// Limits (spec §9).
/** Wired by issue 12 (the analytics events: app_start with the browser and OS). */
export const USER_AGENT_MAX_LENGTH = 500;

/**
 * Caps a user-agent string at 500 characters before it is sent anywhere (spec §9).
 * Wired by issue 12 (the analytics events: app_start with the browser and OS).
 */
export function capUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX_LENGTH);
}
