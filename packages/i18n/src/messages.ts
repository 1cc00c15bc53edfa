import type { NavItemId } from '@transit/core';
import type { MessageId } from './catalogs';

/** The label of each bottom navbar item (spec §2). */
export const NAV_LABELS: Readonly<Record<NavItemId, MessageId>> = {
  stops: 'nav.stops',
  lines: 'nav.lines',
  planner: 'nav.planner',
  info: 'nav.info',
  card: 'nav.card',
};

/** The name of each language in the picker, in its own language (spec §2). */
export const LANGUAGE_NAMES = {
  es: 'language.es',
  en: 'language.en',
  ca: 'language.ca',
} as const satisfies Record<string, MessageId>;

/** Shared controls (spec §2). */
export const COMMON_MESSAGES = {
  retry: 'common.retry',
  close: 'common.close',
  copyToClipboard: 'common_copy_clipboard',
  copiedToClipboard: 'common_copy_clipboard_success',
} as const satisfies Record<string, MessageId>;

/** What a screen says when loading its data fails (spec §8); each goes with a Retry button. */
export const LOAD_ERROR_MESSAGES = {
  noInternet: 'error.noInternet',
  stopList: 'error.stopList',
  stopMap: 'error.stopMap',
  stop: 'error.stop',
  lineList: 'error.lineList',
  line: 'error.line',
  generic: 'error.generic',
} as const satisfies Record<string, MessageId>;

/** Sign-in failures (spec §8). */
export const SIGN_IN_ERROR_MESSAGES = {
  withoutIdToken: 'error.signInWithoutIdToken',
  codeLogin: 'error.codeLogin',
} as const satisfies Record<string, MessageId>;

/** Empty results (spec §8). */
export const EMPTY_RESULT_MESSAGES = {
  search: 'search.noResults',
  plannerPlaces: 'planner.noPlaceResults',
} as const satisfies Record<string, MessageId>;

/** The location states' messages (spec §4, §8). */
export const LOCATION_MESSAGES = {
  error: 'location.error',
  permissionMissing: 'location.permissionMissing',
  openSettings: 'location.openSettings',
  notEnabled: 'location.notEnabled',
} as const satisfies Record<string, MessageId>;

/** The NFC card reading's failure states (spec §4, §8). */
export const NFC_MESSAGES = {
  tagRemoved: 'card.nfc.tagRemoved',
  readError: 'card.nfc.readError',
  disabled: 'card.nfc.disabled',
  unsupported: 'card.nfc.unsupported',
  noTickets: 'card.nfc.noTickets',
} as const satisfies Record<string, MessageId>;

/** Stop page notices (spec §2, §8). */
export const STOP_MESSAGES = {
  slowLoadingAlert: 'stop.slowLoadingAlert',
  arrivalSourcesExplanation: 'arrivals.sourcesExplanation',
} as const satisfies Record<string, MessageId>;

/** The entitlement-load error screen (spec §8). */
export const ENTITLEMENT_ERROR_MESSAGES = {
  title: 'entitlement.error.title',
  text: 'entitlement.error.text',
  retry: 'common.retry',
  logout: 'entitlement.error.logout',
  contact: 'entitlement.error.contact',
} as const satisfies Record<string, MessageId>;

/** The router error screen and fallback (spec §2, §8), and the not-found page. */
export const ROUTER_MESSAGES = {
  errorText: 'router.error.text',
  goToMainSection: 'router.error.goToMain',
  fallback: 'router.fallback',
  notFound: 'notFound.text',
  notFoundGoToMain: 'notFound.goToMain',
} as const satisfies Record<string, MessageId>;
