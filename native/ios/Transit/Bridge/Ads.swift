import Foundation
import os

/// Google's User Messaging Platform consent, by its constants' names (the contract's enum values).
struct ConsentInformation {
    let consentStatus: String
    let canRequestAds: Bool
    let privacyOptionsRequirementStatus: String
}

/// The ad hooks the web drives (spec §7: initAdmob…, showInterstitialAd, enable/disable top and bottom ads, UMP
/// consent). A build with ads implements this over the Google Mobile Ads SDK and UMP, with its own ad unit ids; none
/// are in this repository.
@MainActor
protocol Ads {
    func start(withConsents: Bool)
    func showInterstitial()
    func setTopBanner(isVisible: Bool)
    func setBottomBanner(isVisible: Bool)
    func resetConsentInformation(_ done: @escaping (Result<Void, BridgeFailure>) -> Void)
    func showPrivacyOptionsForm(_ done: @escaping (Result<Void, BridgeFailure>) -> Void)
    func readConsentInformation(_ done: @escaping (Result<ConsentInformation, BridgeFailure>) -> Void)
}

/// The build without an ad SDK: showing and hiding ads does nothing (and says so once in the log), and everything the
/// web waits on fails with ADS_NOT_CONFIGURED, so the web never waits for a timeout.
@MainActor
final class NotConfiguredAds: Ads {
    static let adsNotConfigured = "ADS_NOT_CONFIGURED"
    private static let message = "No ad SDK is configured in this build."
    private let log = Logger(subsystem: "transit", category: "ads")
    private var hasLogged = false

    private func ignore() {
        if !hasLogged { log.info("\(Self.message, privacy: .public) Ad requests are ignored.") }
        hasLogged = true
    }

    private var notConfigured: BridgeFailure { BridgeFailure(code: Self.adsNotConfigured, message: Self.message) }

    func start(withConsents: Bool) { ignore() }
    func showInterstitial() { ignore() }
    func setTopBanner(isVisible: Bool) { ignore() }
    func setBottomBanner(isVisible: Bool) { ignore() }
    func resetConsentInformation(_ done: @escaping (Result<Void, BridgeFailure>) -> Void) {
        done(.failure(notConfigured))
    }
    func showPrivacyOptionsForm(_ done: @escaping (Result<Void, BridgeFailure>) -> Void) {
        done(.failure(notConfigured))
    }
    func readConsentInformation(_ done: @escaping (Result<ConsentInformation, BridgeFailure>) -> Void) {
        done(.failure(notConfigured))
    }
}
