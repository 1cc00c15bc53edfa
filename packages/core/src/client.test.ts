import { describe, expect, it } from 'vitest';
import {
  AnalyticsConfigError,
  analyticsIdFor,
  ANDROID_VERSION_GATES,
  APP_PARAM_INVALID_MESSAGE,
  APP_STORES,
  AppParamError,
  CLIENT_TYPES,
  clientCapabilities,
  parseAppParams,
  shouldShowLanguageModal,
} from './client';
import { ProductError } from './errors';

describe('client types (spec §3, §6)', () => {
  it('are web, android and ios', () => {
    expect(CLIENT_TYPES).toEqual(['web', 'android', 'ios']);
  });
});

describe('parseAppParams: the app URL query parameters (spec §2, §3)', () => {
  it('reads every parameter', () => {
    expect(
      parseAppParams(
        '?client=android&ga=0&androidClientVersionCode=38&iosClientVersion=2.0.717&iosClientVersionNumber=717.5' +
          '&googlePlayReferrer=utm_source%3Dnewsletter&appStore=amazonApps&packageName=es.transitapp.madrid',
      ),
    ).toEqual({
      clientType: 'android',
      enableGA: false,
      androidClientVersionCode: 38,
      iosClientVersion: '2.0.717',
      iosClientVersionNumber: 717.5,
      googlePlayReferrerString: 'utm_source=newsletter',
      appStore: 'amazonApps',
      packageName: 'es.transitapp.madrid',
    });
  });

  it('reads the web client with analytics on when no parameter is given', () => {
    expect(parseAppParams('')).toEqual({ clientType: 'web', enableGA: true });
  });

  it.each(['web', 'android', 'ios'] as const)('reads client=%s', (client) => {
    expect(parseAppParams(`client=${client}`).clientType).toBe(client);
  });

  it('reads ga=0 as analytics off and ga=1 as analytics on', () => {
    expect(parseAppParams('ga=0').enableGA).toBe(false);
    expect(parseAppParams('ga=1').enableGA).toBe(true);
  });

  it('reads appStore as amazonApps or reset', () => {
    expect(APP_STORES).toEqual(['amazonApps', 'reset']);
    expect(parseAppParams('appStore=amazonApps').appStore).toBe('amazonApps');
    expect(parseAppParams('appStore=reset').appStore).toBe('reset');
  });

  it('reads an integer iosClientVersionNumber', () => {
    expect(parseAppParams('iosClientVersionNumber=717').iosClientVersionNumber).toBe(717);
  });

  it('accepts URLSearchParams as well as a query string', () => {
    expect(parseAppParams(new URLSearchParams({ client: 'ios', ga: '1' }))).toEqual({
      clientType: 'ios',
      enableGA: true,
    });
  });

  it('accepts text parameters of up to 500 characters', () => {
    const packageName = 'a'.repeat(500);
    expect(parseAppParams(new URLSearchParams({ packageName })).packageName).toBe(packageName);
  });

  describe("throws 'Cannot interpret the param' for any value that cannot be read", () => {
    it.each([
      ['client=foo', 'client'],
      ['client=Web', 'client'],
      ['client=', 'client'],
      ['ga=2', 'ga'],
      ['ga=true', 'ga'],
      ['ga=', 'ga'],
      ['androidClientVersionCode=abc', 'androidClientVersionCode'],
      ['androidClientVersionCode=-1', 'androidClientVersionCode'],
      ['androidClientVersionCode=1.5', 'androidClientVersionCode'],
      ['androidClientVersionCode=', 'androidClientVersionCode'],
      ['androidClientVersionCode=1234567890', 'androidClientVersionCode'],
      ['iosClientVersionNumber=abc', 'iosClientVersionNumber'],
      ['iosClientVersionNumber=1.', 'iosClientVersionNumber'],
      ['iosClientVersionNumber=1.2.3', 'iosClientVersionNumber'],
      ['appStore=x', 'appStore'],
      ['appStore=amazon%20apps', 'appStore'],
      ['appStore=', 'appStore'],
      ['iosClientVersion=', 'iosClientVersion'],
      [`iosClientVersion=${'1'.repeat(501)}`, 'iosClientVersion'],
      ['googlePlayReferrer=', 'googlePlayReferrer'],
      [`googlePlayReferrer=${'r'.repeat(501)}`, 'googlePlayReferrer'],
      ['packageName=', 'packageName'],
      [`packageName=${'p'.repeat(501)}`, 'packageName'],
      ['client=android&ga=2', 'ga'],
    ])('%s → param %s', (query, param) => {
      let thrown: unknown;
      try {
        parseAppParams(query);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppParamError);
      expect(thrown).toBeInstanceOf(ProductError);
      const error = thrown as AppParamError;
      expect(error.code).toBe('APP_PARAM_INVALID');
      expect(error.message).toBe('Cannot interpret the param');
      expect(error.param).toBe(param);
      expect(error.name).toBe('AppParamError');
      expect(String(error)).toBe('APP_PARAM_INVALID | Cannot interpret the param');
    });

    it('uses the spec’s message', () => {
      expect(APP_PARAM_INVALID_MESSAGE).toBe('Cannot interpret the param');
    });
  });
});

