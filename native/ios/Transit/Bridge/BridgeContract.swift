// Generated from packages/bridge/src/contract.ts by packages/bridge/src/bin/generateNativeConstants.ts. Do not edit: CI checks that it matches the contract.
import Foundation

/// The web app's native bridge (packages/bridge): the names both sides use.
public enum BridgeContract {
    /// The script message handler's name; the web posts {"action": <message>, "payload": {...}} to it.
    public static let iosMessageHandler = "transit"
    /// What to evaluate to call back: window.transitBridge.receive(callbackName, messageId or null, payloadJson).
    public static let receiveFunction = "window.transitBridge.receive"
    public static let action = "action"
    public static let payload = "payload"
    public static let messageId = "messageId"
    public static let errorCallbackSuffix = "Error"
    public static let errorCode = "errorCode"
    public static let errorMessage = "errorMessage"
    /// How long the web waits for a call's answer unless the call says otherwise, in milliseconds.
    public static let defaultTimeoutMs = 10000

    /// The messages the web posts (the envelope's action).
    public enum Message: String, CaseIterable {
        /// Starts the ad SDK after the consent form, with the consents the rider gave. Posted, not answered. No fields.
        case initAdmobWithConsents
        /// Starts the ad SDK without asking for consent. Posted, not answered. No fields.
        case initAdmobWithoutConsents
        /// Shows an interstitial ad now. Posted, not answered. No fields.
        case showInterstitialAd
        /// Shows the top banner ad. Posted, not answered. No fields.
        case enableTopAd
        /// Hides the top banner ad. Posted, not answered. No fields.
        case disableTopAd
        /// Shows the bottom banner ad. Posted, not answered. No fields.
        case enableBottomAd
        /// Hides the bottom banner ad. Posted, not answered. No fields.
        case disableBottomAd
        /// Resets the ad consent information; onConsentInformationReset follows. Posted, not answered. No fields.
        case resetUMPConsentInformation
        /// Shows the privacy options form; onPrivacyOptionsFormDismissed follows. Posted, not answered. No fields.
        case showUMPPrivacyOptionsForm
        /// Reads the ad consent information (spec §7: consent information can also be read as JSON). Answered by onConsentInformationRead or onConsentInformationReadError within 10000 ms. Fields: messageId: String.
        case readConsentInformation
        /// Starts an NFC reading session, showing `message` (iOS: the reader sheet's text); onNfcTagDiscovered follows. Posted, not answered. Fields: message: String.
        case startNfcSession
        /// Ends the NFC session: the card was read. Posted, not answered. No fields.
        case closeNfcSessionWithSuccess
        /// Ends the NFC session with `errorMessage` shown (iOS: the reader sheet). Posted, not answered. Fields: errorMessage: String.
        case closeNfcSessionWithError
        /// Changes the text the NFC session shows. Posted, not answered. Fields: message: String.
        case setNfcSessionMessage
        /// Sends commands (APDUs, hexadecimal) to the card held to the phone, in order. Answered by onNfcCommandsTransceived or onNfcCommandsTransceivedError within 10000 ms. Fields: commands: [String] (hexadecimal bytes), messageId: String.
        case nfcTransceiveCommands
        /// Asks whether NFC reading is available on the device (iOS: the reader session is available). Answered by onNfcSupported or onNfcSupportedError within 10000 ms. Fields: messageId: String.
        case isNfcAvailable
        /// Asks whether the device can read NFC cards. Answered by onNfcSupported or onNfcSupportedError within 10000 ms. Fields: messageId: String.
        case isNfcSupported
        /// Asks whether the device's NFC is switched on. Answered by onNfcEnabled or onNfcEnabledError within 10000 ms. Fields: messageId: String.
        case isNfcEnabled
        /// Opens the device's NFC settings. Posted, not answered. No fields.
        case openNfcSettings
        /// Colours the status bar (spec §4: Android 38+), with light or dark content (icons, clock). Posted, not answered. Fields: color: String (#rrggbb), content: String: "light" | "dark".
        case setStatusBarColor
        /// Colours the navigation bar. Posted, not answered. Fields: color: String (#rrggbb).
        case setNavigationBarColor
        /// Reads a preference from the wrapper's store. Answered by onPreferenceRead or onPreferenceReadError within 10000 ms. Fields: key: String, messageId: String.
        case readPreference
        /// Writes a preference (string, number or boolean) to the wrapper's store. Answered by onPreferenceSet or onPreferenceSetError within 10000 ms. Fields: key: String, value: String | NSNumber | Bool, messageId: String.
        case setPreference
        /// Deletes a preference from the wrapper's store. Answered by onPreferenceDeleted or onPreferenceDeletedError within 10000 ms. Fields: key: String, messageId: String.
        case deletePreference
        /// Deletes every preference from the wrapper's store. Answered by onAllPreferencesDeleted or onAllPreferencesDeletedError within 10000 ms. Fields: messageId: String.
        case deleteAllPreferences
        /// Opens the store's in-app review popup. Answered by onReviewPopupFinished or onReviewPopupFinishedError within 600000 ms. Fields: messageId: String.
        case showReviewPopup
        /// Reads the store's install referrer. Answered by onStoreReferrerRead or onStoreReferrerReadError within 10000 ms. Fields: messageId: String.
        case readStoreReferrer
        /// Starts the store's purchase of a subscription's base plan. Answered by onPurchasesUpdated or onPurchasesUpdatedError within 600000 ms. Fields: subscriptionId: String, basePlanId: String, messageId: String.
        case startSubscriptionPurchase
        /// Starts the store's purchase of a one-time product. Answered by onPurchasesUpdated or onPurchasesUpdatedError within 600000 ms. Fields: productId: String, messageId: String.
        case startOneTimeProductPurchase

