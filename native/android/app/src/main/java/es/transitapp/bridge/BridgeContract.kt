// Generated from packages/bridge/src/contract.ts by packages/bridge/src/bin/generateNativeConstants.ts. Do not edit: CI checks that it matches the contract.
package es.transitapp.bridge

/** The web app's native bridge (packages/bridge): the names both sides use. */
object BridgeContract {
    /** The JavaScript interface's name (addJavascriptInterface); the web calls postMessage(json) on it. */
    const val ANDROID_INTERFACE = "TransitAndroid"
    /** What to evaluate to call back: window.transitBridge.receive(callbackName, messageId or null, payloadJson). */
    const val RECEIVE_FUNCTION = "window.transitBridge.receive"
    /** The envelope's fields: {"action": <message>, "payload": {...}}. */
    const val ACTION = "action"
    const val PAYLOAD = "payload"
    const val MESSAGE_ID = "messageId"
    const val ERROR_CALLBACK_SUFFIX = "Error"
    const val ERROR_CODE = "errorCode"
    const val ERROR_MESSAGE = "errorMessage"
    /** How long the web waits for a call's answer unless the call says otherwise. */
    const val DEFAULT_TIMEOUT_MS = 10000L

    /** The messages the web posts (the envelope's action). */
    object Messages {
        /** Starts the ad SDK after the consent form, with the consents the rider gave. Posted, not answered. No fields. */
        const val INIT_ADMOB_WITH_CONSENTS = "initAdmobWithConsents"
        /** Starts the ad SDK without asking for consent. Posted, not answered. No fields. */
        const val INIT_ADMOB_WITHOUT_CONSENTS = "initAdmobWithoutConsents"
        /** Shows an interstitial ad now. Posted, not answered. No fields. */
        const val SHOW_INTERSTITIAL_AD = "showInterstitialAd"
        /** Shows the top banner ad. Posted, not answered. No fields. */
        const val ENABLE_TOP_AD = "enableTopAd"
        /** Hides the top banner ad. Posted, not answered. No fields. */
        const val DISABLE_TOP_AD = "disableTopAd"
        /** Shows the bottom banner ad. Posted, not answered. No fields. */
        const val ENABLE_BOTTOM_AD = "enableBottomAd"
        /** Hides the bottom banner ad. Posted, not answered. No fields. */
        const val DISABLE_BOTTOM_AD = "disableBottomAd"
        /** Resets the ad consent information; onConsentInformationReset follows. Posted, not answered. No fields. */
        const val RESET_UMP_CONSENT_INFORMATION = "resetUMPConsentInformation"
        /** Shows the privacy options form; onPrivacyOptionsFormDismissed follows. Posted, not answered. No fields. */
        const val SHOW_UMP_PRIVACY_OPTIONS_FORM = "showUMPPrivacyOptionsForm"
        /** Reads the ad consent information (spec §7: consent information can also be read as JSON). Answered by onConsentInformationRead or onConsentInformationReadError within 10000 ms. Fields: messageId: String. */
        const val READ_CONSENT_INFORMATION = "readConsentInformation"
        /** Starts an NFC reading session, showing `message` (iOS: the reader sheet's text); onNfcTagDiscovered follows. Posted, not answered. Fields: message: String. */
        const val START_NFC_SESSION = "startNfcSession"
        /** Ends the NFC session: the card was read. Posted, not answered. No fields. */
        const val CLOSE_NFC_SESSION_WITH_SUCCESS = "closeNfcSessionWithSuccess"
        /** Ends the NFC session with `errorMessage` shown (iOS: the reader sheet). Posted, not answered. Fields: errorMessage: String. */
        const val CLOSE_NFC_SESSION_WITH_ERROR = "closeNfcSessionWithError"
        /** Changes the text the NFC session shows. Posted, not answered. Fields: message: String. */
        const val SET_NFC_SESSION_MESSAGE = "setNfcSessionMessage"
        /** Sends commands (APDUs, hexadecimal) to the card held to the phone, in order. Answered by onNfcCommandsTransceived or onNfcCommandsTransceivedError within 10000 ms. Fields: commands: List<String> (hexadecimal bytes), messageId: String. */
        const val NFC_TRANSCEIVE_COMMANDS = "nfcTransceiveCommands"
        /** Asks whether NFC reading is available on the device (iOS: the reader session is available). Answered by onNfcSupported or onNfcSupportedError within 10000 ms. Fields: messageId: String. */
        const val IS_NFC_AVAILABLE = "isNfcAvailable"
        /** Asks whether the device can read NFC cards. Answered by onNfcSupported or onNfcSupportedError within 10000 ms. Fields: messageId: String. */
        const val IS_NFC_SUPPORTED = "isNfcSupported"
        /** Asks whether the device's NFC is switched on. Answered by onNfcEnabled or onNfcEnabledError within 10000 ms. Fields: messageId: String. */
        const val IS_NFC_ENABLED = "isNfcEnabled"
        /** Opens the device's NFC settings. Posted, not answered. No fields. */
        const val OPEN_NFC_SETTINGS = "openNfcSettings"
        /** Colours the status bar (spec §4: Android 38+), with light or dark content (icons, clock). Posted, not answered. Fields: color: String (#rrggbb), content: String: "light" | "dark". */
        const val SET_STATUS_BAR_COLOR = "setStatusBarColor"
        /** Colours the navigation bar. Posted, not answered. Fields: color: String (#rrggbb). */
        const val SET_NAVIGATION_BAR_COLOR = "setNavigationBarColor"
        /** Reads a preference from the wrapper's store. Answered by onPreferenceRead or onPreferenceReadError within 10000 ms. Fields: key: String, messageId: String. */
        const val READ_PREFERENCE = "readPreference"
        /** Writes a preference (string, number or boolean) to the wrapper's store. Answered by onPreferenceSet or onPreferenceSetError within 10000 ms. Fields: key: String, value: String | Number | Boolean, messageId: String. */
        const val SET_PREFERENCE = "setPreference"
        /** Deletes a preference from the wrapper's store. Answered by onPreferenceDeleted or onPreferenceDeletedError within 10000 ms. Fields: key: String, messageId: String. */
        const val DELETE_PREFERENCE = "deletePreference"
        /** Deletes every preference from the wrapper's store. Answered by onAllPreferencesDeleted or onAllPreferencesDeletedError within 10000 ms. Fields: messageId: String. */
        const val DELETE_ALL_PREFERENCES = "deleteAllPreferences"
        /** Opens the store's in-app review popup. Answered by onReviewPopupFinished or onReviewPopupFinishedError within 600000 ms. Fields: messageId: String. */
        const val SHOW_REVIEW_POPUP = "showReviewPopup"
        /** Reads the store's install referrer. Answered by onStoreReferrerRead or onStoreReferrerReadError within 10000 ms. Fields: messageId: String. */
        const val READ_STORE_REFERRER = "readStoreReferrer"
        /** Starts the store's purchase of a subscription's base plan. Answered by onPurchasesUpdated or onPurchasesUpdatedError within 600000 ms. Fields: subscriptionId: String, basePlanId: String, messageId: String. */
        const val START_SUBSCRIPTION_PURCHASE = "startSubscriptionPurchase"
        /** Starts the store's purchase of a one-time product. Answered by onPurchasesUpdated or onPurchasesUpdatedError within 600000 ms. Fields: productId: String, messageId: String. */
        const val START_ONE_TIME_PRODUCT_PURCHASE = "startOneTimeProductPurchase"
    }

