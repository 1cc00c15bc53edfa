package es.transitapp.bridge

import android.util.Log

/** Google's User Messaging Platform consent, by its constants' names (the contract's enum values). */
data class ConsentInformation(
    val consentStatus: String,
    val canRequestAds: Boolean,
    val privacyOptionsRequirementStatus: String,
)

/**
 * The ad hooks the web drives (spec §7: initAdmob…, showInterstitialAd, enable/disable top and bottom ads, UMP
 * consent). A build with ads implements this over the Google Mobile Ads SDK and UMP, with its own ad unit ids; none
 * are in this repository.
 */
interface Ads {
    fun start(withConsents: Boolean)
    fun showInterstitial()
    fun setTopBannerVisible(isVisible: Boolean)
    fun setBottomBannerVisible(isVisible: Boolean)
    fun resetConsentInformation(done: (Result<Unit>) -> Unit)
    fun showPrivacyOptionsForm(done: (Result<Unit>) -> Unit)
    fun readConsentInformation(done: (Result<ConsentInformation>) -> Unit)
}

/**
 * The build without an ad SDK: showing and hiding ads does nothing (and says so once in the log), and everything the
 * web waits on fails with ADS_NOT_CONFIGURED, so the web never waits for a timeout.
 */
object NotConfiguredAds : Ads {
    const val ADS_NOT_CONFIGURED = "ADS_NOT_CONFIGURED"
    private const val MESSAGE = "No ad SDK is configured in this build."
    private var hasLogged = false

    private fun ignore() {
        if (!hasLogged) Log.i("TransitAds", "$MESSAGE Ad requests are ignored.")
        hasLogged = true
    }

    private fun <T> notConfigured(): Result<T> = Result.failure(BridgeFailure(ADS_NOT_CONFIGURED, MESSAGE))

    override fun start(withConsents: Boolean) = ignore()
    override fun showInterstitial() = ignore()
    override fun setTopBannerVisible(isVisible: Boolean) = ignore()
    override fun setBottomBannerVisible(isVisible: Boolean) = ignore()
    override fun resetConsentInformation(done: (Result<Unit>) -> Unit) = done(notConfigured())
    override fun showPrivacyOptionsForm(done: (Result<Unit>) -> Unit) = done(notConfigured())
    override fun readConsentInformation(done: (Result<ConsentInformation>) -> Unit) = done(notConfigured())
}