        /// The callback answering this message, if it is a call.
        public var answer: Callback? {
            switch self {
            case .readConsentInformation: return .onConsentInformationRead
            case .nfcTransceiveCommands: return .onNfcCommandsTransceived
            case .isNfcAvailable: return .onNfcSupported
            case .isNfcSupported: return .onNfcSupported
            case .isNfcEnabled: return .onNfcEnabled
            case .readPreference: return .onPreferenceRead
            case .setPreference: return .onPreferenceSet
            case .deletePreference: return .onPreferenceDeleted
            case .deleteAllPreferences: return .onAllPreferencesDeleted
            case .showReviewPopup: return .onReviewPopupFinished
            case .readStoreReferrer: return .onStoreReferrerRead
            case .startSubscriptionPurchase: return .onPurchasesUpdated
            case .startOneTimeProductPurchase: return .onPurchasesUpdated
            default: return nil
            }
        }
    }

    /// The callbacks the wrapper calls back with.
    public enum Callback: String, CaseIterable {
        /// A preference was read: its key and value (null when the key holds none). Answers a call: pass its messageId. Fields: key: String, value: String | NSNumber | Bool | NSNull.
        case onPreferenceRead
        /// onPreferenceRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onPreferenceReadError
        /// A preference (string, number or boolean) was written. Answers a call: pass its messageId. Fields: key: String.
        case onPreferenceSet
        /// onPreferenceSet failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onPreferenceSetError
        /// A preference was deleted. Answers a call: pass its messageId. Fields: key: String.
        case onPreferenceDeleted
        /// onPreferenceDeleted failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onPreferenceDeletedError
        /// Every preference was deleted. Answers a call: pass its messageId. No fields.
        case onAllPreferencesDeleted
        /// onAllPreferencesDeleted failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onAllPreferencesDeletedError
        /// The ad consent information was reset (after resetUMPConsentInformation), or could not be. An event: no messageId. No fields.
        case onConsentInformationReset
        /// onConsentInformationReset failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onConsentInformationResetError
        /// The ad consent information, as Google's User Messaging Platform gives it. Answers a call: pass its messageId. Fields: consentStatus: String: "UNKNOWN" | "REQUIRED" | "NOT_REQUIRED" | "OBTAINED", canRequestAds: Bool, privacyOptionsRequirementStatus: String: "UNKNOWN" | "REQUIRED" | "NOT_REQUIRED".
        case onConsentInformationRead
        /// onConsentInformationRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onConsentInformationReadError
        /// The privacy options form (showUMPPrivacyOptionsForm) was dismissed, or failed. An event: no messageId. No fields.
        case onPrivacyOptionsFormDismissed
        /// onPrivacyOptionsFormDismissed failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onPrivacyOptionsFormDismissedError
        /// The consent form the wrapper shows at launch was dismissed, or failed. An event: no messageId. No fields.
        case onConsentFormDismissed
        /// onConsentFormDismissed failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onConsentFormDismissedError
        /// The store's install referrer, as the store gives it (Google Play: the acquisition-source tag). Answers a call: pass its messageId. Fields: referrer: String.
        case onStoreReferrerRead
        /// onStoreReferrerRead failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onStoreReferrerReadError
        /// The store's in-app review popup finished (the store does not say whether it was shown), or failed. Answers a call: pass its messageId. No fields.
        case onReviewPopupFinished
        /// onReviewPopupFinished failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onReviewPopupFinishedError
        /// The card's responses to nfcTransceiveCommands, one per command and in their order. Answers a call: pass its messageId. Fields: responses: [String] (hexadecimal bytes).
        case onNfcCommandsTransceived
        /// onNfcCommandsTransceived failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onNfcCommandsTransceivedError
        /// A card was held to the phone during an NFC session. An event: no messageId. No fields.
        case onNfcTagDiscovered
        /// Whether the device can read NFC cards at all. Answers a call: pass its messageId. Fields: isSupported: Bool.
        case onNfcSupported
        /// onNfcSupported failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onNfcSupportedError
        /// Whether the device's NFC is switched on. Answers a call: pass its messageId. Fields: isEnabled: Bool.
        case onNfcEnabled
        /// onNfcEnabled failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onNfcEnabledError
        /// The device's NFC was switched on or off. An event: no messageId. Fields: isEnabled: Bool.
        case onNfcEnablementChanged
        /// A store purchase, as Google Play Billing gives it: one call a purchase, with the purchase start's message id when it answers one. Its error twin is the purchase start's failure (cancelled, already owned...). Answers a call (pass its messageId) or, with none, an event. Fields: packageName: String, productId: String, purchaseToken: String.
        case onPurchasesUpdated
        /// onPurchasesUpdated failed: a JSON string with errorCode and errorMessage. Pass the failed call's messageId, if any; the payload is the error's JSON string. Fields: errorCode: String, errorMessage: String.
        case onPurchasesUpdatedError
    }