    /** Each message's payload fields. */
    object MessageFields {
        object ReadConsentInformation {
            const val MESSAGE_ID = "messageId"
        }
        object StartNfcSession {
            const val MESSAGE = "message"
        }
        object CloseNfcSessionWithError {
            const val ERROR_MESSAGE = "errorMessage"
        }
        object SetNfcSessionMessage {
            const val MESSAGE = "message"
        }
        object NfcTransceiveCommands {
            const val COMMANDS = "commands"
            const val MESSAGE_ID = "messageId"
        }
        object IsNfcAvailable {
            const val MESSAGE_ID = "messageId"
        }
        object IsNfcSupported {
            const val MESSAGE_ID = "messageId"
        }
        object IsNfcEnabled {
            const val MESSAGE_ID = "messageId"
        }
        object SetStatusBarColor {
            const val COLOR = "color"
            const val CONTENT = "content"
        }
        object SetNavigationBarColor {
            const val COLOR = "color"
        }
        object ReadPreference {
            const val KEY = "key"
            const val MESSAGE_ID = "messageId"
        }
        object SetPreference {
            const val KEY = "key"
            const val VALUE = "value"
            const val MESSAGE_ID = "messageId"
        }
        object DeletePreference {
            const val KEY = "key"
            const val MESSAGE_ID = "messageId"
        }
        object DeleteAllPreferences {
            const val MESSAGE_ID = "messageId"
        }
        object ShowReviewPopup {
            const val MESSAGE_ID = "messageId"
        }
        object ReadStoreReferrer {
            const val MESSAGE_ID = "messageId"
        }
        object StartSubscriptionPurchase {
            const val SUBSCRIPTION_ID = "subscriptionId"
            const val BASE_PLAN_ID = "basePlanId"
            const val MESSAGE_ID = "messageId"
        }
        object StartOneTimeProductPurchase {
            const val PRODUCT_ID = "productId"
            const val MESSAGE_ID = "messageId"
        }
    }

