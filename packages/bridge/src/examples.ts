/*
 * A valid payload of every message and every callback, for tests (exported by '@transit/bridge/testing'). The
 * mapped types make a message or callback added to the contract without an example a type error.
 */
import type { CallbackPayload, CallbackSpecName, MessageName, MessagePayload } from './contract';

/** A payload of each message, as the web gives it (a call's messageId is the bridge's to add). */
export const EXAMPLE_MESSAGE_PAYLOADS: { readonly [N in MessageName]: MessagePayload<N> } = {
  initAdmobWithConsents: {},
  initAdmobWithoutConsents: {},
  showInterstitialAd: {},
  enableTopAd: {},
  disableTopAd: {},
  enableBottomAd: {},
  disableBottomAd: {},
  resetUMPConsentInformation: {},
  showUMPPrivacyOptionsForm: {},
  readConsentInformation: {},
  startNfcSession: { message: 'Acerca la tarjeta al móvil' },
  closeNfcSessionWithSuccess: {},
  closeNfcSessionWithError: { errorMessage: 'No se ha podido leer la tarjeta' },
  setNfcSessionMessage: { message: 'Leyendo…' },
  nfcTransceiveCommands: { commands: ['00A4040007A0000000041010', '905A00000300000000'] },
  isNfcAvailable: {},
  isNfcSupported: {},
  isNfcEnabled: {},
  openNfcSettings: {},
  setStatusBarColor: { color: '#0a3d91', content: 'light' },
  setNavigationBarColor: { color: '#FFFFFF' },
  readPreference: { key: 'language' },
  setPreference: { key: 'language', value: 'es' },
  deletePreference: { key: 'language' },
  deleteAllPreferences: {},
  showReviewPopup: {},
  readStoreReferrer: {},
  startSubscriptionPurchase: { subscriptionId: 'premium', basePlanId: 'premium-yearly' },
  startOneTimeProductPurchase: { productId: 'premium_lifetime' },
};

/** A payload of each callback (an error twin's is EXAMPLE_ERROR_PAYLOAD). */
export const EXAMPLE_CALLBACK_PAYLOADS: { readonly [C in CallbackSpecName]: CallbackPayload<C> } = {
  onPreferenceRead: { key: 'language', value: 'es' },
  onPreferenceSet: { key: 'language' },
  onPreferenceDeleted: { key: 'language' },
  onAllPreferencesDeleted: {},
  onConsentInformationReset: {},
  onConsentInformationRead: {
    consentStatus: 'OBTAINED',
    canRequestAds: true,
    privacyOptionsRequirementStatus: 'REQUIRED',
  },
  onPrivacyOptionsFormDismissed: {},
  onConsentFormDismissed: {},
  onStoreReferrerRead: { referrer: 'utm_source=google-play&utm_medium=organic' },
  onReviewPopupFinished: {},
  onNfcCommandsTransceived: { responses: ['9000', '91AF0102'] },
  onNfcTagDiscovered: {},
  onNfcSupported: { isSupported: true },
  onNfcEnabled: { isEnabled: false },
  onNfcEnablementChanged: { isEnabled: true },
  onPurchasesUpdated: {
    packageName: 'es.example.transit.madrid',
    productId: 'premium',
    purchaseToken: 'token-of-premium.AO-J1Ox',
  },
};

/** An error twin's payload (spec §8: a JSON string with errorCode and errorMessage). */
export const EXAMPLE_ERROR_PAYLOAD = JSON.stringify({
  errorCode: 'NFC_TAG_LOST',
  errorMessage: 'The card was removed too quickly.',
});
