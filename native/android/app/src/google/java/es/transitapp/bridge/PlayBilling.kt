package es.transitapp.bridge

import android.app.Activity
import com.android.billingclient.api.BillingClient
import com.android.billingclient.api.BillingClient.BillingResponseCode
import com.android.billingclient.api.BillingClient.ProductType
import com.android.billingclient.api.BillingClientStateListener
import com.android.billingclient.api.BillingFlowParams
import com.android.billingclient.api.BillingResult
import com.android.billingclient.api.PendingPurchasesParams
import com.android.billingclient.api.ProductDetails
import com.android.billingclient.api.Purchase
import com.android.billingclient.api.PurchasesUpdatedListener
import com.android.billingclient.api.QueryProductDetailsParams
import com.android.billingclient.api.QueryPurchasesParams

/**
 * Google Play Billing: starts the purchase of a subscription's base plan or of a one-time product, and answers the
 * start with the purchase (onPurchasesUpdated) or Play's response code as the error code (USER_CANCELED,
 * ITEM_ALREADY_OWNED…). The API records and acknowledges purchases (POST /gplay-billing/…), so this does not.
 */
internal class PlayBilling(
    private val activity: Activity,
    private val listener: PurchasesListener,
) : PurchasesUpdatedListener {
    private val client = BillingClient.newBuilder(activity)
        .setListener(this)
        .enablePendingPurchases(PendingPurchasesParams.newBuilder().enableOneTimeProducts().build())
        .build()

    /** The message id of the purchase start Play's sheet is open for (main thread only). */
    private var waitingMessageId: String? = null

    fun startSubscription(subscriptionId: String, basePlanId: String, messageId: String?) =
        start(subscriptionId, ProductType.SUBS, messageId) { details ->
            // The base plan itself, not one of its offers: offers are the store's business, not the web's.
            details.subscriptionOfferDetails?.firstOrNull { it.basePlanId == basePlanId && it.offerId == null }
                ?.offerToken
                ?: throw BridgeFailure(PRODUCT_NOT_FOUND, "$subscriptionId has no base plan $basePlanId.")
        }

    fun startOneTimeProduct(productId: String, messageId: String?) =
        start(productId, ProductType.INAPP, messageId) { null }

    override fun onPurchasesUpdated(result: BillingResult, purchases: MutableList<Purchase>?) {
        val messageId = waitingMessageId
        waitingMessageId = null
        if (result.responseCode != BillingResponseCode.OK) {
            listener(messageId, Result.failure(failureOf(result)))
            return
        }
        purchases.orEmpty().forEachIndexed { index, purchase -> report(if (index == 0) messageId else null, purchase) }
    }

    fun refreshPurchases() = connected(onFailure = {}) {
        for (type in listOf(ProductType.SUBS, ProductType.INAPP)) {
            client.queryPurchasesAsync(QueryPurchasesParams.newBuilder().setProductType(type).build()) { result, purchases ->
                if (result.responseCode != BillingResponseCode.OK) return@queryPurchasesAsync
                // Only what the API has not acknowledged yet: a pending purchase completed while the app was away.
                purchases.filter { !it.isAcknowledged && it.purchaseState == Purchase.PurchaseState.PURCHASED }
                    .forEach { purchase -> activity.runOnUiThread { report(null, purchase) } }
            }
        }
    }

    fun close() = client.endConnection()

    private fun start(productId: String, type: String, messageId: String?, offerToken: (ProductDetails) -> String?) =
        connected(onFailure = { listener(messageId, Result.failure(it)) }) {
            val product = QueryProductDetailsParams.Product.newBuilder().setProductId(productId).setProductType(type)
            val query = QueryProductDetailsParams.newBuilder().setProductList(listOf(product.build())).build()
            client.queryProductDetailsAsync(query) { result, detailsList ->
                activity.runOnUiThread {
                    val launched = runCatching {
                        if (result.responseCode != BillingResponseCode.OK) throw failureOf(result)
                        val details = detailsList.firstOrNull()
                            ?: throw BridgeFailure(PRODUCT_NOT_FOUND, "Google Play has no product $productId.")
                        val params = BillingFlowParams.ProductDetailsParams.newBuilder().setProductDetails(details)
                        offerToken(details)?.let(params::setOfferToken)
                        launch(messageId, params.build())
                    }
                    launched.exceptionOrNull()?.let { listener(messageId, Result.failure(it)) }
                }
            }
        }

    private fun launch(messageId: String?, product: BillingFlowParams.ProductDetailsParams) {
        // One sheet at a time: a start still waiting is answered now, so that the web does not wait on it.
        waitingMessageId?.let { listener(it, Result.failure(BridgeFailure(BILLING_ERROR, "Another purchase started."))) }
        waitingMessageId = messageId
        val flow = BillingFlowParams.newBuilder().setProductDetailsParamsList(listOf(product)).build()
        val result = client.launchBillingFlow(activity, flow)
        if (result.responseCode != BillingResponseCode.OK) {
            waitingMessageId = null
            throw failureOf(result)
        }
    }

    private fun report(messageId: String?, purchase: Purchase) {
        val result = if (purchase.purchaseState == Purchase.PurchaseState.PENDING) {
            // Play completes it later (cash, bank transfer); refreshPurchases reports it then.
            Result.failure(BridgeFailure(PURCHASE_PENDING, "The purchase is pending with Google Play."))
        } else {
            Result.success(StorePurchase(purchase.packageName, purchase.products.first(), purchase.purchaseToken))
        }
        listener(messageId, result)
    }

    /** Runs `work` once the client is connected to Play (on Play's thread), or reports why it cannot. */
    private fun connected(onFailure: (BridgeFailure) -> Unit, work: () -> Unit) {
        if (client.isReady) return work()
        client.startConnection(object : BillingClientStateListener {
            override fun onBillingSetupFinished(result: BillingResult) {
                if (result.responseCode == BillingResponseCode.OK) work() else onFailure(failureOf(result))
            }

            // The next purchase start connects again.
            override fun onBillingServiceDisconnected() = Unit
        })
    }

    private fun failureOf(result: BillingResult): BridgeFailure {
        val message = result.debugMessage.ifEmpty { "Google Play Billing answered ${result.responseCode}." }
        return BridgeFailure(RESPONSE_CODE_NAMES[result.responseCode] ?: BILLING_ERROR, message)
    }

    private companion object {
        const val BILLING_ERROR = "BILLING_ERROR"

        /** Play's response codes by their constants' names, which the web receives as error codes. */
        val RESPONSE_CODE_NAMES = mapOf(
            BillingResponseCode.USER_CANCELED to "USER_CANCELED",
            BillingResponseCode.ITEM_ALREADY_OWNED to "ITEM_ALREADY_OWNED",
            BillingResponseCode.ITEM_UNAVAILABLE to "ITEM_UNAVAILABLE",
            BillingResponseCode.BILLING_UNAVAILABLE to BILLING_UNAVAILABLE,
            BillingResponseCode.SERVICE_UNAVAILABLE to "SERVICE_UNAVAILABLE",
            BillingResponseCode.SERVICE_DISCONNECTED to "SERVICE_DISCONNECTED",
            BillingResponseCode.NETWORK_ERROR to "NETWORK_ERROR",
            BillingResponseCode.FEATURE_NOT_SUPPORTED to "FEATURE_NOT_SUPPORTED",
            BillingResponseCode.DEVELOPER_ERROR to "DEVELOPER_ERROR",
            BillingResponseCode.ERROR to BILLING_ERROR,
        )
    }
}
