import StoreKit
import UIKit
import WebKit
import os

/// What the bridge asks of the screen that hosts the web app (WebViewController).
@MainActor
protocol BridgeScreen: AnyObject {
    func setStatusBar(color: UIColor, hasDarkContent: Bool)
    /// iOS has no navigation bar: the web's navigation bar colour paints the home indicator's area.
    func setHomeIndicatorArea(color: UIColor)
}

/// The `transit` script message handler the web posts to,
/// `window.webkit.messageHandlers.transit.postMessage({action, payload})` (packages/bridge/src/hosts.ts): does what
/// the action asks and answers through BridgeReplies. Every name is from the generated BridgeContract, and the switch
/// over its Message enum is exhaustive, so a message added on the web side fails this file's build until it is handled.
@MainActor
final class BridgeHandler: NSObject, WKScriptMessageHandler {
    /// The contract's STATUS_BAR_CONTENT value for dark icons (packages/bridge/src/contract.ts).
    private static let darkContent = "dark"
    /// Codes of failures of this wrapper (native/README.md).
    private static let reviewUnavailable = "REVIEW_UNAVAILABLE"
    private static let storeReferrerUnavailable = "STORE_REFERRER_UNAVAILABLE"
    private static let billingUnavailable = "BILLING_UNAVAILABLE"

    private weak var webView: WKWebView?
    private weak var screen: BridgeScreen?
    private let webAppHost: String?
    private let replies: BridgeReplies
    private let ads: Ads
    private let preferences = Preferences()
    private lazy var nfc = NFCReader { [weak self] in self?.replies.event(.onNfcTagDiscovered) }
    private let log = Logger(subsystem: "transit", category: "bridge")

