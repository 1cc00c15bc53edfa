package es.transitapp.bridge

import android.app.Activity
import android.os.RemoteException
import com.android.installreferrer.api.InstallReferrerClient
import com.android.installreferrer.api.InstallReferrerStateListener
import com.google.android.play.core.review.ReviewManagerFactory

/** The Google Play flavour's store. */
fun createStore(activity: Activity, onPurchasesUpdated: PurchasesListener): Store =
    PlayStore(activity, PlayBilling(activity, onPurchasesUpdated))

/** Google Play: In-App Review, Install Referrer, and Play Billing (PlayBilling). */
private class PlayStore(private val activity: Activity, private val billing: PlayBilling) : Store {
    override fun showReview(done: (Result<Unit>) -> Unit) {
        val manager = ReviewManagerFactory.create(activity)
        manager.requestReviewFlow().addOnCompleteListener { request ->
            if (!request.isSuccessful) {
                val reason = request.exception?.message ?: "Google Play gave no review flow."
                done(Result.failure(BridgeFailure(REVIEW_UNAVAILABLE, reason)))
                return@addOnCompleteListener
            }
            // Play does not say whether the popup was shown (its quota may hide it): finishing is all there is to say.
            manager.launchReviewFlow(activity, request.result).addOnCompleteListener { done(Result.success(Unit)) }
        }
    }

    override fun readReferrer(done: (Result<String>) -> Unit) {
        val client = InstallReferrerClient.newBuilder(activity).build()
        client.startConnection(object : InstallReferrerStateListener {
            override fun onInstallReferrerSetupFinished(responseCode: Int) {
                val result = if (responseCode != InstallReferrerClient.InstallReferrerResponse.OK) {
                    Result.failure(BridgeFailure(STORE_REFERRER_UNAVAILABLE, "Install Referrer answered $responseCode."))
                } else {
                    try {
                        Result.success(client.installReferrer.installReferrer)
                    } catch (error: RemoteException) {
                        Result.failure(BridgeFailure(STORE_REFERRER_UNAVAILABLE, error.message ?: "Play is unreachable."))
                    }
                }
                client.endConnection()
                activity.runOnUiThread { done(result) }
            }

            // A disconnection after the answer needs nothing: the next read connects again.
            override fun onInstallReferrerServiceDisconnected() = Unit
        })
    }

    override fun startSubscriptionPurchase(subscriptionId: String, basePlanId: String, messageId: String?) =
        billing.startSubscription(subscriptionId, basePlanId, messageId)

    override fun startOneTimeProductPurchase(productId: String, messageId: String?) =
        billing.startOneTimeProduct(productId, messageId)

    override fun refreshPurchases() = billing.refreshPurchases()

    override fun close() = billing.close()
}
