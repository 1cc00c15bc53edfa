package es.transitapp.bridge

import android.app.Activity
import android.content.ActivityNotFoundException
import android.content.Intent
import android.net.Uri

/** The Huawei flavour's store. */
fun createStore(activity: Activity, onPurchasesUpdated: PurchasesListener): Store =
    AppGalleryStore(activity, onPurchasesUpdated)

/**
 * Huawei AppGallery, without HMS: the review opens the app's AppGallery page (AppGallery has no in-app review), and
 * the install referrer and purchases (HMS In-App Purchases) are not integrated: they fail with a code, at once.
 */
private class AppGalleryStore(
    private val activity: Activity,
    private val onPurchasesUpdated: PurchasesListener,
) : Store {
    override fun showReview(done: (Result<Unit>) -> Unit) {
        val listing = Intent(Intent.ACTION_VIEW, Uri.parse("appmarket://details?id=${activity.packageName}"))
        done(
            try {
                activity.startActivity(listing)
                Result.success(Unit)
            } catch (e: ActivityNotFoundException) {
                Result.failure(BridgeFailure(REVIEW_UNAVAILABLE, "AppGallery is not installed."))
            },
        )
    }

    override fun readReferrer(done: (Result<String>) -> Unit) {
        val failure = BridgeFailure(STORE_REFERRER_UNAVAILABLE, "AppGallery's install referrer is not integrated.")
        done(Result.failure(failure))
    }

    override fun startSubscriptionPurchase(subscriptionId: String, basePlanId: String, messageId: String?) =
        onPurchasesUpdated(messageId, billingUnavailable())

    override fun startOneTimeProductPurchase(productId: String, messageId: String?) =
        onPurchasesUpdated(messageId, billingUnavailable())

    override fun refreshPurchases() = Unit

    override fun close() = Unit

    private fun billingUnavailable(): Result<StorePurchase> {
        val failure = BridgeFailure(BILLING_UNAVAILABLE, "Huawei In-App Purchases are not integrated in this build.")
        return Result.failure(failure)
    }
}