    init(webView: WKWebView, webAppHost: String?, screen: BridgeScreen, ads: Ads = NotConfiguredAds()) {
        self.webView = webView
        self.webAppHost = webAppHost
        self.screen = screen
        self.ads = ads
        replies = BridgeReplies(webView: webView)
    }

    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) {
        // Only the web app's own page may use the bridge, not a frame of another site inside it.
        guard message.frameInfo.isMainFrame, message.frameInfo.securityOrigin.host == webAppHost else { return }
        guard let envelope = message.body as? [String: Any],
              let action = envelope[BridgeContract.action] as? String,
              let known = BridgeContract.Message(rawValue: action)
        else {
            // A newer web app than this wrapper: nothing answers, so a call of it times out on the web.
            log.warning("Unknown bridge message: ignored.")
            return
        }
        let call = BridgeCall(message: known, payload: envelope[BridgeContract.payload] as? [String: Any] ?? [:])
        do {
            try dispatch(call)
        } catch let failure as BridgeFailure {
            log.warning("\(action, privacy: .public) failed: \(failure.message, privacy: .public)")
            replies.fail(call, failure)
        } catch {
            replies.fail(call, BridgeFailure(code: "NATIVE_ERROR", message: error.localizedDescription))
        }
    }

    private func dispatch(_ call: BridgeCall) throws {
        typealias Field = BridgeContract.MessageField
        typealias Answer = BridgeContract.CallbackField
        switch call.message {
        case .initAdmobWithConsents: ads.start(withConsents: true)
        case .initAdmobWithoutConsents: ads.start(withConsents: false)
        case .showInterstitialAd: ads.showInterstitial()
        case .enableTopAd: ads.setTopBanner(isVisible: true)
        case .disableTopAd: ads.setTopBanner(isVisible: false)
        case .enableBottomAd: ads.setBottomBanner(isVisible: true)
        case .disableBottomAd: ads.setBottomBanner(isVisible: false)
        case .resetUMPConsentInformation:
            ads.resetConsentInformation { [replies] in replies.settleEvent(.onConsentInformationReset, $0) }
        case .showUMPPrivacyOptionsForm:
            ads.showPrivacyOptionsForm { [replies] in replies.settleEvent(.onPrivacyOptionsFormDismissed, $0) }
        case .readConsentInformation:
            ads.readConsentInformation { [replies] result in
                typealias Read = Answer.OnConsentInformationRead
                replies.settle(call, result) { info in [
                    Read.consentStatus: info.consentStatus,
                    Read.canRequestAds: info.canRequestAds,
                    Read.privacyOptionsRequirementStatus: info.privacyOptionsRequirementStatus,
                ] }
            }

        case .startNfcSession: try nfc.startSession(message: call.field(Field.StartNfcSession.message))
        case .setNfcSessionMessage: try nfc.setMessage(call.field(Field.SetNfcSessionMessage.message))
        case .closeNfcSessionWithSuccess: nfc.closeSession()
        case .closeNfcSessionWithError:
            try nfc.closeSession(errorMessage: call.field(Field.CloseNfcSessionWithError.errorMessage))
        case .nfcTransceiveCommands:
            try nfc.transceive(call.field(Field.NfcTransceiveCommands.commands)) { [replies] result in
                replies.settle(call, result) { [Answer.OnNfcCommandsTransceived.responses: $0] }
            }
        case .isNfcAvailable, .isNfcSupported:
            replies.answer(call, [Answer.OnNfcSupported.isSupported: NFCReader.isAvailable])
        case .isNfcEnabled:
            replies.answer(call, [Answer.OnNfcEnabled.isEnabled: NFCReader.isAvailable])
        case .openNfcSettings:
            break // iOS has no NFC setting to open: NFC is always on where it exists.

        case .setStatusBarColor:
            let color = try UIColor(hex: call.field(Field.SetStatusBarColor.color))
            let content: String = try call.field(Field.SetStatusBarColor.content)
            screen?.setStatusBar(color: color, hasDarkContent: content == Self.darkContent)
        case .setNavigationBarColor:
            try screen?.setHomeIndicatorArea(color: UIColor(hex: call.field(Field.SetNavigationBarColor.color)))

        case .readPreference:
            let key: String = try call.field(Field.ReadPreference.key)
            let value = preferences.read(key)
            replies.answer(call, [Answer.OnPreferenceRead.key: key, Answer.OnPreferenceRead.value: value])
        case .setPreference:
            let key: String = try call.field(Field.SetPreference.key)
            guard let value = call.payload[Field.SetPreference.value] else {
                throw BridgeFailure(code: BridgeFailure.messageInvalid, message: "setPreference has no value.")
            }
            try preferences.write(key, value)
            replies.answer(call, [Answer.OnPreferenceSet.key: key])
        case .deletePreference:
            let key: String = try call.field(Field.DeletePreference.key)
            preferences.delete(key)
            replies.answer(call, [Answer.OnPreferenceDeleted.key: key])
        case .deleteAllPreferences:
            preferences.deleteAll()
            replies.answer(call)

        case .showReviewPopup:
            guard let scene = webView?.window?.windowScene else {
                throw BridgeFailure(code: Self.reviewUnavailable, message: "No window to show the review in.")
            }
            // StoreKit does not say whether the popup was shown (its quota may hide it): asking is all there is.
            SKStoreReviewController.requestReview(in: scene)
            replies.answer(call)
        case .readStoreReferrer:
            throw BridgeFailure(code: Self.storeReferrerUnavailable, message: "The App Store has no install referrer.")
        case .startSubscriptionPurchase, .startOneTimeProductPurchase:
            // The contract's purchases are Google Play Billing's; StoreKit purchases are not integrated.
            throw BridgeFailure(code: Self.billingUnavailable, message: "Store purchases are not available on iOS.")
        }
    }
}

extension BridgeReplies {
    /// An event that may fail (consent reset, privacy form): the event, or its error twin.
    func settleEvent(_ callback: BridgeContract.Callback, _ result: Result<Void, BridgeFailure>) {
        switch result {
        case .success: event(callback)
        case .failure(let failure): sendError(callback, nil, failure)
        }
    }
}

extension UIColor {
    /// A colour from '#rrggbb' (the contract's colour type).
    convenience init(hex: String) throws {
        guard hex.count == 7, hex.first == "#", let rgb = UInt32(hex.dropFirst(), radix: 16) else {
            let text = "Expected a colour as #rrggbb, got '\(hex)'."
            throw BridgeFailure(code: BridgeFailure.messageInvalid, message: text)
        }
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: 1
        )
    }
}