    /** The callbacks the wrapper calls back with. */
    object Callbacks {
        /** A preference was read: its key and value (null when the key holds none). Answers a call: pass its messageId. Fields: key: String, value: String | Number | Boolean | null. */
        const val ON_PREFERENCE_READ = "onPreferenceRead"
        /** onPreferenceRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_PREFERENCE_READ_ERROR = "onPreferenceReadError"
        /** A preference (string, number or boolean) was written. Answers a call: pass its messageId. Fields: key: String. */
        const val ON_PREFERENCE_SET = "onPreferenceSet"
        /** onPreferenceSet failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_PREFERENCE_SET_ERROR = "onPreferenceSetError"
        /** A preference was deleted. Answers a call: pass its messageId. Fields: key: String. */
        const val ON_PREFERENCE_DELETED = "onPreferenceDeleted"
        /** onPreferenceDeleted failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_PREFERENCE_DELETED_ERROR = "onPreferenceDeletedError"
        /** Every preference was deleted. Answers a call: pass its messageId. No fields. */
        const val ON_ALL_PREFERENCES_DELETED = "onAllPreferencesDeleted"
        /** onAllPreferencesDeleted failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_ALL_PREFERENCES_DELETED_ERROR = "onAllPreferencesDeletedError"
        /** The ad consent information was reset (after resetUMPConsentInformation), or could not be. An event: no messageId. No fields. */
        const val ON_CONSENT_INFORMATION_RESET = "onConsentInformationReset"
        /** onConsentInformationReset failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_CONSENT_INFORMATION_RESET_ERROR = "onConsentInformationResetError"
        /** The ad consent information, as Google's User Messaging Platform gives it. Answers a call: pass its messageId. Fields: consentStatus: String: "UNKNOWN" | "REQUIRED" | "NOT_REQUIRED" | "OBTAINED", canRequestAds: Boolean, privacyOptionsRequirementStatus: String: "UNKNOWN" | "REQUIRED" | "NOT_REQUIRED". */
        const val ON_CONSENT_INFORMATION_READ = "onConsentInformationRead"
        /** onConsentInformationRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_CONSENT_INFORMATION_READ_ERROR = "onConsentInformationReadError"
        /** The privacy options form (showUMPPrivacyOptionsForm) was dismissed, or failed. An event: no messageId. No fields. */
        const val ON_PRIVACY_OPTIONS_FORM_DISMISSED = "onPrivacyOptionsFormDismissed"
        /** onPrivacyOptionsFormDismissed failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_PRIVACY_OPTIONS_FORM_DISMISSED_ERROR = "onPrivacyOptionsFormDismissedError"
        /** The consent form the wrapper shows at launch was dismissed, or failed. An event: no messageId. No fields. */
        const val ON_CONSENT_FORM_DISMISSED = "onConsentFormDismissed"
        /** onConsentFormDismissed failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_CONSENT_FORM_DISMISSED_ERROR = "onConsentFormDismissedError"
        /** The store's install referrer, as the store gives it (Google Play: the acquisition-source tag). Answers a call: pass its messageId. Fields: referrer: String. */
        const val ON_STORE_REFERRER_READ = "onStoreReferrerRead"
        /** onStoreReferrerRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_STORE_REFERRER_READ_ERROR = "onStoreReferrerReadError"
        /** The store's in-app review popup finished (the store does not say whether it was shown), or failed. Answers a call: pass its messageId. No fields. */
        const val ON_REVIEW_POPUP_FINISHED = "onReviewPopupFinished"
        /** onReviewPopupFinished failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_REVIEW_POPUP_FINISHED_ERROR = "onReviewPopupFinishedError"
        /** The card's responses to nfcTransceiveCommands, one per command and in their order. Answers a call: pass its messageId. Fields: responses: List<String> (hexadecimal bytes). */
        const val ON_NFC_COMMANDS_TRANSCEIVED = "onNfcCommandsTransceived"
        /** onNfcCommandsTransceived failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_NFC_COMMANDS_TRANSCEIVED_ERROR = "onNfcCommandsTransceivedError"
        /** A card was held to the phone during an NFC session. An event: no messageId. No fields. */
        const val ON_NFC_TAG_DISCOVERED = "onNfcTagDiscovered"
        /** Whether the device can read NFC cards at all. Answers a call: pass its messageId. Fields: isSupported: Boolean. */
        const val ON_NFC_SUPPORTED = "onNfcSupported"
        /** onNfcSupported failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_NFC_SUPPORTED_ERROR = "onNfcSupportedError"
        /** Whether the device's NFC is switched on. Answers a call: pass its messageId. Fields: isEnabled: Boolean. */
        const val ON_NFC_ENABLED = "onNfcEnabled"
        /** onNfcEnabled failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_NFC_ENABLED_ERROR = "onNfcEnabledError"
        /** The device's NFC was switched on or off. An event: no messageId. Fields: isEnabled: Boolean. */
        const val ON_NFC_ENABLEMENT_CHANGED = "onNfcEnablementChanged"
        /** A store purchase, as Google Play Billing gives it: one call a purchase, with the purchase start's message id when it answers one. Its error twin is the purchase start's failure (cancelled, already owned...). Answers a call (pass its messageId) or, with none, an event. Fields: packageName: String, productId: String, purchaseToken: String. */
        const val ON_PURCHASES_UPDATED = "onPurchasesUpdated"
        /** onPurchasesUpdated failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String. */
        const val ON_PURCHASES_UPDATED_ERROR = "onPurchasesUpdatedError"
    }

