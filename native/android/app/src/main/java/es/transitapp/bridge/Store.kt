package es.transitapp.bridge

/** A store purchase as the web records it (spec §7: POST /gplay-billing/…; the contract's onPurchasesUpdated). */
data class StorePurchase(val packageName: String, val productId: String, val purchaseToken: String)

/**
 * A purchase finished, or failed: `messageId` is the purchase start's when it answers one, null for a purchase the
 * store reports on its own (a pending one completed later).
 */
typealias PurchasesListener = (messageId: String?, result: Result<StorePurchase>) -> Unit

/**
 * What the app store the build is for does (each flavour has its createStore): the in-app review, the install
 * referrer and purchases. Purchases are recorded (and acknowledged) by the API, not here.
 */
interface Store {
    fun showReview(done: (Result<Unit>) -> Unit)
    fun readReferrer(done: (Result<String>) -> Unit)
    fun startSubscriptionPurchase(subscriptionId: String, basePlanId: String, messageId: String?)
    fun startOneTimeProductPurchase(productId: String, messageId: String?)

    /** Reports purchases the store completed while the app was away (MainActivity calls it on resume). */
    fun refreshPurchases()
    fun close()
}

/** The store's error codes besides Play Billing's own response codes (native/README.md). */
const val REVIEW_UNAVAILABLE = "REVIEW_UNAVAILABLE"
const val STORE_REFERRER_UNAVAILABLE = "STORE_REFERRER_UNAVAILABLE"
const val BILLING_UNAVAILABLE = "BILLING_UNAVAILABLE"
const val PRODUCT_NOT_FOUND = "PRODUCT_NOT_FOUND"
const val PURCHASE_PENDING = "PURCHASE_PENDING"
