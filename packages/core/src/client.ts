import { ProductError } from './errors';

/** Where the product runs (spec §3 app config): the web client, or inside the Android or iOS wrapper. */
export const CLIENT_TYPES = ['web', 'android', 'ios'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Android client version codes that gate features (spec §5, §9). */
export const ANDROID_VERSION_GATES = {
  privateAds: 17,
  storeSubscriptions: 29,
  oneTimePurchases: 30,
  collapsibleBannerAds: 31,
  appOpenAds: 33,
  statusBarColour: 38,
} as const;

/** What the running client can do, from its type and version (spec §5 Android client version gates). */
export interface ClientCapabilities {
  readonly canUseStoreSubscriptions: boolean;
  readonly canUseOneTimePurchases: boolean;
  /** Premium purchase needs both store subscriptions and one-time purchases. */
  readonly canPurchasePremium: boolean;
  readonly canShowCollapsibleBannerAds: boolean;
  readonly canShowAppOpenAds: boolean;
  readonly canControlStatusBar: boolean;
  readonly canUsePrivateAds: boolean;
  /** Interstitial ads are supported on every client except web. */
  readonly canShowInterstitialAds: boolean;
}

/**
 * The capabilities of a client. The version gates are Android version codes; an Android client that does not report
 * its version code gets none of the gated features. Private ads also run on web.
 */
export function clientCapabilities(client: {
  readonly clientType: ClientType;
  readonly androidClientVersionCode?: number | undefined;
}): ClientCapabilities {
  const isAndroid = client.clientType === 'android';
  const version = isAndroid ? (client.androidClientVersionCode ?? 0) : 0;
  const atLeast = (gate: number) => isAndroid && version >= gate;
  const canUseStoreSubscriptions = atLeast(ANDROID_VERSION_GATES.storeSubscriptions);
  const canUseOneTimePurchases = atLeast(ANDROID_VERSION_GATES.oneTimePurchases);
  return {
    canUseStoreSubscriptions,
    canUseOneTimePurchases,
    canPurchasePremium: canUseStoreSubscriptions && canUseOneTimePurchases,
    canShowCollapsibleBannerAds: atLeast(ANDROID_VERSION_GATES.collapsibleBannerAds),
    canShowAppOpenAds: atLeast(ANDROID_VERSION_GATES.appOpenAds),
    canControlStatusBar: atLeast(ANDROID_VERSION_GATES.statusBarColour),
    canUsePrivateAds: client.clientType === 'web' || atLeast(ANDROID_VERSION_GATES.privateAds),
    canShowInterstitialAds: client.clientType !== 'web',
  };
}

/** The app store an Android build was installed from, when it is not Google Play (spec §2). */
export const APP_STORES = ['amazonApps', 'reset'] as const;
export type AppStore = (typeof APP_STORES)[number];

/** The app configuration read from the app URL's query parameters (spec §2, §3). */
export interface AppConfig {
  readonly clientType: ClientType;
  readonly enableGA: boolean;
  readonly androidClientVersionCode?: number;
  readonly iosClientVersion?: string;
  readonly iosClientVersionNumber?: number;
  readonly googlePlayReferrerString?: string;
  readonly appStore?: AppStore;
  readonly packageName?: string;
}

/** The spec's message for an app URL parameter that cannot be read (spec §5, §8). */
export const APP_PARAM_INVALID_MESSAGE = 'Cannot interpret the param';

export class AppParamError extends ProductError<'APP_PARAM_INVALID'> {
  override readonly name = 'AppParamError';
  /** The query parameter that could not be read. */
  readonly param: string;

  constructor(param: string) {
    super('APP_PARAM_INVALID', APP_PARAM_INVALID_MESSAGE);
    this.param = param;
  }
}

const INTEGER = /^\d{1,9}$/;
const NUMBER = /^\d{1,9}(?:\.\d{1,9})?$/;
const MAX_TEXT_LENGTH = 500;

/**
 * Reads the app URL's query parameters (spec §2): client (web, android or ios; web when absent), ga (0 or 1; on when
 * absent), androidClientVersionCode, iosClientVersion, iosClientVersionNumber, googlePlayReferrer, appStore
 * (amazonApps or reset) and packageName. Any value that cannot be read throws an {@link AppParamError} with the
 * message 'Cannot interpret the param'.
 */
export function parseAppParams(search: URLSearchParams | string): AppConfig {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = (name: string): string | undefined => params.get(name) ?? undefined;

  const client = read('client');
  if (client !== undefined && !CLIENT_TYPES.some((type) => type === client))
    throw new AppParamError('client');
  const ga = read('ga');
  if (ga !== undefined && ga !== '0' && ga !== '1') throw new AppParamError('ga');

  const androidCode = read('androidClientVersionCode');
  if (androidCode !== undefined && !INTEGER.test(androidCode))
    throw new AppParamError('androidClientVersionCode');
  const iosNumber = read('iosClientVersionNumber');
  if (iosNumber !== undefined && !NUMBER.test(iosNumber)) throw new AppParamError('iosClientVersionNumber');
  const appStore = read('appStore');
  if (appStore !== undefined && !APP_STORES.some((store) => store === appStore))
    throw new AppParamError('appStore');

  const text = (name: string): string | undefined => {
    const value = read(name);
    if (value !== undefined && (value === '' || value.length > MAX_TEXT_LENGTH))
      throw new AppParamError(name);
    return value;
  };
  const iosClientVersion = text('iosClientVersion');
  const googlePlayReferrerString = text('googlePlayReferrer');
  const packageName = text('packageName');

  return {
    clientType: (client as ClientType | undefined) ?? 'web',
    enableGA: ga !== '0',
    ...(androidCode !== undefined && { androidClientVersionCode: Number(androidCode) }),
    ...(iosClientVersion !== undefined && { iosClientVersion }),
    ...(iosNumber !== undefined && { iosClientVersionNumber: Number(iosNumber) }),
    ...(googlePlayReferrerString !== undefined && { googlePlayReferrerString }),
    ...(appStore !== undefined && { appStore: appStore as AppStore }),
    ...(packageName !== undefined && { packageName }),
  };
}

/** Wired by issue 12 (analytics: app_start and the spec’s events through the analytics adapter). */
export class AnalyticsConfigError extends ProductError<'ANALYTICS_ID_MISSING'> {
  override readonly name = 'AnalyticsConfigError';
}

/**
 * The analytics id for a client type; a missing one throws (spec §5).
 * Wired by issue 12 (analytics: app_start and the spec’s events through the analytics adapter).
 */
export function analyticsIdFor(
  clientType: ClientType,
  idsByClient: Readonly<Partial<Record<ClientType, string>>>,
): string {
  const id = idsByClient[clientType];
  if (!id)
    throw new AnalyticsConfigError(
      'ANALYTICS_ID_MISSING',
      `No analytics id is configured for the ${clientType} client.`,
    );
  return id;
}

/**
 * Whether the initial language modal shows (spec §4): only on non-web clients where the rider has not chosen a
 * language and the browser's language differs from the default.
 */
export function shouldShowLanguageModal(input: {
  readonly clientType: ClientType;
  readonly chosenLocale: string | undefined;
  readonly browserLanguage: string | undefined;
  readonly defaultLocale: string;
}): boolean {
  if (input.clientType === 'web' || input.chosenLocale !== undefined) return false;
  const browser = input.browserLanguage?.toLowerCase().split('-')[0];
  return browser !== undefined && browser !== '' && browser !== input.defaultLocale.toLowerCase();
}