    /// Each message's payload fields.
    public enum MessageField {
        public enum ReadConsentInformation {
            public static let messageId = "messageId"
        }
        public enum StartNfcSession {
            public static let message = "message"
        }
        public enum CloseNfcSessionWithError {
            public static let errorMessage = "errorMessage"
        }
        public enum SetNfcSessionMessage {
            public static let message = "message"
        }
        public enum NfcTransceiveCommands {
            public static let commands = "commands"
            public static let messageId = "messageId"
        }
        public enum IsNfcAvailable {
            public static let messageId = "messageId"
        }
        public enum IsNfcSupported {
            public static let messageId = "messageId"
        }
        public enum IsNfcEnabled {
            public static let messageId = "messageId"
        }
        public enum SetStatusBarColor {
            public static let color = "color"
            public static let content = "content"
        }
        public enum SetNavigationBarColor {
            public static let color = "color"
        }
        public enum ReadPreference {
            public static let key = "key"
            public static let messageId = "messageId"
        }
        public enum SetPreference {
            public static let key = "key"
            public static let value = "value"
            public static let messageId = "messageId"
        }
        public enum DeletePreference {
            public static let key = "key"
            public static let messageId = "messageId"
        }
        public enum DeleteAllPreferences {
            public static let messageId = "messageId"
        }
        public enum ShowReviewPopup {
            public static let messageId = "messageId"
        }
        public enum ReadStoreReferrer {
            public static let messageId = "messageId"
        }
        public enum StartSubscriptionPurchase {
            public static let subscriptionId = "subscriptionId"
            public static let basePlanId = "basePlanId"
            public static let messageId = "messageId"
        }
        public enum StartOneTimeProductPurchase {
            public static let productId = "productId"
            public static let messageId = "messageId"
        }
    }

    /// Each callback's payload fields.
    public enum CallbackField {
        public enum OnPreferenceRead {
            public static let key = "key"
            public static let value = "value"
        }
        public enum OnPreferenceSet {
            public static let key = "key"
        }
        public enum OnPreferenceDeleted {
            public static let key = "key"
        }
        public enum OnConsentInformationRead {
            public static let consentStatus = "consentStatus"
            public static let canRequestAds = "canRequestAds"
            public static let privacyOptionsRequirementStatus = "privacyOptionsRequirementStatus"
        }
        public enum OnStoreReferrerRead {
            public static let referrer = "referrer"
        }
        public enum OnNfcCommandsTransceived {
            public static let responses = "responses"
        }
        public enum OnNfcSupported {
            public static let isSupported = "isSupported"
        }
        public enum OnNfcEnabled {
            public static let isEnabled = "isEnabled"
        }
        public enum OnNfcEnablementChanged {
            public static let isEnabled = "isEnabled"
        }
        public enum OnPurchasesUpdated {
            public static let packageName = "packageName"
            public static let productId = "productId"
            public static let purchaseToken = "purchaseToken"
        }
    }
}