describe('clientCapabilities: the Android client version gates (spec §5, §9)', () => {
  it('has the gates 17, 29, 30, 31, 33 and 38', () => {
    expect(ANDROID_VERSION_GATES).toEqual({
      privateAds: 17,
      storeSubscriptions: 29,
      oneTimePurchases: 30,
      collapsibleBannerAds: 31,
      appOpenAds: 33,
      statusBarColour: 38,
    });
  });

  const android = (androidClientVersionCode?: number) =>
    clientCapabilities({ clientType: 'android', androidClientVersionCode });

  it('needs 17 or above for private ads', () => {
    expect(android(16).canUsePrivateAds).toBe(false);
    expect(android(17).canUsePrivateAds).toBe(true);
  });

  it('needs 29 or above for store subscriptions', () => {
    expect(android(28).canUseStoreSubscriptions).toBe(false);
    expect(android(29).canUseStoreSubscriptions).toBe(true);
  });

  it('needs 30 or above for one-time purchases', () => {
    expect(android(29).canUseOneTimePurchases).toBe(false);
    expect(android(30).canUseOneTimePurchases).toBe(true);
  });

  it('needs both for premium purchase', () => {
    expect(android(29).canPurchasePremium).toBe(false);
    expect(android(30).canPurchasePremium).toBe(true);
  });

  it('needs 31 or above for collapsible banner ads', () => {
    expect(android(30).canShowCollapsibleBannerAds).toBe(false);
    expect(android(31).canShowCollapsibleBannerAds).toBe(true);
  });

  it('needs 33 or above for app-open ads', () => {
    expect(android(32).canShowAppOpenAds).toBe(false);
    expect(android(33).canShowAppOpenAds).toBe(true);
  });

  it('needs 38 or above for status-bar colour control', () => {
    expect(android(37).canControlStatusBar).toBe(false);
    expect(android(38).canControlStatusBar).toBe(true);
  });

  it('gives an Android client that does not report its version code none of the gated features', () => {
    expect(android()).toEqual({
      canUseStoreSubscriptions: false,
      canUseOneTimePurchases: false,
      canPurchasePremium: false,
      canShowCollapsibleBannerAds: false,
      canShowAppOpenAds: false,
      canControlStatusBar: false,
      canUsePrivateAds: false,
      canShowInterstitialAds: true,
    });
  });

  it('supports interstitial ads on every client except web', () => {
    expect(clientCapabilities({ clientType: 'web' }).canShowInterstitialAds).toBe(false);
    expect(clientCapabilities({ clientType: 'ios' }).canShowInterstitialAds).toBe(true);
    expect(android(1).canShowInterstitialAds).toBe(true);
  });

  it('allows private ads on web', () => {
    expect(clientCapabilities({ clientType: 'web' }).canUsePrivateAds).toBe(true);
  });

  it('applies the Android gates to Android only, whatever version code another client reports', () => {
    for (const clientType of ['web', 'ios'] as const) {
      const capabilities = clientCapabilities({ clientType, androidClientVersionCode: 99 });
      expect(capabilities.canUseStoreSubscriptions).toBe(false);
      expect(capabilities.canUseOneTimePurchases).toBe(false);
      expect(capabilities.canPurchasePremium).toBe(false);
      expect(capabilities.canShowCollapsibleBannerAds).toBe(false);
      expect(capabilities.canShowAppOpenAds).toBe(false);
      expect(capabilities.canControlStatusBar).toBe(false);
    }
    expect(clientCapabilities({ clientType: 'ios', androidClientVersionCode: 99 }).canUsePrivateAds).toBe(
      false,
    );
  });
});

describe('analyticsIdFor: a missing analytics id for a client type throws (spec §5)', () => {
  const ids = { web: 'G-WEB', android: 'G-ANDROID' };

  it('gives the id of the client type', () => {
    expect(analyticsIdFor('web', ids)).toBe('G-WEB');
    expect(analyticsIdFor('android', ids)).toBe('G-ANDROID');
  });

  it('throws a coded error when the id is missing or empty', () => {
    expect(() => analyticsIdFor('ios', ids)).toThrow(AnalyticsConfigError);
    expect(() => analyticsIdFor('ios', ids)).toThrow('No analytics id is configured for the ios client.');
    try {
      analyticsIdFor('web', { web: '' });
    } catch (error) {
      expect(error).toBeInstanceOf(AnalyticsConfigError);
      expect((error as AnalyticsConfigError).code).toBe('ANALYTICS_ID_MISSING');
      expect((error as AnalyticsConfigError).name).toBe('AnalyticsConfigError');
      return;
    }
    expect.unreachable('an empty analytics id must throw');
  });
});

describe('shouldShowLanguageModal (spec §4)', () => {
  const base = {
    clientType: 'android',
    chosenLocale: undefined,
    browserLanguage: 'en-GB',
    defaultLocale: 'es',
  } as const;

  it('shows on a non-web client where no language was chosen and the browser language differs from the default', () => {
    expect(shouldShowLanguageModal(base)).toBe(true);
    expect(shouldShowLanguageModal({ ...base, clientType: 'ios', browserLanguage: 'ca' })).toBe(true);
  });

  it('never shows on web', () => {
    expect(shouldShowLanguageModal({ ...base, clientType: 'web' })).toBe(false);
  });

  it('does not show once the rider has chosen a language', () => {
    expect(shouldShowLanguageModal({ ...base, chosenLocale: 'es' })).toBe(false);
  });

  it('does not show when the browser language is the default, whatever its region or case', () => {
    expect(shouldShowLanguageModal({ ...base, browserLanguage: 'es' })).toBe(false);
    expect(shouldShowLanguageModal({ ...base, browserLanguage: 'ES-es' })).toBe(false);
    expect(shouldShowLanguageModal({ ...base, browserLanguage: 'en', defaultLocale: 'EN' })).toBe(false);
  });

  it('does not show when the browser language is unknown', () => {
    expect(shouldShowLanguageModal({ ...base, browserLanguage: undefined })).toBe(false);
    expect(shouldShowLanguageModal({ ...base, browserLanguage: '' })).toBe(false);
  });
});
