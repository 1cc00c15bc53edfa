/*
 * The app's lowest floor (ARCHITECTURE.md, "Inside packages/app"): a port for each thing the app asks of the device
 * or the outside world, each with a web adapter. Features and the shell reach the device only through these.
 */
import type { City, ClientType } from '@transit/core';
import { NO_ANALYTICS, type AnalyticsPort } from './analytics';
import { type ApiPort, webApi } from './api';
import type { AuthPort } from './auth';
import { type BridgePort, WEB_BRIDGE } from './bridge';
import { type LocationPort, WEB_LOCATION } from './location';
import { type NfcPort, WEB_NFC } from './nfc';
import { type StoragePort, WEB_STORAGE } from './storage';
import { webAuth } from './webAuth';

export {
  AD_IMPRESSION_EVENTS,
  type AdImpressionKind,
  ANALYTICS_ID_VARIABLES,
  type AnalyticsParams,
  type AnalyticsPort,
  APP_START_EVENT,
  type DeferredAnalytics,
  deferredAnalytics,
  hasAnalyticsSetting,
  MAX_WAITING_EVENTS,
  NO_ANALYTICS,
  trackAdImpression,
} from './analytics';
export { type ApiPort, webApi } from './api';
export {
  AuthError,
  type AuthErrorCode,
  type AuthPort,
  type AuthStart,
  type AuthState,
  type AuthUser,
  deferredAuth,
  type GoogleSignInAnswer,
  type GoogleSignInFlow,
} from './auth';
export { type BridgeMessage, type BridgePort, WEB_BRIDGE } from './bridge';
export {
  answerOfError,
  type LocationAnswer,
  type LocationPort,
  type LocationRequest,
  WEB_LOCATION,
} from './location';
export { NfcError, type NfcErrorCode, type NfcPort, type NfcStatus, WEB_NFC } from './nfc';
export { reachableArea, type StorageArea, type StoragePort, WEB_STORAGE } from './storage';
export { webAuth } from './webAuth';

/** Every port, as one client type's adapters provide them. */
export interface Platform {
  readonly api: ApiPort;
  readonly storage: StoragePort;
  readonly location: LocationPort;
  readonly auth: AuthPort;
  readonly bridge: BridgePort;
  readonly nfc: NfcPort;
  readonly analytics: AnalyticsPort;
}

/** Makes a client type's platform for a city (the API's base is the city's; the account's marker is kept per city). */
export type PlatformFactory = (city: Pick<City, 'id' | 'apiBase'>) => Platform;

/**
 * The web client's adapters: the browser's fetch, storage and geolocation, and the account (Firebase Auth, loaded on
 * first need); no native app, NFC or analytics.
 */
export const webPlatform: PlatformFactory = (city) => ({
  api: webApi(city),
  storage: WEB_STORAGE,
  location: WEB_LOCATION,
  auth: webAuth(city, WEB_STORAGE),
  bridge: WEB_BRIDGE,
  nfc: WEB_NFC,
  analytics: NO_ANALYTICS,
});

/**
 * The adapters of a client type (spec §2: the app URL's `client`). The web's are at hand; the Android and iOS apps'
 * (appPlatform.ts: the wrapper's bridge where the page has one) load only for those clients, so that the web's first
 * download does not hold them.
 */
export async function loadPlatform(
  clientType: ClientType,
  city: Pick<City, 'id' | 'apiBase'>,
): Promise<Platform> {
  if (clientType === 'web') return webPlatform(city);
  return (await import('./appPlatform')).appPlatform(webPlatform(city));
}