    /** Each callback's payload fields. */
    object CallbackFields {
        object OnPreferenceRead {
            const val KEY = "key"
            const val VALUE = "value"
        }
        object OnPreferenceSet {
            const val KEY = "key"
        }
        object OnPreferenceDeleted {
            const val KEY = "key"
        }
        object OnConsentInformationRead {
            const val CONSENT_STATUS = "consentStatus"
            const val CAN_REQUEST_ADS = "canRequestAds"
            const val PRIVACY_OPTIONS_REQUIREMENT_STATUS = "privacyOptionsRequirementStatus"
        }
        object OnStoreReferrerRead {
            const val REFERRER = "referrer"
        }
        object OnNfcCommandsTransceived {
            const val RESPONSES = "responses"
        }
        object OnNfcSupported {
            const val IS_SUPPORTED = "isSupported"
        }
        object OnNfcEnabled {
            const val IS_ENABLED = "isEnabled"
        }
        object OnNfcEnablementChanged {
            const val IS_ENABLED = "isEnabled"
        }
        object OnPurchasesUpdated {
            const val PACKAGE_NAME = "packageName"
            const val PRODUCT_ID = "productId"
            const val PURCHASE_TOKEN = "purchaseToken"
        }
    }

    /** The callback answering each call message. */
    val ANSWERS: Map<String, String> = mapOf(
        Messages.READ_CONSENT_INFORMATION to Callbacks.ON_CONSENT_INFORMATION_READ,
        Messages.NFC_TRANSCEIVE_COMMANDS to Callbacks.ON_NFC_COMMANDS_TRANSCEIVED,
        Messages.IS_NFC_AVAILABLE to Callbacks.ON_NFC_SUPPORTED,
        Messages.IS_NFC_SUPPORTED to Callbacks.ON_NFC_SUPPORTED,
        Messages.IS_NFC_ENABLED to Callbacks.ON_NFC_ENABLED,
        Messages.READ_PREFERENCE to Callbacks.ON_PREFERENCE_READ,
        Messages.SET_PREFERENCE to Callbacks.ON_PREFERENCE_SET,
        Messages.DELETE_PREFERENCE to Callbacks.ON_PREFERENCE_DELETED,
        Messages.DELETE_ALL_PREFERENCES to Callbacks.ON_ALL_PREFERENCES_DELETED,
        Messages.SHOW_REVIEW_POPUP to Callbacks.ON_REVIEW_POPUP_FINISHED,
        Messages.READ_STORE_REFERRER to Callbacks.ON_STORE_REFERRER_READ,
        Messages.START_SUBSCRIPTION_PURCHASE to Callbacks.ON_PURCHASES_UPDATED,
        Messages.START_ONE_TIME_PRODUCT_PURCHASE to Callbacks.ON_PURCHASES_UPDATED,
    )
}
